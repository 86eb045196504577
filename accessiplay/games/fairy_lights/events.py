"""What happens at the table, in the past tense; everything in Fairy Lights is public."""

from __future__ import annotations

import dataclasses

from accessiplay.core.events import Event


@dataclasses.dataclass(frozen=True)
class DeckShuffled(Event):
    """The deck is shuffled face down and `first` begins."""

    cards: int
    first: int


@dataclasses.dataclass(frozen=True)
class TurnBegan(Event):
    """`seat` starts a turn facing a shop of `shop` cards."""

    seat: int
    shop: int


@dataclasses.dataclass(frozen=True)
class CardDrawn(Event):
    """`seat` revealed `card`. `bust`: it matched the last card. `risky`: deck cards that would
    bust the next draw (those of the drawn colour), out of `left`."""

    seat: int
    card: int
    bust: bool
    shop: int
    left: int
    risky: int


@dataclasses.dataclass(frozen=True)
class CardsTaken(Event):
    """`seat` took these cards from the shop."""

    seat: int
    cards: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class ColourSettled(Event):
    """After a take, `seat`'s unbanked `pile` of `colour` was banked, kept or discarded (`fate`)."""

    seat: int
    colour: str
    fate: str
    pile: tuple[int, ...]
