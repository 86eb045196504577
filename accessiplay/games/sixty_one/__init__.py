"""Sixty-One: a roll-and-write of autumn leaves for 1 to 6 players (RULES.md §2)."""

from accessiplay.core import register
from accessiplay.games.sixty_one.game import GAME

register(GAME)
