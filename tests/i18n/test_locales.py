"""Three languages, key by key: every message en has, fr and es have, with the same variables."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import ast, parse

from accessiplay.core import all_games
from accessiplay.i18n import LANGUAGES, Localizer, system_language
from accessiplay.present import Msg
from accessiplay.ui.commands import collect

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
FILES = sorted(p.name for p in (LOCALES / "en").glob("*.ftl"))


def _variables(node) -> set[str]:
    """Every $variable a message uses, in any variant."""
    found = set()

    def visit(n):
        if isinstance(n, ast.VariableReference):
            found.add(n.id.name)
        if isinstance(n, ast.BaseNode):
            for value in vars(n).values():
                if isinstance(value, list):
                    for item in value:
                        visit(item)
                else:
                    visit(value)

    visit(node)
    return found


def _messages(lang: str, name: str) -> dict[str, set[str]]:
    """Message id → variables for one file, failing on any syntax error."""
    resource = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{lang}/{name}: {junk[0].content[:120]!r}"
    return {
        ("-" if isinstance(e, ast.Term) else "") + e.id.name: _variables(e)
        for e in resource.body
        if isinstance(e, (ast.Message, ast.Term))
    }


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_english_message_exists_with_the_same_variables(lang, name):
    """Key by key: a missing or extra message, or a different variable, is a bug."""
    english = _messages("en", name)
    other = _messages(lang, name)
    assert sorted(set(english) - set(other)) == [], f"{lang}/{name} lacks these"
    assert sorted(set(other) - set(english)) == [], f"{lang}/{name} has extra messages"
    for msg_id, variables in english.items():
        assert other[msg_id] == variables, f"{lang}/{name}: {msg_id} variables differ"


GAME_FILES = [name for name in FILES if name.removesuffix(".ftl") not in ("ui", "common")]


@pytest.mark.parametrize("name", GAME_FILES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_games_messages_carry_its_prefix_and_each_its_own_comment(lang, name):
    """Ids never collide between games, and translators see what every message is for."""
    prefix = name.removesuffix(".ftl").removesuffix("-rules") + "-"
    resource = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            assert entry.id.name.startswith(prefix), entry.id.name
            assert entry.comment is not None, f"{lang}/{name}: {entry.id.name} has no comment"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_select_has_a_default_variant(lang):
    """French has a 'many' plural: a select without *[other] would say nothing for it."""
    for name in FILES:
        resource = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
        stack = list(resource.body)
        while stack:
            node = stack.pop()
            if isinstance(node, ast.SelectExpression):
                assert any(v.default for v in node.variants), f"{lang}/{name}"
            if isinstance(node, ast.BaseNode):
                for value in vars(node).values():
                    stack.extend(value if isinstance(value, list) else [value])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_has_a_translator_comment(lang):
    """Translators need to know where a message is heard; every message carries a comment."""
    for name in FILES:
        resource = parse((LOCALES / lang / name).read_text(encoding="utf-8"))
        previous = None
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.comment is not None or isinstance(
                    previous, (ast.Message, ast.GroupComment, ast.Comment)
                ), f"{lang}/{name}: {entry.id.name} has no comment"
            previous = entry


def _literal_ids() -> set[str]:
    """Message ids written whole in the platform's code."""
    ids = set()
    for path in (ROOT / "accessiplay").rglob("*.py"):
        if "games" in path.parts:
            continue
        for match in re.finditer(
            r'Msg\.of\(\s*"([a-z][a-z0-9-]+)"', path.read_text(encoding="utf-8")
        ):
            ids.add(match.group(1))
    return ids


def _screen_classes():
    """Every screen class, for their command descriptions."""
    import importlib
    import pkgutil

    import accessiplay.ui.screens as screens
    from accessiplay.ui.screens.base import Screen

    for info in pkgutil.iter_modules(screens.__path__):
        importlib.import_module(f"accessiplay.ui.screens.{info.name}")
    stack, seen = [Screen], []
    while stack:
        cls = stack.pop()
        seen.append(cls)
        stack.extend(cls.__subclasses__())
    return seen


