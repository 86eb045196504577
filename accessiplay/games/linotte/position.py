"""A La Linotte position read from a snapshot, and the rules a hand-made one may break.

`LinotteGame.from_snapshot` builds a state from `state.snapshot()` (as a FEN is to
python-chess) so rule tests set up the moment they test instead of editing internals.
"""

from __future__ import annotations

from accessiplay.core.protocol import JSONDict
from accessiplay.core.snapshots import bad, flag, integer, integers, maybe_integer, one_of, rows
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.state import PAWNS, PLAYERS, LinotteState

CAUSES = (None, "five", "pawns")


def read(data: JSONDict) -> LinotteState:
    """The state a snapshot holds, each value checked for its type and range."""
    state = LinotteState()
    state.white = maybe_integer(data["white"], "white", 0, PLAYERS - 1)
    state.turn = integer(data["turn"], "turn", 0, PLAYERS - 1)
    state.turns = integer(data["turns"], "turns", 0, 1_000_000)
    dice = integers(data["dice"], "dice", 1, 6)
    if len(dice) not in (0, cb.DICE):
        raise bad("dice", dice)
    state.dice = tuple(dice)
    kept = rows(data["kept"], "kept", cb.DICE)
    state.kept = tuple(flag(k, "kept") for k in kept)
    state.throws = integer(data["throws"], "throws", 0, 3)
    state.announced = one_of(data["announced"], "announced", (None, *cb.ANNOUNCEABLE))
    state.stopped = flag(data["stopped"], "stopped")
    state.rolling = flag(data["rolling"], "rolling")
    state.board = [
        maybe_integer(c, "board", 0, PLAYERS - 1) for c in rows(data["board"], "board", bd.SIZE**2)
    ]
    state.pawns = integers(data["pawns"], "pawns", 0, PAWNS, PLAYERS)
    state.points = integers(data["points"], "points", 0, 1_000, PLAYERS)
    state.over = flag(data["over"], "over")
    state.cause = one_of(data["cause"], "cause", CAUSES)
    return state


def problem(state: LinotteState) -> str | None:
    """The rule a hand-made position breaks, as a reason code, or None."""
    if state.white is None:
        return None if state.snapshot() == LinotteState().snapshot() else "play-before-draw"
    for seat in range(PLAYERS):
        if state.pawns[seat] + state.board.count(seat) != PAWNS:
            return "pawns-not-twelve"
    if state.over != (state.cause is not None):
        return "end-and-cause"
    if state.dice and list(state.dice) != sorted(state.dice):
        return "dice-unsorted"
    if not state.dice and (any(state.kept) or state.throws or state.stopped):
        return "kept-without-dice"
    return None
