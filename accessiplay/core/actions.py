"""Actions: small frozen dataclasses with verb names, JSON-serialisable, repr that round-trips.

A game's actions are plain `@dataclass(frozen=True)` subclasses of `Action` whose fields are
ints, strings, bools, None or tuples of those, so `eval(repr(a))` gives `a` back and the JSON
form is `{"t": "Place", ...fields}`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from accessiplay.core.errors import BadRecord


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every action; `steps()` is the path the step-by-step chooser walks."""

    def steps(self) -> tuple[Any, ...]:
        """The components of this action, most general first, for grouping in the chooser."""
        fields = tuple(getattr(self, f.name) for f in dataclasses.fields(self))
        return (type(self).__name__,) + fields


def _to_json(value: Any) -> Any:
    """Tuples become lists; everything else is already JSON."""
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    """Lists become tuples again, so decoded actions compare equal and stay hashable."""
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


def encode_action(action: Action) -> dict[str, Any]:
    """The JSON form of an action."""
    data: dict[str, Any] = {"t": type(action).__name__}
    for f in dataclasses.fields(action):
        data[f.name] = _to_json(getattr(action, f.name))
    return data


def decode_action(data: Mapping[str, Any], types: Mapping[str, type[Action]]) -> Action:
    """Rebuild an action from its JSON form, given the game's action classes by name."""
    try:
        cls = types[data["t"]]
        kwargs = {k: _from_json(v) for k, v in data.items() if k != "t"}
        return cls(**kwargs)
    except (KeyError, TypeError) as exc:
        raise BadRecord("bad-action", action=repr(data)[:200]) from exc


def action_types(*classes: type[Action]) -> dict[str, type[Action]]:
    """Name → class table for `decode_action`, checking the names are unique."""
    table = {cls.__name__: cls for cls in classes}
    if len(table) != len(classes):
        raise ValueError("two action classes share a name")
    return table
