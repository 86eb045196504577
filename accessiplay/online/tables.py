"""One online table: its game session, who sits where, and what each seat may be sent.

A `Table` knows nothing of sockets: the server asks it to apply an action, and it answers
with the frames each connection should get. Every frame for a seat is built from
`state.view(seat)`, the events `heard_by(seat)` and that seat's legal actions, never from
the state itself.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import hmac
import secrets
import time
from pathlib import Path
from typing import Any

from accessiplay.core import CHANCE, Action, Game, get_game
from accessiplay.core.record import GameRecord
from accessiplay.online.protocol import (
    ProtocolError,
    decode_game_action,
    dumps,
    encode_event,
    encode_game_action,
    frame,
)
from accessiplay.online.seeds import table_seed
from accessiplay.session import Seat, Session, Step

#: The bot level that plays a missing player's seat once the table's `bot_after` has passed.
STANDIN_LEVEL = "normal"
#: The name a seat has in the record before its player sits (never sent: names go as null).
UNSEATED = "-"


def token_hash(token: str) -> str:
    """What the server keeps of a seat token: its SHA-256, so the store never holds a secret."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclasses.dataclass
class Place:
    """A seat at the table: a bot's, or a player's with their name, token hash and connection."""

    kind: str
    level: str | None = None
    name: str | None = None
    token: str | None = None
    conn: int | None = None
    away_since: float | None = None
    standin: bool = False

    @property
    def human(self) -> bool:
        """Whether a person plays this seat (perhaps through a stand-in bot for now)."""
        return self.kind == "human"

    def public(self) -> dict[str, Any]:
        """The seat as any client may see it (no token, no connection number)."""
        return {
            "kind": self.kind,
            "level": self.level,
            "connected": self.conn is not None,
            "standin": self.standin,
            # Taken by a player, named or not: a nameless one is named by seat by each client.
            "seated": self.token is not None,
        }

    def to_meta(self) -> dict[str, Any]:
        """The seat as the store keeps it (the token only as its hash)."""
        return {"kind": self.kind, "level": self.level, "name": self.name, "token": self.token}


