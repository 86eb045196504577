"""Where settings, saves and statistics live, and how files are written without ever losing one."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


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


def autosave_path() -> Path:
    """The game in progress, rewritten after every action."""
    return data_dir() / "saves" / "autosave.json"


def write_atomically(path: Path, text: str) -> None:
    """Write through a temporary file and rename, so a crash never leaves half a file.

    Raises OSError when the folder cannot be written; callers turn that into speech.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def read_json(path: Path, default: Any) -> Any:
    """A JSON file's content, or `default` when it is missing or unreadable."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return default
