"""The client's code against a real `accessiplay serve` (a subprocess on 127.0.0.1, stopped by
its pid) and scripted websocket players: a whole game, and a server that dies mid-game."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest

from accessiplay.online.testing import ServerProcess
from accessiplay.ui import online
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.menu import MainMenu
from tests.ui.conftest import Client


class ScriptedPlayer:
    """A websocket player in a thread: joins a table's seat and plays its first legal move."""

    def __init__(self, url: str, name: str):
        self.url = url
        self.name = name
        self.frames: list[dict] = []
        self.table: str | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._play()), daemon=True)

    def join(self, table: str) -> None:
        self.table = table
        self.thread.start()

    async def _play(self) -> None:
        from websockets.asyncio.client import connect

        async with connect(self.url, max_size=None) as socket:
            await socket.send(json.dumps({"v": 1, "type": "hello", "name": self.name}))
            await socket.send(json.dumps({"v": 1, "type": "join", "table": self.table}))
            legal: list = []
            async for message in socket:
                frame = json.loads(message)
                self.frames.append(frame)
                if frame["type"] == "update" and frame["over"]:
                    break
                if frame["type"] == "update":
                    legal = legal if frame.get("legal_kept") else frame["legal"]
                if frame["type"] == "update" and legal:
                    act = {"table": self.table, "turn": frame["turn"], "action": legal[0]}
                    await socket.send(json.dumps({"v": 1, "type": "act", **act}))
            if self.frames and self.frames[-1].get("over"):
                chat = {"v": 1, "type": "chat", "table": self.table, "text": "gg"}
                await socket.send(json.dumps(chat))
                await asyncio.sleep(0.3)
        self.done.set()


def tick_until(client: Client, done, limit: float = 60.0) -> None:
    """Let the client take what the server sent (real time), pressing Enter on its turns."""
    end = time.time() + limit
    while time.time() < end:
        client.app.run_due()
        client.app.settle()
        if done():
            return
        screen = client.app.top()
        if isinstance(screen, GameScreen) and screen.my_turn():
            client.press("enter")
        else:
            time.sleep(0.02)
    raise AssertionError("never done:\n" + "\n".join(client.speaker.texts[-20:]))


@pytest.fixture
def english(tmp_path, monkeypatch):
    """An English client named Ana, at the main menu, with a home of its own."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    client = Client("en", name="Ana")
    client.app.push(MainMenu(client.app))
    yield client
    if client.app.online is not None:
        client.app.online.close()


def address(server: ServerProcess) -> str:
    """HOST:PORT, as a player types it."""
    return f"127.0.0.1:{server.port}"


def create_sixteen(client: Client, server: ServerProcess, seats: list[dict]) -> str:
    """Connect, create a Sixteen table with these seats, and return its id once seated."""
    joined = online.connect(client.app, address(server))
    tick_until(client, lambda: client.top.title_id == "lobby-title", 20)
    joined.create("sixteen", seats, private=False, bot_after=None)
    tick_until(client, lambda: isinstance(client.top, GameScreen), 20)
    return client.top.session.table


def test_a_whole_game_against_a_scripted_player_and_a_bot_ends_the_same_for_both(tmp_path, english):
    """Issue #9: a full game 'with ... remote humans (scripted) and a bot ... ending with the
    same final scores on every client'."""
    server = ServerProcess(tmp_path / "data").start()
    try:
        seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "normal"}]
        table = create_sixteen(english, server, seats)
        bruno = ScriptedPlayer(server.url, "Bruno")
        bruno.join(table)
        tick_until(english, lambda: not isinstance(english.top, GameScreen), 120)
        assert bruno.done.wait(10)
        said = english.said()
        assert "Bruno sat down at the table." in said
        assert "Game over." in said
        final = [f for f in bruno.frames if f["type"] == "update"][-1]["view"]
        theirs = [sum(item[1] for item in sheet) for sheet in final["scores"]]
        session = english.app.online.session
        assert [sheet.total for sheet in session.state.scores()] == theirs
        tick_until(english, lambda: "Bruno says: gg" in english.said(), 10)
        assert english.cues.played.count("chat") == 1
    finally:
        server.stop()


def test_the_server_killed_mid_game_and_restarted_the_client_takes_its_seat_back(tmp_path, english):
    """Issue #9: 'A client that loses the server says so, retries with backoff, and takes its
    seat back with the token ("Back at the table")'; the server's SIGKILL and restart (its
    tables come back from SQLite) is the harshest loss there is."""
    server = ServerProcess(tmp_path / "data").start()
    seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
    try:
        create_sixteen(english, server, seats)
        for _ in range(3):  # a few moves, so the game is under way
            tick_until(english, lambda: english.top.my_turn(), 30)
            english.press("enter", "enter", "enter")
        port = server.port
        server.kill()
        tick_until(english, lambda: "Lost the server." in english.said(), 20)
        server.start(port)
        tick_until(english, lambda: "Back at the table." in english.said(), 30)
        said = english.said()
        assert said.index("Lost the server.") < said.index("Connected again.")
        assert said.index("Connected again.") < said.index("Back at the table.")
        tick_until(english, lambda: not isinstance(english.top, GameScreen), 120)
        assert "Game over." in english.said()
    finally:
        server.stop()


