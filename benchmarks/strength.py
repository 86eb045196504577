"""`python -m benchmarks strength [--games N]`: how strong each bot level is, seeded.

Solo means with 95% confidence intervals for the roll-and-writes; head-to-head rates, seats
swapped and ties counted half, hard against normal and normal against easy in every game; the
hard bots' decision times; and the two playout speeds the issue names. Each game of a pair is
played twice with the same seed, the levels' seats swapped, so neither seat's luck decides.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence

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
        start, cpu = time.perf_counter(), time.thread_time()
        action = ask_bot(game, bots[seat], state, seat, rng)
        timings.setdefault(levels[seat], []).append(time.perf_counter() - start)
        timings.setdefault(f"cpu:{levels[seat]}", []).append(time.thread_time() - cpu)
        state.apply(seat, action)
    return state


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def solo(game, level: str, seeds: range, timings: dict) -> list[float]:
    """Final scores of one bot alone, one per seeded game."""
    return [float(play(game, [level], seed, timings).totals()[0]) for seed in seeds]


def head_to_head(game, first: str, second: str, seeds: range, timings: dict) -> list[float]:
    """`first`'s share of each game against `second` (1 won, ½ shared, 0 lost), every seed
    played twice with the seats swapped."""
    shares = []
    for seed in seeds:
        for levels in ([first, second], [second, first]):
            winners = play(game, levels, seed, timings).winners()
            seat = levels.index(first)
            shares.append(1.0 / len(winners) if seat in winners else 0.0)
    return shares


#: The measures of one game, by the name `--part` and saved runs give them.
PARTS = ("normal-solo", "hard-solo", "hard-normal", "normal-easy")


def measure(game, parts: Sequence[str], seeds: range) -> dict[str, list[float]]:
    """Play the parts asked for on these seeds: each part's per-game values, and the hard bot's
    decision times: `time:hard` by the wall clock, `cpu:hard` in CPU (what the load leaves out);
    `load`, the machine's load average as the measures began and ended."""
    samples: dict[str, list[float]] = {"load": [os.getloadavg()[0]]}
    timings: dict[str, list[float]] = {}
    for part in parts:
        first, kind = part.split("-")
        if kind == "solo":
            if game.scored and game.min_players == 1:
                samples[part] = solo(game, first, seeds, timings)
        else:
            samples[part] = head_to_head(game, first, kind, seeds, timings)
    samples["time:hard"] = timings.get("hard", [])
    samples["cpu:hard"] = timings.get("cpu:hard", [])
    samples["load"].append(os.getloadavg()[0])
    return samples


def _row(what: str, value: str, target: str, ok: bool | None) -> str:
    """One line of the table."""
    verdict = "" if ok is None else ("ok" if ok else "MISSED")
    return f"| {what:<44} | {value:>16} | {target:>10} | {verdict:<6} |"


def _report(what: str, value: str, target: tuple[str, bool] | None) -> None:
    """Print one measure at once (a long run shows its progress), with its target if any."""
    print(_row(what, value, *(target or ("", None))), flush=True)


def main(argv: list[str] | None = None) -> int:
    """Play, measure, print the table; exit 0 whatever the numbers (reported, not asserted).

    A long run may be split (`--seeds 0:250 --save a.json`, `--seeds 250:500 --save b.json`)
    and its pieces put together again (`--combine a.json b.json`).
    """
    parser = argparse.ArgumentParser(prog="python -m benchmarks strength")
    parser.add_argument("--games", type=int, default=500, help="seeded games per measure")
    parser.add_argument("--seeds", help="A:B, the seeds to play (instead of 0:games)")
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--part", action="append", choices=PARTS, help="only these measures")
    parser.add_argument("--save", help="also write every game's result to this JSON file")
    parser.add_argument("--combine", nargs="+", help="print the table of saved runs, play none")
    parser.add_argument("--no-speeds", action="store_true", help="leave out the speed lines")
    parser.add_argument(
        "--full-search",
        action="store_true",
        help="lift the searching bots' CPU cap: every decision makes all its rollouts, even on "
        "a machine too slow to make them within the cap (decision times then show the whole "
        "search)",
    )
    parser.add_argument(
        "--true-worlds",
        action="store_true",
        help="an experiment, never a bot's play: the searching hard bots search the true game, "
        "the others' hands included, so the table shows what better guessing of the hidden "
        "could win at most",
    )
    args = parser.parse_args(argv)
    if args.full_search:
        _lift_budgets(args.game)
    if args.true_worlds:
        _show_secrets(args.game)
    if args.combine:
        results = _combined(args.combine)
    else:
        low, _, high = (args.seeds or f"0:{args.games}").partition(":")
        seeds = range(int(low), int(high))
        results = {}
        print(
            f"seeds {seeds.start}:{seeds.stop}, one game each solo, a seat-swapped pair each match"
        )
        for game in all_games():
            if not args.game or game.id in args.game:
                results[game.id] = measure(game, args.part or PARTS, seeds)
        if args.save:
            with open(args.save, "w", encoding="utf-8") as out:
                json.dump(results, out)
    _table(results)
    if not args.combine and not args.no_speeds:
        _speeds(args.game)
    return 0


