"""How the server plays a table on: chance and bots act until a person must, a missing player's
stand-in bot, and each action stored then told to every connection in its own update.

Mixed into `Server`, which holds the tables, connections, store and bot threads.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from typing import TYPE_CHECKING

from accessiplay.core import CHANCE
from accessiplay.online.protocol import encode_game_action, frame
from accessiplay.online.tables import Table
from accessiplay.session import Step

if TYPE_CHECKING:
    from accessiplay.online.connection import Connection
    from accessiplay.online.store import TableStore

log = logging.getLogger("accessiplay.online")


class TablePlay:
    """The playing half of the server; `Server` provides what is declared here."""

    if TYPE_CHECKING:
        tables: dict[str, Table]
        conns: dict[int, Connection]
        store: TableStore
        locks: dict[str, asyncio.Lock]
        running: set[str]
        pool: concurrent.futures.ThreadPoolExecutor
        tasks: set[asyncio.Task[None]]

    def _stand_in_later(self, table: Table, seat: int) -> None:
        """If the table allows it, let a bot play this seat once its player is away long enough."""
        if table.bot_after is None or table.over:
            return
        asyncio.get_running_loop().call_later(
            table.bot_after + 0.01, self._stand_in, table.id, seat
        )

    def _stand_in(self, table_id: str, seat: int) -> None:
        """The delay passed: a bot plays the seat if its player is still away."""
        table = self.tables.get(table_id)
        if table is None or table.bot_after is None:
            return
        place = table.places[seat]
        away = place.away_since
        if place.conn is not None or away is None or place.standin:
            return
        if time.monotonic() - away < table.bot_after:
            return
        place.standin = True
        news = frame("presence", table=table.id, seat=seat, name=place.name, what="bot")
        for other, _ in table.connections():
            if other in self.conns:
                self.conns[other].send(news)
        self._kick(table)

    def _commit(
        self, table: Table, step: Step, answer: tuple[int, int | None] | None = None
    ) -> None:
        """Store the action just applied, then send each connection its own update.

        `answer` is the (connection, ref) of the `act` that made the step: its update is the
        answer to that request and carries its ref.
        """
        self.store.add_action(table.id, table.turn - 1, step.seat, encode_game_action(step.action))
        # Watchers (and a seat's list unchanged) share one frame: made once, sent to each.
        made: dict[tuple[int | None, int | None, str], tuple[str, str]] = {}
        for conn_id, seat in table.connections():
            conn = self.conns.get(conn_id)
            if conn is None:
                continue
            ref = answer[1] if answer is not None and answer[0] == conn_id else None
            known = conn.legal_sent.get(table.id, "")
            key = (seat, ref, known)
            if key not in made:
                made[key] = table.update(seat, [step], ref, known)
            text, conn.legal_sent[table.id] = made[key]
            conn.send(text)

    def _send_update(
        self,
        conn: Connection,
        table: Table,
        seat: int | None,
        steps: list[Step],
        ref: int | None = None,
    ) -> None:
        """One connection's update; its legal moves only when they changed since its last one."""
        text, legal = table.update(seat, steps, ref, conn.legal_sent.get(table.id, ""))
        conn.legal_sent[table.id] = legal
        conn.send(text)

    def _kick(self, table: Table) -> None:
        """Make sure chance and bots play at this table if the game waits on them."""
        if table.id in self.running or table.waiting_on()[0] not in ("chance", "bot"):
            return
        self.running.add(table.id)
        task = asyncio.create_task(self._run(table))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _run(self, table: Table) -> None:
        """Let chance and bots act until a person must (bots think in a worker thread)."""
        loop = asyncio.get_running_loop()
        try:
            while True:
                async with self.locks[table.id]:
                    what, seat = table.waiting_on()
                    if what == "chance":
                        session = table.session
                        step = session.auto_step(save=False)
                        assert step is not None and step.seat == CHANCE
                        table.last_acted[CHANCE] = table.turn - 1
                    elif what == "bot" and seat is not None:
                        level = table.bot_for(seat) or "normal"
                        choice = table.session.bot_choice
                        action = await loop.run_in_executor(self.pool, choice, seat, level)
                        step = table.commit(seat, action)
                    else:
                        return
                    self._commit(table, step)
                await asyncio.sleep(0)
        except Exception:
            log.exception("table %s stopped", table.id)
        finally:
            self.running.discard(table.id)
