"""A Sixty-One position read from a snapshot, and the rules a hand-made position may break.

`SixtyOneGame.from_snapshot` builds a state from `state.snapshot()` (as a FEN is to
python-chess) so rule tests set up the moment they test instead of editing internals.
"""

from __future__ import annotations

from typing import Any

from accessiplay.core.protocol import JSONDict
from accessiplay.core.snapshots import (
    integer,
    integers,
    mapping,
    one_of,
    rows,
    seats,
)
from accessiplay.games.sixty_one import areas
from accessiplay.games.sixty_one.actions import ACTION_TYPES
from accessiplay.games.sixty_one.scoring import LAST_ROUND
from accessiplay.games.sixty_one.state import SixtyOneState

PHASES = ("roll", "choose", "x", "over")


def read(data: JSONDict) -> SixtyOneState:
    """The state a snapshot holds, each value checked for its type and range."""
    state = SixtyOneState(data["players"])
    state.round = integer(data["round"], "round", 0, LAST_ROUND)
    state.phase = one_of(data["phase"], "phase", PHASES)
    if data["dice"] is not None:
        state.dice = tuple(integers(data["dice"], "dice", 1, 6, 3))
    for seat, sheet in enumerate(rows(data["sheets"], "sheets", state.players)):
        _read_sheet(state, seat, mapping(sheet, "sheets"))
    state.firsts = [seats(s, "firsts", state.players) for s in rows(data["firsts"], "firsts", 6)]
    state._read_choices(data, ACTION_TYPES)
    state.ended_by = one_of(data["ended_by"], "ended_by", (None, "leaves", "rounds"))
    return state


def _read_sheet(state: SixtyOneState, seat: int, sheet: Any) -> None:
    """One seat's areas, leaf totals, areas filled and Xs lost."""
    for area, spots in zip(areas.AREAS, rows(sheet.get("areas"), "areas", 6), strict=True):
        written = rows(spots, "areas", areas.SIZES[area])
        for value in written:
            if value is not None and value != areas.WILD:
                integer(value, "areas", 1, 6)
        state.sheets[seat][area - 1] = list(written)
    state.leaves[seat] = integers(sheet.get("leaves"), "leaves", 1, 6 * LAST_ROUND)
    state.filled[seat] = integers(sheet.get("filled"), "filled", 1, 6)
    state.lost[seat] = integer(sheet.get("lost"), "lost", 0, 3)


def problem(state: SixtyOneState) -> str | None:
    """The rule a hand-made position breaks, as a reason code, or None."""
    written = state.round - (state.phase == "choose")
    if bool(state.dice) != (state.round > 0):
        return "dice-and-round"
    if (state.phase == "over") != (state.ended_by is not None):
        return "end-and-phase"
    choices = state._choices_problem(everyone=state.phase == "choose")
    if choices:
        return choices
    for seat in range(state.players):
        leaves = state.leaves[seat]
        # One leaf a round at most, each adding its die: a total only grows.
        if len(leaves) > written or any(b <= a for a, b in zip([0, *leaves], leaves, strict=False)):
            return "leaves-and-rounds"
        if any(not areas.is_full(state.sheets[seat][a - 1]) for a in state.filled[seat]):
            return "filled-not-full"
    for area, first in zip(areas.AREAS, state.firsts, strict=True):
        if any(area not in state.filled[seat] for seat in first):
            return "first-not-filled"
    return None
