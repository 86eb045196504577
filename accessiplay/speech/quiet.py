"""Keep C libraries (ALSA, espeak, accessible_output2) from scribbling on the terminal.

Redirecting a file descriptor is process-wide, and several threads (TTS worker, audio
loader, screen-reader caller) may want silence at overlapping times, so redirections are
reference-counted: the first entrant saves the real descriptor, the last leaver restores
it. Without the count, two overlapping redirections could restore each other's /dev/null
and lose stderr for good.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import sys
import threading
from collections.abc import Iterator

log = logging.getLogger(__name__)

# Only POSIX C libraries (ALSA, espeak) write there; on Windows the console is left alone.
REDIRECTS = os.name == "posix"
_lock = threading.Lock()
_depth: dict[int, int] = {}
_saved: dict[int, int] = {}


def _flush_python_streams() -> None:
    """Push Python-level buffers out before the descriptor underneath them changes."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()


def _enter(fd: int) -> bool:
    """Point fd at /dev/null unless another thread already did; False if fd is unusable."""
    with _lock:
        if _depth.get(fd, 0) == 0:
            try:
                saved = os.dup(fd)
            except OSError:
                return False  # no such descriptor (e.g. a windowless launcher): nothing to hide
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, fd)
            finally:
                os.close(null)
            _saved[fd] = saved
        _depth[fd] = _depth.get(fd, 0) + 1
        return True


def _leave(fd: int) -> None:
    """Restore fd when the last silencer of it leaves."""
    with _lock:
        _depth[fd] -= 1
        if _depth[fd] == 0:
            saved = _saved.pop(fd)
            os.dup2(saved, fd)
            os.close(saved)


@contextlib.contextmanager
def quiet_fds(*fds: int) -> Iterator[None]:
    """Send C-level writes on the given descriptors (default: stderr) to /dev/null."""
    fds = fds or (2,)
    if not REDIRECTS:
        yield
        return
    _flush_python_streams()
    entered = [fd for fd in fds if _enter(fd)]
    try:
        yield
    finally:
        _flush_python_streams()
        for fd in reversed(entered):
            _leave(fd)


@contextlib.contextmanager
def captured_output(what: str) -> Iterator[io.StringIO]:
    """Silence fds 1 and 2 and capture Python prints; the capture goes to the debug log.

    Only for short start-up calls: swapping ``sys.stdout`` is global and would also swallow
    the UI's own prints if it lasted while the game runs.
    """
    buffer = io.StringIO()
    try:
        with (
            quiet_fds(1, 2),
            contextlib.redirect_stdout(buffer),
            contextlib.redirect_stderr(buffer),
        ):
            yield buffer
    finally:
        if buffer.getvalue().strip():
            log.debug("%s printed: %s", what, buffer.getvalue().strip())
