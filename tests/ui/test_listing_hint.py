"""Play-test (Sixteen, Spanish, two humans): in Shift+P's list of every placement, H said
"Ningún elemento empieza por H." while a player reading the moves and wanting advice expects
the hint there, as in the board reader (session 30). H and Shift+H in a game key's list give
the game screen's answers.

The hard bot thinks on the hand-run executor of test_hint_key: 'ready' is the test's moment.
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.dialogs import ListingScreen, ReadLinesScreen
from accessiplay.ui.screens.game import GameScreen
from tests.ui.test_hint_key import thinker  # noqa: F401 (the fixture)

THINKING = {
    "en": "Thinking about a hint: it will be said as soon as it is ready.",
    "es": "Buscando un consejo: lo oirás en cuanto esté listo.",
}
HINT = {
    "en": "Hint: 7 to 9 on the blue row; it sheds 24 points from your hand, though it leaves the "
    "2 and the 5 stuck and you then hold 27 tiles.",
    "es": "Consejo: coloca las fichas del 7 al 9 en la fila azul; 24 puntos menos en tu mano, pero "
    "te bloquea el 2 y el 5 y te quedan 27 fichas.",
}


def placements_listed(make_client, lang: str):
    """Sixteen against a bot, seed 7, Shift+P's list open at the human's first turn."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=7)
    client.app.settle()
    screen = client.top
    assert isinstance(screen, GameScreen) and screen.my_turn()
    client.press("P")
    assert isinstance(client.top, ListingScreen)
    return client, screen


@pytest.mark.parametrize("lang", ["en", "es"])
def test_h_in_the_placements_list_says_the_hint_once_ready(make_client, thinker, lang):  # noqa: F811
    """The exact hint of the game screen, said by itself once ready; the list stays open."""
    client, _ = placements_listed(make_client, lang)
    assert client.press("h") == [THINKING[lang]]
    thinker.run_all()
    client.app.run_due()
    assert client.speaker.texts[-1] == HINT[lang]
    assert isinstance(client.top, ListingScreen)


def test_shift_h_in_the_placements_list_opens_the_best_moves_and_enter_plays(make_client, thinker):  # noqa: F811
    """Shift+H's list opens over the placements; Enter on its first move plays it on the game
    screen, never leaving the placements list open on rows gone stale."""
    client, screen = placements_listed(make_client, "en")
    client.press("H")
    thinker.run_all()
    client.app.run_due()
    assert isinstance(client.top, ReadLinesScreen)
    assert client.speaker.texts[-3].startswith("1: 7 to 9 on the blue row;")
    said = client.press("enter")
    assert said[0] == "You place 7 to 9 on the blue row; 27 tiles left."
    assert screen in client.app.stack and not any(
        isinstance(s, ListingScreen) for s in client.app.stack
    )
