"""Fairy Lights' guided game: two players and the last ten cards of a deck, to its end.

A whole deck of 60 cards is some twenty turns; the lesson starts from a position where the
other fifty cards are out of the game (Game.from_snapshot), so the end of the deck comes within
four turns of the player. The order of the ten cards makes each rule come up: the player
draws and keeps a red, the opponent busts on two greens in a row (what drawing risks), the
player banks 3 red bulbs, fills the shop to 5 and must take two colours (banking purple,
keeping blue), the opponent takes 4 yellow bulbs and discards them (what greed costs), and the
player draws the deck's last card and may only take: the game ends.
"""

from __future__ import annotations

from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.tutorial.script import Move, Opponent, Script

# Card ids (cards.py: colour = id // 12; in a colour, 0-7 hold 1 bulb, 8-11 hold 2 bulbs).
RED_1_BULB_2_STARS = 6
RED_2_BULBS_1_STAR = 10
YELLOW_2_BULBS_0_STARS = 20
YELLOW_2_BULBS_1_STAR = 22
GREEN_1_BULB_2_STARS = (30, 31)
BLUE_1_BULB_0_STARS = 36
BLUE_2_BULBS_0_STARS = 44
PURPLE_1_BULB_2_STARS = 54
PURPLE_2_BULBS_0_STARS = 56

DECK = (
    RED_1_BULB_2_STARS,
    YELLOW_2_BULBS_1_STAR,
    *GREEN_1_BULB_2_STARS,
    RED_2_BULBS_1_STAR,
    PURPLE_2_BULBS_0_STARS,
    BLUE_1_BULB_0_STARS,
    PURPLE_1_BULB_2_STARS,
    YELLOW_2_BULBS_0_STARS,
    BLUE_2_BULBS_0_STARS,
)

START = {
    "players": 2,
    "shuffled": True,
    "deck": list(DECK),
    "shop": [],
    "turn": 0,
    "draws": 0,
    "unbanked": [[], []],
    "banked": [[], []],
    "discarded": [card for card in range(60) if card not in DECK],
    "over": False,
}

SCRIPT = Script(
    game="fairy-lights",
    seats=("human", "easy"),
    start=START,
    rules=("draw", "bust", "take", "keep", "bank", "discard", "full-shop", "end"),
    beats=(
        Move(Draw(), "first-draw", ("draw",)),
        Move(Draw(), "draw-again", ("draw",)),
        Move(Take(("red",)), "take-red", ("take", "keep")),
        Opponent(1, Draw()),
        Opponent(1, Draw()),
        Move(Draw(), "after-bust", ("bust", "draw")),
        Move(Take(("red",)), "bank-red", ("take", "bank")),
        Opponent(1, Take(("green",))),
        Move(Draw(), "draw-purple", ("keep",)),
        Move(Draw(), "draw-blue", ("draw",)),
        Move(Draw(), "draw-fourth", ("bust",)),
        Move(Draw(), "fill-shop", ("full-shop",)),
        Move(Take(("blue", "purple")), "take-two", ("full-shop", "bank", "keep")),
        Opponent(1, Take(("yellow",))),
        Move(Draw(), "last-card", ("discard", "end")),
        Move(Take(("blue",)), "take-last", ("end", "bank")),
    ),
)
