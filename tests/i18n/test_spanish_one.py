"""Spanish says "una carta", "un punto": a count of 1 before its noun is a word, not a digit.

espeak-ng reads "1" as "uno" wherever it stands: "1 ficha se queda en la bolsa" is heard
"uno ficha", "1 punto" "uno punto", "bombilla roja, 1 de 3 encendidas" "uno de tres" (checked
with `espeak-ng -v es -x`), where Spanish agrees the number with its noun. A Spanish `[one]`
holds 1 alone (CLDR), and -1 too ("menos 1 punto"): an exact `[1]` variant before it writes
the word, and `[one]` keeps its number so that a negative count keeps its sign.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

from accessiplay.i18n import Localizer
from accessiplay.present import Msg
from tests.i18n.speakable_support import selects

SPANISH = Path(__file__).resolve().parents[2] / "locales" / "es"
#: A digit 1 counting a noun: "1 ficha", "1 carta"; not "el 1" (a die or a tile), "+1" or "1 y 2".
DIGIT_ONE = re.compile(r"(?<![\w+.,])1 (?!y |o |u |al |a |de |en )[^\W\d_]")


def _says_its_count_before_a_word(select: ast.SelectExpression, variant: ast.Variant) -> bool:
    """Whether a variant reads '{ $count } noun' with the selector's own number."""
    elements = variant.value.elements
    for here, after in itertools.pairwise(elements):
        if (
            isinstance(here, ast.Placeable)
            and isinstance(here.expression, ast.VariableReference)
            and isinstance(select.selector, ast.VariableReference)
            and here.expression.id.name == select.selector.id.name
            and isinstance(after, ast.TextElement)
            and re.match(r" [^\W\d_]", after.value)
        ):
            return True
    return False


def _key(variant: ast.Variant) -> str:
    """A variant's key as written: 'one', '1', 'other'."""
    key = variant.key
    return key.name if isinstance(key, ast.Identifier) else key.value


def _entries():
    """Every Spanish message with a value, and the file it lives in."""
    for path in sorted(SPANISH.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                yield path.name, entry


def test_every_spanish_count_of_one_before_a_noun_is_a_word():
    """Each `[one] { $n } noun` has a `[1] un/una noun` before it, so 1 is never a digit there."""
    missing = []
    for name, entry in _entries():
        for select in selects(entry.value):
            keys = [_key(v) for v in select.variants]
            for variant in select.variants:
                if _key(variant) != "one" or not _says_its_count_before_a_word(select, variant):
                    continue
                exact = "1" in keys and keys.index("1") < keys.index("one")
                if not exact:
                    missing.append(f"{name} {entry.id.name}")
    assert missing == []


def test_no_spanish_variant_writes_the_digit_1_before_a_noun():
    """'[one] 1 ficha' and '[1] 1 ficha' are heard 'uno ficha' as well."""
    found = []
    for name, entry in _entries():
        for select in selects(entry.value):
            for variant in select.variants:
                if _key(variant) not in ("one", "1"):
                    continue
                text = "".join(
                    e.value for e in variant.value.elements if isinstance(e, ast.TextElement)
                )
                if DIGIT_ONE.search(text):
                    found.append(f"{name} {entry.id.name}: {text.strip()}")
    assert found == []


def test_one_is_said_in_words_and_minus_one_keeps_its_sign():
    """'una ficha', 'un punto', 'una de 3 encendidas'; a score of -1 is 'menos un punto' (espeak-ng
    read 'menos 1 punto' as 'menos uno punto')."""
    es = Localizer("es", strict=True)
    assert es(Msg.of("sixteen-tiles", count=1)) == "una ficha"
    assert es(Msg.of("common-points", count=1)) == "un punto"
    assert (
        es(Msg.of("sixteen-ev-bag", count=1)) == "Una ficha se queda en la bolsa, fuera de juego."
    )
    assert es(Msg.of("lueurs-bulb-lit", colour="verde", lit=1, size=3)) == (
        "bombilla verde, una de 3 encendidas"
    )
    total = Msg.of("fairy-lights-score-total", player="Ana", you="no", points=-1)
    assert es(total) == "Ana: menos un punto."
    total = Msg.of("fairy-lights-score-total", player="Ana", you="no", points=1)
    assert es(total) == "Ana: un punto."
