"""Signals and the terminal (issue #15): every way of being stopped leaves the game saved, the
terminal as it was, exit status 0, and no traceback."""

from __future__ import annotations

import json
import os
import signal
import sys
import time

import pytest
from hostile_support import QUIET, ROOT, Tmux, environment, read_until, start

GAME = ("--seed", "3", "play", "sixty-one", "--seats", "human,normal")

# Sends this program a signal (SIGINT unless named) the moment it starts importing the module
# named in the environment: a Ctrl+C at an exact point of start-up, the same on every run.
INTERRUPTER = """
import importlib.abc, os, signal, sys

TARGET = os.environ.get("ACCESSIPLAY_SIGINT_AT")


class Interrupter(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        global TARGET
        if name == TARGET:
            TARGET = None
            os.kill(os.getpid(), getattr(signal, os.environ.get("ACCESSIPLAY_SIGNAL", "SIGINT")))
        return None


sys.meta_path.insert(0, Interrupter())
"""


@pytest.mark.parametrize(
    "module,name",
    [
        ("accessiplay.cli", "SIGINT"),
        ("accessiplay.present", "SIGINT"),
        ("fluent.runtime", "SIGINT"),
        ("accessiplay.speech", "SIGINT"),
        ("accessiplay.ui.app", "SIGINT"),
        ("accessiplay.ui.screens.menu", "SIGINT"),
        ("prompt_toolkit", "SIGINT"),
        ("accessiplay.speech", "SIGTERM"),
        ("accessiplay.ui.app", "SIGHUP"),
    ],
)
def test_ctrl_c_during_start_up_prints_no_traceback(tmp_path, module, name):
    """Issue #15: 'Ctrl+C in the first 0.1 s prints a KeyboardInterrupt traceback'.

    Interrupted anywhere in our start-up (Python's own, before our first line, is out of
    reach), the client leaves at once and quietly, or says goodbye once it could speak. A
    SIGTERM or SIGHUP there ends it as quietly.
    """
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(INTERRUPTER)
    env = environment(tmp_path / "home", ACCESSIPLAY_SIGINT_AT=module, ACCESSIPLAY_SIGNAL=name)
    env["PYTHONPATH"] = f"{site}{os.pathsep}{ROOT}"
    proc = start(tmp_path, "--speech", "console", "--plain", *QUIET, *GAME, env=env)
    out, err = proc.communicate(b"", timeout=60)
    assert b"Traceback" not in err
    assert err == b""
    assert proc.returncode == 0
    lines = out.decode().splitlines()
    assert not lines or lines[-1] == "The game is saved. Goodbye!"


def _moves_saved(home) -> int:
    """How many actions the autosave holds."""
    record = json.loads((home / "data" / "saves" / "autosave.json").read_text())
    return len(record["actions"])


@pytest.mark.slow
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGQUIT", "SIGINT"])
def test_a_signal_mid_game_saves_says_goodbye_and_exits_0(tmp_path, name):
    """Issue #15: 'SIGTERM and SIGHUP have no handler ... Save, restore the terminal, exit 0';
    'Ctrl+\\ exits -3'. The move just played is in the save, and resume goes on from it."""
    home = tmp_path / "home"
    proc = start(home, "--speech", "console", "--plain", *QUIET, *GAME)
    read_until(proc.stdout, b"Your turn.")
    proc.stdin.write(b"\r\r\r")  # the area die, the value, the spot: one move
    proc.stdin.flush()
    read_until(proc.stdout, b"Your turn.")
    saved = _moves_saved(home)
    proc.send_signal(getattr(signal, name))
    out, err = proc.communicate(timeout=30)
    assert (proc.returncode, err) == (0, b"")
    assert out.decode().splitlines()[-1] == "The game is saved. Goodbye!"
    assert _moves_saved(home) == saved > 0
    resumed = start(home, "--speech", "console", "--plain", *QUIET, "resume")
    out, _ = resumed.communicate(b"\x1b", timeout=30)
    assert "Sixty-One, resumed." in out.decode()


def _ignore_hangup() -> None:
    """In the child: SIGHUP ignored, as `nohup accessiplay ...` starts it."""
    signal.signal(signal.SIGHUP, signal.SIG_IGN)


def test_a_hang_up_the_player_asked_to_ignore_stays_ignored(tmp_path):
    """Under nohup the player asked to outlive the terminal: a SIGHUP neither saves nor ends the
    game; the next key is answered, and SIGTERM still saves and says goodbye."""
    home = tmp_path / "home"
    proc = start(home, "--speech", "console", "--plain", *QUIET, *GAME, preexec_fn=_ignore_hangup)
    read_until(proc.stdout, b"Your turn.")
    proc.send_signal(signal.SIGHUP)
    proc.stdin.write(b"\r")  # the area die: the game goes on to the value
    proc.stdin.flush()
    read_until(proc.stdout, b"choose the value")
    assert proc.poll() is None
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=30)
    assert (proc.returncode, err) == (0, b"")
    assert out.decode().splitlines()[-1] == "The game is saved. Goodbye!"


