"""The five zones' recording rules: where a pair may go, and writing it there.

A place is the zone's own record of what is written, so a joker's declared value is in it:
bird `(box, box)` with the lower box first; birdhouses `(row, column)`; cakes
`((cake, cake), (value, value))`, the first value written first (lower, in one cake);
snowmen `(sum,)`; squirrel `(space, left half, right half)`.
"""

from __future__ import annotations

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
    for_a = [box for box in (_BOXES if a == JOKER else _BOXES_SHOWING[a]) if box not in sheet.bird]
    for_b = [box for box in (_BOXES if b == JOKER else _BOXES_SHOWING[b]) if box not in sheet.bird]
    return sorted({(min(i, j), max(i, j)) for i in for_a for j in for_b if i != j})


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
    orders = _ORDERS[(a, b)]
    out = []
    for i, cake in enumerate(CAKES):
        firsts = takes[cake]
        if len(sheet.cakes[cake]) + 2 <= CAKE_PUFFS[cake]:
            rises = CAKE_RISES[cake]
            out += [
                ((cake, cake), (v, w))
                for v, w in orders
                if v in firsts and (w > v if rises else w < v)
            ]
        for other in CAKES[i + 1 :]:
            seconds = takes[other]
            out += [((cake, other), (v, w)) for v, w in orders if v in firsts and w in seconds]
    return out


def _cake_takes(sheet: Sheet) -> dict[str, frozenset]:
    """The values each cake's lowest empty puff accepts now (kept with the cakes' memo)."""
    memo = sheet.memo.setdefault("cakes", {})
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


def places(sheet: Sheet, zone: str, pair: tuple) -> list[tuple]:
    """The places of a pair in a zone (remembered until the zone is written in; do not change)."""
    known = sheet.memo.get(zone)
    if known is None:
        known = sheet.memo[zone] = {}
    found = known.get(pair)
    if found is None:
        found = known[pair] = PLACES[zone](sheet, *pair)
    return found


def fitting_zones(sheet: Sheet, pair: tuple) -> list[tuple[str, list]]:
    """(zone, places) for every zone the pair fits in, in the sheet's order (memo inlined: hot).

    The whole answer is remembered by pair too, until anything is written (`record`)."""
    memo = sheet.memo
    fits = memo.get("fits")
    if fits is None:
        fits = memo["fits"] = {}
    out = fits.get(pair)
    if out is not None:
        return out
    out = fits[pair] = []
    for zone, find in PLACES.items():
        known = memo.get(zone)
        if known is None:
            known = memo[zone] = {}
        found = known.get(pair)
        if found is None:
            found = known[pair] = find(sheet, *pair)
        if found:
            out.append((zone, found))
    return out


def record(sheet: Sheet, zone: str, place: tuple) -> None:
    """Write a place already known to be legal."""
    sheet.memo[zone] = {}
    sheet.memo["fits"] = {}
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
