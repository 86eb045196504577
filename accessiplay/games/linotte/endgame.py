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
import threading
import zlib
from collections import OrderedDict
from collections.abc import Sequence

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


#: Turns of playouts a hint may play at most, for it to answer within a second of CPU: the
#: bot's search with a player down to 5 pawns and the other to 8 plays some 8,000 turns (about
#: 0.3 ms of CPU each), 2.4 s. A search that fits is the bot's own, game for game.
HINT_TURNS = 2_000
#: Searches kept, whole (the bot's) or bounded (a hint's, kept apart by their bound).
KEPT = 64

#: The start of a candidate's games: the position after it, or the game's result if it ends it.
Start = tuple[Sequence, tuple[int, Sequence, Sequence]] | int


def _starts(
    board: tuple, me: int, white: int, pawns: tuple, points: tuple, cells: tuple
) -> dict[int | None, Start]:
    """Each candidate (None: placing nothing) and the position its games start from."""
    starts: dict[int | None, Start] = {None: (list(board), (white, list(pawns), list(points)))}
    for cell in cells:
        after, left, scored = bd.placed(board, cell, me, pawns, points)
        ended = bd.result(after, cell, me, white, left, scored)
        starts[cell] = int(ended) if ended is not None else (after, (white, left, scored))
    return starts


def _played(start: Start, other: int, me: int, seed: int) -> tuple[int, int]:
    """Whether I win the game played from `start` on dice `seed` (1 or 0), and its turns."""
    from accessiplay.games.linotte.rollout import played_out  # numpy: once hard searches

    if isinstance(start, int):
        return start, 0
    board, (white, pawns, points) = start
    winner, turns = played_out(board, other, white, pawns, points, random.Random(seed))
    return int(winner == me), turns


_searched: OrderedDict[tuple, dict[int | None, tuple[int, ...]]] = OrderedDict()
#: A hint searches in its own thread while the game's bots may search too.
_lock = threading.Lock()


def outcomes(
    board: tuple,
    me: int,
    white: int,
    pawns: tuple,
    points: tuple,
    cells: tuple,
    turns_at_most: int | None = None,
) -> dict[int | None, tuple[int, ...]]:
    """For each cell (None: placing nothing), which playouts I win after it, on the same dice.

    The games are played a round at a time, every candidate's i-th game on the dice of seed
    i, so that a hint bounded by `turns_at_most` stops after a round with the first games of
    the bot's very search: the same wins, fewer of them. A search that ends within the bound
    is the bot's, and either reuses the other's."""
    whole = (board, me, white, pawns, points, cells)
    with _lock:
        known = _searched.get(whole) or _searched.get((*whole, turns_at_most))
    if known is not None:
        return known
    starts = _starts(board, me, white, pawns, points, cells)
    seed = _seed(board, me, pawns, points)
    wins: dict[int | None, list[int]] = {cell: [] for cell in starts}
    turns = 0
    for i in range(PLAYOUTS):
        if turns_at_most is not None and turns >= turns_at_most:
            break
        for cell, start in starts.items():
            result, played = _played(start, 1 - me, me, seed + i)
            wins[cell].append(result)
            turns += played
    won = {cell: tuple(games) for cell, games in wins.items()}
    _keep(whole if len(won[None]) == PLAYOUTS else (*whole, turns_at_most), won)
    return won


def _keep(key: tuple, won: dict[int | None, tuple[int, ...]]) -> None:
    """Remember a search, forgetting the oldest beyond KEPT."""
    with _lock:
        _searched[key] = won
        while len(_searched) > KEPT:
            _searched.popitem(last=False)


def clearly_better(won: dict[int | None, tuple[int, ...]], favourite: int | None) -> int | None:
    """The candidate that beats the favourite by the widest margin, if by more than GATE
    standard errors of the paired difference; else the favourite."""
    best, edge = favourite, 0.0
    for cell, wins in won.items():
        diff = [a - b for a, b in zip(wins, won[favourite])]
        # As many games as were played: PLAYOUTS for the bot, maybe fewer for a hint.
        n = len(diff)
        mean = sum(diff) / n
        spread = sum((d - mean) ** 2 for d in diff) / max(n - 1, 1)
        if mean > edge and mean > GATE * (spread / n) ** 0.5:
            best, edge = cell, mean
    return best
