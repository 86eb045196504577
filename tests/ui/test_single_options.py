"""Issue #10, "Fewer keys, no traps": "A step with exactly one option is taken automatically and
said as a fact (a setting can restore the key press)"."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.settings import load_settings
from accessiplay.ui import flow

# Seed 74 deals a solo Sixty-One game whose first dice are 2, 2 and 2: one area, one value,
# one spot, so the whole first move is one legal action.
SEED = 74
HEARD = {
    "en": "Your turn. Dice 2, 2 and 2. Water-lilies, die 2. The only choice. "
    "Write 2; leaves plus 2, total 2. The only choice. Water-lilies, value 2: choose the "
    "spot. Lily 1: 2, 1 acorn. The only choice; Enter plays it.",
    "fr": "À vous. Dés 2, 2 et 2. Nénuphars, dé 2. Seul choix possible. "
    "Inscrire 2\u00a0; le 2 aux feuilles, total 2. Seul choix possible. Nénuphars, "
    "valeur 2\u00a0: choisissez la case. Nénuphar 1\u00a0: 2, 1 gland. Seul choix "
    "possible\u00a0; Entrée pour le jouer.",
    "es": "Te toca. Dados 2, 2 y 2. Nenúfares, dado 2. Única opción. Escribir 2; "
    "el 2 a las hojas, total 2. Única opción. Nenúfares, valor 2: elige la casilla. Nenúfar 1: "
    "2, una bellota. Única opción; Intro la juega.",
}


def _start(make_client, lang="en", **settings):
    """A solo Sixty-One game on the triple 2."""
    client = make_client(lang, **settings)
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=SEED)
    client.app.settle()
    return client


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_single_options_are_taken_and_said_as_facts(make_client, lang):
    """No "1 of 1" question for the area and the value: each is said as the only choice, the
    dice still named; the spot that completes the move waits for Enter and says so."""
    client = _start(make_client, lang)
    assert client.speaker.texts[-1] == HEARD[lang]
    assert "1 of 1" not in client.said()
    said = client.press("enter")
    assert said[0].startswith(
        {"en": "You: Water-lilies, lily 1", "fr": "Vous\u00a0: Nénuphars", "es": "Tú: Nenúfares"}[
            lang
        ]
    )


def test_a_forced_move_is_never_played_without_a_key(make_client):
    """The only legal move is said, not played: nothing is in the record until Enter."""
    client = _start(make_client)
    screen = client.top
    assert screen.session.record.actions[-1][0] < 0  # only the dice so far
    assert screen.chooser.prefix == (2, 2) and screen.chooser.options == [0]


def test_escape_passes_over_the_steps_taken_for_the_player(make_client):
    """Going back to a step that had one option would only take it again: Escape says the
    player is at the first step of the move, and nothing changes."""
    client = _start(make_client)
    assert client.press("escape") == ["This is the first step of your move. Q leaves the game."]
    assert client.top.chooser.prefix == (2, 2)


def test_the_setting_restores_the_key_press(make_client):
    """With "Take single choices for me" off, every step is asked, "1 of 1" and all."""
    client = _start(make_client, auto_single=False)
    assert client.speaker.texts[-1] == (
        "Your turn. Dice 2, 2 and 2: choose the area die. Water-lilies, die 2, 1 of 1"
    )
    assert client.press("enter") == [
        "Water-lilies: choose the value to write. Write 2; leaves plus 2, total 2, 1 of 1"
    ]


@pytest.mark.parametrize(
    ("lang", "row"),
    [
        ("en", "Take single choices for me: no, 6 of 11"),
        ("fr", "Choisir pour moi quand il n'y a qu'une option\u00a0: non, 6 sur 11"),
        ("es", "Elegir por mí cuando solo hay una opción: no, 6 de 11"),
    ],
)
def test_the_setting_is_in_the_settings_screen_and_file(make_client, home, lang, row):
    """Settings screen: Right switches it, Save writes it, the next start reads it."""
    client = make_client(lang)
    client.app.nav.open("settings")
    for _ in range(5):
        client.press("down")
    assert client.press("right") == [row]
    client.press("end", "enter")
    assert load_settings().auto_single is False


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Your turn. Place tiles (the only choice): 44 ways. On which row? "
            "Red, next above 1: 10 ways, 1 of 5",
        ),
        (
            "fr",
            "À vous. Poser des tuiles (seul choix)\u00a0: 44 possibilités. "
            "Sur quelle rangée\u00a0? Rouge, au-dessus du 1\u00a0: 10 possibilités, 1 sur 5",
        ),
        (
            "es",
            "Te toca. Colocar fichas (única opción): 44 formas. ¿En qué fila? "
            "Roja, por encima del 1: 10 formas, 1 de 5",
        ),
    ],
)
def test_a_step_taken_with_a_count_says_the_only_choice_before_the_count(make_client, lang, heard):
    """French player-editor: "Poser des tuiles : 44 possibilités. Seul choix possible." sounded
    self-contradictory (44 possibilities, one choice): the only choice is named before its
    count of the placements that follow."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=1)
    client.app.settle()
    assert client.speaker.texts[-1] == heard
