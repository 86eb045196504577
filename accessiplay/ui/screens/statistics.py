"""Statistics: what each game's counts say, one line a game, from the main menu (#13)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import reduce
from typing import Any

from accessiplay import statistics
from accessiplay.core import all_games
from accessiplay.names import clean_path
from accessiplay.present import Msg
from accessiplay.ui.screens.base import ListScreen


def game_line(game_id: str, entry: Mapping[str, Any]) -> Msg:
    """'Sixteen: 12 games played, 7 won, 5 won without a hint, hints asked in 4 games (9 hints).'"""
    details = [Msg.of("statistics-played", count=entry.get("played", 0))]
    if 0 < entry.get("solo", 0) < entry.get("played", 0):
        # Games alone are neither won nor lost: "0 won" of 3 games, 2 of them alone, is heard
        # as 3 games lost unless the line says how many were alone.
        details.append(Msg.of("statistics-alone", count=entry["solo"]))
    if entry.get("no_bot", 0):
        # Play-test: two friends' La Linotte was said "1 won", as every game among humans would.
        details.append(Msg.of("statistics-no-bot", count=entry["no_bot"]))
    if entry.get("best") is not None:
        details.append(Msg.of("statistics-best", score=entry["best"]))
    if entry.get("solo", 0) + entry.get("no_bot", 0) < entry.get("played", 0):
        details.extend(_wins(entry))
    details.append(
        Msg.of("statistics-hints", games=entry.get("hinted", 0), hints=entry.get("hints", 0))
    )
    # Each language says how one detail follows another; no comma is written in the code.
    joined = reduce(lambda first, then: Msg.of("statistics-then", first=first, next=then), details)
    return Msg.of("statistics-game", game=Msg.of(f"{game_id}-name"), details=joined)


def _wins(entry: Mapping[str, Any]) -> list[Msg]:
    """The games won, and those won without a hint: said only of a game played with others."""
    won = _won(entry)
    unaided = Msg.of("statistics-won-unaided", count=entry.get("won_unaided", 0))
    return [unaided] if won is None else [won, unaided]


def _won(entry: Mapping[str, Any]) -> Msg | None:
    """The games won, said of the games since wins were counted when some came before (a file
    of an older version); None when none has been played since, as nothing is known of them."""
    if "won" not in entry:
        return None
    if "won_from" not in entry:
        return Msg.of("statistics-won", count=entry["won"])
    since = entry.get("played", 0) - entry["won_from"]
    return Msg.of("statistics-won-since", count=entry["won"], since=since) if since > 0 else None


def played_games(stats: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """The games played, in the order of the game list: a game never played is left out, so
    every line has something to say and '1 of 2' tells at once how many games were played."""
    return [
        (game.id, stats[game.id])
        for game in all_games()
        if game.id in stats and stats[game.id].get("played", 0) > 0
    ]


class StatisticsScreen(ListScreen):
    """The statistics of each game played, read with the arrows; Escape goes back."""

    title_id = "statistics-title"

    def __init__(self, app):
        super().__init__(app)
        reading = statistics.read()
        self.lines = [game_line(game_id, entry) for game_id, entry in played_games(reading.stats)]
        self.news = _damage_said(reading)

    def enter(self) -> None:
        """The title, what became of a damaged file (said once), then the first game."""
        self.say(self.title(), *self.news, *self.describe())
        self.news = []

    def empty(self) -> list[Msg]:
        """No game played yet, and how one comes to be counted: on opening and on every list
        key ('The list is empty.' on Down left the player wondering why, play-test)."""
        return [Msg.of("statistics-none")]

    def items(self) -> list[Msg]:
        """One line a game played."""
        return self.lines

    def activate(self, index: int) -> None:
        """Enter says the game's line again (there is nothing to open)."""
        self.speak_focus()


def _damage_said(reading: statistics.Reading) -> list[Msg]:
    """A damaged file, said as at a game's end: set aside and kept, or left where it is."""
    if not reading.damaged:
        return []
    if reading.set_aside is not None:
        return [Msg.of("ui-stats-set-aside", file=clean_path(reading.set_aside.name))]
    return [Msg.of("statistics-damaged-left", path=clean_path(statistics.stats_path()))]
