"""Bots for Sixteen, playing from their own view only (their hand, the rows, the public counts).

`easy` lays a random placement whenever it can and rarely thinks about its specials.
`normal` weighs each move: points shed, its own lower tiles a move strands below the row,
the unseen tiles it blocks for the others, and the 20 points a special costs if kept.
`hard` plays out normal's favourite moves in deals drawn from what it cannot see, every seat of
a rollout deciding as normal does (`rollout.py` reads the same judgement from bit masks).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from accessiplay.bots import Judging, SearchBot, best_by
from accessiplay.core.actions import Action
from accessiplay.core.playout import Decider
from accessiplay.games.sixteen.actions import EndTurn, Pass, Place, PlaceAgain, Scissors, Trash
from accessiplay.games.sixteen.placing import placements
from accessiplay.games.sixteen.rollout import decide
from accessiplay.games.sixteen.tiles import COLOURS, END, RESTART, SPECIAL_POINTS, known_code, value
from accessiplay.games.sixteen.view import SixteenView
from accessiplay.games.sixteen.weights import BLOCKED, SPECIAL_MARGIN, STRANDED


def easy(view: SixteenView, legal: list[Action], rng: random.Random) -> Action:
    """A random placement if any; otherwise a special now and then, else pass."""
    places = [a for a in legal if isinstance(a, (Place, PlaceAgain))]
    if places:
        return rng.choice(places)
    specials = [a for a in legal if isinstance(a, (Scissors, Trash))]
    rest = [a for a in legal if isinstance(a, (Pass, EndTurn))]
    if specials and (not rest or rng.random() < 0.3):
        return rng.choice(specials)
    return rest[0] if rest else rng.choice(legal)


class Table:
    """The bot's reading of its view: row tops, its own tiles, and which tiles nobody has shown."""

    def __init__(self, view: SixteenView):
        assert view["hand"] is not None, "a bot sees its own hand"
        hand = view["hand"]["tiles"]
        self.rows = {
            name: [t if isinstance(t, int) else known_code(t) for t in view["rows"][name]]
            for name in COLOURS
        }
        self.mine = {name: {known_code(t) for t in hand[name]} for name in COLOURS}
        seen = {
            name: set(self.rows[name])
            | self.mine[name]
            | {known_code(t) for t in view["out"][name]}
            for name in COLOURS
        }
        self.unseen = {
            name: {c for c in range(2, END + 1) if c not in seen[name]} for name in COLOURS
        }

    def unseen_between(self, name: str, low: int, high: int) -> int:
        """How many unseen number tiles of a colour lie strictly between two values."""
        return sum(1 for c in self.unseen[name] if low < c < high and c < RESTART)

    def place_value(self, name: str, tiles: tuple) -> float:
        """What laying these tiles (tokens) on this row is worth to the bot (higher is better)."""
        return self.worth(name, [known_code(t) for t in tiles], self.rows[name][-1])

    def worth(self, name: str, codes: list[int], top: int) -> float:
        """What laying these codes on a row ending in `top` is worth."""
        left = self.mine[name] - set(codes)
        worth = float(sum(value(c) for c in codes))
        if codes[-1] == END:
            # A closed row strands every tile of that colour, the bot's and the others'.
            stranded = sum(value(c) for c in left)
            blocked = sum(1 for c in self.unseen[name] if c > top)
        else:
            first = value(codes[0])
            stranded = sum(c for c in left if top < c < first and c < RESTART)
            blocked = self.unseen_between(name, top, first)
        worth += BLOCKED * blocked - STRANDED * stranded
        if codes[-1] == RESTART:
            # Back to 1: the bot's own low tiles are free again, and so are everyone else's.
            freed = sum(value(c) for c in left if c < RESTART and c <= top)
            worth += 0.5 * freed - BLOCKED * self.unseen_between(name, 1, top + 1)
        return worth

    def best_after(self, name: str, top: int) -> float:
        """The best placement this hand could make on a row ending in `top` (0 if none helps)."""
        mask = sum(1 << c for c in self.mine[name])
        options = [self.worth(name, list(tiles), top) for tiles in placements(top, mask)]
        return max([0.0, *options])

    def follow_up(self, action: Scissors | Trash) -> tuple[int, ...]:
        """The placement (codes) normal lays after this special, as its turn ends otherwise:
        the hint says where the special's own placement goes (nothing: none is worth it)."""
        name = action.row
        count = 1 if isinstance(action, Scissors) else action.count
        top = self.rows[name][-1 - count]
        mask = sum(1 << c for c in self.mine[name])
        scored = [(self.worth(name, list(tiles), top), tiles) for tiles in placements(top, mask)]
        worth, tiles = max(scored, key=lambda pair: pair[0], default=(0.0, ()))
        return tiles if worth > 0 else ()

    def special_value(self, action: Scissors | Trash) -> float:
        """A special: its 20 points shed, the best placement it opens, minus the tiles it frees."""
        row = self.rows[action.row]
        count = 1 if isinstance(action, Scissors) else action.count
        top = row[-1 - count]
        old = min(row[-1], 15)
        return (
            SPECIAL_POINTS
            + self.best_after(action.row, top)
            - BLOCKED * self.unseen_between(action.row, top, old + 1)
        )


