"""`accessiplay serve`: run the server of online tables until SIGTERM or Ctrl+C.

It prints one line in the local language once it listens (with the real port, which may
have been chosen by the system with `--port 0`), and stops cleanly on SIGTERM or SIGINT;
a SIGKILL loses nothing either, since every action is stored as it is applied (when the disk
refuses writes, the games go on and the operator is told: see `store_patience`).
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import socket
import sqlite3
import ssl
import sys
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import serve

from accessiplay.exit_codes import Exit
from accessiplay.names import clean_echo, clean_path
from accessiplay.online.limits import Limits
from accessiplay.online.seeds import SEED_VARIABLE, seed_ignored
from accessiplay.online.serve_failures import (
    Failure,
    bind_failure,
    certificate_failure,
    error_name,
)
from accessiplay.online.server import Server
from accessiplay.online.store import SqliteStore, TableStore
from accessiplay.online.store_patience import PatientStore

#: The SQLite file of the tables, in the --data folder.
STORE_FILE = "tables.sqlite3"


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its private key (PEM files)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


def data_folder(given: str | None) -> Path:
    """Where the tables are kept: --data, else `server/` in the player's data folder."""
    if given:
        return Path(given)
    from accessiplay.storage import data_dir

    return data_dir() / "server"


class StartFailed(Exception):
    """The server could not start; what to say is carried, and nothing was left on disk."""

    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.id)
        self.failure = failure


#: Says one of the operator's lines (a message id and its arguments) on stderr.
Tell = Callable[..., None]


def kept_patiently(store: TableStore, folder: Path, tell: Tell) -> PatientStore:
    """The tables file, its refused writes kept for later, the operator told when the disk
    starts refusing them and when it takes them again."""
    where = {"folder": clean_path(folder)}
    return PatientStore(
        store,
        lambda: tell("online-serve-store-failing", **where),
        lambda: tell("online-serve-store-writing-again", **where),
    )


def open_tables(args: argparse.Namespace, limits: Limits, tell: Tell) -> Server:
    """The tables file and its tables, opened only once the port is held: a failed start
    made the folder and an empty tables.sqlite3 anyway. A folder nobody may write in is
    named as such, a damaged file as damaged."""
    folder = data_folder(args.data)
    store = folder / STORE_FILE
    try:
        tables = kept_patiently(SqliteStore(store), folder, tell)
        return Server(tables, folder / "scratch.json", password=args.password, limits=limits)
    except OSError as exc:
        raise StartFailed(unwritable(folder)) from exc
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and not store.is_file():
            # `--data` a folder nobody may write in: there is no file to call damaged.
            raise StartFailed(unwritable(folder)) from exc
        damaged = Failure(
            "online-serve-store-damaged", {"path": clean_path(store)}, Exit.UNAVAILABLE
        )
        raise StartFailed(damaged) from exc


def unwritable(folder: Path) -> Failure:
    """The tables cannot be kept in this folder."""
    return Failure(
        "online-serve-store-unwritable", {"folder": clean_path(folder)}, Exit.UNAVAILABLE
    )


def certificate(args: argparse.Namespace) -> ssl.SSLContext | None:
    """The TLS context of --cert and --key, checked before anything else is opened."""
    if not args.cert:
        return None
    try:
        return tls_context(args.cert, args.key)
    except OSError as exc:
        raise StartFailed(certificate_failure(exc, args.cert, args.key)) from exc


async def run(
    args: argparse.Namespace,
    say: Callable[[str, str], None],
    limits: Limits | None = None,
    tell: Tell | None = None,
) -> None:
    """Serve until a leaving signal; `say` prints the listening line, `tell` the others."""
    limits = limits or Limits()
    context = certificate(args)
    stop = asyncio.get_running_loop().create_future()

    def leave() -> None:
        """Stop once: a second signal (Ctrl+C twice) set the result again, a traceback."""
        if not stop.done():
            stop.set_result(None)

    listening = serve(
        lambda ws: server.handler(ws),
        args.host,
        args.port,
        ssl=context,
        max_size=limits.max_wire,
        max_queue=64,
        # As the client pings: a connection that died without closing frees its seat for
        # the player's reconnect within 15 s (websockets' default, 20 + 20 s, kept it 40 s).
        ping_interval=5,
        ping_timeout=10,
        # The port is held, not yet answered: the tables file is opened only now.
        start_serving=False,
    )
    try:
        await listening
    except (socket.gaierror, UnicodeError):
        raise
    except OSError as exc:
        raise StartFailed(bind_failure(exc, args.host, args.port)) from exc
    async with listening:
        server = open_tables(args, limits, tell or (lambda message, **args: None))
        try:
            for signum in (signal.SIGTERM, signal.SIGINT):
                asyncio.get_running_loop().add_signal_handler(signum, leave)
            await listening.start_serving()
            port = next(iter(listening.sockets)).getsockname()[1]
            scheme = "wss" if context else "ws"
            say(
                listening_url(scheme, args.host, port),
                listening_url(scheme, reachable_host(args.host), port),
            )
            server.resume_tables()
            await stop
        finally:
            server.close()


def listening_url(scheme: str, host: str, port: int) -> str:
    """The URL the server listens at, an IPv6 host in brackets: `--host ::1` printed
    'join ::1:8765', which names another address (::1:8765) on the default port."""
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


def join_address(url: str) -> str:
    """What a player types after `accessiplay join`: HOST:PORT, or the whole URL under TLS."""
    return url.removeprefix("ws://").rstrip("/")


#: Hosts that mean "every address of this machine": nobody can join them from elsewhere.
WILDCARD_HOSTS = frozenset({"", "0.0.0.0", "::"})


def reachable_host(host: str) -> str:
    """The address other machines reach a server at: `serve --host 0.0.0.0` told players to
    join 0.0.0.0, which names no machine. A datagram socket "connected" to a documentation
    address (nothing is sent) shows the address this machine goes out from; else its name."""
    if host not in WILDCARD_HOSTS:
        return host
    family, probe = (
        (socket.AF_INET6, "2001:db8::1") if host == "::" else (socket.AF_INET, "192.0.2.1")
    )
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as sock:
            sock.connect((probe, 9))
            found = str(sock.getsockname()[0])
    except OSError:
        found = ""
    return found if found and found not in WILDCARD_HOSTS else socket.gethostname()


def main(args: argparse.Namespace) -> int:
    """The command: listen, say where in the local language, serve until told to stop."""
    from accessiplay.i18n import Localizer, system_language

    tr = Localizer(args.lang or system_language())

    def say(url: str, reached: str) -> None:
        print(tr("online-serve-listening", url=url, address=join_address(reached)), flush=True)

    def tell(message: str, **fields: object) -> None:
        print(tr(message, **fields), file=sys.stderr, flush=True)

    if bool(args.cert) != bool(args.key):
        tell("online-serve-cert-and-key")
        return Exit.USAGE
    if seed_ignored():
        tell("online-serve-seed-ignored", variable=SEED_VARIABLE)
    try:
        asyncio.run(run(args, say, tell=tell))
    except StartFailed as failed:
        tell(failed.failure.id, **failed.failure.args)
        return failed.failure.status
    except (socket.gaierror, UnicodeError) as exc:
        if isinstance(exc, socket.gaierror) and exc.errno != socket.EAI_NONAME:
            tell("online-serve-refused", error=error_name(exc))
            return Exit.UNAVAILABLE
        # `--host garbage..x` ended in an 'idna' codec traceback: a name no lookup can encode.
        tell("online-serve-bad-host", host=clean_echo(args.host))
        return Exit.USAGE
    return Exit.OK
