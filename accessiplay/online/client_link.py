"""The client's connection to a server: a websocket in its own thread, never in a key's way.

An asyncio loop in a daemon thread connects, says hello, sends the frames handed to `send`
and puts every frame received in `inbox`, with notes on the connection itself. The interface
drains the inbox on its own thread (`accessiplay.ui.online_client`), so speech and screens are only
ever touched there. A lost connection is retried with a growing pause (half a second, doubling,
at most ten seconds) until `close`.

Inbox items: `("frame", dict)`, `("connected", first: bool)`, `("lost", retry_in_seconds)`,
`("bad-frame", error_id)`.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import ssl
import threading
from typing import Any
from urllib.parse import urlsplit

from websockets.exceptions import WebSocketException

from accessiplay.online.fields import ProtocolError
from accessiplay.online.protocol import VERSION, dumps, read_server_frame

#: The first pause before trying again, and the longest.
FIRST_RETRY = 0.5
LAST_RETRY = 10.0
#: How long a connection attempt may take.
OPEN_TIMEOUT = 5.0
#: Server frames may be large (a 16 lueurs legal-move list); more than this is not a server.
MAX_SERVER_FRAME = 8 * 1024 * 1024

DEFAULT_PORT = 8765
#: Put in the outbox by `close`: the frames before it are written, then the socket closes.
_CLOSE = "\x00close"


class BadAddress(ValueError):
    """A server address no connection can be made to: no host, a space in it, a bad port."""


#: The longest address tried: the field and settings.toml hold 200 characters too.
MAX_ADDRESS = 200


def server_url(address: str) -> str:
    """`HOST`, `HOST:PORT`, `[IPv6]:PORT`, a bare IPv6 address or a whole `ws://`/`wss://` URL
    as the URL to connect to.

    Raises BadAddress before any connection is tried, so the player hears why at once (the
    connection thread met `localhost:99999` with a traceback and then silence)."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        url = address
    else:
        host, port = _host_and_port(address)
        url = f"ws://{host}:{port or DEFAULT_PORT}"
    _check(url)
    return url


def _host_and_port(address: str) -> tuple[str, str]:
    """The host (an IPv6 address in brackets, as a URL needs it) and the port typed, if any;
    an address that cannot be split so is kept whole as the host, for `_check` to refuse."""
    if address.startswith("[") and "]" in address:
        host, _, rest = address.partition("]")
        if rest and not (rest.startswith(":") and len(rest) > 1):
            raise BadAddress(address)  # '[::1]9000' or '[::1]:': no port where one was meant
        return host + "]", rest[1:]
    if address.count(":") > 1:  # '::1' or 'fe80::1': an IPv6 address, no port
        return f"[{address}]", ""
    host, _, port = address.partition(":")
    return (host, port) if port else (address, "")


def _check(url: str) -> None:
    """Raise BadAddress unless url names a host and, if any, a port from 1 to 65535.

    A host the name lookup cannot even encode (a label past 63 characters, a control
    character) killed the connection thread with a traceback, and the player heard
    'Connecting' and then nothing, for ever."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise BadAddress(url) from exc
    host = parts.hostname or ""
    if not host or len(url) > MAX_ADDRESS or not url.isprintable() or " " in url:
        raise BadAddress(url)
    if port is not None and not 0 < port < 65536:
        raise BadAddress(url)
    try:
        host.encode("idna")
    except UnicodeError as exc:
        raise BadAddress(url) from exc


def backoff(attempt: int) -> float:
    """The pause before retry number `attempt` (0 first): doubling, capped."""
    return min(FIRST_RETRY * 2**attempt, LAST_RETRY)


class Link:
    """One server connection, kept up until closed; thread-safe `send` and `inbox`."""

    def __init__(self, url: str, hello: dict[str, Any], ssl_context: ssl.SSLContext | None = None):
        self.url = url
        self.hello = hello
        self.ssl_context = ssl_context
        self.inbox: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        self.connected = False
        self.closed = False
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[str] | None = None
        self._thread = threading.Thread(target=self._run, name="accessiplay-online", daemon=True)

    def start(self) -> Link:
        """Connect in the background; the inbox says when it is done."""
        self._thread.start()
        return self

    def send(self, frame: dict[str, Any]) -> bool:
        """Queue a frame for the server; False when not connected (it is then dropped)."""
        if not self.connected or self.closed:
            return False
        text = dumps({"v": VERSION, **frame})
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            self._loop.call_soon_threadsafe(self._put, text)
            return True
        return False

    def _put(self, text: str) -> None:
        """On the loop: hand a frame to the writer of the connection now open."""
        if self._outbox is not None:
            self._outbox.put_nowait(text)

    def close(self) -> None:
        """Stop for good, once the frames already sent are written (a `leave` reaches the
        server): the connection closes and no retry follows."""
        self.closed = True
        self.connected = False
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._stop)

    def _stop(self) -> None:
        """On the loop: let the writer close the socket after what it holds, or, when no
        connection is open, cancel what runs, so `_run` returns."""
        if self._outbox is not None:
            self._outbox.put_nowait(_CLOSE)
            return
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    def _run(self) -> None:
        """The thread: run the connection loop until closed."""
        with contextlib.suppress(asyncio.CancelledError):
            self._loop.run_until_complete(self._keep_connected())
        self._loop.close()

    async def _keep_connected(self) -> None:
        """Connect, serve the connection, and after a loss wait and connect again."""
        attempt = 0
        first = True
        while not self.closed:
            try:
                await self._serve(first)
                attempt = 0
                first = False
            except (OSError, TimeoutError, WebSocketException, ValueError):
                # Whatever the reason, the player hears the server is lost and a retry; a
                # ValueError (a host name lookup cannot encode) ended this thread in silence.
                pass
            self.connected = False
            if self.closed:
                return
            pause = backoff(attempt)
            self.inbox.put(("lost", pause))
            attempt += 1
            await asyncio.sleep(pause)

    async def _serve(self, first: bool) -> None:
        """One connection: hello first, then read and write until it ends."""
        from websockets.asyncio.client import connect

        async with connect(
            self.url,
            ssl=self.ssl_context if self.url.startswith("wss://") else None,
            open_timeout=OPEN_TIMEOUT,
            max_size=MAX_SERVER_FRAME,
            ping_interval=5,
            ping_timeout=10,
        ) as socket:
            self._outbox = asyncio.Queue()
            await socket.send(dumps({"v": VERSION, **self.hello}))
            self.connected = True
            self.inbox.put(("connected", first))
            writer = asyncio.ensure_future(self._write(socket, self._outbox))
            try:
                async for message in socket:
                    self._received(message)
            finally:
                writer.cancel()
                self._outbox = None

    async def _write(self, socket: Any, outbox: asyncio.Queue[str]) -> None:
        """Send queued frames in order; the closing mark closes the socket after them."""
        while True:
            text = await outbox.get()
            if text is _CLOSE:
                await socket.close()
                return
            await socket.send(text)

    def _received(self, message: str | bytes) -> None:
        """A server frame, checked, into the inbox (a malformed one is noted, not used)."""
        try:
            self.inbox.put(("frame", read_server_frame(message)))
        except ProtocolError:
            # The error ids speak of the server failing to read the client: a frame this
            # client cannot read is said as such, whatever was wrong with it.
            self.inbox.put(("bad-frame", "online-error-bad-event"))
