"""Scripted remote players for the online tests: each plays from its own frames only.

A player decides as the `normal` bot would from its own view and legal actions (the frames it
received are all it knows), and hears every event through the game's presenter in its own
language, strictly: a message missing in French or Spanish fails the test.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

from accessiplay.core import get_game
from accessiplay.i18n import Localizer
from accessiplay.online.limits import Bucket, Limits
from accessiplay.online.protocol import decode_event, decode_game_action
from accessiplay.online.testing import Client
from accessiplay.present import Ctx

#: A scripted player keeps under the rate docs/protocol.md promises (30 frames a second, bursts
#: of 60), with room for the frames it sent before playing and for the server reading several
#: of its frames at once. Unpaced, a fast Linotte game sent 86 acts in 1.2 s and came within
#: 16 frames of `rate-limited`: the flake of test_full_games[linotte-2-0].
PACE = Bucket(Limits().rate, Limits().burst - 20)


class Player:
    """One remote player at one table."""

    def __init__(self, client: Client, table: str, seat: int, lang: str, token: str) -> None:
        self.client = client
        self.table = table
        self.seat = seat
        self.token = token
        self.tr = Localizer(lang, strict=True)
        self.heard: list[str] = []
        self.last: dict[str, Any] | None = None
        self.rng = random.Random(seat)
        self.pace = Bucket(PACE.rate, PACE.burst)
        #: When each act left (monotonic seconds): the tests check them against the limit.
        self.sent_at: list[float] = []

    def hear(self, update: dict[str, Any]) -> None:
        """Say each event of the update as this player's client would."""
        game = get_game(update["view"]["game"])
        presenter = game.presenter()
        names = [n or f"Bot {i}" for i, n in enumerate(update["names"])]
        ctx = Ctx(update["view"], self.seat, names)
        for step in update["steps"]:
            for data in step["events"]:
                for line in presenter.event(ctx, decode_event(game, data)):
                    self.heard.append(self.tr(line.msg))

    def choose(self, update: dict[str, Any]) -> dict[str, Any]:
        """The normal bot's move from this seat's own view and legal actions."""
        game = get_game(update["view"]["game"])
        legal = [decode_game_action(game, a) for a in update["legal"]]
        action = game.bot("normal")(update["view"], legal, self.rng)
        return update["legal"][legal.index(action)]

    async def play(
        self, stop_at: int | None = None, until: Callable[[dict[str, Any]], bool] | None = None
    ) -> dict[str, Any]:
        """Play until the game is over (or the table's turn reaches `stop_at`); the last update.

        After a move the player waits to hear it applied (or refused) before deciding again,
        as a client must: an update already on its way may still show it to act. A player
        who stopped at `stop_at` starts again from the last update it had.
        """
        waiting: int | None = None
        resume = self.last
        while True:
            frame = resume or await self.client.next(None, timeout=60)
            heard = frame is resume
            resume = None
            if frame["type"] == "error" and frame.get("ref") == waiting:
                # Stale: the update it decided from was overtaken; the next one says more.
                assert frame["id"] == "online-error-stale", frame
                waiting = None
                continue
            if frame["type"] != "update" or frame["table"] != self.table:
                continue
            update = self.last = frame
            if not heard:
                self.hear(update)
            if any(step["seat"] == self.seat for step in update["steps"]):
                waiting = None
            if update["over"] or (stop_at is not None and update["turn"] >= stop_at):
                return update
            if until is not None and until(update):
                return update
            if update["legal"] and waiting is None:
                await self.keep_to_the_rate()
                waiting = await self.client.send(
                    "act", table=self.table, turn=update["turn"], action=self.choose(update)
                )

    async def keep_to_the_rate(self) -> None:
        """Wait for a token as a well-behaved client would, rather than be refused."""
        while not self.pace.take():
            await asyncio.sleep(1 / self.pace.rate)
        self.sent_at.append(time.monotonic())


def within_the_rate(times: list[float], limits: Limits) -> bool:
    """Whether frames sent at these times all fit the server's token bucket."""
    tokens, last = float(limits.burst), times[0] if times else 0.0
    for at in times:
        tokens = min(limits.burst, tokens + (at - last) * limits.rate) - 1
        last = at
        if tokens < 0:
            return False
    return True


def totals(update: dict[str, Any]) -> list[int]:
    """Every seat's total from a final view (every score is known once the game is over)."""
    return [sum(item[1] for item in sheet) for sheet in update["view"]["scores"]]


async def seat_players(
    url: str, game: str, humans: int, bots: int, langs: tuple[str, ...], **options: Any
) -> list[Player]:
    """A table of `humans` remote players (the first creates it) and `bots` normal bots."""
    names = ["Ana", "Bruno", "Chloé", "Dario"]
    clients = [await Client.connect(url, names[i]) for i in range(humans)]
    seats = [{"kind": "human"}] * humans + [{"kind": "bot", "level": "normal"}] * bots
    created = await clients[0].request("create", game=game, seats=seats, **options)
    assert created["type"] == "created", created
    table = created["table"]
    first = await clients[0].next("seated")
    players = [Player(clients[0], table, 0, langs[0], first["token"])]
    for n, client in enumerate(clients[1:], start=1):
        seated = await client.request("join", table=table)
        assert seated["type"] == "seated" and seated["seat"] == n, seated
        players.append(Player(client, table, n, langs[n % len(langs)], seated["token"]))
    return players