def test_a_spectator_hears_the_public_game_in_spanish_and_no_hand(tmp_path, english):
    """Issue #9: 'spectate'; 'Nothing ever sent to a seat contains what that seat may not
    know': a spectator hears public events only (docs/protocol.md)."""
    server = ServerProcess(tmp_path / "data").start()
    watcher = Client("es", name="Carmen")
    watcher.app.push(MainMenu(watcher.app))
    try:
        table = create_sixteen(english, server, [{"kind": "human"}, {"kind": "human"}])
        bruno = ScriptedPlayer(server.url, "Bruno")
        bruno.join(table)
        watching = online.connect(watcher.app, address(server))
        tick_until(watcher, lambda: watcher.top.title_id == "lobby-title", 20)
        watching.watch(table)
        tick_until(watcher, lambda: isinstance(watcher.top, GameScreen), 20)
        tick_until(english, lambda: not isinstance(english.top, GameScreen), 120)
        tick_until(watcher, lambda: "Fin de la partida." in watcher.said(), 20)
        heard = watcher.said()
        assert "Ana coloca" in heard and "Bruno coloca" in heard
        assert "Recibes" not in heard and "Te toca" not in heard
        assert "Carmen is watching." in english.said()
    finally:
        if watcher.app.online is not None:
            watcher.app.online.close()
        server.stop()


def test_q_leaves_the_table_the_others_are_told_and_the_seat_is_kept(tmp_path, english):
    """Q at an online table: the seat stays the player's, the others hear who left. The question
    says so too: "choose Resume in the main menu" (a local save) does not apply online."""
    server = ServerProcess(tmp_path / "data").start()
    try:
        table = create_sixteen(english, server, [{"kind": "human"}, {"kind": "human"}])
        bruno = ScriptedPlayer(server.url, "Bruno")
        bruno.join(table)
        tick_until(english, lambda: english.top.my_turn(), 30)
        asked = english.press("q")
        assert asked[0].startswith("Leave the table? Your seat stays yours")
        assert not any("Resume" in line for line in asked)
        said = english.press("y")
        assert any(line.startswith("You left the table. Your seat stays yours") for line in said)
        assert said[-1] == "Main menu. New game, 1 of 8"
        assert english.app.online is None
        deadline = time.time() + 10
        while time.time() < deadline and not any(
            f["type"] == "presence" and f["what"] == "left" for f in bruno.frames
        ):
            time.sleep(0.05)
        assert any(f["type"] == "presence" and f["what"] == "left" for f in bruno.frames)
    finally:
        server.stop()


def settle_for(client: Client, seconds: float, done=None) -> None:
    """Let the client take what the server sends for a while (or until `done`), pressing
    nothing: a key pressed on the player's turn would play the move the test listens for."""
    end = time.time() + seconds
    while time.time() < end:
        client.app.run_due()
        client.app.settle()
        if done is not None and done():
            return
        time.sleep(0.02)
    assert done is None, "never done:\n" + "\n".join(client.speaker.texts[-20:])


@pytest.mark.parametrize("game", ["sixteen", "linotte"])
def test_back_at_the_table_on_your_turn_the_question_is_said_again(tmp_path, english, game):
    """Play-test: the server restarted while it was the player's turn; the client said
    'Connected again. Back at the table.' and then nothing, so the player did not know the
    move was still theirs. Back at the table on their turn, the question is said again."""
    server = ServerProcess(tmp_path / "data").start()
    try:
        joined = online.connect(english.app, address(server))
        tick_until(english, lambda: english.top.title_id == "lobby-title", 20)
        seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
        joined.create(game, seats, private=False, bot_after=None)
        tick_until(english, lambda: isinstance(english.top, GameScreen), 20)
        tick_until(english, lambda: english.top.my_turn(), 30)
        settle_for(english, 0.5)
        question = english.press("f3")[-1]
        port = server.port
        server.kill()
        settle_for(english, 20, lambda: "Lost the server." in english.said())
        server.start(port)
        settle_for(english, 30, lambda: "Back at the table." in english.said())
        settle_for(english, 1.0)
        after = english.said().rsplit("Back at the table.", 1)[1]
        assert question in after
    finally:
        server.stop()
