"""Shared helpers for the La Linotte tests: tables set by hand, chosen throws, spoken text."""

from __future__ import annotations

from functools import cache

from accessiplay.core import CHANCE, get_game
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte.actions import (
    Announce,
    DrawFirst,
    Place,
    PlaceNothing,
    Roll,
    Stop,
    Throw,
)
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

GAME = get_game("linotte")
PRESENTER = GAME.presenter()
NAMES = ("Ana", "Bob")
__all__ = [
    "CHANCE",
    "GAME",
    "NAMES",
    "PRESENTER",
    "Announce",
    "DrawFirst",
    "Place",
    "PlaceNothing",
    "Roll",
    "Stop",
    "Throw",
]


def table(white: int = 0, pawns: dict | None = None):
    """A game after the draw (`white` starts), with pawns already on the board:
    pawns = {"C3": seat, ...}; each seat's hand and points follow from them."""
    state = GAME.new_state(2)
    state.apply(CHANCE, DrawFirst(white))
    for name, seat in (pawns or {}).items():
        state.board[bd.INDEX[name]] = seat
        state.pawns[seat] -= 1
    state.points = [bd.points(state.board, seat) for seat in range(2)]
    return state


def throw(state, *dice, keep=()):
    """Throw, or rethrow keeping the values in `keep`, with chosen values; returns the events."""
    seat = state.turn
    events = state.apply(seat, Throw(tuple(sorted(keep))))
    return events + state.apply(CHANCE, Roll(tuple(dice)))


def stop(state):
    """Stop throwing; returns the events."""
    return state.apply(state.turn, Stop())


def endgame():
    """Five pawns left each, no line anywhere, white to play with a full in hand: FULL's two
    cells, SEC and their brelan's cells are offered (the end-game search's own position)."""
    state = table(
        white=0,
        pawns={
            "A1": 0, "A2": 1, "A4": 0, "A5": 1, "B1": 1, "B5": 0, "C1": 0,
            "C5": 1, "D1": 1, "D5": 0, "E1": 0, "E2": 1, "E4": 1, "E5": 0,
        },
    )  # fmt: skip
    throw(state, 2, 2, 5, 5, 5)
    stop(state)
    return state


def cells(state) -> list[str]:
    """The cells offered after stopping, by name."""
    return [a.cell for a in state.legal_actions(state.turn) if isinstance(a, Place)]


def ctx(state, viewer: int | None = 0, verbose: bool = True) -> Ctx:
    """What the presenter sees for one viewer."""
    return Ctx(state.view(viewer), viewer, NAMES, verbose)


@cache
def say(lang: str = "en"):
    """A strict localizer (shared: loading the files is slow): a gap fails the test."""
    return Localizer(lang, strict=True)


def spoken(lang: str, lines) -> list[str]:
    """The text of a presenter's lines or messages."""
    text = say(lang)
    return [text.format(getattr(line, "msg", line)) for line in lines]
