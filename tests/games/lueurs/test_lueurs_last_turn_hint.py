"""16 lueurs' Shift+H on the game's last turn (session 26's and session 28's players: "about 72
Grelots" on a turn lighting the fourth garland, the game ending at 61): nothing is left to
estimate once the turn ends the game (RULES.md §1 "End: after the turn in which any player has
filled four garlands"), so such a turn says the sheet's final total, its bags included; another
turn's figure against a rival is said as the hard bot's rating, which weighs the race."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.core import CHANCE, get_game
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

GAME = get_game("lueurs")
NB = "\u00a0"


def last_decision(seed: int):
    """The state of seat 0's last decision in a seeded two-player game of normal bots."""
    state, rng, normal = GAME.new_state(2), random.Random(seed), GAME.bot("normal")
    last = None
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if 0 in state.acting_seats():
            last = state.clone()
        for seat in sorted(state.acting_seats()):
            state.apply(seat, normal(state.view(seat), state.legal_actions(seat), rng))
    return last


@pytest.mark.parametrize(
    ("lang", "first", "second"),
    [
        (
            "en",
            "; it ends the game with your sheet at 68 Grelots.",
            "; the hard bot rates it at about 37 Grelots, counting the race against your rival.",
        ),
        (
            "fr",
            f"{NB}; la partie s'arrête avec 68 Grelots sur votre fiche.",
            f"{NB}; le robot difficile l'estime à environ 37 Grelots, en tenant compte de la "
            "course contre votre adversaire.",
        ),
        (
            "es",
            "; la partida termina con 68 cascabeles en tu hoja.",
            "; el bot difícil la valora en unos 37 cascabeles, teniendo en cuenta la carrera con "
            "tu rival.",
        ),
    ],
)
def test_a_turn_ending_the_game_says_the_final_total(lang, first, second):
    """Seed 5: the blue bulb lights the fourth garland (Songbird 11 and 12 with it: 68 Grelots
    on the sheet); the green bulb instead leaves the game going, rated below it."""
    state = last_decision(5)
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    ranked = hints.ranking(GAME, state, 0, random.Random(1))
    lines = [
        loc.format(m) for m in hints.words(GAME.presenter(), ctx, GAME.id, ranked, 3, loc.format)
    ]
    assert lines[0].endswith(first), lines[0]
    assert lines[1].endswith(second), lines[1]
