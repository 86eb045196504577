"""16 lueurs d'hiver's guided game: the last five turns of a solo game, to the fourth garland.

A game lasts until someone fills four garlands, a dozen turns at least; the lesson starts after
eight turns (Game.from_snapshot) with the red garland full (its +1 power unlocked, its bag
circled) and bulbs on yellow, green and purple, the zones still empty. The five rolls put a
pair in each of the five zones, bring two doubles, a 6 recorded as a joker, the +1 power used
to make a pair fit the kouglof, and complete yellow (unlocking −1), green, then purple: the
fourth garland ends the game.
"""

from __future__ import annotations

from typing import Any

from accessiplay.games.lueurs.actions import Roll, Turn
from accessiplay.tutorial.script import Chance, Move, Script

_BAGS = ("bird", "birdhouses", "cakes", "snowmen", "squirrel", "yellow", "green", "purple", "blue")

START: dict[str, Any] = {
    "players": 1,
    # Eight turns played: eight bulbs lit, nothing recorded in the zones yet.
    "turn": 8,
    "phase": "roll",
    "dice": [1, 3, 5],
    "sheets": [
        {
            # Red, yellow, green, purple, blue.
            "bulbs": [3, 2, 2, 1, 0],
            "doubles": 0,
            "bird": [],
            "houses": [],
            "cakes": {"kouglof": [], "biscuit-1": [], "biscuit-2": []},
            "snowmen": [],
            "squirrel": {},
            "bags": {"red": "circled", **{bag: "open" for bag in _BAGS}},
        }
    ],
    "pending": {},
    "waiting": [],
    "ended_by": [],
}

SCRIPT = Script(
    game="lueurs",
    seats=("human",),
    start=START,
    rules=(
        "doubles",
        "bird",
        "birdhouses",
        "cakes",
        "snowmen",
        "squirrel",
        "joker",
        "power",
        "garland",
        "bag",
        "end",
    ),
    beats=(
        Chance(Roll((2, 5, 5))),
        Move(Turn((), (2, 5), "bird", (1, 2), 5), "bird", ("doubles", "bird")),
        Chance(Roll((1, 4, 2))),
        Move(
            Turn((), (1, 4), "birdhouses", (1, 4), 2),
            "birdhouses",
            ("birdhouses", "garland", "bag"),
        ),
        Chance(Roll((3, 6, 3))),
        Move(
            Turn((), (3, 6), "snowmen", (4,), 3),
            "snowmen",
            ("doubles", "snowmen", "joker", "garland"),
        ),
        Chance(Roll((1, 3, 4))),
        Move(
            Turn(((1, 1),), (2, 3), "cakes", (("kouglof", "kouglof"), (2, 3)), 4),
            "cakes",
            ("power", "cakes"),
        ),
        Chance(Roll((5, 2, 4))),
        Move(
            Turn((), (2, 5), "squirrel", (3, 2, 5), 4),
            "squirrel",
            ("squirrel", "garland", "bag", "end"),
        ),
    ),
)
