"""Score = the points of every maximal line of 3, 4 or 5 pawns, itemised by direction."""

from __future__ import annotations

from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.games.linotte import board as bd

#: Score items in the order they are read: one per direction, even when it holds no line.
DIRECTIONS = (("row", "rows"), ("column", "columns"), ("diagonal", "diagonals"))


def score_sheet(board: list, seat: int) -> ScoreSheet:
    """Rows, columns, diagonals: each item's detail lists its lines as (first, last, length)."""
    lines = [bd.describe(run) for run in bd.runs(board, seat)]
    items = []
    for direction, key in DIRECTIONS:
        mine = tuple((first, last, length) for d, first, last, length in lines if d == direction)
        items.append(ScoreItem(key, sum(bd.LINE_POINTS[n] for _, _, n in mine), (("lines", mine),)))
    return ScoreSheet(tuple(items))
