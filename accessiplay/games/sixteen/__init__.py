"""Sixteen (RULES.md §4): shed your tiles onto five rising colour rows; lowest score wins."""

from accessiplay.core import register
from accessiplay.games.sixteen.game import GAME

register(GAME)
