"""What every screen shares: command dispatch, the global keys, list navigation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from accessiplay.present import Alternatives, Msg
from accessiplay.ui.commands import Command, collect, command, keymap, remapped
from accessiplay.ui.keys import key_label

if TYPE_CHECKING:
    from accessiplay.ui.app import Controller


def spoken_keys(cmd: Command, remap: Mapping[str, Any]) -> Msg:
    """A command's keys as F1 says them ('F1 or question mark'), with the player's remapping,
    so words that name a key (a guided game's welcome) name the one that truly works."""
    keys = remapped(cmd, remap).keys
    return Msg.of("ui-key-or", keys=Alternatives(key_label(k) for k in keys))


def edge_said(at_top: bool) -> Msg:
    """'Top of the list' or 'End of the list': French and Spanish name the end an arrow hit
    ('Fin de la liste' said at the top read wrong in play)."""
    return Msg.of("ui-edge", end="top" if at_top else "bottom")


class Screen:
    """A screen: its commands, what it says on entering, how it reacts to keys."""

    #: Message id of the screen's title, said on entering and shown in the status line.
    title_id = "ui-title"

    def __init__(self, app: Controller):
        self.app = app
        self.say = app.announcer.say
        self._keys: dict[str, tuple[Command, ...]] | None = None

    def commands(self) -> list[Command]:
        """This screen's commands, in the order F1 lists them, with their default keys."""
        return list(collect(type(self)).values())

    def keys(self) -> dict[str, tuple[Command, ...]]:
        """This screen's key → commands table, with the player's remapping."""
        if self._keys is None:
            self._keys = keymap(self.commands(), self.app.settings.keys)
        return self._keys

    def title(self) -> Msg:
        """The screen's name."""
        return Msg.of(self.title_id)

    def enter(self) -> None:
        """Said when the screen appears or comes back to the top."""
        self.say(self.title(), *self.describe())

    def describe(self) -> list[Msg]:
        """What the screen shows now, after its title."""
        return []

    def status(self) -> str:
        """One line for the full-screen status bar."""
        return self.app.announcer.tr(self.title())

    def body(self) -> list[tuple[bool, str]]:
        """The lines shown in full-screen mode, each with whether it has the focus."""
        return []

    def handle(self, key: str, repeat: bool) -> bool:
        """React to a key; False when nothing on this screen knows it.

        The key's commands are tried in turn until one answers; one that does not apply now
        (its `when` is false) answers by saying why.
        """
        for cmd in self.keys().get(key, ()):
            if cmd.when is not None and not getattr(self, cmd.when)():
                self.refuse(cmd)
                return True
            if self.run(cmd, key, repeat):
                return True
        return self.other_key(key)

    def run(self, cmd: Command, key: str, repeat: bool) -> bool:
        """Run a command; False when it lets the key's next command answer instead."""
        getattr(self, cmd.method)(repeat)
        return True

    def refuse(self, cmd: Command) -> None:
        """A command that does not apply now: say where the player is."""
        self.enter()

    def other_key(self, key: str) -> bool:
        """Keys that are not commands (first-letter jumps); False if not understood."""
        return False

    def offers(self, cmd: Command) -> bool:
        """Whether F1 lists this command here. One that could only say it does nothing on
        this screen is left out of the list; its key still answers."""
        return True

    def help_commands(self) -> list[Command]:
        """The commands F1 lists, in the order of the screen's commands."""
        return [cmd for cmd in self.commands() if self.offers(cmd)]

    def help_entries(self) -> list[tuple[Msg, Msg]]:
        """(key, description) pairs for F1, in the order of the screen's commands."""
        remap = self.app.settings.keys
        return [(spoken_keys(cmd, remap), cmd.description) for cmd in self.help_commands()]

    # Keys that mean the same on every screen.
    @command("help", "f1", "?")
    def cmd_help(self, repeat: bool) -> None:
        """Open the list of this screen's keys."""
        self.app.nav.open("help", self.help_entries())

    @command("history-previous", ",")
    def cmd_history_previous(self, repeat: bool) -> None:
        """Read the previous message."""
        self._history("previous")

    @command("history-next", ".")
    def cmd_history_next(self, repeat: bool) -> None:
        """Read the next message."""
        self._history("next")

    @command("history-first", "<")
    def cmd_history_first(self, repeat: bool) -> None:
        """Read the first message."""
        self._history("first")

    @command("history-last", ">")
    def cmd_history_last(self, repeat: bool) -> None:
        """Read the newest message."""
        self._history("last")

    def _history(self, where: str) -> None:
        """Re-read a past message without adding it to the history again."""
        text, edge, position, count = self.app.announcer.history.move(where)
        if text is None:
            self.say(Msg.of("ui-history-empty"), remember=False)
            return
        if edge and where in ("previous", "next"):
            self.app.announcer.cue("back")
        # "message 5 of 40": where it stands among the game's messages.
        label = text.removesuffix(".")
        self.say(
            Msg.of("ui-history-item", label=label, position=position, count=count),
            remember=False,
        )

    @command("verbosity", "v")
    def cmd_verbosity(self, repeat: bool) -> None:
        """Switch between brief and verbose announcements."""
        self.app.settings.verbose = not self.app.settings.verbose
        self.say(Msg.of("ui-verbose", on=self.app.settings.verbose))

    @command("repeat", "f3")
    def cmd_repeat(self, repeat: bool) -> None:
        """Say the screen again."""
        self.enter()


class ListScreen(Screen):
    """A screen that is a list: arrows move, Enter chooses, first letter jumps, Escape goes back."""

    def __init__(self, app: Controller):
        super().__init__(app)
        self.focus = 0

    def items(self) -> list[Msg]:
        """The labels of the items."""
        return []

    def activate(self, index: int) -> None:
        """What choosing an item does."""

    def change(self, index: int, step: int) -> bool:
        """Left/Right on an item (a setting's value); False if the item has no values."""
        return False

    def offers(self, cmd: Command) -> bool:
        """Left/Right are listed only by a list whose items have values (one that defines
        `change`): on the main menu they only say there is no value."""
        if cmd.id in ("decrease", "increase"):
            return type(self).change is not ListScreen.change
        return super().offers(cmd)

    def describe(self) -> list[Msg]:
        """The focused item and where it stands in the list."""
        items = self.items()
        if not items:
            return self.empty()
        self.focus = min(self.focus, len(items) - 1)
        return [self.item_text(self.focus)]

    def empty(self) -> list[Msg]:
        """What the list keys say when there is nothing to list: a screen that knows why its
        list is empty says so instead (Statistics before any game)."""
        return [Msg.of("ui-list-empty")]

    def item_text(self, index: int) -> Msg:
        """An item with its position, as a screen reader would say it, opening a sentence."""
        items = self.items()
        text = self.app.announcer.tr.sentence(items[index]).removesuffix(".")
        return Msg.of("ui-item", label=text, position=index + 1, count=len(items))

    def speak_focus(self) -> None:
        """Say the focused item."""
        self.app.announcer.cue("menu-move")
        self.say(self.item_text(self.focus))

    def body(self) -> list[tuple[bool, str]]:
        """The items, the focused one marked."""
        tr = self.app.announcer.tr
        return [(i == self.focus, tr(m)) for i, m in enumerate(self.items())]

    def _move(self, target: int) -> None:
        """Move the focus, saying the edge when the list ends there."""
        count = len(self.items())
        if count == 0:
            self.say(*self.empty())
            return
        if not 0 <= target < count:
            self.app.announcer.cue("back")
            self.say(edge_said(target < 0), self.item_text(self.focus))
            return
        self.focus = target
        self.speak_focus()

    @command("previous", "up")
    def cmd_previous(self, repeat: bool) -> None:
        """Previous item."""
        self._move(self.focus - 1)

    @command("next", "down")
    def cmd_next(self, repeat: bool) -> None:
        """Next item."""
        self._move(self.focus + 1)

    @command("first", "home")
    def cmd_first(self, repeat: bool) -> None:
        """First item."""
        self._move(0)

    @command("last", "end")
    def cmd_last(self, repeat: bool) -> None:
        """Last item."""
        self._move(len(self.items()) - 1)

    @command("choose", "enter", "space")
    def cmd_choose(self, repeat: bool) -> None:
        """Choose the focused item."""
        if not self.items():
            self.say(*self.empty())
            return
        self.app.announcer.cue("menu-select")
        self.activate(self.focus)

    @command("decrease", "left")
    def cmd_decrease(self, repeat: bool) -> None:
        """Previous value of the focused setting."""
        self._change(-1)

    @command("increase", "right")
    def cmd_increase(self, repeat: bool) -> None:
        """Next value of the focused setting."""
        self._change(1)

    def _change(self, step: int) -> None:
        """Change a value, or say that this item has none to change."""
        if not self.items() or not self.change(self.focus, step):
            self.say(Msg.of("ui-no-values"))

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Go back to the previous screen."""
        self.app.announcer.cue("back")
        self.app.pop()

    def other_key(self, key: str) -> bool:
        """First letter jumps to the next item starting with it."""
        if len(key) != 1 or not key.isalnum():
            return False
        labels = [self.app.announcer.tr(m) for m in self.items()]
        count = len(labels)
        for offset in range(1, count + 1):
            index = (self.focus + offset) % count
            if labels[index][:1].lower() == key.lower():
                self.focus = index
                self.speak_focus()
                return True
        self.say(Msg.of("ui-no-item-letter", letter=key.upper()))
        return True
