"""Commands registered once, with their keys and localized description: F1 help is built from them.

Like NVDA's scripts: a screen method decorated with `@command("scores", "s")` is the command
`scores`, bound to `s` unless the player remapped it, described by the message `ui-cmd-scores`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from accessiplay.present import Msg


@dataclasses.dataclass(frozen=True)
class Command:
    """A named thing a key does on a screen."""

    id: str
    keys: tuple[str, ...]
    method: str

    @property
    def description(self) -> Msg:
        """What F1 says this command does."""
        return Msg.of(f"ui-cmd-{self.id}")


def command(command_id: str, *keys: str) -> Callable:
    """Mark a screen method as a command with default keys."""

    def mark(func):
        func._command = (command_id, keys)
        return func

    return mark


def collect(cls: type) -> dict[str, Command]:
    """The commands a screen class defines or inherits, by id (a subclass may override one)."""
    found: dict[str, Command] = {}
    for klass in reversed(cls.__mro__):
        for name, member in vars(klass).items():
            mark = getattr(member, "_command", None)
            if mark:
                found[mark[0]] = Command(mark[0], mark[1], name)
    return found


def keymap(commands: dict[str, Command], remap: dict[str, str]) -> dict[str, Command]:
    """Key → command, applying the player's remapping from settings (a remap replaces the keys)."""
    table: dict[str, Command] = {}
    for cmd in commands.values():
        keys = (remap[cmd.id],) if cmd.id in remap else cmd.keys
        for key in keys:
            table[key] = dataclasses.replace(cmd, keys=keys)
    return table
