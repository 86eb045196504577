"""What happened during a round of Sixty-One, in the past tense.

Choices are made in secret: a seat hears its own choice recorded at once (private events),
and everybody hears every move when the last seat has chosen.
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.events import Event


@dataclasses.dataclass(frozen=True)
class DiceRolled(Event):
    """The round began with these dice."""

    round: int
    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class AssignRecorded(Event):
    """Private: this seat's choice waits for the others (`total`: its leaf total after it)."""

    seat: int
    area: int
    value: int
    spot: int
    leaf: int
    total: int
    waiting: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class SkipRecorded(Event):
    """Private: this seat skips placement and its leaf die is kept until the others have chosen."""

    seat: int
    leaf: int
    total: int
    waiting: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class XRecorded(Event):
    """Private: this seat's X spot is kept until the others have placed theirs."""

    seat: int
    area: int
    spot: int
    waiting: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Wrote(Event):
    """A seat wrote `value` in a spot and added its leaf die (`leaf`) to the leaves (`total`)."""

    seat: int
    area: int
    spot: int
    value: int
    acorns: int
    leaf: int
    total: int


@dataclasses.dataclass(frozen=True)
class Skipped(Event):
    """Nothing fitted for a seat: it only added `leaf` to the leaves."""

    seat: int
    leaf: int
    total: int


@dataclasses.dataclass(frozen=True)
class LeafBonus(Event):
    """The leaf total landed exactly on 21, 41 or 61: acorns."""

    seat: int
    total: int
    acorns: int


@dataclasses.dataclass(frozen=True)
class XGained(Event):
    """The leaf total landed exactly on 11, 31 or 51: an X to place at once."""

    seat: int
    total: int


@dataclasses.dataclass(frozen=True)
class XLost(Event):
    """An X was gained with no open spot left anywhere on the sheet."""

    seat: int
    total: int


@dataclasses.dataclass(frozen=True)
class XPlaced(Event):
    """A seat wrote its X in a spot."""

    seat: int
    area: int
    spot: int
    acorns: int


@dataclasses.dataclass(frozen=True)
class FirstFill(Event):
    """These seats were the first to fill an area, all in the same round: 3 acorns each."""

    area: int
    seats: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class AreaFilled(Event):
    """A seat filled an area after someone else had taken its bonus."""

    seat: int
    area: int


@dataclasses.dataclass(frozen=True)
class GameEnding(Event):
    """Why the game stops now: `cause` is "leaves" (these seats reached 61) or "rounds"."""

    cause: str
    round: int
    seats: tuple[int, ...]
