"""Issue #10, "Hear what you need when your turn starts": what a player is told as the call
"Your turn" comes, before the first question."""

from __future__ import annotations

import random

from test_every_game import play_by_keys

from accessiplay.core import get_game
from accessiplay.ui import flow


def test_fairy_lights_says_the_shop_by_colour_before_draw_or_take(client):
    """ "Fairy Lights: the shop (by colour) is said at the start of your turn, before 'Draw or
    take?'"."""
    flow.start_game(client.app, get_game("fairy-lights"), ["human", "normal"], seed=6)
    client.app.settle()
    calls = []
    for _ in range(40):
        said = client.press("enter")
        calls += [line for line in said if line.startswith("Your turn")]
    with_shop = [line for line in calls if "In the shop: " in line]
    assert with_shop, calls
    for line in with_shop:
        assert line.startswith("Your turn. In the shop: ")
        assert any(q in line for q in ("Draw or take?", "The shop is full: take."))
    assert any("Draw or take?" in line for line in with_shop)


def test_la_linotte_names_the_opponents_threats_at_the_start_of_a_turn(client):
    """ "the start of your turn names the opponent's threats": in a game against a bot, the
    start of our turns names cells where the bot would line up pawns."""
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=5)
    client.app.settle()
    play_by_keys(client, random.Random(5))
    threats = [line for line in client.speaker.texts if "Threat" in line]
    assert any("would give Ana" in line or "Ana's line of five" in line for line in threats)


def test_in_brief_a_bots_la_linotte_turn_is_one_line_and_its_throws_stay_in_the_history(
    make_client,
):
    """Issue #10: "Each bot's turn is summed up in one line in brief mode …, with the throws and
    keeps still in the history"."""
    client = make_client(verbose=False)
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=5)
    client.app.settle()
    play_by_keys(client, random.Random(5))
    said = client.speaker.texts
    assert any(line.startswith("Ana threw ") for line in said)
    assert not any(line.startswith("Ana, throw ") for line in said)
    kept = [entry[0] for entry in client.app.announcer.history.entries]
    assert any(line.startswith("Ana, throw 1: ") for line in kept)
