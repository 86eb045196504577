"""`python -m benchmarks`: the speed table of every registered game against DESIGN.md's targets.

`python -m benchmarks strength [--games N]`: the bots' strength table (benchmarks/strength.py).
`python -m benchmarks hints [--games N]`: following the hint against the normal bot's move
(benchmarks/hints.py).
`python -m benchmarks online [--seconds S] [--tables N]`: the server under load (benchmarks/online.py).
`python -m benchmarks linotte_value [--seeds A:B]`: La Linotte's position value fitted again
(benchmarks/linotte_value.py).
`python -m benchmarks linotte_duel [--seeds A:B]`: La Linotte's hard bot against normal, fast
(benchmarks/linotte_duel.py).
"""

from __future__ import annotations

import argparse
import sys

from accessiplay.core import all_games
from benchmarks import measures


def _row(what: str, value: str, target: str, ok: bool | None) -> str:
    """One line of the table."""
    verdict = "" if ok is None else ("ok" if ok else "MISSED")
    return f"| {what:<44} | {value:>12} | {target:>12} | {verdict:<6} |"


#: Games whose playout figure is bots' games, not random ones (DESIGN.md): random play in La
#: Linotte rarely places a pawn and lasts ~250 turns, unlike any game a player sees.
BOT_GAMES_FIGURE = {"linotte": "easy"}


def _playout_rows(game, seconds: float) -> None:
    """The playout speed held to 300 games a second, and the rules' speed in actions."""
    rate, actions = measures.random_playouts(game, seconds)
    level = BOT_GAMES_FIGURE.get(game.id)
    target = (">= 300 /s", rate >= 300) if level is None else ("", None)
    print(_row(f"{game.id}: random playouts, 2 players", f"{rate:.0f} /s", *target))
    print(_row(f"{game.id}: actions applied in those playouts", f"{actions:.0f} /s", "", None))
    if level is not None:
        # Per second of this process's CPU, as the strength benchmark counts it: the machine
        # is shared, and the neighbours' load is not the code's speed.
        games = measures.bot_games(game, level, seconds)
        label = f"{game.id}: {level} vs {level} games, 2 players (cpu)"
        print(_row(label, f"{games:.0f} /s", ">= 300 /s", games >= 300))


def main(argv: list[str] | None = None) -> int:
    """Measure and print; exit 0 whatever the numbers (they are reported, not asserted)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["strength"]:
        from benchmarks import strength

        return strength.main(argv[1:])
    if argv[:1] == ["hints"]:
        from benchmarks import hints

        return hints.main(argv[1:])
    if argv[:1] == ["linotte_value"]:
        from benchmarks import linotte_value

        return linotte_value.main(argv[1:])
    if argv[:1] == ["linotte_duel"]:
        from benchmarks import linotte_duel

        return linotte_duel.main(argv[1:])
    if argv[:1] == ["online"]:
        from benchmarks import online

        return online.main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--quick", action="store_true", help="fewer samples, for a smoke run")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args(argv)
    seconds = 0.5 if args.quick else 2.0
    decisions = 100 if args.quick else 400
    presses = 150 if args.quick else 600
    print(_row("what", "measured", "target", None))
    print("|" + "-" * 46 + "|" + "-" * 14 + "|" + "-" * 14 + "|" + "-" * 8 + "|")
    start = measures.cold_start(3 if args.quick else 7)
    print(
        _row(
            "cold start to first announcement (console)",
            f"{start:.3f} s",
            "<= 0.35 s",
            start <= 0.35,
        )
    )
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        lat, silent = measures.key_latency(game, presses)
        p50, p99 = measures.percentile(lat, 50) * 1000, measures.percentile(lat, 99) * 1000
        print(_row(f"{game.id}: key -> speaker p50", f"{p50:.2f} ms", "", None))
        print(_row(f"{game.id}: key -> speaker p99", f"{p99:.2f} ms", "<= 5 ms", p99 <= 5))
        print(_row(f"{game.id}: silent keys", f"{silent}/{presses}", "0", silent == 0))
        _playout_rows(game, seconds)
        for level in game.bot_levels():
            # A hard decision takes up to a second: fewer of them.
            count = decisions // 10 if level == "hard" else decisions
            times = measures.bot_decisions(game, level, count)
            p95 = measures.percentile(times, 95) * 1000
            limit = {"normal": 50, "hard": 1000}.get(level)
            print(
                _row(
                    f"{game.id}: {level} bot decision p95",
                    f"{p95:.2f} ms",
                    "" if limit is None else f"<= {limit} ms",
                    None if limit is None else p95 <= limit,
                )
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
