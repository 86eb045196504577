"""What a player (or the dice) can do in La Linotte, one small decision at a time.

A turn is a short sequence: Throw, then up to two rethrows, each one action naming the dice
kept ("rethrow, keeping these dice"), perhaps Announce an APPEL, Stop (automatic after the
third throw), then Place a pawn or PlaceNothing. Which dice to keep is chosen in the UI as an
uncommitted selection; only the rethrow reaches the rules, so search never meets the same keep
reached through different orders of toggles.
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.actions import Action, action_types


@dataclasses.dataclass(frozen=True)
class DrawFirst(Action):
    """Chance: `seat` is drawn to play first, with the white pawns."""

    seat: int

    def steps(self) -> tuple:
        """Never offered in the chooser."""
        return ("first", self.seat)


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    """Chance: the values of the dice just thrown, for the unkept dice from left to right."""

    dice: tuple[int, ...]

    def steps(self) -> tuple:
        """Never offered in the chooser."""
        return ("roll", self.dice)


@dataclasses.dataclass(frozen=True)
class Throw(Action):
    """Throw the five dice, or rethrow all but `keep`: the values set aside, in rising order."""

    keep: tuple[int, ...] = ()

    def steps(self) -> tuple:
        """'Throw', then which dice stay (the game keys send the dice selected instead)."""
        return ("throw", self.keep)


@dataclasses.dataclass(frozen=True)
class Announce(Action):
    """APPEL: announce, right after the first throw, the combination you will go for."""

    combo: str

    def steps(self) -> tuple:
        """'Announce', then the combination."""
        return ("announce", self.combo)


@dataclasses.dataclass(frozen=True)
class Stop(Action):
    """Throw no more: the dice as they lie decide where a pawn may go."""

    def steps(self) -> tuple:
        """One option after the throw and the APPEL."""
        return ("stop",)


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Put one pawn on `cell` ("C3"), an empty cell whose combination the dice show."""

    cell: str

    def steps(self) -> tuple:
        """The cell is the option, read with its combination."""
        return (("cell", self.cell),)


@dataclasses.dataclass(frozen=True)
class PlaceNothing(Action):
    """End the turn without placing a pawn (never forced to place)."""

    def steps(self) -> tuple:
        """The last option after the cells."""
        return ("nothing",)


ACTION_TYPES = action_types(DrawFirst, Roll, Throw, Announce, Stop, Place, PlaceNothing)
