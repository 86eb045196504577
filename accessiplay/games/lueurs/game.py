"""16 lueurs d'hiver as a registered game: 1 to 6 seats, three shared dice, played for Grelots."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from accessiplay.core.protocol import Game, State
from accessiplay.games.lueurs.actions import ACTION_TYPES
from accessiplay.games.lueurs.legal import legal_turns
from accessiplay.games.lueurs.state import LueursState

#: A game lasts at most 15 turns: 14 bulbs can be ticked without filling four garlands.
MAX_TURNS = 15


class LueursGame(Game):
    """Winter glows: record dice pairs in five zones and light sixteen bulbs on five garlands."""

    id = "lueurs"
    aliases = ("16-lueurs", "16-lueurs-d-hiver", "winter-glows", "16 lueurs d'hiver")
    min_players = 1
    max_players = 6
    action_types = ACTION_TYPES
    package = "accessiplay.games.lueurs"
    menu_order = 20
    max_actions = MAX_TURNS * (1 + 6)
    scored = True

    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """A fresh game awaiting its first roll."""
        self.check_players(players)
        return LueursState(players)

    def shuffle_secrets(self, state: State, seat: int, rng: random.Random) -> State | None:
        """A copy where every other seat's secret turn is replaced by another it could have played."""
        other = state.clone()
        assert isinstance(other, LueursState), "this game deals only its own states"
        for hidden in list(other.pending):
            if hidden != seat:
                other.pending[hidden] = rng.choice(legal_turns(other.sheets[hidden], other.dice))
        return other


GAME = LueursGame()
