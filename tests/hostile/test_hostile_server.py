"""A hostile server: the client hears a clear, localized error and never crashes or prints an
escape sequence, whatever frames it is sent.

Issue #9 (attack brief): 'a hostile server sending malformed frames, huge frames, unknown
event types, views of the wrong shape, escape sequences in names/chat: the client must speak
a clear localized error and never crash or print escape sequences.'
"""

from __future__ import annotations

import json
import threading
import time

import pytest
from websockets.sync.server import serve

from accessiplay.ui.online_client import OnlineClient
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.lobby import LobbyScreen as Lobby
from accessiplay.ui.screens.menu import MainMenu
from tests.online.test_lobby import HUMAN, TABLE
from tests.ui.conftest import Client

ESC = "\x1b[2J\x1b]0;owned\x07\u202e"
BAD_EVENT = "The server sent something this client cannot read."
WELCOME = {
    "v": 1,
    "type": "welcome",
    "client": 1,
    "version": 1,
    "games": [{"game": "sixteen", "min": 2, "max": 4, "levels": ["easy", "normal", "hard"]}],
}


class HostileServer:
    """A websocket server on 127.0.0.1 that welcomes the client, then sends what it is given."""

    def __init__(self, frames: list[str | bytes]):
        self.frames = frames
        self.server = serve(self._handler, "127.0.0.1", 0, max_size=None)
        self.port = self.server.socket.getsockname()[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def _handler(self, socket) -> None:
        socket.recv()  # the hello
        socket.send(json.dumps(WELCOME))
        for item in self.frames:
            socket.send(item)
        try:
            for _ in socket:
                pass
        except Exception:  # the client going away is no concern of this server
            return

    def stop(self) -> None:
        self.server.shutdown()
        self.thread.join(5)


@pytest.fixture
def play_against():
    """Connect a real client (real Link, English) to a hostile server sending `frames`."""
    servers: list[HostileServer] = []
    clients: list[OnlineClient] = []

    def start(frames: list[str | bytes], settle: float = 0.5) -> Client:
        server = HostileServer(frames)
        servers.append(server)
        client = Client("en", name="Ana")
        client.app.push(MainMenu(client.app))
        online = OnlineClient(client.app, f"127.0.0.1:{server.port}")
        clients.append(online)
        client.app.online = online
        client.app.pollers.append(online.poll)
        online.link.start()
        end = time.time() + settle
        while time.time() < end:
            client.app.run_due()
            time.sleep(0.02)
        client.online = online
        return client

    yield start
    for online in clients:
        online.close()
    for server in servers:
        server.stop()


def said(client: Client) -> str:
    """Everything the player heard, as one text."""
    return "\n".join(client.speaker.texts)


def frame(**fields) -> str:
    return json.dumps({"v": 1, **fields})


def keys_answer(client: Client) -> list[str]:
    """Walk the lobby and open a table's choices: every key still answers."""
    heard = []
    for key in ("down", "up", "down", "enter", "escape"):
        heard += client.press(key)
    return heard


def test_escape_sequences_in_names_chat_ids_and_error_arguments_are_never_said(play_against):
    """'escape sequences in names/chat': no ESC, BEL or bidi override reaches the speech or
    the screen, in a presence, a chat line, a private table's id or an error's argument."""
    client = play_against(
        [
            frame(type="presence", what="joined", name="Eve" + ESC),
            frame(type="chat", table="t", seat=1, name="Eve" + ESC, text="hi " + ESC + " there"),
            frame(type="error", id="online-error-bad-field", args={"field": "seat" + ESC}),
            frame(type="tables", tables=[dict(TABLE, seats=[dict(HUMAN, name="Bo" + ESC)])]),
        ]
    )
    text = said(client)
    for bad in ("\x1b", "\x07", "\u202e"):
        assert bad not in text
    assert "Eve sat down at the table." in text
    assert "Eve says: hi there" in text
    assert "That request's seat field is not valid." in text
    keys = keys_answer(client)
    assert any("Bo" in line for line in keys) and not any("\x1b" in line for line in keys)


@pytest.mark.parametrize(
    "bad",
    [
        # An argument named like Msg.of's own parameter used to raise TypeError.
        {"type": "error", "id": "online-error-bad-field", "args": {"id": "x", "field": "seat"}},
        # A message id no locale has used to raise MissingMessage.
        {"type": "error", "id": "no-such-message"},
        {"type": "error", "id": "online-error-illegal", "detail": "sixteen-illegal-nonsense"},
    ],
    ids=["args-named-id", "unknown-id", "unknown-detail"],
)
def test_an_error_frame_naming_any_message_is_said_as_the_protocols_own(play_against, bad):
    """A server cannot make the client say (or fail on) a message the protocol does not name:
    an unknown id is heard as the server's internal error, an unknown detail is left out."""
    client = play_against([frame(**bad)])
    text = said(client)
    if bad["id"] == "online-error-bad-field":
        assert "That request's seat field is not valid." in text
    elif "detail" in bad:
        assert text.endswith("Lobby.\nThat move is not allowed.")
    else:
        assert "The server could not handle that request; nothing changed." in text
    assert isinstance(client.app.top(), Lobby)
    assert keys_answer(client)


@pytest.mark.parametrize(
    "bad",
    [
        {"type": "tables", "tables": 5},
        {"type": "tables", "tables": [dict(TABLE, seats=5)]},
        {"type": "tables", "tables": [dict(TABLE, free="all")]},
        {"type": "tables", "tables": [dict(TABLE, seats=[{"kind": "bot", "level": "god"}])]},
        {"type": "welcome", "games": 5},
        {"type": "welcome", "games": [{"game": "sixteen", "min": "a", "levels": ["god"]}]},
    ],
    ids=["tables-int", "seats-int", "free-str", "unknown-level", "games-int", "game-fields"],
)
def test_lists_of_the_wrong_shape_leave_the_lobby_working(play_against, bad):
    """A list of tables or games the lobby cannot read is left out: no key fails on it later."""
    client = play_against([frame(**bad), frame(type="tables", tables=[TABLE])])
    assert isinstance(client.app.top(), Lobby)
    heard = keys_answer(client)
    assert any("Sixteen: 1 free seat of 2; Ana" in line for line in heard), heard
    assert client.press("escape")


def update(**fields) -> str:
    """An update for seat 0 of table abcdefgh1234 (the one the client asked to join)."""
    base = {
        "type": "update",
        "table": "abcdefgh1234",
        "seat": 0,
        "turn": 0,
        "view": {"game": "sixteen"},
        "steps": [],
        "acting": [0],
        "legal": [],
        "names": ["Ana", "Bo"],
        "seats": [HUMAN, HUMAN],
        "started": True,
        "over": False,
    }
    return frame(**{**base, **fields})


@pytest.mark.parametrize(
    "bad",
    [
        update(),  # a view with none of the game's fields
        update(view=[1, 2]),
        update(steps=[{"seat": 1, "events": [{"t": "NoSuchEvent"}]}]),
        update(legal=[{"t": "Launch", "missiles": 3}]),
        update().replace('"turn": 0', '"turn": 1e400'),  # valid JSON, read as infinity
        "{" * 5000,
        b"\x00\x01binary",
        update(junk="x" * 3_000_000, view=None),
        frame(type="chat", text="x" * 9_000_000),
    ],
    ids=[
        "empty-view",
        "list-view",
        "unknown-event",
        "unknown-action",
        "turn-1e400",
        "not-json",
        "binary",
        "3MB-update",
        "9MB-chat",
    ],
)
def test_a_table_the_client_cannot_read_is_said_and_the_lobby_stays(play_against, bad):
    """Malformed, unknown, wrong-shaped or huge frames: 'The server sent something this client
    cannot read' (or the server is said lost and tried again), the lobby keeps the keyboard."""
    client = play_against([], settle=0.2)
    client.online.joining = "abcdefgh1234"
    server = HostileServer([bad])
    client.online.close()
    online = OnlineClient(client.app, f"127.0.0.1:{server.port}")
    online.joining = "abcdefgh1234"
    client.app.pollers.append(online.poll)
    online.link.start()
    try:
        end = time.time() + 5
        while time.time() < end and not (BAD_EVENT in said(client) or "Lost the" in said(client)):
            client.app.run_due()
            time.sleep(0.02)
            online.joining = "abcdefgh1234"
        text = said(client)
        assert BAD_EVENT in text or "Lost the server" in text, text
        assert not isinstance(client.app.top(), GameScreen)
        assert "\x1b" not in text
        assert client.press("down")
    finally:
        online.close()
        server.stop()


def test_seats_the_client_never_asked_for_are_not_kept(play_against, home):
    """A hostile server sends `seated` for 300 tables nobody joined: the client keeps none of
    their tokens (online-seats.json was rewritten, fsync and all, once per frame, for ever)."""
    from accessiplay.online.seat_tokens import FILE, SeatTokens

    frames = [
        frame(type="seated", table=f"t{n}", seat=0, token="A" * 24, back=False) for n in range(300)
    ]
    client = play_against(frames, settle=1.5)
    assert SeatTokens().kept(client.online.address) == {}
    assert not (home / "data" / FILE).exists()


def test_back_at_a_table_nobody_joined_is_not_said(play_against):
    """A hostile server sends `seated` with `"back": true` into the lobby: the player heard
    "Back at the table." with no table to be back at (session 26's leftover), and the client
    took that table for the one it was joining, so its next update would open a game screen."""
    frames = [frame(type="seated", table="t1", seat=0, token="A" * 24, back=True)]
    client = play_against(frames)
    assert "Back at the table" not in said(client)
    assert client.online.joining is None
    assert not isinstance(client.app.top(), GameScreen)