def normal(view: SixteenView, legal: list[Action], rng: random.Random) -> Action:
    """The move worth most by the bot's reckoning; a special only when it clearly pays."""
    table = Table(view)
    places = [a for a in legal if isinstance(a, (Place, PlaceAgain))]
    if any(isinstance(a, EndTurn) for a in legal):
        scored = [(table.place_value(a.row, a.tiles), a) for a in places]
        best = max(scored, key=lambda pair: pair[0], default=(0.0, None))
        return (
            best[1]
            if best[1] is not None and best[0] > 0
            else next(a for a in legal if isinstance(a, EndTurn))
        )
    specials = [a for a in legal if isinstance(a, (Scissors, Trash))]
    place = max(places, key=lambda a: table.place_value(a.row, a.tiles), default=None)
    special = max(specials, key=table.special_value, default=None)
    if place is None:
        return special if special is not None else next(a for a in legal if isinstance(a, Pass))
    if special is not None and (
        table.special_value(special) > table.place_value(place.row, place.tiles) + SPECIAL_MARGIN
    ):
        return special
    return place


def _rating(table: Table, action: Action) -> float:
    """Normal's reckoning of one move, a special counted net of the margin it must clear."""
    if isinstance(action, (Place, PlaceAgain)):
        return table.place_value(action.row, action.tiles)
    if isinstance(action, (Scissors, Trash)):
        return table.special_value(action) - SPECIAL_MARGIN
    return 0.0


def _favourites(view: SixteenView, legal: Sequence[Action]) -> list[Action]:
    """Normal's favourite moves, and passing or ending the turn when allowed: worth a search."""
    table = Table(view)
    chosen = best_by(lambda a: _rating(table, a), legal, HARD_CANDIDATES)
    chosen += [a for a in legal if isinstance(a, (Pass, EndTurn)) and a not in chosen]
    return chosen


#: How many of normal's favourite moves the hard bot plays out, and in how many sampled deals.
HARD_CANDIDATES, HARD_ROLLOUTS = 8, 24
#: A point of final margin counts a thirtieth of a win (a steadier signal than the win alone),
#: and a move overrules normal's favourite once it is half a standard error ahead.
HARD_JUDGING = Judging(margin=0.03, confidence=0.5)


def _rollouts(rng: random.Random) -> Decider:
    """Every seat of a rollout decided as `normal` would, read from the rollout's table (the
    same moves at a fraction of the cost: `rollout.py`)."""
    return decide


hard = SearchBot(_favourites, _rollouts, normal, rollouts=HARD_ROLLOUTS, judging=HARD_JUDGING)
"""Plays out normal's favourite moves in deals sampled from what it cannot see (the others'
hands, the bag), normal deciding every seat: it knows nothing its view does not hold."""

BOTS = {"easy": easy, "normal": normal, "hard": hard}
