"""Helpers shared by the Fairy Lights presenter tests: tables, contexts, what a seat hears."""

from __future__ import annotations

import functools

from accessiplay.core import CHANCE, get_game
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Shuffle
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

GAME = get_game("fairy-lights")
PRESENTER = GAME.presenter()
NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli")
LANGS = ("en", "fr", "es")


@functools.cache
def localizer(lang: str) -> Localizer:
    """One strict localizer per language: loading the bundles is the slow part."""
    return Localizer(lang, strict=True)


def card(colour: str, bulbs: int, stars: int, nth: int = 0) -> int:
    """The id of the nth card with this face."""
    return [
        c
        for c in cd.DECK
        if cd.COLOUR[c] == colour and cd.BULBS[c] == bulbs and cd.STARS[c] == stars
    ][nth]


def started(top=(), players=2):
    """A game whose deck starts with `top`, the rest in id order."""
    state = GAME.new_state(players)
    state.apply(CHANCE, Shuffle(order=tuple(top) + tuple(c for c in cd.DECK if c not in top)))
    return state


def ctx(state, viewer=0, verbose=True):
    """The presenter's context for the seat at the keyboard."""
    return Ctx(state.view(viewer), viewer, NAMES[: state.players], verbose)


def heard(state, action, lang="en", viewer=0, verbose=True, seat=None):
    """Apply an action and return (cue, text) of every line the viewer hears."""
    say = localizer(lang)
    events = state.apply(state.turn if seat is None else seat, action)
    c = ctx(state, viewer, verbose)
    return [
        (line.cue, say(line.msg))
        for e in events
        if e.heard_by(viewer)
        for line in PRESENTER.event(c, e)
    ]


def labels(state, prefix, lang="en"):
    """The chooser's options at `prefix`, in words."""
    say = localizer(lang)
    c = ctx(state, state.turn)
    return [
        say(PRESENTER.step_label(c, prefix, step)) for step in state.next_steps(state.turn, prefix)
    ]


def choice_table():
    """Ana holds a red card (1 bulb, 2 stars) and a green one (2 bulbs); the shop offers more."""
    state = started()
    state.unbanked[0] = [card("red", 1, 2), card("green", 2, 0)]
    state.shop = [card("red", 2, 1), card("blue", 1, 0), card("green", 2, 1)]
    state.deck = [c for c in state.deck if c not in state.shop + state.unbanked[0]]
    return state
