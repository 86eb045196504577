"""An online table as its client knows it: the server's last update for this seat.

The client never holds the game: only `state.view(seat)`, the seat's legal actions and who
acts, as the server sent them. `RemoteState` answers the questions the game screen asks a
State from those alone, so the same presenter, chooser and reviews serve online play. Any
rule it would need beyond them is the server's: it never applies an action itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from accessiplay.core import CHANCE, Action, Event, Game
from accessiplay.core.protocol import JSONDict, ScoreItem, ScoreSheet, State, View
from accessiplay.online import fields as f
from accessiplay.online.client_frames import player_name
from accessiplay.online.fields import ProtocolError
from accessiplay.online.protocol import decode_event, decode_game_action


@dataclasses.dataclass(frozen=True)
class RemoteStep:
    """One action applied at the server, with the events this seat may hear of it."""

    seat: int
    events: tuple[Event, ...]
    #: Whether it is this seat's own action (the server names only those).
    own: bool = False


@dataclasses.dataclass(frozen=True)
class Update:
    """An `update` frame read and checked: what the table looks like now, and what happened."""

    table: str
    seat: int | None
    turn: int
    view: View
    steps: tuple[RemoteStep, ...]
    acting: frozenset[int]
    legal: tuple[Action, ...]
    names: tuple[str | None, ...]
    seats: tuple[Mapping[str, Any], ...]
    started: bool
    over: bool


def _integers(value: Any) -> list[int]:
    """A list of whole numbers, or a ProtocolError."""
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise ProtocolError("bad-event")
    return value


def _turn(value: Any) -> int:
    """The update's turn as the server counts them (docs/protocol.md: from 0 to MAX_INT, as an
    `act` carries it back): a float, a string or a number past it is not a server's, and a huge
    one taken would have every later update ignored as older."""
    if not f.is_int(value) or not 0 <= value <= f.MAX_INT:
        raise ProtocolError("bad-event")
    return int(value)


#: Event fields that name seats: the screen says them as the players' names, so a seat no
#: player holds (99, "zz") would have closed the client, and -1 named the last player.
SEAT_FIELDS = frozenset({"seat", "seats", "winners", "waiting", "ticked", "first", "white"})


def _at_the_table(update: Update) -> Update:
    """The update, if every seat it names is one of its players (chance too, where a step or
    the acting seats may be chance's); ProtocolError('bad-event') otherwise."""
    players = range(len(update.names))
    named = [*update.acting, *(step.seat for step in update.steps)]
    if not all(type(s) is int and (s in players or s == CHANCE) for s in named):
        raise ProtocolError("bad-event")
    if update.seat is not None and update.seat not in players:
        raise ProtocolError("bad-event")
    for event in (e for step in update.steps for e in step.events):
        for field in dataclasses.fields(event):
            if field.name in SEAT_FIELDS and not _seats_of(getattr(event, field.name), players):
                raise ProtocolError("bad-event")
    return update


def _seats_of(value: Any, players: range) -> bool:
    """Whether an event's seat field (one seat, or a tuple of them) names players only."""
    seats = value if isinstance(value, tuple) else (value,)
    return all(type(s) is int and s in players for s in seats)


def _kept_legal(
    data: Mapping[str, Any], seat: Any, acting: frozenset[int], previous: Update | None
) -> tuple[Action, ...]:
    """A kept list is a server's only when it keeps a list it sent this seat at this table and
    the seat still acts (docs/protocol.md: not acting, legal is []): anything else would offer
    stale moves out of turn."""
    if previous is None or (previous.table, previous.seat) != (data["table"], seat):
        raise ProtocolError("bad-event")
    if not previous.legal or data["legal"] != [] or seat not in acting:
        raise ProtocolError("bad-event")
    return previous.legal


def read_update(game: Game, data: Mapping[str, Any], previous: Update | None = None) -> Update:
    """An update frame as the client uses it; ProtocolError('bad-event') if it does not fit.

    `previous` is the update received before it: a frame marked `legal_kept` keeps its legal
    moves (only for the same table and seat, a list sent, a seat still acting; anything else
    is not a server's frame).
    """
    try:
        seat = data["seat"]
        view = data["view"]
        if not isinstance(view, dict) or view.get("game") != game.id:
            raise ProtocolError("bad-event")
        steps = tuple(
            RemoteStep(
                step["seat"],
                tuple(decode_event(game, e) for e in step["events"]),
                "action" in step,
            )
            for step in data["steps"]
        )
        legal = tuple(decode_game_action(game, a) for a in data["legal"])
        acting = frozenset(_integers(data["acting"]))
        if data.get("legal_kept") is True:
            legal = _kept_legal(data, seat, acting, previous)
        # A name is said at every move: cut as a name typed here, or the seat's own name.
        names = tuple(player_name(n) for n in data["names"])
        seats = tuple(s for s in data["seats"] if isinstance(s, dict))
        if len(seats) != len(names) or (seat is not None and type(seat) is not int):
            raise ProtocolError("bad-event")
        update = Update(
            table=str(data["table"]),
            seat=seat,
            turn=_turn(data["turn"]),
            view=view,
            steps=steps,
            acting=acting,
            legal=legal,
            names=names,
            seats=seats,
            started=bool(data.get("started", True)),
            over=bool(data.get("over", view.get("over", False))),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ProtocolError("bad-event") from exc
    return _at_the_table(update)


def _sheet(items: Any) -> ScoreSheet:
    """A score as views carry it (`[key, points, {detail}]` items) back as a ScoreSheet."""
    if not isinstance(items, list):
        return ScoreSheet(())  # a score this seat may not know
    return ScoreSheet(
        tuple(ScoreItem(key, points, tuple(detail.items())) for key, points, detail in items)
    )


class RemoteState(State):
    """The game as the server last showed it to this seat; the rules stay at the server."""

    def __init__(self, game: Game, update: Update):
        self.game = game
        self.update = update
        self.game_id = game.id
        self.players = len(update.names)

    def acting_seats(self) -> frozenset[int]:
        """The seats the server says the game waits on (chance is the server's own business)."""
        return self.update.acting

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """This seat's legal actions, as the server listed them; nobody else's are known."""
        return self.update.legal if seat == self.update.seat else ()

    def next_steps(self, seat: int, prefix: tuple[Any, ...]) -> list[Any]:
        """The chooser's options, from the legal actions and, where the game adds some, the view."""
        return self.game.view_steps(self.update.view, prefix, super().next_steps(seat, prefix))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Never here: the server applies every action."""
        raise RuntimeError("an online table's actions are applied by its server")

    def scores(self) -> list[ScoreSheet]:
        """The scores the view shows (empty for a score this seat may not know)."""
        return [_sheet(items) for items in self.update.view["scores"]]

    def winners(self) -> tuple[int, ...]:
        """The winners the view names, once the game is over."""
        return tuple(self.update.view["winners"])

    def view(self, seat: int | None) -> View:
        """The only view there is: this seat's, as the server made it."""
        return self.update.view

    def snapshot(self) -> JSONDict:
        """All this client knows of the game: the view."""
        return dict(self.update.view)

    def clone(self) -> RemoteState:
        """Another reading of the same update (nothing in it changes)."""
        return RemoteState(self.game, self.update)

    def is_terminal(self) -> bool:
        """Over when the server says so (a table waiting for players is not over)."""
        return self.update.over