def _dynamic_ids() -> set[str]:
    """Message ids the platform builds from names (commands, games, settings values)."""
    from accessiplay.settings import SCREEN_MODES, SPEECH_KINDS
    from accessiplay.ui.flow import BOT_NAMES
    from accessiplay.ui.screens.settings import ROWS
    from accessiplay.ui.screens.setup import SEAT_KINDS

    ids = {f"ui-cmd-{c}" for cls in _screen_classes() for c in collect(cls)}
    ids |= {
        f"ui-menu-{m}" for m in ("new-game", "resume", "rules", "settings", "statistics", "quit")
    }
    ids |= {f"ui-setting-{r.replace('_', '-')}" for r in ROWS}
    ids |= {f"ui-speech-{k}" for k in SPEECH_KINDS + ("tts", "screenreader", "console", "record")}
    ids |= {f"ui-screen-{m}" for m in SCREEN_MODES}
    ids |= {f"ui-language-{lang}" for lang in LANGUAGES}
    ids |= {f"ui-seat-kind-{k}" for k in SEAT_KINDS}
    ids |= {f"ui-bot-name-{n}" for n in range(1, BOT_NAMES + 1)}
    ids |= {
        f"ui-record-{r}"
        for r in ("foreign-record", "damaged-record", "record-does-not-replay", "unreadable")
    }
    for game in all_games():
        presenter = game.presenter()
        ids |= {f"{game.id}-name", f"{game.id}-summary"}
        ids |= {f"{game.id}-rules-{s}" for s in presenter.rule_sections}
        ids |= {f"{game.id}-rules-{s}-title" for s in presenter.rule_sections}
        ids |= {f"{game.id}-key-{k.command}" for k in presenter.keys()}
    return ids


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_the_code_uses_exists(lang):
    """An id in the code with no message would be heard as a raw id: never."""
    tr = Localizer(lang, strict=True)
    missing = sorted(i for i in _literal_ids() | _dynamic_ids() if not tr.has(i))
    assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lists_and_plurals_read_naturally(lang):
    """'2, 5 and 5' / '2, 5 et 5' / '2, 5 y 5'; one point, two points."""
    tr = Localizer(lang, strict=True)
    word = {"en": "and", "fr": "et", "es": "y"}[lang]
    assert tr.join([2, 5, 5]) == f"2, 5 {word} 5"
    one = {"en": "1 point", "fr": "1 point", "es": "un punto"}[lang]
    assert tr(Msg.of("common-points", count=1)) == one
    assert tr(Msg.of("common-points", count=2)).endswith("s")


def test_language_comes_from_the_system_locale():
    """No --lang and no setting: LANG decides, English when it names another language."""
    assert system_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert system_language({"LC_ALL": "es_ES.UTF-8", "LANG": "fr_FR"}) == "es"
    assert system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert system_language({}) == "en"


def test_strict_mode_refuses_missing_messages_and_variables():
    """The safety net the presenter tests rely on."""
    tr = Localizer("fr", strict=True)
    with pytest.raises(KeyError):
        tr("no-such-message")
    with pytest.raises(KeyError):
        tr(Msg.of("ui-item", label="x"))


def test_spanish_conjunctions_change_before_o_and_i_sounds():
    """A native speaker says '7 u 8', '10 u 11' and 'padre e hijo', never '7 o 8'."""
    from accessiplay.present import Alternatives

    es = Localizer("es", strict=True)
    assert es(Msg.of("ui-raw", text=Alternatives((7, 8)))) == "7 u 8"
    assert es(Msg.of("ui-raw", text=Alternatives((9, 10, 11)))) == "9, 10 u 11"
    assert es(Msg.of("ui-raw", text=Alternatives((3, 5)))) == "3 o 5"
    assert es.join(["padre", "hijo"]) == "padre e hijo"
    assert es.join(["agua", "hielo"]) == "agua y hielo"
    # The same with an accent: the names a player types, heard in lists of players.
    assert es.join(["Ana", "Óscar"], "list-or") == "Ana u Óscar"
    assert es.join(["Ana", "Íñigo"]) == "Ana e Íñigo"
    assert es.join(["Ana", "Inés"]) == "Ana e Inés"
    assert Localizer("en", strict=True)(Msg.of("ui-raw", text=Alternatives((7, 8)))) == "7 or 8"
