"""`python -m benchmarks linotte_value [--seeds A:B] [--out FILE]`: fit La Linotte's position
value (accessiplay/games/linotte/value.py) again and write its weights.

Plays normal-vs-normal games from seeded dice (the fast playouts of rollout.py), keeps every
position a turn leaves that does not end the game, and labels it with whether the player who
had just moved went on to win. A logistic regression of the value's 52 features on those labels
(Newton's method, a light ridge) gives the weights of value.json: the default seeds, 20000:40000,
write the very file shipped.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

import numpy as np

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import rollout
from accessiplay.games.linotte import value as lv

#: A playout safety: bots' games end long before.
TURNS_AT_MOST = 200
#: The ridge's weight, per position.
RIDGE = 1e-3
NEWTON_STEPS = 30


def positions(seed: int) -> tuple[list[tuple], int]:
    """Every position one seeded game leaves after a turn that does not end it, and its winner."""
    rng = random.Random(seed)
    board: list = [None] * (bd.SIZE * bd.SIZE)
    pawns, points = [12, 12], [0, 0]
    white = rng.randint(0, 1)
    seen = [
        (tuple(board), seat, white, tuple(pawns), tuple(points))
        for seat in rollout.turns(board, white, white, pawns, points, rng, TURNS_AT_MOST)
    ]
    winner = rollout.winner(points, white)
    return seen, winner


def dataset(seeds: range) -> tuple[np.ndarray, np.ndarray]:
    """The features of every position of these games, and whether its mover won."""
    rows, won = [], []
    for seed in seeds:
        seen, winner = positions(seed)
        for position in seen:
            rows.append(lv.features(*position))
            won.append(float(position[1] == winner))
    return np.array(rows), np.array(won)


def fit(x: np.ndarray, y: np.ndarray) -> tuple[float, list[float]]:
    """The logistic regression's bias and weights on the raw features."""
    mean, spread = x.mean(0), x.std(0)
    spread[spread == 0] = 1.0
    # The first feature is left unscaled: the fit that wrote value.json did so, and this script
    # must write the very weights shipped. (The constant feature then scales to zero.)
    mean[0], spread[0] = 0.0, 1.0
    z = (x - mean) / spread
    w = np.zeros(x.shape[1])
    ridge = RIDGE * len(y)
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-z @ w))
        gradient = z.T @ (p - y) + ridge * w
        hessian = (z * (p * (1 - p))[:, None]).T @ z + ridge * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    weights = w / spread
    return float(-np.sum(w * mean / spread)), [float(v) for v in weights]


def main(argv: list[str] | None = None) -> int:
    """Fit the value on the seeds asked for and write its weights."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks linotte_value")
    parser.add_argument("--seeds", default="20000:40000", help="A:B, the games' seeds")
    parser.add_argument("--out", default=str(Path(lv.__file__).parent / "value.json"))
    args = parser.parse_args(argv)
    first, last = (int(n) for n in args.seeds.split(":"))
    x, y = dataset(range(first, last))
    bias, weights = fit(x, y)
    text = json.dumps({"bias": round(bias, 6), "weights": [round(w, 6) for w in weights]})
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(f"{len(y)} positions of {last - first} games: weights written to {args.out}")
    return 0
