"""The last move's light on the full screen ('<7>', accessiplay/ui/last_move.py) across what
breaks a game's thread: the keyboard changing hands, a save and resume, a window squeezed to
10×3 and 1×1. Only the other human's public move is lit, never their hand; a resumed game
lights nothing it cannot know, and a tiny window draws what fits without failing.

Tried in the attacker play-test after the light was added; it held. These keep it holding.
"""

from __future__ import annotations

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.menu import MainMenu
from tests.ui.conftest import Client
from tests.ui.test_last_move import game_screen, lit, screen


def _client() -> Client:
    """An English client at the main menu (the hostile conftest gives it its own home)."""
    client = Client()
    client.app.push(MainMenu(client.app))
    return client


def test_after_the_keyboard_changes_hands_only_the_public_move_is_lit():
    """Player 2 lays 8 and 9 on red and hands over: at the hand-over and on Player 1's table,
    exactly those two tiles are lit (695b45b lights the other human's move), nothing of
    Player 2's hand, which Player 1 may not see."""
    client = _client()
    flow.start_game(client.app, get_game("sixteen"), ["human", "human"], seed=4)
    client.app.settle()
    said = client.press("enter", "enter", "enter")
    assert said[-2:] == [
        "Player 2 places the 8 and the 9 on the red row; 28 tiles left.",
        "Player 1, your turn. Take the keyboard and press Enter.",
    ]
    assert lit(screen(client)) == ["8", "9"], "the hand-over screen"
    client.press("enter")
    assert game_screen(client).holder == 0
    assert lit(screen(client)) == ["8", "9"]


def test_a_resumed_game_lights_nothing_until_the_next_move():
    """A bot's tiles are lit; the game is left and resumed by another client: nothing is lit
    (the move before the save is not known), and the bot's next tiles are."""
    first = _client()
    flow.start_game(first.app, get_game("sixteen"), ["human", "normal"], seed=4)
    first.app.settle()
    first.press("enter", "enter", "enter")
    assert lit(screen(first)) == ["7", "8"]
    second = _client()
    assert flow.resume_game(second.app)
    second.app.settle()
    assert lit(screen(second)) == []
    said = second.press("enter", "enter", "enter")
    assert said[-2] == "Ana places 10 to 12 on the purple row; 23 tiles left."
    assert lit(screen(second)) == ["10", "11", "12"]


def test_a_lit_move_in_a_window_of_ten_by_three_and_one_by_one():
    """The light's places are cut with the table: what fits is drawn, nothing fails."""
    client = _client()
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=4)
    client.app.settle()
    client.press("enter", "enter", "enter")
    assert screen(client, 10, 3).splitlines() == ["Sixteen,", "Your turn.", "> Red,"]
    assert screen(client, 1, 1) == "Sixteen,"
    assert lit(screen(client)) == ["7", "8"], "the big window still lights Ana's tiles"
