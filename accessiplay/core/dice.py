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
