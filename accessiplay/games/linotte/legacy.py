"""Records made before a rethrow was one action: their die toggles are folded into the throw.

Until then a turn recorded `Keep(die)` and `Release(die)` one die at a time, and a bare
`Throw()` rethrew whatever was kept. Such a record is rewritten on load: each rethrow becomes
`Throw(keep)` with the values the toggles had kept, and the toggles themselves disappear.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.core.errors import AccessiplayError


@dataclasses.dataclass(frozen=True)
class Keep(Action):
    """Old records only: die `die` (position 0–4 among the sorted dice) set aside."""

    die: int


@dataclasses.dataclass(frozen=True)
class Release(Action):
    """Old records only: a kept die taken back to be thrown again."""

    die: int


LEGACY_TYPES = {"Keep": Keep, "Release": Release}


def upgrade(actions: Sequence[tuple[int, Action]]) -> list[tuple[int, Action]]:
    """The same game with toggles folded into rethrows, replayed to know which values were kept.

    A record that stops replaying is returned as it stands from there on: loading it then
    reports it damaged, as any record that does not replay.
    """
    from accessiplay.games.linotte.actions import Announce, Throw
    from accessiplay.games.linotte.state import LinotteState

    if not any(type(a) in (Keep, Release) for _, a in actions):
        return list(actions)
    state = LinotteState()
    out: list[tuple[int, Action]] = []
    marks: list[bool] | None = None
    for index, (seat, action) in enumerate(actions):
        kind = type(action)
        if isinstance(action, (Keep, Release)):  # neither has a subclass
            marks = list(state.kept) if marks is None else marks
            if not isinstance(action.die, int) or not 0 <= action.die < len(state.dice):
                return out + list(actions[index:])
            marks[action.die] = kind is Keep
            continue
        if kind is Throw and state.dice:
            # Old kept marks outlived a throw: a rethrow with no toggle kept the same dice.
            kept = state.kept if marks is None else marks
            action = Throw(tuple(v for v, k in zip(state.dice, kept) if k))
        if kind is not Announce:
            marks = None
        try:
            state.apply(seat, action)
        except (AccessiplayError, TypeError, ValueError, KeyError, IndexError):
            # Fields of the wrong kind break inside a rule, as in GameRecord.replay.
            return out + [(seat, action)] + list(actions[index + 1 :])
        out.append((seat, action))
    return out
