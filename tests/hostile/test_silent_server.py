"""A server that takes the websocket but never welcomes the hello: another program's websocket
on that port, or an accessiplay server that is stuck. The player heard 'Connecting to …' and
then nothing, for ever; now, after 15 seconds, they hear that something answers there but not
as an accessiplay server, in their language, and the client keeps waiting (a late welcome
still opens the lobby).
"""

from __future__ import annotations

import json
import threading
import time

import pytest
from websockets.sync.server import serve

from accessiplay.online.testing import ServerProcess
from accessiplay.ui.online_client import OnlineClient
from accessiplay.ui.online_hello import WELCOME_WAIT
from accessiplay.ui.screens.menu import MainMenu
from tests.ui.conftest import Client

WELCOME = {"v": 1, "type": "welcome", "client": 1, "version": 1, "games": []}


class SilentServer:
    """A websocket server on 127.0.0.1 that reads the hello and answers only when told to."""

    def __init__(self) -> None:
        self.welcome = threading.Event()
        self.server = serve(self._handler, "127.0.0.1", 0)
        self.port = self.server.socket.getsockname()[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def _handler(self, socket) -> None:
        socket.recv()  # the hello, never answered until the test says so
        self.welcome.wait(30)
        try:
            socket.send(json.dumps(WELCOME))
            for _ in socket:
                pass
        except Exception:  # the client going away is no concern of this server
            return

    def stop(self) -> None:
        self.welcome.set()
        self.server.shutdown()
        self.thread.join(5)


@pytest.fixture
def silent():
    server = SilentServer()
    yield server
    server.stop()


def _connect(lang: str, port: int) -> tuple[Client, OnlineClient]:
    """A client at the main menu, connected (the websocket open) to the silent server."""
    client = Client(lang)
    client.app.push(MainMenu(client.app))
    online = OnlineClient(client.app, f"127.0.0.1:{port}")
    client.app.online = online
    client.app.pollers.append(online.poll)
    online.link.start()
    deadline = time.monotonic() + 20
    while online.hello.since is None and time.monotonic() < deadline:
        client.app.run_due()
        time.sleep(0.02)
    assert online.hello.since is not None, "the websocket opened"
    return client, online


def _wait(client: Client, seconds: float) -> list[str]:
    """Let `seconds` of the client's clock pass, ticking; what was said meanwhile."""
    start = len(client.speaker.texts)
    client.clock.advance(seconds)
    client.app.run_due()
    return client.speaker.texts[start:]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "127.0.0.1:{port} answers, but not as an accessiplay server: no welcome in 15 "
            "seconds. Still waiting; choose Play online again to give another address.",
        ),
        (
            "fr",
            "127.0.0.1:{port} répond, mais pas comme un serveur accessiplay\u00a0: aucun message "
            "d'accueil au bout de 15 secondes. L'attente continue\u00a0; choisissez de nouveau Jouer en ligne pour "
            "donner une autre adresse.",
        ),
        (
            "es",
            "127.0.0.1:{port} responde, pero no como un servidor de accessiplay: lleva 15 "
            "segundos sin dar la bienvenida. Se sigue esperando; vuelve a elegir Jugar en línea "
            "para dar otra dirección.",
        ),
    ],
)
def test_no_welcome_in_fifteen_seconds_is_said_once(silent, lang, words):
    """Nothing before 15 seconds, the reason at 15, nothing more after."""
    client, online = _connect(lang, silent.port)
    try:
        assert _wait(client, WELCOME_WAIT - 1) == []
        assert _wait(client, 1) == [words.format(port=silent.port)]
        assert _wait(client, 60) == []
        assert client.top.title_id == "ui-title-main-menu", "the keys still answer there"
    finally:
        online.close()


def test_a_late_welcome_still_opens_the_lobby(silent):
    """The client kept waiting: when the stuck server answers, the player is in."""
    client, online = _connect("en", silent.port)
    try:
        _wait(client, WELCOME_WAIT)
        silent.welcome.set()
        deadline = time.monotonic() + 20
        while not online.welcomed and time.monotonic() < deadline:
            client.app.run_due()
            time.sleep(0.02)
        assert client.speaker.texts[-2].startswith(f"Connected to 127.0.0.1:{silent.port}.")
    finally:
        online.close()


def test_a_wrong_password_is_said_once_and_the_connection_closed(tmp_path):
    """A real server with a password, the wrong one given: the player heard, every 11 seconds
    for ever, 'Say hello to the server first.', 'No server answers at …' and 'Wrong password
    for this server.' again. Now the refusal is said once and nothing is tried again."""
    server = ServerProcess(tmp_path / "data", "--password", "secret").start()
    client = Client("en")
    client.app.push(MainMenu(client.app))
    online = OnlineClient(client.app, f"127.0.0.1:{server.port}", "wrong")
    client.app.online = online
    client.app.pollers.append(online.poll)
    try:
        online.link.start()
        deadline = time.monotonic() + 25  # past the server's 10-second hello timeout
        while time.monotonic() < deadline:
            client.clock.advance(0.1)
            client.app.run_due()
            time.sleep(0.1)
    finally:
        online.close()
        server.stop()
    assert client.speaker.texts[1:] == [
        "Wrong password for this server. "
        "The connection is closed; choose Play online again to try again."
    ]
    assert online.link.closed and client.app.online is None
