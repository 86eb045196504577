"""Issue 11, the second native review: each class of error a French or Spanish reader stumbled
on is guarded here by the exact words, and, where a pattern can find it, across every message.

"A native speaker of each language ... finds no error in a fresh full review." The reviewer's
findings, one test per kind of error: key names, the score sheet's name, a header that names a
player, an order without its object, a word the game does not use, a tense that does not hold.
"""

from __future__ import annotations

import re

import pytest

from tests.i18n.speakable_support import NAME, renderings, said

LANGS = ("en", "fr", "es")


def _bad(lang: str, pattern: str, prefix: str = "") -> list[str]:
    """Renderings of `lang` (messages starting with `prefix`) where `pattern` is found."""
    found = re.compile(pattern)
    return [
        r.where() for r in renderings(lang) if r.msg_id.startswith(prefix) and found.search(r.text)
    ]


def test_spanish_says_esc_the_name_on_the_key():
    """The brief: Spanish "Escape" (key name) is a leftover; the key reads "Esc" in Spain."""
    assert _bad("es", r"\bEscape\b") == []
    assert said("es", "key-name", key="escape") == "Esc"
    assert said("es", "ui-confirm-keys") == "S o Intro para sí, N o Esc para no."


def test_speech_output_is_named_not_narrated():
    """'Hablando a través de…' and 'líneas impresas' were calques: the setting is named."""
    assert _bad("es", r"Hablando|l[ií]neas? impresas?") == []
    assert _bad("fr", r"lignes? imprimées?") == []
    console = {"es": "Salida de voz: texto en el terminal.", "fr": "Sortie vocale\u00a0: du texte"}
    assert said("es", "ui-speech-backend", backend="texto en el terminal") == console["es"]
    assert said("fr", "ui-speech-backend", backend="du texte").startswith(console["fr"])


def test_the_french_score_sheet_is_a_fiche_not_a_feuille():
    """In Sixty-One 'feuille' is a leaf: 'Votre feuille : total des feuilles 30' confused the
    two. The score sheet is the rulebook's 'fiche de jeu' in every game and menu."""
    assert said("fr", "ui-cmd-sheet") == "consulter votre fiche"
    assert said("fr", "sixty-one-sheet", you="yes", acorns="12 glands", total=30) == (
        "Votre fiche\u00a0: 12 glands, total des feuilles 30."
    )
    assert _bad("fr", r"\b(?:votre|sa) feuille\b") == []


def test_the_spanish_sixty_one_sheet_is_not_a_leaf():
    """'Tu hoja: 12 bellotas, total de hojas 30' heard two 'hojas': the sheet is 'hoja de juego'."""
    assert said("es", "sixty-one-sheet", you="yes", acorns="12 bellotas", total=30) == (
        "Tu hoja de juego: 12 bellotas, total de hojas 30."
    )


def test_a_header_names_the_player_without_a_dangling_possessive():
    """'Joueur 2, sa feuille :' is not French: the header is the name itself."""
    assert _bad("fr", rf"{NAME}, (?:sa|son|ses) ") == []
    assert said("fr", "fairy-lights-collection", you="no", player="Ana", score=1).startswith(
        "Ana\u00a0: 1 point\u00a0;"
    )


def test_taking_always_says_what_is_taken():
    """The rulebook says 'prenez des cartes', never a bare 'prenez.'; Spanish likewise."""
    # "nada que tomar", "rien à prendre", "las vieron tomar" have their object before them.
    assert _bad("es", r"(?<!que )(?<!vieron )\btomar?[.;,?]", "fairy-lights") == []
    assert _bad("fr", r"(?<!à )\b(?:prendre|prenez)[.;,?]", "fairy-lights") == []
    assert said("es", "fairy-lights-why-full") == (
        "La tienda tiene 5 cartas: no se puede robar, tienes que tomar cartas."
    )


def test_placing_always_says_what_is_placed_in_sixteen():
    """'coloca en ella' and 'posez sur cette rangée' left the tiles out."""
    assert _bad("es", r"\bcoloca(?:r)? en (?:ella|esa)\b", "sixteen") == []
    assert _bad("fr", r"\bposez (?:sur|maintenant sur)\b", "sixteen") == []
    assert said("es", "sixteen-why-one-special") == (
        "Una sola ficha especial por turno: ahora coloca fichas en esa fila o termina tu turno."
    )


