"""Sixty-One as a registered game: 1 to 6 seats, three shared dice, played for acorns."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from accessiplay.core.protocol import Game, State
from accessiplay.games.sixty_one.actions import ACTION_TYPES
from accessiplay.games.sixty_one.state import SixtyOneState


class SixtyOneGame(Game):
    """Autumn leaves: fill six areas with dice, count the rest on a row of twenty leaves."""

    id = "sixty-one"
    aliases = ("61", "sixtyone", "61-autumn-leaves")
    min_players = 1
    max_players = 6
    action_types = ACTION_TYPES
    package = "accessiplay.games.sixty_one"
    menu_order = 10
    # 20 rounds, each a roll, one choice per seat and at most one X per seat.
    max_actions = 20 * (1 + 2 * 6)
    scored = True

    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """A fresh game awaiting its first roll."""
        self.check_players(players)
        return SixtyOneState(players)

    def shuffle_secrets(self, state: State, seat: int, rng: random.Random) -> State | None:
        """A copy where every other seat's secret choice is another it could have made."""
        other = state.clone()
        assert isinstance(other, SixtyOneState), "this game deals only its own states"
        for hidden in list(other.pending):
            if hidden != seat:
                other.pending[hidden] = rng.choice(other.options(hidden))
        return other


GAME = SixtyOneGame()
