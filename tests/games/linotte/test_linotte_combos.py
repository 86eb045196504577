"""The combinations of RULES.md §5 against an independent count of all 7,776 throws.

The independent check reads each throw as the string of its sorted faces ("24446") and uses
regular expressions and digit counts: nothing is shared with combos.py, which counts values.
"""

from __future__ import annotations

import re
from itertools import product

import pytest

from accessiplay.games.linotte import combos as cb

THROWS = list(product(range(1, 7), repeat=5))


def _independent(throw: tuple[int, ...]) -> set[str]:
    """What the cell table of RULES.md says this throw shows, worked out from its sorted string."""
    text = "".join(sorted(str(v) for v in throw))
    found = {f"brelan-{d}" for d in "123456" if text.count(d) >= 3}
    if re.search(r"(\d)\1\1\1", text):
        found.add("carre")
    if re.fullmatch(r"(\d)\1\1(\d)\2|(\d)\3(\d)\4\4|(\d)\5{4}", text):
        found.add("full")
    if text in ("12345", "23456"):
        found.add("quinte")
    if sum(map(int, text)) <= 8:
        found.add("small")
    if re.fullmatch(r"(\d)\1{4}", text):
        found.add("yam")
    return found


def test_every_throw_shows_exactly_the_combinations_of_the_table():
    """'1 … 6: BRELAN of that value; CARRÉ: at least four identical; FULL: three of one value
    and two of another, a yam also counts; QUINTE: 1-2-3-4-5 or 2-3-4-5-6; SMALL: sum below 9;
    YAM: five identical' — checked on all 7,776 ordered throws."""
    wrong = [t for t in THROWS if set(cb.shown(t)) != _independent(t)]
    assert wrong == []


@pytest.mark.parametrize(
    "combo, count",
    [
        ("yam", 6),  # one per face
        ("carre", 6 + 6 * 5 * 5),  # yams + four of a kind with any other die in 5 places
        ("full", 6 * 5 * 10 + 6),  # 3+2 (value, other value, places) + yams
        ("quinte", 2 * 120),  # two straights in any order
        ("small", 56),  # five dice adding up to 5..8
        ("brelan-4", 10 * 25 + 5 * 5 + 1),  # exactly three, exactly four, five fours
    ],
)
def test_how_many_throws_show_each_combination(combo, count):
    """The counts a player can work out by hand agree with the table over all 7,776 throws."""
    assert sum(combo in cb.shown(t) for t in THROWS) == count


def test_a_carre_and_a_yam_count_as_brelans_of_their_value():
    """'BRELAN of that value: at least three dice showing it (carré and yam count)'."""
    assert {"brelan-6", "carre"} <= cb.shown((6, 6, 6, 6, 1))
    assert {"brelan-2", "carre", "full", "yam"} <= cb.shown((2, 2, 2, 2, 2))


def test_a_small_is_a_sum_below_nine():
    """'SMALL: sum of the five dice below 9' — 8 is small, 9 is not."""
    assert "small" in cb.shown((1, 1, 1, 2, 3))
    assert "small" not in cb.shown((1, 1, 2, 2, 3))


def test_sec_needs_the_first_throw_and_a_combination_other_than_brelan():
    """'SEC: a FULL, CARRÉ, QUINTE, SMALL or YAM shown by the very first throw, with no rethrow'."""
    assert "sec" in cb.allowed((1, 2, 3, 4, 5), throws=1, announced=None)
    assert "sec" not in cb.allowed((1, 2, 3, 4, 5), throws=2, announced=None)
    assert "sec" not in cb.allowed((4, 4, 4, 2, 6), throws=1, announced=None)


def test_appel_needs_a_rethrow_and_the_announced_combination():
    """'APPEL: ... if the final dice, after at least one rethrow, show it, APPEL is allowed'."""
    assert "appel" in cb.allowed((5, 5, 5, 2, 2), throws=2, announced="full")
    assert "appel" in cb.allowed((5, 5, 5, 5, 5), throws=3, announced="full")
    assert "appel" not in cb.allowed((5, 5, 5, 2, 2), throws=1, announced="full")
    assert "appel" not in cb.allowed((5, 5, 5, 2, 2), throws=2, announced="quinte")
