"""Shared helpers for the Sixty-One tests: positions built by hand, chosen rolls, spoken text."""

from __future__ import annotations

import functools

from accessiplay.core import CHANCE, get_game
from accessiplay.games.sixty_one.actions import Assign, PlaceX, Roll, Skip
from accessiplay.games.sixty_one.areas import WILD
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

GAME = get_game("sixty-one")
PRESENTER = GAME.presenter()
X = WILD
NAMES = ("Ana", "Bea", "Carl", "Dora", "Eli", "Fay")
__all__ = ["CHANCE", "GAME", "PRESENTER", "Assign", "PlaceX", "Roll", "Skip", "X"]


def table(players: int = 1, sheets: dict | None = None, leaves: dict | None = None, round: int = 0):
    """A game before a roll, with some spots already written: sheets = {(seat, area): spots},
    leaves = {seat: leaf totals}; built from a snapshot, so the position is a legal one.

    `round` is the rounds already played (at least as many as the leaves written)."""
    snapshot = GAME.new_state(players).snapshot()
    for (seat, area), spots in (sheets or {}).items():
        snapshot["sheets"][seat]["areas"][area - 1] = list(spots)
    for seat, totals in (leaves or {}).items():
        snapshot["sheets"][seat]["leaves"] = list(totals)
    snapshot["round"] = max([round, *(len(t) for t in (leaves or {}).values())])
    if snapshot["round"]:
        snapshot["dice"] = [1, 2, 3]
    return GAME.from_snapshot(snapshot)


def roll(state, *dice):
    """Apply a chosen roll and return its events."""
    return state.apply(CHANCE, Roll(tuple(dice)))


def play_round(state, dice, choices: dict):
    """Roll, then apply every seat's choice (seat order); returns all the events."""
    events = roll(state, *dice)
    for seat, action in sorted(choices.items()):
        events += state.apply(seat, action)
    return events


def spots_for(state, seat: int, area: int, value: int) -> list[int]:
    """The spots of `area` where `value` may be written now, from the legal actions."""
    return [
        a.spot
        for a in state.legal_actions(seat)
        if isinstance(a, Assign) and a.area == area and a.value == value
    ]


def ctx(state, viewer, verbose: bool = True) -> Ctx:
    """What the presenter sees for this viewer."""
    return Ctx(state.view(viewer), viewer, NAMES[: state.players], verbose)


@functools.cache
def say(lang: str = "en") -> Localizer:
    """A strict localizer (one per language, loaded once): a missing message or variable fails."""
    return Localizer(lang, strict=True)


def heard(state, viewer, events, lang: str = "en", verbose: bool = True) -> list[str]:
    """The words the viewer hears for these events, each line starting a sentence."""
    loc = say(lang)
    context = ctx(state, viewer, verbose)
    return [loc.sentence(line.msg) for e in events for line in PRESENTER.event(context, e)]
