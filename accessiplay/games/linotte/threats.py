"""What a pawn would do to the lines: the player's own gains and the opponent's threats.

A player lost to a line of five they were never told about (issue #10): each cell option says
what it makes and what it blocks, and the start of a turn names the opponent's threats.
"""

from __future__ import annotations

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import review, words
from accessiplay.present import Ctx, Msg

#: Threats named at the start of a turn, biggest first: more would bury the important one.
MOST_THREATS = 3


def lines_made(board: list, cell: int, seat: int) -> list[Msg]:
    """The lines of 3 or more a pawn of `seat` on empty `cell` would belong to."""
    after = list(board)
    after[cell] = seat
    return [words.line(*bd.describe(run)) for run in bd.runs_through(after, cell)]


def longest(board: list, cell: int, seat: int) -> int:
    """The longest line a pawn of `seat` on `cell` would belong to (0 below three)."""
    after = list(board)
    after[cell] = seat
    return max((length for _, _, length in bd.runs_through(after, cell)), default=0)


def cell_option(ctx: Ctx, name: str) -> Msg:
    """A cell option with what it does: "D3, QUINTE: makes 3 in a row from D1 to D3, 2 more
    points; blocks Ana, who would gain 3 points there"."""
    effects = cell_effects(ctx, name)
    if not effects:
        return words.cell(name)
    return Msg.of("linotte-option-effects", cell=words.cell(name), effects=tuple(effects))


def cell_effects(ctx: Ctx, name: str) -> list[Msg]:
    """What a pawn of the seat to play on `name` makes and blocks (also the hint's reasons)."""
    view = ctx.view
    seat = view["turn"]
    board = review.owners(view)
    cell = bd.INDEX[name]
    effects = []
    gained = bd.gain(board, cell, seat)
    if gained:
        effects.append(
            Msg.of(
                "linotte-option-makes",
                lines=tuple(lines_made(board, cell, seat)),
                points=gained,
                five="yes" if longest(board, cell, seat) == bd.SIZE else "no",
            )
        )
    other = 1 - seat
    denied = bd.gain(board, cell, other)
    if denied:
        effects.append(
            Msg.of(
                "linotte-option-blocks",
                points=denied,
                five="yes" if longest(board, cell, other) == bd.SIZE else "no",
                **ctx.who(other),
            )
        )
    return effects


def threats(ctx: Ctx) -> list[Msg]:
    """The opponent's threats as the viewer's turn starts: empty cells where a pawn of theirs
    would score, a line of five (the end of the game) first."""
    view = ctx.view
    if ctx.viewer is None or view["over"] or view["white"] is None:
        return []
    other = 1 - ctx.viewer
    board = review.owners(view)
    found = _found(board, other)
    if not found:
        return []
    items = [
        Msg.of(
            "linotte-threat",
            cell=words.cell(bd.CELLS[cell]),
            lines=tuple(lines_made(board, cell, other)),
            five="yes" if -length == bd.SIZE else "no",
            **ctx.who(other),
        )
        for length, _, cell in found[:MOST_THREATS]
    ]
    return [
        Msg.of(
            "linotte-threats",
            threats=words.semi(items),
            count=len(found),
            more=max(0, len(found) - MOST_THREATS),
        )
    ]


def _found(board: list, other: int) -> list[tuple[int, int, int]]:
    """The empty cells where a pawn of `other` would score, biggest threat first: (minus the
    longest line it makes, minus the points, cell)."""
    found = []
    for cell, owner in enumerate(board):
        if owner is None:
            gained = bd.gain(board, cell, other)
            if gained:
                found.append((-longest(board, cell, other), -gained, cell))
    return sorted(found)


def announced(board: list, seat: int) -> set[int]:
    """The cells of the other player's threats that `seat`'s turn starts by naming (`threats`):
    a pawn there blocks a threat the player has heard."""
    return {cell for _, _, cell in _found(board, 1 - seat)[:MOST_THREATS]}
