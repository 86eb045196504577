"""What a Sixty-One seat (or the dice) can do: roll, write a die in an area, skip, place an X."""

from __future__ import annotations

import dataclasses

from accessiplay.core.actions import Action, action_types


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    """The three dice of the round, thrown once for everybody."""

    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Assign(Action):
    """Die `area` picks the area, die `value` goes in `spot`; the third die feeds the leaves."""

    area: int
    value: int
    spot: int

    def steps(self) -> tuple:
        """Area die, then value die, then spot: the order a player thinks in."""
        return (self.area, self.value, self.spot)


@dataclasses.dataclass(frozen=True)
class Skip(Action):
    """Nothing fits anywhere: write nothing and add die `leaf` to the leaves."""

    leaf: int

    def steps(self) -> tuple:
        """A 'skip' step first so the chooser says nothing fits, then the leaf die."""
        return ("skip", self.leaf)


@dataclasses.dataclass(frozen=True)
class PlaceX(Action):
    """Write the X gained on the leaf row in any open spot of any area."""

    area: int
    spot: int

    def steps(self) -> tuple:
        """Area, then spot."""
        return (self.area, self.spot)


ACTION_TYPES = action_types(Roll, Assign, Skip, PlaceX)