def _script(tmp_path, *args: str) -> str:
    """A shell command for tmux: the client (its pid kept), then its exit status and tty modes."""
    env = environment(tmp_path / "home")
    exports = " ".join(f"{k}='{env[k]}'" for k in ("ACCESSIPLAY_HOME", "HOME", "PYTHONPATH"))
    client = " ".join([sys.executable, "-m", "accessiplay", *args])
    script = tmp_path / "run.sh"
    script.write_text(
        f"export {exports}\n"
        f"sh -c 'echo $$ > {tmp_path}/pid; exec {client}'\n"
        'echo "exit=$?"\n'
        "stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(echo|icanon|isig)' | sort | tr '\\n' ' '\n"
        "echo modes\n"
        "sleep 60\n"
    )
    return f"sh {script}"


def _pid(tmp_path) -> int:
    """The client's pid, once its wrapper wrote it."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        text = (tmp_path / "pid").read_text().strip() if (tmp_path / "pid").exists() else ""
        if text:
            return int(text)
        time.sleep(0.05)
    raise AssertionError("the client never started")


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["--plain", "--full"])
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_in_a_real_terminal_gives_it_back_as_it_was(tmp_path, mode, name):
    """Issue #15: 'the terminal is left raw without echo, or on the alternate screen' and
    '--full ignores Ctrl+C'. After the signal the shell's terminal echoes and edits lines
    again, the full screen is gone, the game is saved and the exit status is 0."""
    tmux = Tmux(tmp_path)
    tmux.start(_script(tmp_path, mode, "--speech", "console", *QUIET, *GAME))
    try:
        tmux.wait_for("Your turn.")
        os.kill(_pid(tmp_path), getattr(signal, name))
        shown = tmux.wait_for("modes")
        assert "exit=0" in shown
        assert "echo icanon isig modes" in shown, shown
        assert tmux.alternate_screen() is False
        assert "Traceback" not in shown
        assert (tmp_path / "home" / "data" / "saves" / "autosave.json").exists()
    finally:
        tmux.stop()


def test_ctrl_backslash_in_a_game_leaves_saved_like_ctrl_c(tmp_path):
    """Issue #15: 'Ctrl+\\ exits -3': pressed in a game it now leaves as Ctrl+C does."""
    tmux = Tmux(tmp_path)
    tmux.start(_script(tmp_path, "--full", "--speech", "console", *QUIET, *GAME))
    try:
        tmux.wait_for("Your turn.")
        tmux.keys("C-\\")
        shown = tmux.wait_for("modes")
        assert "exit=0" in shown and "echo icanon isig modes" in shown
        assert (tmp_path / "home" / "data" / "saves" / "autosave.json").exists()
    finally:
        tmux.stop()


@pytest.mark.slow
def test_closing_the_terminal_ends_the_client_with_the_game_saved(tmp_path):
    """Issue #15: 'SIGHUP (terminal closed)': the window goes away; the client leaves by
    itself, soon, with nothing in the crash log and the game ready to resume."""
    tmux = Tmux(tmp_path)
    tmux.start(_script(tmp_path, "--plain", "--speech", "console", *QUIET, *GAME))
    try:
        tmux.wait_for("Your turn.")
        pid = _pid(tmp_path)
    finally:
        tmux.stop()
    deadline = time.monotonic() + 15
    while os.path.exists(f"/proc/{pid}") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not os.path.exists(f"/proc/{pid}"), "the client outlived its terminal"
    assert not (tmp_path / "home" / "data" / "crash.log").exists()
    assert (tmp_path / "home" / "data" / "saves" / "autosave.json").exists()


@pytest.mark.parametrize(
    ("args", "shown", "name"),
    [
        ((), b"Main menu.", "SIGTERM"),
        (("rules", "sixteen"), b"Sixteen", "SIGHUP"),
        (("tutorial", "sixty-one"), b"choose the area die", "SIGINT"),
    ],
)
def test_a_signal_where_no_game_is_kept_says_goodbye_without_a_saved_game(
    tmp_path, args, shown, name
):
    """Attacker play-test: stopped in the main menu, the rules or a guided game (which writes
    no save), the client said 'The game is saved. Goodbye!' about a game that does not
    exist. It says 'Goodbye!', exits 0, and writes no save."""
    home = tmp_path / "home"
    proc = start(home, "--speech", "console", "--plain", *QUIET, *args)
    read_until(proc.stdout, shown)
    proc.send_signal(getattr(signal, name))
    out, err = proc.communicate(timeout=30)
    assert (proc.returncode, err) == (0, b"")
    assert out.decode().splitlines()[-1] == "Goodbye!"
    assert not (home / "data" / "saves" / "autosave.json").exists()
