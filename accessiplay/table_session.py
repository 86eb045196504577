"""What the game screen needs of a game in progress, wherever the game is held.

A local `Session` holds the rules core and plays chance and bots itself; an online table's
session (`accessiplay.online.client_session`) holds only what the server sent its seat. Both
satisfy `TableSession`, so the game screen, its keys and `ui.flow` read one interface.

The one difference the screen sees: `play` answers at once with the move's events locally,
and with None online (the move went to the server, whose answer arrives later, through
`auto_step`, as a bot's step does); `ready` says whether such a step is there to take.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from accessiplay.core.errors import IllegalAction

if TYPE_CHECKING:
    from accessiplay.core import Action, Event, Game, State
    from accessiplay.present import Msg
    from accessiplay.session import Seat


class Refused(IllegalAction):
    """A move the table refused with words of its own (an online server's error id and the
    game's reason), said instead of the game's reason alone."""

    def __init__(self, reason: str, words: Sequence[Msg]) -> None:
        super().__init__(reason)
        self.words = list(words)


class Happened(Protocol):
    """One step of the game as the screen announces it: who acted, and what it caused."""

    @property
    def seat(self) -> int:
        """The seat that acted (CHANCE for dice and decks)."""
        ...

    @property
    def events(self) -> Sequence[Event]:
        """The events the step caused."""
        ...


class TableSession(Protocol):
    """A game at a table as the game screen plays it: a local Session or an online one."""

    #: Hints asked for in this sitting (the statistics note games won without).
    hints_asked: int

    @property
    def game(self) -> Game:
        """The game being played."""
        ...

    @property
    def seats(self) -> list[Seat]:
        """Every seat: name, human or bot, bot level."""
        ...

    @property
    def names(self) -> list[str]:
        """The seat names, in seat order."""
        ...

    @property
    def state(self) -> State:
        """The game as far as this table knows it: `view`, `legal_actions`, the chooser's steps."""
        ...

    @property
    def online(self) -> bool:
        """Whether a server holds the game (no local record to save, no hint search)."""
        ...

    @property
    def save_path(self) -> Path | None:
        """Where the game is saved after every action (None: nowhere here)."""
        ...

    @property
    def save_error(self) -> OSError | None:
        """Why the last save failed, if it did."""
        ...

    def humans(self) -> list[int]:
        """The human seats at this keyboard."""
        ...

    def human_to_act(self) -> int | None:
        """The human at this keyboard the game waits for now, once every other step is taken."""
        ...

    def ready(self, wait: bool = False) -> bool:
        """Whether `auto_step` has a step to take now (a bot's or chance's, or the server's);
        `wait` lets a bot thinking here finish first (a server's answer is never waited for)."""
        ...

    def auto_step(self, save: bool = True) -> Happened | None:
        """Take the next step that needs no key at this keyboard; None when there is none."""
        ...

    def play(self, seat: int, action: Action, save: bool = True) -> Happened | None:
        """The holder's move: its step, or None when its answer comes later (online)."""
        ...

    def save(self, path: Path | None = None) -> Path | None:
        """Write the record (to `path` for a copy); None when it was not written."""
        ...

    def finished(self) -> bool:
        """Whether the game is over (and every step of it said)."""
        ...

    def chat(self, text: str) -> bool:
        """Send a line to everyone at the table; False where nobody else is (a local game)."""
        ...

    def leave(self) -> None:
        """The game screen closes (online: the server is told the player left the table)."""
        ...
