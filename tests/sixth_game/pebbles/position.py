"""A Pebbles position read from a snapshot, and the rule a hand-made one may break."""

from __future__ import annotations

from accessiplay.core.snapshots import integer, maybe_integer
from pebbles.game import PILE, PebblesState


def read(data: dict) -> PebblesState:
    """The pile, the turn and the winner, each checked for its range."""
    state = PebblesState(data["players"])
    state.pile = integer(data["pile"], "pile", 0, PILE)
    state.turn = integer(data["turn"], "turn", 0, state.players - 1)
    state.winner = maybe_integer(data["winner"], "winner", 0, state.players - 1)
    return state


def problem(state: PebblesState) -> str | None:
    """Somebody wins exactly when the pile is empty, and it is whoever moved last."""
    if (state.pile == 0) != (state.winner is not None):
        return "winner-and-pile"
    if state.winner is not None and state.winner != state.turn:
        return "winner-not-last-mover"
    return None
