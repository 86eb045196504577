"""Each measure of the benchmark table, as a function returning numbers."""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from accessiplay.core import CHANCE
from accessiplay.core.playout import ask_bot, bot_decider, play_out


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) of the values, by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def cold_start(runs: int = 5) -> float:
    """Median seconds from launching the client to its first printed announcement."""
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ACCESSIPLAY_HOME=home)
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "accessiplay",
                    "--speech",
                    "console",
                    "--plain",
                    "--no-sound",
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                env=env,
            )
            assert proc.stdout is not None and proc.stdin is not None  # both are pipes
            proc.stdout.readline()
            times.append(time.perf_counter() - start)
            proc.stdin.close()
            proc.wait(timeout=10)
    return statistics.median(times)


def random_playouts(
    game, seconds: float = 2.0, players: int = 2, clock=time.perf_counter
) -> tuple[float, float]:
    """Full random games per second for this game at `players` seats, and actions per second.

    Actions per second shows the rules' own speed where random play makes games very long.
    `clock` may be `time.process_time`: on a shared machine the CPU this process was given
    measures the code, where the wall clock measures the neighbours' load too.
    """
    rng = random.Random(1)
    games, actions, start = 0, 0, clock()
    players = max(game.min_players, min(players, game.max_players))
    while clock() - start < seconds:
        state = game.new_state(players)
        while not state.is_terminal():
            if state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
            else:
                seat = min(state.acting_seats())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
        games += 1
    elapsed = clock() - start
    return games / elapsed, actions / elapsed


def bot_games(game, level: str, seconds: float = 2.0, clock=time.process_time) -> float:
    """Whole two-player games per second between two bots of this level, seeded game by game.

    La Linotte's speed figure (DESIGN.md): random play there rarely places a pawn, so its
    random playouts say little of the games bots and players make. States are lean, as in
    search: bots read totals, never itemised scores. `clock` as in `random_playouts`.
    """
    bot_decider(game, [level, level], random.Random(0))  # the bots' module loaded beforehand
    games, start = 0, clock()
    while clock() - start < seconds:
        rng = random.Random(games)
        state = game.new_state(2)
        state.lean = True
        play_out(state, bot_decider(game, [level, level], rng), rng)
        games += 1
    return games / (clock() - start)


def bot_decisions(game, level: str, decisions: int = 400) -> list[float]:
    """Seconds per decision of a bot of this level, over bot-versus-bot games."""
    rng = random.Random(2)
    bot = game.bot(level)
    times: list[float] = []
    players = max(game.min_players, min(2, game.max_players))
    while len(times) < decisions:
        state = game.new_state(players)
        while not state.is_terminal() and len(times) < decisions:
            if state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = min(state.acting_seats())
            start = time.perf_counter()
            action = ask_bot(game, bot, state, seat, rng)
            times.append(time.perf_counter() - start)
            state.apply(seat, action)
    return times


class _TimingSpeaker:
    """Notes when the first text of each key press reaches it."""

    backend_name = "record"

    def __init__(self):
        self.first: float | None = None

    def speak(self, text, interrupt=False):
        if self.first is None:
            self.first = time.perf_counter()

    def braille(self, text):
        pass

    def stop(self):
        pass

    def close(self):
        pass


KEYS = (
    "down",
    "up",
    "down",
    "home",
    "end",
    "d",
    "s",
    "S",
    "t",
    "w",
    "l",
    "L",
    "c",
    "down",
    "right",
    "left",
    "escape",
    "enter",
    "escape",
    ",",
    ".",
    "<",
    ">",
    "f1",
    "escape",
    "enter",
    "enter",
    "enter",
    "x",
    "v",
    "v",
)


def key_latency(game, presses: int = 600) -> tuple[list[float], int]:
    """Seconds from a key press to the text handed to the speaker, and how many keys were silent."""
    from accessiplay.settings import Settings
    from accessiplay.ui import flow
    from accessiplay.ui.app import Controller
    from accessiplay.ui.catalog import SCREENS

    rng = random.Random(3)
    speaker = _TimingSpeaker()
    with tempfile.TemporaryDirectory() as home:
        os.environ["ACCESSIPLAY_HOME"] = home
        app = Controller(Settings(bot_pause=0), speaker, None, "en", screens=SCREENS, seed=5)
        latencies: list[float] = []
        silent = 0
        seats = ["human"] + ["normal"] * (max(game.min_players, 2) - 1)
        flow.start_game(app, game, seats, seed=5)
        app.settle()
        for _ in range(presses):
            if not app.running or type(app.top()).__name__ in ("MainMenu", "LinesScreen"):
                app.stack.clear()
                app.running = True
                flow.start_game(app, game, seats, seed=rng.randrange(1000))
                app.settle()
            key = rng.choice(KEYS)
            speaker.first = None
            start = time.perf_counter()
            app.handle(key)
            if speaker.first is None:
                silent += 1
            else:
                latencies.append(speaker.first - start)
            app.settle()
        del os.environ["ACCESSIPLAY_HOME"]
    return latencies, silent
