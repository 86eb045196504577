"""The Grelots of a sheet, itemised in the order of the sheet's score track.

Row 1 is the doubles ticked plus every circled bag; then the bird, the birdhouses, the cakes,
the snowmen and the squirrel; the total is their sum (the seed's 11 + 14 + 15 + 5 + 7 + 0 = 52).
"""

from __future__ import annotations

from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BIRD_GRELOTS,
    CAKE_GRELOTS,
    CIRCLED,
    COLUMN_GRELOTS,
    HOUSE_COLUMNS,
    HOUSE_ROWS,
    ROW_GRELOTS,
    SNOWMAN_GRELOTS,
    SQUIRREL_GRELOTS,
    Sheet,
)

TRACK = ("bonus", "bird", "birdhouses", "cakes", "snowmen", "squirrel")


def bird_run(sheet: Sheet) -> int:
    """How many boxes are ticked without a gap from the bird outward (only those score)."""
    run = 0
    while run + 1 in sheet.bird:
        run += 1
    return run


def bird_grelots(sheet: Sheet) -> int:
    """The Grelots of the unbroken run of ticked boxes starting at box 1."""
    return sum(BIRD_GRELOTS[: bird_run(sheet)])


#: Each birdhouse row's and column's cells with their printed Grelots, rows first.
HOUSE_LINES = tuple(
    (frozenset((r, c) for c in HOUSE_COLUMNS), ROW_GRELOTS[r]) for r in HOUSE_ROWS
) + tuple((frozenset((r, c) for r in HOUSE_ROWS), COLUMN_GRELOTS[c]) for c in HOUSE_COLUMNS)
#: Each cake's Grelots by how many puffs are written (the first n printed values).
_CAKE_SUMS = {
    cake: tuple(sum(values[:n]) for n in range(len(values) + 1))
    for cake, values in CAKE_GRELOTS.items()
}
#: The bird's Grelots by the length of the unbroken run.
_RUN_SUMS = tuple(sum(BIRD_GRELOTS[:n]) for n in range(len(BIRD_GRELOTS) + 1))


def grelots(sheet: Sheet) -> int:
    """The sheet's total, as `score_sheet` itemises it, counted without the items: bots weigh
    thousands of sheets a turn and read only this number."""
    houses = sheet.houses
    return (
        sheet.doubles
        + bag_grelots(sheet)
        + _RUN_SUMS[bird_run(sheet)]
        + sum(points for cells, points in HOUSE_LINES if cells <= houses)
        + sum(_CAKE_SUMS[cake][len(puffs)] for cake, puffs in sheet.cakes.items())
        + snowman_grelots(sheet)
        + squirrel_grelots(sheet)
    )


def full_rows(sheet: Sheet) -> list[int]:
    """The birdhouse rows whose three cells are ticked."""
    return [r for r in HOUSE_ROWS if all((r, c) in sheet.houses for c in HOUSE_COLUMNS)]


def full_columns(sheet: Sheet) -> list[int]:
    """The birdhouse columns whose three cells are ticked."""
    return [c for c in HOUSE_COLUMNS if all((r, c) in sheet.houses for r in HOUSE_ROWS)]


def birdhouse_grelots(sheet: Sheet) -> int:
    """Each full row and each full column gives its printed Grelots."""
    return sum(ROW_GRELOTS[r] for r in full_rows(sheet)) + sum(
        COLUMN_GRELOTS[c] for c in full_columns(sheet)
    )


def cake_grelots(sheet: Sheet) -> int:
    """Each written puff gives its printed Grelots, counted from the bottom."""
    return sum(sum(CAKE_GRELOTS[cake][: len(puffs)]) for cake, puffs in sheet.cakes.items())


def snowman_grelots(sheet: Sheet) -> int:
    """Each ticked sum gives its printed Grelots."""
    return sum(SNOWMAN_GRELOTS[s] for s in sheet.snowmen)


def squirrel_grelots(sheet: Sheet) -> int:
    """Each placed domino gives the Grelots printed on its space."""
    return sum(SQUIRREL_GRELOTS[space] for space in sheet.squirrel)


def bag_grelots(sheet: Sheet) -> int:
    """The Grelots of every circled bag."""
    return sum(BAGS[item] for item, mark in sheet.bags.items() if mark == CIRCLED)


ZONE_GRELOTS = {
    "bird": bird_grelots,
    "birdhouses": birdhouse_grelots,
    "cakes": cake_grelots,
    "snowmen": snowman_grelots,
    "squirrel": squirrel_grelots,
}


def score_sheet(sheet: Sheet) -> ScoreSheet:
    """A seat's itemised Grelots, one item per row of the score track."""
    circled = sum(mark == CIRCLED for mark in sheet.bags.values())
    return ScoreSheet(
        (
            ScoreItem(
                "bonus",
                sheet.doubles + bag_grelots(sheet),
                (
                    ("doubles", sheet.doubles),
                    ("bags", circled),
                    ("bag_grelots", bag_grelots(sheet)),
                ),
            ),
            ScoreItem(
                "bird", bird_grelots(sheet), (("run", bird_run(sheet)), ("ticked", len(sheet.bird)))
            ),
            ScoreItem(
                "birdhouses",
                birdhouse_grelots(sheet),
                (("rows", len(full_rows(sheet))), ("columns", len(full_columns(sheet)))),
            ),
            ScoreItem(
                "cakes",
                cake_grelots(sheet),
                (("puffs", sum(len(p) for p in sheet.cakes.values())),),
            ),
            ScoreItem("snowmen", snowman_grelots(sheet), (("boxes", len(sheet.snowmen)),)),
            ScoreItem("squirrel", squirrel_grelots(sheet), (("dominoes", len(sheet.squirrel)),)),
        )
    )
