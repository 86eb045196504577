"""The hint key's words common to the games in English, French and Spanish (issue #13): 'one
sentence built from the game's own terms', reasons from the player's view before and after the
move, never from anything the view does not hold."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from tests.hint_support import fairy_lights_two_drawn, playout_to, said


@pytest.mark.parametrize(
    ("lang", "take", "rethrow"),
    [
        (
            "en",
            "1: take the red card; 0.4 stars on balance, with your score unchanged now, worth 0.7 "
            "to you beyond what your unbanked cards already promised, less 0.3 that the shop "
            "left should bring Bob.",
            "1: throw again, keeping two fours, a 1 and a 3; about 40 percent to win, as the hard "
            "bot reckons the board once your opponent has played their next turn.",
        ),
        (
            "fr",
            "1\u00a0: prenez la carte rouge\u00a0; 0,4 étoile au bilan, soit 0,7 pour vous par "
            "rapport à ce que promettaient déjà vos cartes non marquées, moins 0,3 que devrait "
            "gagner Bob avec ce que vous laissez dans la boutique, et votre score ne change pas "
            "pour l'instant.",
            "1\u00a0: relancez en gardant deux 4, un 1 et un 3\u00a0; environ 40\u00a0% de "
            "chances de gagner, selon le calcul du robot difficile, une fois que votre adversaire "
            "aura joué son prochain tour.",
        ),
        (
            "es",
            (
                "1: toma la carta roja; 0,4 estrellas de saldo, con tu puntuación sin cambios por "
                "ahora, y la toma suma 0,7 a lo que ya prometían tus cartas sin anotar, frente a "
                "las 0,3 estrellas que la tienda que queda debería darle a Bob."
            ),
            "1: vuelve a tirar guardando dos cuatros, un 1 y un 3; un 40 % de probabilidades de "
            "ganar, según el cálculo del bot difícil sobre el tablero tras el siguiente turno del "
            "rival.",
        ),
    ],
)
def test_shift_h_reads_each_move_on_after_its_number_in_lower_case(lang, take, rethrow):
    """The French play-test on a braille display: 'Conseil : Prenez les cartes bleues : vous…'
    showed a capital after the colon. Shift+H's lines go on after '1:' in lower case too, in
    Fairy Lights and La Linotte alike."""
    game, state = fairy_lights_two_drawn()
    move = game.action_types["Take"](("red",))
    assert said(game, state, move, lang, count=3, points=0.4, wins=None) == take
    game = get_game("linotte")
    state = playout_to(game, 2, 3, 1)
    move = game.action_types["Throw"]((1, 3, 4, 4))
    assert said(game, state, move, lang, count=3, wins=0.4, samples=0) == rethrow
