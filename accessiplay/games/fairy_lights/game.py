"""Fairy Lights as a registered game."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from accessiplay.core.protocol import Game, State
from accessiplay.games.fairy_lights.actions import ACTION_TYPES
from accessiplay.games.fairy_lights.state import (
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    FairyLightsState,
)


class FairyLightsGame(Game):
    """2–5 players push their luck drawing fairy-light cards into a shared shop."""

    id = GAME_ID
    aliases = ("fairylights", "guirlandes")
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    action_types = ACTION_TYPES
    package = "accessiplay.games.fairy_lights"
    menu_order = 30
    # The shop and every collection are face up; the deck is hidden from everyone alike.
    seats_see_alike = True
    # One shuffle, 60 draws and at most one take per draw.
    max_actions = 200
    scored = False

    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """A table with the deck still to be shuffled (the first chance node)."""
        self.check_players(players)
        return FairyLightsState(players)

    def shuffle_secrets(self, state: State, seat: int, rng: random.Random) -> State | None:
        """The same table with the undrawn cards in another order: no view may tell them apart."""
        other = state.clone()
        assert isinstance(other, FairyLightsState), "this game deals only its own states"
        rng.shuffle(other.deck)
        return other


GAME = FairyLightsGame()
