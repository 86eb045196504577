"""Sixty-One's guided game: a solo game joined after its first round, to the leaf total of 61.

Solo, because Sixty-One's players never touch each other's sheets: the only thing another
player changes is who fills an area first, and the last words say that. The length is set by
the leaf row: reaching exactly 11, 21, 31, 41, 51 and 61 takes at least eleven rounds from a
total of 5, twelve from a fresh sheet, and every round is a step. So the lesson starts after
round 1 (Game.from_snapshot: a 4 in pumpkin 1, leaves at 5), which saves a round and all its
words, and its eleven rounds and three X are each one rule, said in a sentence or two:
pumpkins, the first-fill bonus, the mushrooms' 6-to-1 wrap, the dens (a den beside another,
then an X on two others), the skewers, the lilies, the mugs and the end at 61. The X go where
they save a round or teach something: the first starts pumpkin 2, so any value completes it
and fills the Pumpkins; the second fills lily 2, first in its list; the third is the den
resting on two others. The leaf prizes are said once, in the first step: the game's own
words announce each one as it comes. The dice are chosen so that the move asked for is
mostly the first option of each list, or the only one (fewer keys, fewer words), and the
leaf die is always the die the player is not asked to use.
"""

from __future__ import annotations

from typing import Any

from accessiplay.games.sixty_one.actions import Assign, PlaceX, Roll
from accessiplay.tutorial.script import Chance, Move, Script

# Areas, by the die that picks them.
PUMPKINS, LILIES, MARSHMALLOWS, CHOCOLATE, DENS, MUSHROOMS = range(1, 7)

START: dict[str, Any] = {
    "players": 1,
    # Round 1 played: dice 1, 4 and 5, the 4 in pumpkin 1, the 5 to the leaves.
    "round": 1,
    "phase": "roll",
    "dice": [1, 4, 5],
    "sheets": [
        {
            "areas": [
                [4, None, None, None],
                [None] * 5,
                [None] * 5,
                [None] * 6,
                [None] * 6,
                [None] * 5,
            ],
            "leaves": [5],
            "filled": [],
            "lost": 0,
        }
    ],
    "firsts": [[] for _ in range(6)],
    "pending": {},
    "waiting": [],
    "ended_by": None,
}

SCRIPT = Script(
    game="sixty-one",
    seats=("human",),
    start=START,
    rules=(
        "round",
        "pumpkins",
        "lilies",
        "marshmallows",
        "chocolate",
        "dens",
        "mushrooms",
        "leaf-x",
        "leaf-acorns",
        "x-wildcard",
        "first-fill",
        "end",
    ),
    beats=(
        Chance(Roll((1, 4, 6))),
        Move(Assign(PUMPKINS, 4, 1), "first-roll", ("round", "pumpkins", "leaf-x")),
        Move(PlaceX(PUMPKINS, 2), "x-pumpkin", ("x-wildcard",)),
        Chance(Roll((1, 3, 4))),
        Move(Assign(PUMPKINS, 3, 3), "pumpkin-fill", ("pumpkins", "first-fill")),
        Chance(Roll((6, 6, 6))),
        Move(Assign(MUSHROOMS, 6, 0), "mushroom", ("mushrooms", "leaf-acorns")),
        Chance(Roll((6, 1, 6))),
        Move(Assign(MUSHROOMS, 1, 1), "mushroom-wrap", ("mushrooms",)),
        Chance(Roll((2, 2, 4))),
        Move(Assign(LILIES, 2, 0), "lily", ("lilies", "leaf-x")),
        Move(PlaceX(LILIES, 1), "x-lily", ("x-wildcard",)),
        Chance(Roll((5, 5, 5))),
        Move(Assign(DENS, 5, 0), "den", ("dens",)),
        Chance(Roll((3, 3, 5))),
        Move(Assign(MARSHMALLOWS, 3, 0), "skewer", ("marshmallows", "leaf-acorns")),
        Chance(Roll((3, 3, 5))),
        Move(Assign(MARSHMALLOWS, 3, 1), "skewer-fill", ("marshmallows",)),
        Chance(Roll((5, 1, 5))),
        Move(Assign(DENS, 1, 1), "den-neighbour", ("dens", "leaf-x")),
        Move(PlaceX(DENS, 3), "x-den", ("dens", "x-wildcard")),
        Chance(Roll((4, 4, 4))),
        Move(Assign(CHOCOLATE, 4, 3), "mug", ("chocolate",)),
        Chance(Roll((2, 6, 6))),
        Move(Assign(LILIES, 6, 2), "last-round", ("lilies", "leaf-acorns", "end")),
    ),
)
