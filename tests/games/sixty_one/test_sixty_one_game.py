"""Sixty-One as a registered game: its names, its seat range, its records."""

import json
import random

import pytest
from sixty_one_support import CHANCE, GAME

from accessiplay.core import IllegalAction, get_game
from accessiplay.core.record import GameRecord


@pytest.mark.parametrize("name", ["sixty-one", "61", "sixtyone", "61-autumn-leaves", "Sixty One"])
def test_the_game_is_found_by_its_id_and_aliases(name):
    """The command line and saves find Sixty-One by its id or any alias."""
    assert get_game(name) is GAME


def test_one_to_six_players():
    """RULES.md §2: "1–6 players." """
    for players in range(1, 7):
        assert GAME.new_state(players).view(0)["players"] == players
    for players in (0, 7):
        with pytest.raises(IllegalAction):
            GAME.new_state(players)


def test_a_saved_game_replays_to_the_same_state():
    """A record of a half-played game, chance included, rebuilds it exactly (resume)."""
    rng = random.Random(12)
    state, actions = GAME.new_state(3), []
    while state.round < 8:
        seat = CHANCE if state.is_chance() else min(state.acting_seats())
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        state.apply(seat, action)
        actions.append((seat, action))
    record = GameRecord(game="61", seats=[{"name": n} for n in "ABC"], actions=actions)
    again = GameRecord.loads(record.dumps()).replay()
    assert again.snapshot() == state.snapshot()
    assert json.loads(json.dumps(again.view(1))) == state.view(1)
