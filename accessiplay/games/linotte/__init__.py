"""La Linotte (RULES.md §5): two players, five dice, a 5×5 board of combinations to line up."""

from accessiplay.core import register
from accessiplay.games.linotte.game import GAME

register(GAME)
