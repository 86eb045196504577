"""Where the server keeps its tables: one small interface, SQLite behind it today.

A table is its metadata (game, options, seed, seats with names and token hashes, privacy,
`bot_after`) and its record's actions, one row per action, written as each is applied. The
server rebuilds every table from these after a restart: replaying the actions gives the
same state. When one process is outgrown a shared store (Redis) implements `TableStore`.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import sqlite3
from pathlib import Path
from typing import Any, Protocol

log = logging.getLogger("accessiplay.online")

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    meta TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""


@dataclasses.dataclass
class StoredTable:
    """A table as the store gives it back: its metadata and its actions in order."""

    id: str
    meta: dict[str, Any]
    actions: list[tuple[int, dict[str, Any]]]


class TableStore(Protocol):
    """What the server needs from a store: save a table, add an action, read everything back."""

    def save_table(self, table_id: str, meta: dict[str, Any]) -> None:
        """Create or replace a table's metadata."""

    def add_action(self, table_id: str, n: int, seat: int, action: dict[str, Any]) -> None:
        """Keep the `n`th action of a table (0 first), durably before returning."""

    def load_tables(self) -> list[StoredTable]:
        """Every table kept, with its actions in order."""

    def close(self) -> None:
        """Release the store."""


def _json(text: object) -> Any:
    """A stored JSON text, or None when the row was damaged (edited, cut short)."""
    if not isinstance(text, (str, bytes)):
        return None
    try:
        return json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None


class SqliteStore:
    """The tables in one SQLite file, in write-ahead-log mode.

    WAL with synchronous=NORMAL keeps every committed action through a killed process
    (SIGKILL); only a power cut may lose the last few, which a game survives.
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def save_table(self, table_id: str, meta: dict[str, Any]) -> None:
        """Create or replace a table's metadata."""
        self.db.execute(
            "INSERT INTO tables (id, meta) VALUES (?, ?) "
            "ON CONFLICT(id) DO UPDATE SET meta = excluded.meta",
            (table_id, json.dumps(meta, separators=(",", ":"))),
        )

    def add_action(self, table_id: str, n: int, seat: int, action: dict[str, Any]) -> None:
        """Keep one action (each statement commits by itself: autocommit mode)."""
        self.db.execute(
            "INSERT OR REPLACE INTO actions (table_id, n, seat, action) VALUES (?, ?, ?, ?)",
            (table_id, n, seat, json.dumps(action, separators=(",", ":"))),
        )

    def load_tables(self) -> list[StoredTable]:
        """Every table and its actions, in the order they were created and played."""
        tables: dict[str, StoredTable] = {}
        for table_id, meta in self.db.execute("SELECT id, meta FROM tables ORDER BY rowid"):
            found = _json(meta)
            if isinstance(found, dict):
                tables[table_id] = StoredTable(table_id, found, [])
            else:
                log.error("table %s: its stored metadata is damaged; left out", table_id)
        for table_id, seat, action in self.db.execute(
            "SELECT table_id, seat, action FROM actions ORDER BY table_id, n"
        ):
            if table_id in tables:
                # A damaged action is kept as it is read: the table's replay then refuses it,
                # and that one table is left out, never the whole server.
                tables[table_id].actions.append((seat, _json(action)))
        return list(tables.values())

    def close(self) -> None:
        """Close the database (every write is already committed)."""
        self.db.close()
