"""A sixth game written to the contract appears in the menu without touching any platform file.

Issue #14: "a sixth game written to the contract appears in the menu without touching any
platform file (prove it in a test with a tiny game package in `tests/`)".
"""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("lang", "name"), [("en", "Pebbles"), ("fr", "Cailloux"), ("es", "Piedritas")]
)
def test_a_sixth_game_appears_in_the_menus_in_its_own_words(sixth_game, make_client, lang, name):
    """Its name comes from the package's own locales/ folder, in the player's language."""
    from accessiplay.ui.screens.menu import MainMenu, RulesMenu
    from accessiplay.ui.screens.setup import SetupScreen

    client = make_client(lang)
    client.app.push(MainMenu(client.app))
    client.app.push(SetupScreen(client.app))
    said = client.press("left")
    assert name in said[-1]
    client.app.push(RulesMenu(client.app))
    assert len(client.top.items()) == 6
    said = client.press("end")
    assert name in said[-1]
