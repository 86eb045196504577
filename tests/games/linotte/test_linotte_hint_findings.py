"""La Linotte's hints from the session 25 hint-player's game (seed 2504, Spanish, the record kept
as data/hint-player-2504.json): a last pawn kept back says why, and a rethrow's chances are what
it can add, never the combinations the dice already show (issue #13)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import get_game
from accessiplay.core.record import GameRecord
from accessiplay.games.linotte.actions import PlaceNothing, Stop, Throw
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

GAME = get_game("linotte")
RECORD = GameRecord.loads(
    (Path(__file__).parent / "data" / "hint-player-2504.json").read_text(encoding="utf-8")
)
NB = "\u00a0"
#: The hard bot's first move at each decision tested, in the record's game.
HARD_FIRST = {196: PlaceNothing(), 216: Stop(), 14: Throw((2, 2, 2, 2)), 192: Throw((4, 4, 4))}


def h_after(actions: int, lang: str) -> str:
    """H for the player (seat 0) once the record's first `actions` actions are played, said of
    the move the hard bot ranked first there in session 25 (the words alone are tested here:
    the bot's strength may change which move it ranks first)."""
    state = dataclasses.replace(RECORD, actions=RECORD.actions[:actions]).replay()
    ranked = [Ranked(HARD_FIRST[actions], 0.0, 0.0, None, 8)]
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Joueur 1", "Ana"])
    return loc.format(hints.words(GAME.presenter(), ctx, GAME.id, ranked, 1, loc.format)[0])


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "Hint: place no pawn; your last pawn would end the game with Ana ahead 4 to 2."),
        (
            "fr",
            f"Conseil{NB}: ne posez pas de pion{NB}; votre dernier pion terminerait la partie, et "
            "Ana mène 4 à 2.",
        ),
        (
            "es",
            "Consejo: no coloques ficha; tu última ficha acabaría la partida con Ana ganando 4 a 2.",
        ),
    ],
)
def test_a_last_pawn_kept_back_says_it_would_end_a_lost_game(lang, heard):
    """'no coloques ficha; no vale ningún punto…' beside an option that blocks Ana: the one
    reason that matters, the 12th pawn ending the game while behind, is said."""
    assert h_after(196, lang) == heard


def test_a_stop_with_the_last_pawn_says_the_same():
    """The stop that once closed the game (no free cell, Ana 7 to 2) gives the same reason."""
    assert h_after(216, "en") == (
        "Hint: stop throwing; your last pawn would end the game with Ana ahead 7 to 2."
    )


@pytest.mark.parametrize(
    ("actions", "lang", "heard"),
    [
        (
            14,
            "es",
            "Consejo: vuelve a tirar guardando cuatro doses; con esta tirada tienes un 17 % de "
            "sacar Full y un 17 % de sacar Yam, las dos con una casilla todavía libre.",
        ),
        (
            192,
            "en",
            "Hint: throw again, keeping three fours; this throw gives 3 percent for Yam, with a "
            "cell still free.",
        ),
        (
            192,
            "fr",
            f"Conseil{NB}: relancez en gardant trois 4{NB}; cette relance donne 3{NB}% de chances "
            "de faire Yam, avec une case encore libre.",
        ),
    ],
)
def test_a_rethrow_names_what_it_can_add_not_what_the_dice_show(actions, lang, heard):
    """Four 2s kept said '100 % de sacar Brelan de doses y un 100 % de sacar Carré': the
    combinations already made are no chance of the rethrow."""
    assert h_after(actions, lang) == heard
