"""The five zones' recording rules: where a pair may go, and writing it there.

A place is the zone's own record of what is written, so a joker's declared value is in it:
bird `(box, box)` with the lower box first; birdhouses `(row, column)`; cakes
`((cake, cake), (value, value))`, the first value written first (lower, in one cake);
snowmen `(sum,)`; squirrel `(space, left half, right half)`.
"""

from __future__ import annotations

import functools

from accessiplay.games.lueurs.sheet import (
    BIRD_VALUES,
    CAKE_PUFFS,
    CAKE_RISES,
    CAKES,
    HOUSE_COLUMNS,
    HOUSE_ROWS,
    SNOWMAN_SUMS,
    SQUIRREL_FIRST,
    Sheet,
)

JOKER = 6
ALL_FACES = (1, 2, 3, 4, 5, 6)
_BOXES = tuple(range(1, len(BIRD_VALUES) + 1))
_BOXES_SHOWING = {v: tuple(b for b in _BOXES if BIRD_VALUES[b - 1] == v) for v in ALL_FACES}


def faces(die: int) -> tuple[int, ...]:
    """The values a die may be written as: a 6 is a joker and stands for any value."""
    return ALL_FACES if die == JOKER else (die,)


def bird_places(sheet: Sheet, a: int, b: int) -> list[tuple]:
    """Two free boxes, one printed with each value of the pair (a joker ticks any box)."""
    bird = sheet.bird
    return [p for p in _BIRD_PLACES[(a, b)] if p[0] not in bird and p[1] not in bird]


def _bird_places_on_empty(a: int, b: int) -> list[tuple]:
    """Every (box, box) the pair may tick, lower first, in order, while every box is free."""
    for_a = _BOXES if a == JOKER else _BOXES_SHOWING[a]
    for_b = _BOXES if b == JOKER else _BOXES_SHOWING[b]
    return sorted({(min(i, j), max(i, j)) for i in for_a for j in for_b if i != j})


_BIRD_PLACES = {(a, b): _bird_places_on_empty(a, b) for a in ALL_FACES for b in ALL_FACES}


def _rows(die: int) -> tuple[int, ...]:
    """The birdhouse rows a die can name (1–3, any of them for a joker)."""
    return HOUSE_ROWS if die == JOKER else ((die,) if die in HOUSE_ROWS else ())


def _columns(die: int) -> tuple[int, ...]:
    """The birdhouse columns a die can name (4–6; a joker, a 6 included, any of them)."""
    return HOUSE_COLUMNS if die == JOKER else ((die,) if die in HOUSE_COLUMNS else ())


def birdhouse_places(sheet: Sheet, a: int, b: int) -> list[tuple]:
    """The empty cell at (row, column) named by the pair, one die each, in either order."""
    cells = {(row, col) for r, c in ((a, b), (b, a)) for row in _rows(r) for col in _columns(c)}
    return sorted(cells - sheet.houses)


def fits_cake(puffs: list[int], cake: str, value: int) -> bool:
    """Whether `value` may go in the cake's lowest empty puff (rising kouglof, falling biscuits)."""
    if len(puffs) >= CAKE_PUFFS[cake]:
        return False
    if not puffs:
        return True
    return value > puffs[-1] if CAKE_RISES[cake] else value < puffs[-1]


def cake_places(sheet: Sheet, a: int, b: int) -> list[tuple]:
    """Both values in one cake (in the order chosen) or one in each of two cakes; both must fit."""
    takes = _cake_takes(sheet)
    out = []
    for i, cake in enumerate(CAKES):
        firsts = takes[cake]
        if len(sheet.cakes[cake]) + 2 <= CAKE_PUFFS[cake]:
            out += _one_cake(cake, firsts, (a, b))
        for other in CAKES[i + 1 :]:
            out += _two_cakes(cake, other, firsts, takes[other], (a, b))
    return out


@functools.cache
def _one_cake(cake: str, firsts: frozenset, pair: tuple) -> list[tuple]:
    """Both values of the pair written in one cake with room for two, `firsts` fitting next."""
    rises = CAKE_RISES[cake]
    return [
        ((cake, cake), (v, w))
        for v, w in _ORDERS[pair]
        if v in firsts and (w > v if rises else w < v)
    ]


@functools.cache
def _two_cakes(
    cake: str, other: str, firsts: frozenset, seconds: frozenset, pair: tuple
) -> list[tuple]:
    """One value of the pair in each of two cakes, each fitting the values its next puff takes."""
    return [((cake, other), (v, w)) for v, w in _ORDERS[pair] if v in firsts and w in seconds]


def _cake_takes(sheet: Sheet) -> dict[str, frozenset]:
    """The values each cake's lowest empty puff accepts now (kept with the cakes' memo)."""
    memo = zone_memo(sheet, "cakes")
    takes = memo.get("takes")
    if takes is None:
        takes = memo["takes"] = {
            cake: frozenset(v for v in ALL_FACES if fits_cake(sheet.cakes[cake], cake, v))
            for cake in CAKES
        }
    return takes


def snowman_places(sheet: Sheet, a: int, b: int) -> list[tuple]:
    """The empty box of the pair's sum (a joker makes the sum the player's choice)."""
    if a != JOKER and b != JOKER:
        return [] if a + b in sheet.snowmen else [(a + b,)]
    sums = {x + y for x in faces(a) for y in faces(b)}
    return [(s,) for s in SNOWMAN_SUMS if s in sums and s not in sheet.snowmen]


