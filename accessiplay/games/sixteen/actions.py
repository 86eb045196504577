"""What a player of Sixteen does: place tiles, use the Scissors or the Trash bin, or pass.

A special tile and the optional placement that may follow it are two actions of the same seat:
`Scissors(row)` or `Trash(row, count)`, then `PlaceAgain(row, tiles)` on that row or `EndTurn()`.
Each is announced on its own, so listeners follow a bot's turn step by step.
Tiles are tokens (tiles.py): 2..15, "restart" or "end".
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.actions import Action, action_types


@dataclasses.dataclass(frozen=True)
class Deal(Action):
    """The chance outcome that starts the game: the bag's order, and a first player if needed.

    `order` is a permutation of the 88 tile ids; `first` is None when a hand holds the red 1
    (its holder starts), else the seat drawn to start (2 players, or a 3-player red 1 left in
    the bag).
    """

    order: tuple[int, ...]
    first: int | None = None

    def steps(self) -> tuple:
        """Never offered in the chooser; one component keeps the path short and unique."""
        return ("deal", self.order, self.first)


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Lay one tile, or a rising run, on the row `row` (a colour): (10, 11, 12), (14, 15, "end")."""

    row: str
    tiles: tuple

    def steps(self) -> tuple:
        """'place', then the row, then the tiles: each option can say what it leaves behind."""
        return ("place", self.row, self.tiles)


@dataclasses.dataclass(frozen=True)
class Scissors(Action):
    """Use a Scissors tile: remove the last tile of this row (never its 1)."""

    row: str

    def steps(self) -> tuple:
        """'scissors', then the row: the label says which tile goes."""
        return ("scissors", self.row)


@dataclasses.dataclass(frozen=True)
class Trash(Action):
    """Use the Trash bin: remove `count` tiles from the end of this row (never its 1)."""

    row: str
    count: int

    def steps(self) -> tuple:
        """'trash', then the row, then how many tiles from the end."""
        return ("trash", self.row, self.count)


@dataclasses.dataclass(frozen=True)
class PlaceAgain(Action):
    """After a special tile: the one optional placement, on the row just cut or emptied."""

    row: str
    tiles: tuple

    def steps(self) -> tuple:
        """Only the tiles: the row is chosen, so the first list is the placements and 'end-turn'."""
        return (self.tiles,)


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """After a special tile: place nothing more and hand the turn on."""

    def steps(self) -> tuple:
        """One choice, complete at once."""
        return ("end-turn",)


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Play nothing: allowed only when no number or 16 tile of yours fits anywhere."""

    def steps(self) -> tuple:
        """One choice, complete at once."""
        return ("pass",)


ACTION_TYPES = action_types(Deal, Place, Scissors, Trash, PlaceAgain, EndTurn, Pass)
