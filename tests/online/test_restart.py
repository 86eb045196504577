"""A server killed with SIGKILL mid-game comes back with every table exactly as it was.

Issue #9: "Tables and their records live in SQLite in the server's data folder, written after
every action. A server killed with SIGKILL and restarted brings every table back exactly (the
record replays to the same state) and reconnecting clients go on."
"""

from __future__ import annotations

import asyncio

from accessiplay.online.testing import Client, ServerProcess
from tests.online.online_support import Player, seat_players, totals

TABLES = [("sixteen", 2, 1, 9), ("lueurs", 2, 0, 7), ("fairy-lights", 2, 1, 10)]


async def _quiet(players: list[Player]) -> None:
    """Wait until the table waits on a person: every update on its way has arrived."""
    for player in players:
        await player.client.drain(0.3)
        updates = [f for f in player.client.inbox if f["type"] == "update"]
        player.client.inbox.clear()
        if updates:
            player.last = updates[-1]


def test_every_table_continues_from_the_same_state_after_a_sigkill(tmp_path):
    """Three tables mid-game; SIGKILL; a new server on the same data; everyone sits back down."""
    first = ServerProcess(tmp_path / "data").start()
    try:

        async def before():
            tables = []
            for game, humans, bots, stop in TABLES:
                players = await seat_players(first.url, game, humans, bots, ("en", "fr", "es"))
                await asyncio.gather(*(p.play(stop_at=stop) for p in players))
                await _quiet(players)
                tables.append(players)
            return tables

        tables = asyncio.run(before())
        seen = {(p.table, p.seat): p.last for players in tables for p in players}
    finally:
        first.kill()
    second = ServerProcess(tmp_path / "data").start()
    try:

        async def after():
            back = []
            for players in tables:
                for player in players:
                    player.client = await Client.connect(second.url, f"Back {player.seat}")
                    seated = await player.client.request(
                        "join", table=player.table, seat=player.seat, token=player.token
                    )
                    assert seated["back"] is True, seated
                    back.append((player, await player.client.next("update")))
            played = await asyncio.gather(*(p.play() for players in tables for p in players))
            finals, n = [], 0
            for players in tables:
                finals.append(played[n : n + len(players)])
                n += len(players)
            return back, finals

        back, finals = asyncio.run(after())
    finally:
        second.stop()
    for player, update in back:
        before = seen[player.table, player.seat]
        assert update["turn"] == before["turn"]
        assert update["view"] == before["view"]
        assert update["legal"] == before["legal"]
        assert update["names"][player.seat] == ("Ana", "Bruno")[player.seat]
    for table in finals:
        assert all(f["over"] for f in table)
        assert len({tuple(totals(f)) for f in table}) == 1
