"""La Linotte as a registered game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from accessiplay.core.actions import Action
from accessiplay.core.protocol import Game, State, View
from accessiplay.games.linotte import legacy
from accessiplay.games.linotte.actions import ACTION_TYPES
from accessiplay.games.linotte.state import GAME_ID, PLAYERS, LinotteState, dice_first


class LinotteGame(Game):
    """Two players throw five dice to claim the cells of a 5×5 board and line up their pawns."""

    id = GAME_ID
    aliases = ("la-linotte", "yam-board")
    min_players = PLAYERS
    max_players = PLAYERS
    action_types = ACTION_TYPES
    legacy_action_types = legacy.LEGACY_TYPES
    package = "accessiplay.games.linotte"
    menu_order = 50
    # The board, the pawns and the dice are on the table for both players.
    seats_see_alike = True
    # Passing is always allowed and random dice rarely make the rarer cells, so no number of
    # turns is guaranteed: random games average 2,300 actions and the longest of 20,000 took
    # 15,834. This bound only stops a runaway loop.
    max_actions = 50000
    scored = False

    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """An empty board, the first player still to be drawn (the first chance node)."""
        self.check_players(players)
        return LinotteState()

    def view_steps(self, view: View, prefix: tuple[Any, ...], steps: list[Any]) -> list[Any]:
        """The five dice before the rethrow, as `LinotteState.next_steps` lists them."""
        return dice_first(view["dice"], prefix, steps)

    def upgrade_actions(self, actions: Sequence[tuple[int, Action]]) -> list[tuple[int, Action]]:
        """Records from before a rethrow was one action: die toggles folded into the throws."""
        return legacy.upgrade(actions)


GAME = LinotteGame()
