"""Hostile [keys] tables in settings.toml: the game still answers every key it had."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from tests.ui.conftest import Client


@pytest.mark.parametrize(
    "remap",
    [
        {"scores": ""},
        {"scores": "   "},
        {"scores": 5},
        {"scores": ["z", "y"]},
        {"scores": None},
        {"no-such-command": "s"},
    ],
    ids=["empty", "blank", "number", "list", "none", "unknown-command"],
)
def test_a_remap_that_names_no_key_leaves_the_command_on_its_own_keys(tmp_path, monkeypatch, remap):
    """A broken or foreign entry changes nothing: S still reads the scores."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path))
    client = Client(keys=remap)
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=4)
    client.app.settle()
    assert client.press("s")[-1] == "Nobody has any acorns yet."
