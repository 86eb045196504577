"""Session 28's Spanish player: a second 3 on the right skewer was advised with the leaves' total
as its only reason; what it does for the skewer (one more 3 and it is worth 5 acorns) went
unsaid, since H spoke of a skewer only when it started or filled (RULES.md §2: "First spot of a
skewer any value; the rest of that skewer equal to it", complete right skewer 5 acorns)."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx, Msg
from tests.hint_support import playout_until

GAME = get_game("sixty-one")
NB = "\u00a0"


def right_skewer_started(seat, legal, state) -> bool:
    """Seat 0 with one value on the right skewer and a move writing its second."""
    skewer = state.view(0)["sheets"][0]["areas"][2][2:5]
    return (
        seat == 0
        and sum(v is not None for v in skewer) == 1
        and any(getattr(a, "area", 0) == 3 and getattr(a, "spot", 0) >= 2 for a in legal)
    )


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: Marshmallows, right skewer, marshmallow 2 with the 1, the 4 to the leaves; the "
            "skewer then needs only one more 1 to be worth 5 acorns and your leaves reach 31 for "
            "an X.",
        ),
        (
            "fr",
            f"Conseil{NB}: Guimauves, brochette de droite, guimauve 2 avec le 1, le 4 aux "
            f"feuilles{NB}; il ne manque plus qu'un 1 à la brochette pour valoir 5 glands et vos "
            "feuilles atteignent 31 pour un X.",
        ),
        (
            "es",
            "Consejo: Malvaviscos, brocheta de la derecha, malvavisco 2 con el 1, el 4 a las "
            "hojas; a la brocheta ya solo le falta un 1 para valer 5 bellotas y tus hojas llegan "
            "a 31, que da una X.",
        ),
    ],
)
def test_a_second_value_on_the_right_skewer_says_what_it_still_lacks(lang, heard):
    """Seed 1: the right skewer holds a 1; writing a second 1 leaves it one 1 short of 5."""
    state = playout_until(GAME, 2, 1, right_skewer_started)
    move = next(a for a in state.legal_actions(0) if a.area == 3 and a.spot == 3)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    presenter = GAME.presenter()
    why = presenter.hint_reasons(ctx, move)
    said = Msg.of("ui-hint", move=presenter.hint_move(ctx, move), why=why)
    assert Localizer(lang, strict=True).format(said) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "the skewer then needs only one more spot, of any value, to be worth 5 acorns"),
        (
            "fr",
            "il ne manque plus qu'une case, de n'importe quelle valeur, à la brochette pour "
            "valoir 5 glands",
        ),
        (
            "es",
            "a la brocheta ya solo le falta una casilla, de cualquier valor, para valer 5 bellotas",
        ),
    ],
)
def test_a_skewer_holding_only_xs_lacks_a_spot_of_any_value(lang, heard):
    """Two Xs on the right skewer: any value completes it."""
    acorns = Msg.of("sixty-one-acorns", count=5)
    msg = Msg.of("sixty-one-hint-grows", value="any", acorns=acorns)
    assert Localizer(lang, strict=True).format(msg) == heard
