"""After a two-human resume the player whose turn it is hears what the other did last, once,
as a hand-over's catch-up does (play-test: Sixteen seed 7, quit at Player 2's hand-over,
Resume: after Enter Player 2 heard only 'Your turn, Player 2. Place tiles …')."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen

PLACED_1 = {
    "en": "Player 1 places 2 to 4 on the red row; 27 tiles left.",
    "fr": "Joueur 1 pose les tuiles 2 à 4 sur la rangée rouge\u00a0; il lui reste 27 tuiles.",
    "es": "Jugador 1 coloca las fichas del 2 al 4 en la fila roja; le quedan 27 fichas.",
}
YOUR_TURN = {"en": "Your turn, Player 2.", "fr": "À vous, Joueur 2.", "es": "Te toca, Jugador 2."}


def start(client, game: str, seed: int) -> GameScreen:
    """Two humans at one keyboard, as `accessiplay play GAME --seats human,human` opens it."""
    flow.start_game(client.app, get_game(game), ["human", "human"], seed=seed)
    client.app.settle()
    if client.top.title_id == "ui-title-confirm":
        client.press("y")
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_after_a_resume_the_next_player_hears_the_last_move_once(make_client, lang):
    """Sixteen seed 16: Player 1 lays 2 to 4 on red, the game is left at Player 2's call and
    resumed; once Player 2 takes the keyboard they hear Player 1's move, then their turn."""
    first = make_client(lang)
    start(first, "sixteen", 16)
    first.press("enter", "enter", "enter")  # Player 2 plays; Player 1 is called
    first.press("enter", "enter", "enter")  # Player 1 takes the keyboard and plays
    assert first.top.title_id == "ui-title-hand-over"
    first.press("c-c")

    again = make_client(lang)
    assert flow.resume_game(again.app)  # the main menu's Resume
    again.app.settle()
    assert again.top.title_id == "ui-title-hand-over"
    said = again.press("enter")  # Player 2 takes the keyboard
    assert said[0] == PLACED_1[lang]
    assert said[1].startswith(YOUR_TURN[lang])
    assert PLACED_1[lang] not in said[1:], "said once"


def test_alone_against_a_bot_a_resume_says_no_catch_up(make_client):
    """One human: the resume says where the game stands, as before, and no 'last move' line."""
    first = make_client()
    flow.start_game(first.app, get_game("sixteen"), ["human", "normal"], seed=16)
    first.app.settle()
    first.press("enter", "enter", "enter")
    first.press("c-c")
    again = make_client()
    again.press("r")  # Resume
    said = again.press("enter")
    assert any(line.startswith("Sixteen, resumed.") for line in said)
    assert not any(line.startswith(("Player 1 places", "You place")) for line in said)


def test_a_player_resumed_before_their_first_move_hears_their_hand(make_client):
    """en-player, session 26 (Sixteen seed 11, two humans): Player 2 plays first, the game is
    left at Player 1's call and resumed; after Enter Player 1 heard only 'Your turn', never
    their 30 tiles. They now hear Player 2's move, then their own hand, then their turn."""
    first = make_client()
    start(first, "sixteen", 11)
    first.press("enter")  # Player 2 takes the keyboard
    first.press("enter", "enter")  # Player 2 lays the red 2; Player 1 is called
    assert first.top.title_id == "ui-title-hand-over"
    first.press("c-c")
    again = make_client()
    assert flow.resume_game(again.app)
    again.app.settle()
    said = again.press("enter")  # Player 1 takes the keyboard
    hand = said.index("You receive 30 tiles.")
    assert said.index("Player 2 places the 2 on the red row; 29 tiles left.") < hand
    assert said[hand + 1 : hand + 3] == [
        "Red: 4, 8 to 12, 14 and 16 Restart.",
        "Yellow: 10, 12, 14 and 16 Restart.",
    ]
    assert said[-1].startswith("Your turn, Player 1.")
    assert "Red: 2, 5, 7, 13 and 16 End." not in said, "Player 2's hand stays theirs"
