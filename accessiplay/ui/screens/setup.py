"""Game setup: a form read with the arrows, Left and Right changing the focused value."""

from __future__ import annotations

from accessiplay.core import all_games
from accessiplay.i18n import LANGUAGES
from accessiplay.present import Msg
from accessiplay.ui import flow
from accessiplay.ui.players import players_limit, players_now, players_row
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
        # Names typed for human seats; empty means the default ("Player 2", or the settings' name).
        self.names = [app.settings.name] + [""] * 5
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
            return players_row(self.players, self.game.min_players, self.game.max_players)
        if row == "language":
            return Msg.of("ui-setup-language", language=Msg.of(f"ui-language-{self.app.lang}"))
        if row == "start":
            return Msg.of("ui-setup-start")
        seat = int(row.split("-")[1])
        if self.kinds[seat] == "human":
            return Msg.of("ui-setup-seat-human", n=seat + 1, name=self._name(seat))
        return Msg.of("ui-setup-seat", n=seat + 1, kind=Msg.of(f"ui-seat-kind-{self.kinds[seat]}"))

    def _name(self, seat: int) -> str:
        """The name a human seat will have: the one typed, or 'Player 2' as the game gives it."""
        from accessiplay.ui import flow

        humans = [i for i, kind in enumerate(self.kinds[: seat + 1]) if kind == "human"]
        names = [self.names[i] for i in humans]
        return flow.seat_list(self.app, ["human"] * len(humans), names)[-1].name

    def change(self, index: int, step: int) -> bool:
        """Left/Right cycle the focused row's value."""
        row = self.rows()[index]
        if row == "game":
            before = self.players
            self.game_index = (self.game_index + step) % len(self.games)
            self._fit_players()
            if self.players != before:
                self._say_game_and_players(index)
                return True
        elif row == "players":
            target = self.players + step
            if not self.game.min_players <= target <= self.game.max_players:
                self.app.announcer.cue("back")
                self.say(
                    players_limit(self.game.min_players, self.game.max_players),
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

    def _say_game_and_players(self, index: int) -> None:
        """The new game and, in the same line, the player count it set: the form grew or
        shrank by a seat row under the player's hands."""
        self.app.announcer.cue("menu-move")
        game = self.game
        players = players_now(self.players, game.min_players, game.max_players)
        self.say(Msg.of("ui-setup-game-players", game=self.item_text(index), players=players))

    def activate(self, index: int) -> None:
        """Enter on a human seat types its name; on Start, the game begins."""
        row = self.rows()[index]
        if row.startswith("seat-") and self.kinds[int(row.split("-")[1])] == "human":
            self._type_name(int(row.split("-")[1]))
            return
        if row != "start":
            self.say(Msg.of("ui-setup-use-arrows"), self.item_text(index))
            return
        flow.start_game(
            self.app, self.game, self.kinds[: self.players], names=self.names[: self.players]
        )

    def _type_name(self, seat: int) -> None:
        """Open the name field for a human seat; the form says the seat again after."""

        def done(name: str) -> None:
            self.names[seat] = name
            kept = Msg.of("ui-name-kept", name=name) if name else Msg.of("ui-name-default-kept")
            self.say(kept, self.item_text(self.focus))

        question = Msg.of("ui-name-question-seat", n=seat + 1)
        self.app.nav.open("name-entry", question, self.names[seat], done)
