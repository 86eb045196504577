"""Pebbles: a tiny sixth game written to docs/game-contract.md, living outside the platform.

It proves that a game found through the `accessiplay.games` entry points appears in the menus
without any platform file naming it. Two players take 1 to 3 pebbles from a pile of ten in
turn; whoever takes the last pebble wins.
"""

from accessiplay.core import register
from pebbles.game import GAME

register(GAME)
