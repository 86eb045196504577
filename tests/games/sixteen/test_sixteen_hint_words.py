"""Sixteen's hint for a special, whole sentence in en/fr/es: what a Scissors or a Trash bin is
mostly worth is its own 20 points leaving the hand (RULES.md §4: 'each Scissors or Trash bin
20'), and a row reopened for nothing of the player's is no reason to play it."""

from __future__ import annotations

import pytest
from sixteen_tables import table

from accessiplay.core import get_game
from accessiplay.games.sixteen.actions import Scissors
from accessiplay.games.sixteen.game import GAME
from tests.hint_support import LANGS, playout_to, said


def _ended_red_row(red: list[int]):
    """Ana holds the Scissors, a blue 9 and these red tiles; the red row is 1, 5, 16 End."""
    return table(
        [{"red": red, "blue": [9]}, {"yellow": [5]}],
        rows={"red": [1, 5, "end"]},
        specials=[(1, 0), (0, 0)],
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: Scissors on the red row; it sheds 20 points from your hand and it removes "
            "the 16 End.",
        ),
        (
            "fr",
            "Conseil\u00a0: jouez les Ciseaux sur la rangée rouge\u00a0; 20 points de moins "
            "dans votre main et vous retirez le 16 Fin.",
        ),
        (
            "es",
            "Consejo: usa las Tijeras en la fila roja; 20 puntos menos en tu mano y quita el "
            "16 Fin.",
        ),
    ],
)
def test_scissors_with_nothing_to_lay_after_are_worth_their_own_20_points(lang, words):
    """Hint-player: 'Scissors on the red row; it removes the 16 End, which reopens the row'
    with nothing red in hand: the reopened row serves only the other player."""
    assert said(GAME, _ended_red_row([]), Scissors("red"), lang, points=40.0) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: Scissors on the red row, then the 14 on that row; it sheds 34 points from "
            "your hand and it removes the 16 End, which reopens the row.",
        ),
        (
            "fr",
            "Conseil\u00a0: jouez les Ciseaux sur la rangée rouge, puis posez-y le 14\u00a0; "
            "34 points de moins dans votre main et vous retirez le 16 Fin, ce qui rouvre la "
            "rangée.",
        ),
        (
            "es",
            "Consejo: usa las Tijeras en la fila roja y luego coloca ahí el 14; 34 puntos "
            "menos en tu mano y quita el 16 Fin, lo que reabre la fila.",
        ),
    ],
)
def test_scissors_that_reopen_a_row_for_your_own_tile_say_so(lang, words):
    """With the red 14 in hand, reopening the row is a reason: the 14 goes on it again, and
    the move says so where it names the Scissors (session 30 players: "Scissors on the red
    row" alone left them asking where to place after). The points shed are the whole move's:
    the Scissors' 20 and the 14 (play-test, Spanish: "y luego coloca ahí el 14; 20 puntos menos
    en tu mano")."""
    assert said(GAME, _ended_red_row([14]), Scissors("red"), lang, points=40.0) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: the 11 on the green row; it sheds 11 points from your hand, though it leaves the "
            "5 and the 7 stuck and you then hold 22 tiles.",
        ),
        (
            "fr",
            "Conseil\u00a0: posez le 11 sur la rangée verte\u00a0; 11 points de moins dans votre main, "
            "mais le 5 et le 7 vous restent sur les bras et vous n'avez plus alors que 22 tuiles.",
        ),
        (
            "es",
            "Consejo: coloca el 11 en la fila verde; 11 puntos menos en tu mano, pero te bloquea el 5 "
            "y el 7 y te quedan 22 fichas.",
        ),
    ],
)
def test_sixteen_hint_counts_the_points_shed_and_the_tiles_stranded(lang, words):
    """A placement is explained by the points it takes out of your hand, your own tiles it
    leaves unplayable on that row (a cost, said with 'though' / 'mais' / 'pero': session 28's
    Spanish player heard 'te bloquea el 4, el 9 y el 11' as one more reason), and the tiles
    you then hold."""
    game = get_game("sixteen")
    state = playout_to(game, 2, 10, 3)
    move = game.action_types["Place"]("green", (11,))
    assert said(game, state, move, lang) == words


def test_sixteen_hint_is_the_same_whatever_the_hidden_hands_hold():
    """'never from anything the view does not hold (Sixteen's hidden hands)': with Bob's hand
    redrawn from what Ana cannot see, every hint for Ana is word for word the same."""
    import random

    game = get_game("sixteen")
    state = playout_to(game, 2, 10, 3)
    world = game.world_for(state, 0, random.Random(5))
    assert world.snapshot() != state.snapshot() and world.view(0) == state.view(0)
    for move in state.legal_actions(0):
        for lang in LANGS:
            assert said(game, state, move, lang) == said(game, world, move, lang)


def test_sixteen_trash_hint_says_what_it_removes_and_what_follows():
    """'Trash bin: remove one or more tiles from the end of one row': explained by its own 20
    points shed with those of the placement the move names after it (20, 10 and 11), and the
    tiles removed, the move saying the placement that follows on the row.
    That placement (the 10 and the 11) leaves the 5 and the 6 stuck again, so "that row takes
    the 5 and the 6 again" is no reason given for it."""
    game = get_game("sixteen")
    state = playout_to(game, 2, 1, 2)
    move = game.action_types["Trash"]("red", 2)
    assert [said(game, state, move, lang) for lang in LANGS] == [
        "Hint: the Trash bin on the red row, its last 2 tiles, then the 10 and the 11 on that "
        "row; it sheds 41 points from your hand and it removes the 7 and the 8.",
        "Conseil\u00a0: jouez la Poubelle sur les 2 dernières tuiles de la rangée rouge, puis "
        "posez-y le 10 et le 11\u00a0; 41 points de moins dans votre main et vous retirez le 7 "
        "et le 8.",
        "Consejo: usa la Papelera en las 2 últimas fichas de la fila roja y luego coloca ahí el "
        "10 y el 11; 41 puntos menos en tu mano y quita el 7 y el 8.",
    ]
