"""The 5×5 board of La Linotte: its cells, their combinations and the lines that score.

Cells are named like a spreadsheet: rows A–E top to bottom, columns 1–5 left to right.
Inside the core a cell is its index 0–24 (row × 5 + column); outside it is its name ("C3").
"""

from __future__ import annotations

ROWS = "ABCDE"
SIZE = 5

#: The combination printed on each cell, row by row (RULES.md §5, "Board").
LAYOUT = (
    ("brelan-1", "brelan-3", "appel", "brelan-4", "brelan-6"),
    ("brelan-2", "carre", "sec", "full", "brelan-5"),
    ("small", "full", "yam", "appel", "quinte"),
    ("brelan-6", "sec", "quinte", "small", "brelan-1"),
    ("brelan-3", "brelan-2", "carre", "brelan-5", "brelan-4"),
)

CELLS = tuple(f"{ROWS[r]}{c + 1}" for r in range(SIZE) for c in range(SIZE))
INDEX = {name: i for i, name in enumerate(CELLS)}
COMBO_AT = tuple(LAYOUT[r][c] for r in range(SIZE) for c in range(SIZE))

#: Lines points: a maximal line of 3, 4 or 5 pawns of one colour (RULES.md §5, "End and score").
LINE_POINTS = {3: 2, 4: 3, 5: 4}
SHORTEST_LINE = 3


def _cells_of(combo: str) -> tuple[int, ...]:
    """Every cell showing this combination, in reading order."""
    return tuple(i for i, c in enumerate(COMBO_AT) if c == combo)


CELLS_OF = {combo: _cells_of(combo) for combo in set(COMBO_AT)}


def _diagonals() -> list[tuple[int, ...]]:
    """Both directions of diagonals long enough to hold a line of 3."""
    lines = []
    for step_c in (1, -1):
        for r0 in range(SIZE):
            for c0 in range(SIZE):
                # Start only where the previous cell on the diagonal is off the board.
                if 0 <= r0 - 1 < SIZE and 0 <= c0 - step_c < SIZE:
                    continue
                cells = []
                r, c = r0, c0
                while 0 <= r < SIZE and 0 <= c < SIZE:
                    cells.append(r * SIZE + c)
                    r, c = r + 1, c + step_c
                if len(cells) >= SHORTEST_LINE:
                    lines.append(tuple(cells))
    return lines


#: Every line of the board as (direction, cells in order): 5 rows, 5 columns, 10 diagonals.
LINES: tuple[tuple[str, tuple[int, ...]], ...] = tuple(
    [("row", tuple(r * SIZE + c for c in range(SIZE))) for r in range(SIZE)]
    + [("column", tuple(r * SIZE + c for r in range(SIZE))) for c in range(SIZE)]
    + [("diagonal", cells) for cells in _diagonals()]
)

#: For each cell, the lines through it as (line number, position of the cell on that line).
THROUGH: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((n, line.index(i)) for n, (_, line) in enumerate(LINES) if i in line)
    for i in range(SIZE * SIZE)
)


def runs(board: list, seat: int) -> list[tuple[int, int, int]]:
    """Every maximal line of 3 or more of `seat`'s pawns, as (line number, first, length)."""
    found = []
    for n, (_, line) in enumerate(LINES):
        start = None
        for pos in range(len(line) + 1):
            mine = pos < len(line) and board[line[pos]] == seat
            if mine and start is None:
                start = pos
            elif not mine and start is not None:
                if pos - start >= SHORTEST_LINE:
                    found.append((n, start, pos - start))
                start = None
    return found


def _span(board: list, line, pos: int, owner) -> tuple[int, int]:
    """How far `owner`'s pawns reach along `line` either side of position `pos`: (first, last)."""
    first = pos
    while first > 0 and board[line[first - 1]] == owner:
        first -= 1
    last = pos
    while last + 1 < len(line) and board[line[last + 1]] == owner:
        last += 1
    return first, last


def run_through(board: list, cell: int, n: int, pos: int) -> tuple[int, int]:
    """The maximal run of the owner of `cell` along line `n` that holds it: (first, length)."""
    first, last = _span(board, LINES[n][1], pos, board[cell])
    return first, last - first + 1


def runs_through(board: list, cell: int) -> list[tuple[int, int, int]]:
    """The maximal lines of 3 or more that the pawn on `cell` belongs to."""
    found = []
    for n, pos in THROUGH[cell]:
        first, length = run_through(board, cell, n, pos)
        if length >= SHORTEST_LINE:
            found.append((n, first, length))
    return found


_GAIN = {0: 0, 1: 0, 2: 0, 3: 2, 4: 3, 5: 4}


def gain(board, cell: int, seat: int) -> int:
    """Points a pawn of `seat` on empty `cell` adds: on each line it joins the runs either side."""
    gained = 0
    for n, pos in THROUGH[cell]:
        left, right = _span(board, LINES[n][1], pos, seat)
        gained += _GAIN[right - left + 1] - _GAIN[pos - left] - _GAIN[right - pos]
    return gained


def describe(run: tuple[int, int, int]) -> tuple[str, str, str, int]:
    """A run as players name it: (direction, first cell, last cell, length)."""
    n, first, length = run
    direction, line = LINES[n]
    return (direction, CELLS[line[first]], CELLS[line[first + length - 1]], length)


def points(board: list, seat: int) -> int:
    """The points of every maximal line of `seat`'s pawns."""
    return sum(LINE_POINTS[length] for _, _, length in runs(board, seat))


def ends_game(board: list, cell: int, pawns_left: int) -> bool:
    """Whether the pawn just put on `cell` ends the game: the player's last pawn, or a line of
    five (RULES.md §5). The bots, their search and their playouts all ask it."""
    return not pawns_left or any(n >= SIZE for _, _, n in runs_through(board, cell))


def wins(mine: int, theirs: int, seat: int, white: int) -> bool:
    """Whether `seat` wins with these points: most points wins, a tie goes to black."""
    return mine > theirs or (mine == theirs and seat != white)


def placed(board, cell: int, seat: int, pawns, points) -> tuple[tuple, tuple, tuple]:
    """The board, pawns left and points once `seat` has put a pawn on empty `cell`: what every
    search of the bots looks at after a candidate pawn."""
    after = list(board)
    after[cell] = seat
    left, scored = list(pawns), list(points)
    left[seat] -= 1
    scored[seat] += gain(board, cell, seat)
    return tuple(after), tuple(left), tuple(scored)


def result(board, cell: int, seat: int, white: int, left, scored) -> float | None:
    """1 or 0, whether `seat` won, if their pawn just put on `cell` ended the game; else None."""
    if not ends_game(list(board), cell, left[seat]):
        return None
    return float(wins(scored[seat], scored[1 - seat], seat, white))
