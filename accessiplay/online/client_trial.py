"""Whether the game screen can say an update, asked before the update is taken.

The screen reads an update's view through the game's presenter at every key. A view of the
wrong shape from a hostile or broken server (a row that is a word, a score that is a number)
raised inside the presenter as the step was said, and closed the client. Before an update is
taken, the presenter is asked once what the screen's keys would ask of it; a view it cannot
read is refused as a frame this client cannot read, and the table stays as it was.

Only the words said at once (the steps, the turn) are put into sentences here: the rest would
cost a tenth of a second an update, and what could break a sentence later, a number no table
holds (1e400 said as a figure raised decimal.InvalidOperation), is refused in the view itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

from accessiplay.core import Game
from accessiplay.online.client_state import RemoteState, RemoteStep, Update
from accessiplay.present import Ctx, Msg, Node, Presenter

#: What a presenter raises on data of the wrong shape (a missing key, a word for a number, a
#: hand of null where its chooser asserts a seat's hand).
FAULTS = (
    KeyError,
    TypeError,
    ValueError,
    IndexError,
    AttributeError,
    ArithmeticError,
    AssertionError,
)


#: No count, score or cell of any game comes near this; past it a figure cannot be said.
LARGEST = 10**12


def readable(game: Game, update: Update, tr: Callable[[Msg], str]) -> bool:
    """Whether every word the screen could say of this update can be said."""
    if not _figures(update.view) or not _figures(update.steps):
        return False
    try:
        for msg in _said(game, update):
            tr(msg)
        _asked(game, update)
    except FAULTS:
        return False
    return True


def _figures(value: Any) -> bool:
    """Whether every number in a view or its steps' events is one a sentence can say."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, RemoteStep):
            stack.extend(dataclasses.astuple(e) for e in item.events)
        elif isinstance(item, (int, float)) and not -LARGEST <= item <= LARGEST:
            return False  # NaN fails both comparisons too
    return True


def _ctx(game: Game, update: Update) -> tuple[Presenter[Any], Ctx[Any], RemoteState]:
    """The game's presenter, the seat's context as the screen makes it, and the table."""
    state = RemoteState(game, update)
    names = [name or "?" for name in update.names]
    return game.presenter(), Ctx(state.view(update.seat), update.seat, names), state


def _said(game: Game, update: Update) -> Iterator[Msg]:
    """What is said as the update is taken: its steps and whose turn it is."""
    presenter, ctx, _ = _ctx(game, update)
    for step in update.steps:
        for event in step.events:
            yield from (line.msg for line in presenter.event(ctx, event))
    yield from presenter.turn(ctx)


def _asked(game: Game, update: Update) -> None:
    """Ask what the keys that read the table ask (C, S, Shift+S, T, D, a sheet), and, for a
    seat, its turn's start, its choice and the game's own keys."""
    presenter, ctx, state = _ctx(game, update)
    presenter.table(ctx)
    presenter.dice(ctx)
    for detailed in (False, True):
        list(presenter.scores(ctx, detailed))
    for seat in range(len(update.names)):
        list(_labels(presenter.sheet(ctx, seat)))
    if update.seat is not None:
        list(_seated(presenter, ctx, state, update.seat))


def _seated(
    presenter: Presenter[Any], ctx: Ctx[Any], state: RemoteState, seat: int
) -> Iterator[Msg]:
    """What the seat's own turn says: its start, the legal moves and the first question."""
    legal = state.legal_actions(seat)
    yield from presenter.turn_start(ctx)
    yield from presenter.legal_summary(ctx, legal)
    if legal:
        yield presenter.step_prompt(ctx, ())
        yield from (presenter.step_label(ctx, (), s) for s in state.next_steps(seat, ()))
    for key in presenter.keys():
        answer = key.run(ctx, list(legal), None)
        if isinstance(answer, Msg):
            yield answer
        elif isinstance(answer, list):
            yield from (m for m in answer if isinstance(m, Msg))


def _labels(node: Node) -> Iterator[Msg]:
    """Every label of a review tree (a sheet, its zones, their boxes)."""
    yield node.label
    for child in node.children:
        yield from _labels(child)
