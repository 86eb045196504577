"""Two windows on one data folder keeping their online seats at the same moment.

Session 30: `online-seats.json` was read, changed and written back with no lock, as stats.json
was before session 27: two clients taking seats at once each wrote the file they had read over
the other's new seat, and that seat could not be taken back after a restart. Now each window
has the file to itself while it reads, changes and writes it (`locks.alone`).
"""

from __future__ import annotations

import json
import subprocess
import sys

from hostile_support import ROOT, environment

from accessiplay import locks
from accessiplay.online.seat_tokens import FILE, SeatTokens

#: One window's seats: 40 tables of its own server kept and one in four dropped again, a few
#: milliseconds apart, as a lobby joining and leaving tables does.
WINDOW = (
    "import sys, time\n"
    "from accessiplay.online.seat_tokens import SeatTokens\n"
    "server = sys.argv[1]\n"
    "tokens = SeatTokens()\n"
    "for n in range(40):\n"
    "    tokens.remember(server, f't{n}', n % 4, f'token-{n:02d}-' + 'x' * 16)\n"
    "    if n % 4 == 3:\n"
    "        tokens.forget(server, f't{n}')\n"
    "    time.sleep(0.002)\n"
)


def test_two_windows_keeping_seats_at_once_lose_none(tmp_path):
    """Each window's 30 seats left are all in the file, with their seat and token."""
    home = tmp_path / "home"
    env = environment(home)
    servers = ("alpha.example:7777", "beta.example:7777")
    windows = [
        subprocess.Popen([sys.executable, "-c", WINDOW, server], env=env, cwd=ROOT)
        for server in servers
    ]
    assert [window.wait(120) for window in windows] == [0, 0]
    kept = json.loads((home / "data" / FILE).read_text())
    expected = {
        f"t{n}": {"seat": n % 4, "token": f"token-{n:02d}-" + "x" * 16}
        for n in range(40)
        if n % 4 != 3
    }
    assert kept == {server: expected for server in servers}


def test_a_seat_kept_while_another_window_writes_waits_for_it(tmp_path):
    """Another window holding the file: the new seat is written after its change, over it,
    never under it."""
    path = tmp_path / FILE
    mine, theirs = SeatTokens(path), SeatTokens(path)
    mine.remember("alpha.example:7777", "t1", 0, "a" * 16)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from pathlib import Path\n"
            "from accessiplay import locks\n"
            "from accessiplay.online.seat_tokens import SeatTokens\n"
            "path = Path(sys.argv[1])\n"
            "with locks.alone(path, 1.0):\n"
            "    data = SeatTokens(path)._read()\n"
            "    print('holding', flush=True)\n"
            "    time.sleep(0.5)\n"
            "    data['beta.example:7777'] = {'t2': {'seat': 1, 'token': 'b' * 16}}\n"
            "    SeatTokens(path)._write(data)\n",
            str(path),
        ],
        env=environment(tmp_path / "home"),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
    theirs.remember("alpha.example:7777", "t3", 2, "c" * 16)
    assert holder.wait(30) == 0
    assert mine.kept("alpha.example:7777") == {"t1": (0, "a" * 16), "t3": (2, "c" * 16)}
    assert mine.kept("beta.example:7777") == {"t2": (1, "b" * 16)}
    assert not locks.is_open_elsewhere(path)