def _lift_budgets(only: list[str] | None) -> None:
    """Searching hard bots make every rollout, however much CPU it takes (this process only)."""
    for game in all_games():
        bot = game.bot("hard") if "hard" in game.bot_levels() else None
        if (not only or game.id in only) and hasattr(bot, "budget"):
            bot.budget = float("inf")  # type: ignore[union-attr]
    print("full search: the hard bots' CPU cap is lifted")


def _show_secrets(only: list[str] | None) -> None:
    """Searching hard bots are given the true game instead of worlds drawn from their view
    (this process only): the ceiling of any better inference about the hidden hands."""
    for game in all_games():
        if not only or game.id in only:
            setattr(game, "world_for", _true_world)  # noqa: B010 (mypy forbids assigning a method)
    print("true worlds: the hard bots search the real hands (a ceiling, not their strength)")


def _true_world(state: State, seat: int, rng: random.Random) -> State:
    """The game exactly as it is, secrets included."""
    return state.clone()


def _combined(paths: Sequence[str]) -> dict[str, dict[str, list[float]]]:
    """Saved runs put together, measure by measure."""
    results: dict[str, dict[str, list[float]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as saved:
            for game_id, samples in json.load(saved).items():
                for key, values in samples.items():
                    results.setdefault(game_id, {}).setdefault(key, []).extend(values)
    return results


def _table(results: dict[str, dict[str, list[float]]]) -> None:
    """The strength table: each measure with its count, 95% half-width and target."""
    print(_row("what", "measured", "target", None))
    print("|" + "-" * 46 + "|" + "-" * 18 + "|" + "-" * 12 + "|" + "-" * 8 + "|")
    for game_id, samples in results.items():
        for part in PARTS:
            values = samples.get(part)
            if not values:
                continue
            mean, half = mean_ci(values)
            first, kind = part.split("-")
            if kind == "solo":
                target = SOLO_TARGETS.get(game_id) if first == "hard" else None
                shown = None if target is None else (f">= {target:g}", mean >= target)
                what, value = f"{first} solo mean ({len(values)})", f"{mean:.1f} ± {half:.1f}"
            else:
                wanted = HEAD_TO_HEAD_TARGET
                shown = (f">= {100 * wanted:.0f}%", mean >= wanted) if first == "hard" else None
                what = f"{first} beats {kind} ({len(values)})"
                value = f"{100 * mean:.1f}% ± {100 * half:.1f}"
            _report(f"{game_id}: {what}", value, shown)
        _times(game_id, samples)


def _times(game_id: str, samples: dict[str, list[float]]) -> None:
    """The hard bot's decision p95 by the wall clock (the target, which the machine's load
    inflates: the highest load average seen while measuring is printed beside it) and in the
    thinking thread's CPU."""
    times = samples.get("time:hard", [])
    if times:
        p95 = measures.percentile(times, 95)
        load = max(samples.get("load", [os.getloadavg()[0]]))
        _report(
            f"{game_id}: hard decision p95 ({len(times)}, load {load:.1f})",
            f"{1000 * p95:.0f} ms",
            (f"<= {DECISION_P95:g} s", p95 <= DECISION_P95),
        )
    cpu = samples.get("cpu:hard", [])
    if cpu:
        _report(
            f"{game_id}: hard decision p95, CPU ({len(cpu)})",
            f"{1000 * measures.percentile(cpu, 95):.0f} ms",
            None,
        )


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
            rate = measures.bot_games(get_game("linotte"), "easy", 5.0, clock=clock)
            _speed(f"linotte: easy vs easy games ({name})", rate, name == "cpu")


def _speed(what: str, rate: float, target: bool) -> None:
    """One speed line; the CPU rate is the one held to the 300 a second."""
    _report(what, f"{rate:.0f} /s", (">= 300 /s", rate >= 300) if target else None)


if __name__ == "__main__":
    sys.exit(main())
