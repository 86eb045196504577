"""The rules walkthrough: sections read with the arrows, in the player's language."""

from __future__ import annotations

from accessiplay.core import Game
from accessiplay.present import Msg
from accessiplay.ui.screens.base import ListScreen


class WalkthroughScreen(ListScreen):
    """Up/Down move between sections and read each whole; Enter reads the focused one again."""

    title_id = "ui-title-rules"

    def __init__(self, app, game: Game, section: str | None = None):
        super().__init__(app)
        self.game = game
        self.sections = game.presenter().rule_sections
        if section in self.sections:
            self.focus = self.sections.index(section)

    def title(self) -> Msg:
        """'Rules of Sixty-One'."""
        return Msg.of("ui-rules-of", game=Msg.of(f"{self.game.id}-name"))

    def enter(self) -> None:
        """The title, once how the sections open, then the focused section."""
        self.say(self.title(), Msg.of("ui-rules-how"), *self.describe())

    def items(self) -> list[Msg]:
        """The section headings."""
        return [Msg.of(f"{self.game.id}-rules-{s}-title") for s in self.sections]

    def describe(self) -> list[Msg]:
        """The heading with its place, a stop, then the whole section."""
        if not self.sections:
            return [Msg.of("ui-list-empty")]
        text = Msg.of(f"{self.game.id}-rules-{self.sections[self.focus]}")
        return [Msg.of("ui-rules-section", heading=self.item_text(self.focus), text=text)]

    def activate(self, index: int) -> None:
        """Read the section again."""
        self.say(*self.describe())

    def body(self) -> list[tuple[bool, str]]:
        """Headings, and the focused section's text below them."""
        lines = super().body()
        if self.sections:
            text = self.app.announcer.tr(
                Msg.of(f"{self.game.id}-rules-{self.sections[self.focus]}")
            )
            lines += [(False, ""), (False, text)]
        return lines
