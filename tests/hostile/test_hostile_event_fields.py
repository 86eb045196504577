"""A hostile server's free text in the fields a client says, other than chat: a player's name
in a presence, a listed table or an update, a private table's id, an error's argument.

Session 30: chat lines were cut and cleaned, but those fields were said as sent: a name of
100,000 characters was read out whole, and a line break or a sentence in it ("Your turn.")
made it sound like a message of the game. Each is now cut as a name typed here is (40
characters, no control characters), and a table id that no server makes is not spelled.
"""

from __future__ import annotations

from tests.hostile.test_unasked_tables import SEATED, TABLE, UPDATE, in_the_lobby
from tests.online.test_lobby import HUMAN
from tests.online.test_lobby import TABLE as LISTED

# A name that pretends to be the game speaking, then goes on for 100,000 characters.
HOSTILE = "Eve\n\x07It is your turn. " + "Play now! " * 10_000
#: What is left of it once cut as a name is: 40 characters, the line break a space.
CUT = "Eve It is your turn. Play now! Play now!"
BAD_EVENT = "The server sent something this client cannot read."


def heard_after(client, before: int) -> list[str]:
    """What the player heard since `before` lines."""
    return client.speaker.texts[before:]


def test_a_presence_says_the_name_cut_as_a_name(home):
    """'Eve… sat down at the table.' with 40 characters of the name, never 100,000."""
    client, online, _ = in_the_lobby()
    before = len(client.speaker.texts)
    online._frame({"type": "presence", "what": "joined", "name": HOSTILE})
    assert heard_after(client, before) == [f"{CUT} sat down at the table."]


def test_a_presence_name_of_nothing_sayable_is_said_as_its_seat(home):
    """Only control and blank characters: the seat's own name, not an empty name."""
    client, online, _ = in_the_lobby()
    before = len(client.speaker.texts)
    online._frame({"type": "presence", "what": "joined", "name": "\x1b[2J\u2800\n", "seat": 1})
    assert heard_after(client, before) == ["Player 2 sat down at the table."]


def test_a_chat_line_names_its_speaker_cut_as_a_name(home):
    """The chat's own text was already cut to 300; its speaker's name is cut like any name."""
    client, online, _ = in_the_lobby()
    before = len(client.speaker.texts)
    online._frame({"type": "chat", "table": TABLE, "seat": 1, "name": HOSTILE, "text": "hi"})
    assert heard_after(client, before) == [f"{CUT} says: hi"]


def test_a_listed_table_says_its_players_names_cut_as_names(home):
    """The lobby reads each table's players: 'Sixteen: 1 free seat of 2; Eve It is…'."""
    client, online, _ = in_the_lobby()
    seats = [dict(HUMAN, name=HOSTILE), dict(HUMAN, name=None, connected=False)]
    online._frame({"type": "tables", "ref": 1, "tables": [dict(LISTED, seats=seats)]})
    assert client.press("down") == [
        f"Sixteen: 1 free seat of 2; {CUT}; waiting for players, 2 of 2"
    ]


def test_a_listed_table_whose_id_no_server_makes_is_left_out(home):
    """An id of 100,000 letters, or one with spaces, is no table to join: not listed."""
    client, online, _ = in_the_lobby()
    tables = [dict(LISTED, table="x" * 100_000), dict(LISTED, table="Your turn"), LISTED]
    online._frame({"type": "tables", "ref": 1, "tables": tables})
    assert client.speaker.texts[-1] == "1 table. Create a table, 1 of 2"
    assert [t["table"] for t in online.tables] == [LISTED["table"]]


def test_a_private_table_id_no_server_makes_is_not_spelled(home):
    """A private table's id is spelled for the creator to pass on: one of 100,000 letters
    would be spelled for hours. It is said as a frame this client cannot read."""
    client, online, _ = in_the_lobby()
    online.create("sixteen", [{"kind": "human"}, {"kind": "human"}], True, None)
    before = len(client.speaker.texts)
    online._frame({"type": "created", "table": "A" * 100_000})
    assert heard_after(client, before) == [BAD_EVENT]
    assert online.joining is None and not online.creating


def test_a_private_table_id_a_server_makes_is_still_spelled(home):
    """The fix refuses only what no server makes: a real id is spelled as before."""
    client, online, _ = in_the_lobby()
    online.create("sixteen", [{"kind": "human"}, {"kind": "human"}], True, None)
    before = len(client.speaker.texts)
    online._frame({"type": "created", "table": "ab-1_Z"})
    assert heard_after(client, before) == [
        "Private table made. Its id, to give to your friends: a b - 1 _ Z."
    ]


def test_an_error_argument_is_cut_as_a_name(home):
    """'That request's … field is not valid.' with 40 characters of the field, not 100,000;
    an argument that is neither a number nor text is left out."""
    client, online, _ = in_the_lobby()
    before = len(client.speaker.texts)
    online._frame(
        {"type": "error", "id": "online-error-bad-field", "args": {"field": HOSTILE, "x": [1]}}
    )
    assert heard_after(client, before) == [f"That request's {CUT} field is not valid."]


def test_an_update_names_its_players_cut_as_names(home):
    """A seat's name is said at every move: cut as a name; one of nothing sayable is said as
    a seat the server sent no name for ('Seat 2, free')."""
    client, online, _ = in_the_lobby()
    online.join(TABLE)
    online._frame(SEATED)
    before = len(client.speaker.texts)
    online._frame(dict(UPDATE, names=[HOSTILE, "\x07\u3164"]))
    assert online.session is not None
    assert online.session.names == [CUT, "Seat 2, free"]
    heard = "\n".join(heard_after(client, before))
    assert "Play now! Play now! Play" not in heard
    assert CUT in heard
