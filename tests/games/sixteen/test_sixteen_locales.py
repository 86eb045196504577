"""Sixteen's words in en, fr and es: the same messages with the same variables, a translator
comment on each, the walkthrough complete, and a message for every refusal the rules give."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from accessiplay.games.sixteen.game import GAME
from accessiplay.i18n import Localizer
from accessiplay.present import Msg

ROOT = Path(__file__).resolve().parents[3]
FILES = ("sixteen.ftl", "sixteen-rules.ftl")
LANGS = ("en", "fr", "es")
PRESENTER = GAME.presenter()


def _messages(lang: str, name: str) -> dict[str, ast.Message]:
    """The messages of one file, by id."""
    text = (ROOT / "locales" / lang / name).read_text(encoding="utf-8")
    resource = FluentParser().parse(text)
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], f"{lang}/{name} has errors"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


class _Walker(Visitor):
    """Collects the variables a message uses and checks every select has an `other` default."""

    def __init__(self):
        super().__init__()
        self.variables: set[str] = set()
        self.defaults: list[str] = []

    def visit_VariableReference(self, node):
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node):
        self.defaults.extend(v.key.name for v in node.variants
                             if v.default and isinstance(v.key, ast.Identifier))
        assert any(v.default for v in node.variants)
        self.generic_visit(node)


def _walk(message: ast.Message) -> _Walker:
    """Walk one message."""
    walker = _Walker()
    walker.visit(message)
    return walker


@pytest.mark.parametrize("name", FILES)
def test_every_message_exists_in_en_fr_es_with_the_same_variables(name):
    """Every key in the three languages, the same variables, a comment above each, ids prefixed."""
    english = _messages("en", name)
    for lang in LANGS:
        messages = _messages(lang, name)
        assert set(messages) == set(english), lang
        for key, message in messages.items():
            assert key.startswith("sixteen-")
            assert message.comment is not None and message.comment.content.strip(), (lang, key)
            assert _walk(message).variables == _walk(english[key]).variables, (lang, key)


def test_every_select_falls_back_on_other():
    """French has a 'many' plural category: every select needs an `other` default."""
    for lang in LANGS:
        for name in FILES:
            for key, message in _messages(lang, name).items():
                walker = _walk(message)
                assert all(d == "other" for d in walker.defaults), (lang, key)


def test_the_walkthrough_has_a_title_and_a_text_for_every_section():
    """F2: each section of `rule_sections` is a heading and a few sentences, in each language."""
    for lang in LANGS:
        loc = Localizer(lang, strict=True)
        for section in PRESENTER.rule_sections:
            assert loc(f"sixteen-rules-{section}-title")
            assert len(loc(f"sixteen-rules-{section}")) > 80
        assert loc("sixteen-name") and loc("sixteen-summary")
        for key in PRESENTER.keys():
            assert loc(f"sixteen-key-{key.command}")


def test_the_walkthrough_names_the_five_colours_and_the_decisions_made():
    """The walkthrough says the colours and the readings this client makes of the rules."""
    loc = Localizer("en", strict=True)
    tiles = loc("sixteen-rules-tiles")
    for colour in ("red", "yellow", "green", "blue", "purple"):
        assert colour in tiles
    assert "drawn by lot" in loc("sixteen-rules-deal")
    assert "red 1 stayed in the bag" in loc("sixteen-rules-deal")
    assert "ends by itself" in loc("sixteen-rules-specials")
    assert "one after another" in loc("sixteen-rules-end")


def _reason_codes() -> set[str]:
    """Every reason code the rules can return, read from the rule modules."""
    codes = set()
    folder = ROOT / "accessiplay" / "games" / "sixteen"
    for module in ("state.py", "placing.py", "deal.py"):
        for line in (folder / module).read_text(encoding="utf-8").splitlines():
            if "return" in line:
                codes.update(re.findall(r'"([a-z]+(?:-[a-z]+)+|[a-z]+)"', line))
    return codes


def test_every_refusal_of_the_rules_has_words_in_every_language():
    """The UI speaks `sixteen-illegal-<reason>` for each reason code the rules use."""
    codes = _reason_codes()
    assert {"must-place", "too-low", "one-special", "bad-deal"} <= codes
    for lang in LANGS:
        loc = Localizer(lang, strict=True)
        for reason in codes:
            assert loc(Msg.of(f"sixteen-illegal-{reason}")), (lang, reason)
