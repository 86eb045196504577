"""The acorns of a sheet, itemised: one line per area, the first-fill bonuses, the leaf bonuses."""

from __future__ import annotations

from functools import lru_cache

from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.games.sixty_one.areas import (
    AREA_KEYS,
    AREAS,
    FIRST_FILL_BONUS,
    MARSHMALLOWS,
    PUMPKIN_PAIRS,
    PUMPKINS,
    SIZES,
    SKEWERS,
    acorns,
)

LAST_ROUND = 20
END_TOTAL = 61
#: Leaf totals that give an X, and those that give acorns: on exact equality only.
X_TOTALS = (11, 31, 51)
LEAF_ACORNS = {21: 2, 41: 3, 61: 5}


def leaf_total(leaves: list[int]) -> int:
    """The running total written in the last leaf (0 before the first round)."""
    return leaves[-1] if leaves else 0


def leaf_acorns(leaves: list[int]) -> int:
    """The acorns won by landing exactly on 21, 41 or 61."""
    return sum(LEAF_ACORNS.get(total, 0) for total in leaves)


def _completed(area: int, spots: list) -> int:
    """How many pumpkins or skewers are complete (what the area's acorns are counted in)."""
    groups = PUMPKIN_PAIRS if area == PUMPKINS else SKEWERS
    return sum(1 for g in groups if all(spots[i] is not None for i in g))


def area_item(area: int, spots: list) -> ScoreItem:
    """One area's line: its acorns, its spots written, its complete pumpkins or skewers."""
    detail = [("filled", sum(v is not None for v in spots)), ("size", SIZES[area])]
    if area in (PUMPKINS, MARSHMALLOWS):
        detail.append(("complete", _completed(area, spots)))
    return ScoreItem(AREA_KEYS[area], acorns(area, spots), tuple(detail))


def score_sheet(sheet: list[list], leaves: list[int], won: int) -> ScoreSheet:
    """A seat's itemised acorns; `won` is the number of areas whose first-fill bonus it gained."""
    items = [area_item(area, sheet[area - 1]) for area in AREAS]
    items.append(ScoreItem("first", FIRST_FILL_BONUS * won, (("areas", won),)))
    items.append(ScoreItem("leaves", leaf_acorns(leaves), (("total", leaf_total(leaves)),)))
    return ScoreSheet(tuple(items))


def total_acorns(sheet: list[list], leaves: list[int], won: int) -> int:
    """The same sheet's total alone: what search and the winner need, without the items."""
    written = sum(_area_acorns(area, tuple(sheet[area - 1])) for area in AREAS)
    return written + FIRST_FILL_BONUS * won + leaf_acorns(leaves)


@lru_cache(maxsize=1 << 16)
def _area_acorns(area: int, spots: tuple) -> int:
    """An area's acorns, remembered: the hard bot's rollouts count the same few thousand
    shapes of every area again and again, at every decision's view."""
    return acorns(area, list(spots))
