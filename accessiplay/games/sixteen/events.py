"""What happens in Sixteen, in the past tense. Only `HandReceived` and `NothingFits` are private.

Events carry everything their announcement needs (tokens, counts left), so the presenter never
depends on when the view was taken. Nothing public ever names a tile still in a hand.
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.events import Event, GameEnded

__all__ = [
    "AllPassed",
    "GameEnded",
    "HandReceived",
    "NothingFits",
    "Passed",
    "PlacementDeclined",
    "RowCut",
    "RowEnded",
    "RowRestarted",
    "RowTrashed",
    "TilesDealt",
    "TilesPlaced",
    "TurnBegan",
    "WentOut",
]


@dataclasses.dataclass(frozen=True)
class HandReceived(Event):
    """Private: the tiles a seat was dealt, by colour (tokens), and its special tiles."""

    seat: int
    hand: tuple[tuple[str, tuple], ...]
    scissors: int
    trash: int


@dataclasses.dataclass(frozen=True)
class TilesDealt(Event):
    """The deal is done and the 1s start the rows: `counts` per seat; `first` starts (`drawn`)."""

    counts: tuple[int, ...]
    first: int
    drawn: bool
    bag: int


@dataclasses.dataclass(frozen=True)
class TurnBegan(Event):
    """A seat's turn starts."""

    seat: int


@dataclasses.dataclass(frozen=True)
class TilesPlaced(Event):
    """A seat laid these tiles on a row; `left` is how many tiles it still holds."""

    seat: int
    row: str
    tiles: tuple
    left: int


@dataclasses.dataclass(frozen=True)
class RowRestarted(Event):
    """A 16 Restart sent a row back to its 1; `removed` left the game with the Restart itself."""

    seat: int
    row: str
    removed: tuple


@dataclasses.dataclass(frozen=True)
class RowEnded(Event):
    """A 16 End closed a row."""

    seat: int
    row: str


@dataclasses.dataclass(frozen=True)
class RowCut(Event):
    """A seat used a Scissors: `tile` left the end of the row; `left` tiles still in hand."""

    seat: int
    row: str
    tile: object
    left: int


@dataclasses.dataclass(frozen=True)
class RowTrashed(Event):
    """A seat used the Trash bin: `removed` (in row order) left the end of the row."""

    seat: int
    row: str
    removed: tuple
    left: int


@dataclasses.dataclass(frozen=True)
class NothingFits(Event):
    """Private: after a special, no tile of this seat fits the row, so its turn ends by itself."""

    seat: int
    row: str


@dataclasses.dataclass(frozen=True)
class PlacementDeclined(Event):
    """After a special, the seat places nothing more. Whether it could have is its own secret,
    so a choice and a hand with nothing that fits make the same event."""

    seat: int


@dataclasses.dataclass(frozen=True)
class Passed(Event):
    """A seat passed; `streak` seats have now passed in a row, out of `players`."""

    seat: int
    streak: int
    players: int


@dataclasses.dataclass(frozen=True)
class WentOut(Event):
    """A seat has no tile left: the game ends at once and that seat wins."""

    seat: int


@dataclasses.dataclass(frozen=True)
class AllPassed(Event):
    """Every player passed in the same round: the game ends."""
