"""Helpers shared by the 16 lueurs d'hiver rules tests: a state, a roll, a turn, a reason."""

from __future__ import annotations

import pytest

from accessiplay.core import CHANCE, IllegalAction, get_game
from accessiplay.games.lueurs.actions import Roll, Turn

GAME = get_game("lueurs")


def new(players=1):
    """A fresh game."""
    return GAME.new_state(players)


def rolled(state, *dice):
    """Apply a chosen roll."""
    return state.apply(CHANCE, Roll(tuple(dice)))


def play(state, seat, **turn):
    """Apply one seat's turn, filling powers as the state expects them."""
    sheet = state.sheets[seat]
    if "powers" not in turn:
        turn["powers"] = () if any(sheet.powers()) else None
    return state.apply(seat, Turn(**turn))


def zones_for(state, seat, pair):
    """The zones the chooser offers for a pair (no powers)."""
    prefix = ((),) if any(state.sheets[seat].powers()) else ()
    return state.next_steps(seat, prefix + (pair,))


def reason(state, seat, **turn):
    """The reason code a turn is refused with."""
    with pytest.raises(IllegalAction) as caught:
        play(state, seat, **turn)
    return caught.value.reason
