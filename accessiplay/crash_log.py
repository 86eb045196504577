"""Where an unexpected error's traceback is kept, so the player can send it to us."""

from __future__ import annotations

from pathlib import Path


def write_crash_log() -> Path:
    """Append the traceback being handled to crash.log in the data folder; its path.

    stderr may be silenced while TTS speaks, so the details go to a file the player is told of.
    """
    import traceback

    from accessiplay.storage import data_dir

    path = data_dir() / "crash.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as log:
            log.write(traceback.format_exc() + "\n")
    except OSError:
        pass
    return path
