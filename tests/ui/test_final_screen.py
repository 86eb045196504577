"""Issue #12 at the end of a game: 'the final list is held to 3 rows and starts with one
player's breakdown, so the other totals (and sometimes your own) never show' at 40×15. Every
player's total shows before any breakdown, at every size; the breakdown follows below."""

from __future__ import annotations

import re

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full

SIZES = ((40, 15), (80, 24), (120, 40))
#: The keys that bring each game to its end, pressed over and over (first options).
KEYS = {
    "sixty-one": ("enter",),
    "lueurs": ("enter",),
    "fairy-lights": ("enter",),
    "sixteen": ("enter",),
    "linotte": ("enter", "r"),
}


def played_to_the_end(client, game_id: str):
    """A game against the normal bot, the holder always taking the first option."""
    flow.start_game(client.app, get_game(game_id), ["human", "normal"], seed=7)
    client.app.settle()
    game = client.top
    for i in range(2000):
        if client.top is not game:
            break
        client.press(KEYS[game_id][i % len(KEYS[game_id])])
    assert game.session.finished(), "the game ended"
    return game.session


def totals(session) -> list[int]:
    """Each seat's total as the view adds it up."""
    view = session.state.view(0)
    if "points" in view:
        return list(view["points"])
    return [sum(item[1] for item in items) for items in view["scores"]]


@pytest.mark.parametrize("game_id", list(KEYS))
def test_every_total_shows_above_the_final_list_at_every_size(client, game_id):
    """On the final screen each player's name shows with their total on the table, above the
    list (beside it on a wide screen), whose first line is the winner; at 40×15 too."""
    session = played_to_the_end(client, game_id)
    first = client.top.body()[0][1]
    for width, height in SIZES:
        screen = full.screen_text(client.app, width, height)
        shown = "\n".join(screen)
        table_width = width - 42 if width >= 100 else width
        starts = [i for i, row in enumerate(screen) if first[:20] in row]
        assert starts, shown
        above = [row[:table_width] for row in screen[1 : starts[0] if width < 100 else height]]
        for name, total in zip(session.names, totals(session), strict=True):
            assert any(
                name in row and str(total) in re.sub(r"[<>]", " ", row.split(name, 1)[1]).split()
                for row in above
            ), (name, total, shown)


def test_la_linotte_final_screen_at_40x15_keeps_the_board_below_the_points(client):
    """LV-27: at 40×15 the final screen lost the board (the totals and the last dice took its
    rows). Now every player's points come first, in one line, then the whole board, whose
    lines the final list names; the dice, which no longer matter, are left out."""
    session = played_to_the_end(client, "linotte")
    screen = full.screen_text(client.app, 40, 15)
    shown = "\n".join(screen)
    view = session.state.view(0)
    points = next(i for i, row in enumerate(screen) if row.startswith("Points "))
    for name, total in zip(session.names, view["points"], strict=True):
        assert str(total) in screen[points].split(name, 1)[1].split()[:1], shown
    rows = [row.split() for row in screen[points + 2 : points + 7]]
    assert [row[0] for row in rows] == list("ABCDE"), shown
    for row, owners in zip(rows, view["board"], strict=True):
        pawns = [cell.strip("<>") for cell in row[1:] if cell.strip("<>") in ("W", "B")]
        assert pawns == ["W" if o == view["white"] else "B" for o in owners if o is not None]
    assert "threw" not in shown and " of 3" not in shown, shown
