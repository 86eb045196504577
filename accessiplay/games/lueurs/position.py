"""A 16 lueurs d'hiver position read from a snapshot, and the rules a hand-made one may break.

`LueursGame.from_snapshot` builds a state from `state.snapshot()` (as a FEN is to python-chess)
so rule tests set up the moment they test instead of editing internals.
"""

from __future__ import annotations

from typing import Any

from accessiplay.core.protocol import JSONDict
from accessiplay.core.snapshots import bad, integer, integers, mapping, one_of, rows, seats
from accessiplay.games.lueurs.actions import ACTION_TYPES
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BULBS,
    CAKE_PUFFS,
    CIRCLED,
    CROSSED,
    DOUBLE_BOXES,
    GARLANDS_TO_END,
    HOUSE_COLUMNS,
    HOUSE_ROWS,
    OPEN,
    SQUIRREL_SPACES,
    Sheet,
)
from accessiplay.games.lueurs.state import LueursState

PHASES = ("roll", "choose", "over")


def read(data: JSONDict) -> LueursState:
    """The state a snapshot holds, each value checked for its type and range."""
    state = LueursState(data["players"])
    state.turn = integer(data["turn"], "turn", 0, 10_000)
    state.phase = one_of(data["phase"], "phase", PHASES)
    if data["dice"]:
        state.dice = tuple(integers(data["dice"], "dice", 1, 6, 3))
    elif data["dice"] != []:
        raise bad("dice", data["dice"])
    state.sheets = [_sheet(s) for s in rows(data["sheets"], "sheets", state.players)]
    state._read_choices(data, ACTION_TYPES)
    state.ended_by = tuple(seats(data["ended_by"], "ended_by", state.players))
    return state


def _sheet(data: Any) -> Sheet:
    """One seat's sheet, every field checked before it is read."""
    data = mapping(data, "sheets")
    for garland, lit in enumerate(integers(data.get("bulbs"), "bulbs", 0, 4, 5)):
        integer(lit, "bulbs", 0, BULBS[garland])
    integer(data.get("doubles"), "doubles", 0, DOUBLE_BOXES)
    integers(data.get("bird"), "bird", 1, 12)
    for cell in rows(data.get("houses"), "houses"):
        integer(rows(cell, "houses", 2)[0], "houses", min(HOUSE_ROWS), max(HOUSE_ROWS))
        integer(cell[1], "houses", min(HOUSE_COLUMNS), max(HOUSE_COLUMNS))
    cakes = mapping(data.get("cakes"), "cakes")
    if set(cakes) != set(CAKE_PUFFS):
        raise bad("cakes", cakes)
    for cake, puffs in cakes.items():
        if len(integers(puffs, "cakes", 1, 6)) > CAKE_PUFFS[cake]:
            raise bad("cakes", puffs)
    integers(data.get("snowmen"), "snowmen", 2, 12)
    for space, dice in mapping(data.get("squirrel"), "squirrel").items():
        integer(int(space) if space.isdigit() else space, "squirrel", 1, max(SQUIRREL_SPACES))
        integers(dice, "squirrel", 1, 6, 2)
    bags = mapping(data.get("bags"), "bags")
    if set(bags) != set(BAGS) or any(b not in (OPEN, CIRCLED, CROSSED) for b in bags.values()):
        raise bad("bags", bags)
    return Sheet.from_json(data)


def problem(state: LueursState) -> str | None:
    """The rule a hand-made position breaks, as a reason code, or None."""
    played = state.turn - (state.phase == "choose")
    if bool(state.dice) != (state.turn > 0):
        return "dice-and-turn"
    lit = tuple(
        s for s, sheet in enumerate(state.sheets) if sheet.full_garlands() >= GARLANDS_TO_END
    )
    if (state.phase == "over") != bool(state.ended_by) or state.ended_by not in ((), lit):
        return "end-and-garlands"
    if lit and state.phase != "over":
        return "end-and-garlands"
    choices = state._choices_problem(everyone=True)
    if choices:
        return choices
    for sheet in state.sheets:
        if sum(sheet.bulbs) > played or sheet.doubles > state.turn:
            return "more-than-played"
    return None
