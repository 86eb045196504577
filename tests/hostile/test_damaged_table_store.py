"""A server's tables file damaged on disk: the operator hears which file and what to do, or
the one damaged table is left out; never a traceback, never the other tables lost.

Attack brief for issue #9: 'a damaged SQLite file or unwritable --data at start'.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys

from accessiplay.exit_codes import Exit
from accessiplay.online.testing import Client, ServerProcess

BOT_TABLE = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]


def serve(data, home, lang: str = "fr") -> subprocess.CompletedProcess[str]:
    """`accessiplay serve` on 127.0.0.1 that is expected to stop at once."""
    command = [sys.executable, "-m", "accessiplay", "--lang", lang, "serve"]
    command += ["--host", "127.0.0.1", "--port", "0", "--data", str(data)]
    env = {**os.environ, "ACCESSIPLAY_HOME": str(home)}
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)


def test_a_tables_file_that_is_not_a_database_is_said_in_the_operators_language(tmp_path):
    """Garbage in tables.sqlite3 ('file is not a database') used to end in a traceback."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "tables.sqlite3").write_bytes(b"\x1b[2J not a database " * 40)
    done = serve(data, tmp_path / "home")
    assert done.returncode == Exit.UNAVAILABLE
    assert "Traceback" not in done.stderr
    expected = (
        f"Le serveur n'a pas pu démarrer\u00a0: {data / 'tables.sqlite3'} est abîmé ou n'est "
        "pas un fichier de tables. Déplacez-le pour repartir sans tables, ou indiquez un autre "
        "dossier --data.\n"
    )
    assert done.stderr == expected
    assert done.stdout == ""


def test_a_tables_path_that_is_a_folder_is_said_too(tmp_path):
    """SQLite cannot open a folder as its file: the operator hears it, no traceback."""
    data = tmp_path / "data"
    (data / "tables.sqlite3").mkdir(parents=True)
    done = serve(data, tmp_path / "home", lang="en")
    assert done.returncode == Exit.UNAVAILABLE
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("The server could not start")


async def _two_tables(url: str) -> list[str]:
    """Two open tables, each with a free seat (so the lobby lists them)."""
    made = []
    for _ in range(2):
        client = await Client.connect(url, "Ana")
        seats = [{"kind": "human"}, {"kind": "human"}]
        answer = await client.request("create", game="sixteen", seats=seats)
        made.append(answer["table"])
        await client.close()
    return made


async def _listed(url: str) -> list[str]:
    client = await Client.connect(url, "Bo")
    answer = await client.request("list")
    await client.close()
    return [t["table"] for t in answer["tables"]]


def _damage(db_path, sql: str, *args) -> None:
    db = sqlite3.connect(db_path)
    db.execute(sql, args)
    db.commit()
    db.close()


def test_one_damaged_table_row_is_left_out_and_the_others_come_back(tmp_path):
    """A table whose stored metadata is not JSON (cut short, edited) used to stop the whole
    server at start (json.loads in load_tables); now only that table is left out."""
    data = tmp_path / "data"
    first = ServerProcess(data).start()
    try:
        made = asyncio.run(_two_tables(first.url))
    finally:
        first.stop()
    _damage(
        data / "tables.sqlite3", 'UPDATE tables SET meta = \'{"game": "sixt\' WHERE id = ?', made[0]
    )
    again = ServerProcess(data).start()
    try:
        assert asyncio.run(_listed(again.url)) == [made[1]]
    finally:
        errors = again.stop()
    assert "Traceback" not in errors
