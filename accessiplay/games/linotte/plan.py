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
from operator import mul

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
#: For every combination a hand may show, the hands that show it.
_SHOWING = {combo: [h for h, shown in enumerate(SHOWN) if combo in shown] for combo in cb.ALL}


#: Each kept sub-hand's rethrow outcomes as two parallel lists, hands and chances, in the order
#: of TRANSITIONS: a mean is then one `sum` over `map`s, the very products in the same order.
_OUTCOMES = {
    kept: ([h for h, _ in outcomes], [p for _, p in outcomes])
    for kept, outcomes in TRANSITIONS.items()
}
#: The sub-hands a rethrow may keep (0 to 4 dice), numbered; and for every hand, the numbers
#: of those it may keep.
RETHROWN = KEPT[: -len(HANDS)]
_RETHROWN_NO = {kept: i for i, kept in enumerate(RETHROWN)}
_OUTCOME_LISTS = [_OUTCOMES[kept] for kept in RETHROWN]
_KEEPS_OF = [[_RETHROWN_NO[kept] for kept in SUBHANDS[hand]] for hand in HANDS]


def expect(table: list[float], kept: tuple[int, ...]) -> float:
    """The mean of `table` over the hands a rethrow keeping `kept` can give."""
    hands, chances = _OUTCOMES[kept]
    return sum(map(mul, map(table.__getitem__, hands), chances))


def rethrow_means(table: list[float]) -> list[float]:
    """`expect(table, kept)` for every sub-hand of RETHROWN, in its order: the same sums."""
    get = table.__getitem__
    return [sum(map(mul, map(get, hands), chances)) for hands, chances in _OUTCOME_LISTS]


def best_rethrows(means: list[float]) -> list[float]:
    """For every hand, the best of `means` (see `rethrow_means`) over the keeps it allows."""
    get = means.__getitem__
    return [max(map(get, keeps)) for keeps in _KEEPS_OF]


def _best(table: list[float], hand: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
    """The best sub-hand to keep from `hand` and its expected value."""
    return max((expect(table, k), k) for k in SUBHANDS[hand])


class Planner:
    """Expected values of the rest of a turn, given what each combination is worth now.

    `worth[combo]` is the value of the best empty cell of that combination (absent: none);
    stopping with nothing placeable is worth 0.
    """

    def __init__(self, worth: dict[str, float], announced: str | None):
        self.worth = worth
        self.announced = announced
        self.final = self._final()
        self._middle: list[float] | None = None

    def _final(self) -> list[float]:
        """`_value(h, rethrown=True)` of every hand (the best of 0 and the worths it allows),
        found combination by combination: a planner is built for each position of a game."""
        final = [0.0] * len(HANDS)
        worth = self.worth
        calls = [(value, combo) for combo, value in worth.items()]
        if self.announced is not None:
            calls.append((worth.get("appel", 0.0), self.announced))
        for value, combo in calls:
            for h in _SHOWING.get(combo, ()):
                if value > final[h]:
                    final[h] = value
        return final

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
            # Each kept sub-hand's mean is shared by many hands: work it out once.
            rethrow = best_rethrows(rethrow_means(self.final))
            self._middle = [max(stop, best) for stop, best in zip(self.final, rethrow)]
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
