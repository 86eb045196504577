"""What five dice show: the combinations of RULES.md §5, looked up in a table of 252 hands.

A hand is the five dice sorted. Every hand's combinations are worked out once at import, so
the rules, the bots and the presenter never count dice again.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement

FACES = range(1, 7)
DICE = 5
MAX_THROWS = 3

#: The combinations a player may announce for APPEL, in the order the board's rules list them.
ANNOUNCEABLE = ("full", "carre", "quinte", "small", "yam")
#: The combinations that make a SEC when the very first throw shows them.
SEC_MAKERS = frozenset(ANNOUNCEABLE)
SMALL_BELOW = 9
STRAIGHTS = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


def _shown(hand: tuple[int, ...]) -> frozenset[str]:
    """The combinations of one sorted hand, by the table of RULES.md §5."""
    counts = sorted(Counter(hand).values())
    made = {f"brelan-{face}" for face, n in Counter(hand).items() if n >= 3}
    if counts[-1] >= 4:
        made.add("carre")
    if counts in ([2, 3], [5]):
        made.add("full")
    if hand in STRAIGHTS:
        made.add("quinte")
    if sum(hand) < SMALL_BELOW:
        made.add("small")
    if counts == [5]:
        made.add("yam")
    return frozenset(made)


HANDS = tuple(combinations_with_replacement(FACES, DICE))
SHOWN = {hand: _shown(hand) for hand in HANDS}


def shown(dice) -> frozenset[str]:
    """The combinations five dice show, whatever their order."""
    return SHOWN[tuple(sorted(dice))]


def allowed(dice, throws: int, announced: str | None) -> frozenset[str]:
    """The cells' combinations these final dice allow, SEC and APPEL included.

    SEC: the first throw showed a FULL, CARRÉ, QUINTE, SMALL or YAM and nothing was rethrown.
    APPEL: the combination announced after the first throw shows after at least one rethrow.
    """
    made = shown(dice)
    extra = set()
    if throws == 1 and made & SEC_MAKERS:
        extra.add("sec")
    if throws >= 2 and announced in made:
        extra.add("appel")
    return made | extra if extra else made


#: Every combination of the board, in the order speech lists them: brelans by value first.
ALL = tuple([f"brelan-{f}" for f in FACES] + list(ANNOUNCEABLE) + ["sec", "appel"])
_RANK = {c: i for i, c in enumerate(ALL)}


def order(combos) -> list[str]:
    """Combinations in the fixed order of `ALL`, so the same dice always sound the same."""
    return sorted(combos, key=_RANK.__getitem__)


@cache
def subhands(hand: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The distinct sorted sub-hands a rethrow may keep from `hand` (never all five dice).

    Equal dice are interchangeable, so keeping "a 3" is one choice however many 3s show.
    """
    return tuple(sorted({sub for size in range(len(hand)) for sub in combinations(hand, size)}))
