"""A hard bot thinks off the interface's thread: a key pressed meanwhile is answered at once,
and the bot's move, when it comes, is the one it would have made thinking on the spot.

The thread is replaced by `HandRun` (tests/ui/test_hint_key.py), an executor the test runs by
hand, so the test decides when the bot has finished: no sleep, no race.
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen
from tests.ui.test_hint_key import HandRun


@pytest.fixture
def whole_search(monkeypatch):
    """The hard bot makes every rollout, so its move is fixed by the seed alone (its CPU cap
    would otherwise depend on the machine)."""
    monkeypatch.setattr(get_game("sixty-one").bot("hard"), "budget", float("inf"))


def _open(client, seed: int = 4) -> GameScreen:
    """Sixty-One, the player against a hard bot, opened as `accessiplay play` does; the first
    throw is made and the bot is due (no pause in tests)."""
    flow.start_game(client.app, get_game("sixty-one"), ["human", "hard"], seed=seed)
    client.app.run_due()
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


def test_a_key_is_answered_while_the_hard_bot_thinks(client, monkeypatch, whole_search):
    """DESIGN: 'every key answers' — the search never holds a key's answer back."""
    hand = HandRun()
    monkeypatch.setattr(flow, "BOT_THINKER", hand)
    screen = _open(client)
    session = screen.session
    played = len(session.record.actions)
    assert len(hand.waiting) == 1, "the bot's thinking started at its turn"
    client.app.handle("t")
    client.app.run_due()
    # Not 'Waiting for Player 1 and Ana': the player is 'you', and the bot is who is awaited.
    assert client.speaker.texts[-1] == (
        "Round 1 of 20, dice 1, 3 and 6. Still choosing: Ana and you. Waiting for Ana."
    )
    assert len(session.record.actions) == played, "the bot has not moved: it is still thinking"
    expected = session.bot_choice(1, "hard")  # the same decision, thought on the spot
    hand.run_all()
    client.app.run_due()
    assert session.record.actions[played] == (1, expected)


def test_scripted_input_waits_for_the_thinking_bot(client, whole_search):
    """The end of scripted input (and every test press) lets the bot's real thread finish and
    play, with the same move as thinking on the spot."""
    screen = _open(client, seed=7)
    session = screen.session
    played = len(session.record.actions)
    expected = session.bot_choice(1, "hard")
    client.app.settle()
    assert session.record.actions[played] == (1, expected)
