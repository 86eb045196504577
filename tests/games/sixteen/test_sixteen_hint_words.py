"""Sixteen's hint for a special, whole sentence in en/fr/es: what a Scissors or a Trash bin is
mostly worth is its own 20 points leaving the hand (RULES.md §4: 'each Scissors or Trash bin
20'), and a row reopened for nothing of the player's is no reason to play it."""

from __future__ import annotations

import pytest
from sixteen_tables import table

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.games.sixteen.actions import Scissors
from accessiplay.games.sixteen.game import GAME
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx


def _hint(state, action, lang: str) -> str:
    """What H says when the hard bot's first move is `action`."""
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    ranked = [Ranked(action, 1.0, 40.0, 0.5, 8)]
    return loc.format(hints.words(GAME.presenter(), ctx, GAME.id, ranked, 1, loc.format)[0])


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
    assert _hint(_ended_red_row([]), Scissors("red"), lang) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: Scissors on the red row; it sheds 20 points from your hand, it removes the "
            "16 End, which reopens the row and that row takes the 14 again.",
        ),
        (
            "fr",
            "Conseil\u00a0: jouez les Ciseaux sur la rangée rouge\u00a0; 20 points de moins "
            "dans votre main, vous retirez le 16 Fin, ce qui rouvre la rangée et la rangée peut "
            "alors prendre le 14.",
        ),
        (
            "es",
            "Consejo: usa las Tijeras en la fila roja; 20 puntos menos en tu mano, quita el "
            "16 Fin, lo que reabre la fila y ahí vuelve a caber el 14.",
        ),
    ],
)
def test_scissors_that_reopen_a_row_for_your_own_tile_say_so(lang, words):
    """With the red 14 in hand, reopening the row is a reason: the 14 goes on it again."""
    assert _hint(_ended_red_row([14]), Scissors("red"), lang) == words
