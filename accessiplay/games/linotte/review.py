"""Hearing the board: the 5×5 review grid, and summaries of rows, columns and diagonals."""

from __future__ import annotations

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte import words
from accessiplay.games.linotte.view import LinotteCtx, LinotteView
from accessiplay.present import Listing, Msg, Node

#: The walkthrough section that explains each combination's cell (F2 on a cell).
RULE_OF = {"sec": "sec", "appel": "appel"}


def owners(view: LinotteView) -> list:
    """The board as 25 owners in reading order (a seat or None)."""
    return [owner for row in view["board"] for owner in row]


def owner_word(view: LinotteView, owner: int | None) -> str:
    """Who holds a cell, as a message selector: "white", "black" or "empty"."""
    if owner is None:
        return "empty"
    return "white" if owner == view["white"] else "black"


def cell_label(ctx: LinotteCtx, index: int, board: list | None = None) -> Msg:
    """ "C3, YAM, white pawn"; an empty cell the viewer's dice allow says so."""
    view = ctx.view
    name = bd.CELLS[index]
    owner = (board or owners(view))[index]
    takes = view["turn"] is not None and view["turn"] == ctx.viewer and name in view["cells"]
    return Msg.of(
        "linotte-cell-state",
        cell=words.cell(name),
        owner=owner_word(view, owner),
        take="yes" if takes else "no",
    )


def line_summary(ctx: LinotteCtx, direction: str, cells_on_line) -> Msg:
    """One line of the board: where the white and black pawns are, and the empty cells."""
    view = ctx.view
    board = owners(view)
    by_owner: dict[str, list] = {"white": [], "black": [], "empty": []}
    for i in cells_on_line:
        by_owner[owner_word(view, board[i])].append(i)
    return Msg.of(
        "linotte-line-summary",
        where=words.where(direction, cells_on_line),
        whites=len(by_owner["white"]),
        white=tuple(bd.CELLS[i] for i in by_owner["white"]),
        blacks=len(by_owner["black"]),
        black=tuple(bd.CELLS[i] for i in by_owner["black"]),
        empties=len(by_owner["empty"]),
        empty=words.cells(bd.CELLS[i] for i in by_owner["empty"]) if by_owner["empty"] else (),
    )


def summaries(ctx: LinotteCtx, direction: str) -> Listing:
    """Every row, every column or every diagonal, one line each after a count of those that
    hold pawns: the ten diagonals once made 1,400 characters in one breath."""
    board = owners(ctx.view)
    lines = [cells for d, cells in bd.LINES if d == direction]
    taken = sum(any(board[i] is not None for i in cells) for cells in lines)
    summary = Msg.of("linotte-lines-summary", direction=direction, taken=taken)
    return Listing.of_lines(summary, (line_summary(ctx, direction, cells) for cells in lines))


def free_cells(ctx: LinotteCtx) -> list[Msg]:
    """The empty cells grouped by combination: what is still there to take."""
    board = owners(ctx.view)
    groups = []
    for name in cb.ALL:
        empty = [bd.CELLS[i] for i in bd.CELLS_OF[name] if board[i] is None]
        if empty:
            groups.append(Msg.of("linotte-free-group", combo=words.combo(name), cells=tuple(empty)))
    if not groups:
        return [Msg.of("linotte-free-none")]
    return [Msg.of("linotte-free", count=board.count(None), groups=words.semi(groups))]


def sheet(ctx: LinotteCtx) -> Node:
    """The board as a grid: rows A–E, each of 5 cells read with combination and owner."""
    view = ctx.view
    board = owners(view)
    rows = []
    for _r, (_, cells_on_row) in enumerate(bd.LINES[: bd.SIZE]):
        row_cells = tuple(
            Node(cell_label(ctx, i, board), rule=RULE_OF.get(bd.COMBO_AT[i], "combinations"))
            for i in cells_on_row
        )
        rows.append(Node(line_summary(ctx, "row", cells_on_row), row_cells, rule="lines"))
    label = Msg.of(
        "linotte-board",
        whites=_count(view, board, "white"),
        blacks=_count(view, board, "black"),
        empties=board.count(None),
    )
    return Node(label, tuple(rows), rule="board", grid=True)


def _count(view: LinotteView, board: list, colour: str) -> int:
    """Pawns of one colour on the board."""
    return sum(1 for owner in board if owner is not None and owner_word(view, owner) == colour)
