"""Play-test: 'every player without a name joins as "Player 1" in their own language, so a
table heard "Joueur 1 y Jugador 1".' A player with no name says none; each client names that
seat by its number, in its own listener's language, against a real `accessiplay serve`."""

from __future__ import annotations

import time

from accessiplay.online.testing import ServerProcess
from accessiplay.ui import online
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.menu import MainMenu
from tests.online.test_client_real_server import address
from tests.ui.conftest import Client


def nameless(lang: str) -> Client:
    """A client in `lang` whose player gave no name, at the main menu."""
    client = Client(lang)
    client.app.push(MainMenu(client.app))
    return client


def tick_both(clients: list[Client], done, limit: float = 20.0) -> None:
    """Let both clients take what the server sent until `done()`."""
    end = time.time() + limit
    while time.time() < end:
        for client in clients:
            client.app.run_due()
            client.app.settle()
        if done():
            return
        time.sleep(0.02)
    raise AssertionError("never done:\n" + "\n".join(clients[-1].speaker.texts[-20:]))


def test_two_nameless_players_are_named_by_seat_in_each_listeners_language(tmp_path, monkeypatch):
    """The Spanish creator is 'Jugador 1' and hears the French joiner as 'Jugador 2'; the French
    joiner hears 'Joueur 1' and is 'Joueur 2'. Nobody is 'Player 1' twice."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    spanish, french = nameless("es"), nameless("fr")
    server = ServerProcess(tmp_path / "data").start()
    try:
        creator = online.connect(spanish.app, address(server))
        tick_both([spanish], lambda: spanish.top.title_id == "lobby-title")
        seats = [{"kind": "human"}, {"kind": "human"}]
        creator.create("sixty-one", seats, private=False, bot_after=None)
        tick_both([spanish], lambda: isinstance(spanish.top, GameScreen))
        table = spanish.top.session.table
        joiner = online.connect(french.app, address(server))
        tick_both(
            [spanish, french],
            lambda: french.top.title_id == "lobby-title" and len(french.top.items()) > 1,
        )
        listed = french.top.items()[1:]
        heard_in_lobby = french.app.announcer.tr(listed[0])
        joiner.join(table, 1)  # both clients share one home here, and its kept seat 0
        tick_both(
            [spanish, french],
            lambda: (
                isinstance(french.top, GameScreen)
                and spanish.app.online.session.names[1] != "Puesto 2, libre"
            ),
        )
        names = {c: c.app.online.session.names for c in (spanish, french)}
    finally:
        server.stop()
        for client in (spanish, french):
            if client.app.online is not None:
                client.app.online.close()
    assert "Joueur 1" in heard_in_lobby and "Player" not in heard_in_lobby
    assert names[spanish] == ["Jugador 1", "Jugador 2"]
    assert names[french] == ["Joueur 1", "Joueur 2"]
    said_fr, said_es = french.said(), spanish.said()
    assert "Joueur 1" in said_fr and "Jugador" not in said_fr and "Player" not in said_fr
    assert "Jugador 2" in said_es, said_es
    assert "Joueur" not in said_es and "Player" not in said_es
