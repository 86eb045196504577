"""The answer to a reading key reaches the full screen's message pane (low-vision play-test,
issue #12): "pressing S (and T): the message pane stays exactly as it was … a low-vision player
reading the screen, or a partner who does not hear, sees nothing happen on S/T/D/W/L"."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full


def open_game(client, game_id: str, seats: list[str]):
    """A game opened as `accessiplay play` opens it."""
    flow.start_game(client.app, get_game(game_id), seats, seed=7)
    client.app.settle()


def pane(client, width: int, height: int) -> str:
    """The screen's words as one line of text (the message pane wraps at narrow sizes)."""
    return " ".join(" ".join(full.screen_text(client.app, width, height)).split())


@pytest.mark.parametrize(("width", "height"), [(40, 15), (120, 40)])
@pytest.mark.parametrize(
    ("game_id", "key"),
    [("sixty-one", "s"), ("lueurs", "w"), ("sixteen", "w"), ("fairy-lights", "s")],
)
def test_a_reading_keys_answer_shows_until_something_else_is_said(
    client, game_id, key, width, height
):
    """The answer is shown where the newest messages were; what is said next replaces it."""
    open_game(client, game_id, ["human", "normal"])
    before = pane(client, width, height)
    said = client.press(key)
    assert said, key
    answer = " ".join(said[-1].split())
    assert answer[:30] not in before
    assert answer[:30] in pane(client, width, height)
    client.press("enter")
    assert answer[:30] not in pane(client, width, height)


def test_an_answer_is_not_shown_once_the_keyboard_changes_hands(client):
    """Two humans at one keyboard: what one asked is never on the next player's screen."""
    open_game(client, "sixteen", ["human", "human"])
    client.press("enter")  # Player 1 takes the keyboard
    before = pane(client, 120, 40)
    said = client.press("w")
    answer = " ".join(said[-1].split())[:30]
    assert answer not in before
    assert answer in pane(client, 120, 40)
    for _ in range(60):
        client.press("enter")
        if client.top.title_id == "ui-title-hand-over":
            break
    assert answer not in pane(client, 120, 40)
    client.press("enter")
    assert answer not in pane(client, 120, 40)
