"""La Linotte's hint words in English, French and Spanish (issue #13): 'one sentence built from the
game's own terms', reasons from the player's view before and after the move, never from anything
the view does not hold."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from tests.hint_support import playout_to, playout_until, said


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: a pawn on E2, Brelan of twos; makes 3 in a column from C2 to E2, 2 more points, "
            "and blocks Bob, who would gain 3 points there.",
        ),
        (
            "fr",
            "Conseil\u00a0: posez un pion en E2, Brelan de 2\u00a0; il met 3 pions en colonne de C2 "
            "à E2, 2 points de plus, et il bloque Bob, qui y gagnerait 3 points.",
        ),
        (
            "es",
            "Consejo: coloca una ficha en E2, Brelan de doses; alinea 3 fichas en columna desde C2 hasta E2, 2 puntos "
            "más, y bloquea a Bob, que ganaría ahí 3 puntos.",
        ),
    ],
)
def test_linotte_hint_names_the_lines_a_pawn_makes_and_blocks(lang, words):
    """'Every maximal line of 3 or more same-colour pawns ... scores': a pawn is explained by
    the line it makes and the one it takes from the other player."""
    game = get_game("linotte")
    state = playout_to(game, 2, 17, 10)
    assert said(game, state, game.action_types["Place"]("E2"), lang, wins=None) == words


def test_linotte_rethrow_hint_gives_the_odds_of_a_free_cell():
    """A rethrow is explained by its chances of showing a combination whose cell is free:
    two fours, a 1 and a 3 kept, the one die thrown shows a 4 one time in six (17 percent)."""
    game = get_game("linotte")
    state = playout_to(game, 2, 3, 1)
    assert state.view(0)["dice"] == [1, 3, 4, 4, 6]
    move = game.action_types["Throw"]((1, 3, 4, 4))
    assert said(game, state, move, "en", wins=None) == (
        "Hint: throw again, keeping two fours, a 1 and a 3; this throw gives 17 percent for "
        "Brelan of fours, with a cell still free."
    )
    assert said(game, state, move, "fr", wins=None) == (
        "Conseil\u00a0: relancez en gardant deux 4, un 1 et un 3\u00a0; cette relance donne "
        "17\u00a0% de chances de faire Brelan de 4, avec une case encore libre."
    )
    assert said(game, state, move, "es", wins=None) == (
        "Consejo: vuelve a tirar guardando dos cuatros, un 1 y un 3; con esta tirada tienes un "
        "17 % de sacar Brelan de cuatros, con una casilla todavía libre."
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: announce an Appel on Full; a Full made after a rethrow then lets a pawn go on "
            "A3 or C4.",
        ),
        (
            "fr",
            "Conseil\u00a0: annoncez un Appel sur Full\u00a0; une combinaison Full obtenue après "
            "une relance permet alors de poser un pion en A3 ou C4.",
        ),
        (
            "es",
            "Consejo: anuncia Full como Appel; si sacas Full tras volver a tirar, podrás colocar "
            "una ficha en A3 o C4.",
        ),
    ],
)
def test_linotte_appel_hint_names_the_free_appel_cells_as_a_choice(lang, words):
    """French reader: the Appel hint said "…poser un pion en A3, Appel ; C4, Appel": every
    such cell is an Appel cell, so the cells are said as a choice, "A3 or C4"."""
    game = get_game("linotte")
    state = playout_to(game, 2, 3, 0)
    move = game.action_types["Announce"]("full")
    assert move in state.legal_actions(0)
    assert said(game, state, move, lang, wins=None) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: stop throwing; about 20 percent to win, as the hard bot reckons the board "
            "once your opponent has played their next turn.",
        ),
        (
            "fr",
            "Conseil\u00a0: arrêtez de lancer\u00a0; environ 20\u00a0% de chances de gagner, "
            "selon le calcul du robot difficile, une fois que votre adversaire aura joué son "
            "prochain tour.",
        ),
        (
            "es",
            "Consejo: plántate; un 20 % de probabilidades de ganar, según el cálculo del bot "
            "difícil sobre el tablero tras el siguiente turno del rival.",
        ),
    ],
)
def test_linotte_stop_hint_on_dice_that_allow_no_cell(lang, words):
    """Play-test (hint-player, seed 2504, Spanish): with one pawn left and dice that allow no
    free cell the hard bot stops, and H closed the game ('list index out of range' naming the
    allowed cells of an empty list); the hint says the chance of winning the hard bot works out
    instead, the other player's next turn counted (en-player, session 26: a game-ending pawn
    said 'about 50 points of lines')."""
    game = get_game("linotte")
    stop = game.action_types["Stop"]()

    def stuck(seat, legal, state) -> bool:
        """Seat 0 may stop on thrown dice that allow no free cell."""
        view = state.view(0)
        return seat == 0 and stop in legal and bool(view["dice"]) and not view["cells"]

    state = playout_until(game, 2, 5, stuck)
    assert said(game, state, stop, lang, points=0.0, wins=0.2, samples=0) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: put a 6 back in play, then throw again, keeping two fours, a 1 and a 3; this "
            "throw gives 17 percent for Brelan of fours, with a cell still free.",
        ),
        (
            "fr",
            "Conseil\u00a0: remettez en jeu un 6, puis relancez en gardant deux 4, un 1 et un 3"
            "\u00a0; cette relance donne 17\u00a0% de chances de faire Brelan de 4, avec une case "
            "encore libre.",
        ),
        (
            "es",
            "Consejo: devuelve al juego un 6 y vuelve a tirar guardando dos cuatros, un 1 y un 3; "
            "con esta tirada tienes un 17 % de sacar Brelan de cuatros, con una casilla todavía "
            "libre.",
        ),
    ],
)
def test_linotte_rethrow_hint_says_to_put_back_a_die_kept_that_it_throws(lang, words):
    """Play-test (fr): with a 3 kept, H said 'relancez en gardant trois 1'; keeping the three 1s
    and pressing R threw one die, the 3 still kept. The hint names the die to put back."""
    from accessiplay import hints
    from accessiplay.bots import Ranked
    from accessiplay.games.linotte.keys import selection
    from accessiplay.present import Ctx
    from tests.hint_support import LANGS

    game = get_game("linotte")
    state = playout_to(game, 2, 3, 1)
    assert state.view(0)["dice"] == [1, 3, 4, 4, 6]
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    selection(ctx)[4] = True  # the player marked the 6 to keep
    ranked = [Ranked(game.action_types["Throw"]((1, 3, 4, 4)), 1.0, 40.4, None, 8)]
    loc = LANGS[lang]
    assert loc.format(hints.words(game.presenter(), ctx, game.id, ranked, 1, loc.format)[0]) == (
        words
    )
