"""For tests and benchmarks: a real `accessiplay serve` in a subprocess, and a scripted client.

`ServerProcess` starts the command on 127.0.0.1 with a port the system chooses, reads the
address from its first line, and stops it by its pid (SIGTERM, or SIGKILL to test a crash).
`Client` speaks the protocol over a real websocket and keeps every frame it received.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import re
import signal
import ssl
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from accessiplay.online.seeds import SEED_VARIABLE

_ADDRESS = re.compile(r"(wss?)://([0-9A-Za-z.\[\]:-]+?):(\d+)")


class ServerProcess:
    """`accessiplay serve` as a child process, on 127.0.0.1 only."""

    def __init__(
        self, data: Path, *options: str, home: Path | None = None, seed: int | None = None
    ) -> None:
        self.data = data
        self.seed = seed  # the tables' dice series (seeds.SEED_VARIABLE); None: unguessable
        self.options = options
        self.home = home or Path(tempfile.mkdtemp(prefix="accessiplay-home-"))
        self.process: subprocess.Popen[str] | None = None
        self.url = ""
        self.port = 0
        self.first_line = ""  # what the operator read when it started

    def start(self, port: int = 0, timeout: float = 30.0) -> ServerProcess:
        """Start the server and wait for its address line (raises if it does not come)."""
        env = {**os.environ, "ACCESSIPLAY_HOME": str(self.home), "PYTHONUNBUFFERED": "1"}
        env.pop(SEED_VARIABLE, None)
        if self.seed is not None:
            env[SEED_VARIABLE] = str(self.seed)
        command = [sys.executable, "-m", "accessiplay", "--lang", "en", "serve"]
        command += ["--host", "127.0.0.1", "--port", str(port), "--data", str(self.data)]
        self.process = subprocess.Popen(
            [*command, *self.options],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        line = self.first_line = _first_line(self.process, timeout)
        found = _ADDRESS.search(line)
        if found is None:
            self.stop()
            raise RuntimeError(f"the server did not start: {line!r}")
        self.port = int(found.group(3))
        self.url = f"{found.group(1)}://127.0.0.1:{self.port}"
        return self

    @property
    def pid(self) -> int:
        """The server's process id."""
        assert self.process is not None
        return self.process.pid

    def stop(self) -> str:
        """SIGTERM, then SIGKILL if it lingers; returns what it wrote on stderr."""
        return self._end(signal.SIGTERM)

    def kill(self) -> str:
        """SIGKILL: the crash a store must survive."""
        return self._end(signal.SIGKILL)

    def _end(self, signum: int) -> str:
        """Send the signal to our own child by its pid and collect it."""
        process = self.process
        if process is None:
            return ""
        if process.poll() is None:
            os.kill(process.pid, signum)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                os.kill(process.pid, signal.SIGKILL)
                process.wait(10)
        self.process = None
        return process.stderr.read() if process.stderr else ""


def _first_line(process: subprocess.Popen[str], timeout: float) -> str:
    """The first line the server prints, waiting at most `timeout` seconds."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    os.set_blocking(process.stdout.fileno(), False)
    text = ""
    while "\n" not in text and time.monotonic() < deadline and process.poll() is None:
        chunk = process.stdout.readline()
        text += chunk or ""
        if not chunk:
            time.sleep(0.02)
    os.set_blocking(process.stdout.fileno(), True)
    return text


class Client:
    """A scripted player: sends requests, keeps every frame the server sent it."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.refs = itertools.count(1)
        #: Every frame received, in order (tests search them for what must never be sent).
        self.frames: list[dict[str, Any]] = []
        #: Frames received and not yet taken by `next`.
        self.inbox: list[dict[str, Any]] = []
        #: Raw texts received, for tests that look for a secret anywhere in the bytes.
        self.texts: list[str] = []
        #: Per table, the legal moves the server sent last (an update may keep them).
        self.legal: dict[str, list[Any]] = {}

    @classmethod
    async def connect(
        cls,
        url: str,
        name: str | None = None,
        *,
        password: str | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> Client:
        """Open a connection and, with a name, say hello and wait for the welcome."""
        # Unbounded: a test reads its frames late, and a paused reader would stall the close.
        ws = await connect(url, ssl=tls, max_size=None, max_queue=None, open_timeout=20)
        client = cls(ws)
        if name is not None:
            fields: dict[str, Any] = {"name": name}
            if password is not None:
                fields["password"] = password
            answer = await client.request("hello", **fields)
            if answer["type"] != "welcome":
                raise RuntimeError(f"refused: {answer}")
        return client

    async def send(self, kind: str, **fields: Any) -> int:
        """Send a request with a fresh `ref`; returns the ref."""
        ref = next(self.refs)
        await self.ws.send(json.dumps({"v": 1, "type": kind, "ref": ref, **fields}))
        return ref

    async def send_raw(self, data: str | bytes) -> None:
        """Send anything at all (the hostile tests)."""
        await self.ws.send(data)

    async def _receive(self, timeout: float) -> dict[str, Any]:
        """One more frame from the socket."""
        text = await asyncio.wait_for(self.ws.recv(), timeout)
        assert isinstance(text, str)
        self.texts.append(text)
        data: dict[str, Any] = json.loads(text)
        self.frames.append(data)
        self._keep_legal(data)
        return data

    def _keep_legal(self, data: dict[str, Any]) -> None:
        """Fill in an update's legal moves when it keeps those of the one before, as the real
        client does, so scripts read `legal` whatever the server chose to send."""
        if data.get("type") != "update":
            return
        table = str(data.get("table"))
        if data.get("legal_kept") is True:
            data["legal"] = list(self.legal[table])
        else:
            self.legal[table] = data.get("legal", [])

    async def next(
        self, kind: str | None = None, timeout: float = 20.0, **match: Any
    ) -> dict[str, Any]:
        """The first frame not yet taken of this type (and these field values), waiting for it."""
        deadline = time.monotonic() + timeout
        while True:
            for n, data in enumerate(self.inbox):
                if (kind is None or data["type"] == kind) and all(
                    data.get(k) == v for k, v in match.items()
                ):
                    return self.inbox.pop(n)
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {kind} frame matching {match}")
            self.inbox.append(await self._receive(left))

    async def request(self, kind: str, timeout: float = 20.0, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its answer (or its error), matched by `ref`."""
        ref = await self.send(kind, **fields)
        return await self.next(None, timeout, ref=ref)

    async def drain(self, quiet: float = 0.05) -> None:
        """Take in every frame already on its way (until `quiet` seconds bring nothing)."""
        with contextlib.suppress(TimeoutError):
            while True:
                self.inbox.append(await self._receive(quiet))

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()
