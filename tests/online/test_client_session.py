"""The client's side of an online table, fed with frames a real server sent.

`frames/sixteen-seat1.jsonl` holds every frame seat 1 (Bruno) received in a whole two-player
Sixteen game recorded against `accessiplay serve`, both seats playing their first legal move;
seat 1 once sent a move for a turn long past (the server's `stale` error is in the record),
and said "gg" with a bell character in the chat at the end.
"""

from __future__ import annotations

import json
import queue
import random
from pathlib import Path

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.core.protocol import State
from accessiplay.online.client_session import RemoteSession
from accessiplay.online.client_state import RemoteState, Update, read_update
from accessiplay.online.fields import ProtocolError
from accessiplay.online.protocol import decode_game_action
from accessiplay.ui.online_client import OnlineClient
from accessiplay.ui.screens.game import GameScreen
from tests.ui.conftest import Client

FRAMES = [
    json.loads(line)
    for line in (Path(__file__).parent / "frames" / "sixteen-seat1.jsonl").read_text().splitlines()
]
UPDATES = [f for f in FRAMES if f["type"] == "update"]
SIXTEEN = get_game("sixteen")


class RecordedLink:
    """A link that sends nowhere: it keeps the frames the client sends."""

    def __init__(self):
        self.sent: list[dict] = []
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.connected = True

    def send(self, frame: dict) -> bool:
        self.sent.append(frame)
        return True

    def close(self) -> None:
        self.connected = False


def session_of(first: dict) -> tuple[RemoteSession, list[dict]]:
    """A session at the recorded table, sending into a list."""
    sent: list[dict] = []

    def send(frame: dict) -> bool:
        sent.append(frame)
        return True

    return RemoteSession(
        SIXTEEN, read_update(SIXTEEN, first), send, lambda n, info: f"Seat {n}"
    ), sent


def every_step() -> tuple[RemoteSession, list]:
    """The recorded game fed whole to a session, and every step it then gives, in order."""
    session, _ = session_of(UPDATES[0])
    for update in UPDATES[1:]:
        session.feed(read_update(SIXTEEN, update))
    taken = []
    while session.ready():
        step = session.auto_step()
        if step is not None:
            taken.append(step)
    return session, taken


def test_a_whole_recorded_game_is_taken_step_by_step_to_the_servers_end():
    """Every step the server sent is taken once, in order; the end and the scores are the
    server's: 'the same final scores on every client' (issue #9)."""
    session, taken = every_step()
    assert len(taken) == sum(len(u["steps"]) for u in UPDATES)
    assert session.finished()
    final = UPDATES[-1]["view"]
    assert [s.total for s in session.state.scores()] == [
        sum(item[1] for item in sheet) for sheet in final["scores"]
    ]
    assert session.state.winners() == tuple(final["winners"])


def test_only_the_seats_own_steps_are_marked_its_own():
    """The server names the action of the receiver's own steps only (docs/protocol.md)."""
    steps = [s for u in UPDATES for s in u["steps"]]
    own = [step.own for step in every_step()[1]]
    assert own == ["action" in s for s in steps]
    assert any(own) and not all(own)


def test_the_seat_is_asked_to_act_only_once_every_step_received_is_said():
    """A step waiting to be said comes before the seat's turn, as a bot's step does locally."""
    mine = next(i for i, u in enumerate(UPDATES) if u["legal"] and u["steps"])
    session, _ = session_of(UPDATES[0])
    for update in UPDATES[1 : mine + 1]:
        session.feed(read_update(SIXTEEN, update))
    while session.inbox:
        assert session.human_to_act() is None
        session.auto_step()
    while session.steps:
        assert session.human_to_act() is None
        session.auto_step()
    assert session.human_to_act() == 1


def test_a_move_is_sent_with_the_turn_it_answers_and_nothing_more_until_it_comes_back():
    """`act {table, turn, action}`: the turn is the last update's (a replay is refused)."""
    mine = next(u for u in UPDATES if u["legal"])
    session, sent = session_of(mine)
    action = decode_game_action(SIXTEEN, mine["legal"][0])
    assert session.play(1, action) is None
    assert sent == [
        {"type": "act", "table": mine["table"], "turn": mine["turn"], "action": mine["legal"][0]}
    ]
    assert session.awaiting and session.human_to_act() is None


def test_a_malformed_update_is_refused_whole():
    """An update whose events the game does not have is not half used."""
    broken = dict(UPDATES[3], steps=[{"seat": 0, "events": [{"t": "NoSuchEvent"}]}])
    with pytest.raises(ProtocolError):
        read_update(SIXTEEN, broken)
    with pytest.raises(ProtocolError):
        read_update(SIXTEEN, dict(UPDATES[3], view={"game": "lueurs"}))


