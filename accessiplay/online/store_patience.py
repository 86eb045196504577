"""Writes the disk refused (full, or turned read-only) wait in memory and go first next time.

A full disk while serving stopped a table for good: its bots' task died on the failed write
('disk I/O error'), the players never had another update, and the operator read an English
traceback. Now play goes on from memory, the operator hears once in their language that the
tables are not being written, and every write waits, in order, for the next one to succeed.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from accessiplay.online.store import StoredTable, TableStore

#: What a refused write raises: SQLite's 'database or disk is full', 'disk I/O error',
#: 'attempt to write a readonly database', or the system's own.
REFUSED = (sqlite3.OperationalError, OSError)


class PatientStore:
    """A store whose writes never fail the table: those refused are kept and tried again."""

    def __init__(
        self, store: TableStore, failing: Callable[[], None], again: Callable[[], None]
    ) -> None:
        self.store = store
        self.failing, self.again = failing, again
        #: Writes not yet on disk, oldest first: a table's actions must stay in their order.
        self.waiting: list[tuple[Callable[..., None], tuple[Any, ...]]] = []
        #: Whether the disk refuses writes now (the operator was told).
        self.refused = False

    def save_table(self, table_id: str, meta: dict[str, Any]) -> None:
        """Create or replace a table's metadata, after whatever waits."""
        self._write(self.store.save_table, (table_id, meta))

    def add_action(self, table_id: str, n: int, seat: int, action: dict[str, Any]) -> None:
        """Keep one action, after whatever waits."""
        self._write(self.store.add_action, (table_id, n, seat, action))

    def load_tables(self) -> list[StoredTable]:
        """Every table kept (read at start, before any write could wait)."""
        return self.store.load_tables()

    def close(self) -> None:
        """One last try for what waits, then release the store."""
        if self.waiting:
            self._flush()
        self.store.close()

    def _write(self, write: Callable[..., None], args: tuple[Any, ...]) -> None:
        """Queue a write and send everything queued, oldest first."""
        self.waiting.append((write, args))
        self._flush()

    def _flush(self) -> None:
        """Write what waits until the disk refuses; the operator hears when that starts and
        when it ends (only then may the server be stopped without losing moves)."""
        while self.waiting:
            write, args = self.waiting[0]
            try:
                write(*args)
            except REFUSED:
                if not self.refused:
                    self.refused = True
                    self.failing()
                return
            self.waiting.pop(0)
        if self.refused:
            self.refused = False
            self.again()
