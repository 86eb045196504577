"""The six areas of a Sixty-One sheet: their spots, which spot may take which value, their acorns.

Everything here works on plain lists (one list of spots per area, `None` for an empty spot,
`WILD` for an X) so the rules, the bots and the presenter share it through the view alone.
Areas are numbered by the die that chooses them, 1 to 6; spots from 0 inside an area.
"""

from __future__ import annotations

WILD = "X"

PUMPKINS, LILIES, MARSHMALLOWS, CHOCOLATE, DENS, MUSHROOMS = 1, 2, 3, 4, 5, 6
AREAS = (PUMPKINS, LILIES, MARSHMALLOWS, CHOCOLATE, DENS, MUSHROOMS)

#: The name of each area in the locale files ("sixty-one-area" selects on it).
AREA_KEYS = {
    PUMPKINS: "pumpkins",
    LILIES: "lilies",
    MARSHMALLOWS: "marshmallows",
    CHOCOLATE: "chocolate",
    DENS: "dens",
    MUSHROOMS: "mushrooms",
}

SIZES = {PUMPKINS: 4, LILIES: 5, MARSHMALLOWS: 5, CHOCOLATE: 6, DENS: 6, MUSHROOMS: 5}

#: Runs of spots filled in order, and whose values must all be equal (pumpkins, skewers).
PUMPKIN_PAIRS = ((0, 1), (2, 3))
SKEWERS = ((0, 1), (2, 3, 4))
SKEWER_ACORNS = (3, 5)
PUMPKIN_ACORNS = 3

#: Acorns of each filled spot where every spot scores on its own.
SPOT_ACORNS = {
    LILIES: (1, 1, 2, 2, 3),
    CHOCOLATE: (1, 1, 1, 2, 1, 1),
    DENS: (1, 1, 1, 2, 2, 4),
    MUSHROOMS: (1, 2, 2, 2, 3),
}

#: Fox dens 0-2 are the bottom row, 3-4 the middle, 5 the top; a den rests on two below it.
DEN_SUPPORT = {3: (0, 1), 4: (1, 2), 5: (3, 4)}
DEN_ROWS = (0, 0, 0, 1, 1, 2)
#: Same-row neighbours, the dens it rests on and the dens resting on it.
DEN_NEIGHBOURS = {
    0: (1, 3),
    1: (0, 2, 3, 4),
    2: (1, 4),
    3: (0, 1, 4, 5),
    4: (1, 2, 3, 5),
    5: (3, 4),
}

FIRST_FILL_BONUS = 3


def empty_sheet() -> list[list]:
    """The six areas of a fresh sheet, every spot empty (index = area - 1)."""
    return [[None] * SIZES[area] for area in AREAS]


def _group_of(area: int, spot: int) -> tuple[int, ...]:
    """The in-order run a spot belongs to: its pumpkin, its skewer, or the whole area."""
    if area == PUMPKINS:
        return PUMPKIN_PAIRS[spot // 2]
    if area == MARSHMALLOWS:
        return SKEWERS[0] if spot < 2 else SKEWERS[1]
    return tuple(range(SIZES[area]))


#: For pumpkins and marshmallows, the run whose values must agree, by spot.
_EQUAL_RUNS = {
    area: tuple(_group_of(area, spot) for spot in range(SIZES[area]))
    for area in (PUMPKINS, MARSHMALLOWS)
}


def open_spots(area: int, spots: list) -> list[int]:
    """Spots the order of filling allows now, whatever the value (where an X could go)."""
    if area == CHOCOLATE:
        return [i for i, v in enumerate(spots) if v is None]
    if area == DENS:
        return [
            i
            for i, v in enumerate(spots)
            if v is None and all(spots[s] is not None for s in DEN_SUPPORT.get(i, ()))
        ]
    groups = (
        PUMPKIN_PAIRS
        if area == PUMPKINS
        else SKEWERS
        if area == MARSHMALLOWS
        else (tuple(range(SIZES[area])),)
    )
    found = []
    for group in groups:
        for i in group:
            if spots[i] is None:
                found.append(i)
                break
    return found


def value_fits(area: int, spots: list, spot: int, value: int) -> bool:
    """Whether a die value obeys the area's rule in an open spot (an X always does)."""
    # Plain loops rather than all(): this is the innermost call of every legal-move search.
    if value == WILD:
        return True
    if area == DENS:
        return all(spots[n] != value for n in DEN_NEIGHBOURS[spot])
    if area == MUSHROOMS:
        if not spot or spots[spot - 1] == WILD:
            return True
        return (value - spots[spot - 1]) % 6 in (1, 5)
    if area == LILIES:
        return value not in spots[:spot]
    if area == CHOCOLATE:
        return value == spot + 1
    for i in _EQUAL_RUNS[area][spot]:
        written = spots[i]
        if written is not None and written != WILD and written != value:
            return False
    return True


def fitting_spots(area: int, spots: list, value: int) -> list[int]:
    """The open spots of an area where this value (or X) may be written."""
    return [s for s in open_spots(area, spots) if value_fits(area, spots, s, value)]


def needed_values(area: int, spots: list) -> list[int]:
    """The die values the area can take next, anywhere in it (empty when full or blocked)."""
    return [v for v in range(1, 7) if fitting_spots(area, spots, v)]


def is_full(spots: list) -> bool:
    """Whether every spot of the area is written."""
    return None not in spots


def acorns(area: int, spots: list) -> int:
    """The acorns an area scores as it stands."""
    if area == PUMPKINS:
        return PUMPKIN_ACORNS * sum(
            1 for a, b in PUMPKIN_PAIRS if spots[a] is not None and spots[b] is not None
        )
    if area == MARSHMALLOWS:
        return sum(
            reward
            for group, reward in zip(SKEWERS, SKEWER_ACORNS)
            if all(spots[i] is not None for i in group)
        )
    table = SPOT_ACORNS[area]
    return sum(table[i] for i, v in enumerate(spots) if v is not None)


def gain(area: int, spots: list, spot: int) -> int:
    """The acorns filling this spot adds to the area (a pumpkin's second half gives 3)."""
    after = list(spots)
    after[spot] = WILD
    return acorns(area, after) - acorns(area, spots)


def would_fill(spots: list, spot: int) -> bool:
    """Whether writing this spot completes its area."""
    return all(v is not None for i, v in enumerate(spots) if i != spot)


def group_index(area: int, spot: int) -> tuple[int, int]:
    """(which pumpkin or skewer, position inside it), both from 0; (0, spot) elsewhere."""
    group = _group_of(area, spot)
    if area in (PUMPKINS, MARSHMALLOWS):
        which = PUMPKIN_PAIRS.index(group) if area == PUMPKINS else SKEWERS.index(group)
        return which, group.index(spot)
    return 0, spot


def leaf_of(dice: tuple, area: int, value: int) -> int | None:
    """The die left for the leaves once `area` and `value` are taken (None: no such dice)."""
    rest = list(dice)
    for die in (area, value):
        if die not in rest:
            return None
        rest.remove(die)
    return rest[0]
