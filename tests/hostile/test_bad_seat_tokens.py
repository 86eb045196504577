"""`online-seats.json` damaged, replaced or edited (attacker play-test, session 20).

docs/protocol.md: the seat token kept in the data folder is the only way back to a seat. The
file is read before the lobby says each table (every key there), so a file that cannot be read
must cost the kept seats, never the client: no hang, no crash, no impossible seat sent.
"""

from __future__ import annotations

import json
import os
import threading

import pytest

from accessiplay.online.seat_tokens import FILE, SeatTokens
from accessiplay.storage import data_dir

TOKEN = "a" * 20
SERVER = "127.0.0.1:8765"


def _tokens(content: bytes) -> SeatTokens:
    """The seat tokens of a data folder whose file holds `content`."""
    path = data_dir() / FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return SeatTokens()


@pytest.mark.parametrize(
    "content",
    [
        b"[" * 100_000,  # json raises RecursionError here, which the client did not expect
        b'{"s": ' * 3000 + b"1" + b"}" * 3000,
        b"\xff\xfe not text",
        b'{"127.0.0.1:8765": {"t1": {"seat": 1' + b"0" * 5000 + b', "token": "x"}}}',
    ],
)
def test_a_damaged_file_keeps_no_seat_and_is_replaced_by_the_next(content):
    """Nothing kept, nothing raised; the next seat taken writes a good file in its place."""
    tokens = _tokens(content)
    assert tokens.kept(SERVER) == {}
    tokens.remember(SERVER, "t1", 0, TOKEN)
    assert tokens.kept(SERVER) == {"t1": (0, TOKEN)}


@pytest.mark.parametrize("seat", [-1, 8, 10**30, 1.0, True, "0"])
def test_a_seat_no_table_has_is_not_kept(seat):
    """Seats are 0 to 7 (protocol `join`): an edited seat would only be refused by the server,
    so it is left out like any malformed entry, and the good one beside it stays."""
    data = {SERVER: {"bad": {"seat": seat, "token": TOKEN}, "good": {"seat": 1, "token": TOKEN}}}
    tokens = _tokens(json.dumps(data).encode())
    assert tokens.kept(SERVER) == {"good": (1, TOKEN)}


def test_a_fifo_in_place_of_the_file_does_not_hang_the_lobby():
    """A named pipe nobody writes to blocked the first read for ever (the lobby froze)."""
    path = data_dir() / FILE
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    found: list[dict] = []
    reader = threading.Thread(target=lambda: found.append(SeatTokens().kept(SERVER)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    if reader.is_alive():  # let the stuck reader go before failing
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    assert found == [{}]


def test_tokens_of_tables_long_gone_are_harmless_and_forgotten_one_by_one():
    """Stale entries (other servers, tables closed since) stay out of this server's seats, and
    forgetting one table keeps every other entry as it was."""
    data = {
        SERVER: {f"gone{n}": {"seat": 0, "token": TOKEN} for n in range(500)},
        "other.example:1": {"t": {"seat": 2, "token": TOKEN}},
        "not a table map": [1, 2],
    }
    tokens = _tokens(json.dumps(data).encode())
    assert len(tokens.kept(SERVER)) == 500
    tokens.forget(SERVER, "gone7")
    assert "gone7" not in tokens.kept(SERVER) and len(tokens.kept(SERVER)) == 499
    assert tokens.kept("other.example:1") == {"t": (2, TOKEN)}
    assert tokens.kept("not a table map") == {}


@pytest.mark.parametrize(
    ("table", "seat", "token"),
    [
        ("x" * 5000, 0, TOKEN),  # a table id no server makes (1 to 32 letters, digits, - and _)
        ("../t", 0, TOKEN),
        ("t1", 99, TOKEN),
        ("t1", 0, "short"),
        ("t1", 0, "\x1b[2J" + TOKEN),
    ],
)
def test_a_seat_no_server_could_give_is_not_written(table, seat, token):
    """What a hostile server puts in a `seated` frame never reaches the file unchecked."""
    tokens = SeatTokens()
    tokens.remember(SERVER, table, seat, token)
    assert not tokens.path.exists()


def test_only_the_newest_seats_are_kept_per_server():
    """A server sending `seated` for table after table: the file keeps the newest 64 seats
    of that server, not a list growing with every frame (it is read on each lobby key)."""
    tokens = SeatTokens()
    for n in range(200):
        tokens.remember(SERVER, f"t{n}", 0, TOKEN)
    tokens.remember("other:1", "mine", 1, TOKEN)
    kept = tokens.kept(SERVER)
    assert list(kept) == [f"t{n}" for n in range(136, 200)]
    assert tokens.kept("other:1") == {"mine": (1, TOKEN)}


def test_a_huge_file_is_damaged_not_read_on_every_lobby_key():
    """17 MB of seats (300,000 tables) took 2.5 s to read, and the lobby reads the file for
    each key: past 1 MB it is damaged, and the next seat kept replaces it."""
    tables = {f"t{n}": {"seat": 0, "token": TOKEN} for n in range(30_000)}
    tokens = _tokens(json.dumps({SERVER: tables}).encode())
    assert tokens.path.stat().st_size > 1024 * 1024
    assert tokens.kept(SERVER) == {}
    tokens.remember(SERVER, "mine", 1, TOKEN)
    assert tokens.kept(SERVER) == {"mine": (1, TOKEN)}
    assert tokens.path.stat().st_size < 200
