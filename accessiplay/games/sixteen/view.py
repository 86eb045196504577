"""What one seat of Sixteen may know: its own hand, the rows, and the public counts.

During the game a view holds the seat's own hand and score only; every other hand is a count.
At the end every hand is shown and every score is known. The seat's own legal moves follow
from its view alone (the presenter and the bots rely on that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from accessiplay.core.protocol import ViewHeader
from accessiplay.games.sixteen.tiles import COLOURS, END, SPECIALS, codes_in, token
from accessiplay.present import Ctx

if TYPE_CHECKING:
    from accessiplay.games.sixteen.state import SixteenState

#: A tile as views carry it: its number, or "restart" / "end" for a 16.
Token = int | str


class HandJSON(TypedDict):
    """A hand: the tiles of each colour, then how many of each special ("scissors", "trash")."""

    tiles: dict[str, list[Token]]
    specials: dict[str, int]


class SpecialJSON(TypedDict):
    """The special just played, whose optional placement is awaited."""

    kind: str
    row: str


class SixteenView(ViewHeader):
    """The table, the seat's own hand (every hand once over), and the public counts."""

    dealt: bool
    first: int | None
    turn: int | None
    rows: dict[str, list[Token]]
    out: dict[str, list[Token]]
    counts: list[int]
    bag: int
    hand: HandJSON | None
    hands: list[HandJSON] | None
    special: SpecialJSON | None
    passed: list[int]
    used: list[list[Any]]
    #: Per seat, per colour: the row's lowest end at any of its passes (it holds no tile of that
    #: colour above it), None when its passes said nothing of that colour.
    ceilings: list[dict[str, Token | None]]
    ending: str | None


#: The presenter's context, reading a Sixteen view.
SixteenCtx = Ctx[SixteenView]


def _tokens(codes: list[int]) -> list[Token]:
    """Codes as public tokens (7, "restart", "end")."""
    return [token(c) for c in codes]


def hand_of(masks: list[int], specials: list[int]) -> HandJSON:
    """A hand as JSON: the tiles of each colour, then how many of each special."""
    return {
        "tiles": {name: _tokens(codes_in(mask)) for name, mask in zip(COLOURS, masks)},
        "specials": dict(zip(SPECIALS, specials)),
    }


def build_view(state: SixteenState, seat: int | None) -> SixteenView:
    """The view of `seat` (None: a spectator, who sees only the table)."""
    over = bool(state.ending)
    players = range(state.players)
    return {
        # Hands are secret: during the game a seat knows only its own score.
        **state.view_header(seat, lambda s: over or s == seat),
        "dealt": state.dealt,
        "first": state.first,
        "turn": state.turn,
        "rows": {name: _tokens(row) for name, row in zip(COLOURS, state.rows)},
        "out": {name: _tokens(out) for name, out in zip(COLOURS, state.out)},
        "counts": [state.count(s) for s in players],
        "bag": len(state.bag),
        "hand": (
            hand_of(state.hands[seat], state.specials[seat])
            if seat is not None and 0 <= seat < state.players
            else None
        ),
        "hands": ([hand_of(state.hands[s], state.specials[s]) for s in players] if over else None),
        "special": (
            None
            if state.pending is None
            else {"kind": SPECIALS[state.pending[0]], "row": COLOURS[state.pending[1]]}
        ),
        "passed": list(state.passed),
        "used": [list(u) for u in state.used],
        "ceilings": [
            {name: None if top == END else token(top) for name, top in zip(COLOURS, tops)}
            for tops in state.ceilings
        ],
        "ending": state.ending,
    }
