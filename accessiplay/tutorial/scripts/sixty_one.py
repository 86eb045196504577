"""Sixty-One's guided game: a solo game of 13 rounds, to the leaf total of exactly 61.

Solo, because Sixty-One's players never touch each other's sheets: the only thing another
player changes is who fills an area first, and the tutorial says that in words. The dice are
chosen so that each area's rule comes up in play (pumpkins, lilies, skewers, mugs, dens, the
mushrooms' 6-to-1 wrap), the leaf total lands exactly on 11, 31 and 51 (three X, placed to show
what an X matches) and on 21, 41 and 61 (the leaf acorns, the last one ending the game), and
the Pumpkins are filled first for the first-fill bonus. The leaf die is always the die the
player is not asked to use, so every step is one clear instruction.
"""

from __future__ import annotations

from accessiplay.games.sixty_one.actions import Assign, PlaceX, Roll
from accessiplay.tutorial.script import Chance, Move, Script

# Areas, by the die that picks them.
PUMPKINS, LILIES, MARSHMALLOWS, CHOCOLATE, DENS, MUSHROOMS = range(1, 7)

SCRIPT = Script(
    game="sixty-one",
    seats=("human",),
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
        Chance(Roll((3, 5, 5))),
        Move(Assign(DENS, 3, 0), "first-roll", ("round", "dens")),
        Chance(Roll((1, 4, 6))),
        Move(Assign(PUMPKINS, 4, 0), "pumpkin", ("pumpkins", "leaf-x")),
        Move(PlaceX(PUMPKINS, 1), "x-pumpkin", ("x-wildcard", "pumpkins")),
        Chance(Roll((2, 6, 4))),
        Move(Assign(LILIES, 6, 0), "lily", ("lilies",)),
        Chance(Roll((1, 6, 6))),
        Move(Assign(MUSHROOMS, 1, 0), "mushroom", ("mushrooms", "leaf-acorns")),
        Chance(Roll((5, 6, 6))),
        Move(Assign(MUSHROOMS, 6, 1), "mushroom-wrap", ("mushrooms",)),
        Chance(Roll((5, 5, 5))),
        Move(Assign(DENS, 5, 1), "den-neighbour", ("dens", "leaf-x")),
        Move(PlaceX(MUSHROOMS, 2), "x-mushroom", ("x-wildcard",)),
        Chance(Roll((1, 3, 4))),
        Move(Assign(PUMPKINS, 3, 2), "pumpkin-two", ("pumpkins",)),
        Chance(Roll((1, 3, 6))),
        Move(Assign(PUMPKINS, 3, 3), "pumpkin-fill", ("pumpkins", "first-fill", "leaf-acorns")),
        Chance(Roll((3, 4, 6))),
        Move(Assign(MUSHROOMS, 3, 3), "mushroom-after-x", ("mushrooms", "x-wildcard")),
        Chance(Roll((3, 3, 6))),
        Move(Assign(MARSHMALLOWS, 3, 0), "skewer", ("marshmallows", "leaf-x")),
        Move(PlaceX(DENS, 3), "x-den", ("dens", "x-wildcard")),
        Chance(Roll((3, 3, 5))),
        Move(Assign(MARSHMALLOWS, 3, 1), "skewer-fill", ("marshmallows",)),
        Chance(Roll((4, 4, 2))),
        Move(Assign(CHOCOLATE, 4, 3), "mug", ("chocolate",)),
        Chance(Roll((2, 3, 3))),
        Move(Assign(LILIES, 3, 1), "last-round", ("lilies", "leaf-acorns", "end")),
    ),
)
