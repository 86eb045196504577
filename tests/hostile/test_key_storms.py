"""Random keys pasted into every screen a game leads to (attacker play-test, session 20).

The brief: "a flood of keys pasted at once into each screen (must not freeze speech or lose the
game)". DESIGN: "every key answers; silence is a bug". A seeded storm of keys, mostly the
chooser's (Enter, arrows), wanders through the game, its confirmations, the end of the game,
the main menu and every screen reachable from it: nothing may raise, every key must be
answered by words or a cue, and a game left in progress must still be a readable save.
"""

from __future__ import annotations

import random

import pytest

from accessiplay.core import get_game
from accessiplay.core.record import GameRecord
from accessiplay.storage import autosave_path, read_text
from accessiplay.ui import flow
from accessiplay.ui.keys import NAMED
from tests.ui.conftest import Client

#: The keys a player could paste, the chooser's weighted up so games move on; Ctrl+C and
#: Ctrl+Q leave the program (the signal tests cover them).
KEYS = (
    [k for k in NAMED if k not in ("c-c", "c-q")]
    + list("abcdefghijklmnopqrstuvwxyz0123456789.,;:!/ ?é")
    + ["enter"] * 20
    + ["down"] * 10
)
#: Screens that would reach for the network once Enter is pressed: left with Escape.
OFFLINE_ONLY = {"FieldEntryScreen", "PasswordEntryScreen"}
STORM = 1500


@pytest.mark.parametrize("game", ["sixty-one", "lueurs", "fairy-lights", "sixteen", "linotte"])
def test_a_storm_of_keys_is_answered_key_by_key_and_loses_nothing(game):
    """Each key answered; nothing raised; what is on disk at the end reads back as a game."""
    rng = random.Random(game)
    client = Client("en")
    flow.start_game(client.app, get_game(game), ["human", "normal"], seed=3)
    client.app.settle()
    visited = set()
    for n in range(STORM):
        screen = type(client.app.top()).__name__
        visited.add(screen)
        key = rng.choice(KEYS)
        if screen in OFFLINE_ONLY or (screen != "GameScreen" and rng.random() < 0.3):
            key = "escape"  # wander back, or the storm stays in a menu's far corner
        heard = (len(client.speaker.said), len(client.cues.played))
        client.clock.advance(0.05)
        client.app.handle(key)
        client.app.settle()
        assert (len(client.speaker.said), len(client.cues.played)) != heard, (n, screen, key)
        assert client.app.stack, (n, screen, key)
        client.app.running = True  # a confirmed quit would end the program: keep storming
    assert {"GameScreen", "ConfirmScreen", "MainMenu"} <= visited
    if autosave_path().exists():
        GameRecord.loads(read_text(autosave_path())).replay()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Control+Z does nothing here. Press F1 to hear the keys of this screen."),
        ("fr", "Ctrl+Z"),
        ("es", "Control+Z"),
    ],
)
def test_a_stray_control_key_is_named_as_players_know_it(lang, said):
    """In a real terminal Ctrl+Z, Ctrl+X or Ctrl+W reach the game as keys; they were said as
    the driver spells them ('c-z does nothing here'), letters and a dash read out one by one."""
    client = Client(lang)
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=3)
    client.app.settle()
    heard = client.press("c-z")
    assert heard[-1].startswith(said)
    assert "c-z" not in client.said()


def test_ctrl_c_in_a_guided_game_says_goodbye_not_a_saved_game():
    """A guided game writes no save (tutorial/session.py), so Ctrl+C there must not say
    'The game is saved'; in a real game it still does."""
    from accessiplay.tutorial.launch import open_tutorial

    lesson = Client("en")
    open_tutorial(lesson.app, get_game("sixty-one"))
    assert lesson.press("c-c")[-1] == "Goodbye!"
    played = Client("en")
    flow.start_game(played.app, get_game("sixty-one"), ["human", "normal"], seed=3)
    played.app.settle()
    assert played.press("c-c")[-1] == "The game is saved. Goodbye!"
