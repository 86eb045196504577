"""La Linotte's stop hint names first the cells that make or block a line (play-test, two
humans: "stop throwing; your dice already allow A5, Brelan of sixes; B2, Carré; D1, Brelan of
sixes, among others", the cell that ended the game named among three, by board order)."""

from __future__ import annotations

import pytest

from tests.games.linotte.linotte_support import GAME, Stop, table, throw
from tests.hint_support import said

WINNING_STOP = {
    "en": "Hint: stop throwing; your dice already allow E3, Carré; A5, Brelan of sixes; B2, "
    "Carré, among others.",
    "fr": "Conseil\xa0: arrêtez de lancer\xa0; vos dés permettent déjà E3, Carré\xa0; A5, "
    "Brelan de 6\xa0; B2, Carré, entre autres.",
    "es": "Consejo: plántate; tus dados ya permiten E3, Carré; A5, Brelan de seises; B2, Carré, "
    "entre otras.",
}


@pytest.mark.parametrize("lang", sorted(WINNING_STOP))
def test_the_stop_hint_names_the_cell_that_ends_the_game_first(lang):
    """Column 3 holds A3 to D3 in white; four sixes on the first throw allow A5, B2, D1, D2 and
    E3, and E3, the Carré that completes the column ('The game ends as soon as a player makes
    an alignment of 5'), was left among the others: it is said first."""
    state = table(white=0, pawns={"A3": 0, "B3": 0, "C3": 0, "D3": 0, "A1": 1, "E5": 1})
    throw(state, 6, 6, 6, 6, 4)
    assert said(GAME, state, Stop(), lang, wins=None) == WINNING_STOP[lang]
