"""Commands registered once, with their keys and localized description: F1 help is built from them.

Like NVDA's scripts: a screen method decorated with `@command("scores", "s")` is the command
`scores`, bound to `s` unless the player remapped it, described by the message `ui-cmd-scores`.
A game's own keys (`GameKey`) join the same table on the game screen as the commands
`<game-id>-<command>`, described by `<game-id>-key-<command>`.

`when="my_turn"` names a predicate of the screen: while it is false the command does not run
and the screen says why (`Screen.refuse`), so no handler checks the turn by hand.

The player remaps in settings.toml: `[keys]` maps a command id to a key name, or to several
separated by spaces (`choose = "enter x"`). A command whose keys each mean something of their
own (Sixty-One's 1 to 6, each a die) takes as many keys as it has, paired in order; a remap
with another count, no key at all or a value that is not text leaves its keys as they were.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from accessiplay.present import GameKey, Msg


@dataclasses.dataclass(frozen=True)
class Command:
    """A named thing a key does on a screen."""

    id: str
    keys: tuple[str, ...]
    #: The screen method that runs it, called with whether the key was pressed twice.
    method: str = ""
    #: A screen predicate (method name); the command applies only while it is true.
    when: str | None = None
    #: The message F1 says; empty: `ui-cmd-<id>`.
    description_id: str = ""
    #: A game key's own answer for each key, in the order of `keys` (GameKey.run).
    runs: tuple[Callable[..., Any], ...] = ()

    @property
    def description(self) -> Msg:
        """What F1 says this command does."""
        return Msg.of(self.description_id or f"ui-cmd-{self.id}")

    def run_for(self, key: str) -> Callable[..., Any]:
        """A game command's answer for this key (one answer serves every key when it has one)."""
        return self.runs[self.keys.index(key) if len(self.runs) > 1 else 0]


#: A command method, whose signature the decorator keeps (so mypy still checks its calls).
_F = TypeVar("_F", bound=Callable[..., Any])


def command(command_id: str, *keys: str, when: str | None = None) -> Callable[[_F], _F]:
    """Mark a screen method as a command with default keys, applying only `when` that holds."""

    def mark(func: _F) -> _F:
        # Functions take attributes at run time; mypy's Callable types declare none.
        func._command = (command_id, keys, when)  # type: ignore[attr-defined]
        return func

    return mark


def collect(cls: type) -> dict[str, Command]:
    """The commands a screen class defines or inherits, by id (a subclass may override one)."""
    found: dict[str, Command] = {}
    for klass in reversed(cls.__mro__):
        for name, member in vars(klass).items():
            mark = getattr(member, "_command", None)
            if mark:
                command_id, keys, when = mark
                found[command_id] = Command(command_id, keys, name, when)
    return found


def game_commands(game_id: str, game_keys: Iterable[GameKey[Any]]) -> list[Command]:
    """A game's keys as commands `<game-id>-<command>`, one per command however many keys
    share it (1 to 6 choose a die), described by `<game-id>-key-<command>`."""
    found: dict[str, Command] = {}
    for game_key in game_keys:
        cmd_id = f"{game_id}-{game_key.command}"
        known = found.get(cmd_id) or Command(
            cmd_id, (), description_id=f"{game_id}-key-{game_key.command}"
        )
        found[cmd_id] = dataclasses.replace(
            known, keys=(*known.keys, game_key.key), runs=(*known.runs, game_key.run)
        )
    return list(found.values())


def remapped(cmd: Command, remap: Mapping[str, Any]) -> Command:
    """The command with the keys the player gave it in settings, if they can apply."""
    value = remap.get(cmd.id)
    if not isinstance(value, str):
        return cmd
    keys = tuple(value.split())
    if not keys or (len(cmd.runs) > 1 and len(keys) != len(cmd.runs)):
        return cmd
    return dataclasses.replace(cmd, keys=keys)


def keymap(commands: Iterable[Command], remap: Mapping[str, Any]) -> dict[str, tuple[Command, ...]]:
    """Key → the commands it may run, in order: those the player put on it, then the rest.

    A later command may pass a key on (a game key answering None lets Enter choose).
    """
    table: dict[str, tuple[Command, ...]] = {}
    for default in commands:
        cmd = remapped(default, remap)
        chosen = cmd is not default
        for key in cmd.keys:
            table[key] = (cmd, *table.get(key, ())) if chosen else (*table.get(key, ()), cmd)
    return table
