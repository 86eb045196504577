"""Games played, won and best scores, per game, in stats.json.

Statistics are never worth a game: a file that is not what this module writes is set aside
(renamed, not deleted) and counting starts afresh, and the player is told after the scores.
"""

from __future__ import annotations

import dataclasses
import errno
import json
from pathlib import Path
from typing import Any

from accessiplay import locks
from accessiplay.storage import data_dir, read_text, set_aside, write_atomically


@dataclasses.dataclass
class Result:
    """What the end of a game adds to the statistics, for the final announcement."""

    best: int | None = None
    new_best: bool = False
    score: int | None = None
    #: Where a damaged statistics file was moved, when it had to be.
    set_aside: Path | None = None
    damaged: bool = False
    #: Why this game could not be kept: "full" (no room on the disk), "folder" (not writable).
    unsaved: str | None = None


@dataclasses.dataclass
class Reading:
    """The statistics as the Statistics screen says them, and what became of a damaged file."""

    stats: dict[str, Any]
    damaged: bool = False
    #: Where the damaged file was moved; None when it could not be (it is left as it was).
    set_aside: Path | None = None


#: Write errors that mean the disk (or the player's share of it) has no room left.
NO_ROOM = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


def stats_path() -> Path:
    """The statistics file."""
    return data_dir() / "stats.json"


def _valid(stats: Any) -> bool:
    """Whether the content is a table of games, each with its counts and a best score."""
    if not isinstance(stats, dict):
        return False
    for entry in stats.values():
        if not isinstance(entry, dict):
            return False
        played, best = entry.get("played", 0), entry.get("best")
        if not _count(played) or not (best is None or _count(best)):
            return False
        if not all(_count(entry.get(k, 0)) for k in COUNTS):
            return False
    return True


def _count(value: Any) -> bool:
    """A whole number a game could produce (not a bool, not 1e999, not text)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MOST


#: The counts an entry may hold besides `played` and `best`: a file of an older version lacks
#: some (0.1.0 wrote no `won` nor `won_from`), and each is read as 0 when it is not there.
COUNTS = ("hinted", "hints", "won_unaided", "won", "won_from", "solo", "no_bot")

#: The largest count kept: one game past it was written, then read back as damaged.
MOST = 10**9 - 1


def _add(entry: dict[str, Any], key: str, count: int) -> None:
    """Add to one count, stopping at MOST: 999,999,999 games plus one was written as a
    number the next game called damaged, and every statistic was set aside."""
    entry[key] = min(entry.get(key, 0) + count, MOST)


def _start_counting_wins(entry: dict[str, Any]) -> None:
    """An entry written before wins were counted notes how many games came before
    (`won_from`): its wins are said of the games since, never as if they were all of them."""
    if "won" not in entry:
        entry["won"] = 0
        if entry.get("played", 0):
            entry["won_from"] = entry["played"]


def load(path: Path) -> tuple[dict[str, Any], bool]:
    """The statistics and whether the file was there but damaged."""
    try:
        stats = json.loads(read_text(path))
    except FileNotFoundError:
        return {}, False
    except (OSError, ValueError, RecursionError):
        return {}, True
    return (stats, False) if _valid(stats) else ({}, True)


#: How long a game's end waits for another window to finish writing the statistics.
WAIT_FOR_OTHERS = 2.0


def read() -> Reading:
    """The statistics for the player to hear. A damaged file is set aside as a game's end
    would (renamed, never deleted), so the player hears it now and not again after a game."""
    path = stats_path()
    with locks.alone(path, WAIT_FOR_OTHERS):
        stats, damaged = load(path)
        kept = set_aside(path) if damaged else None
    return Reading(stats, damaged, kept)


def record_game(
    game_id: str, score: int | None, hints: int = 0, won: bool = False, no_bot: bool = False
) -> Result:
    """Count one finished game and, for a solo scored game, its score against the best.

    A game where the player asked for `hints` (one or more) counts in `hinted` and adds them
    to `hints`; one they won without any counts in `won_unaided` (issue #13: 'games won without
    hints are noted'). Every game won counts in `won`.
    """
    path = stats_path()
    with locks.alone(path, WAIT_FOR_OTHERS):
        return _count_game(path, game_id, score, hints, won, no_bot)


def _count_game(
    path: Path, game_id: str, score: int | None, hints: int, won: bool, no_bot: bool
) -> Result:
    """Read the statistics, add this game, write them back (under the lock)."""
    stats, damaged = load(path)
    result = Result(damaged=damaged)
    if damaged:
        result.set_aside = set_aside(path)
    entry = stats.setdefault(game_id, {"played": 0, "best": None})
    _start_counting_wins(entry)
    _add(entry, "played", 1)
    if no_bot:
        # Friends at one keyboard: one of them always wins, so the game is neither won nor lost.
        _add(entry, "no_bot", 1)
    if won:
        _add(entry, "won", 1)
    if hints:
        _add(entry, "hinted", 1)
        _add(entry, "hints", hints)
    elif won:
        _add(entry, "won_unaided", 1)
    result.best = entry.get("best")
    if score is not None:
        # A game played alone is neither won nor lost: the Statistics screen says only its
        # best score, never "1 won" of a game nobody else played.
        _add(entry, "solo", 1)
        result.score = score
        if result.best is None or score > result.best:
            entry["best"] = result.best = score
            result.new_best = True
    if damaged and result.set_aside is None:
        # It could not be moved: writing over it would lose it, and this game is not kept.
        return dataclasses.replace(result, damaged=False, unsaved="folder")
    try:
        write_atomically(path, json.dumps(stats))
    except OSError as exc:
        # A full disk dropped the write silently: "New best score" was said and not kept.
        result.unsaved = "full" if exc.errno in NO_ROOM else "folder"
    return result
