"""Words a voice misreads are respelled for speech only (issue #11: "Check with espeak-ng -x for
each locale that no message switches the voice to another language"). French reader: espeak-ng
said "un joker" with its English voice, "djôkeur"; Spanish reader: "un Full" with a palatal ll,
"fuy". The screen, braille and printed lines keep the game's spelling."""

from __future__ import annotations

import pytest
from speech_support import wait_for

from accessiplay.speech import tts
from accessiplay.speech.respell import respeller
from accessiplay.speech.screenreader import ScreenReaderBackend
from tests.i18n.speakable_support import phonemes


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("fr", "Le 6 est un joker. Jokers : 2.", "Le 6 est un jokère. Jokères : 2."),
        ("fr", "Un Full sur la case Small.", "Un Foul sur la case Smol."),
        ("es", "Coloca un peón en B4, Full; Small.", "Coloca un peón en B4, Ful; Smol."),
        ("en", "The 6 is a joker; a Full on Small.", "The 6 is a joker; a Full on Small."),
        ("fr", "Un fullerène, pas un full", "Un fullerène, pas un foul"),
    ],
)
def test_each_language_respells_only_its_misread_words(lang, text, spoken):
    """Whole words only, a capital kept; English reads its own words right."""
    assert respeller(lang)(text) == spoken


@pytest.mark.parametrize(
    ("lang", "word"), [("fr", "un joker"), ("fr", "un Full"), ("fr", "un Small")]
)
def test_respelled_french_stays_in_the_french_voice(lang, word):
    """The words as written switch espeak-ng to English; respelled, they do not."""
    assert "(en)" in phonemes(lang, word)
    assert "(" not in phonemes(lang, respeller(lang)(word))


def test_spanish_full_loses_its_palatal_ll():
    """'l^' is espeak-ng's palatal ll, as in 'calle'."""
    assert "l^" in phonemes("es", "un Full")
    assert "l^" not in phonemes("es", respeller("es")("un Full"))


# speechd ends its reader thread with sys.exit() when the socket closes (see
# test_speech_screenreader.py): only pytest's own thread hook reports it.
@pytest.mark.filterwarnings(
    "ignore:Exception in thread SSIP client communication thread"
    ":pytest.PytestUnhandledThreadExceptionWarning"
)
def test_speech_dispatcher_receives_the_respelled_word(speechd_daemon):
    """A real speech-dispatcher, started by the test, queues 'jokère'."""
    backend = ScreenReaderBackend("fr")
    try:
        backend.speak("Le 6 est un joker.", interrupt=True)
        assert speechd_daemon.wait_logged("Queueing message |Le 6 est un jokère.|", 10)
    finally:
        backend.close()


