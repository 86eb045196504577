"""An online table seen from one seat: a `TableSession` the server feeds with its updates.

The game screen plays it as it plays a local Session. A move is sent (`play` answers None);
the server's updates wait in `inbox` until the screen takes them, one step at a time, through
`auto_step`, as it takes a bot's step: the turn machine of `ui/turns.py` decides when. A move
the server refuses comes back the same way, as a `Refused` raised by `auto_step`.
"""

from __future__ import annotations

import collections
import functools
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from accessiplay.core import Action, Game
from accessiplay.online.client_frames import error_argument
from accessiplay.online.client_state import RemoteState, RemoteStep, Update
from accessiplay.online.protocol import ERRORS, encode_game_action
from accessiplay.present import Msg
from accessiplay.session import Seat
from accessiplay.table_session import Refused

if TYPE_CHECKING:
    from accessiplay.table_session import TableSession

#: A game's reason for refusing a move, as the server names it in an error's `detail`.
_DETAIL = re.compile(r"[a-z0-9-]{1,40}-illegal-[a-z0-9-]{1,60}")

#: Sends one frame to the server; False when there is no connection to send it on.
Send = Callable[[dict[str, Any]], bool]
#: The name said for a seat whose player has none yet (a bot, a free seat), by seat number.
Namer = Callable[[int, Mapping[str, Any]], str]


def error_words(frame: Mapping[str, Any]) -> list[Msg]:
    """An error frame's words: its message, then its detail (a game's own reason)."""
    given = frame.get("args")
    said_args = {
        k: error_argument(v) for k, v in (given.items() if isinstance(given, dict) else ())
    }
    args = {k: v for k, v in said_args.items() if isinstance(k, str) and v is not None}
    said = str(frame.get("id"))
    # Only the protocol's own errors are said: a hostile server cannot name any message.
    known = said.startswith("online-error-") and said.removeprefix("online-error-") in ERRORS
    words = [Msg(said if known else "online-error-internal", tuple(sorted(args.items())))]
    detail = frame.get("detail")
    if detail == "ui-illegal":
        words.append(Msg.of(detail, reason="not-legal"))
    elif isinstance(detail, str) and _DETAIL.fullmatch(detail) and has_message(detail):
        words.append(Msg.of(detail))
    return words


@functools.cache
def has_message(msg_id: str) -> bool:
    """Whether the message exists (the three languages hold the same ids, a test checks)."""
    from accessiplay.i18n import Localizer

    return Localizer("en").has(msg_id)


