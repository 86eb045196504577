"""The seat-still-held retry when the network flaps: the connection drops again while a
rejoin waits its turn.

Attacker (#13 session's rejoin retry): after 'The server still holds your seat…' the retry was
due in 3 s whatever happened meanwhile. Dropped again, the player heard "Not connected to the
server." from a retry that could not be sent; back again, the welcome sent the join, and the
retry still due sent a second one, which the server refused ("already seated"), said as an
error right after "Back at the table."
"""

from __future__ import annotations

from tests.online.test_lobby import TABLE, HeldTable, lobby  # noqa: F401 (a fixture)

TAKEN = {"type": "error", "id": "online-error-seat-taken", "args": {}}
WELCOME = {"type": "welcome", "client": 2, "version": 1, "games": []}
REJOIN = {"type": "join", "table": TABLE["table"], "seat": 1, "token": "T" * 32}
SEATED = {"type": "seated", "table": TABLE["table"], "seat": 1, "token": "T" * 32, "back": True}


def joins(sent: list[dict]) -> list[dict]:
    """The join requests among what was sent (the lobby's list requests left out)."""
    return [frame for frame in sent if frame["type"] == "join"]


def held(lobby):  # noqa: F811
    """Seated at a table whose seat the server still holds for the dropped connection."""
    client, online, link = lobby
    online.tokens.remember("example.org:8765", TABLE["table"], 1, "T" * 32)
    online.session, online.seat = HeldTable(), 1
    online._frame(WELCOME)
    online._frame(TAKEN)
    assert client.speaker.texts[-1].startswith("El servidor aún guarda tu puesto")
    return client, online, link


def test_a_drop_while_the_retry_waits_says_only_that_the_server_is_lost(lobby):  # noqa: F811
    client, _, link = held(lobby)
    link.send = lambda frame: False  # the connection is down
    link.inbox.put(("lost", 2.0))
    client.clock.advance(1)
    client.app.run_due()
    heard = len(client.speaker.texts)
    client.clock.advance(5)
    client.app.run_due()
    assert client.speaker.texts[heard:] == []


def test_back_at_the_table_is_the_last_word_and_one_join_is_sent(lobby):  # noqa: F811
    client, online, link = held(lobby)
    link.inbox.put(("lost", 2.0))
    client.app.run_due()
    sent = len(link.sent)
    link.inbox.put(("frame", WELCOME))
    client.app.run_due()
    assert joins(link.sent[sent:]) == [REJOIN]
    online._frame(SEATED)
    assert client.speaker.texts[-1] == "De vuelta en la mesa."
    client.clock.advance(5)
    client.app.run_due()
    assert joins(link.sent[sent:]) == [REJOIN]
    assert client.speaker.texts[-1] == "De vuelta en la mesa."
