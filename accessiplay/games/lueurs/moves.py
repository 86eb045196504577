"""A seat's options in a turn: powers, pairs, zones, places and bulbs, and the chooser's walk.

Everything here is a pure function of one sheet and the natural roll, so the state, the
presenter (from a view) and the bots all reason the same way.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import Any

from accessiplay.games.lueurs.actions import SKIP, Turn, place_path
from accessiplay.games.lueurs.sheet import BULBS, ZONES, Sheet
from accessiplay.games.lueurs.zones import places

PLUS, MINUS = 1, -1


@functools.cache
def apply_powers(dice: tuple, powers: tuple | None) -> tuple:
    """The dice after powers, sorted (each power names the natural value of the die it changes)."""
    if not powers:
        return dice
    values = list(dice)
    for _, value in powers:
        values.remove(value)
    values += [value + delta for delta, value in powers]
    return tuple(sorted(values))


@functools.cache
def power_options(dice: tuple, plus: bool, minus: bool) -> tuple[tuple, ...]:
    """'No power' first, then each use of the unlocked powers that changes the dice differently.

    Uses giving the same dice as an earlier option (or as no power) are left out: the dice
    after powers are all that counts, doubles being read on the natural roll.
    """
    values = sorted(set(dice))
    candidates: list[tuple[tuple[int, int], ...]] = []
    if plus:
        candidates += [((PLUS, v),) for v in values if v < 6]
    if minus:
        candidates += [((MINUS, v),) for v in values if v > 1]
    if plus and minus:
        candidates += [
            ((PLUS, v), (MINUS, w))
            for v in values
            if v < 6
            for w in values
            if w > 1 and (v != w or dice.count(v) > 1)
        ]
    options: list[tuple[tuple[int, int], ...]] = [()]
    seen = {tuple(sorted(dice))}
    for powers in candidates:
        outcome = apply_powers(dice, powers)
        if outcome not in seen:
            seen.add(outcome)
            options.append(powers)
    return tuple(options)


@functools.cache
def pair_options(dice: tuple) -> tuple[tuple[tuple, int], ...]:
    """Each distinct pair of the (sorted) dice with the die left for the garland."""
    x, y, z = dice
    out, seen = [], set()
    for pair, die in (((x, y), z), ((x, z), y), ((y, z), x)):
        if pair not in seen:
            seen.add(pair)
            out.append((pair, die))
    return tuple(out)


def garland_choices(sheet: Sheet) -> dict[int, list[int]]:
    """For each die value, the garlands it lets the player light (a 6 lights no garland of its
    own, so like a die whose garland is full it may light any garland not yet full)."""
    free = [g for g in range(1, 6) if sheet.bulbs[g - 1] < BULBS[g - 1]]
    return {die: [die] if die in free else free for die in range(1, 7)}


def bulb_options(sheet: Sheet, dice: tuple) -> list[int]:
    """Garlands a die can light: its own, or any unfilled one for a 6 or when its own is full."""
    choices = garland_choices(sheet)
    if len(dice) == 1:
        return choices[dice[0]]
    return sorted(set().union(*(choices[die] for die in dice)))


def offered_powers(sheet: Sheet, dice: tuple) -> tuple | None:
    """The powers step's options, or None when no power is unlocked (no such step)."""
    plus, minus = sheet.powers()
    return power_options(dice, plus, minus) if plus or minus else None


def power_problem(sheet: Sheet, dice: tuple, powers) -> str | None:
    """Why these powers cannot be used on this roll, or None."""
    offered = offered_powers(sheet, dice)
    if offered is None or powers is None:
        return None if offered is None and powers is None else "not-legal"
    if powers in offered:
        return None
    if not isinstance(powers, tuple) or any(
        not isinstance(p, tuple) or len(p) != 2 for p in powers
    ):
        return "not-legal"
    plus, minus = sheet.powers()
    deltas = [delta for delta, _ in powers]
    if (PLUS in deltas and not plus) or (MINUS in deltas and not minus):
        return "power-locked"
    if len(set(deltas)) != len(deltas) or not set(deltas) <= {PLUS, MINUS}:
        return "power-once"
    named = [value for _, value in powers]
    if any(named.count(v) > list(dice).count(v) for v in named):
        return "no-such-die"
    if any(value + delta not in range(1, 7) for delta, value in powers):
        return "power-no-wrap"
    return "not-legal"


