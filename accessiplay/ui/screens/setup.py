"""Game setup: a form read with the arrows, Left and Right changing the focused value."""

from __future__ import annotations

from accessiplay.core import all_games
from accessiplay.i18n import LANGUAGES
from accessiplay.present import Msg
from accessiplay.ui import flow
from accessiplay.ui.screens.base import ListScreen

SEAT_KINDS = ("human", "easy", "normal", "hard")


class SetupScreen(ListScreen):
    """Game, number of players, each seat (human or bot level), language, then Start."""

    title_id = "ui-title-setup"

    def __init__(self, app):
        super().__init__(app)
        self.games = all_games()
        self.game_index = 0
        self.players = 1
        self.kinds = ["human"] + ["normal"] * 5
        self._fit_players()

    @property
    def game(self):
        """The game chosen."""
        return self.games[self.game_index]

    def _fit_players(self) -> None:
        """Keep the player count inside what the chosen game allows."""
        self.players = min(max(self.players, self.game.min_players), self.game.max_players)

    def rows(self) -> list[str]:
        """The form's rows, by name."""
        return (
            ["game", "players"] + [f"seat-{i}" for i in range(self.players)] + ["language", "start"]
        )

    def items(self) -> list[Msg]:
        """Each row with its current value."""
        return [self._label(row) for row in self.rows()]

    def _label(self, row: str) -> Msg:
        """A row said as 'Game: Sixty-One' or 'Seat 2: normal bot'."""
        if row == "game":
            return Msg.of("ui-setup-game", name=Msg.of(f"{self.game.id}-name"))
        if row == "players":
            return Msg.of(
                "ui-setup-players",
                count=self.players,
                low=self.game.min_players,
                high=self.game.max_players,
            )
        if row == "language":
            return Msg.of("ui-setup-language", language=Msg.of(f"ui-language-{self.app.lang}"))
        if row == "start":
            return Msg.of("ui-setup-start")
        seat = int(row.split("-")[1])
        return Msg.of("ui-setup-seat", n=seat + 1, kind=Msg.of(f"ui-seat-kind-{self.kinds[seat]}"))

    def change(self, index: int, step: int) -> bool:
        """Left/Right cycle the focused row's value."""
        row = self.rows()[index]
        if row == "game":
            self.game_index = (self.game_index + step) % len(self.games)
            self._fit_players()
        elif row == "players":
            target = self.players + step
            if not self.game.min_players <= target <= self.game.max_players:
                self.app.announcer.cue("back")
                self.say(
                    Msg.of(
                        "ui-setup-players-limit",
                        low=self.game.min_players,
                        high=self.game.max_players,
                    ),
                    self.item_text(index),
                )
                return True
            self.players = target
        elif row == "language":
            langs = list(LANGUAGES)
            self.app.set_language(langs[(langs.index(self.app.lang) + step) % len(langs)])
            self.app.settings.language = self.app.lang
        elif row.startswith("seat-"):
            seat = int(row.split("-")[1])
            kinds = list(SEAT_KINDS)
            self.kinds[seat] = kinds[(kinds.index(self.kinds[seat]) + step) % len(kinds)]
        else:
            return False
        self.speak_focus()
        return True

    def activate(self, index: int) -> None:
        """Enter on a value row moves on; on Start, the game begins."""
        if self.rows()[index] != "start":
            self.say(Msg.of("ui-setup-use-arrows"), self.item_text(index))
            return
        flow.start_game(self.app, self.game, self.kinds[: self.players])
