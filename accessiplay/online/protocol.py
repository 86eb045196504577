"""The wire protocol of online tables, version 1 (docs/protocol.md says it for people).

Every frame is one JSON object in a websocket text frame: `{"v": 1, "type": ..., ...}`.
`read_client_frame` refuses anything malformed with a `ProtocolError` before a field is used;
the server answers it with `error_frame`. Actions and events travel in the record's own form
(`{"t": "Place", ...fields}`), decoded only against the classes of the table's game: nothing a
client sends is ever evaluated or unpickled.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import inspect
import json
from collections.abc import Mapping
from typing import Any

from accessiplay.core import Action, BadRecord, Event, Game, decode_action, encode_action
from accessiplay.core.actions import _from_json
from accessiplay.core.events import GameEnded
from accessiplay.core.protocol import _plain
from accessiplay.online import fields as f
from accessiplay.online.fields import ProtocolError

__all__ = [
    "CLIENT_FRAMES",
    "ERRORS",
    "MAX_FRAME",
    "SERVER_FRAMES",
    "VERSION",
    "ClientFrame",
    "ProtocolError",
    "decode_event",
    "decode_game_action",
    "dumps",
    "encode_event",
    "error_frame",
    "frame",
    "read_client_frame",
    "read_server_frame",
]

VERSION = 1
#: The largest client frame, in bytes of UTF-8: anything longer is refused unread.
MAX_FRAME = 16 * 1024

#: Every frame a client may send: field → (check, required).
CLIENT_FRAMES: dict[str, dict[str, tuple[f.Check, bool]]] = {
    "hello": {"name": (f.name, False), "password": (f.password, False)},
    "list": {},
    "create": {
        "game": (f.game_id, True),
        "seats": (f.seats, True),
        "options": (f.options, False),
        "private": (f.boolean, False),
        "bot_after": (f.optional(f.integer(0, f.MAX_BOT_AFTER)), False),
    },
    "join": {
        "table": (f.table_id, True),
        "seat": (f.integer(0, f.MAX_SEATS - 1), False),
        "token": (f.token, False),
    },
    "spectate": {"table": (f.table_id, True)},
    "act": {
        "table": (f.table_id, True),
        "turn": (f.integer(0, f.MAX_INT), True),
        "action": (f.action, True),
    },
    "chat": {"table": (f.table_id, True), "text": (f.chat_text, True)},
    "leave": {"table": (f.table_id, True)},
    "ping": {},
}

#: Every frame the server sends.
SERVER_FRAMES = (
    "welcome",
    "tables",
    "created",
    "seated",
    "watching",
    "left",
    "update",
    "presence",
    "chat",
    "error",
    "pong",
)

#: Every reason an error frame may give; each is the Fluent message `online-error-<reason>`.
ERRORS = (
    "binary",
    "too-big",
    "not-json",
    "not-an-object",
    "bad-version",
    "bad-type",
    "bad-ref",
    "unknown-field",
    "missing-field",
    "bad-field",
    "bad-name",
    "hello-first",
    "hello-again",
    "password",
    "unknown-game",
    "bad-seats",
    "bad-options",
    "unknown-table",
    "bad-seat",
    "seat-taken",
    "no-free-seat",
    "bad-token",
    "already-seated",
    "not-seated",
    "not-started",
    "not-your-turn",
    "stale",
    "bad-action",
    "illegal",
    "empty-chat",
    "rate-limited",
    "too-many-tables",
    "server-full",
    "bad-event",
    "internal",
)

_TOP = {"v", "type", "ref"}


@dataclasses.dataclass(frozen=True)
class ClientFrame:
    """A client frame that passed every check: its type, its `ref` (or None), its fields."""

    type: str
    ref: int | None
    fields: dict[str, Any]


def _json(text: str) -> Any:
    """Parse strict JSON: no NaN or Infinity, no nesting past Python's recursion limit."""
    try:
        return json.loads(text, parse_constant=f.no_constants)
    except (ValueError, RecursionError):
        raise ProtocolError("not-json") from None


