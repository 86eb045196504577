"""`python -m benchmarks strength [--games N]`: how strong each bot level is, seeded.

Solo means with 95% confidence intervals for the roll-and-writes; head-to-head rates, seats
swapped and ties counted half, hard against normal and normal against easy in every game; the
hard bots' decision times; and the two playout speeds the issue names. Each game of a pair is
played twice with the same seed, the levels' seats swapped, so neither seat's luck decides.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from accessiplay.core import CHANCE, Game, State, all_games, get_game
from accessiplay.core.playout import ask_bot
from benchmarks import measures

#: DESIGN.md's targets for the hard bots.
SOLO_TARGETS = {"sixty-one": 42.0, "lueurs": 72.0}
HEAD_TO_HEAD_TARGET = 0.65
DECISION_P95 = 1.0


def play(game: Game, levels: list[str], seed: int, timings: dict[str, list[float]]) -> State:
    """One seeded game between these levels (one per seat); each decision's time kept by level."""
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_state(len(levels))
    state.lean = True  # bots read totals, never the itemised scores a player hears
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        start = time.perf_counter()
        action = ask_bot(game, bots[seat], state, seat, rng)
        timings.setdefault(levels[seat], []).append(time.perf_counter() - start)
        state.apply(seat, action)
    return state


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def solo(game, level: str, games: int, timings: dict) -> tuple[float, float]:
    """Mean final score of one bot alone over seeded games, with its 95% half-width."""
    return mean_ci([float(play(game, [level], seed, timings).totals()[0]) for seed in range(games)])


def head_to_head(game, first: str, second: str, games: int, timings: dict) -> tuple[float, float]:
    """`first`'s share of wins against `second` (ties half) over `games` seeded pairs of games
    with the seats swapped, and the 95% half-width of that share."""
    shares = []
    for seed in range(games):
        for levels in ([first, second], [second, first]):
            winners = play(game, levels, seed, timings).winners()
            seat = levels.index(first)
            shares.append(1.0 / len(winners) if seat in winners else 0.0)
    return mean_ci(shares)


def _row(what: str, value: str, target: str, ok: bool | None) -> str:
    """One line of the table."""
    verdict = "" if ok is None else ("ok" if ok else "MISSED")
    return f"| {what:<44} | {value:>16} | {target:>10} | {verdict:<6} |"


def _report(what: str, value: str, target: tuple[str, bool] | None) -> None:
    """Print one measure at once (a long run shows its progress), with its target if any."""
    print(_row(what, value, *(target or ("", None))), flush=True)


def main(argv: list[str] | None = None) -> int:
    """Play, measure, print the table; exit 0 whatever the numbers (reported, not asserted)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks strength")
    parser.add_argument("--games", type=int, default=500, help="seeded games per measure")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args(argv)
    games = [g for g in all_games() if not args.game or g.id in args.game]
    print(f"{args.games} seeded games per solo mean, {args.games} seat-swapped pairs per match")
    print(_row("what", "measured", "target", None))
    print("|" + "-" * 46 + "|" + "-" * 18 + "|" + "-" * 12 + "|" + "-" * 8 + "|")
    for game in games:
        timings: dict[str, list[float]] = {}
        if game.scored and game.min_players == 1:
            for level in ("normal", "hard"):
                mean, half = solo(game, level, args.games, timings)
                target = SOLO_TARGETS.get(game.id) if level == "hard" else None
                shown = None if target is None else (f">= {target:g}", mean >= target)
                _report(f"{game.id}: {level} solo mean", f"{mean:.1f} ± {half:.1f}", shown)
        for first, second in (("hard", "normal"), ("normal", "easy")):
            rate, half = head_to_head(game, first, second, args.games, timings)
            wanted = HEAD_TO_HEAD_TARGET
            shown = (f">= {100 * wanted:.0f}%", rate >= wanted) if first == "hard" else None
            _report(
                f"{game.id}: {first} beats {second}", f"{100 * rate:.1f}% ± {100 * half:.1f}", shown
            )
        p95 = measures.percentile(timings["hard"], 95)
        _report(
            f"{game.id}: hard decision p95 ({len(timings['hard'])})",
            f"{1000 * p95:.0f} ms",
            (f"<= {DECISION_P95:g} s", p95 <= DECISION_P95),
        )
    _speeds(args.game)
    return 0


def _speeds(only: list[str] | None) -> None:
    """16 lueurs' random playouts and La Linotte's easy-against-easy games, per second of this
    process's CPU (the target; the machine is shared) and per second of wall clock, with the
    load the machine was under."""
    print(f"load average while measuring speeds: {os.getloadavg()[0]:.1f}")
    for clock, name in ((time.process_time, "cpu"), (time.perf_counter, "wall")):
        if not only or "lueurs" in only:
            rate, _ = measures.random_playouts(get_game("lueurs"), 5.0, clock=clock)
            _speed(f"lueurs: random playouts, 2 players ({name})", rate, name == "cpu")
        if not only or "linotte" in only:
            linotte = get_game("linotte")
            timings: dict[str, list[float]] = {}
            start, count = clock(), 0
            while clock() - start < 5.0:
                play(linotte, ["easy", "easy"], count, timings)
                count += 1
            rate = count / (clock() - start)
            _speed(f"linotte: easy vs easy games ({name})", rate, name == "cpu")


def _speed(what: str, rate: float, target: bool) -> None:
    """One speed line; the CPU rate is the one held to the 300 a second."""
    _report(what, f"{rate:.0f} /s", (">= 300 /s", rate >= 300) if target else None)


if __name__ == "__main__":
    sys.exit(main())
