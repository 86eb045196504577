"""H pressed in Shift+H's own list (session 29 attacker, a key storm of H and Shift+H).

Shift+H leaves its three lines open as a list; a player who then wants the hint itself
presses H, as on the game screen, and heard "No item starts with H." (the list's first-letter
search: no line starts with a letter). Now H there says the game screen's hint, word for word,
and the list stays open for Enter; the hint is counted once.
"""

from __future__ import annotations

import pytest

from accessiplay.ui.screens.dialogs import ReadLinesScreen
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.hint_keys import HintKeys
from accessiplay.ui.screens.menu import MainMenu
from tests.ui.conftest import Client
from tests.ui.test_hint_key import HandRun, start

HINT = {"en": "Hint: ", "fr": "Conseil\u00a0: ", "es": "Consejo: "}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_h_in_the_list_of_three_says_the_hint(home, monkeypatch, lang):
    """Sixty-One solo, seed 4: H in Shift+H's list says what H says on the game screen."""
    hand = HandRun()
    monkeypatch.setattr(HintKeys, "thinker", hand)
    client = Client(lang)
    client.app.push(MainMenu(client.app))
    screen = start(client, ["human"])
    client.press("H")
    hand.run_all()
    client.app.run_due()
    in_the_list = client.press("h")
    assert isinstance(client.top, ReadLinesScreen)
    client.press("escape")
    assert isinstance(client.top, GameScreen)
    assert in_the_list == client.press("h")
    assert len(in_the_list) == 1 and in_the_list[0].startswith(HINT[lang])
    assert screen.session.hints_asked == 1
