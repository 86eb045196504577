"""Every registered game, played from the keyboard to its spoken end, in every language."""

from __future__ import annotations

import random

import pytest

from accessiplay.core import all_games
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen

GAMES = all_games()
OVER = {"en": "Game over.", "fr": "Fin de la partie.", "es": "Fin de la partida."}


def play_by_keys(client, rng, limit=4000):
    """Play as a player who knows what they want: a normal bot picks the move from the
    holder's view, and the keys walk the chooser to it (Home, Down to each option, Enter)."""
    for _ in range(limit):
        top = client.top
        if not isinstance(top, GameScreen) and top.title_id != "ui-title-hand-over":
            return
        if isinstance(top, GameScreen) and top.my_turn():
            state, seat = top.session.state, top.holder
            wanted = top.game.bot("normal")(state.view(seat), state.legal_actions(seat), rng)
            steps, played = wanted.steps(), len(top.session.record.actions)
            while True:
                # Steps with one option were taken for the player: walk on from the open one.
                prefix = top.chooser.prefix
                assert steps[: len(prefix)] == prefix, f"{wanted!r} left behind by {prefix}"
                step = steps[len(prefix)]
                assert step in top.chooser.options, f"{wanted!r} cannot be reached by keys"
                client.press("home")
                for _ in range(top.chooser.options.index(step)):
                    assert client.press("down")
                assert client.press("enter")
                if (
                    not isinstance(client.top, GameScreen)
                    or len(top.session.record.actions) > played
                ):
                    break
            continue
        assert client.press("enter")
    raise AssertionError("the game did not end")


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_one_human_and_bots_play_a_whole_game(make_client, game, lang):
    """Menu keys to the itemised final score, every message found in the player's language."""
    client = make_client(lang)
    rng = random.Random(f"{game.id}-{lang}")
    seats = ["human"] + ["normal", "easy"][: max(game.min_players, min(3, game.max_players)) - 1]
    flow.start_game(client.app, game, seats, seed=rng.randrange(1000))
    client.app.settle()
    play_by_keys(client, rng)
    assert OVER[lang] in client.said()
    assert client.top.title().id == "ui-title-final"


@pytest.mark.parametrize(
    "game",
    [g for g in GAMES if g.max_players >= 2],
    ids=[g.id for g in GAMES if g.max_players >= 2],
)
def test_two_humans_share_the_keyboard_to_the_end(make_client, game):
    """Two humans at one keyboard: each turn is handed over where a seat has secrets, passed
    on with its "Your turn" where every seat sees the same table; the game still ends."""
    client = make_client("en")
    flow.start_game(client.app, game, ["human", "human"], seed=8)
    client.app.settle()
    play_by_keys(client, random.Random(game.id))
    said = client.said()
    hand_over = "Player 2, your turn. Take the keyboard and press Enter."
    if game.seats_see_alike:
        assert hand_over not in said
        for name in ("Player 1", "Player 2"):
            assert any(line.startswith(f"Your turn, {name}.") for line in said.splitlines())
    else:
        assert hand_over in said
    assert "Game over." in said


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_table_of_bots_can_be_followed_to_the_end(make_client, game):
    """No human seat: the player listens as a spectator, and the reading keys still answer."""
    client = make_client("fr")
    seats = ["normal", "easy"][: max(game.min_players, 2)]
    flow.start_game(client.app, game, seats, seed=4)
    client.app.run_due()
    for key in ("d", "s", "t", "w", "c", "escape", "l", "enter"):
        before = len(client.speaker.said)
        client.app.handle(key)
        assert len(client.speaker.said) > before, key
    client.app.settle()
    assert OVER["fr"] in client.said()
