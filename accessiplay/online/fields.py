"""The checks every field of a client frame passes before the server uses it.

Each check takes the raw JSON value and returns it, cleaned, or raises `ProtocolError` naming
the field. Nothing here trusts a type: `True` is not a number, `1.0` is not a whole number,
a list is never taken for a string.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from accessiplay.names import MAX_NAME, clean_name

#: The longest chat line, in characters after cleaning.
MAX_CHAT = 300
#: The longest password a client may send.
MAX_PASSWORD = 200
#: Whole numbers a frame may carry: far past any seat, turn or delay, far short of a bignum.
MAX_INT = 2**31 - 1
#: Action fields nest no deeper than this (a Sixteen run in a tuple in a tuple is depth 2).
MAX_ACTION_DEPTH = 4
#: The most seats a table can have, whatever the game (the games stop at 4).
MAX_SEATS = 8
#: The longest delay before a bot stands in for a missing player: one day.
MAX_BOT_AFTER = 86_400

#: A table's id, as the server makes them and the client accepts them back.
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_GAME_ID = re.compile(r"[a-z0-9-]{1,40}")
_ACTION_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,39}")


class ProtocolError(Exception):
    """A frame refused: `reason` becomes the message id `online-error-<reason>`.

    `args` are the message's Fluent variables: numbers or names the server chose, never
    text a client sent. `detail` is an extra message id (a game's illegal-move reason).
    """

    def __init__(self, reason: str, *, detail: str | None = None, **args: Any) -> None:
        super().__init__(reason, args)
        self.reason = reason
        self.args_ = args
        self.detail = detail
        #: The `ref` of the frame refused, once it was read: the error frame echoes it.
        self.ref: int | None = None

    @property
    def message_id(self) -> str:
        """The Fluent id of the message the client speaks."""
        return f"online-error-{self.reason}"


Check = Callable[[str, Any], Any]


def is_int(value: Any) -> bool:
    """A JSON whole number (not a bool, not a float)."""
    return isinstance(value, int) and not isinstance(value, bool)


def integer(low: int, high: int) -> Check:
    """A whole number from `low` to `high`."""

    def check(field: str, value: Any) -> int:
        if not is_int(value) or not low <= value <= high:
            raise ProtocolError("bad-field", field=field)
        return int(value)

    return check


def optional(inner: Check) -> Check:
    """`inner`, or null."""

    def check(field: str, value: Any) -> Any:
        return None if value is None else inner(field, value)

    return check


def boolean(field: str, value: Any) -> bool:
    """true or false, nothing else."""
    if not isinstance(value, bool):
        raise ProtocolError("bad-field", field=field)
    return value


def pattern(regex: re.Pattern[str]) -> Check:
    """A string the whole of which matches `regex` (ids, tokens: no free text)."""

    def check(field: str, value: Any) -> str:
        if not isinstance(value, str) or not regex.fullmatch(value):
            raise ProtocolError("bad-field", field=field)
        return value

    return check


table_id = pattern(TABLE_ID)
token = pattern(_TOKEN)
game_id = pattern(_GAME_ID)


def name(field: str, value: Any) -> str:
    """A player's name, made safe to print and say; empty once cleaned is refused."""
    if not isinstance(value, str) or len(value) > 4 * MAX_NAME:
        raise ProtocolError("bad-field", field=field)
    cleaned = clean_name(value)
    if not cleaned:
        raise ProtocolError("bad-name")
    return cleaned


def password(field: str, value: Any) -> str:
    """A password: any text up to a sensible length (compared, never stored or echoed)."""
    if not isinstance(value, str) or len(value) > MAX_PASSWORD:
        raise ProtocolError("bad-field", field=field)
    return value


def chat_text(field: str, value: Any) -> str:
    """A chat line without control or format characters, spaces squeezed, cut to MAX_CHAT."""
    if not isinstance(value, str):
        raise ProtocolError("bad-field", field=field)
    cleaned = clean_name(value, MAX_CHAT)
    if not cleaned:
        raise ProtocolError("empty-chat")
    return cleaned


def seats(field: str, value: Any) -> list[dict[str, Any]]:
    """The seats of a new table: `{"kind": "human"}` or `{"kind": "bot", "level": "normal"}`."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise ProtocolError("bad-seats")
    found = []
    for seat in value:
        if not isinstance(seat, dict) or set(seat) - {"kind", "level"}:
            raise ProtocolError("bad-seats")
        kind, level = seat.get("kind"), seat.get("level")
        if kind == "human" and level is None:
            found.append({"kind": "human", "level": None})
        elif kind == "bot" and isinstance(level, str) and _GAME_ID.fullmatch(level):
            found.append({"kind": "bot", "level": level})
        else:
            raise ProtocolError("bad-seats")
    return found


def options(field: str, value: Any) -> dict[str, Any]:
    """A game's options: an object of short keys and plain values (the game checks the rest)."""
    if not isinstance(value, dict) or len(value) > 16:
        raise ProtocolError("bad-options")
    for key, item in value.items():
        if not _GAME_ID.fullmatch(key) or not _plain_scalar(item):
            raise ProtocolError("bad-options")
    return dict(value)


def _plain_scalar(value: Any) -> bool:
    """A value an action or an option may hold: a short string, a whole number, a bool, null."""
    if value is None or isinstance(value, bool):
        return True
    if is_int(value):
        return -MAX_INT <= value <= MAX_INT
    if isinstance(value, float):
        return False
    return isinstance(value, str) and len(value) <= 200


def _plain_value(value: Any, depth: int) -> bool:
    """A scalar, or a list of plain values nested no deeper than MAX_ACTION_DEPTH."""
    if isinstance(value, list):
        return depth < MAX_ACTION_DEPTH and all(_plain_value(v, depth + 1) for v in value)
    return _plain_scalar(value)


def action(field: str, value: Any) -> dict[str, Any]:
    """An action's JSON form `{"t": "Place", ...}` before the game decodes it."""
    if not isinstance(value, dict) or not isinstance(value.get("t"), str):
        raise ProtocolError("bad-action")
    if not _ACTION_NAME.fullmatch(value["t"]) or len(value) > 16:
        raise ProtocolError("bad-action")
    for key, item in value.items():
        if key != "t" and (not _ACTION_NAME.fullmatch(key) or not _plain_value(item, 0)):
            raise ProtocolError("bad-action")
    return dict(value)


def no_constants(text: str) -> float:
    """json.loads hook: NaN and Infinity are not JSON, and no frame may carry them."""
    raise ProtocolError("not-json")


def checked(spec: Mapping[str, tuple[Check, bool]], data: Mapping[str, Any]) -> dict[str, Any]:
    """The frame's fields, each through its check; a missing required field or an unknown one
    is refused before any is used."""
    for key in data:
        if key not in spec:
            raise ProtocolError("unknown-field")
    out: dict[str, Any] = {}
    for key, (check, required) in spec.items():
        if key in data:
            out[key] = check(key, data[key])
        elif required:
            raise ProtocolError("missing-field", field=key)
    return out
