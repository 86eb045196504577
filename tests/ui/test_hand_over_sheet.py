"""LV-24, two humans at one keyboard at 40×15: the hand-over screen drew the last holder's sheet
with nothing naming it, over "Player 2, your turn. Take the keyboard". It now draws the sheet of
the player called to the keyboard (the one their next screen shows, from what anyone may see),
and the other sheet's line carries the other player's name."""

from __future__ import annotations

import re

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full
from accessiplay.ui.screens.game import GameScreen

#: The other player's line at 40×15, as each game draws it: 16 lueurs' garlands after the
#: name, or under it when a long name leaves them no room (LV-28).
OTHER = {"lueurs": r"^{name}( Re |\s*$)", "sixty-one": r"^Leaves \({name}\)"}
#: The start of a row of the sheet drawn first: its garlands, its leaf row.
OWN = {"lueurs": r"Re ", "sixty-one": r" ?Leaves (?!\()"}


def unlit(rows: list[str]) -> list[str]:
    """Screen rows without the light or focus brackets and their spaces, to compare sheets."""
    return [re.sub(r"[<>\[\]\s]", "", row) for row in rows]


def drawn_as_other(game_id: str, name: str, rows: list[str]) -> bool:
    """Whether a row draws this player's sheet as the other player's."""
    pattern = OTHER[game_id].format(name=re.escape(name))
    return any(re.search(pattern, row) for row in rows)


@pytest.mark.parametrize("game_id", list(OTHER))
def test_the_hand_over_draws_the_called_players_sheet(client, game_id):
    """At each hand-over of the first rounds: the other player's line names the one who is not
    called, none names the called one, and the sheet drawn first is the one the called player
    sees once the keyboard is taken (the same garlands or areas, written alike)."""
    flow.start_game(client.app, get_game(game_id), ["human", "human"], seed=7)
    client.app.settle()
    game = next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))
    names = game.session.names
    calls = 0
    for _ in range(40):
        if client.top.title_id != "ui-title-hand-over":
            client.press("enter")
            continue
        called = client.top.next_seat
        shown = full.screen_text(client.app, 40, 15)
        text = "\n".join(shown)
        assert drawn_as_other(game_id, names[1 - called], shown), text
        assert not drawn_as_other(game_id, names[called], shown), text
        client.press("enter")
        assert game.holder == called
        taken = unlit(full.screen_text(client.app, 40, 15))
        # The first sheet's garlands (or leaf row) under the call are the called player's,
        # as their own screen shows them once the keyboard is taken.
        own = next(row for row in shown if re.match(OWN[game_id], row))
        assert unlit([own])[0] in taken, (text, taken)
        calls += 1
    assert calls >= 4, calls
