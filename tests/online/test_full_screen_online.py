"""The lobby and the chat entry in full mode, in a real terminal (tmux) against a real server.

Issue #9: "Chat. One key opens a one-line entry (it works in plain and full mode); Enter
sends, Escape cancels." and "a lobby read like any list". Full mode draws a layout: the
lobby, the new-table form and the chat entry are drawn into it, never printed over it.
"""

from __future__ import annotations

import pytest

from accessiplay.online.testing import ServerProcess
from tests.ui.tmux_screen import Terminal


def joined(folder, name: str, server: ServerProcess, width: int, height: int) -> Terminal:
    """A full-screen client named `name` in a tmux of its own, joined to the server."""
    (folder / "home" / "config").mkdir(parents=True)
    (folder / "home" / "config" / "settings.toml").write_text(f'name = "{name}"\n')
    return Terminal(folder, f"join 127.0.0.1:{server.port}", width, height)


@pytest.fixture
def server(tmp_path):
    """A real server of this test's own."""
    process = ServerProcess(tmp_path / "data").start()
    yield process
    process.stop()


@pytest.fixture
def served(tmp_path, server):
    """Ana's full-screen client joined to the server, 100 by 32."""
    term = joined(tmp_path, "Ana", server, 100, 32)
    yield term
    term.close()


def test_the_lobby_the_new_table_form_and_chat_are_drawn_in_full_mode(served, server, tmp_path):
    """The lobby and the form are drawn lists; F4's entry is drawn with the table still shown;
    Enter sends the line to the table, Escape cancels; nothing is printed over the layout."""
    term = served
    lobby = term.settled("> Create a table")
    assert lobby.splitlines()[0] == "Lobby."
    term.keys("Enter")
    form = term.settled("> Game: Sixty-One")
    assert "  Create the table" in form
    term.keys("Down", "Down", "Down", "Right", "End", "Enter")  # seat 2: a bot
    table = term.settled("Your turn.")
    # The table pane is 58 columns: the leaf row is its one short line.
    assert "Round 1 of 20" in table and "Leaves 0" in table
    term.keys("F4")
    entry = term.settled("Your message to the table?")
    term.keys("h", "e", "l", "l", "o")
    entry = term.settled("> hello_")
    assert entry.splitlines()[0].startswith("Your message to the table?")
    assert "Round 1 of 20" in entry and "Leaves 0" in entry, "the table stays drawn"
    term.keys("Enter")
    sent = term.settled("Ana says: hello")
    assert "> hello_" not in sent and sent.splitlines()[0].startswith("Sixty-One, Round 1")
    term.keys("F4", "x", "Escape")
    cancelled = term.settled("Cancelled.")
    assert "> x_" not in cancelled and "Round 1 of 20" in cancelled
    assert term.stray_lines() == [], "lines printed over the layout"
    bruno = joined(tmp_path / "bruno", "Bruno", server, 80, 24)
    try:
        listed = bruno.settled("Ana and")
        rows = listed.splitlines()
        assert rows[0] == "Lobby." and rows[1] == "> Create a table"
        assert rows[2] == "  Sixty-One: no free seat of 2; Ana and easy bot; playing"
        assert bruno.stray_lines() == []
    finally:
        bruno.close()
