"""Connections that hold a server's places without playing: one that never says hello.

Attack brief for issue #9: 'slowloris (connect and never send hello); many connections'.
Every connection counts against the server's cap (4,096), so a few thousand silent sockets
used to lock every player out for as long as they stayed open.
"""

from __future__ import annotations

import asyncio

from websockets.asyncio.server import serve

from accessiplay.online.limits import Limits
from accessiplay.online.server import Server
from accessiplay.online.store import SqliteStore
from accessiplay.online.testing import Client


async def _with_server(tmp_path, limits, scenario):
    """Run `scenario(url, server)` against an in-process server with these limits."""
    server = Server(SqliteStore(tmp_path / "t.sqlite3"), tmp_path / "scratch.json", limits=limits)
    async with serve(server.handler, "127.0.0.1", 0) as listening:
        port = next(iter(listening.sockets)).getsockname()[1]
        try:
            return await scenario(f"ws://127.0.0.1:{port}", server)
        finally:
            server.close()


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
        await asyncio.sleep(0.6)  # past the hello delay: a named connection stays
        alive = await named.request("ping")
        for client in (named, silent, refused, player):
            await client.close()
        return full, told, closed, alive

    limits = Limits(max_connections=2, hello_timeout=0.3)
    full, told, closed, alive = asyncio.run(_with_server(tmp_path, limits, scenario))
    assert full["id"] == "online-error-server-full"
    assert told["id"] == "online-error-hello-first"
    assert closed == 1008
    assert alive["type"] == "pong"
