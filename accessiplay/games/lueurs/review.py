"""The review tree of a sheet (C and Shift+C): garlands, doubles, the five zones, bags, track.

Each zone node names its walkthrough section so F2 there reads that zone's rule; the
birdhouses are a grid reviewed with the arrows in two dimensions.
"""

from __future__ import annotations

from accessiplay.games.lueurs.choosing import cake_need, squirrel_ends
from accessiplay.games.lueurs.scoring import bird_run, full_columns, full_rows, score_sheet
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BIRD_GRELOTS,
    BIRD_VALUES,
    BULBS,
    CAKE_GRELOTS,
    CAKE_PUFFS,
    CAKE_RISES,
    CAKES,
    COLOURS,
    COLUMN_GRELOTS,
    DOUBLE_BOXES,
    HOUSE_COLUMNS,
    HOUSE_ROWS,
    POWERS,
    ROW_GRELOTS,
    SNOWMAN_GRELOTS,
    SNOWMAN_SUMS,
    SQUIRREL_FIRST,
    SQUIRREL_GRELOTS,
    SQUIRREL_SPACES,
    ZONES,
    Sheet,
)
from accessiplay.games.lueurs.view import LueursCtx
from accessiplay.games.lueurs.words import bag_name, cake_title, garland_name, power_name
from accessiplay.present import Msg, Node


def sheet_tree(ctx: LueursCtx, seat: int) -> Node:
    """One seat's whole sheet as a tree."""
    sheet = Sheet.from_json(ctx.view["sheets"][seat])
    score = score_sheet(sheet)
    points = {item.key: item.points for item in score.items}
    label = Msg.of("lueurs-tree-sheet", total=score.total, **ctx.who(seat))
    return Node(
        label,
        (
            garlands_node(sheet),
            doubles_node(sheet),
            bird_node(sheet, points["bird"]),
            houses_node(sheet, points["birdhouses"]),
            cakes_node(sheet, points["cakes"]),
            snowmen_node(sheet, points["snowmen"]),
            squirrel_node(sheet, points["squirrel"]),
            bags_node(sheet),
            track_node(score),
        ),
    )


def bag_state(sheet: Sheet, item: str) -> Msg:
    """Open, circled or crossed out."""
    return Msg.of(f"lueurs-bag-state-{sheet.bags[item]}")


def garland_label(sheet: Sheet, garland: int) -> Msg:
    """A garland: bulbs lit and left, its power and whether it is unlocked, its bag."""
    item = COLOURS[garland - 1]
    return Msg.of(
        "lueurs-tree-garland",
        name=garland_name(garland),
        die=garland,
        lit=sheet.bulbs[garland - 1],
        size=BULBS[garland - 1],
        left=BULBS[garland - 1] - sheet.bulbs[garland - 1],
        power=power_name(POWERS[garland - 1]),
        unlocked="yes" if sheet.garland_full(garland) else "no",
        bag=BAGS[item],
        state=bag_state(sheet, item),
    )


def garlands_node(sheet: Sheet) -> Node:
    """The five garlands."""
    label = Msg.of(
        "lueurs-tree-garlands", full=sheet.full_garlands(), lit=sum(sheet.bulbs), bulbs=sum(BULBS)
    )
    children = tuple(Node(garland_label(sheet, g), rule="garlands") for g in range(1, 6))
    return Node(label, children, rule="garlands")


def doubles_node(sheet: Sheet) -> Node:
    """The doubles boxes: one Grelot each."""
    return Node(
        Msg.of("lueurs-tree-doubles", count=sheet.doubles, boxes=DOUBLE_BOXES), rule="doubles"
    )


def bird_node(sheet: Sheet, points: int) -> Node:
    """The Songbird's twelve boxes from the bird outward."""
    label = Msg.of(
        "lueurs-tree-bird",
        ticked=len(sheet.bird),
        run=bird_run(sheet),
        points=points,
        state=bag_state(sheet, "bird"),
    )
    boxes = tuple(
        Node(
            Msg.of(
                "lueurs-tree-bird-box",
                box=box,
                value=BIRD_VALUES[box - 1],
                grelots=BIRD_GRELOTS[box - 1],
                ticked="yes" if box in sheet.bird else "no",
            ),
            rule="bird",
        )
        for box in range(1, len(BIRD_VALUES) + 1)
    )
    return Node(label, boxes, rule="bird")


