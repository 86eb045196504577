"""What every seat may know: in La Linotte, the whole table (nothing is hidden)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessiplay.core.protocol import ViewHeader
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.hands import options
from accessiplay.games.linotte.scoring import lines_of
from accessiplay.present import Ctx

if TYPE_CHECKING:
    from accessiplay.games.linotte.state import LinotteState


class LinotteView(ViewHeader):
    """The whole table: La Linotte hides nothing (see `public_view` for each key)."""

    phase: str
    white: int | None
    black: int | None
    turn: int | None
    turns: int
    dice: list[int]
    kept: list[bool]
    throws: int
    max_throws: int
    announced: str | None
    may_announce: bool
    made: list[str]
    cells: list[str]
    board: list[list[int | None]]
    pawns: list[int]
    points: list[int]
    lines: list[list[list[str | int]]]
    cause: str | None
    last_throw: list[int | list[int]] | None


_ROW_STARTS = range(0, bd.SIZE * bd.SIZE, bd.SIZE)

#: The presenter's context, reading a La Linotte view.
LinotteCtx = Ctx[LinotteView]


def _json(value: Any) -> Any:
    """Tuples become lists, so the view survives a JSON round trip unchanged."""
    if isinstance(value, (tuple, list)):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {k: _json(v) for k, v in value.items()}
    return value


def _last_throw(state: LinotteState) -> list[int | list[int]] | None:
    """[seat, dice, throws] as JSON lists, built directly: every view of a playout carries it,
    and `_json`'s walk over it cost a tenth of La Linotte's bots' games."""
    last = state.last_throw
    return None if last is None else [last[0], list(last[1]), last[2]]


def _made_and_cells(state: LinotteState) -> tuple[list[str], list[str]]:
    """The combinations the dice allow if the player stops now, and the empty cells they name
    (none once the game is over): one look-up serves both, as a view is built at every step."""
    if not state.dice:
        return [], []
    made, cells = options(state.dice, state.throws, state.announced)
    board = state.board
    return list(made), [] if state.over else [bd.CELLS[i] for i in cells if board[i] is None]


def phase(state: LinotteState) -> str:
    """Where the game stands: "draw", "throw" (before or between throws), "place" or "over"."""
    if state.over:
        return "over"
    if state.white is None:
        return "draw"
    return "place" if state.stopped else "throw"


def public_view(state: LinotteState, seat: int | None) -> LinotteView:
    """The view of `seat` (None for a spectator).

    `board`: five rows of five owners (a seat or None); `made`: the combinations the dice
    allow if the player stops now; `cells`: the empty cells those allow; `lines`: each seat's
    maximal lines of 3 or more as [direction, first, last, length]; `kept`: the dice the last
    rethrow kept, which the chooser's selection starts from; `last_throw`: [seat, dice, throws]
    of the latest throw, still there once its turn is over (a third throw that fits no cell
    passes the turn at once), None in a position rebuilt from a snapshot. A lean state (a bot's game) leaves
    `lines` empty: bots read the board and the points, and describing lines costs most of a view.
    """
    board = state.board
    over = state.over
    made, cells = _made_and_cells(state)
    return {
        **state.view_header(seat),
        "phase": phase(state),
        "white": state.white,
        "black": state.black(),
        "turn": None if over or state.white is None else state.turn,
        "turns": state.turns,
        "dice": list(state.dice),
        "kept": list(state.kept) if state.dice else [],
        "throws": state.throws,
        "max_throws": cb.MAX_THROWS,
        "announced": state.announced,
        "may_announce": not over and not state.stopped and state.may_announce(),
        "made": made,
        "cells": cells,
        "board": [board[r : r + bd.SIZE] for r in _ROW_STARTS],
        "pawns": list(state.pawns),
        "points": list(state.points),
        "lines": [[] if state.lean else _json(lines_of(board, s)) for s in range(state.players)],
        "cause": state.cause,
        "last_throw": _last_throw(state),
    }
