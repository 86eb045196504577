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

    def __init__(
        self,
        tmp: Path,
        args: str,
        width: int,
        height: int,
        speech: str = "console",
        lang: str = "en",
        theme: str | None = None,
    ):
        self.home = tmp / "home"
        if theme is not None:
            (self.home / "config").mkdir(parents=True, exist_ok=True)
            (self.home / "config" / "settings.toml").write_text(f'theme = "{theme}"\n')
        self.tmux = ["tmux", "-S", str(tmp / "tmux.sock"), "-f", "/dev/null"]
        env = f"ACCESSIPLAY_HOME={self.home} PYTHONPATH={ROOT}"
        cmd = (
            f"env {env} {sys.executable} -m accessiplay --full --speech {speech} --no-sound "
            f"--bot-pause 0 --lang {lang} {args}; sleep 30"
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

    def styled(self) -> list[list[tuple[str, dict[str, str]]]]:
        """The screen character by character, each with the attributes it is drawn in."""
        return styled_rows(self.capture(attributes=True))

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

    def answered(self, before: str, limit: float = 5) -> str:
        """The screen settled once it differs from `before`, the frame a key was pressed on: a
        loaded machine may not have drawn the key's answer yet, and a key pressed on that stale
        frame lands on the next screen (a final-scores screen left by an Enter meant for a
        decision: seen in CI). A key whose answer looks the same is given `limit` seconds."""
        deadline = time.monotonic() + limit
        while self.capture() == before and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.settled("", quick=True)

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


#: SGR parameters that set one attribute, by the attribute's name.
_FLAGS = {"1": "bold", "3": "italic", "4": "underline", "7": "reverse"}


def _apply_sgr(state: dict[str, str], params: list[str]) -> None:
    """Change the current attributes as one SGR escape (ESC [ ... m) does."""
    i = 0
    while i < len(params):
        code = params[i] or "0"
        if code == "0":
            state.clear()
        elif code in _FLAGS:
            state[_FLAGS[code]] = "on"
        elif code in ("38", "48") and i + 2 < len(params) and params[i + 1] == "5":
            state["fg" if code == "38" else "bg"] = params[i + 2]
            i += 2
        elif code in ("38", "48") and i + 4 < len(params) and params[i + 1] == "2":
            state["fg" if code == "38" else "bg"] = ";".join(params[i + 2 : i + 5])
            i += 4
        elif code in ("39", "49"):
            state.pop("fg" if code == "39" else "bg", None)
        elif len(code) == 2 and code[0] in "34" and code[1] != "8":
            state["fg" if code[0] == "3" else "bg"] = code
        elif code in ("22", "23", "24", "27"):
            state.pop(_FLAGS[{"22": "1", "23": "3", "24": "4", "27": "7"}[code]], None)
        i += 1


def styled_rows(capture: str) -> list[list[tuple[str, dict[str, str]]]]:
    """A `capture-pane -e` text as rows of (character, attributes); tmux writes an attribute
    only where it changes, so one set on a row still holds on the next."""
    state: dict[str, str] = {}
    rows: list[list[tuple[str, dict[str, str]]]] = []
    for line in capture.split("\n"):
        row: list[tuple[str, dict[str, str]]] = []
        for part in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if part.startswith("\x1b["):
                _apply_sgr(state, part[2:-1].replace(":", ";").split(";"))
            else:
                row += [(ch, dict(state)) for ch in part]
        rows.append(row)
    return rows
