"""Whole games through a real server: each of the five games, remote players and a bot.

Issue #9: "a full game of each of the five games with two or three remote humans (scripted)
and a bot, each client in a different language, ending with the same final scores on every
client." La Linotte is a two-player game: two remote players and no bot.
"""

from __future__ import annotations

import asyncio

import pytest

from accessiplay.online.limits import Limits
from tests.online.online_support import seat_players, totals, within_the_rate

TABLES = [
    ("sixty-one", 2, 1),
    ("lueurs", 3, 1),
    ("fairy-lights", 2, 1),
    ("sixteen", 3, 1),
    ("linotte", 2, 0),
]


@pytest.mark.parametrize(("game", "humans", "bots"), TABLES)
def test_a_whole_game_ends_with_the_same_scores_on_every_client(server, game, humans, bots):
    """Every client hears its game in its own language and ends with the same scores."""

    async def scenario():
        players = await seat_players(server.url, game, humans, bots, ("en", "fr", "es"))
        finals = await asyncio.gather(*(p.play() for p in players))
        for player in players:
            await player.client.close()
        return players, finals

    players, finals = asyncio.run(scenario())
    assert all(f["over"] for f in finals)
    assert len({tuple(totals(f)) for f in finals}) == 1
    assert len({tuple(f["view"]["winners"]) for f in finals}) == 1
    assert len({f["turn"] for f in finals}) == 1
    for player in players:
        assert player.heard, "every client hears the game"
        errors = [f for f in player.client.frames if f["type"] == "error"]
        assert errors == []
        # docs/protocol.md: "30 frames a second on average, bursts of 60 (`rate-limited` past
        # that)": a scripted player faster than that is refused on a quick machine (the flake).
        assert within_the_rate(player.sent_at, Limits())
        assert player.sent_at, "every player moved"


def test_the_rate_check_catches_a_player_faster_than_the_limit():
    """The check above fails for 91 frames sent in one second (burst 60 plus 30 a second)."""
    limits = Limits()
    assert not within_the_rate([n / 91 for n in range(91)], limits)
    assert within_the_rate([n / 89 for n in range(89)], limits)
