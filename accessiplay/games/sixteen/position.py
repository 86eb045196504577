"""A Sixteen position read from a snapshot, and the rules a hand-made one may break.

`SixteenGame.from_snapshot` builds a state from `state.snapshot()` (as a FEN is to
python-chess) so rule tests set up the moment they test instead of editing internals.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from accessiplay.core.protocol import JSONDict
from accessiplay.core.snapshots import (
    bad,
    flag,
    integer,
    integers,
    maybe_integer,
    one_of,
    rows,
)
from accessiplay.games.sixteen.placing import above
from accessiplay.games.sixteen.state import SCISSORS, TRASH, SixteenState
from accessiplay.games.sixteen.tiles import (
    COLOURS,
    END,
    SCISSORS_IDS,
    SPECIALS,
    TILE_COUNT,
    TRASH_ID,
    code_of,
    colour_of,
)

#: A hand holds, per colour, one bit per code 1 to 17.
MASK = (1 << (END + 1)) - 2


def read(data: JSONDict) -> SixteenState:
    """The state a snapshot holds, each value checked for its type and range."""
    state = SixteenState(data["players"])
    last = state.players - 1
    state.dealt = flag(data["dealt"], "dealt")
    state.first = maybe_integer(data["first"], "first", 0, last)
    state.turn = maybe_integer(data["turn"], "turn", 0, last)
    state.hands = [
        integers(h, "hands", 0, MASK, len(COLOURS))
        for h in rows(data["hands"], "hands", state.players)
    ]
    state.specials = [
        integers(s, "specials", 0, 2, 2) for s in rows(data["specials"], "specials", state.players)
    ]
    state.rows = [integers(r, "rows", 1, END) for r in rows(data["rows"], "rows", len(COLOURS))]
    state.out = [integers(o, "out", 1, END) for o in rows(data["out"], "out", len(COLOURS))]
    state.bag = integers(data["bag"], "bag", 0, TILE_COUNT - 1)
    if data["pending"] is not None:
        kind, colour = integers(data["pending"], "pending", 0, len(COLOURS) - 1, 2)
        state.pending = (integer(kind, "pending", SCISSORS, TRASH), colour)
    state.passed = integers(data["passed"], "passed", 0, last)
    state.used = [_used(u, last) for u in rows(data["used"], "used")]
    state.ceilings = [
        integers(c, "ceilings", 1, END, len(COLOURS))
        for c in rows(data["ceilings"], "ceilings", state.players)
    ]
    state.ending = one_of(data["ending"], "ending", (None, "out", "blocked"))
    return state


def _used(entry: Any, last: int) -> list[Any]:
    """One special played: the seat, which special, and the row's colour."""
    seat, special, colour = rows(entry, "used", 3)
    if special not in SPECIALS or colour not in COLOURS:
        raise bad("used", entry)
    return [integer(seat, "used", 0, last), special, colour]


def problem(state: SixteenState) -> str | None:
    """The rule a hand-made position breaks, as a reason code, or None."""
    if not state.dealt:
        fresh = SixteenState(state.players).snapshot()
        return None if state.snapshot() == fresh else "play-before-deal"
    for colour in range(len(COLOURS)):
        codes = Counter(c for h in state.hands for c in range(1, END + 1) if h[colour] >> c & 1)
        codes.update(state.rows[colour] + state.out[colour])
        codes.update(
            code_of(t) for t in state.bag if t < min(SCISSORS_IDS) and colour_of(t) == colour
        )
        if sorted(codes.elements()) != list(range(1, END + 1)):
            return "tiles-not-a-set"
    specials = Counter(s for _, s, _ in state.used)
    for kind, name, ids in ((SCISSORS, "scissors", SCISSORS_IDS), (TRASH, "trash", (TRASH_ID,))):
        held = sum(s[kind] for s in state.specials) + sum(t in ids for t in state.bag)
        if held + specials[name] != len(ids):
            return "specials-not-a-set"
    if state.ending is None and state.turn is None:
        return "no-turn"
    if any(seat == state.turn for seat in state.passed) and state.ending is None:
        return "passed-and-playing"
    if any(
        mask & above(top)
        for hand, tops in zip(state.hands, state.ceilings)
        for mask, top in zip(hand, tops)
    ):
        return "holds-what-it-passed-on"
    return None
