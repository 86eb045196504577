"""The saved games: finding them, opening one safely, keeping an unfinished one aside.

Every save is a game record in the saves folder. `autosave.json` is the game in progress;
Ctrl+S and a new game started over an unfinished one keep named copies beside it
('lueurs-20261130-144100.json'). A file that cannot be used is renamed, never deleted.
"""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

from accessiplay.core import BadRecord
from accessiplay.core.record import GameRecord
from accessiplay.session import Session
from accessiplay.storage import autosave_path, read_text, saves_dir, set_aside

FINISHED = "last-finished.json"
# The list shows this many of the newest saves: each one is replayed to say where it stands.
MAX_LISTED = 60


@dataclasses.dataclass
class SaveInfo:
    """One save as the Load list shows it."""

    path: Path
    when: datetime.datetime
    session: Session | None = None
    reason: str | None = None  # why it cannot be opened, when it cannot


def when_saved(path: Path) -> datetime.datetime:
    """The local time a save was last written."""
    return datetime.datetime.fromtimestamp(path.stat().st_mtime)


def new_save_path(game_id: str, when: datetime.datetime | None = None) -> Path:
    """A fresh file name for a kept game, unique in the saves folder."""
    stamp = (when or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        path = saves_dir() / f"{game_id}-{stamp}{f'-{n}' if n else ''}.json"
        if not path.exists():
            return path
    raise FileExistsError(path)


def open_save(path: Path) -> Session:
    """The session a save holds; BadRecord (with its cause) or OSError when it cannot be used."""
    try:
        text = read_text(path)
    except UnicodeDecodeError as exc:
        raise BadRecord("damaged-record") from exc
    return Session.resume(GameRecord.loads(text), save_path=path)


def is_autosave(path: Path) -> bool:
    """Whether a save is the game in progress rather than a copy kept beside it."""
    return path.name == autosave_path().name


def is_listed(path: Path) -> bool:
    """Saves of games to go on with: not the last finished game, nor files set aside."""
    return path.suffix == ".json" and path.name != FINISHED and ".damaged-" not in path.name


def list_saves() -> list[SaveInfo]:
    """Every save, newest first, each opened to say where it stands (or why it cannot be)."""
    found = []
    try:
        paths = [p for p in saves_dir().iterdir() if is_listed(p)]
    except OSError:
        return []
    for path in paths:
        try:
            found.append(SaveInfo(path, when_saved(path)))
        except OSError:
            continue
    found.sort(key=lambda info: info.when, reverse=True)
    found = found[:MAX_LISTED]
    for info in found:
        try:
            info.session = open_save(info.path)
        except BadRecord as exc:
            info.reason = exc.reason
        except OSError:
            info.reason = "unreadable"
    return found


def keep_unfinished() -> tuple[Path | None, Session | None]:
    """Move the game in progress to a named save, so a new game does not overwrite it.

    Returns the new path and the game it holds (None when it was damaged and set aside).
    """
    path = autosave_path()
    try:
        session = open_save(path)
    except FileNotFoundError:
        return None, None
    except (BadRecord, OSError):
        return set_aside(path), None
    target = new_save_path(session.game.id, when_saved(path))
    try:
        path.rename(target)
    except OSError:
        return None, None
    return target, session