class RemoteSession:
    """One seat (or a spectator) at a table the server holds."""

    online = True
    save_path = None
    save_error = None

    def __init__(self, game: Game, first: Update, send: Send, namer: Namer):
        self.game = game
        self.table = first.table
        self.seat = first.seat
        self.send = send
        self.namer = namer
        self.hints_asked = 0
        self.state = RemoteState(game, first)
        self.seats: list[Seat] = []
        self._read_seats(first)
        #: Updates received and not yet taken by the screen, oldest first.
        self.inbox: collections.deque[Update] = collections.deque()
        #: The steps of the update taken last that the screen has not said yet.
        self.steps: collections.deque[RemoteStep] = collections.deque(first.steps)
        #: A move was sent and its step has not come back.
        self.awaiting = False
        #: The turn the move sent answers, and whether a frame of this table could not be read
        #: since: the move's own step may have been in it.
        self.sent_turn = first.turn
        self.missed = False
        #: The move's step was given up for lost: the screen's turn ended with the move sent.
        self.gave_up = False
        self.refusal: Refused | None = None
        #: Called once the player left the table (the connection is then closed).
        self.on_leave: Callable[[], None] | None = None
        #: The turn of the update received last: one older, or repeating its steps, is a replay.
        self.heard = first.turn

    # --- fed by the connection (on the interface's thread) --------------------------------
    def feed(self, update: Update) -> bool:
        """An update from the server, to be taken in turn; False for one already had.

        A server sends a step once, in the update whose turn ends with it, and never goes back
        a turn on one connection: an older update, or a second one with steps for the same
        turn, is a replay (a hostile or broken server) that would say the steps again and draw
        the table as it was. After a drop anything goes: a restarted server may resume at an
        earlier turn.
        """
        if update.turn < self.heard or (update.steps and update.turn == self.heard):
            return False
        self.heard = update.turn
        if self.awaiting and self.missed and update.turn > self.sent_turn:
            # The move's step came in the frame that could not be read: the table has gone on,
            # and this update says where it stands (else "Please wait." to every key, for good).
            self.awaiting = self.missed = False
            self.gave_up = True
        self.inbox.append(update)
        return True

    def unreadable(self) -> None:
        """A frame of this table could not be read: it may have held the move's own step."""
        self.missed = self.awaiting

    def latest(self) -> Update:
        """The update received last, taken or not: the next one may keep its legal moves."""
        return self.inbox[-1] if self.inbox else self.state.update

    def refuse(self, frame: Mapping[str, Any]) -> None:
        """The server refused the move sent: said when the screen takes it."""
        self.refusal = Refused(str(frame.get("id")), error_words(frame))

    def resync(self) -> None:
        """Back at the table after a drop: a move sent before it may never have arrived, so
        the next update, a whole view, says where the game stands."""
        self.awaiting = False
        self.heard = -1

    # --- TableSession ------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seat names, in seat order."""
        return [s.name for s in self.seats]

    def humans(self) -> list[int]:
        """The seat at this keyboard (none for a spectator)."""
        return [] if self.seat is None else [self.seat]

    def ready(self, wait: bool = False) -> bool:
        """Whether something from the server waits to be said (never waited for: the server
        answers when it does)."""
        return bool(self.steps or self.inbox or self.refusal is not None)

    def human_to_act(self) -> int | None:
        """This seat, once everything received is said, when the server says it must act."""
        if self.ready() or self.awaiting or self.seat is None or self.state.is_terminal():
            return None
        return self.seat if self.seat in self.state.acting_seats() else None

    def auto_step(self, save: bool = True) -> RemoteStep | None:
        """The next step received (a refusal of the move sent is raised as `Refused`)."""
        if self.refusal is not None:
            refusal, self.refusal = self.refusal, None
            self.awaiting = False
            raise refusal
        if not self.steps and self.inbox:
            self._take(self.inbox.popleft())
        if not self.steps:
            return None
        step = self.steps.popleft()
        if step.own:
            self.awaiting = False
        return step

    def _take(self, update: Update) -> None:
        """Make an update the table as the screen sees it; its steps are said next."""
        self.state = RemoteState(self.game, update)
        self.steps.extend(update.steps)
        self._read_seats(update)

    def _read_seats(self, update: Update) -> None:
        """Seats by name, kind and level; a seat without a name gets one from `namer`."""
        self.seats = [
            Seat(
                name or self.namer(index, info),
                "bot" if info.get("kind") == "bot" or info.get("standin") else "human",
                info.get("level") if info.get("kind") == "bot" else None,
            )
            for index, (name, info) in enumerate(zip(update.names, update.seats))
        ]

    def play(self, seat: int, action: Action, save: bool = True) -> None:
        """Send the move with the turn it answers; its step comes back with the next update."""
        frame = {
            "type": "act",
            "table": self.table,
            "turn": self.state.update.turn,
            "action": encode_game_action(action),
        }
        if not self.send(frame):
            raise Refused("offline", [Msg.of("lobby-not-connected")])
        self.awaiting, self.missed, self.sent_turn = True, False, self.state.update.turn
        return None

    def chat(self, text: str) -> bool:
        """Send a line to everyone at the table."""
        return self.send({"type": "chat", "table": self.table, "text": text})

    def save(self, path: object = None) -> None:
        """The server keeps the record: nothing is written here."""
        return None

    def finished(self) -> bool:
        """Over, and every step received said."""
        return self.state.is_terminal() and not self.ready()

    def leave(self) -> None:
        """Tell the server the player left the table (the seat stays theirs, by its token)."""
        self.send({"type": "leave", "table": self.table})
        if self.on_leave is not None:
            self.on_leave()


if TYPE_CHECKING:

    def _is_a_table_session(session: RemoteSession) -> TableSession:
        """Where mypy checks that the game screen can play an online table."""
        return session
