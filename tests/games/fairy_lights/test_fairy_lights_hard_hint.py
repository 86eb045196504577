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
            "1: draw a card; costs about 1 star once the shop left to the next player is counted, "
            "and it wins the game 100 percent of the time.",
            "2: take the yellow card; costs about 5 stars once the shop left to the next player "
            "is counted, and it wins the game 0 percent of the time.",
        ),
        (
            "fr",
            "1\u00a0: piochez une carte\u00a0; coûte environ une étoile, boutique laissée au "
            "joueur suivant comprise, avec 100\u00a0% de chances de gagner la partie.",
            "2\u00a0: prenez la carte jaune\u00a0; coûte environ 5 étoiles, boutique laissée "
            "au joueur suivant comprise, avec 0\u00a0% de chances de gagner la partie.",
        ),
        (
            "es",
            "1: roba una carta; te cuesta una estrella, contando la tienda que queda para el "
            "siguiente jugador, y con esta jugada tienes un 100 % de probabilidades de ganar la "
            "partida.",
            "2: toma la carta amarilla; te cuesta unas 5 estrellas, contando la tienda que "
            "queda para el siguiente jugador, y con esta jugada tienes un 0 % de probabilidades "
            "de ganar la partida.",
        ),
    ],
)
def test_shift_h_reads_the_last_cards_with_each_moves_chance_to_win(lang, first, second):
    """One card left and Ana ahead: drawing it ends the game and wins for sure, though it costs
    a star; taking yellow lets Bob bank his purples and win. The list says both, the draw first."""
    state = last_card_table()
    loc = Localizer(lang, strict=True)
    ranked = GAME.bot("hard").rank(state.view(0), state.legal_actions(0), random.Random(0))
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    lines = [loc.format(m) for m in hints.words(GAME.presenter(), ctx, GAME.id, ranked, 3)]
    assert lines[:2] == [first, second]
