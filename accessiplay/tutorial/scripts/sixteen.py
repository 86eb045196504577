"""Sixteen's guided game: the last turns of a two-player game, until the player goes out.

A whole deal is thirty tiles each; the lesson starts near the end (Game.from_snapshot), the
player holding seven tiles, a Scissors and the Trash bin, the opponent seven tiles, every other
tile unused in the bag as in a two-player deal. The hands are chosen so that each rule comes up:
a run, the opponent's 16 End closing the row of the player's blue 9 (a special played against
you), Scissors and a placement after it, the player's 16 Restart, a purple 2 stuck under the
opponent's 6, a pass (a special never forces a move), the Trash bin, and going out to win.
"""

from __future__ import annotations

from typing import Any

from accessiplay.games.sixteen import tiles
from accessiplay.games.sixteen.actions import Pass, Place, PlaceAgain, Scissors, Trash
from accessiplay.tutorial.script import Move, Opponent, Script

Held = tuple[tuple[str, int], ...]

PLAYER: Held = (
    *(("red", 5), ("red", 6), ("red", 7), ("blue", 9)),
    *(("green", tiles.RESTART), ("green", 8), ("purple", 2)),
)
OPPONENT: Held = (
    *(("blue", tiles.END), ("purple", 6), ("yellow", 10), ("yellow", 11)),
    *(("yellow", 12), ("yellow", 13), ("red", 9)),
)
ROWS = {"red": [1, 4], "yellow": [1, 9], "green": [1, 12], "blue": [1, 3], "purple": [1]}


def _hand(held: Held) -> list[int]:
    """A hand as the snapshot keeps it: per colour, one bit per code held."""
    hand = [0] * len(tiles.COLOURS)
    for colour, code in held:
        hand[tiles.COLOURS.index(colour)] |= 1 << code
    return hand


def _bag() -> list[int]:
    """Every number tile in no hand and no row, and the second Scissors: unused, as at two."""
    placed = {(tiles.COLOURS.index(c), k) for c, k in PLAYER + OPPONENT}
    placed |= {(tiles.COLOURS.index(c), k) for c, row in ROWS.items() for k in row}
    numbers = [
        tiles.tile_id(colour, code)
        for colour in range(len(tiles.COLOURS))
        for code in range(1, tiles.END + 1)
        if (colour, code) not in placed
    ]
    return [*numbers, tiles.SCISSORS_IDS[1]]


START: dict[str, Any] = {
    "players": 2,
    "dealt": True,
    "first": 0,
    "turn": 0,
    "hands": [_hand(PLAYER), _hand(OPPONENT)],
    # Per seat: Scissors held, Trash bins held.
    "specials": [[1, 1], [0, 0]],
    "rows": [ROWS[c] for c in tiles.COLOURS],
    "out": [[] for _ in tiles.COLOURS],
    "bag": _bag(),
    "pending": None,
    "passed": [],
    "used": [],
    # Per seat and colour: the row's lowest end at its passes (END: it never passed).
    "ceilings": [[tiles.END] * len(tiles.COLOURS) for _ in range(2)],
    "ending": None,
}

SCRIPT = Script(
    game="sixteen",
    seats=("human", "easy"),
    start=START,
    rules=("run", "end-tile", "scissors", "restart", "stuck", "pass", "trash", "out"),
    beats=(
        Move(Place("red", (5, 6, 7)), "run", ("run",)),
        Opponent(1, Place("blue", ("end",))),
        Move(Scissors("blue"), "scissors", ("end-tile", "stuck", "scissors")),
        Move(PlaceAgain("blue", (9,)), "after-scissors", ("scissors",)),
        Opponent(1, Place("purple", (6,))),
        Move(Place("green", ("restart",)), "restart", ("restart",)),
        Opponent(1, Place("yellow", (10,))),
        Move(Place("green", (8,)), "after-restart", ("restart",)),
        Opponent(1, Place("yellow", (11,))),
        Move(Pass(), "pass", ("stuck", "pass")),
        Opponent(1, Place("yellow", (12,))),
        Move(Trash("purple", 1), "trash", ("trash",)),
        Move(PlaceAgain("purple", (2,)), "go-out", ("out",)),
    ),
)
