"""H and Shift+H in a game (issue #13): the hard bot's move and why, never delaying a key,
counted in the statistics."""

from __future__ import annotations

import json

import pytest

from accessiplay.core import get_game
from accessiplay.storage import data_dir
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen


def start(client, seats, game="sixty-one", seed=4):
    """Open a game directly, as `accessiplay play` does."""
    flow.start_game(client.app, get_game(game), seats, seed=seed)
    client.app.settle()
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


def test_h_answers_at_once_then_says_the_hard_move_and_why(client):
    """'Hint key (H), in every game, on your turn: says the move the hard bot would make and
    why'; thinking never delays the key: the first press says the hint is coming."""
    screen = start(client, ["human"])
    first = client.press("h")
    assert first and (first[-1].startswith("Hint: ") or "press H again" in first[-1])
    ranked = screen.hint_thinking().result(timeout=30)
    said = client.press("h")[-1]
    assert said.startswith("Hint: ") and "acorns" in said
    assert ranked[0].action in screen.session.state.legal_actions(0)
    top = " ".join(client.press("H"))
    assert top.startswith("1: ") and ". 2: " in top and ". 3: " in top
    assert screen.session.hints_asked == 2


def test_a_played_move_forgets_the_advice(client):
    """The hint is for the decision at hand: once a move is played, H thinks afresh."""
    screen = start(client, ["human"])
    client.press("h")
    before = screen.hint_thinking()
    before.result(timeout=30)
    client.press("enter", "enter", "enter")
    assert screen.hint_thinking() is not before


@pytest.mark.slow
def test_hints_are_counted_and_a_game_without_them_noted(client, home):
    """'Hints count in the game's statistics (games won without hints are noted)'."""
    screen = start(client, ["human"])
    client.press("h")
    screen.hint_thinking().result(timeout=30)
    client.press("h")
    for _ in range(3000):
        if not isinstance(client.top, GameScreen):
            break
        client.press("enter")
    stats = json.loads((data_dir() / "stats.json").read_text())["sixty-one"]
    assert stats["hinted"] == 1 and "won_unaided" not in stats


def test_h_out_of_turn_says_who_is_awaited(client):
    """A hint is for the player whose turn it is: otherwise H says who the game waits for,
    and nothing is thought about."""
    screen = start(client, ["human", "normal"], game="linotte", seed=2)
    screen.my_turn = lambda: False
    said = client.press("h")
    assert said and said[-1] == client.app.announcer.tr(screen.waiting()[0])
    assert screen.hint_job is None


def test_f1_describes_h_and_shift_h(client):
    """'H and Shift+H go in the command table with F1 descriptions'."""
    screen = start(client, ["human"])
    tr = client.app.announcer.tr
    described = {tr(what): tr(key) for key, what in screen.help_entries()}
    assert described["a hint: the move the hard bot would make, and why"] == "H"
    hint_top = "the three best moves by the hard bot's reckoning, with what each should bring"
    assert described[hint_top] == "Shift+H"
