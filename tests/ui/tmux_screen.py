"""A real terminal for the full screen: tmux runs the client, tests read what it shows."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class Terminal:
    """One tmux server running `accessiplay --full` at a size, with keys and captures."""

    def __init__(self, tmp: Path, args: str, width: int, height: int, speech: str = "console"):
        self.home = tmp / "home"
        self.tmux = ["tmux", "-S", str(tmp / "tmux.sock"), "-f", "/dev/null"]
        env = f"ACCESSIPLAY_HOME={self.home} PYTHONPATH={ROOT}"
        cmd = (
            f"env {env} {sys.executable} -m accessiplay --full --speech {speech} --no-sound "
            f"--bot-pause 0 --lang en {args}; sleep 30"
        )
        size = ["-x", str(width), "-y", str(height)]
        subprocess.run([*self.tmux, "new-session", "-d", *size, cmd], check=True)
        # Every byte the client writes, to find lines printed outside the drawn layout.
        self.raw = tmp / "terminal.log"
        subprocess.run([*self.tmux, "pipe-pane", "-o", f"cat >> {self.raw}"], check=True)

    def capture(self, attributes: bool = False) -> str:
        """The screen as text (with -e, with its colour and bold escapes)."""
        flags = ["-p", "-e"] if attributes else ["-p"]
        return subprocess.run(
            [*self.tmux, "capture-pane", *flags], capture_output=True, text=True
        ).stdout

    def settled(self, text: str, limit: float = 30, quick: bool = False) -> str:
        """The screen once `text` shows and two captures a beat apart agree."""
        # The client redraws within its 0.05 s tick; a beat first, so a stale frame is not taken.
        time.sleep(0.08 if quick else 0.5)
        deadline = time.monotonic() + limit
        last = ""
        while time.monotonic() < deadline:
            shown = self.capture()
            if text in shown and shown == last:
                return shown
            last = shown
            time.sleep(0.08 if quick else 0.3)
        raise AssertionError(f"{text!r} never settled on the screen:\n{self.capture()}")

    def stray_lines(self) -> list[bytes]:
        """Lines printed as plain lines rather than drawn: the full screen ends each of its
        rows with a carriage return before the newline, a printed line ends right after text."""
        raw = self.raw.read_bytes() if self.raw.exists() else b""
        return re.findall(rb"[^\r\n\x1b]{1,80}[^\r]\r\n", raw)

    def keys(self, *keys: str) -> None:
        """Press keys, tmux names ("Enter", "Down", "Escape", "C")."""
        for key in keys:
            subprocess.run([*self.tmux, "send-keys", key], check=True)
            time.sleep(0.05)

    def resize(self, width: int, height: int) -> None:
        """Change the terminal's size, as a player magnifying the screen does."""
        subprocess.run(
            [*self.tmux, "resize-window", "-x", str(width), "-y", str(height)], check=True
        )

    def close(self) -> None:
        """Stop the tmux server and the client in it."""
        subprocess.run([*self.tmux, "kill-server"], capture_output=True)
