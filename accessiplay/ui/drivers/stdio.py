"""Standard streams as they really come: closed, ASCII-only, or a terminal that hung up.

A line that cannot be written must never stop the game or crash it: the player may hear it
through speech, and the next line may well go through.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import os
import sys
import unicodedata
from dataclasses import dataclass

FOLD = "accessiplay-fold"


def _fold(error: UnicodeError) -> tuple[str, int]:
    """Write 'é' as 'e' where the console has no accents, and '?' for what has no such letter."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    bad = error.object[error.start : error.end]
    plain = (
        unicodedata.normalize("NFKD", bad).encode(error.encoding, "ignore").decode(error.encoding)
    )
    return (plain if plain.strip() else "?" * len(bad)), error.end


codecs.register_error(FOLD, _fold)


@dataclass
class Streams:
    """Which standard streams the client was started without."""

    stdin_closed: bool
    stdout_closed: bool


def _fill_closed_descriptors() -> None:
    """Put /dev/null on descriptors 0-2 that were closed, so no file we open takes their place.

    Otherwise the first file opened would become "standard output", and a print would
    write into a save or the settings.
    """
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            opened = os.open(os.devnull, os.O_RDWR)
            if opened != fd:
                os.dup2(opened, fd)
                os.close(opened)


def prepare() -> Streams:
    """Make the standard streams safe to use, whatever state they came in."""
    streams = Streams(stdin_closed=sys.stdin is None, stdout_closed=sys.stdout is None)
    _fill_closed_descriptors()
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (lives as long as we run)
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if isinstance(sys.stdout, io.TextIOWrapper):  # a test's StringIO has no encoding to fold
        with contextlib.suppress(ValueError):
            sys.stdout.reconfigure(errors=FOLD)
    return streams


def print_line(text: str) -> None:
    """Print one announcement; a terminal that is gone loses the line, never the game."""
    with contextlib.suppress(OSError, ValueError):
        print(text, flush=True)


def drop_dead_streams() -> None:
    """At exit, point output that can no longer be written at /dev/null.

    Python flushes stdout as it ends; on a hung-up terminal that fails, prints "Exception
    ignored" and changes the exit status to 120.
    """
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            with contextlib.suppress(OSError, ValueError, AttributeError):
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, stream.fileno())
                os.close(null)
