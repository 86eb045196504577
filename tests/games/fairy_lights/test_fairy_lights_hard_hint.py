"""Shift+H with the last cards of Fairy Lights: the hard bot works the end of the game out
exactly, so each move is read with its chance to win, in the order of those chances."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.core import get_game
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from tests.games.fairy_lights.test_fairy_lights_bots import last_card_table

GAME = get_game("fairy-lights")


@pytest.mark.parametrize(
    ("lang", "first", "second"),
    [
        (
            "en",
            "1: draw a card; wins the game 100 percent of the time, losing about 1 star to Bob by "
            "the end.",
            "2: take the yellow card; wins the game 0 percent of the time, losing about 5 stars "
            "to Bob by the end.",
        ),
        (
            "fr",
            "1\u00a0: piochez une carte\u00a0; 100\u00a0% de chances de gagner la partie, Bob "
            "vous reprenant environ une étoile d'ici la fin.",
            "2\u00a0: prenez la carte jaune\u00a0; 0\u00a0% de chances de gagner la partie, Bob "
            "vous reprenant environ 5 étoiles d'ici la fin.",
        ),
        (
            "es",
            "1: roba una carta; un 100 % de probabilidades de ganar la partida, perdiendo una "
            "estrella respecto a Bob de aquí al final.",
            "2: toma la carta amarilla; un 0 % de probabilidades de ganar la partida, perdiendo "
            "unas 5 estrellas respecto a Bob de aquí al final.",
        ),
    ],
)
def test_shift_h_reads_the_last_cards_with_each_moves_chance_to_win(lang, first, second):
    """One card left and Ana ahead: drawing it ends the game and wins for sure, though it costs
    a star; taking yellow lets Bob bank his purples and win. The list says both, the draw first,
    and names no shop left to a next player: the game ends with this turn (session 25 player)."""
    state = last_card_table()
    loc = Localizer(lang, strict=True)
    ranked = GAME.bot("hard").rank(state.view(0), state.legal_actions(0), random.Random(0))
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    lines = [loc.format(m) for m in hints.words(GAME.presenter(), ctx, GAME.id, ranked, 3)]
    assert lines[:2] == [first, second]
