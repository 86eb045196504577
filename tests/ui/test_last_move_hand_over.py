"""Play-test LV-23 (issue #12, two humans at one keyboard): against a bot the tiles it just laid
are drawn lit, "<12><13><14>", but the other human's were never lit, neither on the hand-over
screen nor once the next player took the keyboard, and the pane is empty at the hand-over: the
table said nothing of what Player 1 did. The light now shows the other human's move, drawn
from what the onlooker and the next holder could already see, and never lights a hand."""

from __future__ import annotations

import re

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen
from tests.ui.test_last_move import lit, screen


def movers(session) -> list[int]:
    """The seats that moved so far, in order (chance's steps aside)."""
    return [who for who, _ in session.record.actions if who >= 0]


def laid_by_last_move(session, seat: int) -> list[str]:
    """The tiles seat's last move laid, row by row, as the rows draw them."""
    actions = session.record.actions
    last = max(i for i, (who, _) in enumerate(actions) if who == seat)
    before = session.game.new_state(len(session.seats), session.record.options)
    for who, action in actions[:last]:
        before.apply(who, action)
    then, now = before.view(None)["rows"], session.state.view(None)["rows"]
    return [str(t) for c in now for t in now[c][len(then[c]) :]]


def _sixteen_at_the_first_hand_over_after_a_move(client):
    """Two humans at Sixteen, seed 7, Enter until the keyboard changes hands after a move."""
    flow.start_game(client.app, get_game("sixteen"), ["human", "human"], seed=7)
    client.app.settle()
    game = next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))
    while client.top.title_id != "ui-title-hand-over" or not movers(game.session):
        client.press("enter")
    return game, game.session


def test_sixteen_the_other_humans_tiles_are_lit_at_the_hand_over_and_after(client):
    """Player 1 lays tiles: the hand-over screen lights them on their row (and draws no hand);
    Player 2, keyboard taken, sees the same tiles lit and nothing of their own hand lit."""
    game, session = _sixteen_at_the_first_hand_over_after_a_move(client)
    assert movers(session) == [0], "Player 1 moved, then the keyboard goes to Player 2"
    laid = laid_by_last_move(session, 0)
    assert laid, "Player 1 laid tiles"
    for width, height in ((120, 40), (40, 15)):
        shown = screen(client, width, height)
        assert lit(shown) == laid, shown
    client.press("enter")
    assert game.holder == 1
    shown = screen(client)
    assert lit(shown) == laid, shown
    hand = shown.split("Your hand", 1)[1].split("Points", 1)[0]
    assert "<" not in hand, shown


def test_sixteen_at_40x15_the_focused_row_lights_the_other_players_new_tiles(client):
    """LV-25: at 40×15, Player 2 choosing the red row saw '[Re] 1  2  3  12  13 [14]', the
    tiles Player 1 just laid unlit: the light was found from the table drawn unfocused, where
    a narrow Sixteen table draws only each row's top tile. Now the focused row lights them,
    '<12><13>', the focused tile bracketed."""
    _, session = _sixteen_at_the_first_hand_over_after_a_move(client)
    laid = laid_by_last_move(session, 0)
    # The keyboard taken, then 'Place tiles': the rows are offered, the red one focused.
    client.press("enter", "enter")
    shown = screen(client, 40, 15)
    row = next(r for r in shown.splitlines() if r.startswith("[Re]"))
    drawn = re.findall(r"[<\[]([^<>\[\]]+)[>\]]", row)[1:]
    assert drawn[-len(laid) :] == laid, shown
    assert lit(row) == [t for t in laid if f"[{t}]" not in row], shown
    assert lit(row), shown
