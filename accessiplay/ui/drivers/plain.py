"""Plain mode: no screen drawing, one printed line per announcement, keys read raw.

A terminal screen reader or braille display reads each line once; scripted runs pipe keys in.
"""

from __future__ import annotations

import os
import select
import sys
import termios
import tty
from contextlib import contextmanager

from accessiplay.ui.keys import parse_keys

POLL = 0.05


@contextmanager
def raw_terminal(fd: int):
    """Read keys one by one without echo while the game runs; restore the terminal after."""
    if not os.isatty(fd):
        yield
        return
    saved = termios.tcgetattr(fd)
    try:
        tty.setraw(fd)
        # Output processing stays on so printed lines still start at the left margin.
        attrs = termios.tcgetattr(fd)
        attrs[1] |= termios.OPOST
        termios.tcsetattr(fd, termios.TCSANOW, attrs)
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def run_plain(app, fd: int | None = None) -> None:
    """Feed keys to the controller until it quits or the input ends (a scripted run)."""
    fd = sys.stdin.fileno() if fd is None else fd
    with raw_terminal(fd):
        while app.running:
            ready, _, _ = select.select([fd], [], [], POLL)
            if not ready:
                app.run_due()
                continue
            data = os.read(fd, 4096)
            if not data:
                app.run_due()
                app.end_of_input()
                return
            for key in parse_keys(data.decode("utf-8", "replace")):
                app.run_due()
                if not app.running:
                    return
                app.handle(key)
            app.run_due()
