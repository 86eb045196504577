"""The complete list of a seat's legal turns, built lazily.

A turn multiplies powers × pair × zone × place × joker value × bulb: late in a game there are
well over a thousand. Playouts and bots pick from the list far more often than they read all
of it, so the list keeps one block per (powers, pair, zone) and makes a `Turn` only when one
is looked at. It behaves as a read-only list: len, index, slices, iteration, `in`.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence

from accessiplay.games.lueurs.actions import Turn
from accessiplay.games.lueurs.moves import (
    apply_powers,
    garland_choices,
    offered_powers,
    pair_options,
)
from accessiplay.games.lueurs.sheet import Sheet
from accessiplay.games.lueurs.zones import fitting_zones

#: The place of a pair recorded nowhere.
_NOTHING = [()]


class LegalTurns(Sequence):
    """Every turn a sheet may play on a roll, in the chooser's order, made on demand."""

    def __init__(self, sheet: Sheet, dice: tuple):
        blocks: list[tuple] = []
        lights = garland_choices(sheet)
        fitting: dict[tuple, list] = {}
        for powers in offered_powers(sheet, dice) or (None,):
            rolled = apply_powers(dice, powers)
            for pair, die in pair_options(rolled):
                zones = fitting.get(pair)
                if zones is None:
                    zones = fitting[pair] = fitting_zones(sheet, pair)
                bulbs = lights[die]
                blocks += [(powers, pair, zone, found, bulbs) for zone, found in zones]
            blocks.append(
                (
                    powers,
                    None,
                    None,
                    _NOTHING,
                    sorted(set().union(*(lights[die] for die in rolled))),
                )
            )
        #: Blocks of turns sharing powers, pair and zone: (powers, pair, zone, places, bulbs).
        self._blocks = blocks
        self._starts = list(
            itertools.accumulate((len(b[3]) * len(b[4]) for b in blocks), initial=0)
        )
        self._total = self._starts.pop()
        self._index: dict[tuple, tuple] | None = None

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
        powers, pair, zone, places, bulbs = self._blocks[k]
        place, bulb = divmod(index - self._starts[k], len(bulbs))
        return Turn(powers, pair, zone, places[place], bulbs[bulb])

    def __iter__(self):
        for powers, pair, zone, places, bulbs in self._blocks:
            for place in places:
                for bulb in bulbs:
                    yield Turn(powers, pair, zone, place, bulb)

    def __contains__(self, action) -> bool:
        if not isinstance(action, Turn):
            return False
        if self._index is None:
            self._index = {block[:3]: block for block in self._blocks}
        try:
            block = self._index.get((action.powers, action.pair, action.zone))
        except TypeError:
            return False
        return block is not None and action.place in block[3] and action.bulb in block[4]

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    # Unhashable, as a list is; typeshed declares object.__hash__ a method, hence the ignore.
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalTurns({len(self)} turns)"


def legal_turns(sheet: Sheet, dice: tuple) -> LegalTurns:
    """Every turn this sheet may play on this roll."""
    return LegalTurns(sheet, dice)
