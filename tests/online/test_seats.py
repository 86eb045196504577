"""Seats and tokens: a dropped player takes their seat back; nobody else can.

Issue #9: "Joining a seat gives a secret seat token... takes its seat back with the token;
nobody without the token can take that seat. The table waits for a missing human; its creator
may let a bot play the seat after a delay they choose."
"""

from __future__ import annotations

import asyncio

from accessiplay.online.testing import Client
from tests.online.online_support import Player, seat_players, totals


async def _kill(player: Player) -> None:
    """The client dies: its socket is cut without a closing handshake."""
    player.client.ws.transport.abort()
    await asyncio.sleep(0.05)


def test_a_killed_client_comes_back_with_its_token_and_a_stranger_is_refused(server):
    """Mid-game Bruno's client dies; the table waits; a stranger cannot sit; Bruno comes back."""

    async def scenario():
        ana, bruno = await seat_players(server.url, "sixteen", 2, 1, ("en", "fr"))
        stop = 12
        await asyncio.gather(ana.play(stop_at=stop), bruno.play(stop_at=stop))
        await _kill(bruno)
        dropped = await ana.client.next("presence", what="dropped")
        stranger = await Client.connect(server.url, "Eve")
        refused = await stranger.request("join", table=ana.table, seat=1)
        guessed = await stranger.request("join", table=ana.table, seat=1, token="A" * 32)
        # The table waits: whatever Ana may still do, the game stops at Bruno's turn.
        back = await Client.connect(server.url, "Bruno")
        seated = await back.request("join", table=ana.table, seat=1, token=bruno.token)
        bruno.client = back
        news = await ana.client.next("presence", what="back")
        finals = await asyncio.gather(ana.play(), bruno.play())
        for client in (ana.client, back, stranger):
            await client.close()
        return dropped, refused, guessed, seated, news, finals

    dropped, refused, guessed, seated, news, finals = asyncio.run(scenario())
    assert (dropped["seat"], dropped["name"]) == (1, "Bruno")
    assert refused["id"] == "online-error-bad-token"
    assert guessed["id"] == "online-error-bad-token"
    assert (seated["type"], seated["seat"], seated["back"]) == ("seated", 1, True)
    assert news["seat"] == 1
    assert finals[0]["over"] and totals(finals[0]) == totals(finals[1])


def test_the_table_waits_then_a_bot_plays_for_the_missing_player_until_they_return(server):
    """With bot_after, a bot plays the away seat after the delay; the token takes it back."""

    async def scenario():
        ana, bruno = await seat_players(server.url, "sixty-one", 2, 0, ("en", "es"), bot_after=1)
        await asyncio.gather(ana.play(stop_at=6), bruno.play(stop_at=6))
        await _kill(bruno)
        await ana.client.next("presence", what="dropped")
        standin = await ana.client.next("presence", what="bot", timeout=10)
        # Ana plays on against the stand-in for a while.
        await ana.play(stop_at=ana.last["turn"] + 8)
        back = await Client.connect(server.url, "Bruno")
        seated = await back.request("join", table=ana.table, seat=1, token=bruno.token)
        bruno.client = back
        first = await back.next("update")
        finals = await asyncio.gather(ana.play(), bruno.play())
        await ana.client.close()
        await back.close()
        return standin, seated, first, finals

    standin, seated, first, finals = asyncio.run(scenario())
    assert standin["seat"] == 1
    assert seated["back"] is True
    assert first["seats"][1]["standin"] is False and first["seats"][1]["connected"] is True
    assert finals[0]["over"] and totals(finals[0]) == totals(finals[1])


def test_a_seat_held_by_a_connected_player_cannot_be_taken(server):
    """Even with a token, a seat whose player is connected is theirs."""

    async def scenario():
        ana, bruno = await seat_players(server.url, "fairy-lights", 2, 0, ("en",))
        eve = await Client.connect(server.url, "Eve")
        taken = await eve.request("join", table=ana.table, seat=1, token=bruno.token)
        full = await eve.request("join", table=ana.table)
        watching = await eve.request("spectate", table=ana.table)
        view = await eve.next("update")
        for client in (ana.client, bruno.client, eve):
            await client.close()
        return taken, full, watching, view

    taken, full, watching, view = asyncio.run(scenario())
    assert taken["id"] == "online-error-seat-taken"
    assert full["id"] == "online-error-no-free-seat"
    assert watching["type"] == "watching"
    assert view["seat"] is None and view["legal"] == []


def test_without_bot_after_the_table_waits_for_the_missing_player(server):
    """Bruno's client dies on his turn: nobody plays for him, the table stays as it was."""

    async def scenario():
        ana, bruno = await seat_players(server.url, "sixteen", 2, 0, ("en", "es"))

        def brunos_turn(update):
            return update["turn"] >= 4 and update["acting"] == [1]

        await asyncio.gather(ana.play(until=brunos_turn), bruno.play(until=brunos_turn))
        waiting = bruno.last
        await _kill(bruno)
        await ana.client.next("presence", what="dropped")
        await asyncio.sleep(1.5)
        watcher = await Client.connect(server.url, "Wendy")
        await watcher.request("spectate", table=ana.table)
        seen = await watcher.next("update")
        await ana.client.drain(0.1)
        updates = [f for f in ana.client.inbox if f["type"] == "update"]
        for client in (ana.client, watcher):
            await client.close()
        return waiting, seen, updates

    waiting, seen, updates = asyncio.run(scenario())
    assert seen["turn"] == waiting["turn"] and seen["acting"] == [1]
    assert seen["seats"][1] == {
        "kind": "human",
        "level": None,
        "connected": False,
        "standin": False,
        "seated": True,
    }
    assert updates == []
