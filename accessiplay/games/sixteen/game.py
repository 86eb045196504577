"""Sixteen as a registered game."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from accessiplay.core.protocol import Game, State
from accessiplay.games.sixteen.actions import ACTION_TYPES
from accessiplay.games.sixteen.deal import deal_within, hand_from_ids, hand_ids, void_ids
from accessiplay.games.sixteen.state import GAME_ID, SixteenState
from accessiplay.games.sixteen.tiles import SCISSORS_IDS


class SixteenGame(Game):
    """2–4 players shed secret hands of tiles onto five rising colour rows."""

    id = GAME_ID
    aliases = ("16", "seize", "dieciseis", "dieciséis")
    min_players = 2
    max_players = 4
    action_types = ACTION_TYPES
    package = "accessiplay.games.sixteen"
    menu_order = 40
    # Every turn but a pass sheds a tile or a special (at most 86 in hands, 3 specials taking
    # two actions each), and fewer than `players` passes come in a row between such turns.
    max_actions = 1 + (86 + 3 * 2) * 4
    scored = False
    fewest_points_win = True

    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """A table whose bag is still to be mixed and dealt (the first chance node)."""
        self.check_players(players)
        return SixteenState(players)

    def shuffle_secrets(self, state: State, seat: int, rng: random.Random) -> State | None:
        """The same table with the other hands and the bag dealt differently, same counts each,
        and no hand given a tile its passes showed it cannot hold (`ceilings`, public).

        Once the game is over every hand is public: only the bag's content could differ, and
        it is a set, so the copy is the same table.
        """
        assert isinstance(state, SixteenState), "this game deals only its own states"
        other = state.clone()
        if not state.dealt or state.ending:
            return other
        hidden = [p for p in range(state.players) if p != seat]
        spare = [t for t in SCISSORS_IDS if t not in other.bag]
        pool = list(other.bag)
        for p in hidden:
            pool.extend(hand_ids(other.hands[p], other.specials[p], spare))
        # The same unseen tiles in the same order whatever their true places, so a sample
        # depends only on `rng` and what the seat's view holds, never on who truly holds what
        # (Scissors are all alike).
        scissors = [t for t in pool if t in SCISSORS_IDS]
        pool = (
            sorted(t for t in pool if t not in SCISSORS_IDS) + sorted(SCISSORS_IDS)[: len(scissors)]
        )
        refused = [void_ids(state.ceilings[p]) for p in hidden]
        *hands, bag = deal_within(pool, [other.count(p) for p in hidden], refused, rng)
        for p, ids in zip(hidden, hands):
            other.hands[p], other.specials[p] = hand_from_ids(ids)
        other.bag = sorted(bag)
        other._legal = None
        return other


GAME = SixteenGame()
