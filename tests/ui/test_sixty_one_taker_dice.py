"""Sixty-One, two humans at one keyboard: what the player taking the keyboard hears names the
round's dice once (play-testers, session 31: "after the keyboard is handed over, the dice are
said twice"). The catch-up told to the taker (`tell_taker`) repeats the moves and "Round 2."
for the player who was not listening; the dice are the chooser's, in "Your turn … Dice 2, 6
and 6: choose the area die", and nowhere else in what the taker hears. Where nothing fits the
taker's sheet, the leaf die's question named them a second time ("… among 1, 1 and 1")."""

from __future__ import annotations

import re

import pytest

from accessiplay.ui import flow
from tests.ui.test_shared_keyboard_words import call, start

#: Seed 27: both players write a 3 in pumpkin 1; round 2 rolls 2, 6 and 6; Player 1 is called.
TAKEN = {
    "en": [
        "Player 1: Pumpkins, pumpkin 1, first spot: 3. Leaves plus 4, total 4.",
        "Player 2: Pumpkins, pumpkin 1, first spot: 3. Leaves plus 4, total 4.",
        "Round 2.",
        "Your turn, Player 1. Dice 2, 6 and 6: choose the area die. Water-lilies, die 2, 1 of 2",
    ],
    "es": [
        "Jugador 1: Calabazas, calabaza 1, primera casilla: 3. El 4 a las hojas, total 4.",
        "Jugador 2: Calabazas, calabaza 1, primera casilla: 3. El 4 a las hojas, total 4.",
        "Ronda 2.",
        "Te toca, Jugador 1. Dados 2, 6 y 6: elige el dado del área. Nenúfares, dado 2, 1 de 2",
    ],
}
DICE = {"en": "2, 6 and 6", "fr": "2, 6 et 6", "es": "2, 6 y 6"}


def _to_round_2_call(client) -> None:
    """Seed 27: each player takes the keyboard and writes a 3; round 2 calls Player 1."""
    start(client, "sixty-one", 27)
    client.press(*["enter"] * 4)  # Player 1 takes the keyboard and writes a 3
    said = client.press(*["enter"] * 4)  # Player 2 takes the keyboard and writes a 3
    assert said[-1] == call(client.app.lang, 0)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_taker_hears_the_moves_the_round_and_the_dice_once(make_client, lang):
    """The exact words Player 1 hears on taking the keyboard at round 2's start."""
    client = make_client(lang)
    _to_round_2_call(client)
    said = client.press("enter")  # Player 1 takes the keyboard
    assert said == TAKEN[lang]
    assert sum(line.count(DICE[lang]) for line in said) == 1


@pytest.mark.parametrize("lang", ["en", "es"])
def test_after_a_resume_the_taker_hears_the_same_words(make_client, lang):
    """Left at round 2's call and resumed: the catch-up is the hand-over's, dice said once."""
    first = make_client(lang)
    _to_round_2_call(first)
    first.press("c-c")
    again = make_client(lang)
    assert flow.resume_game(again.app)
    again.app.settle()
    assert again.top.title_id == "ui-title-hand-over"
    assert again.press("enter") == TAKEN[lang]


#: Seed 27, three humans, round 14 rolls 1, 1 and 1: nothing fits Player 1's sheet, so the skip
#: is taken for them and the leaf die is asked. "Dice 1, 1 and 1" was said again as "among 1, 1
#: and 1" in the same breath.
SKIPPED = {
    "en": (
        "Round 14.",
        "Your turn, Player 1. Dice 1, 1 and 1: nothing fits your sheet. Skip writing, then "
        "choose the leaf die. The only choice. Choose the die for the leaf row. Leaves plus 1, "
        "total 54. The only choice; Enter plays it.",
    ),
    "fr": (
        "Manche 14.",
        "À vous, Joueur 1. Dés 1, 1 et 1\u00a0: rien ne peut s'inscrire sur votre fiche. Ne rien "
        "inscrire et choisir le dé des feuilles. Seul choix possible. Choisissez le dé des "
        "feuilles. Le 1 aux feuilles, total 54. Seul choix possible\u00a0; Entrée pour le jouer.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_taker_with_nothing_to_write_hears_the_dice_once(make_client, lang):
    """The taker's round begins with the skip taken for them: the dice are said with "nothing
    fits your sheet", and the leaf die is asked without saying them again."""
    client = make_client(lang)
    start(client, "sixty-one", 27, ("human", "human", "human"))
    round_14 = SKIPPED[lang][0]
    for _ in range(200):
        said = client.press("enter")  # the call's own line adds the dice: "Round 14. Dice: …"
        if any(line.startswith(round_14) for line in said) and client.top.title_id.endswith(
            "hand-over"
        ):
            break
    else:
        raise AssertionError("round 14 did not come")
    said = client.press("enter")  # Player 1 takes the keyboard
    assert said[-2:] == list(SKIPPED[lang])
    assert sum(line.count(DICE_1[lang]) for line in said) == 1


DICE_1 = {"en": "1, 1 and 1", "fr": "1, 1 et 1"}


def _dice_named(line: str) -> int:
    """How many times a line names a throw of three dice ('2, 6 and 6')."""
    return len(re.findall(r"\b\d, \d and \d\b", line))


@pytest.mark.parametrize("seats", [("human", "human"), ("human", "human", "human")])
def test_no_hand_over_of_a_whole_game_says_the_dice_twice(make_client, seats):
    """Every hand-over of a game (seed 27, Enter for each first option, X phases included):
    what the taker hears up to their first question names the dice once at most."""
    client = make_client()
    start(client, "sixty-one", 27, seats)
    taken = 0
    for _ in range(600):
        calling = client.top.title_id == "ui-title-hand-over"
        said = client.press("enter")
        if calling:
            taken += 1
            assert sum(_dice_named(line) for line in said) <= 1, said
        if any(line == "Game over." for line in said):
            break
    else:
        raise AssertionError("the game did not end")
    assert taken >= 20 * (len(seats) - 1)