def read_client_frame(message: str | bytes) -> ClientFrame:
    """Check a frame from a client, raising ProtocolError (with `ref` once known) if it is bad."""
    if not isinstance(message, str):
        raise ProtocolError("binary")
    if len(message) > MAX_FRAME or len(message.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise ProtocolError("too-big", limit=MAX_FRAME)
    data = _json(message)
    if not isinstance(data, dict):
        raise ProtocolError("not-an-object")
    ref = data.get("ref")
    if ref is not None and not (f.is_int(ref) and 0 <= ref <= f.MAX_INT):
        raise ProtocolError("bad-ref")
    try:
        if data.get("v") != VERSION or not f.is_int(data.get("v")):
            raise ProtocolError("bad-version", version=VERSION)
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in CLIENT_FRAMES:
            raise ProtocolError("bad-type")
        body = {k: v for k, v in data.items() if k not in _TOP}
        return ClientFrame(kind, ref, f.checked(CLIENT_FRAMES[kind], body))
    except ProtocolError as exc:
        exc.ref = ref
        raise


def frame(kind: str, ref: int | None = None, **fields: Any) -> dict[str, Any]:
    """A server frame: version, type, the client's `ref` when answering one, then the fields."""
    out: dict[str, Any] = {"v": VERSION, "type": kind}
    if ref is not None:
        out["ref"] = ref
    out.update(fields)
    return out


def error_frame(exc: ProtocolError, ref: int | None = None) -> dict[str, Any]:
    """The error frame answering a refused request: a message id and its arguments."""
    fields: dict[str, Any] = {"id": exc.message_id, "args": dict(exc.args_)}
    if exc.detail is not None:
        fields["detail"] = exc.detail
    return frame("error", ref if ref is not None else exc.ref, **fields)


def dumps(data: Mapping[str, Any] | list[Any]) -> str:
    """A frame (or a part of one) as compact JSON text (tuples become lists)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def read_server_frame(message: str | bytes) -> dict[str, Any]:
    """A frame from the server, for clients: an object of this version and a known type."""
    if not isinstance(message, str):
        raise ProtocolError("binary")
    data = _json(message)
    if not isinstance(data, dict):
        raise ProtocolError("not-an-object")
    if data.get("v") != VERSION:
        raise ProtocolError("bad-version", version=VERSION)
    if data.get("type") not in SERVER_FRAMES:
        raise ProtocolError("bad-type")
    return data


def decode_game_action(game: Game, data: Mapping[str, Any]) -> Action:
    """An action of this game from its checked JSON form; ProtocolError('bad-action') if the
    game has no such action or its fields do not fit the class."""
    try:
        return decode_action(data, game.action_types)
    except BadRecord:
        raise ProtocolError("bad-action") from None


def encode_game_action(action: Action) -> dict[str, Any]:
    """An action in its wire (and record) form."""
    return encode_action(action)


def encode_event(event: Event) -> dict[str, Any]:
    """An event as `{"t": "TilesPlaced", ...fields, "audience": [seats] | null}`."""
    data: dict[str, Any] = {"t": type(event).__name__}
    for field in dataclasses.fields(event):
        data[field.name] = _plain(getattr(event, field.name))
    return data


@functools.cache
def event_types(game: Game) -> dict[str, type[Event]]:
    """The game's event classes by name (from its `events` module), GameEnded included."""
    module = importlib.import_module(f"{game.package}.events")
    found: dict[str, type[Event]] = {"GameEnded": GameEnded}
    for name, cls in vars(module).items():
        if inspect.isclass(cls) and issubclass(cls, Event) and cls is not Event:
            found[name] = cls
    return found


def decode_event(game: Game, data: Mapping[str, Any]) -> Event:
    """Rebuild one of the game's events from its wire form (for clients, which present it)."""
    try:
        cls = event_types(game)[data["t"]]
        kwargs = {k: _from_json(v) for k, v in data.items() if k != "t"}
        return cls(**kwargs)
    except (KeyError, TypeError):
        raise ProtocolError("bad-event") from None
