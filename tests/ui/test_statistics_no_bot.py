"""Statistics of a game among humans only: someone at the keyboard always wins it, so it is
neither won nor lost (play-test: two friends' La Linotte was counted "1 won")."""

from __future__ import annotations

import json

import pytest

from accessiplay import statistics
from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen

#: The Statistics item of the main menu, reached with Down five times.
MENU_ITEM = {
    "en": "Statistics, 6 of 8",
    "fr": "Statistiques, 6 sur 8",
    "es": "Estadísticas, 6 de 8",
}


def _open(client) -> list[str]:
    """Statistics chosen in the main menu with the arrows and Enter; what it said on opening."""
    assert client.press(*["down"] * 5)[-1] == MENU_ITEM[client.app.lang]
    return client.press("enter")


def _play_two_humans_to_the_end(client) -> None:
    """Two humans at one keyboard play Sixty-One, Enter on every step and every hand-over."""
    flow.start_game(client.app, get_game("sixty-one"), ["human", "human"], seed=4)
    client.app.settle()
    for _ in range(3000):
        if not any(isinstance(s, GameScreen) for s in client.app.stack):
            return
        if client.top.title_id == "ui-title-final":
            return
        client.press("enter")
    raise AssertionError("the game did not end")


def test_a_game_of_two_humans_at_one_keyboard_is_played_but_not_won(make_client):
    """Play-test (en), Statistics after two humans' game: "La Linotte: 1 game played, 1 won, 0 won
    without a hint", though nobody at that keyboard played against anyone else. It is counted
    as played among humans only, and no "won" is said of it."""
    _play_two_humans_to_the_end(make_client())
    entry = json.loads(statistics.stats_path().read_text())["sixty-one"]
    assert (entry["played"], entry["no_bot"], entry["won"]) == (1, 1, 0)
    assert _open(make_client()) == [
        "Statistics. Sixty-One: 1 game played, 1 of them with no bot, no hints asked, 1 of 1"
    ]


MIXED = {
    "en": "Statistics. La Linotte: 3 games played, 2 of them with no bot, 1 won, "
    "1 won without a hint, no hints asked, 1 of 1",
    "fr": "Statistiques. La Linotte\u00a0: 3 parties jouées, dont 2 sans robot, une gagnée, "
    "une gagnée sans conseil, aucun conseil demandé, 1 sur 1",
    "es": "Estadísticas. La Linotte: 3 partidas jugadas, 2 de ellas sin bots, una ganada, "
    "una ganada sin pedir consejo, nunca pediste consejo, 1 de 1",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_games_with_no_bot_are_said_apart_from_those_won_against_one(make_client, lang):
    """Two games among friends and one won against a bot: the line says how many had no bot,
    and the wins are of the game played against the bot."""
    statistics.record_game("linotte", None, no_bot=True)
    statistics.record_game("linotte", None, no_bot=True)
    statistics.record_game("linotte", None, won=True)
    assert _open(make_client(lang)) == [MIXED[lang]]