def test_a_spanish_domino_is_a_domino_not_a_tile():
    """16 lueurs has no tiles: the Squirrel's pieces are 'dominós' everywhere, and agree."""
    assert _bad("es", r"\bfichas?\b", "lueurs") == []
    assert said("es", "lueurs-why-squirrel-first") == (
        "El primer dominó va en la flecha, el espacio 3, girado como quieras."
    )


def test_a_count_of_lit_bulbs_reads_as_a_spanish_fraction():
    """The brief: '1 encendida de 4' is not Spanish; '1 de 4 encendidas' is."""
    assert _bad("es", r"\d encendidas? de") == []
    assert said("es", "lueurs-bulb-lit", colour="roja", lit=1, size=4) == (
        "bombilla roja, una de 4 encendidas"
    )


def test_a_songbird_box_bears_its_number():
    """A printed box does not 'montrer' a value like a die: it bears it ('porte le 4')."""
    assert said("fr", "lueurs-opt-box", box=3, value=4, grelots=2) == (
        "Case 3, porte le 4, vaut 2 Grelots"
    )
    assert said("es", "lueurs-opt-box", box=3, value=4, grelots=2) == (
        "Casilla 3, con el 4, vale 2 cascabeles"
    )


def test_a_past_turn_is_told_in_one_tense():
    """'a lancé 2 fois et prend B2' mixed tenses; Spain tells a just-finished turn in the
    perfect ('ha tirado… y ha ocupado')."""
    assert said("fr", "linotte-turn-took", player="Ana", throws=2, cell="B2") == (
        "Ana a lancé 2 fois et a pris B2."
    )
    assert said("es", "linotte-turn-took", player="Ana", throws=2, cell="B2") == (
        "Ana ha tirado 2 veces y ha ocupado B2."
    )
    assert _bad("es", r"\b(?:tiró|tomó|colocó)\b", "linotte") == []


def test_one_word_for_one_thing_across_new_screens():
    """Inconsistent terms across files: French bots are 'robots', Spanish Linotte dice are
    'tirados' never 'lanzados', and its pawns are 'fichas' never 'peones'."""
    assert _bad("fr", r"\b[Bb]ots?\b") == []
    assert _bad("es", r"\blanz(?:a|ar|ado|ados)\b", "linotte") == []
    assert _bad("es", r"\bpeones?\b") == []
    assert said("es", "linotte-hint-stop") == "plántate"


# La Linotte's board names as each language speaks them: the board prints them in capitals,
# which only full mode's drawing keeps.
BOARD_NAMES = re.compile(r"\b(?:BRELAN|CARRÉ|FULL|QUINTE|SMALL|YAM|SEC|APPEL)\b")
SPOKEN_NAMES = {
    "en": ("No Sec now: dice have been rethrown.", "announce an Appel on Yam"),
    "fr": ("Plus de Sec\u00a0: des dés ont été relancés.", "annoncez un Appel sur Yam"),
    "es": ("Ya no hay Sec: se han vuelto a tirar dados.", "anuncia Yam como Appel"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_speech_has_no_three_capital_letters_that_espeak_spells(lang):
    """The fresh French review, then English and Spanish: espeak-ng spells a three-letter word in
    capitals when it is not at a clause's start, so 'perdre le SEC' was heard 'ès-eu-cé', 'the
    SEC cell' 'S E C' and 'la casilla SEC' 'ese e ce'. Every language writes La Linotte's board
    names as names (Sec, Yam, Brelan...); only full mode draws them in capitals, as on the board,
    and the command line spells its acronyms."""
    spoken = [
        r for r in renderings(lang) if "-draw-" not in r.msg_id and not r.msg_id.startswith("cli-")
    ]
    capitals = re.compile(r"(?<![\w-])(?!END\b)[A-ZÀ-Ý]{3}(?![\w-])")
    assert [r.where() for r in spoken if capitals.search(r.text)] == []
    assert [r.where() for r in spoken if BOARD_NAMES.search(r.text)] == []
    no_sec, announce = SPOKEN_NAMES[lang]
    assert said(lang, "linotte-why-no-sec") == no_sec
    assert said(lang, "linotte-hint-announce", combo="Yam") == announce