class Table:
    """A game at a table of the server: the session, its places, its watchers."""

    def __init__(
        self,
        table_id: str,
        session: Session,
        places: list[Place],
        *,
        private: bool = False,
        bot_after: int | None = None,
    ) -> None:
        self.id = table_id
        self.session = session
        self.game: Game = session.game
        self.places = places
        self.private = private
        self.bot_after = bot_after
        self.spectators: set[int] = set()
        self.creator: int | None = None
        #: The index in the record of each seat's last action: an older `turn` is stale.
        self.last_acted: dict[int, int] = {}
        #: Each seat's legal list and its JSON, kept while the state returns the same list.
        self._legal_cache: dict[int, tuple[Any, str]] = {}
        for n, (seat, _) in enumerate(session.record.actions):
            self.last_acted[seat] = n

    @classmethod
    def create(
        cls,
        table_id: str,
        game: Game,
        seats: list[dict[str, Any]],
        options: dict[str, Any],
        *,
        private: bool,
        bot_after: int | None,
        scratch: Path,
    ) -> Table:
        """A new table; ProtocolError when the seats or options do not suit the game."""
        if not game.min_players <= len(seats) <= game.max_players or seats[0]["kind"] != "human":
            raise ProtocolError("bad-seats")
        if any(s["kind"] == "bot" and s["level"] not in game.bot_levels() for s in seats):
            raise ProtocolError("bad-seats")
        defaults = game.default_options
        if any(k not in defaults or type(v) is not type(defaults[k]) for k, v in options.items()):
            raise ProtocolError("bad-options")
        places = [Place(s["kind"], s["level"]) for s in seats]
        session = Session(
            game,
            [_record_seat(p) for p in places],
            seed=table_seed(),
            options=options,
            save_path=scratch,
            autosave=False,
        )
        return cls(table_id, session, places, private=private, bot_after=bot_after)

    @classmethod
    def restore(
        cls, table_id: str, meta: dict[str, Any], actions: list[Any], scratch: Path
    ) -> Table:
        """A table back from the store: its record replayed (chance checked against the seed)."""
        game = get_game(meta["game"])
        places = [Place(**p) for p in meta["seats"]]
        record = GameRecord.from_json(
            {
                "format": "accessiplay-record/1",
                "game": game.id,
                "options": meta["options"],
                "seats": [_record_seat(p).to_json() for p in places],
                "seed": meta["seed"],
                "actions": [[seat, action] for seat, action in actions],
            }
        )
        session = Session.resume(record, save_path=scratch)
        now = time.monotonic()
        for place in places:
            if place.human and place.token is not None:
                place.away_since = now
        return cls(table_id, session, places, private=meta["private"], bot_after=meta["bot_after"])

    def meta(self) -> dict[str, Any]:
        """Everything the store keeps besides the actions (the seed stays on the server)."""
        return {
            "game": self.game.id,
            "options": self.session.record.options,
            "seed": self.session.seed,
            "seats": [p.to_meta() for p in self.places],
            "private": self.private,
            "bot_after": self.bot_after,
        }

    # --- who is at the table -------------------------------------------------------------

    @property
    def turn(self) -> int:
        """How many actions were applied: what `act` must send back."""
        return len(self.session.record.actions)

    @property
    def started(self) -> bool:
        """Whether every player's seat has been taken once (the game waits until then)."""
        return all(p.token is not None for p in self.places if p.human)

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.session.state.is_terminal()

    def free_seats(self) -> list[int]:
        """Players' seats nobody has taken yet."""
        return [i for i, p in enumerate(self.places) if p.human and p.token is None]

    def seat_of(self, conn: int) -> int | None:
        """The seat this connection sits at, if any."""
        for i, place in enumerate(self.places):
            if place.conn == conn:
                return i
        return None

    def connections(self) -> list[tuple[int, int | None]]:
        """(connection, seat or None) for everyone at the table: players, then watchers."""
        seated = [(p.conn, i) for i, p in enumerate(self.places) if p.conn is not None]
        return [*seated, *((c, None) for c in sorted(self.spectators))]

    def sit(
        self, conn: int, name: str, seat: int | None, token: str | None
    ) -> tuple[int, str, bool]:
        """Seat a connection: (seat, token, back). A kept seat needs its token."""
        if self.seat_of(conn) is not None or conn in self.spectators:
            raise ProtocolError("already-seated")
        if seat is None:
            free = self.free_seats()
            if not free:
                raise ProtocolError("no-free-seat")
            seat = free[0]
        if not 0 <= seat < len(self.places) or not self.places[seat].human:
            raise ProtocolError("bad-seat")
        place = self.places[seat]
        if place.conn is not None:
            raise ProtocolError("seat-taken")
        back = place.token is not None
        if back:
            if token is None or not hmac.compare_digest(place.token or "", token_hash(token)):
                raise ProtocolError("bad-token")
            given = token
        else:
            given = secrets.token_urlsafe(24)
            place.token = token_hash(given)
            place.name = name or None
            self.session.seats[seat] = _record_seat(place)
        place.conn, place.away_since, place.standin = conn, None, False
        return seat, given, back

    def stand_up(self, conn: int) -> int | None:
        """A connection leaves (or drops): its seat is kept for its token once the game has
        started. Before, there is no game to come back to and the seat is free again: kept,
        one connection joining and leaving took every seat of a waiting table for itself
        (the game then started with nobody at them, and nobody else could sit)."""
        self.spectators.discard(conn)
        seat = self.seat_of(conn)
        if seat is not None:
            place = self.places[seat]
            place.conn, place.away_since = None, time.monotonic()
            if not self.started:
                place.token = place.name = place.away_since = None
                self.session.seats[seat] = _record_seat(place)
        return seat

    def bot_for(self, seat: int) -> str | None:
        """The bot level playing `seat` now: its own, or the stand-in's; None for a player."""
        place = self.places[seat]
        if not place.human:
            return place.level
        return STANDIN_LEVEL if place.standin else None

    # --- playing ---------------------------------------------------------------------------

    def check_act(self, seat: int | None, turn: int, data: dict[str, Any]) -> Action:
        """The server's own copy of the legal action a client sent, or why it is refused."""
        if seat is None:
            raise ProtocolError("not-your-turn")
        if not self.started:
            raise ProtocolError("not-started")
        if turn > self.turn or self.last_acted.get(seat, -1) >= turn:
            raise ProtocolError("stale")
        action = decode_game_action(self.game, data)
        state = self.session.state
        if seat not in state.acting_seats() or self.bot_for(seat) is not None:
            raise ProtocolError("not-your-turn")
        for legal in state.legal_actions(seat):
            if legal == action:
                return legal
        raise ProtocolError("illegal", detail=self._reason(seat, action))

    def _reason(self, seat: int, action: Action) -> str:
        """The game's message for why the rules refuse the action, else the platform's."""
        try:
            reason = self.session.state.illegal_reason(seat, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            reason = None
        return f"{self.game.id}-illegal-{reason}" if reason else "ui-illegal"

    def commit(self, seat: int, action: Action) -> Step:
        """Apply an action already checked (a player's, a bot's or chance's) and note it."""
        step = self.session.play(seat, action, save=False)
        self.last_acted[seat] = self.turn - 1
        return step

    def waiting_on(self) -> tuple[str, int | None]:
        """What the game waits for: ("chance", None), ("bot", seat), ("human", seat), ("none", None)."""
        if not self.started or self.over:
            return "none", None
        state = self.session.state
        if state.is_chance():
            return "chance", None
        acting = sorted(state.acting_seats())
        for seat in acting:
            if self.bot_for(seat) is not None:
                return "bot", seat
        return ("human", acting[0]) if acting else ("none", None)

    # --- frames ----------------------------------------------------------------------------

    def listing(self) -> dict[str, Any]:
        """The table as the lobby lists it."""
        return {
            "table": self.id,
            "game": self.game.id,
            "private": self.private,
            "seats": [{"name": p.name, **p.public()} for p in self.places],
            "free": self.free_seats(),
            "started": self.started,
            "over": self.over,
            "spectators": len(self.spectators),
        }

    def update(
        self, seat: int | None, steps: list[Step], ref: int | None = None, known: str = ""
    ) -> tuple[str, str]:
        """The update frame for one seat (None: a watcher), as JSON text: only what that seat
        may know. `ref` when it answers that seat's own `act`.

        Returns the frame and the legal-move list it stands for. `known` is the list this
        connection was sent last: when it is still the seat's list the frame says
        `"legal_kept": true` instead of sending it again (a 16 lueurs round keeps one list of
        up to 160 KB through every update of the round).
        """
        state = self.session.state
        acting = state.acting_seats()
        head = frame(
            "update",
            ref,
            table=self.id,
            seat=seat,
            turn=self.turn,
            view=state.view(seat),
            steps=[_step(s, seat) for s in steps],
            acting=sorted(s for s in acting if s != CHANCE),
            names=[p.name if p.human else None for p in self.places],
            seats=[p.public() for p in self.places],
            started=self.started,
            over=self.over,
        )
        mine = seat is not None and seat in acting and self.started and self.bot_for(seat) is None
        legal = self._legal_json(seat) if mine and seat is not None else "[]"
        if legal == known and legal != "[]":
            return dumps(head)[:-1] + ',"legal":[],"legal_kept":true}', legal
        return dumps(head)[:-1] + ',"legal":' + legal + "}", legal

    def _legal_json(self, seat: int) -> str:
        """The seat's legal actions as JSON, made once while the game hands back the same list."""
        legal = self.session.state.legal_actions(seat)
        cached = self._legal_cache.get(seat)
        if cached is None or cached[0] is not legal:
            cached = (legal, "[" + ",".join(map(_action_json, legal)) + "]")
            self._legal_cache[seat] = cached
        return cached[1]


@functools.lru_cache(maxsize=1 << 15)
def _action_json(action: Action) -> str:
    """An action's JSON, made once: a legal list is made afresh after each move, but most of
    its actions were in the one before (16 lueurs lists hundreds of turns at every update)."""
    return dumps(encode_game_action(action))


def _step(step: Step, seat: int | None) -> dict[str, Any]:
    """One applied action as `seat` may learn of it: the events it may hear; its own action."""
    out: dict[str, Any] = {
        "seat": step.seat,
        "events": [encode_event(e) for e in step.events if e.heard_by(seat)],
    }
    if seat is not None and step.seat == seat:
        out["action"] = encode_game_action(step.action)
    return out


def _record_seat(place: Place) -> Seat:
    """The session's seat for a place: a bot of its level, or a player by name."""
    if not place.human:
        return Seat("bot", "bot", place.level)
    return Seat(place.name or UNSEATED)
