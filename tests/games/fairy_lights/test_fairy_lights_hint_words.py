"""Fairy Lights' hint words in English, French and Spanish (issue #13): 'one sentence built from
the game's own terms', reasons from the player's view before and after the move, never from
anything the view does not hold."""

from __future__ import annotations

import pytest

from tests.hint_support import fairy_lights_two_drawn, said


@pytest.mark.parametrize(
    ("lang", "draw", "take"),
    [
        (
            "en",
            "Hint: draw a card; no colour in the shop would raise your score yet and only 11 of "
            "the 58 cards left bust you, 19 percent.",
            (
                "Hint: take the red card; it keeps 1 red card, 1 bulb in all, score unchanged, "
                "though 2 more red bulbs are all it takes to bank, and it leaves 1 card with no "
                "stars in the shop for Bob."
            ),
        ),
        (
            "fr",
            "Conseil\u00a0: piochez une carte\u00a0; aucune couleur de la boutique ne ferait "
            "encore monter votre score et le risque de griller n'est que de 11 chances sur 58, soit "
            "19\u00a0%.",
            (
                "Conseil\xa0: prenez la carte rouge\xa0; vous gardez une carte rouge, une ampoule "
                "en tout, sans changer votre score, mais il ne manque que 2 ampoules rouges pour "
                "marquer, et Bob trouvera dans la boutique une carte sans étoile."
            ),
        ),
        (
            "es",
            "Consejo: roba una carta; ningún color de la tienda subiría todavía tu puntuación y "
            "solo 11 de las 58 cartas que quedan provocan un apagón, un 19 %.",
            (
                "Consejo: toma la carta roja; te quedas con una carta roja, una bombilla en total, "
                "sin cambiar tu puntuación, pero solo te faltan 2 bombillas rojas para anotar, y "
                "le dejas a Bob en la tienda una carta que no vale ninguna estrella."
            ),
        ),
    ],
)
def test_fairy_lights_hint_weighs_the_bust_risk_and_the_shop_left(lang, draw, take):
    """A draw is explained by its bust risk and by no take paying yet; a take by what it does
    to your piles and what it leaves the next player."""
    game, state = fairy_lights_two_drawn()
    types = game.action_types
    assert said(game, state, types["Draw"](), lang, wins=None) == draw
    assert said(game, state, types["Take"](("red",)), lang, wins=None) == take


def test_fairy_lights_shift_h_never_says_minus_0_stars():
    """Fairy Lights said 'about 0 stars', then whole stars hid the order: a figure rounded to a
    tenth is said without a sign when it rounds to nothing."""
    game, state = fairy_lights_two_drawn()
    line = said(game, state, game.action_types["Draw"](), "en", count=3, points=-0.04, wins=None)
    assert line == "1: draw a card; 0 stars on balance, once what it may hand Bob is counted."
