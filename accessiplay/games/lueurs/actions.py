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
    with one, the player picks the cell or box, which says what the joker stands for.
    """
    joker = JOKER in pair
    if zone == "bird":
        return (("box", place[0]), ("other-box", place[1])) if joker else (("boxes", place),)
    if zone == "birdhouses":
        return (("cell", place),) if joker else ()
    if zone == "cakes":
        return (("cakes", place[0]), ("values", place[1])) if joker else (("cake-write", place),)
    if zone == "snowmen":
        return (("sum", place[0]),) if joker else ()
    return (("space", place[0]), ("halves", place[1:])) if joker else (("domino", place),)


ACTION_TYPES = action_types(Roll, Turn)