GAMES = ["sixty-one", "lueurs", "fairy-lights", "sixteen", "linotte"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_chooser_offers_the_same_moves_from_a_view_as_from_the_whole_game(game_id):
    """'The same move chooser' (issue #9): from the view and legal actions alone, every step
    of every move is offered as the local game offers it (La Linotte's dice included)."""
    game = get_game(game_id)
    state = game.new_state(2)
    rng = random.Random(5)
    compared = 0
    for _ in range(400):
        if state.is_terminal():
            break
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        remote = RemoteState(game, _update_for(state, seat))
        stack: list[tuple] = [()]
        while stack and compared < 3000:
            prefix = stack.pop()
            assert remote.next_steps(seat, prefix) == state.next_steps(seat, prefix)
            assert remote.action_at(seat, prefix) == state.action_at(seat, prefix)
            compared += 1
            stack.extend((*prefix, option) for option in state.next_steps(seat, prefix))
        state.apply(seat, rng.choice(list(state.legal_actions(seat))))
    assert compared > 20


def _update_for(state: State, seat: int) -> Update:
    """What the server would send `seat` now (its view, its legal actions)."""
    view = json.loads(json.dumps(state.view(seat)))
    return Update(
        table="t",
        seat=seat,
        turn=0,
        view=view,
        steps=(),
        acting=frozenset(state.acting_seats()),
        legal=tuple(state.legal_actions(seat)),
        names=("Ana", "Bruno"),
        seats=({"kind": "human"}, {"kind": "human"}),
        started=True,
        over=False,
    )


# --- through the game screen, in French, as seat 1 ---------------------------------------------


@pytest.fixture
def make_client(tmp_path, monkeypatch):
    """Clients in any language with a home of their own (settings, seat tokens)."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    return Client


def online_client(make_client):
    """A French client whose connection is the recorded one: frames go in by hand."""
    client = make_client("fr")
    link = RecordedLink()
    online = OnlineClient(client.app, "127.0.0.1:8765", link=link)
    client.app.online = online
    online.welcomed = True
    online.joining = UPDATES[0]["table"]
    return client, online, link


def deliver(client, online, frame):
    """A frame from the server, then the ticks that follow."""
    online._frame(frame)
    client.app.run_due()
    client.app.settle()


def play_recorded(client, online, link) -> None:
    """Every recorded update delivered, Enter pressed at each of the seat's turns; each move
    sent answers the turn it was asked for."""
    for frame in UPDATES:
        deliver(client, online, frame)
        screen = client.app.stack[-1]
        presses = 0
        while isinstance(screen, GameScreen) and screen.my_turn() and presses < 12:
            client.press("enter")
            presses += 1
        if presses:
            assert link.sent[-1]["type"] == "act" and link.sent[-1]["turn"] == frame["turn"]


def test_f1_at_an_online_table_lists_the_chat_key_and_not_save(make_client):
    """Play-test: F1 lists only what works on that screen. Online F4 chat works; Ctrl+S does
    not (the server keeps the record)."""
    client, online, _ = online_client(make_client)
    deliver(client, online, UPDATES[0])
    assert isinstance(client.top, GameScreen)
    client.press("f1")
    lines = [client.app.announcer.tr(item) for item in client.top.items()]
    assert "F4\u00a0: écrire un message à toute la table, dans une partie en ligne" in lines
    assert not [line for line in lines if line.startswith("Ctrl+S")], lines


def test_the_recorded_game_plays_through_the_game_screen_in_french(make_client):
    """The same game screen as local play, fed by the server: each move Enter sends is the move
    the server applied; the server's refusal is said in French; the end is said once."""
    client, online, link = online_client(make_client)
    play_recorded(client, online, link)
    acts = [f["action"] for f in link.sent if f["type"] == "act"]
    own = [s["action"] for u in UPDATES for s in u["steps"] if "action" in s]
    assert acts == own
    said = client.said()
    assert "Fin de la partie." in said and said.count("Fin de la partie.") == 1
    assert said.startswith("Sixteen. À la table\u00a0: Ana et Bruno.")
    assert "À vous." in said  # one player at this keyboard: no name
    assert type(client.top).__name__ == "FinalScreen"


def test_a_refused_move_is_said_with_the_servers_reason_in_the_players_language(make_client):
    """'anything malformed gets an error frame (a message id...)': the client speaks the id."""
    client, online, _link = online_client(make_client)
    mine = next(u for u in UPDATES if u["legal"] and u["turn"] > 0)
    deliver(client, online, mine)
    screen = client.app.stack[-1]
    while screen.my_turn():
        client.press("enter")
    assert screen.sent
    deliver(client, online, {"v": 1, "type": "error", "id": "online-error-stale", "args": {}})
    assert "Ce coup arrive trop tard\u00a0: la partie a avancé." in client.said()
    assert not screen.sent and screen.my_turn()


def test_chat_is_said_with_its_cue_control_characters_stripped_and_kept_in_history(make_client):
    """Issue #9: 'Messages are spoken with their own cue, kept in the history ... control
    characters stripped.'"""
    client, online, _ = online_client(make_client)
    deliver(client, online, UPDATES[0])
    chat = next(f for f in FRAMES if f["type"] == "chat")
    deliver(client, online, dict(chat, text="gg\x07 \x1b[2JAna"))
    assert client.speaker.texts[-1] == "Bruno dit\u00a0: gg Ana"
    assert client.cues.played[-1] == "chat"
    assert client.app.announcer.history.tail(1) == ["Bruno dit\u00a0: gg Ana"]


def test_the_end_of_an_online_game_goes_back_to_the_lobby(make_client):
    """Play-test: after the last score, Enter left the server for the main menu with the
    connection still open; a Playroom player expects the lobby, its tables read again."""
    from accessiplay.ui.screens.lobby import LobbyScreen

    client, online, link = online_client(make_client)
    client.app.nav.open("lobby", online)
    lobby = client.top
    play_recorded(client, online, link)
    assert type(client.top).__name__ == "FinalScreen"
    assert client.speaker.texts[-1] == (
        "Scores finaux. Bas et Haut relisent les scores\u00a0; S, C et W relisent la partie "
        "comme avant\u00a0; Entrée ou Échap ramène au salon."
    )
    said = client.press("enter")
    assert client.top is lobby and isinstance(lobby, LobbyScreen)
    assert said == ["Salon."]
    assert link.sent[-1] == {"type": "list", "ref": 1}
    online._frame({"type": "tables", "ref": 1, "tables": []})
    assert client.speaker.texts[-1] == (
        "Aucune table ouverte pour l'instant\u00a0: créez-en une. Créer une table, 1 sur 1"
    )
    assert online.session is None and client.app.online is online
