"""The hard bot's rollouts: normal's judgement read from bit masks must be normal's, move for
move, or the search would play out a different opponent than the one it meets."""

from __future__ import annotations

import random

from accessiplay.core.protocol import CHANCE
from accessiplay.games.sixteen.bots import normal
from accessiplay.games.sixteen.game import GAME
from accessiplay.games.sixteen.rollout import decide


def _positions(seed: int, players: int):
    """Every position of a seeded game (half its moves random, to reach odd tables: specials
    held late, rows ended, Restarts) with the seat to play."""
    rng = random.Random(seed)
    state = GAME.new_state(players)
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = state.turn
        yield state, seat
        legal = state.legal_actions(seat)
        state.apply(seat, rng.choice(legal) if rng.random() < 0.5 else decide(state, seat))


def test_rollouts_make_exactly_normals_moves_in_two_three_and_four_player_games():
    """At every position of 60 games, the rollout's choice is the move `normal` makes from the
    seat's view (ties included: the same tiles on the same row, the same special, the pass)."""
    checked = 0
    for seed in range(60):
        for state, seat in _positions(seed, 2 + seed % 3):
            expected = normal(state.view(seat), state.legal_actions(seat), random.Random(0))
            assert decide(state, seat) == expected, (seed, state.snapshot())
            checked += 1
    assert checked > 2000


def test_a_tables_totals_are_its_score_sheets_totals():
    """The cheap count search reads equals the itemised score a player hears, hand by hand."""
    for seed in range(20):
        for state, _ in _positions(seed, 2 + seed % 3):
            assert state.totals() == [sheet.total for sheet in state.scores()]
