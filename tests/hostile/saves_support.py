"""Helpers for the hostile tests of files: a listening client, the real program, save makers.

(A module with a unique name: test folders have no __init__.py, so conftest modules of two
folders could shadow each other.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from accessiplay.core import get_game
from accessiplay.session import Seat, Session
from accessiplay.storage import autosave_path
from tests.ui.conftest import Client

ROOT = Path(__file__).resolve().parents[2]


def client(lang: str = "en", **settings) -> Client:
    """A client at the main menu, speaking into a recorder (ACCESSIPLAY_HOME set by the test)."""
    from accessiplay.ui.screens.menu import MainMenu

    c = Client(lang, **settings)
    c.app.push(MainMenu(c.app))
    return c


def program(
    home: Path, keys: bytes, *args: str, timeout: float = 60, check: bool = True
) -> subprocess.CompletedProcess:
    """Run the real `accessiplay` with keys piped in, plain console speech, no sound."""
    env = dict(os.environ, ACCESSIPLAY_HOME=str(home), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "accessiplay", "--speech", "console", "--no-sound", *args],
        input=keys,
        env=env,
        capture_output=True,
        timeout=timeout,
        cwd=ROOT,
    )
    if check:
        assert proc.returncode == 0, proc.stderr.decode()
        assert proc.stderr == b"", proc.stderr.decode()
    return proc


def lines(proc: subprocess.CompletedProcess) -> list[str]:
    """What the program said, one announcement a line."""
    return proc.stdout.decode().splitlines()


def played_record(game: str = "sixty-one", seats: int = 2, steps: int = 6, seed: int = 3) -> dict:
    """A genuine save of a game a few actions in, as JSON, to damage in a test."""
    table = [Seat("Ana")] + [Seat(f"Bot {i}", "bot", "normal") for i in range(1, seats)]
    session = Session(get_game(game), table, seed=seed, autosave=False)
    for _ in range(steps):
        seat = session.human_to_act()
        if seat is None:
            if session.auto_step(save=False) is None:
                break
        else:
            session.play(seat, session.state.legal_actions(seat)[0], save=False)
    return json.loads(session.record.dumps())


def write_save(data: object, path: Path | None = None) -> Path:
    """Put a (damaged) save where Resume looks for it."""
    path = path or autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path
