"""Issue #11, French verdict: "À Joueur 1 de jouer : la boutique est vide." and "Le sort désigne
Joueur 1 pour commencer." A default name is a label, not a first name: a native says "au joueur
1", never "à Joueur 1". No French message puts à, de or an article before a player's name; the
turn lines name the player as the subject instead, which reads right for "Ana" and "Joueur 1".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.i18n.speakable_support import said

FRENCH = Path(__file__).resolve().parents[2] / "locales" / "fr"

HEARD = [
    ("fairy-lights-turn-began", {"shop": 0}, "Joueur 1 joue\u00a0: la boutique est vide."),
    ("fairy-lights-wait", {}, "C'est Joueur 1 qui joue."),
    ("linotte-turn-of", {"pawns": 11}, "Joueur 1 joue, 11 pions en main."),
    ("linotte-legal-wait", {}, "C'est Joueur 1 qui joue."),
    ("sixteen-turn", {}, "C'est Joueur 1 qui joue."),
    ("sixteen-legal-wait", {}, "C'est Joueur 1 qui joue, pas vous."),
    ("sixteen-ev-first", {"drawn": "yes"}, "Par tirage au sort, Joueur 1 commence."),
    (
        "fairy-lights-hint-expect-draw",
        {"net": 2},
        "2 étoiles au bilan, en comptant ce que pourrait récupérer Joueur 1 dans la boutique",
    ),
]


@pytest.mark.parametrize(("msg_id", "args", "heard"), HEARD)
def test_a_default_name_is_the_subject_of_the_turn_line(msg_id, args, heard):
    """The exact words, with the default name of seat 1."""
    assert said("fr", msg_id, player="Joueur 1", you="no", **args) == heard


def test_the_listener_keeps_their_own_words():
    """Only the lines naming someone else changed: "À vous de jouer" stays."""
    assert said("fr", "fairy-lights-turn-began", player="Joueur 1", you="yes", shop=3) == (
        "À vous de jouer\u00a0: 3 cartes dans la boutique."
    )
    assert said("fr", "sixteen-ev-first", player="Joueur 1", you="yes", drawn="yes") == (
        "Le sort vous désigne pour commencer."
    )


def test_no_french_message_puts_a_preposition_or_an_article_before_a_name():
    """A new message saying "à { $player }" or "le { $player }" fails here."""
    before_name = re.compile(
        r"(?:\b[àÀ]|\bde|\b[Ll]e|\b[Ll]a|\bdu|\bau|\bd'|\bl')\s*"
        r"\{ ?\$(?:player|name|who|winner|owner|white|black)\b"
    )
    found = [
        f"{path.name}: {line.strip()}"
        for path in sorted(FRENCH.glob("*.ftl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#") and before_name.search(line)
    ]
    assert found == []
