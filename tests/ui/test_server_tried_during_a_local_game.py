"""Play-test (en-player): Play online at an address where nothing listens said 'No server
answers … Trying again in 1 second', then a local game started; 20 seconds later the server
came up and its lobby opened over the game, which vanished from the screen. Now starting or
resuming a local game stops the tries, and says so."""

from __future__ import annotations

import socket
import time

from accessiplay.core import get_game
from accessiplay.ui import flow, online
from accessiplay.ui.screens.game import GameScreen


def _free_port() -> int:
    """A port on 127.0.0.1 nothing listens on (the system's choice, let go at once)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _unreachable(client, address: str) -> None:
    """Connect to an address where nothing listens, until the player hears so."""
    online.connect(client.app, address)
    deadline = time.monotonic() + 20
    while not any(t.startswith("No server answers") for t in client.speaker.texts):
        assert time.monotonic() < deadline, client.said()
        client.app.run_due()
        time.sleep(0.02)


def test_a_local_game_stops_the_tries_and_says_so(client):
    """The tries stop when the game starts: no client is left, its thread ends, the game stays."""
    address = f"127.0.0.1:{_free_port()}"
    _unreachable(client, address)
    link = client.app.online.link
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=7)
    assert f"No more tries to reach {address}: choose Play online to try again." in client.said()
    assert client.app.online is None
    link._thread.join(10)
    assert not link._thread.is_alive()
    client.press("down")
    assert isinstance(client.top, GameScreen)


def test_nothing_is_said_when_no_server_was_being_tried(client):
    """A local game with no server tried says nothing about servers."""
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=7)
    assert "No more tries" not in client.said()
