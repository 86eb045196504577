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


CELLS = bd.CELLS

#: The presenter's context, reading a La Linotte view.
LinotteCtx = Ctx[LinotteView]


def _json(value: Any) -> Any:
    """Tuples become lists, so the view survives a JSON round trip unchanged."""
    if isinstance(value, (tuple, list)):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {k: _json(v) for k, v in value.items()}
    return value


def public_view(state: LinotteState, seat: int | None) -> LinotteView:
    """The view of `seat` (None for a spectator).

    `board`: five rows of five owners (a seat or None); `made`: the combinations the dice
    allow if the player stops now; `cells`: the empty cells those allow; `lines`: each seat's
    maximal lines of 3 or more as [direction, first, last, length]; `kept`: the dice the last
    rethrow kept, which the chooser's selection starts from; `last_throw`: [seat, dice, throws]
    of the latest throw, still there once its turn is over (a third throw that fits no cell
    passes the turn at once), None in a position rebuilt from a snapshot. A lean state (a
    bot's game) leaves `lines` empty: bots read the board and the points, and describing lines
    costs most of a view.
    """
    board = state.board
    over = state.over
    white = state.white
    dice = state.dice
    stopped = state.stopped
    if dice:
        # What the dice allow if the player stops now, and the empty cells they name (none
        # once the game is over): one look-up serves both.
        made, allowed = options(dice, state.throws, state.announced)
        made = list(made)
        cells = [] if over else [CELLS[i] for i in allowed if board[i] is None]
        kept = list(state.kept)
    else:
        made, cells, kept = [], [], []
    last = state.last_throw
    points = state.points
    # One dict written in one go, every value inline: a bot's game builds a view at every step,
    # and merging a header dict into a bigger one cost more than this whole literal. Its first
    # keys are a lean state's header (`State.view_header`: totals, not itemised scores); a full
    # state's own header then takes their place.
    view: LinotteView = {
        "game": state.game_id,
        "players": state.players,
        "seat": seat,
        "acting": [] if over or white is None or state.rolling else [state.turn],
        "over": over,
        "winners": list(state.winners()) if over else [],
        "scores": [[["total", points[0], {}]], [["total", points[1], {}]]],
        # Where the game stands: before the draw, throwing (before or between throws), placing.
        "phase": "over" if over else "draw" if white is None else "place" if stopped else "throw",
        "white": white,
        "black": None if white is None else 1 - white,
        "turn": None if over or white is None else state.turn,
        "turns": state.turns,
        "dice": list(dice),
        "kept": kept,
        "throws": state.throws,
        "max_throws": cb.MAX_THROWS,
        "announced": state.announced,
        "may_announce": not over and not stopped and state.may_announce(),
        "made": made,
        "cells": cells,
        "board": [board[0:5], board[5:10], board[10:15], board[15:20], board[20:25]],
        "pawns": list(state.pawns),
        "points": list(points),
        "lines": [[], []],
        "cause": state.cause,
        "last_throw": None if last is None else [last[0], list(last[1]), last[2]],
    }
    if not state.lean:
        view.update(state.view_header(seat))
        view["lines"] = [_json(lines_of(board, s)) for s in (0, 1)]
    return view
