"""A wrong move by the seat whose turn it is, in every game (issue #14, part 7).

"a test of a wrong move by the seat whose turn it is, for every game": refused with a reason
the player hears in their language, and nothing changes.
"""

from __future__ import annotations

import random

import pytest

from accessiplay.core import CHANCE, IllegalAction, NotYourTurn, all_games
from accessiplay.i18n import Localizer

GAMES = all_games()


def _wrong_moves(game, seed: int, wanted: int = 25):
    """(state, seat, action): an action the acting seat may not take now, though legal once."""
    rng = random.Random(seed)
    state = game.new_state(game.min_players if seed % 2 else game.max_players)
    seen: list = []
    found = 0
    while not state.is_terminal() and found < wanted:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = rng.choice(sorted(state.acting_seats()))
        legal = state.legal_actions(seat)
        wrong = [a for a in seen if a not in legal]
        if wrong:
            found += 1
            yield state, seat, rng.choice(wrong)
        seen.extend(rng.sample(list(legal), min(5, len(legal))))
        seen = seen[-200:]
        state.apply(seat, rng.choice(legal))
    assert found, "no wrong move was tried"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_wrong_move_by_the_acting_seat_is_refused_with_a_reason_and_changes_nothing(game):
    """The seat to act plays a move of another moment: IllegalAction (not 'not your turn'), a
    reason with words in en, fr and es, and the same state afterwards."""
    words = [Localizer(lang, strict=True) for lang in ("en", "fr", "es")]
    reasons = set()
    for seed in range(4):
        for state, seat, action in _wrong_moves(game, seed):
            before = state.snapshot()
            with pytest.raises(IllegalAction) as refused:
                state.apply(seat, action)
            assert not isinstance(refused.value, NotYourTurn)
            assert state.snapshot() == before
            reasons.add(refused.value.reason)
    for reason in reasons:
        for tr in words:
            assert tr.has(f"{game.id}-illegal-{reason}") or reason == "not-legal", reason
    assert reasons
