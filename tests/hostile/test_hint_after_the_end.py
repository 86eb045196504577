"""H, Shift+H and L held down on the final screen, once the game is over.

Attacker play-test (#13 session): the final screen passed them to the game screen, whose
answer to a key of the player's turn out of it is who the game waits for; at the end that is
nobody, so a thousand presses of H heard "Please wait." a thousand times, for a game that
will never go on. Now they say the game is over and what the screen's keys do.
"""

from __future__ import annotations

import pytest
from saves_support import client

from accessiplay.ui.screens.dialogs import FinalScreen
from accessiplay.ui.screens.game import GameScreen
from tests.ui.test_hint_key import start

OVER = {
    "en": "The game is over. Down and Up read the scores again; S, C and W read the game as "
    "before; Enter or Escape returns to the main menu.",
    "es": "La partida ha terminado. Abajo y Arriba vuelven a leer las puntuaciones; S, C y W "
    "leen la partida como antes; Intro o Esc vuelve al menú principal.",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_turn_keys_after_the_end_say_the_game_is_over(lang):
    c = client(lang)
    screen = start(c, ["human"])
    while isinstance(c.top, GameScreen):
        c.press("enter")
    assert isinstance(c.top, FinalScreen)
    saved = screen.session.save_path.read_bytes() if screen.session.save_path.exists() else None
    for key in ["h", "H", "l", "L"]:
        assert c.press(key) == [OVER[lang]]
    for _ in range(1000):
        c.press("h")
    assert c.press("H") == [OVER[lang]]
    assert screen.hint_job is None and screen.session.hints_asked == 0
    assert isinstance(c.top, FinalScreen)
    after = screen.session.save_path.read_bytes() if screen.session.save_path.exists() else None
    assert after == saved
