"""`accessiplay serve --data` naming a folder the server may not write in.

Attacker play-test (#13 session): `serve --data /proc/1` (as a folder owned by another user
or mounted read-only would) said "/proc/1/tables.sqlite3 is damaged or is not a tables file.
Move it away to start with no tables": there is no such file to move. SQLite could not
create it, and that was taken for a damaged store.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hostile_support import environment, run

UNWRITABLE = {
    "en": "The server could not start: it cannot keep its tables in /proc/1. Give --data a "
    "folder you can write in.\n",
    "fr": "Le serveur n'a pas pu démarrer\u00a0: il ne peut pas enregistrer ses tables dans /proc/1. "
    "Indiquez avec --data un dossier où vous pouvez écrire.\n",
}


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or not Path("/proc/1").is_dir(),
    reason="/proc/1 is a folder no one may create a file in on Linux only",
)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_data_folder_the_server_cannot_write_in_is_named_as_such(tmp_path, lang):
    done = run(
        environment(tmp_path / "home"),
        *("--lang", lang, "serve", "--port", "0", "--data", "/proc/1"),
    )
    assert done.stderr.decode() == UNWRITABLE[lang]
    assert done.stdout == b""
    assert done.returncode == 3
