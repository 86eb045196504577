"""La Linotte's board on a short screen (low-vision play-test LV-11, issue #12): at 80×24 "the
board is not on screen while you throw and keep dice (32 of 52 screens)", and at the cell
choice its last row lost E's pawns. Below 30 rows the board is drawn compact, one line a row."""

from __future__ import annotations

import re

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full

#: A board row on screen: its letter, then its five cells (a lit cell between brackets, the
#: last move's pawn between angle brackets).
ROW = re.compile(r"(?<!\S)([A-E]) ((?:\s*(?:\[[^\]]*\]|<[^>]*>|\S+)){5})\s*$")


def board_on_screen(screen: list[str], width: int) -> dict[str, list[str]]:
    """Each board row drawn on the screen, by its letter: its five cells, brackets dropped
    (from 100 columns on, the list stands on the right: only the table's columns are read)."""
    table = width - 42 if width >= 100 else width
    rows: dict[str, list[str]] = {}
    for line in screen:
        match = ROW.search(line[:table])
        if match:
            cells = re.findall(r"\[[^\]]*\]|<[^>]*>|\S+", match.group(2))
            rows[match.group(1)] = [cell.strip("[]<> ") for cell in cells]
    return rows


def pawns_of(view, row: int) -> list[str]:
    """The pawn letters a row of the board should show, in order ('' for an empty cell)."""
    letters = {view["white"]: "W", 1 - view["white"]: "B"}
    return [letters[owner] if owner is not None else "" for owner in view["board"][row]]


@pytest.mark.parametrize(("width", "height"), [(80, 24), (120, 24)])
def test_the_whole_board_stays_on_a_short_screen_at_every_step_of_a_turn(client, width, height):
    """Throwing, keeping, rethrowing and placing: all five rows, each with its pawns."""
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=7)
    client.app.settle()
    game = client.top
    checked = 0
    for key in ["r", "enter", "r", "r", "enter"] * 6:
        if client.top is not game or not game.my_turn():
            break
        client.press(key)
        screen = full.screen_text(client.app, width, height)
        rows = board_on_screen(screen, width)
        assert sorted(rows) == list("ABCDE"), "\n".join(screen)
        view = game.session.state.view(game.holder)
        for r, letter in enumerate("ABCDE"):
            shown = [cell if cell in ("W", "B") else "" for cell in rows[letter]]
            assert shown == pawns_of(view, r), "\n".join(screen)
        checked += 1
    assert checked >= 10


def test_a_tall_screen_keeps_the_wide_board_with_full_combination_names(client):
    """From 30 rows on there is room for the wide board: 'APPEL', not 'APP'."""
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=7)
    client.app.settle()
    client.press("r")
    tall = "\n".join(full.screen_text(client.app, 80, 30))
    short = "\n".join(full.screen_text(client.app, 80, 29))
    assert "APPEL" in tall and "QUINTE" in tall, tall
    assert "APPEL" not in short and " APP " in short, short
