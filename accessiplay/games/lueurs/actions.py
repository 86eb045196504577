"""What the dice and a player can do in 16 lueurs d'hiver: roll, and play one whole turn.

A turn is a single action so that nothing is committed until its last step; its `steps()` are
the chooser's path: powers (only once one is unlocked) → the pair or "skip" → the zone → the
exact place (with the joker's value) → the bulb.
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.actions import Action, action_types
from accessiplay.games.lueurs.zones import JOKER

SKIP = "skip"


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    """The three dice of the turn, thrown once for everybody."""

    dice: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Turn(Action):
    """One seat's turn: powers used, the pair recorded (None: nothing) in `zone` at `place`, a bulb.

    `powers` is None while no power is unlocked, else a tuple of (+1 or −1, natural value of the
    die changed): `()` uses none. `pair` holds the two dice after powers, low first; the third
    die lights garland `bulb` (1–5).
    """

    powers: tuple | None = None
    pair: tuple | None = None
    zone: str | None = None
    place: tuple = ()
    bulb: int = 0

    def steps(self) -> tuple:
        """Powers, pair, zone, place components, bulb: the order a player decides in."""
        head = () if self.powers is None else (self.powers,)
        if self.pair is None:
            return head + (SKIP, self.bulb)
        assert self.zone is not None, "a recorded pair has its zone"
        middle = tuple(c for _, c in place_path(self.zone, self.pair, self.place))
        return head + (self.pair, self.zone) + middle + (self.bulb,)


def place_path(zone: str, pair: tuple, place: tuple) -> tuple[tuple[str, object], ...]:
    """The chooser's steps inside a zone as (kind, component): short lists, jokers split out.

    Without a joker the birdhouse cell and the snowman box follow from the pair (no step);
    with one, the player picks the cell or box, which says what the joker stands for. A joker's
    two numbers (a cake's two puffs, a domino's two halves) are two choices of at most six
    rather than one list of up to 36.
    """
    joker = JOKER in pair
    if zone == "bird":
        return (("box", place[0]), ("other-box", place[1])) if joker else (("boxes", place),)
    if zone == "birdhouses":
        return (("cell", place),) if joker else ()
    if zone == "cakes":
        if not joker:
            return (("cake-write", place),)
        return (("cakes", place[0]), ("first-value", place[1][0]), ("second-value", place[1][1]))
    if zone == "snowmen":
        return (("sum", place[0]),) if joker else ()
    if not joker:
        return (("domino", place),)
    return (("space", place[0]), ("left-half", place[1]), ("right-half", place[2]))


ACTION_TYPES = action_types(Roll, Turn)
