"""Every message of every locale rendered with the arguments a player meets: 0, 1, 2, negative
numbers, decimals, names, and each key of every selector, for the speakable-text tests."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.syntax import ast, parse

from accessiplay.i18n import Localizer
from accessiplay.present import Msg

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
PLURAL_KEYS = {"zero", "one", "two", "few", "many"}

# Arguments the presenters pass as numbers (found by recording every message formatted during
# the whole test suite); a variable used as a plural or number selector counts as one too.
NUMERIC = frozenset(
    [
        "absent",
        "day",
        "hour",
        "minute",
        "rank",
        "samples",
        "areas",
        "bag",
        "banked",
        "banked_cards",
        "best",
        "black_pawns",
        "blacks",
        "bonus",
        "box",
        "boxes",
        "bulbs",
        "cards",
        "circled",
        "column",
        "columncount",
        "count",
        "crossed",
        "die",
        "dominoes",
        "draws",
        "empties",
        "filled",
        "first",
        "full",
        "gain",
        "gained",
        "grelots",
        "group",
        "held",
        "high",
        "jokers",
        "last",
        "last_round",
        "leaf",
        "left",
        "length",
        "lines",
        "lit",
        "lost",
        "low",
        "most",
        "n",
        "need",
        "next",
        "number",
        "open",
        "other",
        "owned",
        "pawns",
        "percent",
        "pile",
        "place",
        "placed",
        "players",
        "points",
        "pos",
        "position",
        "puff",
        "puffs",
        "right",
        "risky",
        "round",
        "row",
        "rowcount",
        "run",
        "running",
        "score",
        "second",
        "seconds",
        "shop",
        "size",
        "space",
        "stars",
        "streak",
        "stuck_count",
        "sum",
        "taken",
        "throw",
        "ticked",
        "tile",
        "top",
        "total",
        "turn",
        "unbanked",
        "value",
        "whites",
        "white_pawns",
        "written",
    ]
)
# Numbers that name rather than count: "1 November" keeps its month whatever the day.
NOT_COUNTS = frozenset(["day"])
# Where one of those names carries words instead (a nested message or a list), by message.
WORDS_IN = {
    "fairy-lights-effect-discard": {"lost"},
    "fairy-lights-hint-bank-both": {"cards", "second"},
    "fairy-lights-hint-keep-both": {"cards", "second"},
    "fairy-lights-option-pair": {"first", "second"},
    "fairy-lights-pair": {"first", "second"},
    "fairy-lights-settled-bank": {"cards"},
    "fairy-lights-settled-discard": {"cards"},
    "fairy-lights-settled-keep": {"cards"},
    "fairy-lights-table-seat": {"unbanked"},
    "fairy-lights-took": {"cards"},
    "linotte-line": {"first", "last"},
    "linotte-lines-made": {"lines"},
    "linotte-score-lines": {"lines"},
    "linotte-semi": {"first"},
    "linotte-where-diagonal": {"first", "last"},
    "linotte-where-row": {"row"},
    "list-and": {"first", "last"},
    "list-and-e": {"first", "last"},
    "list-clauses": {"first", "last"},
    "list-clauses-e": {"first", "last"},
    "list-or": {"first", "last"},
    "list-or-u": {"first", "last"},
    "lueurs-bags-crossed": {"bag", "players"},
    "lueurs-final-winners": {"players"},
    "lueurs-four-garlands": {"players"},
    "lueurs-opt-place": {"place"},
    "lueurs-opt-zone-place": {"place"},
    "lueurs-place-cake-two": {"other"},
    "lueurs-record": {"place"},
    "lueurs-score-item": {"row", "points"},
    "lueurs-tree-bag": {"bag"},
    "lueurs-tree-cake": {"need", "written"},
    "lueurs-tree-track-row": {"row", "points"},
    "lueurs-turn-garlands": {"players"},
    "sixteen-ask-again": {"row"},
    "sixteen-ask-count": {"row"},
    "sixteen-ask-tiles": {"row"},
    "sixteen-ev-cut": {"row", "tile"},
    "sixteen-ev-ended": {"row"},
    "sixteen-ev-placed": {"row"},
    "sixteen-ev-placed-brief": {"row"},
    "sixteen-ev-restarted": {"row"},
    "sixteen-ev-trashed": {"row"},
    "sixteen-legal-again": {"row"},
    "sixteen-node-cell": {"tile"},
    "sixteen-node-tile": {"tile"},
    "sixteen-opt-cut": {"tile"},
    "sixteen-score-seat": {"points"},
    "sixteen-turn-passed": {"players"},
    "sixteen-turn-special": {"row"},
    "sixteen-used": {"row"},
    "sixteen-why-tiles": {"row"},
    "sixteen-winners": {"players"},
    "sixty-one-legal-x": {"areas"},
    "sixty-one-opt-spot": {"value"},
    "sixty-one-sheet-spot": {"value"},
    "ui-game-resumed": {"players"},
    "ui-game-started": {"players"},
    "ui-setting-bot-pause": {"value"},
    "ui-setting-language": {"value"},
    "ui-setting-screen": {"value"},
    "ui-setting-speech": {"value"},
    "ui-setting-verbose": {"value"},
    "ui-setting-auto-single": {"value"},
}
# Nested messages that open with their own comma (", an X", ", choosing").
TAILS = frozenset(["prize", "status", "where"])
# Arguments that carry players' names: French elision ("de Ana") shows on these.
NAMES = frozenset(
    ["player", "players", "winners", "waiting", "who", "names", "owner", "others", "white", "black"]
)
NAME = "Joueur 2"  # a name as the platform makes them: "Player 2" ends with a digit
WORD = "Tom"
NUMBERS = (0, 1, 2, -2, 2.5)


@dataclass(frozen=True)
class Rendering:
    """One message said with one set of arguments."""

    lang: str
    msg_id: str
    args: tuple[tuple[str, Any], ...]
    text: str

    def where(self) -> str:
        """How a failure names it."""
        return f"{self.lang} {self.msg_id} {dict(self.args)}: {self.text!r}"


def _walk(node: Any) -> Iterator[Any]:
    """Every node under `node`."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, ast.BaseNode):
            for value in vars(current).values():
                stack.extend(value if isinstance(value, list) else [value])


