"""The review's list lines start with a capital, as speech says them (low-vision play-test,
issue #12): Sixty-One's sheet review at 40×15 showed "> lily 1: empty, worth 1 acorn." under a
message pane saying "Lily 1: empty, worth 1 acorn."."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Lily 1: empty, worth 1 acorn."),
        ("fr", "Nénuphar 1\u00a0: vide, vaut 1 gland."),
        ("es", "Nenúfar 1: sin escribir, vale una bellota."),
    ],
)
def test_a_reviewed_spot_reads_on_screen_as_it_is_said(make_client, lang, line):
    """C, Down to the water-lilies, Right into its spots: the focused line is the spoken one."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=7)
    client.app.settle()
    client.press("c", "down")
    said = client.press("right")
    assert said[-1] == line
    assert (True, line) in client.top.body()
    assert all(text[:1] == text[:1].upper() for _, text in client.top.body())
    screen = full.screen_text(client.app, 40, 15)
    assert any(row.startswith(f"> {line.split()[0]}") for row in screen), "\n".join(screen)
