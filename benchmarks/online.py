"""`python -m benchmarks online [--seconds 60] [--tables 200]`: the server under a full room.

A real `accessiplay serve` (a subprocess, data in a temporary folder) and many tables of 2 to 4
seats, every seat a bot playing through its own websocket on loopback (it picks one of the legal
actions its update lists), plus watchers at each table so that one process holds over a
thousand connections. Games that end start again. It prints actions served per second, the time
from an act to the last seat's update (p50, p99), the server's CPU and memory per table, and the
most connections the server held at once.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from accessiplay.online.testing import Client, ServerProcess
from benchmarks import measures

#: DESIGN.md's targets.
P99_TARGET = 0.050
CONNECTIONS_TARGET = 1000
#: (game, seats) of the tables, taken in turn: 2 to 4 seats, the five games.
MIX = [
    ("sixteen", 3),
    ("sixty-one", 2),
    ("fairy-lights", 4),
    ("linotte", 2),
    ("lueurs", 2),
    ("sixteen", 4),
    ("fairy-lights", 2),
    ("sixty-one", 3),
]


class Room:
    """What every table reports: acts sent, when each seat heard of each act, connections."""

    def __init__(self, think: float) -> None:
        #: A bot's mean time to decide, in seconds (players take longer still).
        self.think = think
        #: When each (table, seat)'s act in flight left: a seat sends one act at a time.
        self.sent: dict[tuple[str, int], float] = {}
        self.heard: dict[tuple[str, int], list[float]] = {}
        self.seats: dict[str, int] = {}
        self.latencies: list[float] = []
        self.actions = 0
        self.open = 0
        self.peak = 0
        self.stop = False
        self.clients: list[Client] = []

    def acted(self, table: str, seat: int) -> None:
        """A seat sent its act now."""
        self.sent[(table, seat)] = time.perf_counter()
        self.actions += 1

    def refused(self, table: str, seat: int) -> None:
        """The server refused that act: it has no latency."""
        self.sent.pop((table, seat), None)
        self.heard.pop((table, seat), None)

    def arrived(self, table: str, update: dict[str, Any], now: float) -> None:
        """A seat got an update; once every seat has heard of an act (the update holding its
        step), that act's latency is known. Keyed by the acting seat, not the turn number:
        in Sixty-One and 16 lueurs both seats act on the same turn."""
        for step in update["steps"]:
            key = (table, step["seat"])
            if key not in self.sent:
                continue
            heard = self.heard.setdefault(key, [])
            heard.append(now)
            if len(heard) == self.seats[table]:
                self.latencies.append(max(heard) - self.sent.pop(key))
                del self.heard[key]


async def _connect(url: str, name: str, room: Room) -> Client:
    """One more connection, counted while it is open."""
    client = await Client.connect(url, name)
    room.clients.append(client)
    room.open += 1
    room.peak = max(room.peak, room.open)
    return client


async def _seat(client: Client, table: str, seat: int, room: Room, rng: random.Random) -> None:
    """A bot at one seat: acts on every update that lists its legal actions, until the end.

    It thinks in a task of its own while this loop goes on reading: a frame is timed when it
    arrives, not when a seat busy thinking would get round to it (in Sixty-One and 16 lueurs
    the other seat is always thinking when an act's update comes).
    """
    waiting = False
    legal: list[Any] = []
    thinking: set[asyncio.Task[None]] = set()
    while not room.stop:
        got = await _next(client)
        if got is None:
            return
        now, frame = got
        if frame["type"] == "error":
            waiting = False
            room.refused(table, seat)
            continue
        if frame["type"] != "update" or frame["table"] != table:
            continue
        room.arrived(table, frame, now)
        if any(step["seat"] == seat for step in frame["steps"]):
            waiting = False
        if frame["over"]:
            return
        # An update may keep the legal moves of the one before instead of sending them again.
        legal = legal if frame.get("legal_kept") else frame["legal"]
        if legal and not waiting:
            waiting = True
            delay = rng.uniform(0.5, 1.5) * room.think
            act = {"table": table, "turn": frame["turn"], "action": rng.choice(legal)}
            task = asyncio.create_task(_act_after(client, seat, delay, act, room))
            thinking.add(task)
            task.add_done_callback(thinking.discard)


async def _act_after(
    client: Client, seat: int, delay: float, act: dict[str, Any], room: Room
) -> None:
    """Send a seat's act once it has thought for `delay` seconds."""
    if delay:
        await asyncio.sleep(delay)
    if room.stop:
        return
    room.acted(act["table"], seat)
    with contextlib.suppress(ConnectionClosed):
        await client.send("act", **act)


async def _watch(client: Client, table: str, room: Room) -> None:
    """A watcher reads every update of its table until the game ends."""
    client.inbox.clear()
    while not room.stop:
        try:
            text = await client.ws.recv()
        except ConnectionClosed:
            return
        # A watcher only reads along: no need to parse all of it to see the game end.
        if '"over":true' in text and '"type":"update"' in text:
            return


async def _next(client: Client) -> tuple[float, dict[str, Any]] | None:
    """The next frame and when it arrived: those `request` already read first, then the
    socket (None once the connection is closed)."""
    if client.inbox:
        return time.perf_counter(), client.inbox.pop(0)
    try:
        text = await client.ws.recv()
    except ConnectionClosed:
        return None
    now = time.perf_counter()
    frame: dict[str, Any] = json.loads(text)
    return now, frame


async def _table(url: str, n: int, watchers: int, room: Room) -> None:
    """One table's players and watchers, playing game after game until the time is up."""
    game, seats = MIX[n % len(MIX)]
    rng = random.Random(n)
    players = [await _connect(url, f"Bot {n}-{s}", room) for s in range(seats)]
    lookers = [await _connect(url, f"Watcher {n}-{w}", room) for w in range(watchers)]
    # The room closes every connection when the time is up: a table then simply stops.
    with contextlib.suppress(ConnectionClosed):
        while not room.stop:
            seating = [{"kind": "human"}] * seats
            table = (await players[0].request("create", game=game, seats=seating))["table"]
            await players[0].next("seated")
            for client in players[1:]:
                await client.request("join", table=table)
            for client in lookers:
                await client.request("spectate", table=table)
            room.seats[table] = seats
            await asyncio.gather(
                *(_seat(c, table, s, room, rng) for s, c in enumerate(players)),
                *(_watch(c, table, room) for c in lookers),
            )


def _server_usage(pid: int) -> tuple[float, int]:
    """The server's CPU seconds so far and its resident memory in bytes (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    rss = int(fields[21]) * resource.getpagesize()
    return cpu, rss


async def _room(
    url: str, numbers: list[int], watchers: int, warmup: float, seconds: float, think: float
) -> dict[str, Any]:
    """One client process's share of the tables: seat them, play `seconds` after `warmup`."""
    room = Room(think)
    tasks = []
    for n in numbers:
        tasks.append(asyncio.create_task(_table(url, n, watchers, room)))
        await asyncio.sleep(0.005)
    await asyncio.sleep(max(0.0, warmup - 0.005 * len(numbers)))
    room.latencies.clear()
    actions0, start = room.actions, time.perf_counter()
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - start
    found = {
        "actions": (room.actions - actions0) / elapsed,
        "latencies": list(room.latencies),
        "open": room.open,
    }
    room.stop = True
    for client in room.clients:
        await client.close()
    await asyncio.wait(tasks, timeout=35)
    return found


def _client(job: tuple[str, list[int], int, float, float, float]) -> dict[str, Any]:
    """A client process: its tables' bots and watchers on one event loop."""
    return asyncio.run(_room(*job))


def _run(url: str, pid: int, args: argparse.Namespace, warmup: float) -> dict[str, Any]:
    """Fill the room from several client processes, measure the server meanwhile, gather."""
    _, rss0 = _server_usage(pid)
    shares = [list(range(i, args.tables, args.clients)) for i in range(args.clients)]
    jobs = [(url, share, args.watchers, warmup, args.seconds, args.think) for share in shares]
    with multiprocessing.get_context("fork").Pool(args.clients) as pool:
        pending = pool.map_async(_client, jobs)
        time.sleep(warmup)
        cpu1, _ = _server_usage(pid)
        time.sleep(args.seconds)
        cpu2, rss2 = _server_usage(pid)
        parts = pending.get(timeout=args.seconds + warmup + 120)
    latencies = [x for part in parts for x in part["latencies"]]
    cpu = (cpu2 - cpu1) / args.seconds
    return {
        "actions": sum(part["actions"] for part in parts),
        "p50": measures.percentile(latencies, 50),
        "p99": measures.percentile(latencies, 99),
        "samples": len(latencies),
        "cpu": cpu / args.tables,
        "rss": (rss2 - rss0) / args.tables,
        "rss_total": rss2,
        "cpu_total": cpu,
        "peak": sum(part["open"] for part in parts),
    }


def _raise_open_files(wanted: int) -> None:
    """Two file descriptors a connection (client and server side share the machine)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard), hard))


def _row(what: str, value: str, target: str = "", ok: bool | None = None) -> str:
    """One line of the table."""
    verdict = "" if ok is None else ("ok" if ok else "MISSED")
    return f"| {what:<44} | {value:>14} | {target:>10} | {verdict:<6} |"


def main(argv: list[str] | None = None) -> int:
    """Measure and print; exit 0 whatever the numbers (they are reported, not asserted)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks online")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to measure")
    parser.add_argument("--tables", type=int, default=200, help="tables played at once")
    parser.add_argument("--watchers", type=int, default=3, help="watchers at each table")
    parser.add_argument("--clients", type=int, default=4, help="client processes")
    parser.add_argument("--warmup", type=float, help="seconds to seat every table before measuring")
    parser.add_argument(
        "--think", type=float, default=1.0, help="a seat's mean seconds before it acts (0: at once)"
    )
    args = parser.parse_args(argv)
    seats = sum(MIX[n % len(MIX)][1] for n in range(args.tables))
    connections = seats + args.tables * args.watchers
    _raise_open_files(2 * connections + 256)
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "data").start()
        try:
            warmup = args.warmup if args.warmup is not None else 5 + 0.02 * args.tables
            found = _run(server.url, server.pid, args, warmup)
        finally:
            server.stop()
    watching = args.tables * args.watchers
    print(f"{args.tables} tables ({seats} seats, {watching} watchers), {args.seconds:g} s,")
    print(f"each seat acting {args.think:g} s on average after its update")
    print(_row("what", "measured", "target", None))
    print("|" + "-" * 46 + "|" + "-" * 16 + "|" + "-" * 12 + "|" + "-" * 8 + "|")
    print(_row("actions served", f"{found['actions']:.0f} /s"))
    p50, p99 = found["p50"] * 1000, found["p99"] * 1000
    print(_row(f"act -> last seat's update p50 ({found['samples']})", f"{p50:.1f} ms"))
    print(
        _row(
            "act -> last seat's update p99", f"{p99:.1f} ms", "<= 50 ms", found["p99"] <= P99_TARGET
        )
    )
    print(_row("server CPU per table", f"{100 * found['cpu']:.2f} % core"))
    print(_row("server CPU, all tables", f"{100 * found['cpu_total']:.0f} % core"))
    print(_row("server memory per table", f"{found['rss'] / 1024:.0f} KB"))
    print(_row("server memory in all", f"{found['rss_total'] / 2**20:.0f} MB"))
    peak = found["peak"]
    print(_row("connections held at once", f"{peak}", ">= 1000", peak >= CONNECTIONS_TARGET))
    return 0


if __name__ == "__main__":
    sys.exit(main())
