"""Two ranges in one list say their noun once (play-test of Sixteen's options: 'te bloquea las
fichas del 8 al 10 y las fichas del 12 al 13' repeats 'fichas', as no native would)."""

from __future__ import annotations

import pytest
from sixteen_tables import table

from accessiplay.games.sixteen.actions import Place
from accessiplay.games.sixteen.game import GAME
from accessiplay.games.sixteen.hint import reasons
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

PRESENTER = GAME.presenter()


def _ctx(state, seat) -> Ctx:
    """The seat's own view."""
    return Ctx(state.view(seat), seat, ["Ana", "Bob"])


@pytest.mark.parametrize(
    ("lang", "label", "stuck"),
    [
        (
            "en",
            "14: 14 points; leaves 5 to 7 and 9 to 11 stuck.",
            "though it leaves 5 to 7 and 9 to 11 stuck",
        ),
        (
            "fr",
            "14\u00a0: 14 points\u00a0; les tuiles 5 à 7 et les 9 à 11 vous restent sur les bras.",
            "mais les tuiles 5 à 7 et les 9 à 11 vous restent sur les bras",
        ),
        (
            "es",
            "14: 14 puntos; te bloquea las fichas del 5 al 7 y las del 9 al 11.",
            "pero te bloquea las fichas del 5 al 7 y las del 9 al 11",
        ),
    ],
)
def test_two_ranges_of_stuck_tiles_name_the_tiles_once(lang, label, stuck):
    """The red 14 on a row ending at 4 strands 5 to 7 and 9 to 11: the option and the hint
    say 'tiles' once, the second range leaning on the first."""
    said = Localizer(lang, strict=True).format
    state = table([{"red": [5, 6, 7, 9, 10, 11, 14]}, {"blue": [3]}], rows={"red": [1, 4]})
    ctx = _ctx(state, 0)
    assert said(PRESENTER.step_label(ctx, ("place", "red"), (14,))) == label
    assert said(reasons(ctx, Place("red", (14,)))[1]) == stuck


def test_a_lone_tile_between_ranges_keeps_its_article():
    """'las fichas del 2 al 4, el 6 y las del 8 al 10': the noun still said once."""
    said = Localizer("es", strict=True).format
    state = table([{"red": [2, 3, 4, 6, 8, 9, 10, 13]}, {"blue": [3]}], rows={"red": [1]})
    ctx = _ctx(state, 0)
    assert said(PRESENTER.step_label(ctx, ("place", "red"), (13,))).endswith(
        "te bloquea las fichas del 2 al 4, el 6 y las del 8 al 10."
    )


@pytest.mark.parametrize(
    ("lang", "rows"),
    [
        (
            "en",
            "The rows, each to its last tile: red 4, yellow 1, green 1, blue 16 End and purple 1.",
        ),
        (
            "fr",
            "Les rangées et leur dernière tuile\u00a0: rouge 4, jaune 1, verte 1, "
            "bleue 16 Fin et violette 1.",
        ),
        (
            "es",
            "Las filas, con su última ficha: la roja en el 4, la amarilla en el 1, la verde en el "
            "1, la azul en el 16 Fin y la morada en el 1.",
        ),
    ],
)
def test_shift_c_on_another_player_says_where_the_rows_stand(lang, rows):
    """Play-test: Shift+C on Player 1 read 'Player 1: 26 tiles, hidden until the end.' then a
    dead line, 'The rows.'. The line now says each row's last tile."""
    said = Localizer(lang, strict=True).format
    state = table([{"red": [5, 14]}, {"blue": [3]}], rows={"red": [1, 4], "blue": [1, 2, "end"]})
    sheet = PRESENTER.sheet(_ctx(state, 0), 1)
    assert [said(node.label) for node in sheet.children] == [rows]


def test_before_the_deal_the_rows_line_says_there_are_none():
    """No tile dealt, no row: said as such, not 'The rows.' over an empty grid."""
    state = GAME.new_state(2)
    sheet = PRESENTER.sheet(_ctx(state, 0), 1)
    assert [Localizer("en", strict=True).format(n.label) for n in sheet.children] == [
        "No rows yet: the tiles are not dealt."
    ]
