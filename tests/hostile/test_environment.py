"""Hostile environments: no POSIX terminal modules, an ASCII console, closed standard streams."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from hostile_support import QUIET, ROOT, environment, run

# Stands in for Windows: these modules do not exist there, and speechd is Linux-only.
BLOCKER = """
import importlib.abc
import sys

BLOCKED = {"termios", "fcntl", "tty", "pty", "speechd"}


class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
        return None


sys.meta_path.insert(0, Blocker())
"""

IMPORT_ALL = """
import importlib, pkgutil, sys
import accessiplay
# __main__ runs the program itself: the second test does that.
names = [
    m.name
    for m in pkgutil.walk_packages(accessiplay.__path__, "accessiplay.")
    if not m.name.endswith("__main__")
]
for name in names:
    importlib.import_module(name)
assert not {"termios", "fcntl", "tty", "speechd"} & set(sys.modules), "a blocked module loaded"
print(len(names), "modules")
"""


def _without_posix(tmp_path):
    """An environment whose Python cannot import termios, fcntl, tty, pty or speechd."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(BLOCKER)
    env = environment(tmp_path / "home")
    env["PYTHONPATH"] = f"{site}:{ROOT}"
    return env


def test_every_module_imports_without_termios_fcntl_or_speechd(tmp_path):
    """Issue #14: 'a test imports every module with termios, fcntl and speechd made unavailable'."""
    env = _without_posix(tmp_path)
    check = subprocess.run(
        [sys.executable, "-c", "import termios"], env=env, capture_output=True, cwd=ROOT
    )
    assert b"blocked" in check.stderr, "the blocker itself must work"
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(IMPORT_ALL)],
        env=env,
        capture_output=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr.decode()
    assert int(done.stdout.split()[0]) > 100


def test_a_console_game_plays_keys_without_termios_fcntl_or_speechd(tmp_path):
    """Issue #14: '... and starts a console game': keys are read and answered, the game saved."""
    env = _without_posix(tmp_path)
    game = ("--seed", "4", "play", "sixty-one", "--seats", "human,normal")
    done = run(env, "--speech", "auto", "--plain", *QUIET, *game, keys=b"\x1b[B\x1b[A\r\x03")
    lines = done.stdout.decode().splitlines()
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr == b""
    assert lines[0] == "Speaking through built-in speech."
    assert lines[1] == "Sixty-One. Players: Player 1 and Ana."
    assert lines[4].endswith(", 2 of 3"), "Down moved to the second die"
    assert lines[5].endswith(", 1 of 3"), "Up came back"
    assert lines[6].endswith(", 1 of 2"), "Enter chose the die: now the values"
    assert lines[-1] == "The game is saved. Goodbye!"
    assert (tmp_path / "home" / "data" / "saves" / "autosave.json").exists()
