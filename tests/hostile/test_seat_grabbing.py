"""One connection taking every seat of a waiting table (attacker play-test, session 20).

Issue #9: "nobody without the token can take that seat", and a player's seat stays theirs
after `leave` or a dropped connection (docs/protocol.md). Before the game starts there is
nothing to come back to, yet the seat was kept: Mallory joined and left a waiting table twice
and held all its seats, the game started with nobody at them, and Bruno could not sit. Now a
seat left or dropped before the start is free again; once the game has started it is kept.
"""

from __future__ import annotations

import asyncio

import pytest

from accessiplay.online.testing import Client, ServerProcess

CYCLES = 30


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    """One real server for the module (127.0.0.1, a throwaway data folder, stopped by pid)."""
    server = ServerProcess(tmp_path_factory.mktemp("seat-grab")).start()
    try:
        yield server.url
    finally:
        server.stop()


async def _waiting_table(url: str, seats: int) -> tuple[Client, str]:
    """Ana's new Sixteen table, every other seat for people."""
    ana = await Client.connect(url, "Ana")
    made = await ana.request("create", game="sixteen", seats=[{"kind": "human"}] * seats)
    return ana, made["table"]


def test_joining_and_leaving_again_and_again_holds_no_seat(url):
    """Mallory joins and leaves 30 times: each time the seat comes back; Bruno then sits at
    seat 1, the table still waits for its third player, and the list shows one free seat."""

    async def scenario():
        ana, table = await _waiting_table(url, 3)
        mallory = await Client.connect(url, "Mallory")
        answers = []
        for _ in range(CYCLES):
            answers.append(await mallory.request("join", table=table))
            await mallory.request("leave", table=table)
            await asyncio.sleep(0.07)  # under the rate limit: a patient attacker
        bruno = await Client.connect(url, "Bruno")
        seated = await bruno.request("join", table=table)
        listed = await ana.request("list")
        for client in (ana, mallory, bruno):
            await client.close()
        return answers, seated, next(t for t in listed["tables"] if t["table"] == table)

    answers, seated, listed = asyncio.run(scenario())
    assert [a["seat"] for a in answers] == [1] * CYCLES
    assert (seated["type"], seated["seat"]) == ("seated", 1)
    assert listed["free"] == [2] and not listed["started"]


def test_connections_that_join_and_drop_hold_no_seat_but_a_blip_gets_its_seat_back(url):
    """Five connections each join and vanish: no seat kept. Bruno's own connection drops
    before the start; coming back with his kept seat and token he sits there again."""

    async def scenario():
        ana, table = await _waiting_table(url, 3)
        for _ in range(5):
            ghost = await Client.connect(url, "Mallory")
            await ghost.request("join", table=table)
            ghost.ws.transport.abort()
            await ana.next("presence", what="dropped")
        bruno = await Client.connect(url, "Bruno")
        first = await bruno.request("join", table=table)
        bruno.ws.transport.abort()
        await ana.next("presence", what="dropped")
        again = await Client.connect(url, "Bruno")
        back = await again.request("join", table=table, seat=first["seat"], token=first["token"])
        for client in (ana, again):
            await client.close()
        return first, back

    first, back = asyncio.run(scenario())
    assert first["seat"] == 1
    assert (back["type"], back["seat"]) == ("seated", 1)


def test_once_started_a_left_seat_is_still_kept_for_its_token(url):
    """The protocol's promise holds in play: Bruno leaves a started game, Eve cannot take
    his seat, his token takes it back."""

    async def scenario():
        ana, table = await _waiting_table(url, 2)
        bruno = await Client.connect(url, "Bruno")
        mine = await bruno.request("join", table=table)
        await bruno.request("leave", table=table)
        eve = await Client.connect(url, "Eve")
        refused = await eve.request("join", table=table)
        back = await bruno.request("join", table=table, seat=1, token=mine["token"])
        for client in (ana, bruno, eve):
            await client.close()
        return refused, back

    refused, back = asyncio.run(scenario())
    assert refused["id"] == "online-error-no-free-seat"
    assert (back["seat"], back["back"]) == (1, True)
