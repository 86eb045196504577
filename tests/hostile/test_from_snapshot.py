"""Hand-made and hostile snapshots given to `Game.from_snapshot` (issue #14, part 7).

"A way to build a position from a snapshot (`from_snapshot`, as FEN is to python-chess)": it
accepts every snapshot a game produces and refuses anything else, errors split by cause —
`MalformedSnapshot` (not this game's snapshot) or `ImpossiblePosition` (no game reaches it).
"""

from __future__ import annotations

import copy
import random

import pytest

from accessiplay.core import CHANCE, all_games, get_game
from accessiplay.core.errors import BadSnapshot, ImpossiblePosition, MalformedSnapshot

GAMES = all_games()


def _played(game, steps: int, seed: int = 5) -> dict:
    """The snapshot of a game some random steps in."""
    rng = random.Random(seed)
    state = game.new_state(game.min_players + (game.max_players > game.min_players))
    for _ in range(steps):
        if state.is_terminal():
            break
        seat = CHANCE if state.is_chance() else min(state.acting_seats())
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        state.apply(seat, action)
    return state.snapshot()


def _refused(game, snapshot) -> BadSnapshot:
    """The error from_snapshot raises for this snapshot."""
    with pytest.raises(BadSnapshot) as refused:
        game.from_snapshot(snapshot)
    return refused.value


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_malformed_snapshots_are_refused_by_cause(game):
    """Not a dict, not JSON, a key missing or unknown, a value of the wrong type: malformed."""
    good = _played(game, 12)
    assert game.from_snapshot(good).snapshot() == good
    key = sorted(good)[0]
    cases = {
        "not-a-snapshot": [good],
        "not-json": {**good, key: {1, 2}},
        "missing-key": {k: v for k, v in good.items() if k != key},
        "unknown-key": {**good, "cheat": True},
    }
    for reason, snapshot in cases.items():
        error = _refused(game, snapshot)
        assert isinstance(error, MalformedSnapshot) and error.reason == reason
    for field in good:
        if field != "players":
            error = _refused(game, {**good, field: "🎲"})
            assert isinstance(error, MalformedSnapshot), field


IMPOSSIBLE = {
    "sixty-one": (12, lambda s: s.update(round=0, dice=None), "leaves-and-rounds"),
    "lueurs": (1, lambda s: s.update(phase="over"), "end-and-garlands"),
    "fairy-lights": (3, lambda s: s["deck"].pop(), "cards-not-a-deck"),
    "sixteen": (3, lambda s: s["rows"][0].pop(), "tiles-not-a-set"),
    "linotte": (2, lambda s: s["pawns"].__setitem__(0, 11), "pawns-not-twelve"),
}


@pytest.mark.parametrize("game_id", sorted(IMPOSSIBLE))
def test_a_well_formed_but_impossible_position_names_the_rule_it_breaks(game_id):
    """Every value in range, yet no game gets there: ImpossiblePosition and its reason."""
    game = get_game(game_id)
    steps, spoil, reason = IMPOSSIBLE[game_id]
    snapshot = copy.deepcopy(_played(game, steps))
    spoil(snapshot)
    error = _refused(game, snapshot)
    assert isinstance(error, ImpossiblePosition) and error.reason == reason


def test_a_value_the_state_would_not_keep_is_refused():
    """Sixty-One keeps its secret choices by seat number: a seat '01' is not a seat."""
    game = get_game("sixty-one")
    good = _played(game, 2)
    assert good["pending"]
    seat, choice = next(iter(good["pending"].items()))
    spoiled = {**good, "pending": {**good["pending"], "0" + seat: choice}}
    spoiled["pending"].pop(seat)
    assert isinstance(_refused(game, spoiled), MalformedSnapshot)
