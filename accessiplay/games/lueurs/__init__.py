"""16 lueurs d'hiver: a roll-and-write of winter lights for 1 to 6 players (RULES.md §1)."""

from accessiplay.core import register
from accessiplay.games.lueurs.game import GAME

register(GAME)
