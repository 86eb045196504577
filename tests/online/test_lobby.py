"""The lobby read like any list, a table's choices, and a new table's form, by keys."""

from __future__ import annotations

import queue

import pytest

from accessiplay.ui.online_client import OnlineClient
from accessiplay.ui.screens.menu import MainMenu
from tests.ui.conftest import Client

GAMES = [
    {"game": "sixty-one", "min": 1, "max": 6, "levels": ["easy", "normal", "hard"]},
    {"game": "sixteen", "min": 2, "max": 4, "levels": ["easy", "normal", "hard"]},
]
HUMAN = {"kind": "human", "level": None, "connected": True, "standin": False}
TABLE = {
    "table": "abcdefgh1234",
    "game": "sixteen",
    "private": False,
    "seats": [dict(HUMAN, name="Ana"), dict(HUMAN, name=None, connected=False)],
    "free": [1],
    "started": False,
    "over": False,
    "spectators": 0,
}
PLAYING = dict(
    TABLE,
    table="zyxwvuts9876",
    seats=[dict(HUMAN, name="Bea"), {"kind": "bot", "level": "hard", "name": None}],
    free=[],
    started=True,
)


class RecordedLink:
    """A link that keeps what the client sends."""

    def __init__(self):
        self.sent: list[dict] = []
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()

    def send(self, frame: dict) -> bool:
        self.sent.append(frame)
        return True

    def close(self) -> None:
        pass


@pytest.fixture
def lobby(tmp_path, monkeypatch):
    """A Spanish player in the lobby of a server that has welcomed them."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    client = Client("es", name="Bruno")
    client.app.push(MainMenu(client.app))
    link = RecordedLink()
    online = OnlineClient(client.app, "example.org:8765", link=link)
    client.app.online = online
    client.app.pollers.append(online.poll)
    online._frame({"type": "welcome", "client": 1, "version": 1, "games": GAMES})
    return client, online, link


def test_the_lobby_reads_each_table_game_free_seats_players_and_state(lobby):
    """Issue #9: 'a lobby read like any list (game, free seats, players; open tables first)'."""
    client, online, _ = lobby
    online._frame({"type": "tables", "ref": 1, "tables": [TABLE, PLAYING]})
    assert client.speaker.texts[-1] == "2 mesas. Crear una mesa, 1 de 3"
    assert client.press("down") == [
        "Sixteen: un puesto libre de 2; Ana; esperando jugadores, 2 de 3"
    ]
    assert client.press("down") == [
        "Sixteen: los 2 puestos ocupados; Bea y bot difícil; en juego, 3 de 3"
    ]


def test_the_lobby_opening_says_the_list_once_when_it_comes(lobby):
    """Play-tested: the lobby said "Create a table" on opening and again with the list a moment
    later. Now: connected, the title, then the list once with its first item."""
    client, online, _ = lobby
    opened = list(client.speaker.texts)
    online._frame({"type": "tables", "ref": 1, "tables": [TABLE]})
    assert opened[-2:] == ["Conectado a example.org:8765.", "Sala."]
    assert client.speaker.texts[len(opened) :] == ["Una mesa. Crear una mesa, 1 de 2"]
    assert client.press("down") == [
        "Sixteen: un puesto libre de 2; Ana; esperando jugadores, 2 de 2"
    ]


def test_an_unchanged_list_is_not_said_again_a_changed_one_is(lobby):
    """The lobby asks the server again by itself; only news is spoken."""
    client, online, link = lobby
    online._frame({"type": "tables", "ref": 1, "tables": [TABLE]})
    before = len(client.speaker.texts)
    client.clock.advance(10)
    client.app.run_due()
    assert link.sent[-1] == {"type": "list"}
    online._frame({"type": "tables", "tables": [TABLE]})
    assert len(client.speaker.texts) == before
    online._frame({"type": "tables", "tables": [TABLE, PLAYING]})
    assert client.speaker.texts[-1] == "2 mesas. Crear una mesa, 1 de 3"


