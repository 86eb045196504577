"""The complete list of a seat's legal turns, built lazily.

A turn multiplies powers × pair × zone × place × joker value × bulb: late in a game there are
well over a thousand. Playouts and bots pick from the list far more often than they read all
of it, so the list keeps one segment per (powers, pair) — its zones with their places, and the
bulbs its garland die may light — and makes a `Turn` only when one is looked at. It behaves as
a read-only list: len, index, slices, iteration, `in`.
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Sequence

from accessiplay.games.lueurs.actions import Turn
from accessiplay.games.lueurs.moves import MINUS, PLUS, apply_powers, pair_options, power_options
from accessiplay.games.lueurs.sheet import BULBS, POWERS, Sheet
from accessiplay.games.lueurs.zones import fitting_zones

#: The zone and place of a pair recorded nowhere.
_NOTHING = [(None, [()])]


class LegalTurns(Sequence):
    """Every turn a sheet may play on a roll, in the chooser's order, made on demand."""

    def __init__(self, sheet: Sheet, dice: tuple):
        #: (powers, pair, [(zone, places)], bulbs), in the chooser's order.
        segments: list[tuple] = []
        starts: list[int] = []
        total = 0
        fits = sheet.memo.setdefault("fits", {})
        for powers, pairs, skip in _choices(dice, _free(tuple(sheet.bulbs))):
            for pair, bulbs in pairs:
                fit = fits.get(pair)
                zones, count = fit if fit is not None else fitting_zones(sheet, pair)
                if count:
                    segments.append((powers, pair, zones, bulbs))
                    starts.append(total)
                    total += count * len(bulbs)
            segments.append((powers, None, _NOTHING, skip))
            starts.append(total)
            total += len(skip)
        self._segments = segments
        self._starts = starts
        self._total = total

    def __len__(self) -> int:
        return self._total

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._total))]
        if index < 0:
            index += self._total
        if not 0 <= index < self._total:
            raise IndexError(index)
        k = bisect.bisect_right(self._starts, index) - 1
        powers, pair, zones, bulbs = self._segments[k]
        place, bulb = divmod(index - self._starts[k], len(bulbs))
        for zone, places in zones:
            if place < len(places):
                return Turn(powers, pair, zone, places[place], bulbs[bulb])
            place -= len(places)
        raise AssertionError("a segment's size counts its zones' places")

    def __iter__(self):
        for powers, pair, zones, bulbs in self._segments:
            for zone, places in zones:
                for place in places:
                    for bulb in bulbs:
                        yield Turn(powers, pair, zone, place, bulb)

    def options(self):
        """Per use of powers and pair: the (zone, places) it may write and the bulbs it may
        light; each outcome is one place and one bulb (searches read these, not the turns)."""
        for _powers, _pair, zones, bulbs in self._segments:
            yield zones, bulbs

    def __contains__(self, action) -> bool:
        if not isinstance(action, Turn):
            return False
        for powers, pair, zones, bulbs in self._segments:
            if pair == action.pair and powers == action.powers:
                return action.bulb in bulbs and any(
                    zone == action.zone and action.place in places for zone, places in zones
                )
        return False

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    # Unhashable, as a list is; typeshed declares object.__hash__ a method, hence the ignore.
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalTurns({len(self)} turns)"


@functools.cache
def _free(bulbs: tuple[int, ...]) -> tuple[int, ...]:
    """The garlands not yet full, for bulbs ticked so."""
    return tuple(g for g in range(1, 6) if bulbs[g - 1] < BULBS[g - 1])


@functools.cache
def _choices(dice: tuple, free: tuple[int, ...]) -> tuple[tuple, ...]:
    """What a roll offers before any zone is looked at, with these garlands not yet full: per
    use of powers (None: none unlocked), each pair with the bulbs its third die may light, and
    the bulbs the dice may light when the pair is recorded nowhere (`moves.garland_choices`)."""
    lights = {die: [die] if die in free else list(free) for die in range(1, 7)}
    full = [POWERS[g - 1] for g in range(1, 6) if g not in free]
    plus, minus = PLUS in full, MINUS in full
    out = []
    for powers in power_options(dice, plus, minus) if plus or minus else (None,):
        rolled = apply_powers(dice, powers)
        pairs = tuple((pair, lights[die]) for pair, die in pair_options(rolled))
        skip = sorted(set().union(*(lights[die] for die in rolled)))
        out.append((powers, pairs, skip))
    return tuple(out)


def legal_turns(sheet: Sheet, dice: tuple) -> LegalTurns:
    """Every turn this sheet may play on this roll."""
    return LegalTurns(sheet, dice)
