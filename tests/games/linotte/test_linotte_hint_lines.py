"""La Linotte's hint reasons for a pawn that scores nothing yet (session 28's natives): the
rival's line it cuts and the player's own it lines up with, in place of "ready for lines to
come"; and a rethrow's Appel said once, with the combination it needs (issue #13)."""

from __future__ import annotations

import pytest

from tests.games.linotte.linotte_support import GAME, Announce, Place, Throw, stop, table, throw
from tests.hint_support import said

CUTS = {
    "en": "Hint: a pawn on B5, Brelan of fives; it cuts row B, where Bob holds B2 and B4.",
    "fr": "Conseil\xa0: posez un pion en B5, Brelan de 5\xa0; il coupe la ligne B, où Bob a déjà "
    "des pions en B2 et B4.",
    "es": "Consejo: coloca una ficha en B5, Brelan de cincos; corta la fila B, donde Bob ya tiene "
    "fichas en B2 y B4.",
}


@pytest.mark.parametrize("lang", sorted(CUTS))
def test_a_pawn_that_cuts_the_rivals_row_says_so(lang):
    """Session 28, seed 2804: B5 beside Bob's B2 and B4 was "ready for lines to come"; it cuts
    row B, where Bob needs B5 for a line of 3 or more ('every maximal line of 3 or more')."""
    state = table(white=0, pawns={"B2": 1, "B4": 1, "D1": 0})
    throw(state, 5, 5, 5, 1, 2)
    stop(state)
    assert said(GAME, state, Place("B5"), lang, wins=None) == CUTS[lang]


LINES_UP = {
    "en": "it lines up with your pawns on D2 and D3 in row D",
    "fr": "il s'aligne avec vos pions en D2 et D3 sur la ligne D",
    "es": "se alinea con tus fichas de D2 y D3 en la fila D",
}


@pytest.mark.parametrize("lang", sorted(LINES_UP))
def test_a_pawn_beside_its_own_pawns_names_them(lang):
    """D5 with D2 and D3 (D4 free) scores nothing yet: it lines up with them in row D."""
    state = table(white=0, pawns={"D2": 0, "D3": 0, "A1": 1})
    throw(state, 1, 1, 1, 2, 3)
    stop(state)
    assert LINES_UP[lang] in said(GAME, state, Place("D5"), lang, wins=None)


APPEL = {
    "en": "Hint: throw again, keeping three twos; this throw gives 31 percent for Carré, which "
    "also makes your Appel, and 17 percent for Full, each with a cell still free.",
    "fr": "Conseil\xa0: relancez en gardant trois 2\xa0; cette relance donne 31\xa0% de chances "
    "de faire Carré, qui réussit aussi votre Appel, et 17\xa0% de chances de faire Full, chaque "
    "combinaison ayant une case encore libre.",
    "es": "Consejo: vuelve a tirar guardando tres doses; con esta tirada tienes un 31 % de sacar "
    "Carré, que también cumple tu Appel, y un 17 % de sacar Full, las dos con una casilla "
    "todavía libre.",
}


@pytest.mark.parametrize("lang", sorted(APPEL))
def test_an_appel_on_carre_is_one_chance_with_the_carre(lang):
    """Session 28, seed 2804: 'un 31 % de sacar Carré y un 31 % de sacar Appel' counted one
    throw twice. APPEL is 'the combination announced, shown after a rethrow': the same 31 %."""
    state = table(white=0, pawns={"D1": 0, "A1": 1})
    throw(state, 2, 2, 2, 5, 6)
    state.apply(0, Announce("carre"))
    assert said(GAME, state, Throw((2, 2, 2)), lang, wins=None) == APPEL[lang]


def test_an_appel_whose_own_cells_are_taken_says_what_it_is_for():
    """Both Carré cells taken: the Carré counts only for the Appel, and is said so, never as
    "31 % de faire Appel" ('to appeal', session 28's French player)."""
    state = table(white=0, pawns={"D1": 0, "A1": 1, "B2": 1, "E3": 0})
    throw(state, 2, 2, 2, 5, 6)
    state.apply(0, Announce("carre"))
    heard = said(GAME, state, Throw((2, 2, 2)), "fr", wins=None)
    assert "31\xa0% de chances de faire Carré pour réussir votre Appel et 17\xa0%" in heard
    assert "faire Appel" not in heard
