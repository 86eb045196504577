"""What a hand of five dice allows in La Linotte: the combinations and cells it names, the
actions of a throwing step, the keeps a rethrow may name, and which dice are marked kept.

Pure functions of the dice, each worked out once per hand (a game meets few hands, and
playouts meet them again and again); the state (state.py) applies the rules with them.
"""

from __future__ import annotations

from functools import cache

from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.actions import Announce, PlaceNothing, Stop, Throw

# Actions are immutable: one instance of each serves every state (playouts stay fast).
THROW, STOP, NOTHING = Throw(), Stop(), PlaceNothing()
ANNOUNCE = tuple(Announce(c) for c in cb.ANNOUNCEABLE)

NONE_KEPT = (False,) * cb.DICE


# Both cached by functools, whose look-up runs in C: the rules and every view ask them at each
# step of a game, and a look-up written in Python cost more than the rest of `options`.
@cache
def options(hand: tuple[int, ...], throws: int, announced: str | None) -> tuple:
    """(the combinations final dice allow, in speaking order; the cells those name, in reading
    order), worked out once per hand and moment: SEC needs throw 1, APPEL a rethrow."""
    made = tuple(cb.order(cb.allowed(hand, throws, announced)))
    cells = tuple(sorted(i for combo in made for i in bd.CELLS_OF[combo]))
    return (made, cells)


@cache
def throwing_actions(dice: tuple[int, ...], may_announce: bool) -> tuple[Action, ...]:
    """Between throws: one rethrow per distinct set of dice kept, APPEL's five, stop."""
    legal: list[Action] = [Throw(keep) for keep in cb.subhands(dice)]
    if may_announce:
        legal.extend(ANNOUNCE)
    legal.append(STOP)
    return tuple(legal)


ONLY_INTS = frozenset((int,))


@cache
def _keeps(dice: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every keep a rethrow of these dice may name."""
    return frozenset(cb.subhands(dice))


def is_subhand(keep: object, dice: tuple[int, ...]) -> bool:
    """Whether `keep` is a rising tuple of fewer than five of these dice's values."""
    # Only ints are hashed and compared: True and 1.0 equal 1, yet are no die's value.
    return isinstance(keep, tuple) and set(map(type, keep)) <= ONLY_INTS and keep in _keeps(dice)


@cache
def marks(dice: tuple[int, ...], keep: tuple[int, ...]) -> tuple[bool, ...]:
    """Which of the sorted dice are the kept values (the first of equal ones); a hand and a
    keep are few enough to work out each pair once."""
    left = list(keep)
    out = []
    for value in dice:
        out.append(value in left)
        if out[-1]:
            left.remove(value)
    return tuple(out)


@cache
def kept_values(dice: tuple[int, ...], kept: tuple[bool, ...]) -> tuple[int, ...]:
    """The values of the dice marked kept, in rising order."""
    return tuple(v for v, k in zip(dice, kept) if k)


@cache
def marks_after(dice: tuple[int, ...], keep: tuple[int, ...]) -> tuple[bool, ...]:
    """The kept marks once fresh dice join: a kept die sorts after a fresh one of equal value,
    so it is the last of equal ones that is marked."""
    return marks(dice[::-1], keep)[::-1]
