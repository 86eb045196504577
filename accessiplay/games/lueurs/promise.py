"""What a sheet of 16 lueurs d'hiver promises: the Grelots won plus the hoped-for share of what
is under way (rows, runs, cakes, bags, garlands). The normal bot plays the turn it values most;
the hard bot builds on its pieces.
"""

from __future__ import annotations

from accessiplay.games.lueurs.scoring import (
    HOUSE_LINES,
    bird_grelots,
    bird_run,
    birdhouse_grelots,
    cake_grelots,
    grelots,
    snowman_grelots,
    squirrel_grelots,
)
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BIRD_GRELOTS,
    BIRD_VALUES,
    BULBS,
    CAKE_GRELOTS,
    CAKE_PUFFS,
    CAKE_RISES,
    COLOURS,
    OPEN,
    POWERS,
    SNOWMAN_SUMS,
    SQUIRREL_SPACES,
    Sheet,
)

#: Share of a Grelot counted for a box whose row, run or cake is not yet sure to score.
HOPE = 0.45
#: Share of a bag counted, times the square of how far the zone or garland is filled.
BAG_HOPE = 0.8
#: What unlocking the first +1 or −1 power is worth, in Grelots (more choice every turn).
POWER_WORTH = 2.5
#: How much a gap in the bird's run discounts each box beyond it.
GAP_DISCOUNT = 0.75
_LINE_SHARE = (0.0, 0.2, 0.5, 1.0)


def promise(sheet: Sheet) -> float:
    """Grelots already won plus the hoped-for share of what is under way."""
    return zone_promise(sheet) + garland_hope(sheet)


def zone_promise(sheet: Sheet) -> float:
    """The promise but the garlands': a bulb changes only `garland_hope` and a pair only this
    (in one zone: `zone_part`), so normal values a turn's outcomes from a few of each."""
    return (
        grelots(sheet) + bird_hope(sheet) + house_hope(sheet) + cake_hope(sheet) + _bag_hope(sheet)
    )


def bird_hope(sheet: Sheet) -> float:
    """Boxes ticked beyond a gap may join the run later, less likely the more gaps before them."""
    run, gaps, hope = bird_run(sheet), 0, 0.0
    for box in range(run + 1, len(BIRD_VALUES) + 1):
        if box in sheet.bird:
            hope += BIRD_GRELOTS[box - 1] * GAP_DISCOUNT**gaps
        else:
            gaps += 1
    return hope


def house_hope(sheet: Sheet) -> float:
    """Rows and columns under way, the fuller the likelier (full ones are already in the score)."""
    hope, houses = 0.0, sheet.houses
    for cells, points in HOUSE_LINES:
        n = len(cells & houses)
        hope += points * _LINE_SHARE[n] * (n < 3)
    return hope * HOPE


def cake_hope(sheet: Sheet) -> float:
    """Puffs still writable: as many as values remain above (kouglof) or below (biscuits) the last."""
    hope = 0.0
    for cake, puffs in sheet.cakes.items():
        left = CAKE_PUFFS[cake] - len(puffs)
        if not left:
            continue
        room = 6 if not puffs else (6 - puffs[-1] if CAKE_RISES[cake] else puffs[-1] - 1)
        reachable = CAKE_GRELOTS[cake][len(puffs) : len(puffs) + min(left, room)]
        hope += sum(reachable) * (1.0 if room > left else 0.6)
    return hope * HOPE


#: How many boxes each zone's bag needs.
ZONE_SIZES = {
    "bird": len(BIRD_VALUES),
    "birdhouses": 9,
    "cakes": sum(CAKE_PUFFS.values()),
    "snowmen": len(SNOWMAN_SUMS),
    "squirrel": len(SQUIRREL_SPACES),
}


#: Boxes written in one zone, by bag name.
ZONE_FILLED = {
    "bird": lambda sheet: len(sheet.bird),
    "birdhouses": lambda sheet: len(sheet.houses),
    "cakes": lambda sheet: sum(len(p) for p in sheet.cakes.values()),
    "snowmen": lambda sheet: len(sheet.snowmen),
    "squirrel": lambda sheet: len(sheet.squirrel),
}
#: One zone's Grelots and hopes (the bag aside), by bag name.
_ZONE_WORTH = {
    "bird": lambda sheet: bird_grelots(sheet) + bird_hope(sheet),
    "birdhouses": lambda sheet: birdhouse_grelots(sheet) + house_hope(sheet),
    "cakes": lambda sheet: cake_grelots(sheet) + cake_hope(sheet),
    "snowmen": snowman_grelots,
    "squirrel": squirrel_grelots,
}


def zone_filled(sheet: Sheet) -> dict[str, int]:
    """Boxes written in each zone, by bag name (what ZONE_SIZES counts towards)."""
    return {
        "bird": len(sheet.bird),
        "birdhouses": len(sheet.houses),
        "cakes": sum(len(p) for p in sheet.cakes.values()),
        "snowmen": len(sheet.snowmen),
        "squirrel": len(sheet.squirrel),
    }


def zone_part(sheet: Sheet, zone: str) -> float:
    """One zone's share of `zone_promise`: its Grelots, its hopes and its bag's (a pair writes
    in one zone, so its outcomes differ by this alone)."""
    filled = ZONE_FILLED[zone](sheet)
    size = ZONE_SIZES[zone]
    part = _ZONE_WORTH[zone](sheet)
    if sheet.bags[zone] == OPEN:
        part += BAGS[zone] * (1.0 if filled == size else BAG_HOPE * (filled / size) ** 2)
    return part


def _bag_hope(sheet: Sheet) -> float:
    """Open zone bags, weighted by how full each zone is (a zone just filled wins its bag)."""
    sizes = ZONE_SIZES
    filled = zone_filled(sheet)
    return sum(
        BAGS[zone] * (1.0 if filled[zone] == size else BAG_HOPE * (filled[zone] / size) ** 2)
        for zone, size in sizes.items()
        if sheet.bags[zone] == OPEN
    )


def garland_hope(sheet: Sheet) -> float:
    """Garlands under way promise their bag (a garland just filled wins it); a full one gives its
    power, once per kind."""
    hope, kinds = 0.0, set()
    for g in range(1, 6):
        share = sheet.bulbs[g - 1] / BULBS[g - 1]
        colour = COLOURS[g - 1]
        if sheet.bags[colour] == OPEN:
            hope += BAGS[colour] * (1.0 if share == 1 else BAG_HOPE * share**2)
        if share == 1:
            kinds.add(POWERS[g - 1])
    return hope + POWER_WORTH * len(kinds)
