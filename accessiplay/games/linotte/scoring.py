"""Score = the points of every maximal line of 3, 4 or 5 pawns, itemised by direction."""

from __future__ import annotations

from functools import lru_cache

from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.games.linotte import board as bd

#: Score items in the order they are read: one per direction, even when it holds no line.
DIRECTIONS = (("row", "rows"), ("column", "columns"), ("diagonal", "diagonals"))


def score_sheet(board: list, seat: int) -> ScoreSheet:
    """Rows, columns, diagonals: each item's detail lists its lines as (first, last, length)."""
    return _sheet(tuple(board), seat)


def lines_of(board: list, seat: int) -> tuple:
    """`seat`'s maximal lines as players name them: (direction, first, last, length)."""
    return _lines(tuple(board), seat)


@lru_cache(maxsize=4096)
def _lines(board: tuple, seat: int) -> tuple:
    """Lines are read at every view and a board changes once a turn at most: worked out once."""
    return tuple(bd.describe(run) for run in bd.runs(list(board), seat))


@lru_cache(maxsize=4096)
def _sheet(board: tuple, seat: int) -> ScoreSheet:
    """The itemised score of one board, worked out once (see `_lines`)."""
    lines = _lines(board, seat)
    items = []
    for direction, key in DIRECTIONS:
        mine = tuple((first, last, length) for d, first, last, length in lines if d == direction)
        items.append(ScoreItem(key, sum(bd.LINE_POINTS[n] for _, _, n in mine), (("lines", mine),)))
    return ScoreSheet(tuple(items))
