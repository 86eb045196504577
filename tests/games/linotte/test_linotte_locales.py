"""La Linotte in words: walkthrough, keys, refusals and the board's French words.

That every message exists in en, fr and es with the same variables is checked for every
game by tests/i18n/test_locales.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from linotte_support import PRESENTER, say

ROOT = Path(__file__).resolve().parents[3]
LANGS = ("en", "fr", "es")
SOURCES = ROOT / "accessiplay" / "games" / "linotte"


def _reasons() -> set[str]:
    """Every reason code the rules and the keys can give, read from the game's code."""
    codes = set()
    for path in SOURCES.glob("*.py"):
        if path.name == "position.py":
            continue  # why a hand-made position is impossible: said to no player
        text = path.read_text(encoding="utf-8")
        codes |= set(re.findall(r'return "([a-z]+(?:-[a-z]+)+|not-legal)"', text))
        codes |= set(re.findall(r'_illegal\("([a-z-]+)"\)', text))
        codes |= set(re.findall(r'Msg\.of\("linotte-illegal-([a-z-]+)"\)', text))
    return codes


@pytest.mark.parametrize("lang", LANGS)
def test_walkthrough_keys_and_refusals_are_spoken(lang):
    """F2 has every section, F1 every key, and every refused move has its reason in words."""
    text = say(lang)
    assert text("linotte-name") == "La Linotte" and text("linotte-summary")
    for section in PRESENTER.rule_sections:
        assert text(f"linotte-rules-{section}-title")
        assert len(text(f"linotte-rules-{section}")) > 150
    for key in PRESENTER.keys():
        assert text(f"linotte-key-{key.command}")
    reasons = _reasons()
    assert {"cell-taken", "not-shown", "all-kept", "announce-too-late", "bad-roll"} <= reasons
    for reason in reasons:
        assert text(f"linotte-illegal-{reason}")


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            [
                "12 pawns",
                "less than 9",
                "very first throw",
                "at least one more throw",
                "never forced",
                "3 pawns score 2 points",
                "4 pawns 3 points",
                "5 pawns 4 points",
                "twelfth pawn",
                "tie goes to black",
                "free cell matches",
                "at least one die",
            ],
        ),
        (
            "fr",
            [
                "12 pions",
                "inférieure à 9",
                "dès le premier lancer",
                "au moins une relance",
                "jamais obligé",
                "3 pions valent 2 points",
                "4 pions 3 points",
                "5 pions 4 points",
                "douzième pion",
                "les noirs gagnent",
                "aucune case libre",
                "au moins un dé",
            ],
        ),
        (
            "es",
            [
                "12 fichas",
                "menos de 9",
                "primera tirada",
                "al menos una tirada más",
                "nunca estás obligado",
                "3 fichas dan 2 puntos",
                "4 fichas 3 puntos",
                "5 fichas 4 puntos",
                "duodécima ficha",
                "empate, ganan las negras",
                "ninguna casilla libre",
                "al menos un dado",
            ],
        ),
    ],
)
def test_walkthrough_says_every_decision_of_the_rules(lang, words):
    """The walkthrough states each rule RULES.md decides, and the readings the game makes."""
    text = say(lang)
    whole = " ".join(text(f"linotte-rules-{s}") for s in PRESENTER.rule_sections)
    missing = [w for w in words if w not in whole]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_walkthrough_names_every_cell_of_the_board(lang):
    """The board section reads each row as the board prints it (French writes the names as names,
    'Sec' rather than 'SEC', which espeak-ng spells letter by letter in a sentence)."""
    board = say(lang)("linotte-rules-board").upper()
    for row in (
        "1, 3, APPEL, 4, 6",
        "2, CARRÉ, SEC, FULL, 5",
        "SMALL, FULL, YAM, APPEL, QUINTE",
        "6, SEC, QUINTE, SMALL, 1",
        "3, 2, CARRÉ, 5, 4",
    ):
        assert row in board


def test_english_and_spanish_explain_the_french_words():
    """'explain them in en and es': each board word is explained in the walkthrough, in Spain's
    Spanish (issue 11: 'repóker', not 'la generala')."""
    en = say("en")("linotte-rules-combinations")
    for explained in (
        "three of a kind",
        "four of a kind",
        "full house",
        "straight",
        "five of a kind",
    ):
        assert explained in en
    es = say("es")("linotte-rules-combinations")
    for explained in ("trío", "el póker", "escalera", "el repóker"):
        assert explained in es
    assert "generala" not in es
