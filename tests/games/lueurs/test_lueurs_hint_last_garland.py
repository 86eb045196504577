"""16 lueurs: the bulb that completes a fourth garland ends the game, so the hint says "your
fourth" of the garland, never after a power, and no power unlocked too late to use (session 25
hint-player, seed 2505: "…and unlocks the minus 1 power, your fourth, which ends the game after
this turn" read as a fourth power) (issue #13)."""

from __future__ import annotations

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.games.lueurs import hint
from accessiplay.games.lueurs.actions import Turn
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

GAME = get_game("lueurs")


def said(bulbs: list[int], garland: int, lang: str) -> str:
    """The bulb's hint reason with these garlands lit, the turn lighting `garland`."""
    state = GAME.new_state(1)
    state.apply(CHANCE, GAME.action_types["Roll"]((1, 2, 3)))
    state.sheets[0].bulbs = list(bulbs)
    ctx = Ctx(state.view(0), 0, ["Ana"])
    # The garland's own reason; a game-ending turn's final total comes after it.
    reason = hint.reasons(ctx, Turn((), None, None, (), garland))[0]
    return Localizer(lang, strict=True).format(reason)


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "it completes the yellow garland, your fourth, for its bag of 2 Grelots, which ends "
            "the game after this turn",
        ),
        (
            "fr",
            "vous complétez la guirlande jaune et gagnez sa bourse de 2 Grelots, et c'est votre "
            "quatrième guirlande complète, ce qui arrête la partie après ce tour",
        ),
        (
            "es",
            "completa la guirnalda amarilla, que te da su bolsa de 2 cascabeles, y es tu cuarta "
            "guirnalda completa, así que la partida acaba tras este turno",
        ),
    ],
)
def test_the_fourth_garland_is_said_as_such_with_no_power_to_unlock(lang, heard):
    """Red, green and blue full (no minus power yet); the yellow bulb completes the fourth."""
    assert said([3, 2, 3, 0, 4], 2, lang) == heard


def test_a_garland_that_does_not_end_the_game_still_names_its_new_power():
    """Two garlands full: the third unlocks the minus 1 power, worth saying."""
    assert said([3, 2, 0, 0, 4], 2, "en") == (
        "it completes the yellow garland for its bag of 2 Grelots and unlocks the minus 1 power"
    )
