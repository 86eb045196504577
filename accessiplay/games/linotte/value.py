"""La Linotte's value of a position for the hard bot: the chance that the player who has just
moved wins, the other about to throw.

A logistic model of 52 features of the board: for each stretch of 3, 4 or 5 cells that one
colour alone holds, how many pawns it holds and how easily the cells it lacks are thrown; the
points ahead, as the game goes on; the pawns left; the points each side's free cells would add,
weighted by how easily they are thrown; and each side's chance of ending the game with a win on
its next turn. Its weights (value.json) were fitted on the positions of 20,000 normal-vs-normal
games by `python -m benchmarks linotte_value`, which writes them again.

Normal values a cell by a hand-set promise of its lines; this model learned from whole games
what such a board is worth, so the bot can weigh a pawn against the other player's reply in
the one unit that decides a game: its chance of being won.
"""

from __future__ import annotations

import json
import math
from functools import cache, lru_cache
from pathlib import Path

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.plan import TRANSITIONS, Planner, best_rethrows, rethrow_means

#: The stretches of 3, 4 and 5 cells, each once.
STRETCHES = sorted({stretch for through in nb.WINDOWS for stretch in through})
#: Where the count of a stretch of length L holding k pawns goes among the features.
SLOT = {
    (length, held): i
    for i, (length, held) in enumerate(
        (length, held) for length in (3, 4, 5) for held in range(1, length)
    )
}
SLOTS = len(SLOT)
FEATURES = 4 * SLOTS + 16


@cache
def turn_chance(combos: frozenset[str]) -> float:
    """The chance that a whole turn played for them shows one of these combinations (APPEL:
    the best call after the first throw)."""
    if not combos:
        return 0.0
    wanted = dict.fromkeys(combos, 1.0)
    plain = Planner(wanted, None)
    calls = [Planner(wanted, c) for c in cb.ANNOUNCEABLE] if "appel" in combos else []
    rethrows = [best_rethrows(rethrow_means(p.middle())) for p in (plain, *calls)]
    total = 0.0
    for h, chance in TRANSITIONS[()]:
        rethrow = max(best[h] for best in rethrows)
        total += chance * max(plain.first_throw_value(h), rethrow)
    return total


#: How easily each cell's combination is thrown in a whole turn played for it.
EASE = tuple(turn_chance(frozenset({combo})) for combo in bd.COMBO_AT)


def wins_there(board: tuple, cell: int, seat: int, white: int, pawns: tuple, points: tuple) -> bool:
    """Whether a pawn of `seat` on empty `cell` ends the game and wins it (RULES.md §5)."""
    after = list(board)
    after[cell] = seat
    if not bd.ends_game(after, cell, pawns[seat] - 1):
        return False
    return bd.wins(points[seat] + bd.gain(board, cell, seat), points[1 - seat], seat, white)


def win_chance(board: tuple, seat: int, white: int, pawns: tuple, points: tuple) -> float:
    """The chance that `seat`'s next turn ends the game with their win."""
    return turn_chance(
        frozenset(
            bd.COMBO_AT[cell]
            for cell, owner in enumerate(board)
            if owner is None and wins_there(board, cell, seat, white, pawns, points)
        )
    )


def features(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> list[float]:
    """The model's 52 inputs for the position after `me` has moved (see the module's doc)."""
    return _stretches(board, me) + _race(board, me, white, pawns, points)


def _stretches(board: tuple, me: int) -> list[float]:
    """Stretches one colour alone holds: counted by length and pawns held, mine then theirs;
    then the same with each counted by how easily the cells it lacks are thrown."""
    f = [0.0] * (4 * SLOTS)
    for stretch in STRETCHES:
        mine = theirs = 0
        lacking = 1.0
        for c in stretch:
            owner = board[c]
            if owner is None:
                lacking *= EASE[c]
            elif owner == me:
                mine += 1
            else:
                theirs += 1
        length = len(stretch)
        if mine + theirs == length or (mine and theirs) or not (mine or theirs):
            continue
        held = mine or theirs
        slot = SLOT[(length, held)] + (0 if mine else SLOTS)
        f[slot] += 1
        # The geometric mean of the lacking cells' ease: one number for "how easily it fills".
        f[2 * SLOTS + slot] += lacking ** (1.0 / (length - held))
    return f


def _race(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> list[float]:
    """Who leads and by how much as the game goes on, the pawns left, what the free cells
    would add to each side (by ease), and each side's chance of a winning end next turn."""
    other = 1 - me
    ahead = points[me] - points[other]
    placed = (24 - pawns[0] - pawns[1]) / 24.0
    mine_gain = theirs_gain = best_mine = best_theirs = 0.0
    for c, owner in enumerate(board):
        if owner is None:
            a = bd.gain(board, c, me) * EASE[c]
            z = bd.gain(board, c, other) * EASE[c]
            mine_gain += a
            theirs_gain += z
            best_mine = max(best_mine, a)
            best_theirs = max(best_theirs, z)
    return [
        1.0,
        ahead,
        ahead * placed,
        ahead * placed * placed,
        placed,
        pawns[me] / 12,
        pawns[other] / 12,
        float(me == white),
        mine_gain,
        theirs_gain,
        best_mine,
        best_theirs,
        win_chance(board, other, white, pawns, points),
        win_chance(board, me, white, pawns, points),
        float(pawns[me] <= 2) * ahead,
        float(pawns[other] <= 2) * ahead,
    ]


@cache
def _model() -> tuple[float, tuple[float, ...]]:
    """The fitted bias and weights, read once."""
    data = json.loads((Path(__file__).parent / "value.json").read_text(encoding="utf-8"))
    weights = tuple(float(w) for w in data["weights"])
    assert len(weights) == FEATURES, "value.json does not match the features"
    return float(data["bias"]), weights


@lru_cache(maxsize=8192)
def value(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> float:
    """The chance that `me`, who has just moved, wins from here, the other about to throw."""
    bias, weights = _model()
    z = bias + sum(w * x for w, x in zip(weights, features(board, me, white, pawns, points)))
    return 1.0 / (1.0 + math.exp(-z))
