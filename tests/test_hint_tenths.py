"""16 lueurs' Shift+H when the hard bot's figures round alike (session 30: 'about 48 Grelots'
on all three lines told the player nothing of why move 1 comes first): move 1 and the lines
said with its rounded figure are said to a tenth, when a tenth shows a lower one."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import get_game
from tests.hint_support import listed, playout_to

LUEURS = get_game("lueurs")


def seeded_list(players: int, seed: int, lang: str) -> list[str]:
    """Shift+H's lines at seat 0's third real choice of a seeded game, as the hard bot ranks it."""
    state = playout_to(LUEURS, players, seed, 2)
    return listed(LUEURS, state, hints.ranking(LUEURS, state, 0, random.Random(0)), lang)


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            [
                "1: Songbird, boxes 1 and 4, then a green bulb; the hard bot values your sheet at "
                "about 48.1 Grelots after it.",
                "2: Squirrel, space 3, 2 left and 4 right, then a green bulb; the hard bot values "
                "your sheet at about 47.9 Grelots after it.",
                "3: Squirrel, space 3, 4 left and 2 right, then a green bulb; the hard bot values "
                "your sheet at about 47.9 Grelots after it.",
            ],
        ),
        (
            "fr",
            [
                "1\u00a0: Oiseau chanteur, cases 1 et 4, puis une ampoule verte\u00a0; le robot "
                "difficile estime alors votre fiche à environ 48,1 Grelots.",
                "2\u00a0: Écureuil, emplacement 3, 2 à gauche et 4 à droite, puis une ampoule "
                "verte\u00a0; le robot difficile estime alors votre fiche à environ 47,9 Grelots.",
                "3\u00a0: Écureuil, emplacement 3, 4 à gauche et 2 à droite, puis une ampoule "
                "verte\u00a0; le robot difficile estime alors votre fiche à environ 47,9 Grelots.",
            ],
        ),
        (
            "es",
            [
                "1: Pájaro cantor, casillas 1 y 4, y después una bombilla verde; tras esta jugada, "
                "el bot difícil valora tu hoja en unos 48,1 cascabeles.",
                "2: Ardilla, espacio 3, 2 a la izquierda y 4 a la derecha, y después una bombilla "
                "verde; tras esta jugada, el bot difícil valora tu hoja en unos 47,9 cascabeles.",
                "3: Ardilla, espacio 3, 4 a la izquierda y 2 a la derecha, y después una bombilla "
                "verde; tras esta jugada, el bot difícil valora tu hoja en unos 47,9 cascabeles.",
            ],
        ),
    ],
)
def test_three_moves_worth_about_48_grelots_are_said_to_a_tenth(lang, heard):
    """Solo, seed 5: 48.07, 47.94 and 47.94 were all said 'about 48 Grelots'; to a tenth,
    move 1 is heard above the two others."""
    assert seeded_list(1, 5, lang) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            [
                "the hard bot rates it at about 17.5 Grelots, counting the race against your "
                "rival.",
                "the hard bot rates it at about 17.5 Grelots, counting the race against your "
                "rival; a shade below move 1, by less than the rounded figure can show.",
                "the hard bot rates it at about 17 Grelots, counting the race against your rival.",
            ],
        ),
        (
            "fr",
            [
                "le robot difficile l'estime à environ 17,5 Grelots, en tenant compte de la course "
                "contre votre adversaire.",
                "le robot difficile l'estime à environ 17,5 Grelots, en tenant compte de la course "
                "contre votre adversaire\u00a0; un rien en dessous du coup 1, d'un écart que le "
                "chiffre arrondi ne montre pas.",
                "le robot difficile l'estime à environ 17 Grelots, en tenant compte de la course "
                "contre votre adversaire.",
            ],
        ),
        (
            "es",
            [
                "el bot difícil la valora en unos 17,5 cascabeles, teniendo en cuenta la carrera "
                "con tu rival.",
                "el bot difícil la valora en unos 17,5 cascabeles, teniendo en cuenta la carrera "
                "con tu rival; un poco por debajo de la jugada 1, por una diferencia que la cifra "
                "redondeada no muestra.",
                "el bot difícil la valora en unos 17 cascabeles, teniendo en cuenta la carrera con "
                "tu rival.",
            ],
        ),
    ],
)
def test_against_a_rival_a_move_still_alike_to_a_tenth_keeps_its_note(lang, heard):
    """Two players, seed 0: 17.48, 17.47 and 16.96 all rounded to 17. To a tenth the third is
    heard lower; the second, 17.5 like move 1, is said a shade below it."""
    lines = seeded_list(2, 0, lang)
    sep = "\u00a0; " if lang == "fr" else "; "
    assert [line.split(sep, 1)[1] for line in lines] == heard


def test_a_list_with_different_rounded_figures_stays_in_whole_grelots():
    """Solo, seed 0: 49.4, 46.7 and 46.4 Grelots round apart; the common figure is kept."""
    lines = seeded_list(1, 0, "en")
    assert [line.rsplit("; ", 1)[1] for line in lines] == [
        "the hard bot values your sheet at about 49 Grelots after it.",
        "the hard bot values your sheet at about 47 Grelots after it.",
        "the hard bot values your sheet at about 46 Grelots after it.",
    ]


def test_a_lower_move_a_tenth_above_move_1_stays_in_whole_grelots():
    """Against a rival the bot ranks by more than the Grelots said: 10.2 above 10.4 would need
    an excuse, so both stay 'about 10' and the lower line keeps its tie note."""
    state = playout_to(LUEURS, 2, 8, 0)
    moves = state.legal_actions(0)[:3]
    ranked = [Ranked(m, -i, p, None, 8) for i, (m, p) in enumerate(zip(moves, [10.2, 10.4, 8.4]))]
    first, second, _ = listed(LUEURS, state, ranked, "en")
    assert first.endswith("about 10 Grelots, counting the race against your rival.")
    assert second.endswith(
        "about 10 Grelots, counting the race against your rival; the same figure as move 1, "
        "which cannot tell them apart."
    )
