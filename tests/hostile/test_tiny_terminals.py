"""The full screen at any size a window can be dragged or magnified to (attacker play-test).

Issue #12: "readable at any size". A tmux window resized to 1×1 during a `--full` game printed
a traceback (textwrap's "invalid width -1") over the table and "Press ENTER to continue..."
took the next keys; every size must lay out, none wider or taller than the window.
"""

from __future__ import annotations

import sys
import time

import pytest
from hostile_support import QUIET, Tmux, environment

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full
from tests.ui.conftest import Client

SIZES = [(w, h) for w in (0, 1, 2, 3, 4, 10) for h in (0, 1, 2, 5)] + [(300, 100), (1, 200)]


@pytest.mark.parametrize("game", ["sixty-one", "lueurs", "fairy-lights", "sixteen", "linotte"])
def test_every_game_lays_out_at_any_size_never_past_the_window(game):
    """Each game's table, move list and messages at sizes from 0×0 up: laid out, and never
    more lines than the window has (a 1-column window gets its words one under another, the focused option still marked)."""
    client = Client("en")
    flow.start_game(client.app, get_game(game), ["human", "normal"], seed=3)
    client.app.settle()
    for width, height in SIZES:
        shown = full.screen_text(client.app, width, height)
        assert len(shown) <= height, (width, height)
    assert any(line.startswith("> ") for line in full.screen_text(client.app, 1, 200))


def test_a_real_window_shrunk_to_one_cell_and_back_goes_on_with_the_game(tmp_path):
    """In tmux: 110×40, then 10×5, 1×1, 2×2 and 300×100 while the game waits; back at 110×40
    the table is drawn again, no traceback, and Enter still plays the focused move."""
    tmux = Tmux(tmp_path)
    env = environment(tmp_path / "home")
    exports = " ".join(f"{k}='{env[k]}'" for k in ("ACCESSIPLAY_HOME", "HOME", "PYTHONPATH"))
    client = [sys.executable, "-m", "accessiplay", "--full", "--speech", "console", *QUIET]
    game = ["--seed", "3", "play", "sixty-one", "--seats", "human,normal"]
    tmux.start(f"env {exports} {' '.join(client + game)}; sleep 60")
    try:
        tmux.wait_for("Your turn.")
        for width, height in ((10, 5), (1, 1), (2, 2), (300, 100), (110, 40)):
            tmux.resize(width, height)
            time.sleep(0.3)  # each size drawn (a SIGWINCH each), not only the last
        tmux.wait_for("Pumpkins, die 1")
        tmux.keys("Enter")
        shown = tmux.wait_for("Pumpkins: choose the value to write.")
        assert "Traceback" not in shown and "Press ENTER" not in shown
        assert "> Write 3; leaves plus 5, total 5" in shown
    finally:
        tmux.stop()
