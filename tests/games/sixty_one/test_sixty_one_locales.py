"""The Sixty-One locale files: same ids and variables in en, fr and es; every id the code uses."""

from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor
from sixty_one_support import PRESENTER, say

from accessiplay.games.sixty_one.reasons import REASONS

LOCALES = Path(__file__).resolve().parents[3] / "locales"
FILES = ("sixty-one.ftl", "sixty-one-rules.ftl")


class _Variables(Visitor):
    """Collects the variables a message refers to."""

    def __init__(self):
        super().__init__()
        self.names = set()

    def visit_VariableReference(self, node):
        """One $variable."""
        self.names.add(node.id.name)


def _messages(lang: str, name: str) -> dict:
    """id → (variables, has a translator comment) for one file of one language."""
    resource = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{lang}/{name}: {junk[0].content[:80]}"
    found = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            collector = _Variables()
            collector.visit(entry)
            found[entry.id.name] = (collector.names, entry.comment is not None)
    return found


@pytest.mark.parametrize("name", FILES)
def test_french_and_spanish_have_every_english_message_with_the_same_variables(name):
    """Key by key: same ids, same variables, a translator comment above each message."""
    english = _messages("en", name)
    for lang in ("fr", "es"):
        other = _messages(lang, name)
        assert set(other) == set(english), lang
        for key, (variables, _) in english.items():
            assert other[key][0] == variables, f"{lang} {key}"
    for lang in ("en", "fr", "es"):
        assert all(key.startswith("sixty-one-") for key in _messages(lang, name))
        assert all(comment for _, comment in _messages(lang, name).values())


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_walkthrough_reason_and_key_messages_exist(lang):
    """Every walkthrough section, refused-move reason and game key has its words."""
    loc = say(lang)
    ids = ["sixty-one-name", "sixty-one-summary"]
    ids += [f"sixty-one-rules-{s}{t}" for s in PRESENTER.rule_sections for t in ("", "-title")]
    ids += [f"sixty-one-illegal-{reason}" for reason in REASONS]
    ids += [f"sixty-one-key-{key.command}" for key in PRESENTER.keys()]
    for msg_id in ids:
        assert loc(msg_id).strip(), msg_id


def test_the_walkthrough_states_the_decisions_of_rules_md():
    """The walkthrough says the exact numbers RULES.md decides (checked in English)."""
    loc = say("en")
    leaves = loc("sixty-one-rules-leaves")
    for fact in ("11, 31 or 51", "21 gives 2 acorns", "41 gives 3 acorns", "61 gives 5 acorns"):
        assert fact in leaves
    assert "6 and 1 are neighbours" in loc("sixty-one-rules-mushrooms")
    assert "same round" in loc("sixty-one-rules-bonus")
    assert "61 or more" in loc("sixty-one-rules-end") and "round 20" in loc("sixty-one-rules-end")
    assert "is lost" in loc("sixty-one-rules-wildcard")
