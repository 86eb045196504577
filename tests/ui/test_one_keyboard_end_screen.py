"""Play-test LV-26 (issue #12): two humans finished a Fairy Lights game at 40×15 and the full
screen went to a traceback, "list indices must be integers or slices, not NoneType": once the
game is over nobody holds the keyboard and nobody's turn is next, and the narrow table took the
turn's seat for its own collection. The end screen of each game that draws a seat's own sheet,
hand or collection now draws at every size (La Linotte's board is everybody's)."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full
from accessiplay.ui.screens.dialogs import FinalScreen

SIZES = ((40, 15), (80, 24), (120, 40))


@pytest.mark.parametrize("game_id", ["fairy-lights", "sixty-one", "lueurs", "sixteen"])
def test_the_end_screen_of_two_humans_draws_at_every_size(client, game_id):
    """Enter to the end with two humans at one keyboard, then the final screen at each size."""
    flow.start_game(client.app, get_game(game_id), ["human", "human"], seed=7)
    client.app.settle()
    for _ in range(1500):
        if isinstance(client.top, FinalScreen):
            break
        client.press("enter")
    assert isinstance(client.top, FinalScreen), game_id
    for width, height in SIZES:
        shown = "\n".join(full.screen_text(client.app, width, height))
        assert "Player 1" in shown and "Player 2" in shown, (width, shown)
        assert "Traceback" not in shown and len(shown.splitlines()) <= height, shown
