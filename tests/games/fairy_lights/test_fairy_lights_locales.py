"""Fairy Lights messages exist in English, French and Spanish with the same ids and variables."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from accessiplay.core import get_game
from accessiplay.i18n import Localizer

ROOT = Path(__file__).resolve().parents[3] / "locales"
FILES = ("fairy-lights.ftl", "fairy-lights-rules.ftl")
LANGS = ("en", "fr", "es")
PRESENTER = get_game("fairy-lights").presenter()
REASONS = ("not-legal", "not-your-turn", "bad-shuffle", "shop-full", "last-card", "shop-empty",
           "bad-colour", "colour-absent", "colour-order", "take-two", "take-one")


class _Variables(Visitor):
    """Collects the variables a message uses."""

    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        """Record one variable."""
        self.names.add(node.id.name)


def _messages(lang: str) -> dict[str, tuple[set[str], bool]]:
    """Every message of the game in one language: its variables and whether it has a comment."""
    found = {}
    for name in FILES:
        resource = parse((ROOT / lang / name).read_text(encoding="utf-8"))
        assert not [e for e in resource.body if isinstance(e, ast.Junk)], (lang, name)
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                seen = _Variables()
                seen.visit(entry)
                found[entry.id.name] = (seen.names, entry.comment is not None)
    return found


def test_same_ids_and_variables_in_every_language():
    """A French or Spanish player hears every message an English player hears, with the same facts."""
    english = _messages("en")
    for lang in ("fr", "es"):
        other = _messages(lang)
        assert set(other) == set(english), lang
        for msg_id, (names, _) in english.items():
            assert other[msg_id][0] == names, (lang, msg_id)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_has_a_translator_comment_and_the_game_prefix(lang):
    """Translators see what each message is for; ids never collide with other games."""
    for msg_id, (_, commented) in _messages(lang).items():
        assert msg_id.startswith("fairy-lights-"), msg_id
        assert commented, msg_id


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
    for fact in ("60 cards", "0, 0, 1, 1, 1, 1, 2 and 2", "0, 0, 1 and 1", "With 5 cards you must take",
                 "empty shop you must draw", "3, 6, 9 or 12", "1 or 2 bulbs", "share the win",
                 "minus the stars", "first player at the table begins", "drawing is no longer allowed"):
        assert fact in text, fact