def squirrel_places(sheet: Sheet, a: int, b: int) -> list[tuple]:
    """The centre first; then a space beside the row whose touching half shows the same number."""
    dominoes = _ORDERS[(a, b)]
    placed = sheet.squirrel
    if not placed:
        return [(SQUIRREL_FIRST, x, y) for x, y in dominoes]
    low, high = min(placed), max(placed)
    out = []
    if low > 1:
        out += [(low - 1, x, y) for x, y in dominoes if y == placed[low][0]]
    if high < 5:
        out += [(high + 1, x, y) for x, y in dominoes if x == placed[high][1]]
    return out


#: For each pair, every ordered (first, second) its two dice can stand for, jokers included:
#: the cakes' writes and the squirrel's dominoes.
_ORDERS = {
    (a, b): sorted({(v, w) for x, y in ((a, b), (b, a)) for v in faces(x) for w in faces(y)})
    for a in ALL_FACES
    for b in ALL_FACES
}

PLACES = {
    "bird": bird_places,
    "birdhouses": birdhouse_places,
    "cakes": cake_places,
    "snowmen": snowman_places,
    "squirrel": squirrel_places,
}


#: What each zone's places depend on, as a key: the boxes written, or for the cakes and the
#: squirrel only what their next values must follow.
CONTENTS = {
    "bird": lambda sheet: frozenset(sheet.bird),
    "birdhouses": lambda sheet: frozenset(sheet.houses),
    "cakes": lambda sheet: tuple(
        (len(puffs), puffs[-1]) if puffs else (0, 0) for puffs in map(sheet.cakes.get, CAKES)
    ),
    "snowmen": lambda sheet: frozenset(sheet.snowmen),
    "squirrel": lambda sheet: _row_ends(sheet.squirrel),
}

#: Per zone, the places worked out by contents then pair, shared by every sheet (places are a
#: pure function of them): sheets, copies and bots' sheets read from views reuse one answer.
_SHARED: dict[str, dict] = {zone: {} for zone in PLACES}
#: A zone's table is emptied when it holds this many contents, so memory stays bounded.
_SHARED_LIMIT = 4096


def _row_ends(placed: dict[int, tuple[int, int]]) -> tuple:
    """The squirrel row's end spaces and the halves a new domino must match there."""
    if not placed:
        return ()
    low, high = min(placed), max(placed)
    return (low, high, placed[low][0], placed[high][1])


def zone_memo(sheet: Sheet, zone: str) -> dict:
    """The zone's places by pair for what the sheet holds there (found once, then shared)."""
    known = sheet.memo.get(zone)
    if known is None:
        table = _SHARED[zone]
        key = CONTENTS[zone](sheet)
        known = table.get(key)
        if known is None:
            if len(table) >= _SHARED_LIMIT:
                table.clear()
            known = table[key] = {}
        sheet.memo[zone] = known
    return known


def places(sheet: Sheet, zone: str, pair: tuple) -> list[tuple]:
    """The places of a pair in a zone (remembered until the zone is written in; do not change)."""
    known = zone_memo(sheet, zone)
    found = known.get(pair)
    if found is None:
        found = known[pair] = PLACES[zone](sheet, *pair)
    return found


def fitting_zones(sheet: Sheet, pair: tuple) -> tuple[list[tuple[str, list]], int]:
    """(zone, places) for every zone the pair fits in, in the sheet's order, and how many
    places they hold in all (hot: memo lookups inlined).

    The whole answer is remembered by pair too, until anything is written (`record`)."""
    memo = sheet.memo
    fits = memo.get("fits")
    if fits is None:
        fits = memo["fits"] = {}
    out = fits.get(pair)
    if out is not None:
        return out
    zones, count = [], 0
    for zone, find in PLACES.items():
        known = memo.get(zone)
        if known is None:
            known = zone_memo(sheet, zone)
        found = known.get(pair)
        if found is None:
            found = known[pair] = find(sheet, *pair)
        if found:
            zones.append((zone, found))
            count += len(found)
    out = fits[pair] = (zones, count)
    return out


def record(sheet: Sheet, zone: str, place: tuple) -> None:
    """Write a place already known to be legal."""
    sheet.memo.pop(zone, None)
    sheet.memo.pop("fits", None)
    if zone == "bird":
        sheet.bird.update(place)
    elif zone == "birdhouses":
        sheet.houses.add(place)
    elif zone == "cakes":
        (first_cake, second_cake), (first, second) = place
        sheet.cakes[first_cake].append(first)
        sheet.cakes[second_cake].append(second)
    elif zone == "snowmen":
        sheet.snowmen.add(place[0])
    else:
        space, left, right = place
        sheet.squirrel[space] = (left, right)


def written(zone: str, place: tuple) -> tuple[int, ...]:
    """The two values a place writes (what a joker was declared as, among them)."""
    if zone == "bird":
        return (BIRD_VALUES[place[0] - 1], BIRD_VALUES[place[1] - 1])
    if zone == "birdhouses":
        return place
    if zone == "cakes":
        return place[1]
    if zone == "squirrel":
        return place[1:]
    return ()