def test_built_in_speech_says_the_respelled_word_and_keeps_the_unsaid_text(fake_engine):
    """pyttsx3 is handed 'Ful'; the queue (what a failing engine hands on to printed lines)
    keeps 'Full'."""
    backend = tts.TtsBackend("es", engine_factory=lambda: fake_engine)
    try:
        fake_engine.release["Un Ful."].set()
        backend.speak("Un Full.")
        assert wait_for(lambda: fake_engine.spoken == ["Un Ful."], 5)
    finally:
        backend.close()


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "es",
            "Bellotas: tú con 31 bellotas. Anotadas: 21 cartas; 41 puntos; 61 cascabeles.",
            "Bellotas: tú con treinta y una bellotas. Anotadas: veintiuna cartas; "
            "cuarenta y un puntos; sesenta y un cascabeles.",
        ),
        ("es", "11 cartas, 20 cartas, 2,21 cartas", "11 cartas, 20 cartas, 2,21 cartas"),
        (
            "fr",
            "21 cartes, 81 ampoules, 71 tuiles, 21 points",
            "vingt et une cartes, quatre-vingt-une ampoules, 71 tuiles, 21 points",
        ),
    ],
)
def test_a_count_ending_in_1_agrees_with_its_noun(lang, text, spoken):
    """Spanish reader: "'31 bellotas' is heard 'treinta y uno bellotas', '21 cartas'
    'veintiuno cartas'"; French says "vingt et une cartes". 11, 71 ('soixante et onze') and
    masculine French counts are right as they are; a decimal is never touched."""
    assert respeller(lang)(text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "wrong"),
    [("es", "31 bellotas", "'uno"), ("es", "41 puntos", "'uno"), ("fr", "21 cartes", "W~")],
)
def test_espeak_says_the_agreed_count(lang, text, wrong):
    """espeak-ng reads the digits with the masculine 'uno' / 'un'; the respelled count not."""
    assert wrong in phonemes(lang, text)
    assert wrong not in phonemes(lang, respeller(lang)(text))


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "es",
            "101 cartas, 121 bellotas, 201 fichas, 200 cartas, 234 casillas, 1001 cartas",
            "ciento una cartas, ciento veintiuna bellotas, doscientas una fichas, doscientas "
            "cartas, doscientas 34 casillas, 1000 una cartas",
        ),
        (
            "es",
            "101 puntos, 121 cascabeles, 200 puntos, 100 cartas, 1000 cartas, 1100 cartas",
            "ciento un puntos, ciento veintiún cascabeles, 200 puntos, 100 cartas, 1000 cartas, "
            "1100 cartas",
        ),
        (
            "fr",
            "101 cartes, 121 tuiles, 181 cases, 201 ampoules, 171 cartes, 200 cartes, 1001 cartes",
            "cent une cartes, cent vingt et une tuiles, cent quatre-vingt-une cases, deux cent une "
            "ampoules, 171 cartes, 200 cartes, 1000 une cartes",
        ),
    ],
)
def test_counts_past_100_agree_with_their_noun(lang, text, spoken):
    """espeak-ng reads "101 cartas" "ciento uno cartas", "200 cartas" "doscientos cartas" and
    "121 cartes" "cent vingt-et-un cartes": the tail ending in 1 and the Spanish feminine
    hundreds are said in words; what the voice reads right (100, 1000, 171) stays digits."""
    assert respeller(lang)(text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "wrong", "right"),
    [
        ("es", "101 cartas", "'uno", "'una"),
        ("es", "200 cartas", "Tj'entos", "Tj'Entas"),
        ("es", "1001 cartas", "'uno", "m'il 'una"),
        ("es", "121 puntos", "'uno", "'um"),
        ("fr", "121 cartes", "W~", "e yn"),
        ("fr", "201 cartes", "W~", "s'A~ yn"),
    ],
)
def test_espeak_says_counts_past_100_agreed(lang, text, wrong, right):
    """The phonemes espeak-ng gives for the digits, and for the respelled count."""
    assert wrong in phonemes(lang, text)
    said = phonemes(lang, respeller(lang)(text))
    assert wrong not in said and right in said


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "es",
            "21 colocaciones posibles, 31 partidas guardadas, 41 mesas, 21 líneas, 21 robos",
            "veintiuna colocaciones posibles, treinta y una partidas guardadas, cuarenta y una "
            "mesas, veintiuna líneas, veintiún robos",
        ),
        (
            "fr",
            "21 poses possibles, 21 heures, 31 tables, 21 chances",
            "vingt et une poses possibles, vingt et une heures, trente et une tables, vingt et "
            "une chances",
        ),
    ],
)
def test_every_counted_noun_of_the_messages_agrees(lang, text, spoken):
    """Nouns the messages count that the lists missed: Sixteen's Shift+P "21 colocaciones
    posibles" / "21 poses possibles" was heard "veintiuno colocaciones" / "vingt-et-un poses"."""
    assert respeller(lang)(text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        (
            "une chance sur 21, 3 chances sur 41, 3 chances sur 11, 3 chances sur 21,5",
            "une chance sur vingt et une, 3 chances sur quarante et une, 3 chances sur 11, "
            "3 chances sur 21,5",
        ),
        ("21 chances sur 21 cartes", "vingt et une chances sur vingt et une cartes"),
        ("3 points sur 21, 3 chances sur 1234567891", "3 points sur 21, 3 chances sur 1234567891"),
    ],
)
def test_a_count_after_a_noun_and_sur_counts_that_noun(text, spoken):
    """French "3 chances sur 21" was heard "vingt-et-un": the 21 stands for chances too. A
    decimal, a masculine noun and a number too long to be a count are left as written."""
    assert respeller("fr")(text) == spoken
