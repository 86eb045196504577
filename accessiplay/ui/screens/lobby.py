"""The lobby of an online server: its tables read like any list, a table's seats, a new table.

Each screen is given the `OnlineClient` (accessiplay.ui.online_client) and asks it for what the server
holds; the server's answers come back through the client's `poll`, which opens the game screen
once the player is seated.
"""

from __future__ import annotations

from typing import Any

from accessiplay.core import get_game
from accessiplay.core.errors import UnknownGame
from accessiplay.present import Msg
from accessiplay.ui.commands import command
from accessiplay.ui.players import players_limit, players_row
from accessiplay.ui.screens.base import ListScreen

#: The delays a creator may give before a bot plays a missing player's seat (None: never).
BOT_AFTER = (None, 30, 60, 120, 300, 600)


def game_name(game_id: str) -> Msg | str:
    """A game said by its name, or its id when this client does not know it."""
    try:
        get_game(game_id)
    except UnknownGame:
        return game_id
    return Msg.of(f"{game_id}-name")


class LobbyScreen(ListScreen):
    """Create a table, then every table the server lists: open ones with free seats first."""

    title_id = "lobby-title"
    #: An online game's final scores go back to this screen rather than the main menu.
    is_lobby = True

    def __init__(self, app, online):
        super().__init__(app)
        self.online = online
        online.on_tables = self.tables_came

    def describe(self) -> list[Msg]:
        """The focused table; while a list asked for is on its way, nothing: it is said when it
        comes (play-tested: opening the lobby said "Create a table" twice)."""
        return [] if self.online.asked else super().describe()

    def tables(self) -> list[dict[str, Any]]:
        """The tables as the server last listed them."""
        return self.online.tables

    def items(self) -> list[Msg]:
        """'Create a table', then each table: game, free seats, players, state."""
        kept = self.online.kept_seats()
        return [Msg.of("lobby-create")] + [self._label(t, kept) for t in self.tables()]

    def _label(self, table: dict[str, Any], kept: dict) -> Msg:
        """'Sixteen: 1 free seat of 2; Ana, Bruno (easy bot); waiting'."""
        seats = [s for s in table.get("seats", []) if isinstance(s, dict)]
        players = tuple(
            self._seat_words(n, s)
            for n, s in enumerate(seats)
            if s.get("name") or s.get("seated") or s.get("kind") == "bot"
        )
        if table.get("over"):
            state = "over"
        elif table.get("started"):
            state = "playing"
        else:
            state = "waiting"
        return Msg.of(
            "lobby-table",
            game=game_name(str(table.get("game"))),
            free=len(table.get("free", [])),
            count=len(seats),
            players=players or Msg.of("lobby-nobody"),
            state=state,
            kept="yes" if table.get("table") in kept else "no",
        )

    def _seat_words(self, index: int, seat: dict[str, Any]) -> Msg | str:
        """A seat of a listed table: its player's name (by seat number when they gave none),
        or a bot with its level."""
        if seat.get("kind") == "bot":
            return Msg.of("lobby-bot", level=Msg.of(f"ui-seat-kind-{seat.get('level')}"))
        return str(seat.get("name") or "") or Msg.of("ui-human-name", n=index + 1)

    def tables_came(self) -> None:
        """A new list: said when the lobby has the keyboard."""
        if self.app.top() is self:
            self.focus = min(self.focus, len(self.items()) - 1)
            count = len(self.tables())
            self.say(Msg.of("lobby-tables", count=count), self.item_text(self.focus))

    def activate(self, index: int) -> None:
        """Create a table, or open one to sit or watch."""
        if index == 0:
            self.app.nav.open("create-table", self.online)
            return
        self.app.nav.open("table-menu", self.online, self.tables()[index - 1])

    @command("refresh", "f5")
    def cmd_refresh(self, repeat: bool) -> None:
        """Ask the server for its tables again."""
        if self.online.refresh():
            self.say(Msg.of("lobby-refreshing"))

    @command("join-by-id", "j")
    def cmd_join_by_id(self, repeat: bool) -> None:
        """Type the id of a private table to join it."""

        def typed(table: str) -> None:
            if table:
                self.online.join(table.strip())
            else:
                self.say(Msg.of("ui-cancelled"))

        self.app.nav.open("field-entry", Msg.of("lobby-table-id-question"), "", typed)

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Leave the server, back to the main menu."""
        self.online.close()
        self.app.announcer.cue("back")
        self.say(Msg.of("lobby-disconnected"))
        self.app.nav.reset("main-menu")


class TableMenuScreen(ListScreen):
    """One table: take a free seat, take a kept seat back, or watch."""

    title_id = "lobby-title-table"

    def __init__(self, app, online, table: dict[str, Any]):
        super().__init__(app)
        self.online = online
        self.table = table

    def choices(self) -> list[tuple[str, int | None]]:
        """('back', seat) for a kept seat, ('seat', n) for each free one, then ('watch', None)."""
        kept = self.online.kept_seats().get(self.table.get("table"))
        found: list[tuple[str, int | None]] = []
        if kept is not None:
            found.append(("back", kept[0]))
        mine = kept[0] if kept is not None else None
        found += [("seat", n) for n in self.table.get("free", []) if type(n) is int and n != mine]
        return [*found, ("watch", None)]

    def items(self) -> list[Msg]:
        """Each choice in words."""
        return [
            Msg.of(f"lobby-take-{what}", n=seat + 1) if seat is not None else Msg.of("lobby-watch")
            for what, seat in self.choices()
        ]

    def activate(self, index: int) -> None:
        """Ask the server; its answer opens the table."""
        what, seat = self.choices()[index]
        table = str(self.table.get("table"))
        self.app.pop(announce=False)
        if what == "watch":
            self.online.watch(table)
        else:
            self.online.join(table, seat)
        self.say(Msg.of("lobby-joining"))


class CreateTableScreen(ListScreen):
    """A new table: game, players, each other seat (a player who joins, or a bot), private or
    open, how long a missing player is waited for before a bot plays for them, then Create."""

    title_id = "lobby-title-create"

    def __init__(self, app, online):
        super().__init__(app)
        self.online = online
        self.games = self._games()
        self.game_index = 0
        self.players = 2
        self.kinds = ["human"] * 8
        self.private = False
        self.bot_after_index = 0
        self._fit()

    def _games(self) -> list[dict[str, Any]]:
        """The server's games this client can play, in the menus' order."""
        known = []
        for game in self.online.games:
            try:
                known.append((get_game(str(game.get("game"))).menu_order, game))
            except UnknownGame:
                continue
        return [g for _, g in sorted(known, key=lambda pair: pair[0])]

    @property
    def game(self) -> dict[str, Any]:
        """The game chosen, as the server offers it."""
        return self.games[self.game_index]

    def levels(self) -> list[str]:
        """The bot levels the server offers for this game."""
        return [str(level) for level in self.game.get("levels", [])]

    def _fit(self) -> None:
        """Keep the player count inside what the chosen game allows."""
        if self.games:
            low, high = int(self.game.get("min", 1)), int(self.game.get("max", 1))
            self.players = min(max(self.players, low), high)

    def rows(self) -> list[str]:
        """The form's rows, by name."""
        if not self.games:
            return []
        seats = [f"seat-{i}" for i in range(self.players)]
        return ["game", "players", *seats, "private", "bot-after", "create"]

    def items(self) -> list[Msg]:
        """Each row with its value."""
        return [self._label(row) for row in self.rows()]

    def _label(self, row: str) -> Msg:
        """A row in words."""
        if row == "game":
            return Msg.of("ui-setup-game", name=game_name(str(self.game.get("game"))))
        if row == "players":
            return players_row(
                self.players, int(self.game.get("min", 1)), int(self.game.get("max", 1))
            )
        if row == "private":
            return Msg.of("lobby-private", on="yes" if self.private else "no")
        if row == "bot-after":
            seconds = BOT_AFTER[self.bot_after_index]
            if seconds is None:
                return Msg.of("lobby-bot-after-never")
            return Msg.of("lobby-bot-after", seconds=seconds)
        if row == "create":
            return Msg.of("lobby-create-start")
        seat = int(row.split("-")[1])
        if seat == 0:
            return Msg.of("lobby-seat-you", n=1)
        if self.kinds[seat] == "human":
            return Msg.of("lobby-seat-open", n=seat + 1)
        kind = Msg.of(f"ui-seat-kind-{self.kinds[seat]}")
        return Msg.of("ui-setup-seat", n=seat + 1, kind=kind)

    def change(self, index: int, step: int) -> bool:
        """Left and Right change the focused row's value."""
        row = self.rows()[index]
        if row == "game":
            self.game_index = (self.game_index + step) % len(self.games)
            self._fit()
        elif row == "players":
            low, high = int(self.game.get("min", 1)), int(self.game.get("max", 1))
            if not low <= self.players + step <= high:
                self.app.announcer.cue("back")
                self.say(players_limit(low, high), self.item_text(index))
                return True
            self.players += step
        elif row == "private":
            self.private = not self.private
        elif row == "bot-after":
            self.bot_after_index = (self.bot_after_index + step) % len(BOT_AFTER)
        elif row.startswith("seat-") and row != "seat-0":
            seat = int(row.split("-")[1])
            kinds = ["human", *self.levels()]
            current = kinds.index(self.kinds[seat]) if self.kinds[seat] in kinds else 0
            self.kinds[seat] = kinds[(current + step) % len(kinds)]
        else:
            return False
        self.speak_focus()
        return True

    def seats(self) -> list[dict[str, Any]]:
        """The seats as the protocol asks for them: seat 0 the creator's."""
        return [
            {"kind": "human"} if kind == "human" or i == 0 else {"kind": "bot", "level": kind}
            for i, kind in enumerate(self.kinds[: self.players])
        ]

    def activate(self, index: int) -> None:
        """Create on the last row; elsewhere, say the arrows change the value."""
        row = self.rows()[index]
        if row != "create":
            self.say(Msg.of("ui-setup-use-arrows"), self.item_text(index))
            return
        game = str(self.game.get("game"))
        bot_after = BOT_AFTER[self.bot_after_index]
        self.app.pop(announce=False)
        self.online.create(game, self.seats(), self.private, bot_after)
        self.say(Msg.of("lobby-creating"))
