"""Connections that say hello badly or not at all.

Attack brief for issue #9: 'slowloris (connect and never send hello); many connections'.
Every connection counts against the server's cap (4,096), so a few thousand silent sockets
used to lock every player out for as long as they stayed open.
"""

from __future__ import annotations

import asyncio

from websockets.asyncio.server import serve

from accessiplay.online.connection import Connection
from accessiplay.online.limits import Limits
from accessiplay.online.server import Server
from accessiplay.online.store import SqliteStore
from accessiplay.online.testing import Client


async def _with_server(tmp_path, limits, scenario, password=None):
    """Run `scenario(url, server)` against an in-process server with these limits."""
    store = SqliteStore(tmp_path / "t.sqlite3")
    server = Server(store, tmp_path / "scratch.json", password=password, limits=limits)
    async with serve(server.handler, "127.0.0.1", 0) as listening:
        port = next(iter(listening.sockets)).getsockname()[1]
        try:
            return await scenario(f"ws://127.0.0.1:{port}", server)
        finally:
            server.close()


#: Long enough that the third connection is refused before the silent one times out, even on
#: a loaded machine (at 0.3 s it sometimes was not, and got in).
HELLO_DELAY = 1.5


def test_a_connection_that_never_says_hello_is_closed_and_its_place_freed(tmp_path):
    """With room for two connections, two silent ones are told 'hello-first' and closed once
    the hello delay passes; a player then gets in. A named connection is never timed out."""

    async def scenario(url, server):
        named = await Client.connect(url, "Ana")
        silent = await Client.connect(url)
        refused = await Client.connect(url)
        full = await refused.next("error")
        told = await silent.next("error", timeout=5)
        await asyncio.sleep(0.2)
        closed = silent.ws.close_code
        player = await Client.connect(url, "Bruno")
        await asyncio.sleep(HELLO_DELAY + 0.5)  # past the hello delay: a named one stays
        alive = await named.request("ping")
        for client in (named, silent, refused, player):
            await client.close()
        return full, told, closed, alive

    limits = Limits(max_connections=2, hello_timeout=HELLO_DELAY)
    full, told, closed, alive = asyncio.run(_with_server(tmp_path, limits, scenario))
    assert full["id"] == "online-error-server-full"
    assert told["id"] == "online-error-hello-first"
    assert closed == 1008
    assert alive["type"] == "pong"


def test_a_password_of_lone_surrogates_is_a_wrong_password_not_a_server_failure(tmp_path, caplog):
    """JSON can carry "\\ud800", which UTF-8 cannot encode: it used to fail the request with
    online-error-internal and a logged traceback; it is simply the wrong password."""

    async def scenario(url, server):
        mallory = await Client.connect(url)
        await mallory.send_raw('{"v":1,"type":"hello","name":"Mallory","password":"\\ud800"}')
        refused = await mallory.next("error")
        ana = await Client.connect(url, "Ana", password="s\u00e9same")
        alive = await ana.request("ping")
        for client in (mallory, ana):
            await client.close()
        return refused, alive

    refused, alive = asyncio.run(_with_server(tmp_path, Limits(), scenario, "s\u00e9same"))
    assert refused["id"] == "online-error-password"
    assert alive["type"] == "pong"
    assert "request failed" not in caplog.text


class StalledSocket:
    """A connection whose peer reads nothing: a send never completes."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.aborted = False
        self.transport = self

    async def send(self, text: str) -> None:
        self.sent.append(text)
        await asyncio.Event().wait()  # the peer's window stays shut

    async def close(self, code: int = 1000) -> None:
        await asyncio.Event().wait()  # a close frame waits behind the same shut window

    def abort(self) -> None:
        self.aborted = True


def test_a_client_that_never_reads_is_cut_off_once_its_frames_pile_up():
    """docs/protocol.md: frames waiting for one connection past the limit take it for dead.
    The close used to be queued behind the very frames the peer never read, so the socket
    and its frames stayed; now the connection is cut as soon as its frames pile up."""

    async def scenario():
        socket = StalledSocket()
        conn = Connection(1, socket, Limits(max_outbox=5))
        writer = asyncio.create_task(conn.write())
        for n in range(8):
            conn.send({"type": "chat", "text": str(n)})
            await asyncio.sleep(0)
        writer.cancel()
        return socket, conn.outbox.qsize()

    socket, waiting = asyncio.run(scenario())
    assert socket.aborted
    assert len(socket.sent) == 1 and waiting == 5