def test_a_kept_seat_is_marked_and_taken_back_with_its_token(lobby):
    """Issue #9: 'the token is kept so a closed terminal can come back'."""
    client, online, link = lobby
    online.tokens.remember("example.org:8765", TABLE["table"], 1, "T" * 32)
    online._frame({"type": "tables", "ref": 1, "tables": [TABLE]})
    said = client.press("down")
    assert said == [
        "Sixteen: un puesto libre de 2; Ana; esperando jugadores; tu puesto te espera, 2 de 2"
    ]
    assert client.press("enter")[-1] == "Mesa. Recuperar tu puesto, el puesto 2, 1 de 2"
    client.press("enter")
    assert link.sent[-1] == {"type": "join", "table": TABLE["table"], "seat": 1, "token": "T" * 32}


def test_a_new_table_is_asked_for_with_the_seats_the_form_shows(lobby):
    """'create a table (game, seats human or bot with level, private or open, the bot-after
    delay)': the frame says what the player heard."""
    client, online, link = lobby
    online._frame({"type": "tables", "ref": 1, "tables": []})
    client.press("enter")
    assert client.press("right")[-1] == "Juego: Sixteen, 1 de 7"
    client.press("down", "right")  # three players
    client.press("down", "down", "right", "right")  # seat 2: a normal bot
    assert client.speaker.texts[-1] == "Puesto 2: bot normal, 4 de 8"
    client.press("down", "down", "right")  # seat 3 left to a player who joins; private
    client.press("down", "right", "right")  # bot after 60 seconds
    assert (
        client.speaker.texts[-1] == "Un bot juega por un jugador ausente: tras 60 segundos, 7 de 8"
    )
    client.press("end", "enter")
    assert link.sent[-1] == {
        "type": "create",
        "game": "sixteen",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "normal"}, {"kind": "human"}],
        "private": True,
        "bot_after": 60,
    }


class HeldTable:
    """The table the player was seated at when the connection dropped (what a rejoin needs of
    the remote session: its id, and nothing waiting for an answer)."""

    table = TABLE["table"]
    awaiting = False

    def resync(self) -> None:
        """Nothing to catch up on in this test."""


def test_a_seat_still_held_for_the_dropped_connection_is_asked_again(lobby):
    """Attacker: 'a quick reconnect after a network drop loses the seat': the server still
    held it for the dead connection, the rejoin heard 'Someone is already sitting there.' and
    nothing tried again. Now it is said once and asked again every few seconds."""
    client, online, link = lobby
    online.tokens.remember("example.org:8765", TABLE["table"], 1, "T" * 32)
    online.session, online.seat = HeldTable(), 1  # type: ignore[assignment]
    online._frame({"type": "welcome", "client": 1, "version": 1, "games": GAMES})
    rejoin = {"type": "join", "table": TABLE["table"], "seat": 1, "token": "T" * 32}
    assert link.sent[-1] == rejoin
    taken = {"type": "error", "id": "online-error-seat-taken", "args": {}}
    online._frame(taken)
    assert client.speaker.texts[-2:] == [
        "Conexión recuperada.",
        "El servidor aún guarda tu puesto para la conexión que se ha cortado; nuevo intento "
        "dentro de unos segundos.",
    ]
    sent = len(link.sent)
    client.clock.advance(3)
    client.app.run_due()
    assert link.sent[sent:] == [rejoin]
    heard = len(client.speaker.texts)
    online._frame(taken)  # still held: asked again, not said again
    client.clock.advance(3)
    client.app.run_due()
    assert link.sent[-1] == rejoin and len(client.speaker.texts) == heard
    online._frame(
        {"type": "seated", "table": TABLE["table"], "seat": 1, "token": "T" * 32, "back": True}
    )
    assert client.speaker.texts[-1] == "De vuelta en la mesa."
    assert online.rejoin_tries == 0


def test_a_seat_taken_for_good_is_said_after_the_last_try(lobby):
    """Someone else truly sits there (the token leaked, or another device of the player's):
    after the last try the player hears who holds it, as before."""
    client, online, _ = lobby
    online.session, online.seat = HeldTable(), 1  # type: ignore[assignment]
    online.joining = TABLE["table"]
    taken = {"type": "error", "id": "online-error-seat-taken", "args": {}}
    for _ in range(10):
        online._frame(taken)
        client.clock.advance(3)
        client.app.run_due()
    online._frame(taken)
    assert client.speaker.texts[-1] == "Ya hay alguien sentado ahí."
    assert online.joining is None
