"""A hard bot choosing at the same time as the player never holds the player's turn up
(play-test: 'Waiting for Ana.' before every Sixty-One 'Your turn' against the hard bot, about
0.6 s): the player hears 'Your turn' at once and chooses while the bot thinks; the bot's choice
goes in first when the player's comes, so records, replays and seeds are as they always were."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.core.record import GameRecord
from accessiplay.session import Seat, Session
from accessiplay.storage import autosave_path
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen
from tests.ui.test_hint_key import HandRun

GAME = get_game("sixty-one")


@pytest.fixture
def whole_search(monkeypatch):
    """Every rollout made, so the hard bot's move is fixed by the seed alone."""
    monkeypatch.setattr(GAME.bot("hard"), "budget", float("inf"))


def _open(client, seed: int) -> GameScreen:
    """Sixty-One, the player against a hard bot, as `accessiplay play` opens it."""
    flow.start_game(client.app, GAME, ["human", "hard"], seed=seed)
    client.app.run_due()
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


def test_your_turn_comes_at_once_while_the_bot_thinks(client, monkeypatch, whole_search):
    """The round's dice, then 'Your turn' straight away: no 'Waiting for Ana.' first."""
    hand = HandRun()
    monkeypatch.setattr(flow, "BOT_THINKER", hand)
    screen = _open(client, seed=21)
    said = client.speaker.texts
    assert not any("Waiting for Ana" in line for line in said)
    assert said[-2:] == [
        "Round 1.",
        "Your turn. Dice 1, 4 and 6: choose the area die. Pumpkins, die 1, 1 of 3",
    ]
    assert screen.my_turn() and len(hand.waiting) == 1
    hand.run_all()
    heard = client.press("enter", "enter", "enter")
    assert heard[2:] == [
        "You: Pumpkins, pumpkin 1, first spot: 4. Leaves plus 6, total 6.",
        "Ana: Mushrooms, mushroom 1: 4, 1 acorn. Leaves plus 1, total 1.",
        "Round 2.",
        "Your turn. Dice 2, 2 and 4: choose the area die. Water-lilies, die 2, 1 of 2",
    ]


def headless(record: GameRecord) -> Session:
    """The same seed and the player's same moves, the bot deciding on the spot as a script or
    a server does: bots first in every round."""
    session = Session(GAME, [Seat("Player 1"), Seat("Ana", "bot", "hard")], seed=record.seed)
    session.autosave = False
    mine = iter(action for seat, action in record.actions if seat == 0)
    while len(session.record.actions) < len(record.actions):
        if session.auto_step(save=False) is None:
            session.play(0, next(mine), save=False)
    return session


def test_the_record_is_the_one_the_bot_first_order_makes(client, whole_search):
    """Four rounds at the keyboard give the very record, bot moves included, that the seed
    gives when the bot decides before the player: same replay, same bot moves."""
    screen = _open(client, seed=21)
    for _ in range(4):
        client.press("enter", "enter", "enter")
    record = screen.session.record
    assert sum(seat == 1 for seat, _ in record.actions) >= 4
    assert headless(record).record.actions == record.actions
    resumed = Session.resume(GameRecord.loads(record.dumps()))
    assert resumed.state.snapshot() == screen.session.state.snapshot()


def test_a_game_left_while_the_bot_thinks_resumes_to_the_same_bot_move(make_client, whole_search):
    """Quit in the middle of a round, the bot still thinking and the player not yet chosen:
    the save holds neither choice, and the resumed game's bot makes the same move."""
    first = make_client()
    screen = _open(first, seed=21)
    first.press("enter", "enter", "enter")
    twin = screen.session.bot_choice(1, "hard")  # round 2, as the bot thinks it now
    first.press("c-c")
    record = GameRecord.loads(autosave_path().read_text())
    assert record.actions == screen.session.record.actions
    again = make_client()
    again.press("r")  # Resume
    again.press("enter")
    again.press("enter", "enter", "enter")
    resumed = again.top.session
    assert resumed.record.actions[len(record.actions)] == (1, twin)
