"""Fairy Lights in words: its walkthrough, keys and refusals in English, French and Spanish.

That every message exists in all three with the same variables is checked for every game
by tests/i18n/test_locales.py.
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.i18n import Localizer

LANGS = ("en", "fr", "es")
PRESENTER = get_game("fairy-lights").presenter()
REASONS = (
    "not-legal",
    "not-your-turn",
    "bad-shuffle",
    "shop-full",
    "last-card",
    "shop-empty",
    "bad-colour",
    "colour-absent",
    "colour-order",
    "take-two",
    "take-one",
)


@pytest.mark.parametrize("lang", LANGS)
def test_walkthrough_keys_and_refusals_are_spoken(lang):
    """F2 has every section, F1 every key, and every refused move has its reason in words."""
    say = Localizer(lang, strict=True)
    assert say("fairy-lights-name") and say("fairy-lights-summary")
    for section in PRESENTER.rule_sections:
        assert say(f"fairy-lights-rules-{section}-title")
        assert len(say(f"fairy-lights-rules-{section}")) > 80
    for key in PRESENTER.keys():
        assert say(f"fairy-lights-key-{key.command}")
    for reason in REASONS:
        assert say(f"fairy-lights-illegal-{reason}")


def test_walkthrough_says_every_decision_of_the_rules():
    """The walkthrough states the numbers RULES.md decides: 60 cards, 5 to take, 3/6/9/12, ties."""
    say = Localizer("en", strict=True)
    text = " ".join(say(f"fairy-lights-rules-{s}") for s in PRESENTER.rule_sections)
    for fact in (
        "60 cards",
        "0, 0, 1, 1, 1, 1, 2 and 2",
        "0, 0, 1 and 1",
        "With 5 cards you must take",
        "empty shop you must draw",
        "3, 6, 9 or 12",
        "1 or 2 bulbs",
        "share the win",
        "minus the stars",
        "first player at the table begins",
        "drawing is no longer allowed",
    ):
        assert fact in text, fact
