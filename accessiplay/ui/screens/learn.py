"""Learn to play: the games that have a guided game, each with how far the player got."""

from __future__ import annotations

from accessiplay.core import Game, all_games
from accessiplay.present import Msg
from accessiplay.tutorial import progress
from accessiplay.tutorial.launch import open_tutorial
from accessiplay.tutorial.progress import Book
from accessiplay.tutorial.scripts import MODULES, script_for
from accessiplay.ui.screens.base import ListScreen


class LearnMenu(ListScreen):
    """Pick a game to learn by playing it, guided step by step."""

    title_id = "tutorial-title-menu"

    def __init__(self, app):
        super().__init__(app)
        self.book = Book({})
        self.noted = False

    def enter(self) -> None:
        """Read the progress afresh each time the list shows; a damaged file is said once,
        after the list, so the title is not cut short."""
        self.book = progress.load()
        super().enter()
        if self.book.damaged and not self.noted:
            self.noted = True
            self.say(Msg.of("tutorial-progress-damaged"), cue="error", interrupt=False)

    def games(self) -> list[Game]:
        """The games with a guided game, in the menus' order."""
        return [g for g in all_games() if g.id in MODULES]

    def items(self) -> list[Msg]:
        """Each game with its progress."""
        return [
            Msg.of("tutorial-menu-game", name=Msg.of(f"{g.id}-name"), state=self.state(g))
            for g in self.games()
        ]

    def state(self, game: Game) -> Msg:
        """Not started, how many steps done, or finished."""
        reached = self.book.of(game.id)
        script = script_for(game.id)
        if reached.done:
            return Msg.of("tutorial-state-done")
        if not reached.step or script is None:
            return Msg.of("tutorial-state-new")
        count = len(script.moves)
        return Msg.of("tutorial-state-step", step=min(reached.step, count), count=count)

    def activate(self, index: int) -> None:
        """Open that game's guided game."""
        open_tutorial(self.app, self.games()[index], self.book)
