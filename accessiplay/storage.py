"""Where settings, saves and statistics live, and how files are written without ever losing one."""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

# Bigger than any real save (a long game is a few hundred KB); a larger file is not read at all.
MAX_READ = 20 * 1024 * 1024
# A temporary file this old belongs to no live write: a killed write left it behind.
STALE_TEMP_SECONDS = 60.0


def _base(kind: str) -> Path:
    """The platformdirs folder of this kind, or a folder under ACCESSIPLAY_HOME (tests, portable use)."""
    home = os.environ.get("ACCESSIPLAY_HOME")
    if home:
        return Path(home) / kind
    import platformdirs

    if kind == "config":
        return Path(platformdirs.user_config_dir("accessiplay"))
    return Path(platformdirs.user_data_dir("accessiplay"))


def config_dir() -> Path:
    """The folder of settings.toml."""
    return _base("config")


def data_dir() -> Path:
    """The folder of saves and statistics."""
    return _base("data")


def saves_dir() -> Path:
    """The folder of the game in progress and of every kept game."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    """The game in progress, rewritten after every action."""
    return saves_dir() / "autosave.json"


def write_atomically(path: Path, text: str) -> None:
    """Write through a temporary file, flushed to the disk, then rename it over the target.

    A crash or a power loss leaves either the old file or the new one, never half of one.
    Raises OSError when the folder cannot be written; callers turn that into speech.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows opening a folder."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_text(path: Path) -> str:
    """A regular file's text; OSError for anything else (a FIFO would hang, a huge file stall).

    Raises FileNotFoundError when it is missing, UnicodeDecodeError when it is not text. A
    byte order mark is read past: Windows Notepad puts one before a settings.toml or save it
    saves, and the whole file was refused as unreadable for it.
    """
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise IsADirectoryError(f"not a regular file: {path}")
    if info.st_size > MAX_READ:
        raise OSError(f"too large: {path}")
    return path.read_bytes().decode("utf-8-sig")


def read_json(path: Path, default: Any) -> Any:
    """A JSON file's content, or `default` when it is missing or unreadable."""
    try:
        return json.loads(read_text(path))
    except (OSError, ValueError, RecursionError):
        return default


def set_aside(path: Path, label: str = "damaged") -> Path | None:
    """Rename a file the program cannot use so it is kept for the player but no longer in the way.

    'autosave.json' becomes 'autosave.damaged-20261130-144100.json'; None if it cannot be moved.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        suffix = f"-{n}" if n else ""
        target = path.with_name(f"{path.stem}.{label}-{stamp}{suffix}{path.suffix}")
        if target.exists():
            continue
        try:
            path.rename(target)
        except OSError:
            return None
        return target
    return None


def clean_stale_temporaries(*folders: Path, now: float | None = None) -> int:
    """Remove the temporary files killed writes left behind; returns how many were removed.

    Only old ones: a temporary file of a write happening right now in another window is kept.
    """
    now = time.time() if now is None else now
    removed = 0
    for folder in folders:
        try:
            candidates = list(folder.glob("*.tmp"))
        except OSError:
            continue
        for tmp in candidates:
            try:
                if now - tmp.lstat().st_mtime >= STALE_TEMP_SECONDS:
                    tmp.unlink()
                    removed += 1
            except OSError:
                continue
    return removed
