"""The asyncio server of online tables: connections in, frames out, every table's game run here.

The server is the only place an action is applied. A client's frame is checked whole
(protocol.py), then its request is carried out against the table (tables.py); chance and
bots play on until a person must act (table_play.py), bots thinking in a worker thread so
that one table's search never holds up another table. Every action is stored before anyone
hears of it. Each client's frames go out through its own queue (connection.py).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from accessiplay.core import all_games, get_game
from accessiplay.core.errors import AccessiplayError, UnknownGame
from accessiplay.online.connection import Connection, discard_frames
from accessiplay.online.limits import Limits
from accessiplay.online.protocol import (
    VERSION,
    ClientFrame,
    ProtocolError,
    dumps,
    error_frame,
    frame,
    read_client_frame,
)
from accessiplay.online.store import TableStore
from accessiplay.online.table_play import TablePlay
from accessiplay.online.tables import Table

log = logging.getLogger("accessiplay.online")


class Server(TablePlay):
    """Every table and every connection of one process."""

    def __init__(
        self,
        store: TableStore,
        scratch: Path,
        *,
        password: str | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.store = store
        self.scratch = scratch
        self.password = password
        self.limits = limits or Limits()
        self.tables: dict[str, Table] = {}
        self.conns: dict[int, Connection] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.running: set[str] = set()
        self.numbers = itertools.count(1)
        self.pool = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="bots")
        #: The most connections held at once (the benchmark reports it).
        self.peak = 0
        self.tasks: set[asyncio.Task[None]] = set()
        self.games = [
            {"game": g.id, "min": g.min_players, "max": g.max_players, "levels": g.bot_levels()}
            for g in all_games()
        ]
        self._restore()

    def _restore(self) -> None:
        """Bring back every stored table; one that no longer replays is left out, not fatal."""
        for stored in self.store.load_tables():
            try:
                table = Table.restore(stored.id, stored.meta, stored.actions, self.scratch)
            except (AccessiplayError, KeyError, TypeError, ValueError) as exc:
                log.error("table %s could not be restored: %s", stored.id, exc)
                continue
            self.tables[table.id] = table
            self.locks[table.id] = asyncio.Lock()

    def resume_tables(self) -> None:
        """Once serving: let chance and bots go on, and start the stand-in clocks of the away."""
        for table in self.tables.values():
            for seat, place in enumerate(table.places):
                if place.human and place.token is not None:
                    self._stand_in_later(table, seat)
            self._kick(table)

    # --- connections -----------------------------------------------------------------------

    async def handler(self, ws: ServerConnection) -> None:
        """Serve one connection from its first frame to its last."""
        if len(self.conns) >= self.limits.max_connections:
            await ws.send(dumps(error_frame(ProtocolError("server-full"))))
            await ws.close(1013)
            return
        conn = Connection(next(self.numbers), ws, self.limits)
        self.conns[conn.id] = conn
        self.peak = max(self.peak, len(self.conns))
        writer = asyncio.create_task(conn.write())
        code = None
        try:
            code = await self._read(conn)
        finally:
            self._gone(conn)
            if code is not None:
                await self._close(conn, writer, code)
            writer.cancel()

    async def _close(self, conn: Connection, writer: asyncio.Task[None], code: int) -> None:
        """Close a connection the server gives up on: the frames already queued (a flood's
        last errors) go out first, while what the client still sends is read and dropped so
        that the closing handshake gets through."""
        conn.outbox.put_nowait(code)
        drop = asyncio.create_task(discard_frames(conn.ws))
        try:
            await asyncio.wait_for(asyncio.gather(writer, drop), 5)
        except (TimeoutError, asyncio.CancelledError):
            drop.cancel()

    async def _read(self, conn: Connection) -> int | None:
        """Read frames until the connection closes (None) or floods (1008, the code to close
        it with); each frame is answered, none breaks the server."""
        while True:
            try:
                # A text frame that is not UTF-8 ends here: websockets fails the connection
                # (code 1007) as RFC 6455 asks, before any of it reaches the protocol.
                wait = None if conn.name is not None else self.limits.hello_timeout
                message = await asyncio.wait_for(conn.ws.recv(), wait)
            except ConnectionClosed:
                return None
            except TimeoutError:
                conn.send(error_frame(ProtocolError("hello-first")))
                return 1008
            if not conn.bucket.take():
                self._refuse(conn, ProtocolError("rate-limited"))
            else:
                await self._handle(conn, message)
            if conn.refused >= self.limits.max_refused:
                return 1008

    def _refuse(self, conn: Connection, exc: ProtocolError, ref: int | None = None) -> None:
        """Answer a refused frame with its error and count it towards the flood limit: the
        count starts again after a quiet spell, so only a sustained stream of bad frames adds up."""
        now = time.monotonic()
        if now - conn.last_refused > self.limits.refused_quiet:
            conn.refused = 0
        conn.refused += 1
        conn.last_refused = now
        conn.send(error_frame(exc, ref))

    async def _handle(self, conn: Connection, message: str | bytes) -> None:
        """Check one frame and carry out its request."""
        ref = None
        try:
            request = read_client_frame(message)
            ref = request.ref
            if conn.name is None and request.type != "hello":
                raise ProtocolError("hello-first")
            handlers: dict[str, Callable[[Connection, ClientFrame], Awaitable[None]]] = {
                "hello": self.on_hello,
                "list": self.on_list,
                "create": self.on_create,
                "join": self.on_join,
                "spectate": self.on_spectate,
                "act": self.on_act,
                "chat": self.on_chat,
                "leave": self.on_leave,
                "ping": self.on_ping,
            }
            await handlers[request.type](conn, request)
        except ProtocolError as exc:
            self._refuse(conn, exc, ref)
        except Exception:
            log.exception("request failed")
            self._refuse(conn, ProtocolError("internal"), ref)

    def _gone(self, conn: Connection) -> None:
        """A connection ended: its seats are kept for their tokens, the others are told."""
        self.conns.pop(conn.id, None)
        for table_id in list(conn.tables):
            table = self.tables.get(table_id)
            if table is not None:
                self._stand_up(conn, table, "dropped")

    # --- requests --------------------------------------------------------------------------

    async def on_hello(self, conn: Connection, request: ClientFrame) -> None:
        """Name the connection, once, after checking the server's password if it has one."""
        if conn.name is not None:
            raise ProtocolError("hello-again")
        # surrogatepass: JSON may carry a lone surrogate ("\ud800"), which is a wrong
        # password like any other, not a request the server failed on.
        given = request.fields.get("password", "").encode("utf-8", "surrogatepass")
        if self.password is not None and not secrets.compare_digest(
            given, self.password.encode("utf-8", "surrogatepass")
        ):
            raise ProtocolError("password")
        # No name: the seat is named by each client, in its own language ("Joueur 2").
        conn.name = request.fields.get("name", "")
        conn.send(frame("welcome", request.ref, client=conn.id, version=VERSION, games=self.games))

    async def on_list(self, conn: Connection, request: ClientFrame) -> None:
        """The open tables, those with a free seat first; private and finished ones unlisted."""
        shown = [t for t in self.tables.values() if not t.private and not t.over]
        shown.sort(key=lambda t: not t.free_seats())
        conn.send(frame("tables", request.ref, tables=[t.listing() for t in shown]))

    async def on_create(self, conn: Connection, request: ClientFrame) -> None:
        """A new table with its creator at seat 0."""
        fields = request.fields
        try:
            game = get_game(fields["game"])
        except UnknownGame:
            raise ProtocolError("unknown-game") from None
        playing = [t for t in conn.created if t in self.tables and not self.tables[t].over]
        if len(playing) >= self.limits.tables_per_connection:
            raise ProtocolError("too-many-tables", limit=self.limits.tables_per_connection)
        if sum(not t.over for t in self.tables.values()) >= self.limits.max_tables:
            raise ProtocolError("server-full")
        table = Table.create(
            secrets.token_urlsafe(9),
            game,
            fields["seats"],
            fields.get("options", {}),
            private=fields.get("private", False),
            bot_after=fields.get("bot_after"),
            scratch=self.scratch,
        )
        self.tables[table.id] = table
        self.locks[table.id] = asyncio.Lock()
        conn.created.append(table.id)
        conn.send(frame("created", request.ref, table=table.id))
        self._sit(conn, table, None, None, request.ref)

    async def on_join(self, conn: Connection, request: ClientFrame) -> None:
        """Take a free seat, or a kept one with its token."""
        table = self._table(request.fields["table"])
        self._sit(conn, table, request.fields.get("seat"), request.fields.get("token"), request.ref)

    def _sit(
        self, conn: Connection, table: Table, seat: int | None, token: str | None, ref: int | None
    ) -> None:
        """Seat the connection, store the table, tell it and the others, let the game go on."""
        assert conn.name is not None
        seat, token, back = table.sit(conn.id, conn.name, seat, token)
        self.store.save_table(table.id, table.meta())
        conn.tables.add(table.id)
        conn.send(frame("seated", ref, table=table.id, seat=seat, token=token, back=back))
        self._send_update(conn, table, seat, [])
        self._presence(table, seat, conn, "back" if back else "joined")
        self._kick(table)

    async def on_spectate(self, conn: Connection, request: ClientFrame) -> None:
        """Watch a table: public events and the spectator's view only."""
        table = self._table(request.fields["table"])
        if table.seat_of(conn.id) is not None or conn.id in table.spectators:
            raise ProtocolError("already-seated")
        table.spectators.add(conn.id)
        conn.tables.add(table.id)
        conn.send(frame("watching", request.ref, table=table.id))
        self._send_update(conn, table, None, [])
        self._presence(table, None, conn, "watching")

    async def on_act(self, conn: Connection, request: ClientFrame) -> None:
        """A player's move: checked by the rules core, applied, stored, told to the table."""
        table, seat = self._at(conn, request.fields["table"])
        async with self.locks[table.id]:
            action = table.check_act(seat, request.fields["turn"], request.fields["action"])
            assert seat is not None
            self._commit(table, table.commit(seat, action), (conn.id, request.ref))
        self._kick(table)

    async def on_chat(self, conn: Connection, request: ClientFrame) -> None:
        """A chat line to everyone at the table, the sender included."""
        table, seat = self._at(conn, request.fields["table"])
        line = frame("chat", table=table.id, seat=seat, name=conn.name, text=request.fields["text"])
        for other, _ in table.connections():
            if other in self.conns:
                self.conns[other].send(line)

    async def on_leave(self, conn: Connection, request: ClientFrame) -> None:
        """Leave a table; a player's seat stays theirs for their token."""
        table, _ = self._at(conn, request.fields["table"])
        self._stand_up(conn, table, "left")
        conn.send(frame("left", request.ref, table=table.id))

    async def on_ping(self, conn: Connection, request: ClientFrame) -> None:
        """Answer, so a client can tell a live server from a silent one."""
        conn.send(frame("pong", request.ref))

    # --- tables ----------------------------------------------------------------------------

    def _table(self, table_id: str) -> Table:
        """The table of that id."""
        table = self.tables.get(table_id)
        if table is None:
            raise ProtocolError("unknown-table")
        return table

    def _at(self, conn: Connection, table_id: str) -> tuple[Table, int | None]:
        """A table this connection is at, and its seat there (None: watching)."""
        table = self._table(table_id)
        if table.id not in conn.tables:
            raise ProtocolError("not-seated")
        return table, table.seat_of(conn.id)

    def _stand_up(self, conn: Connection, table: Table, what: str) -> None:
        """Take a connection from a table, tell the others, start its seat's stand-in clock."""
        conn.tables.discard(table.id)
        conn.legal_sent.pop(table.id, None)
        seat = table.stand_up(conn.id)
        if seat is not None:
            if not table.started:  # the seat was freed: a restarted server must know it
                self.store.save_table(table.id, table.meta())
            self._presence(table, seat, conn, what)
            self._stand_in_later(table, seat)

    def _presence(self, table: Table, seat: int | None, conn: Connection, what: str) -> None:
        """Tell everyone else at the table who came, went or came back."""
        news = frame("presence", table=table.id, seat=seat, name=conn.name, what=what)
        for other, _ in table.connections():
            if other != conn.id and other in self.conns:
                self.conns[other].send(news)

    def close(self) -> None:
        """Stop the tables' chance and bots, their threads, then close the store."""
        # A table whose step was already due ran once more after the store closed, and the
        # operator read 'table … stopped' and a traceback at every Ctrl+C (its move unstored,
        # so played again after a restart): cancelled, it takes no further step.
        for task in list(self.tasks):
            task.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.store.close()
