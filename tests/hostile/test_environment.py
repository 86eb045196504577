"""Hostile environments: no POSIX terminal modules, an ASCII console, closed standard streams."""

from __future__ import annotations

import json
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
    assert lines[1] == "Sixty-One. Players: Player 1 and Ana (normal bot)."
    assert lines[4].endswith(", 2 of 3"), "Down moved to the second die"
    assert lines[5].endswith(", 1 of 3"), "Up came back"
    assert lines[6].endswith(", 1 of 2"), "Enter chose the die: now the values"
    assert lines[-1] == "The game is saved. Goodbye!"
    assert (tmp_path / "home" / "data" / "saves" / "autosave.json").exists()


def test_an_ascii_console_gets_french_without_accents_to_the_end(tmp_path):
    """Issue #15: '`PYTHONIOENCODING=ascii` with French stops the console output after
    "Manche 1." while the game goes on': every line is written, accents folded away."""
    env = environment(tmp_path / "home", PYTHONIOENCODING="ascii")
    game = ("--lang", "fr", "--seed", "5", "play", "sixty-one", "--seats", "human")
    done = run(env, "--speech", "console", *QUIET, *game, keys=b"\r" * 300)
    assert (done.returncode, done.stderr) == (0, b"")
    lines = done.stdout.decode("ascii").splitlines()
    assert lines[1] == "Manche 1."
    assert lines[2].startswith("A vous. Des ")
    assert "Fin de la partie." in lines


def _closing(stream: str, *args: str) -> list[str]:
    """A shell command that runs the client with one standard stream closed."""
    return ["sh", "-c", f'exec "$@" {stream}', "sh", sys.executable, "-m", "accessiplay", *args]


def test_closed_output_with_built_in_speech_starts_and_plays(tmp_path):
    """Issue #15: '`--speech tts >&-` crashes': it starts cleanly, speaks, and plays."""
    home = tmp_path / "home"
    game = ("--seed", "5", "play", "sixty-one", "--seats", "human,normal")
    done = subprocess.run(
        _closing(">&-", "--speech", "tts", *QUIET, *game),
        input=b"\r\r\r\x03",
        env=environment(home),
        stderr=subprocess.PIPE,
        timeout=60,
        cwd=ROOT,
    )
    assert (done.returncode, done.stderr) == (0, b"")
    record = json.loads((home / "data" / "saves" / "autosave.json").read_text())
    assert record["actions"], "the move played with output closed is saved"


def test_closed_input_is_explained_and_ends_without_a_traceback(tmp_path):
    """Issue #15: '`<&-` crashes': no key can come, so the player is told why, status 2."""
    done = subprocess.run(
        _closing("<&-", "--speech", "console", *QUIET),
        env=environment(tmp_path / "home"),
        capture_output=True,
        timeout=60,
        cwd=ROOT,
    )
    assert (done.returncode, done.stderr) == (2, b"")
    assert done.stdout.decode().splitlines() == [
        "No keys can reach the game: its standard input is closed. Start it again from a "
        "terminal or a command prompt."
    ]
