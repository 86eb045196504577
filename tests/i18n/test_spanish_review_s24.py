"""Spanish review (session 24), the points that needed code: Sixty-One's S at the start of every
game, "Ana no tiene ninguna bellota y tú no tienes ninguna bellota", and Fairy Lights' Shift+H on
a move worth less than nothing, "vale unas menos 2 estrellas"; each in every language."""

from __future__ import annotations

import pytest

from accessiplay.bots.search import Ranked
from accessiplay.core import CHANCE, get_game
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Shuffle
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
        ("es", -2.2, "menos 2,2 estrellas de saldo, contando lo que puede dejarle a Bob"),
        ("es", -1.0, "menos 1 estrella de saldo"),
        ("es", 2.0, "2 estrellas de saldo"),
        (
            "fr",
            -2.0,
            "moins 2 étoiles au bilan, en comptant ce que pourrait récupérer Bob dans la boutique",
        ),
        ("en", -2.0, "minus 2 stars on balance, once what it may hand Bob is counted"),
        ("en", 0.2, "0.2 stars on balance"),
    ],
)
def test_a_move_expected_to_lose_stars_costs_them(lang, points, said):
    """Shift+H: a draw's figure is said with its sign in words, to a tenth of a star, never
    'vale menos 2' (session 26: the figure the list is ranked by, not whole stars)."""
    ranked = Ranked(Draw(), points, points, None, 32)
    game = get_game("fairy-lights")
    state = game.new_state(2)
    state.apply(CHANCE, Shuffle(order=cd.DECK))
    state.shop = [cd.DECK[0]]
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    assert Localizer(lang)(game.presenter().hint_expect(ctx, ranked)).startswith(said)
