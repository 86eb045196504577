"""One conformance test for every registered game (OpenSpiel style).

Seeded random playouts: every legal action applies, the JSON record replays to the same state
at every step, views are JSON and hide what they must, every game ends within its bound and
ends with itemised scores and winners.
"""

from __future__ import annotations

import json
import os
import random

import pytest

from accessiplay.core import CHANCE, IllegalAction, all_games
from accessiplay.core.actions import decode_action, encode_action
from accessiplay.core.record import GameRecord
from accessiplay.core.registry import builtin_packages

GAMES = all_games()
PLAYOUTS = int(os.environ.get("ACCESSIPLAY_PLAYOUTS", "200"))


def _play_step(state, rng):
    """Pick who acts and what, the way a session would: chance first, then any deciding seat."""
    if state.is_chance():
        return CHANCE, state.sample_chance(rng)
    seat = rng.choice(sorted(state.acting_seats()))
    legal = state.legal_actions(seat)
    assert legal, f"seat {seat} must act but has no legal action"
    return seat, rng.choice(legal)


def _check_views(game, state, rng):
    """Every seat's view is JSON, and secrets it must not know do not change it."""
    for seat in range(state.players):
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view
        other = game.shuffle_secrets(state, seat, rng)
        if other is not None:
            assert other.view(seat) == view
    if game.seats_see_alike:
        # Such a game passes the keyboard with no hand-over: no seat may see more than another.
        tables = [{**state.view(seat), "seat": None} for seat in range(state.players)]
        assert all(table == tables[0] for table in tables)


def _check_from_snapshot(game, state, rng):
    """A position rebuilt from its snapshot is the same position and plays on the same."""
    rebuilt = game.from_snapshot(state.snapshot())
    assert rebuilt.snapshot() == state.snapshot()
    if not state.is_terminal():
        seat, action = _play_step(state.clone(), random.Random(rng.random()))
        assert list(rebuilt.legal_actions(seat)) == list(state.legal_actions(seat))
        after = state.clone()
        after.apply(seat, action)
        rebuilt.apply(seat, action)
        assert rebuilt.snapshot() == after.snapshot()


def _playout(game, seed):
    """One random game with every invariant checked at every step; returns the final state."""
    rng = random.Random(seed)
    players = rng.randint(game.min_players, game.max_players)
    state = game.new_state(players)
    shadow = game.new_state(players)
    actions = []
    while not state.is_terminal():
        assert len(actions) < game.max_actions, "game did not end within its bound"
        seat, action = _play_step(state, rng)
        assert eval(repr(action), dict(game.action_types)) == action
        decoded = decode_action(json.loads(json.dumps(encode_action(action))), game.action_types)
        state.apply(seat, action)
        shadow.apply(seat, decoded)
        actions.append((seat, action))
        snap = state.snapshot()
        assert json.loads(json.dumps(snap)) == snap
        assert shadow.snapshot() == snap
        if rng.random() < 0.1:
            _check_views(game, state, rng)
            _check_from_snapshot(game, state, rng)
    record = GameRecord(
        game=game.id, seats=[{"name": str(i)} for i in range(players)], seed=seed, actions=actions
    )
    assert GameRecord.loads(record.dumps()).replay().snapshot() == state.snapshot()
    assert game.from_snapshot(state.snapshot()).snapshot() == state.snapshot()
    return state


def test_every_game_package_is_registered_and_conformance_tested():
    """'test that every package under games/ is registered and conformance-tested': the
    conformance tests run over GAMES, which must hold every package on disk."""
    packages = set(builtin_packages())
    assert len(packages) == 5
    assert packages <= {g.package for g in GAMES}


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_random_playouts_respect_every_invariant(game):
    """200 seeded random games per game: legal actions apply, replay is exact, games end."""
    for seed in range(PLAYOUTS):
        state = _playout(game, seed)
        winners = state.winners()
        assert winners and set(winners) <= set(range(state.players))
        for sheet in state.scores():
            assert sheet.items, "scores must be itemised"
        _check_views(game, state, random.Random(seed))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_quick_totals_and_winners_match_the_itemised_scores(game):
    """Search reads `totals()` (a game may count it without itemising): at every step of a few
    random games, at every table size, it is the total the players hear, and the finished game
    names its winners from it."""
    for players in range(game.min_players, game.max_players + 1):
        rng = random.Random(players)
        state = game.new_state(players)
        while not state.is_terminal():
            assert state.totals() == [sheet.total for sheet in state.scores()]
            state.apply(*_play_step(state, rng))
        assert state.totals() == [sheet.total for sheet in state.scores()]
        assert state.winners() and set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_illegal_actions_change_nothing(game):
    """A seat acting out of turn, or an action of another moment, is refused and changes nothing."""
    rng = random.Random(7)
    state = game.new_state(game.min_players)
    for _ in range(30):
        if state.is_terminal():
            break
        waiting = [s for s in range(state.players) if s not in state.acting_seats()]
        before = state.snapshot()
        if waiting:
            with pytest.raises(IllegalAction):
                state.apply(
                    waiting[0],
                    state.sample_chance(rng)
                    if state.is_chance()
                    else state.legal_actions(sorted(state.acting_seats())[0])[0],
                )
            assert state.snapshot() == before
        seat, action = _play_step(state, rng)
        state.apply(seat, action)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_clone_is_independent(game):
    """Bots look ahead on clones; playing on a clone must never touch the original."""
    rng = random.Random(3)
    state = game.new_state(game.max_players)
    for _ in range(40):
        if state.is_terminal():
            break
        before = state.snapshot()
        copy = state.clone()
        assert copy.snapshot() == before
        seat, action = _play_step(copy, rng)
        copy.apply(seat, action)
        assert state.snapshot() == before
        state.apply(seat, action)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_bots_finish_games_from_their_views(game):
    """Every bot level plays whole games choosing only among the legal actions it is given."""
    for level in game.bot_levels():
        for seed in range(5):
            rng = random.Random(seed)
            state = game.new_state(
                game.min_players + seed % (game.max_players - game.min_players + 1)
            )
            bot = game.bot(level)
            steps = 0
            while not state.is_terminal():
                steps += 1
                assert steps < game.max_actions
                if state.is_chance():
                    state.apply(CHANCE, state.sample_chance(rng))
                    continue
                seat = min(state.acting_seats())
                legal = state.legal_actions(seat)
                action = bot(state.view(seat), legal, rng)
                assert action in legal
                state.apply(seat, action)
