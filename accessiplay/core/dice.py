"""Dice and decks drawn with the session's generator: the only randomness in the core."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def roll(rng: random.Random, count: int, sides: int = 6) -> tuple[int, ...]:
    """`count` dice of `sides` faces, in the order thrown."""
    return tuple(rng.randint(1, sides) for _ in range(count))


def shuffled(rng: random.Random, items: Sequence[T]) -> tuple[T, ...]:
    """A shuffled copy of `items`, as a tuple so it can be recorded as an action."""
    order = list(items)
    rng.shuffle(order)
    return tuple(order)


def roll_problem(action: object, roll_type: type, count: int, sides: int = 6) -> str | None:
    """Why a chance outcome is not a roll of `count` dice of `sides` faces ("bad-roll"), or None.

    Chance outcomes come from records on disk too, so a hostile file is refused here.
    """
    dice = getattr(action, "dice", None)
    if not isinstance(action, roll_type) or not isinstance(dice, tuple) or len(dice) != count:
        return "bad-roll"
    ok = all(type(d) is int and 1 <= d <= sides for d in dice)
    return None if ok else "bad-roll"