def turn_problem(sheet: Sheet, dice: tuple, turn: Turn) -> str | None:
    """The reason code of the rule a turn breaks, or None when it is legal."""
    problem = power_problem(sheet, dice, turn.powers)
    if problem:
        return problem
    rolled = apply_powers(dice, turn.powers)
    if turn.pair is None:
        if turn.zone is not None or turn.place:
            return "not-legal"
        return _bulb_problem(sheet, rolled, turn.bulb)
    dies = [die for pair, die in pair_options(rolled) if pair == turn.pair]
    if not dies:
        return "no-such-die"
    if turn.zone not in ZONES:
        return "no-such-zone"
    if turn.place not in places(sheet, turn.zone, turn.pair):
        return f"{turn.zone}-rule"
    return _bulb_problem(sheet, dies, turn.bulb)


def _bulb_problem(sheet: Sheet, dice, bulb) -> str | None:
    """Why this bulb cannot be ticked with these garland dice, or None."""
    if not isinstance(bulb, int) or bulb not in range(1, 6):
        return "no-such-garland"
    if sheet.garland_full(bulb):
        return "garland-full"
    return None if bulb in bulb_options(sheet, tuple(dice)) else "bulb-colour"


@dataclasses.dataclass
class Stage:
    """Where a partial path stands: the step reached, its options and what was chosen before."""

    kind: str
    options: Sequence[Any]
    powers: tuple | None = None
    dice: tuple = ()
    pair: tuple | None = None
    die: int | None = None
    zone: str | None = None
    places: list = dataclasses.field(default_factory=list)
    turn: Turn | None = None


def walk(sheet: Sheet, dice: tuple, path: tuple) -> Stage | None:
    """Follow a chooser path from the start; None as soon as a component is not on offer."""
    rest = list(path)
    offered = offered_powers(sheet, dice)
    powers = None
    if offered is not None:
        if not rest:
            return Stage("powers", offered)
        powers = rest.pop(0)
        if powers not in offered:
            return None
    rolled = apply_powers(dice, powers)
    stage = Stage("pair", [], powers, rolled)
    pairs = [
        (pair, die)
        for pair, die in pair_options(rolled)
        if any(places(sheet, zone, pair) for zone in ZONES)
    ]
    stage.options = [pair for pair, _ in pairs] + [SKIP]
    if not rest:
        return stage
    chosen = rest.pop(0)
    if chosen == SKIP:
        return _bulb_stage(stage, sheet, rolled, rest)
    dies = [die for pair, die in pairs if pair == chosen]
    if not dies:
        return None
    stage.pair, stage.die = chosen, dies[0]
    stage.kind = "zone"
    stage.options = [zone for zone in ZONES if places(sheet, zone, chosen)]
    if not rest:
        return stage
    return _place_stage(stage, sheet, chosen, rest)


def _place_stage(stage: Stage, sheet: Sheet, pair: tuple, path: list) -> Stage | None:
    """Narrow the zone's places (for this `pair`) component by component, then the bulb."""
    zone = path.pop(0)
    if zone not in stage.options:
        return None
    stage.zone = zone
    found = [(place, place_path(zone, pair, place)) for place in places(sheet, zone, pair)]
    depth = 0
    while len(found) > 1 or (found and len(found[0][1]) > depth):
        stage.kind = found[0][1][depth][0]
        stage.options = list(dict.fromkeys(steps[depth][1] for _, steps in found))
        stage.places = [place for place, _ in found]
        if not path:
            return stage
        chosen = path.pop(0)
        found = [(p, steps) for p, steps in found if steps[depth][1] == chosen]
        if not found:
            return None
        depth += 1
    stage.places = [found[0][0]]
    return _bulb_stage(stage, sheet, (stage.die,), path)


def _bulb_stage(stage: Stage, sheet: Sheet, dice: tuple, path: list) -> Stage | None:
    """The last step: the bulb; a whole path gives the turn."""
    stage.kind = "bulb"
    stage.options = bulb_options(sheet, dice)
    if not path:
        return stage
    bulb = path.pop(0)
    if bulb not in stage.options or path:
        return None
    place = stage.places[0] if stage.places else ()
    stage.kind, stage.options = "done", []
    stage.turn = Turn(stage.powers, stage.pair, stage.zone, place, bulb)
    return stage


#: Every reason code a refused action carries (each has a `lueurs-illegal-<code>` message).
REASONS = (
    "not-now",
    "not-legal",
    "power-locked",
    "power-once",
    "no-such-die",
    "power-no-wrap",
    "no-such-zone",
    "bird-rule",
    "birdhouses-rule",
    "cakes-rule",
    "snowmen-rule",
    "squirrel-rule",
    "no-such-garland",
    "garland-full",
    "bulb-colour",
    "bad-roll",
)
