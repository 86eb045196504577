"""One window per game: a lock beside a save file, so two windows never erase each other's moves.

The lock is an operating-system lock on a small `<save>.lock` file: it goes away by itself
when the program holding it ends, even after `kill -9`, so no stale lock can trap a player.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

_held: dict[Path, int] = {}


def _lock_path(save: Path) -> Path:
    """The lock file of a save."""
    return save.with_name(save.name + ".lock")


def _try_lock(fd: int) -> bool:
    """Take the lock without waiting; False when another process holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            try:
                import fcntl
            except ImportError:
                return True  # a POSIX system without fcntl: play on, unlocked, rather than crash
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def claim(save: Path) -> bool:
    """Hold the game in this file for this window; False when another window already has it.

    A folder that cannot hold a lock file (read-only) cannot hold the save either: the game
    goes on and the save error is said where saving fails.
    """
    key = save.resolve()
    if key in _held:
        return True
    try:
        save.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(_lock_path(save), os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return True
    if not _try_lock(fd):
        os.close(fd)
        return False
    _held[key] = fd
    return True


def release(save: Path) -> None:
    """Let another window open this game (closing the file drops the lock)."""
    fd = _held.pop(save.resolve(), None)
    if fd is not None:
        os.close(fd)


def is_open_elsewhere(save: Path) -> bool:
    """Whether another window holds this game now."""
    if save.resolve() in _held:
        return False
    if claim(save):
        release(save)
        return False
    return True


def release_all() -> None:
    """Drop every lock this window holds (tests; the end of the program drops them anyway)."""
    for fd in _held.values():
        os.close(fd)
    _held.clear()


@contextmanager
def alone(path: Path, wait: float) -> Iterator[None]:
    """`path` to this window while it reads, changes and writes it back: two windows doing so
    at once each wrote their own over the other's change (the statistics, the seat tokens).
    A lock never freed (another window stuck) is waited for `wait` seconds at most, then the
    write goes ahead: a game's end or a lobby key is never held up for long."""
    deadline = time.monotonic() + wait
    while not (held := claim(path)) and time.monotonic() < deadline:
        time.sleep(0.01)
    try:
        yield
    finally:
        if held:
            release(path)
