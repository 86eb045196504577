"""The main menu and the game list used to open a rules walkthrough."""

from __future__ import annotations

from accessiplay.core import all_games
from accessiplay.present import Msg
from accessiplay.ui import flow
from accessiplay.ui.commands import command
from accessiplay.ui.screens.base import ListScreen


class MainMenu(ListScreen):
    """New game, resume, load a game, rules, learn to play, settings, statistics, quit."""

    title_id = "ui-title-main-menu"

    def entries(self) -> list[str]:
        """The menu's items; resume only when a game is waiting."""
        names = ["new-game"]
        if flow.has_saved_game():
            names.append("resume")
        # Statistics after Settings: S still reaches Settings first, as players learned it.
        return names + ["load", "rules", "learn", "settings", "statistics", "online", "quit"]

    def items(self) -> list[Msg]:
        """The labels (the guided games' item lives with their words, in tutorial.ftl)."""
        return [
            Msg.of("tutorial-menu-item") if name == "learn" else Msg.of(f"ui-menu-{name}")
            for name in self.entries()
        ]

    def activate(self, index: int) -> None:
        """Open what was chosen."""
        choice = self.entries()[index]
        if choice == "new-game":
            self.app.nav.open("setup")
        elif choice == "resume":
            if not flow.resume_game(self.app):
                self.enter()
        elif choice == "load":
            self.app.nav.open("saves")
        elif choice == "online":
            from accessiplay.ui import online

            online.play_online(self.app)
        elif choice == "rules":
            self.app.nav.open("rules-menu")
        elif choice == "learn":
            self.app.nav.open("learn-menu")
        elif choice == "settings":
            self.app.nav.open("settings")
        elif choice == "statistics":
            self.app.nav.open("statistics")
        else:
            self.goodbye()

    @command("back", "escape", "q")
    def cmd_back(self, repeat: bool) -> None:
        """Ask before leaving the client (a game in progress is already saved)."""
        self.app.nav.open("confirm", Msg.of("ui-quit-client-question"), self.goodbye)

    def goodbye(self) -> None:
        """Leave the client."""
        self.say(Msg.of("ui-goodbye"))
        self.app.quit()


class RulesMenu(ListScreen):
    """Pick a game to hear its rules walkthrough."""

    title_id = "ui-title-rules-menu"

    def items(self) -> list[Msg]:
        """Each game with its one-line summary."""
        return [
            Msg.of(
                "ui-game-with-summary",
                name=Msg.of(f"{g.id}-name"),
                summary=Msg.of(f"{g.id}-summary"),
            )
            for g in all_games()
        ]

    def activate(self, index: int) -> None:
        """Open the walkthrough of that game."""
        self.app.nav.open("walkthrough", all_games()[index])
