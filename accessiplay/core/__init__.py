"""The rules core: pure game logic with no I/O and no human language.

Everything a game needs to plug into the platform lives here: actions, events, errors,
the state protocol, scores, the registry and the JSON game record.
"""

from accessiplay.core.actions import Action, decode_action, encode_action
from accessiplay.core.errors import (
    BadRecord,
    IllegalAction,
    NotYourTurn,
    UnknownGame,
)
from accessiplay.core.events import Event
from accessiplay.core.protocol import CHANCE, Game, ScoreItem, ScoreSheet, State
from accessiplay.core.registry import all_games, get_game, register

__all__ = [
    "CHANCE",
    "Action",
    "BadRecord",
    "Event",
    "Game",
    "IllegalAction",
    "NotYourTurn",
    "ScoreItem",
    "ScoreSheet",
    "State",
    "UnknownGame",
    "all_games",
    "decode_action",
    "encode_action",
    "get_game",
    "register",
]
