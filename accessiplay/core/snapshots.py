"""Reading a snapshot back into a position (as a FEN is to python-chess), checked as it is read.

A game's `_from_snapshot` reads each field with these readers, which raise `MalformedSnapshot`
naming the field; `Game.from_snapshot` then checks the round trip and asks the game whether the
position breaks a rule (`ImpossiblePosition`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from accessiplay.core.errors import MalformedSnapshot


def bad(field: str, value: Any) -> MalformedSnapshot:
    """The error for a field whose value has the wrong type or lies out of range."""
    return MalformedSnapshot("bad-value", field=field, value=repr(value)[:80])


def integer(value: Any, field: str, low: int, high: int) -> int:
    """An int (not a bool) from `low` to `high`."""
    if type(value) is not int or not low <= value <= high:
        raise bad(field, value)
    return value


def maybe_integer(value: Any, field: str, low: int, high: int) -> int | None:
    """None, or an int from `low` to `high`."""
    return None if value is None else integer(value, field, low, high)


def flag(value: Any, field: str) -> bool:
    """A bool."""
    if type(value) is not bool:
        raise bad(field, value)
    return value


def one_of(value: Any, field: str, options: Collection[Any]) -> Any:
    """One of the given values (a phase name, a cause, None where allowed)."""
    if value not in options or isinstance(value, (list, dict)):
        raise bad(field, value)
    return value


def integers(value: Any, field: str, low: int, high: int, size: int | None = None) -> list[int]:
    """A list of ints from `low` to `high` (of exactly `size` items when given)."""
    if not isinstance(value, list) or (size is not None and len(value) != size):
        raise bad(field, value)
    return [integer(v, field, low, high) for v in value]


def rows(value: Any, field: str, size: int | None = None) -> list[Any]:
    """A list (of exactly `size` items when given) whose items are read one by one."""
    if not isinstance(value, list) or (size is not None and len(value) != size):
        raise bad(field, value)
    return value


def mapping(value: Any, field: str) -> Mapping[str, Any]:
    """A JSON object."""
    if not isinstance(value, dict):
        raise bad(field, value)
    return value


def seats(value: Any, field: str, players: int) -> list[int]:
    """Distinct seat numbers, in order."""
    found = integers(value, field, 0, players - 1)
    if found != sorted(set(found)):
        raise bad(field, value)
    return found
