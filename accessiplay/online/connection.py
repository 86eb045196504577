"""One client's connection to the server: its name, its limits, and the frames queued for it.

Frames go out through one writer task per connection, so a slow reader never holds up the
table that sent them; a reader that never reads is cut off (`max_outbox`).
"""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from accessiplay.online.limits import Bucket, Limits
from accessiplay.online.protocol import dumps


class Connection:
    """One client: its name once it said hello, its limits, the tables it is at."""

    def __init__(self, number: int, ws: ServerConnection, limits: Limits) -> None:
        self.id = number
        self.ws = ws
        self.name: str | None = None
        self.bucket = Bucket(limits.rate, limits.burst)
        self.refused = 0
        self.last_refused = 0.0
        self.tables: set[str] = set()
        self.created: list[str] = []
        #: Per table, the legal-move list (JSON) last sent here: not sent again while it holds.
        self.legal_sent: dict[str, str] = {}
        #: Frames to send, in order; a number closes the connection with that code.
        self.outbox: asyncio.Queue[str | int] = asyncio.Queue()
        self.max_outbox = limits.max_outbox

    def send(self, data: dict[str, Any] | str) -> None:
        """Queue a frame; the writer sends frames in order without holding up the caller."""
        if self.outbox.qsize() >= self.max_outbox:
            # A client that reads nothing would otherwise grow the server's memory forever.
            # A close frame queued behind frames it never reads would never go out either:
            # the connection is cut at once, and its reader then sees it gone.
            self.ws.transport.abort()
            return
        self.outbox.put_nowait(data if isinstance(data, str) else dumps(data))

    async def write(self) -> None:
        """Send queued frames until a close code comes (or the connection is gone)."""
        while True:
            item = await self.outbox.get()
            try:
                if isinstance(item, int):
                    await self.ws.close(item)
                    return
                await self.ws.send(item)
            except ConnectionClosed:
                return


async def discard_frames(ws: ServerConnection) -> None:
    """Read and drop frames until the connection is closed."""
    try:
        async for _ in ws:
            pass
    except ConnectionClosed:
        return
