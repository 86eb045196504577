"""The server's caps, on a real websockets server run in this process with small limits.

Issue #9: "Per-connection rate limits, a cap on connections and on tables per connection,
names sanitised, no eval/pickle of anything a client sent."
"""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

from websockets.asyncio.server import serve

from accessiplay.online.limits import Limits
from accessiplay.online.server import Server
from accessiplay.online.store import SqliteStore
from accessiplay.online.testing import Client

ROOT = Path(__file__).resolve().parents[2]


async def _with_server(tmp_path, limits, scenario):
    """Run `scenario(url)` against a server with these limits on 127.0.0.1."""
    server = Server(SqliteStore(tmp_path / "t.sqlite3"), tmp_path / "scratch.json", limits=limits)
    async with serve(server.handler, "127.0.0.1", 0) as listening:
        port = next(iter(listening.sockets)).getsockname()[1]
        try:
            return await scenario(f"ws://127.0.0.1:{port}")
        finally:
            server.close()


def test_one_connection_past_the_cap_is_told_the_server_is_full(tmp_path):
    """With room for two connections, the third hears online-error-server-full and is closed."""

    async def scenario(url):
        first, second = await Client.connect(url, "Ana"), await Client.connect(url, "Bruno")
        third = await Client.connect(url)
        refused = await third.next("error")
        await asyncio.sleep(0.1)
        closed = third.ws.close_code
        still = await first.request("ping")
        for client in (first, second, third):
            await client.close()
        return refused, closed, still

    refused, closed, still = asyncio.run(
        _with_server(tmp_path, Limits(max_connections=2), scenario)
    )
    assert refused["id"] == "online-error-server-full"
    assert closed == 1013
    assert still["type"] == "pong"


def test_one_connection_may_open_only_so_many_tables(tmp_path):
    """The third table of a connection allowed two is refused with the limit said."""

    async def scenario(url):
        ana = await Client.connect(url, "Ana")
        seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
        answers = [await ana.request("create", game="sixty-one", seats=seats) for _ in range(3)]
        await ana.close()
        return answers

    answers = asyncio.run(_with_server(tmp_path, Limits(tables_per_connection=2), scenario))
    assert [a["type"] for a in answers] == ["created", "created", "error"]
    assert answers[2]["id"] == "online-error-too-many-tables"
    assert answers[2]["args"] == {"limit": 2}


def test_nothing_a_client_sends_is_evaluated_or_unpickled():
    """The online package reads frames with json only: no eval, exec, pickle or marshal."""
    for path in (ROOT / "accessiplay" / "online").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\b(eval|exec)\(|\bpickle\b|\bmarshal\b|\bshelve\b", text), path


def test_a_port_already_taken_is_said_in_the_players_language(server, tmp_path):
    """A second server on the same port says why it cannot start, in French here, and exits."""
    env = {**os.environ, "ACCESSIPLAY_HOME": str(tmp_path / "home")}
    done = subprocess.run(
        [sys.executable, "-m", "accessiplay", "--lang", "fr", "serve", "--port", str(server.port)]
        + ["--data", str(tmp_path / "data")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 3
    assert done.stderr.startswith("Le serveur n'a pas pu démarrer\u00a0:")
