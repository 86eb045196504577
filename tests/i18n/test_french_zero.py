"""French counts 0 with the singular: its plural category `one` holds 0 and 1 (CLDR).

A `[one]` variant that writes a literal "1" therefore says "1 tuile" for an empty hand: the
French reviewer heard "Vous : 0 point, 1 tuile." at the end of a Sixteen game won by laying
every tile. A `[one]` variant says its own number, as `[other]` does.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from fluent.syntax import FluentParser, ast

from accessiplay.i18n import Localizer
from accessiplay.present import Msg
from tests.i18n.speakable_support import selects

FRENCH = Path(__file__).resolve().parents[2] / "locales" / "fr"
#: "1 carte", "1 tuile": a count written out, not "son 1" (a row's first tile) or "+1".
COUNT_ONE = re.compile(r"(?<![+\w])1 [^\W\d_]")


def _one_variants(pattern: ast.Pattern):
    """Every `[one]` variant of every selector in a pattern, nested ones included."""
    for element in pattern.elements:
        if isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            for variant in element.expression.variants:
                if isinstance(variant.key, ast.Identifier) and variant.key.name == "one":
                    yield variant
                yield from _one_variants(variant.value)


def test_no_french_one_variant_writes_the_number_1():
    """Each `[one]` says `{ $count }`, which reads 0 or 1 as the game has it."""
    found = []
    for path in sorted(FRENCH.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            for variant in _one_variants(entry.value):
                text = "".join(
                    e.value for e in variant.value.elements if isinstance(e, ast.TextElement)
                )
                if COUNT_ONE.search(text):
                    found.append(f"{path.name} {entry.id.name}: {text.strip()}")
    assert found == []


def test_an_empty_hand_is_aucune_tuile():
    """The French reviewer's case, rendered: an empty hand is 'aucune tuile' (it was '1 tuile',
    then '0 tuile'), 1 is written 'une' before a feminine noun, as espeak reads '1 tuile' 'un
    tuile' (the French player-editor), 2 is plural."""
    fr = Localizer("fr", strict=True)
    assert fr(Msg.of("sixteen-tiles", count=0)) == "aucune tuile"
    assert fr(Msg.of("sixteen-tiles", count=1)) == "une tuile"
    assert fr(Msg.of("sixteen-tiles", count=2)) == "2 tuiles"


#: Feminine nouns the games count: espeak-ng says "un" before them when the count is "1".
FEMININE = re.compile(
    r"^ (?:cases?|tuiles?|ampoules?|cartes?|guirlandes?|étoiles?|bourses?|rangées?|zones?|"
    r"valeurs?|manches?|parties?|secondes?|places?|fois|combinaisons?|lignes?|colonnes?|"
    r"possibilités?|couleurs?|minutes?|séries?|feuilles?|fiches?|tables?|étapes?|options?)\b"
)


def _counts_a_feminine_noun(select: ast.SelectExpression, variant: ast.Variant) -> bool:
    """Whether the variant writes the selector's own number right before a feminine noun."""
    chosen = select.selector
    if isinstance(chosen, ast.FunctionReference) and chosen.arguments.positional:
        chosen = chosen.arguments.positional[0]
    if not isinstance(chosen, ast.VariableReference):
        return False
    elements = variant.value.elements
    for here, after in itertools.pairwise(elements):
        number = here.expression if isinstance(here, ast.Placeable) else None
        if isinstance(number, ast.FunctionReference) and number.arguments.positional:
            number = number.arguments.positional[0]
        if (
            isinstance(number, ast.VariableReference)
            and number.id.name == chosen.id.name
            and isinstance(after, ast.TextElement)
            and FEMININE.match(after.value)
        ):
            return True
    return False


def test_one_before_a_feminine_noun_is_written_une():
    """The French player-editor heard espeak-ng say "un tuile", "un ampoule", "un case": a
    `[one]` variant that counts a feminine noun has an exact `[1]` variant saying "une"."""
    missing = []
    for path in sorted(FRENCH.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            for select in selects(entry.value):
                keys = {
                    str(v.key.value if isinstance(v.key, ast.NumberLiteral) else v.key.name)
                    for v in select.variants
                }
                one = next(
                    (v for v in select.variants if getattr(v.key, "name", "") == "one"), None
                )
                if one is not None and _counts_a_feminine_noun(select, one) and "1" not in keys:
                    missing.append(f"{path.name} {entry.id.name}")
    assert missing == []
    fr = Localizer("fr", strict=True)
    assert fr(Msg.of("sixteen-hand-count", count=1)) == "Vous avez une tuile."


#: What espeak-ng says "un" before when a count of 1 is written "1": a feminine noun, a
#: feminine participle or adjective standing for one ("1 allumée sur 3", "1 barrée").
HEARD_AS_UN = re.compile(
    r"(?<![\d,.+\-])\b1 (?:ampoules?|étoiles?|tuiles?|cartes?|cases?|touches?|heures?|"
    r"guirlandes?|fumées?|bourses?|menaces?|autres?|restantes?|\w+ées?)\b"
)


def test_no_french_rendering_says_1_before_a_feminine_word():
    """Every French message said with each count at 1, as the player hears it: the sheet of
    16 lueurs said "1 allumée sur 3" and "1 fumée remplie", which espeak-ng reads "un"."""
    from tests.i18n.speakable_support import renderings

    heard = [r.where() for r in renderings("fr") if HEARD_AS_UN.search(r.text)]
    assert heard == []
