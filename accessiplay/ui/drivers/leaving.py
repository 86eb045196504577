"""Signals that end the client: each one leaves as Ctrl+C does in a game, saved and tidy.

A closed terminal (SIGHUP), a system shutting down (SIGTERM), Ctrl+\\ (SIGQUIT) or an
interrupt (SIGINT) outside raw mode must not leave the terminal raw or a move unsaved. The
handler never raises where it lands (an exception inside an import or a lock can deadlock
the exit): it asks the controller to stop, so the step being played finishes and is saved
and the driver's loop ends, giving the terminal back its modes. Before the controller exists
nothing is saved or changed yet, and the process ends at once (a start-up may be stuck in
a blocking call no exception would interrupt).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from typing import Any

# Each exists where the OS has it: Windows has SIGINT and SIGTERM only.
NAMES = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")


class Leaving:
    """Installs the handlers for one run of the client and remembers which signal came."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.app: Any = None
        self._previous: dict[int, Any] = {}

    def install(self) -> None:
        """Handle every leaving signal this OS has; a signal the caller ignores stays ignored."""
        for name in NAMES:
            signum = getattr(signal, name, None)
            if signum is None:
                continue
            try:
                previous = signal.getsignal(signum)
                if previous is signal.SIG_IGN:
                    continue  # started under nohup, or told to ignore it: respect that
                signal.signal(signum, self._on_signal)
            except (ValueError, OSError):
                continue  # not the main thread (an embedding program): its handlers rule
            self._previous[signum] = previous

    def uninstall(self) -> None:
        """Put back the handlers found at install."""
        for signum, previous in self._previous.items():
            signal.signal(signum, previous)
        self._previous.clear()

    def attach(self, app: Any) -> None:
        """From now on a signal stops this controller; one that already came stops it now."""
        self.app = app
        if self.signum is not None:
            app.quit()

    def _on_signal(self, signum: int, frame: object) -> None:
        """Ask the client to leave after the current step, or end a start-up now."""
        self.signum = signum
        if self.app is None:
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(Exception):
                    stream.flush()
            os._exit(0)
        self.app.quit()
