"""The server's limits: how fast one connection may send, how much one connection may hold."""

from __future__ import annotations

import dataclasses
import time


@dataclasses.dataclass(frozen=True)
class Limits:
    """The numbers docs/protocol.md promises (tests and the benchmark may change them)."""

    #: Frames a second one connection may send on average, and in one burst.
    rate: float = 30.0
    burst: int = 60
    #: Refused frames after which a connection is closed (a flood), counted until
    #: `refused_quiet` seconds pass without one.
    max_refused: int = 200
    refused_quiet: float = 10.0
    #: Tables one connection may have created and still playing.
    tables_per_connection: int = 4
    #: Tables (not over) and connections one server holds.
    max_tables: int = 1000
    max_connections: int = 4096
    #: Seconds a new connection has to say hello before it is closed (1008): a connection
    #: that never does would otherwise hold one of the server's places for ever.
    hello_timeout: float = 10.0
    #: Frames waiting to go to one connection before it is taken for dead (a reader that stalls).
    max_outbox: int = 2000
    #: The largest frame the websocket layer reads at all (past it the connection closes, 1009);
    #: frames between 16 KB and this size are refused with an error frame.
    max_wire: int = 2 * 1024 * 1024


class Bucket:
    """A token bucket: `rate` tokens a second, at most `burst` saved up."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.last = time.monotonic()

    def take(self) -> bool:
        """Spend one token if there is one: whether the frame may be read."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