def houses_node(sheet: Sheet, points: int) -> Node:
    """The birdhouses as a grid: rows 1–3, columns 4–6."""
    rows, columns = tuple(full_rows(sheet)), tuple(full_columns(sheet))
    label = Msg.of(
        "lueurs-tree-birdhouses",
        ticked=len(sheet.houses),
        rows=rows,
        rowcount=len(rows),
        columns=columns,
        columncount=len(columns),
        points=points,
        state=bag_state(sheet, "birdhouses"),
    )
    grid = tuple(
        Node(
            Msg.of(
                "lueurs-tree-house-row",
                row=r,
                grelots=ROW_GRELOTS[r],
                ticked=sum((r, c) in sheet.houses for c in HOUSE_COLUMNS),
            ),
            tuple(
                Node(
                    Msg.of(
                        "lueurs-tree-house-cell",
                        row=r,
                        column=c,
                        grelots=COLUMN_GRELOTS[c],
                        ticked="yes" if (r, c) in sheet.houses else "no",
                    ),
                    rule="birdhouses",
                )
                for c in HOUSE_COLUMNS
            ),
            rule="birdhouses",
        )
        for r in HOUSE_ROWS
    )
    return Node(label, grid, rule="birdhouses", grid=True)


def cakes_node(sheet: Sheet, points: int) -> Node:
    """The kouglof and the two biscuits, each puff from the bottom up."""
    label = Msg.of(
        "lueurs-tree-cakes",
        puffs=sum(len(p) for p in sheet.cakes.values()),
        size=sum(CAKE_PUFFS.values()),
        points=points,
        state=bag_state(sheet, "cakes"),
    )
    cakes = []
    for cake in CAKES:
        puffs = sheet.cakes[cake]
        cake_label = Msg.of(
            "lueurs-tree-cake",
            cake=cake_title(cake),
            rising="yes" if CAKE_RISES[cake] else "no",
            written=tuple(puffs),
            count=len(puffs),
            size=CAKE_PUFFS[cake],
            need=cake_need(sheet, cake),
        )
        children = tuple(
            Node(
                Msg.of(
                    "lueurs-tree-puff",
                    puff=i + 1,
                    value=puffs[i] if i < len(puffs) else 0,
                    grelots=CAKE_GRELOTS[cake][i],
                ),
                rule="cakes",
            )
            for i in range(CAKE_PUFFS[cake])
        )
        cakes.append(Node(cake_label, children, rule="cakes"))
    return Node(label, tuple(cakes), rule="cakes")


def snowmen_node(sheet: Sheet, points: int) -> Node:
    """The snowmen for sums 2 to 12."""
    label = Msg.of(
        "lueurs-tree-snowmen",
        ticked=len(sheet.snowmen),
        size=len(SNOWMAN_SUMS),
        points=points,
        state=bag_state(sheet, "snowmen"),
    )
    boxes = tuple(
        Node(
            Msg.of(
                "lueurs-tree-snowman",
                sum=s,
                grelots=SNOWMAN_GRELOTS[s],
                ticked="yes" if s in sheet.snowmen else "no",
            ),
            rule="snowmen",
        )
        for s in SNOWMAN_SUMS
    )
    return Node(label, boxes, rule="snowmen")


def squirrel_node(sheet: Sheet, points: int) -> Node:
    """The squirrel's five domino spaces, left to right (the arrow on the centre)."""
    ends = squirrel_ends(sheet)
    label = Msg.of(
        "lueurs-tree-squirrel",
        dominoes=len(sheet.squirrel),
        points=points,
        ends=ends,
        open=len(ends),
        state=bag_state(sheet, "squirrel"),
    )
    spaces = []
    for space in SQUIRREL_SPACES:
        domino = sheet.squirrel.get(space)
        spaces.append(
            Node(
                Msg.of(
                    "lueurs-tree-space",
                    space=space,
                    centre="yes" if space == SQUIRREL_FIRST else "no",
                    placed="yes" if domino else "no",
                    left=domino[0] if domino else 0,
                    right=domino[1] if domino else 0,
                    grelots=SQUIRREL_GRELOTS[space],
                ),
                rule="squirrel",
            )
        )
    return Node(label, tuple(spaces), rule="squirrel")


def bags_node(sheet: Sheet) -> Node:
    """Every Grelot bag: zones then garlands, each open, circled or crossed out."""
    marks = list(sheet.bags.values())
    label = Msg.of(
        "lueurs-tree-bags",
        circled=marks.count("circled"),
        crossed=marks.count("crossed"),
        open=marks.count("open"),
    )
    children = tuple(
        Node(
            Msg.of(
                "lueurs-tree-bag",
                bag=bag_name(item),
                grelots=BAGS[item],
                state=bag_state(sheet, item),
            ),
            rule="bags",
        )
        for item in ZONES + COLOURS
    )
    return Node(label, children, rule="bags")


def track_node(score) -> Node:
    """The score track: each row's Grelots and the running total."""
    running, rows = 0, []
    for item in score.items:
        running += item.points
        rows.append(
            Node(
                Msg.of(
                    "lueurs-tree-track-row",
                    row=Msg.of(f"lueurs-row-{item.key}"),
                    points=item.points,
                    running=running,
                ),
                rule="scoring",
            )
        )
    return Node(Msg.of("lueurs-tree-track", total=score.total), tuple(rows), rule="scoring")
