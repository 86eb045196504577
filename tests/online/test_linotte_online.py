"""La Linotte played to its end online through the client's own code, by keys.

The client engineer's note: "La Linotte online never played to the end (scripted)": Enter
alone on the dice list keeps or releases a die for ever. This player throws with R, throws
again once, chooses "Stop throwing" (the last item of the list, End then Enter) and places
on the first cell offered (Enter), as the rules screen says: "Stop throwing, the last item,
ends the throws; then choose a cell or Place nothing with Enter."
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

from accessiplay.online.testing import Client as Socket
from accessiplay.online.testing import ServerProcess
from accessiplay.ui import online
from accessiplay.ui.screens.game import GameScreen
from tests.online.online_support import Player
from tests.online.test_client_real_server import address, english, tick_until  # noqa: F401 (a fixture)
from tests.ui.conftest import Client


class Opponent:
    """Bruno, a scripted remote player in French in a thread: plays as the normal bot would."""

    def __init__(self, url: str, table: str) -> None:
        self.final: dict[str, Any] = {}
        self.heard: list[str] = []
        self.thread = threading.Thread(target=lambda: asyncio.run(self._play(url, table)))
        self.thread.start()

    async def _play(self, url: str, table: str) -> None:
        """Join seat 1 and play to the end of the game."""
        socket = await Socket.connect(url, "Bruno")
        seated = await socket.request("join", table=table)
        player = Player(socket, table, seated["seat"], "fr", seated["token"])
        self.final = await player.play()
        self.heard = player.heard
        await socket.close()


def keys_for(view: dict) -> tuple[str, ...]:
    """What this player presses on its turn, from the view it was told."""
    if view["phase"] == "place":
        return ("enter",)  # the first cell offered, or Place nothing
    if not view["dice"]:
        return ("r",)  # the turn's first throw
    if view["throws"] == 1:
        return ("r",)  # throw every die again
    return ("end", "enter")  # Stop throwing, the last item


def play_by_keys(client: Client, limit: float = 240.0) -> list[tuple[str, ...]]:
    """Press keys on each of this client's turns until it leaves the game screen."""
    pressed: list[tuple[str, ...]] = []
    end = time.monotonic() + limit
    while time.monotonic() < end:
        client.app.run_due()
        client.app.settle()
        screen = client.app.top()
        if not isinstance(screen, GameScreen):
            return pressed
        if screen.my_turn():
            keys = keys_for(client.app.online.session.state.update.view)
            client.press(*keys)
            pressed.append(keys)
        else:
            time.sleep(0.02)
    raise AssertionError("the game never ended:\n" + "\n".join(client.speaker.texts[-20:]))


def sit_with_bruno(client: Client, server: ServerProcess, game_id: str) -> Opponent:
    """Connect, create a two-human table of this game, and let Bruno take the other seat."""
    joined = online.connect(client.app, address(server))
    tick_until(client, lambda: client.top.title_id == "lobby-title", 20)
    seats = [{"kind": "human"}, {"kind": "human"}]
    joined.create(game_id, seats, private=False, bot_after=None)
    tick_until(client, lambda: isinstance(client.top, GameScreen), 20)
    return Opponent(server.url, client.top.session.table)


#: A table seed whose game offers this player a cell to place on.
PLACING_SEED = 1


def test_la_linotte_is_played_to_the_spoken_final_scores_through_the_client(tmp_path, english):  # noqa: F811
    """Issue #9: 'At the table it is the same game screen as local play ... fed by views and
    events from the server', here for a whole game of La Linotte against a real server."""
    # The dice are the server's: fixed, so that this game is one where the player places a pawn
    # (with unguessable dice about 1 game in 5 offered no cell, and the check below failed).
    server = ServerProcess(tmp_path / "data", seed=PLACING_SEED).start()
    try:
        bruno = sit_with_bruno(english, server, "linotte")
        pressed = play_by_keys(english)
        bruno.thread.join(30)
    finally:
        server.stop()
    assert ("end", "enter") in pressed and ("r",) in pressed and ("enter",) in pressed
    # Play-test: 'Online La Linotte says "Your turn, Player 1" again after every throw of your
    # own; played locally it does not.' Each turn is called once: it has one Stop throwing.
    calls = [line for line in english.said().splitlines() if line.startswith("Your turn")]
    assert len(calls) == pressed.count(("end", "enter")), calls
    final = bruno.final
    assert final["over"]
    totals = [sum(item[1] for item in sheet) for sheet in final["view"]["scores"]]
    said = english.said().splitlines()
    assert "Game over." in said
    end = said[said.index("Game over.") :]
    for who, total in zip(("You", "Bruno"), totals):
        unit = "point" if total == 1 else "points"
        assert any(line.startswith(f"{who} (") and f"): {total} {unit}" in line for line in end)
    high, low = max(totals), min(totals)
    if high == low:
        assert any(line.startswith(f"Tie at {high} point") for line in end), end
    else:
        winner = "You win" if totals[0] > totals[1] else "Bruno wins"
        unit = "point" if high == 1 else "points"
        assert any(
            line.startswith(f"{winner} with ") and line.endswith(f", {high} {unit} to {low}.")
            for line in end
        ), end
    assert bruno.final["view"]["winners"] == [totals.index(high)] or high == low
    assert bruno.heard, "Bruno heard the game in French"
