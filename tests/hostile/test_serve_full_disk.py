"""A disk that fills up (or turns read-only) under `accessiplay serve` while tables play.

Attacker play-test (session 27): under a file size limit of 40 kB the tables file stopped
taking writes a few moves into a Sixty-One game; the bot's move failed to be stored, its task
died ('table … stopped', an English traceback on stderr) and the table never moved again: the
player waited for ever and nobody was told. Now the game goes on from memory, the operator hears
once, in their language, that the tables are not being written, and the moves wait in order
for the disk to take them.
"""

from __future__ import annotations

import asyncio
import os
import re
import resource
import signal
import sqlite3
import subprocess
import sys

import pytest
from hostile_support import ROOT

from accessiplay.i18n import Localizer
from accessiplay.online.serve import kept_patiently
from accessiplay.online.store import SqliteStore
from accessiplay.online.store_patience import PatientStore
from accessiplay.online.testing import Client

#: Bytes any file of the server may grow to: the tables' write-ahead log passes it within a few
#: moves, as a full disk would refuse them.
LIMIT = 40_000
FAILING = {
    "en": "The tables cannot be written in {} (the disk is full or refuses writing): the games "
    "go on, and their moves will be written as soon as there is room. Make room there before "
    "stopping the server, or the moves played since are lost.",
    "fr": "Impossible d'écrire les tables dans {} (le disque est plein ou refuse l'écriture)\u00a0"
    ": les parties continuent, et leurs coups seront écrits dès qu'il y aura de la place. "
    "Libérez de la place avant d'arrêter le serveur, sinon les coups joués depuis seront perdus.",
    "es": "No se pueden escribir las mesas en {} (el disco está lleno o no admite escritura): "
    "las partidas siguen y sus jugadas se escribirán en cuanto haya sitio. Libera espacio antes "
    "de detener el servidor, o se perderán las jugadas hechas desde entonces.",
}
AGAIN = {
    "en": "The tables are written in {} again: no move was lost.",
    "fr": "Les tables sont de nouveau écrites dans {}\u00a0: aucun coup n'a été perdu.",
    "es": "Las mesas vuelven a escribirse en {}: no se ha perdido ninguna jugada.",
}


def _limited() -> None:
    """In the child: no file past LIMIT bytes (as on a full disk)."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


async def _play(url: str) -> tuple[list[int], bool]:
    """Ana against an easy bot at Sixty-One, to its end: the turn of each update that gave her
    moves, and whether the game ended."""
    ana = await Client.connect(url, "Ana")
    seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
    table = (await ana.request("create", game="sixty-one", seats=seats))["table"]
    turns: list[int] = []
    try:
        while len(turns) < 200:
            update = await ana.next("update", timeout=20)
            if update["view"]["over"]:
                return turns, True
            if update["legal"]:
                turns.append(update["turn"])
                await ana.send("act", table=table, turn=update["turn"], action=update["legal"][0])
    finally:
        await ana.close()
    return turns, False


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_full_disk_while_serving_is_said_once_and_the_game_goes_on(tmp_path, lang):
    """A whole game under the limit: played to its end, the operator told once."""
    data = tmp_path / "tables"
    env = dict(os.environ, ACCESSIPLAY_HOME=str(tmp_path / "home"), PYTHONUNBUFFERED="1")
    command = [sys.executable, "-m", "accessiplay", "--lang", lang, "serve", "--port", "0"]
    server = subprocess.Popen(
        [*command, "--data", str(data)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
        preexec_fn=_limited,
    )
    try:
        port = re.search(r":(\d+)\. ", server.stdout.readline()).group(1)
        turns, over = asyncio.run(_play(f"ws://127.0.0.1:{port}"))
    finally:
        os.kill(server.pid, signal.SIGTERM)
        _, errors = server.communicate(timeout=20)
    assert over and len(turns) > 20, "every move answered, the bot's too, to the end"
    assert errors.splitlines() == [FAILING[lang].format(data)]


class Refusing(SqliteStore):
    """A tables file on a disk that is full until told otherwise."""

    full = False

    def add_action(self, table_id, n, seat, action) -> None:
        if self.full:
            raise sqlite3.OperationalError("database or disk is full")
        super().add_action(table_id, n, seat, action)


def test_moves_the_disk_refused_are_written_in_order_once_there_is_room(tmp_path):
    """Three moves refused, then room made: the fourth write brings all four, in order, and
    the operator hears that the disk took them."""
    disk = Refusing(tmp_path / "tables.sqlite3")
    heard: list[str] = []
    store = PatientStore(disk, lambda: heard.append("failing"), lambda: heard.append("again"))
    store.save_table("t1", {"game": "sixty-one"})
    store.add_action("t1", 0, 0, {"t": "A"})
    disk.full = True
    for n in (1, 2, 3):
        store.add_action("t1", n, 0, {"t": "A", "n": n})
    assert heard == ["failing"]
    disk.full = False
    store.add_action("t1", 4, 1, {"t": "B"})
    assert heard == ["failing", "again"]
    store.close()
    (kept,) = SqliteStore(tmp_path / "tables.sqlite3").load_tables()
    assert kept.actions == [
        (0, {"t": "A"}),
        (0, {"t": "A", "n": 1}),
        (0, {"t": "A", "n": 2}),
        (0, {"t": "A", "n": 3}),
        (1, {"t": "B"}),
    ]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_operator_hears_when_the_disk_refuses_and_when_it_takes_the_moves_again(tmp_path, lang):
    """The two lines `serve` says on stderr, word for word, as the disk fills and is emptied."""
    tr = Localizer(lang)
    heard: list[str] = []
    disk = Refusing(tmp_path / "tables.sqlite3")
    store = kept_patiently(
        disk, tmp_path, lambda message, **fields: heard.append(tr(message, **fields))
    )
    store.save_table("t1", {"game": "sixty-one"})
    disk.full = True
    store.add_action("t1", 0, 0, {"t": "A"})
    store.add_action("t1", 1, 1, {"t": "B"})
    disk.full = False
    store.add_action("t1", 2, 0, {"t": "C"})
    store.close()
    assert heard == [FAILING[lang].format(tmp_path), AGAIN[lang].format(tmp_path)]
