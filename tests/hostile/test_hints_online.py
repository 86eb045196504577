"""H and Shift+H at an online table, held down (1,000 presses each) on the seat's turn.

Only the server holds the whole game, so the client has nothing to search without reading
what the seat may not see: the keys say so in the player's language, every time, and send
nothing to the server, start no search and count no hint.
"""

from __future__ import annotations

import pytest

from accessiplay.ui.screens.game import GameScreen
from tests.online.test_client_session import UPDATES, deliver, make_client, online_client

__all__ = ["make_client"]  # the fixture, used by name below

NO_HINTS = {
    "fr": "Pas de conseil à une table en ligne\u00a0: un conseil demande la partie entière, "
    "et seul le serveur la connaît.",
}


@pytest.mark.parametrize("key", ["h", "H"])
def test_a_flood_of_hint_keys_at_an_online_table_sends_and_counts_nothing(make_client, key):
    client, online, link = online_client(make_client)
    mine = next(u for u in UPDATES if u["legal"] and u["turn"] > 0)
    deliver(client, online, mine)
    screen = client.top
    assert isinstance(screen, GameScreen) and screen.my_turn()
    sent = list(link.sent)
    for _ in range(1000):
        assert client.press(key) == [NO_HINTS["fr"]]
    assert link.sent == sent
    assert screen.hint_job is None and screen.session.hints_asked == 0
    assert screen.my_turn() and client.top is screen
