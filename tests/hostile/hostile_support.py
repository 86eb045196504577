"""The real program as an attacker meets it: a subprocess with its own folders and environment."""

from __future__ import annotations

import io
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QUIET = ["--no-sound", "--bot-pause", "0"]


def environment(home: Path, **extra: str) -> dict[str, str]:
    """A private data folder; sound goes where tests/conftest.py sends it (ALSA's null device)."""
    home.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, ACCESSIPLAY_HOME=str(home), HOME=str(home), PYTHONPATH=str(ROOT))
    env.pop("SPEECHD_ADDRESS", None)
    env.update(extra)
    return env


def command(*args: str) -> list[str]:
    """`accessiplay ARGS` run by this test's Python."""
    return [sys.executable, "-m", "accessiplay", *args]


def run(env: dict[str, str], *args: str, keys: bytes = b"", timeout: float = 60):
    """Run the program to its end with keys piped in; its exit status, output and errors."""
    return subprocess.run(
        command(*args), input=keys, env=env, capture_output=True, timeout=timeout, cwd=ROOT
    )


def hangup_default() -> None:
    """In the child, before the program starts: SIGHUP and SIGINT as a terminal leaves them. A
    suite started in the background of a script ignores SIGINT, Python then keeps Ctrl+C
    ignored, and every Ctrl+C test failed there (three helpers' runs, 9 failures each)."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start(home: Path, *args: str, env: dict[str, str] | None = None, **popen) -> subprocess.Popen:
    """Start the program with its input, output and errors as pipes unless told otherwise.

    The pipes are unbuffered (bufsize=0) so `read_until` never holds a line select() cannot see.
    """
    options = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    options["bufsize"] = 0
    # A suite run under nohup would pass its ignored SIGHUP on, and the program rightly keeps an
    # ignored hang-up ignored: each test starts it as a terminal would, unless it says otherwise.
    options["preexec_fn"] = hangup_default
    options.update(popen)
    return subprocess.Popen(command(*args), env=env or environment(home), cwd=ROOT, **options)


def read_until(stream, text: bytes, limit: float = 20.0) -> bytes:
    """What the program printed up to and including the line holding text.

    The stream must be unbuffered: a buffered readline() may take two lines that arrived
    together, and select() on the pipe then waits for the second one, already read (under load
    the program's lines come in bunches, so that flaked).
    """
    assert not isinstance(stream, io.BufferedIOBase), "read_until needs an unbuffered pipe"
    seen = b""
    deadline = time.monotonic() + limit
    while select.select([stream], [], [], max(0.0, deadline - time.monotonic()))[0]:
        line = stream.readline()
        if not line:
            break
        seen += line
        if text in line:
            return seen
    raise AssertionError(f"{text!r} never printed; got:\n{seen.decode(errors='replace')}")


class Tmux:
    """A real terminal: one tmux server on its own socket, stopped with the test."""

    def __init__(self, folder: Path) -> None:
        self.base = ["tmux", "-S", str(folder / "tmux.sock"), "-f", "/dev/null"]

    def start(self, shell_command: str, width: int = 110, height: int = 40) -> None:
        """Run a shell command in a new window."""
        subprocess.run(
            self.base + ["new-session", "-d", "-x", str(width), "-y", str(height), shell_command],
            check=True,
        )

    def keys(self, *keys: str) -> None:
        """Press keys as tmux names them (Enter, C-c, F1)."""
        subprocess.run(self.base + ["send-keys", *keys], check=True)

    def resize(self, width: int, height: int) -> None:
        """Drag the window to a new size (the program gets SIGWINCH)."""
        subprocess.run(
            self.base + ["resize-window", "-x", str(width), "-y", str(height)], check=True
        )

    def screen(self) -> str:
        """The window's text now."""
        done = subprocess.run(self.base + ["capture-pane", "-p"], capture_output=True, text=True)
        return done.stdout

    def wait_for(self, text: str, limit: float = 20.0) -> str:
        """The screen once text is on it."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared:\n{self.screen()}")

    def alternate_screen(self) -> bool:
        """Whether the window shows the alternate (full-screen) buffer now."""
        done = subprocess.run(
            self.base + ["display", "-p", "#{alternate_on}"], capture_output=True, text=True
        )
        return done.stdout.strip() == "1"

    def stop(self) -> None:
        """Stop this test's tmux server (and the program in it)."""
        subprocess.run(self.base + ["kill-server"], capture_output=True)
