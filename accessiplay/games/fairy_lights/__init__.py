"""Fairy Lights (RULES.md §3): a push-your-luck card game for 2–5 players."""

from accessiplay.core import register
from accessiplay.games.fairy_lights.game import GAME

register(GAME)
