"""The rules walkthrough's examples are moves the game accepts: a player learns from them."""

from __future__ import annotations

import pytest

from accessiplay.core import CHANCE, IllegalAction, get_game
from accessiplay.games.lueurs.actions import Roll, Turn

TURN_EXAMPLE = {
    "en": "Example: the roll is 1, 4 and 5; you record 1 and 4 in the Birdhouses, row 1, "
    "column 4, and the 5 lights a blue bulb.",
    "es": "Ejemplo: sale 1, 4 y 5; anotas 1 y 4 en las Casitas, fila 1, columna 4, y el 5 "
    "enciende una bombilla azul.",
    "fr": "Exemple\u00a0: le lancer donne 1, 4 et 5\u00a0; vous inscrivez 1 et 4 dans les "
    "Nichoirs, ligne 1, colonne 4, et le 5 allume une ampoule bleue.",
}


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_the_lueurs_turn_example_is_said_as_a_legal_birdhouse(make_client, lang):
    """Play-test (es): F2 read "sale 1, 4 y 5; anotas 4 y 5 en las Casitas", a pair the
    Birdhouses refuse ('The pair must hold one value from 1–3 (the row) and one from 4–6 (the
    column)'). The example now records 1 and 4 there, and the 5 lights the blue garland."""
    c = make_client(lang)
    c.app.nav.open("walkthrough", get_game("lueurs"))
    section = " ".join(c.press("down", "enter"))
    assert section.endswith(TURN_EXAMPLE[lang])


def test_the_lueurs_turn_example_is_a_move_the_rules_accept():
    """The walkthrough's example, played: 1 and 4 tick row 1, column 4 with the 5 on blue; the
    pair it used to name, 4 and 5, is refused by the Birdhouses."""
    game = get_game("lueurs")
    refused = game.new_state(1)
    refused.apply(CHANCE, Roll((1, 4, 5)))
    with pytest.raises(IllegalAction):
        refused.apply(0, Turn(powers=None, pair=(4, 5), zone="birdhouses", place=(4, 5), bulb=1))
    state = game.new_state(1)
    state.apply(CHANCE, Roll((1, 4, 5)))
    state.apply(0, Turn(powers=None, pair=(1, 4), zone="birdhouses", place=(1, 4), bulb=5))
    assert state.sheets[0].houses == {(1, 4)} and state.sheets[0].bulbs == [0, 0, 0, 0, 1]
