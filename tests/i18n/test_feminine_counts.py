"""A count that stands for a feminine noun is said feminine (#11): "Bellotas: Ana con 21" was
heard "veintiuno" and Fairy Lights' "3 de 21" (cards) likewise, because the speech respelling
only sees a noun written after its number. Spanish and French messages write the noun back
after the count ("Ana tiene 21 bellotas", "3 de las 21 cartas del mazo", "21 fichas para Ana");
French "3 chances sur 21" keeps its wording and the speech agrees the count after "chances
sur" (locales/fr/respell.toml). Checked on the words, then on espeak-ng's phonemes."""

from __future__ import annotations

import re

import pytest

from accessiplay.speech.respell import respeller
from tests.i18n.speakable_support import phonemes, said

HEARD = [
    (
        "sixty-one-score-entry",
        {"you": "no", "player": "Ana", "count": 21},
        {"en": "Ana with 21", "fr": "21 pour Ana", "es": "Ana tiene 21 bellotas"},
    ),
    (
        "sixty-one-item-area",
        {"area": "Calabazas", "points": 21, "filled": 6, "size": 6},
        {
            "en": "Calabazas 21 (6 of 6 spots)",
            "fr": "Calabazas\u00a0: 21 (6 cases remplies sur 6)",
            "es": "Calabazas: 21 bellotas (6 de 6 casillas rellenas)",
        },
    ),
    (
        "fairy-lights-risk",
        {"risky": 3, "left": 21, "percent": "14 %", "colour": "purple"},
        {
            "en": "The next draw busts on a purple card: 3 of 21, 14 %.",
            "fr": "Une carte violette à la prochaine pioche vous ferait griller\u00a0: 3 chances "
            "sur 21, soit 14 %.",
            "es": "El próximo robo es un apagón si sale una carta morada: 3 de las 21 cartas del "
            "mazo, un 14 %.",
        },
    ),
    (
        "fairy-lights-short-risk",
        {"risky": 1, "left": 31, "percent": "3 %"},
        {
            "en": "bust risk 1 in 31, 3 %",
            "fr": "risque de griller\u00a0: une chance sur 31, soit 3 %",
            "es": "riesgo de apagón de una entre 31 cartas, un 3 %",
        },
    ),
    (
        "sixteen-seat-count",
        {"you": "no", "player": "Ana", "count": 21},
        {"en": "21 for Ana", "fr": "21 tuiles pour Ana", "es": "21 fichas para Ana"},
    ),
    (
        "sixteen-winners",
        {"how": "tiles", "you": "yes", "players": "Ana", "points": 30, "count": 21},
        {
            "en": "You win: tied on 30 points, but with fewer tiles (21).",
            "fr": "Vous gagnez\u00a0: égalité à 30 points, mais avec moins de tuiles\u00a0: 21 "
            "tuiles.",
            "es": "Ganas: empate a 30 puntos, pero tienes menos fichas: 21 fichas.",
        },
    ),
]
# How espeak-ng says a count ending in 1 masculine ("veintiuno", "vingt-et-un"), and feminine
# ("veintiuna", "treinta y una", "vingt et une", "trente et une").
MASCULINE = {"es": "'uno", "fr": "W~"}
FEMININE = {"es": re.compile(r"Intj'una|i; 'una"), "fr": re.compile(r"t e '?yn")}


@pytest.mark.parametrize(("msg_id", "args", "words"), HEARD, ids=[h[0] for h in HEARD])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_feminine_count_is_written_with_its_noun(lang, msg_id, args, words):
    """The exact words in each language."""
    assert said(lang, msg_id, **args) == words[lang]


FEMININE_HEARD = [
    ("es", msg_id, args) for msg_id, args, _ in HEARD if msg_id != "sixteen-winners"
] + [
    ("es", "sixteen-winners", HEARD[-1][1]),
    ("fr", "fairy-lights-risk", HEARD[2][1]),
    ("fr", "fairy-lights-short-risk", HEARD[3][1]),
    ("fr", "sixteen-seat-count", HEARD[4][1]),
    ("fr", "sixteen-winners", HEARD[-1][1]),
]


@pytest.mark.parametrize(("lang", "msg_id", "args"), FEMININE_HEARD)
def test_espeak_says_the_count_feminine(lang, msg_id, args):
    """espeak-ng, given what the speech backends send, says 'veintiuna' / 'vingt et une'."""
    text = said(lang, msg_id, **args)
    heard = phonemes(lang, respeller(lang)(text))
    assert FEMININE[lang].search(heard), heard
    assert MASCULINE[lang] not in heard
