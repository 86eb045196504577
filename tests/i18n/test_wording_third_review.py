"""Issue 11, the independent third review: what a native French and Spanish editor still heard
wrong after the second review, each guarded by the exact words or a pattern over every message.

"A native speaker of each language ... finds no error in a fresh full review."
"""

from __future__ import annotations

import re

from accessiplay.present import percent
from tests.i18n.speakable_support import renderings, said


def _bad(lang: str, pattern: str, prefix: str = "") -> list[str]:
    """Renderings of `lang` (messages starting with `prefix`) where `pattern` is found."""
    found = re.compile(pattern)
    return [
        r.where() for r in renderings(lang) if r.msg_id.startswith(prefix) and found.search(r.text)
    ]


def test_the_songbird_run_counts_boxes_not_a_bare_number():
    """'une suite de 1 depuis l'oiseau' is heard as a run of ones; the run is a count of boxes
    and goes through a plural selector like every count."""
    assert said("fr", "lueurs-tree-bird", ticked=2, run=1, points=1, state="encore à prendre") == (
        "Oiseau chanteur\u00a0: 2 cases cochées sur 12, une case d'affilée depuis l'oiseau, "
        "1 Grelot\u00a0; bourse encore à prendre."
    )
    assert said("es", "lueurs-tree-bird", ticked=1, run=0, points=0, state="abierta") == (
        "Pájaro cantor: una de 12 casillas marcadas, ninguna seguida desde el pájaro, "
        "0 cascabeles; bolsa abierta."
    )


def test_spanish_risk_agrees_with_one_card():
    """'solo 1 de las 20 cartas que quedan provocan' breaks agreement: one card 'provoca'."""
    assert said(
        "es", "fairy-lights-hint-risk", risky=1, left=20, percent=percent(5), small="yes"
    ) == ("solo una de las 20 cartas que quedan provoca un apagón, un 5 %")


def test_one_word_for_a_seat_and_no_noun_for_passing():
    """Spanish menus say 'puesto'; the rules said 'asientos'. French has no masculine noun
    'un passe' for a pass: the guided game says 'un tour passé'."""
    assert _bad("es", r"\basientos?\b") == []
    assert _bad("fr", r"\bun passe\b") == []
    assert _bad("fr", "\u2019") == []
    assert _bad("es", "\u2019") == []


def test_spanish_linotte_turn_says_turno_once():
    """'Turno de Ana (blancas), turno 3' repeated the word; the header says whose go it is."""
    text = said("es", "linotte-turn", you="no", player="Ana", colour="blancas", turn=3)
    assert text.startswith("Le toca a Ana (blancas), turno 3: ")
