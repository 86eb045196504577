"""The normal bot's judgement on bit masks: the same moves as `bots.normal`, read straight from a
rollout's table, so the hard bot's search buys several times more rollouts for its CPU.

`normal` reads a view (tokens, sets of codes); a rollout asks it thousands of times a decision.
Here the seat's hand, the rows and the tiles out of the game are colour masks (bit `code` set),
and every sum normal makes is a mask's value or bit count. Every worth is a whole or half
number, so the floats come out exactly as normal's and ties fall the same way: the test
compares the two move by move over whole games.
"""

from __future__ import annotations

from functools import cache, lru_cache

from accessiplay.core.actions import Action
from accessiplay.core.protocol import State
from accessiplay.games.sixteen.actions import Place, PlaceAgain, Scissors, Trash
from accessiplay.games.sixteen.placing import placements
from accessiplay.games.sixteen.scoring import points
from accessiplay.games.sixteen.state import SixteenState
from accessiplay.games.sixteen.tiles import COLOURS, END, RESTART, SPECIAL_POINTS, known_code
from accessiplay.games.sixteen.weights import BLOCKED, SPECIAL_MARGIN, STRANDED

#: Every code a hand may hold (2..15, Restart, End), and the plain numbers among them.
TILES = (1 << (END + 1)) - 4
NUMBERS = (1 << RESTART) - 4


def between(low: int, high: int) -> int:
    """The mask of the numbers strictly between two values (never a 16)."""
    return NUMBERS & ((1 << high) - 1) & ~((2 << low) - 1) if high > low + 1 else 0


@lru_cache(maxsize=1 << 16)
def worth(top: int, mine: int, unseen: int, codes: tuple[int, ...]) -> float:
    """Normal's worth (`Table.worth`) of laying `codes` on a row ending in `top`, from the
    seat's colour mask `mine` and the colour's unseen tiles `unseen`."""
    laid = sum(1 << c for c in codes)
    left = mine & ~laid
    value = float(points(laid))
    if codes[-1] == END:
        stranded = points(left)
        blocked = (unseen & TILES & ~((2 << top) - 1)).bit_count()
    else:
        span = between(top, min(codes[0], RESTART))
        stranded = points(left & span)
        blocked = (unseen & span).bit_count()
    value += BLOCKED * blocked - STRANDED * stranded
    if codes[-1] == RESTART:
        freed = points(left & NUMBERS & ((2 << top) - 1))
        value += 0.5 * freed - BLOCKED * (unseen & between(1, top + 1)).bit_count()
    return value


@lru_cache(maxsize=1 << 16)
def best_after(top: int, mine: int, unseen: int) -> float:
    """The best placement worth from this colour mask on a row ending in `top` (0 if none)."""
    return max([0.0, *(worth(top, mine, unseen, tiles) for tiles in placements(top, mine))])


@cache
def _codes(action: Place | PlaceAgain) -> tuple[int, tuple[int, ...]]:
    """A placement's colour index and codes."""
    return COLOURS.index(action.row), tuple(known_code(t) for t in action.tiles)


class Board:
    """One seat's reading of a rollout table: row ends, its own masks, the unseen masks."""

    def __init__(self, state: SixteenState, seat: int):
        self.rows = state.rows
        self.mine = state.hands[seat]
        self.unseen = [
            TILES & ~(mine | sum(1 << c for c in row) | sum(1 << c for c in out))
            for mine, row, out in zip(self.mine, state.rows, state.out)
        ]

    def place_value(self, action: Place | PlaceAgain) -> float:
        """Normal's `place_value`."""
        colour, codes = _codes(action)
        top = self.rows[colour][-1]
        return worth(top, self.mine[colour], self.unseen[colour], codes)

    def special_value(self, action: Scissors | Trash) -> float:
        """Normal's `special_value`."""
        colour = COLOURS.index(action.row)
        row = self.rows[colour]
        count = 1 if isinstance(action, Scissors) else action.count
        top = row[-1 - count]
        old = min(row[-1], 15)
        unseen = self.unseen[colour]
        return (
            SPECIAL_POINTS
            + best_after(top, self.mine[colour], unseen)
            - BLOCKED * (unseen & between(top, old + 1)).bit_count()
        )


def _first_best(values: list[float]) -> int:
    """The index of the first highest value (as `max` picks among ties)."""
    return values.index(max(values))


def decide(state: State, seat: int) -> Action:
    """The move `bots.normal` makes from this seat's view of the table."""
    assert isinstance(state, SixteenState), "a Sixteen rollout plays Sixteen tables"
    legal = state.legal_actions(seat)
    board = Board(state, seat)
    places = [a for a in legal if type(a) is Place or type(a) is PlaceAgain]
    worths = [board.place_value(a) for a in places]
    if state.pending is not None:
        if places and max(worths) > 0:
            return places[_first_best(worths)]
        return legal[-1]  # EndTurn comes last
    specials = [a for a in legal if type(a) is Scissors or type(a) is Trash]
    if not places:
        if not specials:
            return legal[-1]  # Pass comes last
        return specials[_first_best([board.special_value(a) for a in specials])]
    best = _first_best(worths)
    if specials:
        gains = [board.special_value(a) for a in specials]
        special = _first_best(gains)
        if gains[special] > worths[best] + SPECIAL_MARGIN:
            return specials[special]
    return places[best]