@dataclass(frozen=True)
class Plan:
    """What each variable of a message can be."""

    numbers: tuple[str, ...]
    choices: dict[str, tuple[str, ...]]
    words: tuple[str, ...]

    def base(self) -> dict[str, Any]:
        """Arguments where every number is 3 and every selector takes its default."""
        args: dict[str, Any] = {n: 3 for n in self.numbers}
        args |= {
            v: (NAME if v in NAMES else f", {WORD}" if v in TAILS else WORD) for v in self.words
        }
        # A selector whose default is the catch-all "other" prints its value there: give it a word.
        args |= {v: WORD if keys[0] == "other" else keys[0] for v, keys in self.choices.items()}
        return args


def plan(message: ast.Message) -> Plan:
    """Classify a message's variables from its selectors and the presenters' habits."""
    variables = {n.id.name for n in _walk(message) if isinstance(n, ast.VariableReference)}
    numbers, choices = set(), {}
    for node in _walk(message):
        if isinstance(node, ast.SelectExpression) and isinstance(
            node.selector, ast.VariableReference
        ):
            name = node.selector.id.name
            keys = [v.key for v in node.variants]
            if any(isinstance(k, ast.NumberLiteral) or k.name in PLURAL_KEYS for k in keys):
                numbers.add(name)
            else:
                defaults = [k.name for k, v in zip(keys, node.variants) if v.default]
                others = [k.name for k in keys if k.name not in defaults]
                choices[name] = tuple(defaults + others)
    words_here = WORDS_IN.get(message.id.name, set())
    numbers |= {v for v in variables if v in NUMERIC and v not in choices and v not in words_here}
    words = variables - numbers - set(choices)
    return Plan(tuple(sorted(numbers)), choices, tuple(sorted(words)))


@functools.cache
def messages(lang: str) -> dict[str, ast.Message]:
    """Every message with a value in one locale."""
    found = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found[entry.id.name] = entry
    return found


def _variants(p: Plan) -> Iterator[tuple[str | None, dict[str, Any]]]:
    """The default arguments, each selector key in turn, and under each of these every number
    changed one at a time (a count inside a branch is tried in that branch)."""
    base = p.base()
    branches = [base] + [base | {n: k} for n, keys in p.choices.items() for k in keys[1:]]
    for branch in branches:
        yield None, branch
        for name in p.numbers:
            for number in NUMBERS:
                yield name, branch | {name: number}


@functools.cache
def renderings(lang: str) -> tuple[Rendering, ...]:
    """Every message of a locale said with every representative set of arguments."""
    tr = Localizer(lang, strict=True)
    out = []
    for msg_id, message in messages(lang).items():
        for _, args in _variants(plan(message)):
            text = tr(Msg.of(msg_id, **args))
            out.append(Rendering(lang, msg_id, tuple(sorted(args.items())), text))
    return tuple(out)


def said(lang: str, msg_id: str, **args: Any) -> str:
    """One message in one language with the plan's default arguments, overridden."""
    base = plan(messages(lang)[msg_id]).base()
    return Localizer(lang, strict=True)(Msg.of(msg_id, **(base | args)))


def selects(pattern: ast.Pattern):
    """Every selector in a pattern, nested ones included."""
    for element in pattern.elements:
        if isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            yield element.expression
            for variant in element.expression.variants:
                yield from selects(variant.value)


def phonemes(voice: str, text: str) -> str:
    """espeak-ng's phonemes for text in a voice ('(en)' marks a switch to English): what the
    speech tests read instead of listening."""
    import subprocess

    return subprocess.run(
        ["espeak-ng", "-q", "-x", "-v", voice],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
