"""Seat tokens kept on disk, per server and table, so a closed terminal can take its seat back.

The token is the only proof that a seat is the player's (docs/protocol.md): it lives in the
player's data folder, `online-seats.json`, `{server: {table: {"seat": n, "token": "..."}}}`.
A damaged file is read as empty (the seats are then lost, never the client); a FIFO, a folder
or a file nested too deep is damaged too (it is read before the lobby speaks, on every key).
Two windows on one data folder change it one at a time (`locks.alone`): each wrote the file it
had read over the other's new seat.
"""

from __future__ import annotations

import contextlib
import json
import re
from pathlib import Path
from typing import Any

from accessiplay import locks
from accessiplay.online.fields import MAX_SEATS
from accessiplay.storage import data_dir, read_json, write_atomically

FILE = "online-seats.json"
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_TABLE = re.compile(r"[A-Za-z0-9_-]{1,32}")
#: Seats kept per server at most, the newest: a hostile server sending `seated` for ever more
#: tables made the file (read on every lobby key) grow without end.
MOST = 64
#: A file larger than this is damaged, not read: it is read on every key in the lobby, and
#: 17 MB of seats took 2.5 s a key. 64 seats of a server fill about 5 KB.
MAX_BYTES = 1024 * 1024
#: How long a seat's change waits for another window to finish writing the file: a lobby key
#: is never held up for long.
WAIT_FOR_OTHERS = 1.0


class SeatTokens:
    """The kept seats of one player (one data folder)."""

    def __init__(self, path: Path | None = None):
        self.path = path or data_dir() / FILE

    def _read(self) -> dict[str, Any]:
        """Every kept seat, or nothing if the file is missing or damaged."""
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return {}
        except OSError:
            return {}
        data = read_json(self.path, {})
        return data if isinstance(data, dict) else {}

    def kept(self, server: str) -> dict[str, tuple[int, str]]:
        """The seats kept on this server: table id → (seat, token); malformed ones left out."""
        tables = self._read().get(server)
        found: dict[str, tuple[int, str]] = {}
        if not isinstance(tables, dict):
            return found
        for table, entry in tables.items():
            if not isinstance(entry, dict):
                continue
            seat, token = entry.get("seat"), entry.get("token")
            if (
                type(seat) is int
                and 0 <= seat < MAX_SEATS
                and isinstance(token, str)
                and _TOKEN.fullmatch(token)
            ):
                found[str(table)] = (seat, token)
        return found

    def remember(self, server: str, table: str, seat: int, token: str) -> None:
        """Keep a seat's token (a disk that refuses it loses the seat after a restart, no more);
        a seat, table id or token the protocol could not have sent is not kept."""
        if not (0 <= seat < MAX_SEATS and _TABLE.fullmatch(table) and _TOKEN.fullmatch(token)):
            return
        with locks.alone(self.path, WAIT_FOR_OTHERS):
            data = self._read()
            found = data.get(server)
            tables: dict[str, Any] = found if isinstance(found, dict) else {}
            tables.pop(table, None)  # re-added last: the newest seats are the ones kept
            tables[table] = {"seat": seat, "token": token}
            data[server] = dict(list(tables.items())[-MOST:])
            self._write(data)

    def forget(self, server: str, table: str) -> None:
        """Drop a seat that is over or refused."""
        with locks.alone(self.path, WAIT_FOR_OTHERS):
            data = self._read()
            tables = data.get(server)
            if isinstance(tables, dict) and table in tables:
                del tables[table]
                self._write(data)

    def _write(self, data: dict[str, Any]) -> None:
        """Write the file, saying nothing if the disk refuses."""
        with contextlib.suppress(OSError):
            write_atomically(self.path, json.dumps(data, indent=1))
