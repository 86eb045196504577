"""What happens at the table, in the past tense; everything in La Linotte is public.

Lines are told as players name them: (direction, first cell, last cell, length), e.g.
("row", "C1", "C3", 3). Combinations are the board's ids ("brelan-4", "full", "sec").
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.events import Event


@dataclasses.dataclass(frozen=True)
class FirstDrawn(Event):
    """The draw chose `white` to play first with the white pawns; the other seat is black."""

    white: int


@dataclasses.dataclass(frozen=True)
class TurnBegan(Event):
    """`seat` starts a turn with `pawns` pawns left in hand."""

    seat: int
    pawns: int


@dataclasses.dataclass(frozen=True)
class DiceThrown(Event):
    """Throw number `throw`: `rolled` are the dice that flew, `dice` all five, sorted.

    `made`: the combinations the dice allow if the player stops now (SEC and APPEL included);
    `cells`: the empty cells those combinations would allow.
    """

    seat: int
    throw: int
    rolled: tuple[int, ...]
    dice: tuple[int, ...]
    kept: tuple[bool, ...]
    made: tuple[str, ...]
    cells: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Announced(Event):
    """`seat` announced an APPEL for `combo`."""

    seat: int
    combo: str


@dataclasses.dataclass(frozen=True)
class ThrowingStopped(Event):
    """`seat` stopped (`auto`: the third throw was made) and may take one of `cells`."""

    seat: int
    auto: bool
    dice: tuple[int, ...]
    cells: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class PawnPlaced(Event):
    """`seat` put a pawn on `cell` (`combo`), making `lines` worth `gained` points more."""

    seat: int
    cell: str
    combo: str
    pawns: int
    lines: tuple[tuple[str, str, str, int], ...]
    gained: int
    total: int
    throws: int = 0


@dataclasses.dataclass(frozen=True)
class NothingPlaced(Event):
    """`seat` ended the turn without a pawn; `no_cell`: no empty cell matched the dice."""

    seat: int
    no_cell: bool
    throws: int = 0


@dataclasses.dataclass(frozen=True)
class EndReached(Event):
    """Why the game stops now: `cause` "five" (an alignment of 5) or "pawns" (a 12th pawn)."""

    seat: int
    cause: str


# --- the events of every throw, made quickly -----------------------------------------------
# A bot's game throws some 200 times, and each throw tells one to three of these events. A
# frozen dataclass's __init__ sets each field through `object.__setattr__`, which cost a tenth
# of such a game: these makers fill the same fields directly. The events are the very ones
# the constructors give (equal, frozen, the same fields in the same order).

_new = object.__new__


def dice_thrown(
    seat: int,
    throw: int,
    rolled: tuple[int, ...],
    dice: tuple[int, ...],
    kept: tuple[bool, ...],
    made: tuple[str, ...],
    cells: tuple[str, ...],
) -> DiceThrown:
    """`DiceThrown(seat, throw, rolled, dice, kept, made, cells)`, made quickly."""
    event = _new(DiceThrown)
    fields = event.__dict__
    fields["audience"] = None
    fields["seat"] = seat
    fields["throw"] = throw
    fields["rolled"] = rolled
    fields["dice"] = dice
    fields["kept"] = kept
    fields["made"] = made
    fields["cells"] = cells
    return event


def throwing_stopped(
    seat: int, auto: bool, dice: tuple[int, ...], cells: tuple[str, ...]
) -> ThrowingStopped:
    """`ThrowingStopped(seat, auto, dice, cells)`, made quickly."""
    event = _new(ThrowingStopped)
    fields = event.__dict__
    fields["audience"] = None
    fields["seat"] = seat
    fields["auto"] = auto
    fields["dice"] = dice
    fields["cells"] = cells
    return event


def nothing_placed(seat: int, no_cell: bool, throws: int) -> NothingPlaced:
    """`NothingPlaced(seat, no_cell, throws)`, made quickly."""
    event = _new(NothingPlaced)
    fields = event.__dict__
    fields["audience"] = None
    fields["seat"] = seat
    fields["no_cell"] = no_cell
    fields["throws"] = throws
    return event


def turn_began(seat: int, pawns: int) -> TurnBegan:
    """`TurnBegan(seat, pawns)`, made quickly."""
    event = _new(TurnBegan)
    fields = event.__dict__
    fields["audience"] = None
    fields["seat"] = seat
    fields["pawns"] = pawns
    return event
