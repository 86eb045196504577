"""The three things that happen in Fairy Lights: the deck is shuffled, a player draws, a player takes."""

from __future__ import annotations

import dataclasses

from accessiplay.core.actions import Action, action_types


@dataclasses.dataclass(frozen=True)
class Shuffle(Action):
    """The chance outcome that starts the game: `order[0]` is the top card of the deck."""

    order: tuple[int, ...]

    def steps(self) -> tuple:
        """Never offered in the chooser; one component keeps the path short and unique."""
        return ("shuffle", self.order)


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Reveal the top card of the deck and put it at the end of the shop."""

    def steps(self) -> tuple:
        """Drawing is one choice, complete at once."""
        return ("draw",)


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take every card of these colours from the shop (one colour, or two from a full shop)."""

    colours: tuple[str, ...]

    def steps(self) -> tuple:
        """'take', then the colour or pair of colours: each option can say all it would do."""
        return ("take", self.colours)


ACTION_TYPES = action_types(Shuffle, Draw, Take)
