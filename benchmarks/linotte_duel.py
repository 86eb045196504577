"""`python -m benchmarks linotte_duel [--seeds A:B] [--bot hard|normal]`: La Linotte's hard bot
against normal, fast enough for the thousands of games a difference of a few points needs.

The strength benchmark plays hard through the game's states and views: about 10 CPU-minutes
per 250 games. Here each turn is rollout.turn, normal's own dice planning, aimed at hard's
worth of each cell (hard.reply_aware_worth) for hard's seat and at normal's for the other:
hard's decisions without the end-game playouts (session 30 compared 771 of hard's decisions
in 12 full games: 765 agree; 5 of the others are those playouts, which measured no gain).
About 0.8 CPU-seconds a game. Each seed is played twice, the seats swapped; ties go to black
as in the rules, so a game is won or lost.
"""

from __future__ import annotations

import argparse
import random
from multiprocessing import Pool

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import hard, rollout

#: A safety on a game's length: bots' games end long before.
TURNS_AT_MOST = 200
BOTS: dict[str, rollout.Worth] = {"hard": hard.reply_aware_worth, "normal": nb.cell_worth}


def duel(seed: int, seat: int, bot: str = "hard") -> bool:
    """Whether `bot`, playing `seat`, beats normal in the game these seeded dice give."""
    rng = random.Random(seed)
    white = rng.randint(0, 1)
    board: list = [None] * (bd.SIZE * bd.SIZE)
    pawns, points = [12, 12], [0, 0]
    worths = (BOTS[bot], nb.cell_worth) if seat == 0 else (nb.cell_worth, BOTS[bot])
    for _ in rollout.turns(board, white, white, pawns, points, rng, TURNS_AT_MOST, worths):
        pass
    return rollout.winner(points, white) == seat


def _duel(job: tuple[int, int, str]) -> bool:
    """`duel` of one (seed, seat, bot), for the pool."""
    return duel(*job)


def rate(seeds: range, bot: str, processes: int = 2) -> tuple[float, float, int]:
    """The share of games `bot` wins, its 95% margin, and how many games were played."""
    jobs = [(seed, seat, bot) for seed in seeds for seat in (0, 1)]
    with Pool(processes) as pool:
        won = pool.map(_duel, jobs, chunksize=4)
    share = sum(won) / len(won)
    return share, 1.96 * (share * (1 - share) / len(won)) ** 0.5, len(won)


def main(argv: list[str] | None = None) -> int:
    """Play the duel on the seeds asked for and print the rate."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks linotte_duel")
    parser.add_argument("--seeds", default="0:250", help="A:B, each seed played twice")
    parser.add_argument("--bot", default="hard", choices=sorted(BOTS))
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    first, last = (int(n) for n in args.seeds.split(":"))
    share, margin, games = rate(range(first, last), args.bot, args.processes)
    print(f"linotte: {args.bot} beats normal in {100 * share:.1f}% ± {100 * margin:.1f} of {games}")
    return 0
