"""Ctrl+C or SIGTERM to `accessiplay serve` while a table's chance or bot is about to play.

Attacker play-test (#13 session): stopping the server just after a table was made printed
'table … stopped' and a traceback ('Cannot operate on a closed database', or 'cannot schedule
new futures after shutdown'): the step already due ran once more after the store had closed.
Nothing was lost (that move was not stored, so it is played again after a restart), but the
operator read a crash. Now the tables' tasks are cancelled before the store closes.
"""

from __future__ import annotations

import asyncio
import logging

from accessiplay.core import get_game
from accessiplay.online.server import Server
from accessiplay.online.store import SqliteStore
from accessiplay.online.tables import Table

SEATS = [{"kind": "human", "level": None}, {"kind": "bot", "level": "easy"}]


def test_a_table_due_to_play_when_the_server_stops_takes_no_further_step(tmp_path, caplog):
    """The dice of round 1 are due when the server closes: nothing is logged, nothing stored
    after the close, and the table comes back once, at its start."""
    path = tmp_path / "tables.sqlite3"

    async def stop_with_a_step_due() -> int:
        server = Server(SqliteStore(path), tmp_path / "scratch.json")
        table = Table.create(
            "t1",
            get_game("sixty-one"),
            SEATS,
            {},
            private=False,
            bot_after=None,
            scratch=tmp_path / "scratch.json",
        )
        table.sit(1, "Ana", None, None)  # the table starts: round 1's dice are next
        server.tables[table.id], server.locks[table.id] = table, asyncio.Lock()
        server.store.save_table(table.id, table.meta())
        server._kick(table)  # the dice are due: a step is scheduled
        server.close()  # Ctrl+C before the loop runs it
        await asyncio.sleep(0.2)
        return table.turn

    with caplog.at_level(logging.WARNING, logger="accessiplay.online"):
        assert asyncio.run(stop_with_a_step_due()) == 0
    assert caplog.records == []
    store = SqliteStore(path)
    (stored,) = store.load_tables()
    store.close()
    assert (stored.id, stored.actions) == ("t1", [])
