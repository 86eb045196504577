"""How far the player got in each tutorial, kept in the user data folder between sittings.

One small JSON file, `tutorials.json`: per game id, the number of steps done and whether the
tutorial was finished. It is written atomically after every step. A file that cannot be read
as such is ignored (the player hears it once) and replaced by the next step written: progress
is a convenience, never worth refusing to teach.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from accessiplay.storage import data_dir, read_text, write_atomically


@dataclasses.dataclass(frozen=True)
class Progress:
    """One game's progress: steps done (the next step's index) and whether it was finished."""

    step: int = 0
    done: bool = False


def progress_path() -> Path:
    """The progress file of every tutorial."""
    return data_dir() / "tutorials.json"


@dataclasses.dataclass
class Book:
    """Every game's progress, and whether the file read was damaged (said once, then ignored)."""

    games: dict[str, Progress]
    damaged: bool = False

    def of(self, game_id: str) -> Progress:
        """A game's progress; a game never opened has done nothing."""
        return self.games.get(game_id, Progress())

    def mark(self, game_id: str, progress: Progress) -> bool:
        """Remember a game's progress on disk; False when the folder cannot be written."""
        self.games[game_id] = progress
        data = {g: dataclasses.asdict(p) for g, p in sorted(self.games.items())}
        try:
            write_atomically(progress_path(), json.dumps(data, indent=1) + "\n")
        except OSError:
            return False
        return True


def _entry(value: object) -> Progress | None:
    """One game's entry, or None when it is not a step count and a done flag."""
    if not isinstance(value, dict) or set(value) != {"step", "done"}:
        return None
    step, done = value["step"], value["done"]
    if type(step) is not int or step < 0 or type(done) is not bool:
        return None
    return Progress(step, done)


def load() -> Book:
    """The progress on disk; a missing file is a fresh start, a damaged one an ignored one."""
    path = progress_path()
    if not path.exists():
        return Book({})
    try:
        data = json.loads(read_text(path))
    except (OSError, ValueError, RecursionError):  # RecursionError: arrays nested too deep
        return Book({}, damaged=True)
    if not isinstance(data, dict):
        return Book({}, damaged=True)
    games = {g: _entry(v) for g, v in data.items() if isinstance(g, str)}
    good = {g: p for g, p in games.items() if p is not None}
    return Book(good, damaged=len(good) != len(data))
