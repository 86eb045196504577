"""Session 30 players: in La Linotte's board reader (C), H said "H does nothing here", and
Shift+H likewise, while a player reading the board and wanting a hint expects the hint. H and
Shift+H there give the game screen's hint on the player's turn, and off turn its answer.

The hard bot thinks on the hand-run executor of test_hint_key: 'ready' is the test's moment.
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.dialogs import ReadLinesScreen
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.review import ReviewScreen
from tests.ui.test_hint_key import thinker  # noqa: F401 (the fixture)

ONLY_MOVE = {
    "en": "Hint: throw the dice; it is the only move you have.",
    "fr": "Conseil\u00a0: lancez les dés\u00a0; c'est le seul coup possible.",
    "es": "Consejo: tira los dados; es la única jugada posible.",
}
WAIT = {"en": "Please wait.", "fr": "Un instant.", "es": "Un momento."}
DESCRIBED = {
    "en": "a hint: the move the hard bot would make, and why",
    "fr": "le coup que jouerait le robot difficile, et pourquoi",
    "es": "un consejo: la jugada que haría el bot difícil y por qué",
}


def reading_the_board(make_client, lang: str):
    """La Linotte against a bot, seed 2, the board reader open at the human's first turn."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=2)
    client.app.settle()
    screen = client.top
    assert isinstance(screen, GameScreen)
    client.press("c")
    assert isinstance(client.top, ReviewScreen)
    return client, screen


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_h_and_shift_h_in_the_board_reader_say_the_hint(make_client, lang):
    """The exact hint of the game screen, and the reader stays open on the board."""
    client, _ = reading_the_board(make_client, lang)
    assert client.press("h") == [ONLY_MOVE[lang]]
    assert client.press("H") == [ONLY_MOVE[lang]]
    assert isinstance(client.top, ReviewScreen)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_h_off_turn_in_the_board_reader_answers_as_the_game_screen(make_client, lang):
    """Off turn H and Shift+H say what they say on the game screen, and nothing is thought."""
    client, screen = reading_the_board(make_client, lang)
    screen.my_turn = lambda: False
    assert client.press("h") == [WAIT[lang]]
    assert client.press("H") == [WAIT[lang]]
    assert screen.hint_job is None


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_f1_in_the_board_reader_lists_h_and_shift_h(make_client, lang):
    """Registered once each, with the game screen's localized description."""
    client, _ = reading_the_board(make_client, lang)
    review = client.top
    tr = client.app.announcer.tr
    listed = {cmd.id: tr(cmd.description) for cmd in review.help_commands()}
    assert listed["hint"] == DESCRIBED[lang]
    assert "hint-top" in listed


def test_a_hint_thought_over_while_reading_is_said_there_and_its_list_plays(make_client, thinker):  # noqa: F811
    """After the throw: H in the reader is said by itself once ready, as on the game screen;
    Shift+H's list opens over the reader, and Enter on a move plays it back on the game
    screen, never leaving the reader open on a board gone stale."""
    client = make_client("en")
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=2)
    client.app.settle()
    screen = client.top
    client.press("enter")  # throw the dice
    client.press("c")
    assert client.press("h") == ["Thinking about a hint: it will be said as soon as it is ready."]
    thinker.run_all()
    client.app.run_due()
    assert client.speaker.texts[-1] == (
        "Hint: announce an Appel on Full; a Full made after a rethrow then lets a pawn go on A3 "
        "or C4."
    )
    listed = client.press("H")
    assert listed[0].startswith("The hard bot's best moves, by chance to win.")
    assert listed[1].startswith("1: announce an Appel on Full; about 42 percent to win")
    assert isinstance(client.top, ReadLinesScreen)
    played = len(screen.session.record.actions)
    assert client.press("enter") == ["You announce Appel on Full."]
    assert client.top is screen
    assert len(screen.session.record.actions) == played + 1
