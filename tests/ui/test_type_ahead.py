"""Issue #10: "Long lists (…) get type-ahead (digits and letters jump to the next item starting
with them)", in the move chooser as in every list; a key that already means something keeps its
meaning."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow

# Seed 1, Sixteen against a bot: Enter on the red row opens ten ways to place tiles.
HEARD = {
    "en": (
        "11 to 13: 36 points; leaves the 4 stuck, 1 of 10",
        "No item starts with 9.",
        "No item starts with X.",
    ),
    "fr": (
        "11 à 13\u00a0: 36 points\u00a0; le 4 vous reste sur les bras, 1 sur 10",
        "Aucun élément ne commence par 9.",
        "Aucun élément ne commence par X.",
    ),
    "es": (
        "11 y 12: 23 puntos; te bloquea el 4, 2 de 10",
        "Ningún elemento empieza por 9.",
        "Ningún elemento empieza por X.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_digit_jumps_to_the_next_option_starting_with_it(make_client, lang):
    """From the last option, 1 wraps round to the first option said with a 1; no option starts
    with 9 or X, and the focus stays."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=1)
    client.app.settle()
    client.press("enter", "end")
    focus = client.top.chooser.focus
    assert client.press("1") == [HEARD[lang][0]]
    moved = client.top.chooser.focus
    assert moved != focus
    assert client.press("9") == [HEARD[lang][1]]
    assert client.press("x") == [HEARD[lang][2]]
    assert client.top.chooser.focus == moved


def test_a_key_with_a_meaning_keeps_it(client):
    """S still reads the scores in the chooser, it does not jump to an option."""
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=1)
    client.app.settle()
    client.press("enter")
    focus = client.top.chooser.focus
    said = client.press("s")
    assert said and said[0].startswith("You: 334 points in hand so far")
    assert client.top.chooser.focus == focus
