"""La Linotte's endgame search: once a player is down to a few pawns, the hard bot plays out
its pawn's few candidates (the cells its dice allow, or none) to the end of the game, normal
playing both sides, and leaves its own favourite only for a cell that wins clearly more often.

Near the end, who places the last pawn while ahead decides the game, and a line's promise
says little about that: the playouts count it. Every candidate meets the same dice (common
random numbers), drawn from a seed of the position alone: the same position always gets the
same answer, and the game's own dice are never touched.
"""

from __future__ import annotations

import random
import zlib
from functools import lru_cache

from accessiplay.games.linotte import board as bd

#: The search starts once a player has this many pawns left, or fewer.
PAWNS_LEFT = 5
#: Games played out for each candidate.
PLAYOUTS = 160
#: How many of the cells the dice allow are played out (the favourites by hard's worth).
CELLS_AT_MOST = 4
#: A cell replaces hard's favourite only if it wins more often by this many standard errors
#: of the difference: the playouts' luck must not overturn a sound judgement.
GATE = 1.0


def searching(pawns: tuple) -> bool:
    """Whether the game is near enough its end for the playouts."""
    return min(pawns) <= PAWNS_LEFT


def _seed(board: tuple, me: int, pawns: tuple, points: tuple) -> int:
    """A seed that depends on the position only (hash() of None differs between runs)."""
    text = "".join("." if o is None else str(o) for o in board) + f"{me}{pawns}{points}"
    return zlib.crc32(text.encode())


def _wins(board: list, turn_of: int, me: int, position: tuple, seed: int) -> tuple[int, ...]:
    """Which playouts from this board I win (1) or lose (0), `turn_of` about to throw."""
    from accessiplay.games.linotte.rollout import play_out  # numpy: only once hard searches

    white, pawns, points = position
    return tuple(
        int(play_out(board, turn_of, white, pawns, points, random.Random(seed + i)) == me)
        for i in range(PLAYOUTS)
    )


@lru_cache(maxsize=64)
def outcomes(
    board: tuple, me: int, white: int, pawns: tuple, points: tuple, cells: tuple
) -> dict[int | None, tuple[int, ...]]:
    """For each cell (None: placing nothing), which playouts I win after it, on the same dice."""
    other = 1 - me
    seed = _seed(board, me, pawns, points)
    won: dict[int | None, tuple[int, ...]] = {
        None: _wins(list(board), other, me, (white, list(pawns), list(points)), seed)
    }
    for cell in cells:
        after, left, scored = bd.placed(board, cell, me, pawns, points)
        ended = bd.result(after, cell, me, white, left, scored)
        if ended is not None:
            won[cell] = (int(ended),) * PLAYOUTS
        else:
            won[cell] = _wins(list(after), other, me, (white, list(left), list(scored)), seed)
    return won


def clearly_better(won: dict[int | None, tuple[int, ...]], favourite: int | None) -> int | None:
    """The candidate that beats the favourite by the widest margin, if by more than GATE
    standard errors of the paired difference; else the favourite."""
    best, edge = favourite, 0.0
    for cell, wins in won.items():
        diff = [a - b for a, b in zip(wins, won[favourite])]
        mean = sum(diff) / PLAYOUTS
        spread = sum((d - mean) ** 2 for d in diff) / (PLAYOUTS - 1)
        if mean > edge and mean > GATE * (spread / PLAYOUTS) ** 0.5:
            best, edge = cell, mean
    return best
