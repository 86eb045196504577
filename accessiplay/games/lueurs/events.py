"""What happened in a turn of 16 lueurs d'hiver, in the past tense.

Turns are chosen in secret: the chooser hears its own choice kept (a private event), the
others only that it has chosen; everybody hears every turn once the last seat has chosen.
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.events import Event


@dataclasses.dataclass(frozen=True)
class DiceRolled(Event):
    """Turn `turn` began with these dice; on a natural double, `ticked` seats ticked a doubles box."""

    turn: int
    dice: tuple[int, ...]
    double: bool
    ticked: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class TurnKept(Event):
    """Private: this seat's turn is kept secret until `waiting` seats have chosen theirs.

    The fields mean what they mean in `TurnPlayed`.
    """

    seat: int
    powers: tuple
    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    zone: str | None
    place: tuple
    die: int | None
    bulb: int
    waiting: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Chose(Event):
    """Public: a seat has chosen its turn (what it chose stays secret for now)."""

    seat: int
    waiting: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class TurnPlayed(Event):
    """A seat's turn, written: powers, the dice after them, the pair and place, and the bulb.

    `pair` is None when the seat recorded nothing; `die` is the garland die (None then);
    `points` is what the zone's Grelots changed by; `lit` the bulbs now ticked on `bulb`'s garland.
    """

    seat: int
    powers: tuple
    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    zone: str | None
    place: tuple
    die: int | None
    bulb: int
    lit: int
    points: int


@dataclasses.dataclass(frozen=True)
class Completed(Event):
    """A seat filled a zone or a garland (`item`); `won` says whether its bag was still open.

    `power` is the power a garland unlocks (+1 or −1), None for a zone or for a garland whose
    power the seat already had (several garlands with the same power give nothing more).
    """

    seat: int
    item: str
    won: bool
    grelots: int
    power: int | None


@dataclasses.dataclass(frozen=True)
class BagsCrossed(Event):
    """Seats that did not complete `item` this turn cross its bag out for good."""

    item: str
    seats: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class GarlandsLit(Event):
    """These seats have filled four garlands: the game ends after this turn."""

    seats: tuple[int, ...]
