"""Which tiles may go on a row: single tiles with gaps, rising runs, and the 16 tiles.

RULES.md §4: one tile higher than the row's last tile, or a run of consecutive ascending
numbers whose first tile is higher than the row's last; a 16 tile alone after any number or
ending a run (…14, 15, 16); never two 16 tiles in one turn; nothing on an ended row.
Everything here works on codes (tiles.py) and a colour's hand mask, so the rules, the bots and
the presenter share one definition. `place_actions` gives the same placements as ready-made
actions, cached per run so that legal moves cost little in fast playouts.
"""

from __future__ import annotations

import itertools
from functools import cache, lru_cache

from accessiplay.games.sixteen.actions import Place, PlaceAgain
from accessiplay.games.sixteen.tiles import COLOURS, END, RESTART, SIXTEENS, token


@lru_cache(maxsize=1 << 15)
def placements(top: int, mask: int) -> tuple[tuple[int, ...], ...]:
    """Every legal placement from this hand mask on a row ending in `top`, longest first."""
    if top == END:
        return ()
    found: list[tuple[int, ...]] = []
    sixteens = [s for s in SIXTEENS if mask >> s & 1]
    for first, last in blocks(top, mask):
        for i in range(first, last + 1):
            for j in range(i, last + 1):
                found.append(tuple(range(i, j + 1)))
            if last == 15:
                found.extend(tuple(range(i, 16)) + (s,) for s in sixteens)
    found.extend((s,) for s in sixteens)
    # Longest first so the runs that shed the most are the first options a player hears.
    found.sort(key=lambda tiles: (-len(tiles), tiles))
    return tuple(found)


@lru_cache(maxsize=1 << 15)
def blocks(top: int, mask: int) -> tuple[tuple[int, int], ...]:
    """The maximal runs of held numbers above `top`, as (first, last): every sub-run is playable."""
    found = []
    number = top + 1
    while number <= 15:
        if mask >> number & 1:
            first = number
            while number <= 15 and mask >> number & 1:
                number += 1
            found.append((first, number - 1))
        else:
            number += 1
    return tuple(found)


def above(top: int) -> int:
    """The mask of every code that would fit a row ending in `top` (none once it is ended)."""
    return 0 if top == END else (1 << (END + 1)) - (1 << (top + 1))


def fits(top: int, mask: int) -> bool:
    """Whether anything from this hand mask goes on a row ending in `top` (any tile above does)."""
    return top != END and mask >> (top + 1) != 0


def problem(top: int, mask: int, tiles: tuple[int, ...]) -> str | None:
    """Why these codes cannot go on a row ending in `top` from this hand, or None if they can."""
    if not tiles:
        return "no-tiles"
    if top == END:
        return "row-ended"
    if any(not mask >> t & 1 for t in tiles) or len(set(tiles)) != len(tiles):
        return "not-in-hand"
    if sum(t >= RESTART for t in tiles) > 1:
        return "two-sixteens"
    if any(t >= RESTART for t in tiles[:-1]):
        return "sixteen-not-last"
    if tiles[0] <= top:
        return "too-low"
    numbers = tiles[:-1] if tiles[-1] >= RESTART else tiles
    if any(b != a + 1 for a, b in itertools.pairwise(numbers)):
        return "not-a-run"
    if len(numbers) < len(tiles) and numbers and numbers[-1] != 15:
        return "sixteen-after-gap"
    return None


#: A placement with its sort key: (minus its length, its codes), longest runs first.
_Keyed = tuple[tuple[int, tuple[int, ...]], Place | PlaceAgain]


@cache
def _run_actions(colour: int, first: int, last: int, sixteens: int, again: bool) -> tuple:
    """(sort key, action) for every sub-run of first..last, and its 16 endings when last is 15."""
    cls = PlaceAgain if again else Place
    found: list[_Keyed] = []
    for i in range(first, last + 1):
        runs = [tuple(range(i, j + 1)) for j in range(i, last + 1)]
        if last == 15:
            runs.extend(tuple(range(i, 16)) + (s,) for s in SIXTEENS if sixteens >> s & 1)
        found.extend(((-len(r), r), cls(COLOURS[colour], tuple(token(c) for c in r))) for r in runs)
    return tuple(found)


@lru_cache(maxsize=1 << 15)
def place_actions(colour: int, top: int, mask: int, again: bool) -> tuple:
    """The Place (or PlaceAgain) actions for one row: `placements` as actions, built once each."""
    if top == END:
        return ()
    sixteens = mask & (1 << RESTART | 1 << END)
    found: list[_Keyed] = []
    for first, last in blocks(top, mask):
        found.extend(_run_actions(colour, first, last, sixteens if last == 15 else 0, again))
    found.extend(_alone(colour, sixteens, again))
    found.sort(key=_key)
    return tuple(action for _, action in found)


@cache
def _alone(colour: int, sixteens: int, again: bool) -> tuple:
    """(sort key, action) for each 16 tile laid alone."""
    cls = PlaceAgain if again else Place
    return tuple(
        ((-1, (s,)), cls(COLOURS[colour], (token(s),))) for s in SIXTEENS if sixteens >> s & 1
    )


def _key(item: tuple) -> tuple:
    """The sort key of a (key, action) pair."""
    return item[0]
