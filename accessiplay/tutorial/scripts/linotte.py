"""La Linotte's guided game: two turns of the player near the end of a game, to a line of five.

A whole game is up to twenty-four turns; the lesson starts mid-game (Game.from_snapshot), the
player white with six pawns on the board, three of them in a row on row C beside a fourth at
C5, so that one APPEL placed on C4 makes a line of five and ends the game. The first throw
shows a full at once (a SEC), the opponent's pawn makes a line of three on row E (a threat to
watch), and the last turn shows keeping dice, announcing an APPEL and rethrowing.
"""

from __future__ import annotations

from typing import Any

from accessiplay.games.linotte import board
from accessiplay.games.linotte.actions import Announce, Place, Roll, Stop, Throw
from accessiplay.tutorial.script import Chance, Move, Opponent, Script

WHITE = ("C1", "C2", "C3", "C5", "A1", "E5")
BLACK = ("E2", "E3", "B1", "D5", "A4")


def _board() -> list[int | None]:
    """The 25 cells, row by row: the seat whose pawn is there, or None."""
    cells: list[int | None] = [None] * board.SIZE**2
    for seat, pawns in enumerate((WHITE, BLACK)):
        for name in pawns:
            cells[board.INDEX[name]] = seat
    return cells


START: dict[str, Any] = {
    "white": 0,
    "turn": 0,
    "turns": 10,
    "dice": [],
    "kept": [False] * 5,
    "throws": 0,
    "announced": None,
    "stopped": False,
    "rolling": False,
    "board": _board(),
    # Pawns still to place: twelve each, less those on the board.
    "pawns": [12 - len(WHITE), 12 - len(BLACK)],
    # White's C1 to C3 already make a line of three: 2 points.
    "points": [2, 0],
    "over": False,
    "cause": None,
}


SCRIPT = Script(
    game="linotte",
    seats=("human", "easy"),
    start=START,
    rules=("throw", "sec", "threat", "keep", "appel", "lines", "end"),
    beats=(
        Move(Throw(), "first-throw", ("throw",)),
        Chance(Roll((2, 5, 2, 5, 2))),
        Move(Stop(), "sec-stop", ("sec",)),
        Move(Place("D2"), "sec-place", ("sec",)),
        Opponent(1, Throw()),
        Chance(Roll((5, 1, 5, 2, 5))),
        Opponent(1, Stop()),
        Opponent(1, Place("E4")),
        Move(Throw(), "second-turn", ("threat", "throw")),
        Chance(Roll((5, 3, 1, 5, 4))),
        Move(Announce("quinte"), "announce", ("appel",)),
        Move(Throw((1, 3, 4, 5)), "keep", ("keep", "throw"), keys=("1", "3", "4", "5", "r")),
        Chance(Roll((2,))),
        Move(Stop(), "appel-stop", ("appel",)),
        Move(Place("C4"), "five", ("lines", "end")),
    ),
)
