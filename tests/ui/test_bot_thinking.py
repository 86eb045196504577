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
    """DESIGN: 'every key answers' — the search never holds a key's answer back. Sixty-One's
    round is chosen by everyone at once, so the player's turn comes at once too (play-test:
    'Waiting for Ana.' before every 'Your turn'), while the bot thinks."""
    hand = HandRun()
    monkeypatch.setattr(flow, "BOT_THINKER", hand)
    screen = _open(client)
    session = screen.session
    played = len(session.record.actions)
    assert len(hand.waiting) == 1, "the bot's thinking started with the round"
    assert screen.my_turn()
    client.app.handle("t")
    client.app.run_due()
    # Not 'Waiting for Player 1 and Ana': the player is 'you'; nobody is waited for.
    assert client.speaker.texts[-1].startswith(
        "Round 1 of 20, dice 1, 3 and 6. Still choosing: Ana and you."
    )
    assert len(session.record.actions) == played, "the bot has not moved: it is still thinking"
    expected = session.bot_choice(1, "hard")  # the same decision, thought on the spot
    hand.run_all()
    client.app.run_due()
    assert len(session.record.actions) == played, "its choice waits for the player's"
    client.press("enter", "enter", "enter")
    assert session.record.actions[played] == (1, expected), "recorded first, as always"
    assert session.record.actions[played + 1][0] == 0


def test_scripted_input_waits_for_the_thinking_bot(client, whole_search):
    """The player's choice lets the bot's real thread finish and puts its move in first, the
    same move as thinking on the spot."""
    screen = _open(client, seed=7)
    session = screen.session
    played = len(session.record.actions)
    expected = session.bot_choice(1, "hard")
    client.press("enter", "enter", "enter")
    assert session.record.actions[played] == (1, expected)
