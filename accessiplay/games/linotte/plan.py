"""The normal bot's dice sense: which dice to keep to reach the cells it wants.

Hands are sorted tuples. Every "keep these, rethrow the rest" move is a sub-hand of the dice;
its outcomes and their chances are worked out once at import (462 kept hands, 4,368 pairs),
so an exact expectation over the remaining throws costs a few thousand additions.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from accessiplay.games.linotte import combos as cb

HANDS = cb.HANDS
HAND_NO = {hand: i for i, hand in enumerate(HANDS)}


def _chance(outcome: tuple[int, ...]) -> float:
    """The probability of throwing this sorted outcome (multinomial over 6 faces)."""
    ways = factorial(len(outcome))
    for n in Counter(outcome).values():
        ways //= factorial(n)
    return ways / 6 ** len(outcome)


#: For every kept sub-hand: the hands the rethrow can give, with their probabilities.
KEPT = [k for size in range(cb.DICE + 1) for k in combinations_with_replacement(cb.FACES, size)]
TRANSITIONS = {
    kept: [
        (HAND_NO[tuple(sorted(kept + out))], _chance(out))
        for out in combinations_with_replacement(cb.FACES, cb.DICE - len(kept))
    ]
    for kept in KEPT
}
#: For every hand: the distinct sub-hands it may keep when rethrowing (never all five).
SUBHANDS = {hand: cb.subhands(hand) for hand in HANDS}
SHOWN = [cb.SHOWN[hand] for hand in HANDS]
_SEC = [bool(shown & cb.SEC_MAKERS) for shown in SHOWN]


def expect(table: list[float], kept: tuple[int, ...]) -> float:
    """The mean of `table` over the hands a rethrow keeping `kept` can give."""
    return sum(table[h] * p for h, p in TRANSITIONS[kept])


def _best(
    table: list[float], hand: tuple[int, ...], means: dict | None = None
) -> tuple[float, tuple[int, ...]]:
    """The best sub-hand to keep from `hand` and its expected value (`means`: precomputed)."""
    if means is None:
        return max((expect(table, k), k) for k in SUBHANDS[hand])
    return max((means[k], k) for k in SUBHANDS[hand])


class Planner:
    """Expected values of the rest of a turn, given what each combination is worth now.

    `worth[combo]` is the value of the best empty cell of that combination (absent: none);
    stopping with nothing placeable is worth 0.
    """

    def __init__(self, worth: dict[str, float], announced: str | None):
        self.worth = worth
        self.announced = announced
        self.final = [self._value(h, rethrown=True) for h in range(len(HANDS))]
        self._middle: list[float] | None = None

    def _value(self, h: int, rethrown: bool) -> float:
        """What stopping with hand `h` is worth: the best cell it allows, or nothing."""
        worth = self.worth
        best = 0.0
        for combo in SHOWN[h]:
            best = max(best, worth.get(combo, 0.0))
        if rethrown and self.announced in SHOWN[h]:
            best = max(best, worth.get("appel", 0.0))
        if not rethrown and _SEC[h]:
            best = max(best, worth.get("sec", 0.0))
        return best

    def first_throw_value(self, h: int) -> float:
        """What stopping right after the first throw with hand `h` is worth (SEC allowed)."""
        return self._value(h, rethrown=False)

    def middle(self) -> list[float]:
        """Hand values after the second throw, with one rethrow still allowed."""
        if self._middle is None:
            final = self.final
            # Each kept sub-hand's mean is shared by many hands: work it out once.
            means = {kept: expect(final, kept) for kept in KEPT[: -len(HANDS)]}
            self._middle = [
                max(final[h], _best(final, hand, means)[0]) for h, hand in enumerate(HANDS)
            ]
        return self._middle

    def options(self, hand: tuple[int, ...], throws: int) -> list[tuple[float, tuple | None]]:
        """Stopping (None) and every keep after throw `throws`, each with the expected worth of
        the rest of the turn (the hint key reads them)."""
        h = HAND_NO[hand]
        if throws >= cb.MAX_THROWS:
            return [(self.final[h], None)]
        stop = self._value(h, rethrown=False) if throws == 1 else self.final[h]
        table = self.middle() if throws == 1 else self.final
        return [(stop, None)] + [(expect(table, kept), kept) for kept in SUBHANDS[hand]]

    def choose(self, hand: tuple[int, ...], throws: int) -> tuple[tuple[int, ...] | None, float]:
        """After throw `throws` (1 or 2): the sub-hand to keep and rethrow, or None to stop."""
        h = HAND_NO[hand]
        if throws >= cb.MAX_THROWS:
            return None, self.final[h]
        stop = self._value(h, rethrown=False) if throws == 1 else self.final[h]
        table = self.middle() if throws == 1 else self.final
        value, keep = _best(table, hand)
        return (keep, value) if value > stop + 1e-9 else (None, stop)


def chance_after(combo: str, keep: tuple[int, ...]) -> float:
    """The chance that one rethrow keeping `keep` shows `combo`."""
    return sum(p for h, p in TRANSITIONS[keep] if combo in SHOWN[h])


@cache
def reach(combo: str, hand: tuple[int, ...]) -> float:
    """The chance of showing `combo` after two rethrows played only for it (APPEL's odds)."""
    planner = _reach_planner(combo)
    return _best(planner.middle(), hand)[0]


@cache
def _reach_planner(combo: str) -> Planner:
    """A planner that values `combo` at 1 and everything else at 0."""
    return Planner({combo: 1.0}, None)
