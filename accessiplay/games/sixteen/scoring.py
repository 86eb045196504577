"""End-of-game scores (RULES.md §4): what is left in a hand counts against its holder.

Score = sum of remaining number tiles' values, each 16 tile 16, each Scissors or Trash bin 20.
Lowest score wins; tie → fewer tiles wins; still tied → shared. Items go colour by colour,
then the special tiles, so a score can be read out line by line.
"""

from __future__ import annotations

from functools import cache

from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.games.sixteen.tiles import COLOURS, SPECIAL_POINTS, SPECIALS, codes_in, value


def sheet(masks: list[int], specials: list[int]) -> ScoreSheet:
    """One hand's itemised score: a line per colour, then the Scissors and the Trash bin."""
    items = []
    for colour, mask in zip(COLOURS, masks):
        codes = codes_in(mask)
        items.append(ScoreItem(colour, sum(value(c) for c in codes), (("tiles", len(codes)),)))
    for kind, count in zip(SPECIALS, specials):
        items.append(ScoreItem(kind, SPECIAL_POINTS * count, (("tiles", count),)))
    return ScoreSheet(tuple(items))


@cache
def points(mask: int) -> int:
    """What the tiles of one colour's hand mask count: the sum of a sheet's line, uncut."""
    return sum(value(c) for c in codes_in(mask))


def total(masks: list[int], specials: list[int]) -> int:
    """A hand's score without the itemised sheet: what search reads after each rollout."""
    return sum(map(points, masks)) + SPECIAL_POINTS * sum(specials)


def tile_count(masks: list[int], specials: list[int]) -> int:
    """How many tiles a hand holds, specials included: the first tie-break and a public fact."""
    return sum(m.bit_count() for m in masks) + sum(specials)


def ranking_winners(sheets: list[ScoreSheet], counts: list[int]) -> tuple[int, ...]:
    """The seats with the lowest score, then the fewest tiles; a remaining tie is shared."""
    keys = [(s.total, n) for s, n in zip(sheets, counts)]
    best = min(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)
