"""Spanish review (session 24), the points that needed code: Sixty-One's S at the start of every
game, "Ana no tiene ninguna bellota y tú no tienes ninguna bellota", and Fairy Lights' Shift+H on
a move worth less than nothing, "vale unas menos 2 estrellas"; each in every language."""

from __future__ import annotations

import pytest

from accessiplay.bots.search import Ranked
from accessiplay.core import get_game
from accessiplay.games.fairy_lights.actions import Draw
from accessiplay.hints import expect
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from accessiplay.session import Seat, Session


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Nobody has any acorns yet."),
        ("fr", "Personne n'a encore de gland."),
        ("es", "Todavía nadie tiene bellotas."),
    ],
)
def test_s_at_the_start_of_a_game_says_nobody_has_acorns_yet(lang, said):
    """Two seats, nothing written: one short line instead of a list of zeros."""
    game = get_game("sixty-one")
    session = Session(game, [Seat("Ana"), Seat("Bea", "bot", "normal")], seed=3, autosave=False)
    ctx = game.presenter().ctx_for(Ctx(session.state.view(0), 0, session.names, True), None)
    assert [Localizer(lang)(m) for m in game.presenter().scores(ctx, detailed=False)] == [said]


@pytest.mark.parametrize(
    ("lang", "points", "said"),
    [
        ("es", -2.2, "te cuesta unas 2 estrellas, contando la tienda que queda para el siguiente"),
        ("es", -1.0, "te cuesta una estrella, contando la tienda"),
        ("es", 2.0, "vale unas 2 estrellas, contando la tienda"),
        ("fr", -2.0, "coûte environ 2 étoiles, boutique laissée au joueur suivant comprise"),
        ("en", -2.0, "costs about 2 stars once the shop left to the next player is counted"),
        ("en", 0.2, "about even once the shop left to the next player is counted"),
    ],
)
def test_a_move_expected_to_lose_stars_costs_them(lang, points, said):
    """Shift+H: a negative expectation 'costs' stars in every language, never 'minus 2 worth'."""
    ranked = Ranked(Draw(), points, points, None, 32)
    assert Localizer(lang)(expect("fairy-lights", ranked)).startswith(said)
