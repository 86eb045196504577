"""Load a game: every save by game, date, where it stands and who plays, newest first."""

from __future__ import annotations

from accessiplay.names import clean_path
from accessiplay.present import Ctx, Msg
from accessiplay.saves import SaveInfo, is_autosave, list_saves
from accessiplay.ui import flow
from accessiplay.ui.commands import command
from accessiplay.ui.screens.base import ListScreen


class SavesScreen(ListScreen):
    """The saved games; Enter loads one, Delete removes one after asking."""

    title_id = "ui-title-saves"

    def __init__(self, app):
        super().__init__(app)
        self.saves: list[SaveInfo] = list_saves()

    def describe(self) -> list[Msg]:
        """How many saves there are, then the first (or that there are none)."""
        if not self.saves:
            return self.empty()
        return [Msg.of("ui-saves-count", count=len(self.saves)), *super().describe()]

    def empty(self) -> list[Msg]:
        """No saves, and how one comes to be here: on opening, on every list key and on Delete
        ('The list is empty.' on Down told the player nothing, play-test)."""
        return [Msg.of("ui-saves-none")]

    def items(self) -> list[Msg]:
        """'Lueurs, 30 November 14:41, saved copy. Turn 3 of 12. Players: Ana and Leo.'"""
        return [self._label(info) for info in self.saves]

    def _label(self, info: SaveInfo) -> Msg:
        """One save said as the player would look for it."""
        session = info.session
        if session is None:
            return Msg.of(
                "ui-saves-damaged",
                file=clean_path(info.path.name),
                reason=Msg.of(f"ui-record-{info.reason}"),
            )
        ctx = Ctx(session.state.view(None), None, session.names, False)
        where = session.game.presenter().turn(ctx)
        return Msg.of(
            "ui-saves-entry",
            label=flow.save_label(session.game.id, info.when),
            kind=Msg.of(
                "ui-saves-kind-autosave" if is_autosave(info.path) else "ui-saves-kind-copy"
            ),
            where=where[0] if where else "",
            players=tuple(session.names),
        )

    def activate(self, index: int) -> None:
        """Open the chosen save; a damaged one is explained and set aside."""
        info = self.saves[index]
        if info.session is None:
            flow.refuse(self.app, info.path, info.reason or "unreadable")
            self._reload()
            return
        if not flow.load_copy(self.app, info.path):
            self._reload()

    def _reload(self) -> None:
        """Read the folder again after a change, and say where the focus is."""
        self.saves = list_saves()
        self.say(*self.describe())

    @command("delete", "delete")
    def cmd_delete(self, repeat: bool) -> None:
        """Delete the focused save, after asking."""
        if not self.saves:
            self.say(*self.empty())
            return
        info = self.saves[self.focus]
        question = Msg.of("ui-saves-delete-question", save=self.items()[self.focus])
        self.app.nav.open("confirm", question, lambda: self._delete(info))

    def _delete(self, info: SaveInfo) -> None:
        """Remove the file the player chose to delete, and say so."""
        from accessiplay import locks

        if locks.is_open_elsewhere(info.path):
            self.say(Msg.of("ui-game-open-elsewhere"), cue="error")
            return
        try:
            info.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            self.say(Msg.of("ui-saves-not-deleted"), cue="error")
            return
        self.say(Msg.of("ui-saves-deleted"))
        self._reload()
