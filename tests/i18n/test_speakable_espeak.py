"""Issue 11: with espeak-ng, no French or Spanish message switches the voice to another language.

espeak-ng marks a switch in its phoneme output, e.g. "(en)m'aIn@s(fr)" for "−" in French: the
listener hears an English voice in the middle of a French sentence. Every message, rendered with
its default arguments, is read by `espeak-ng -x` in its language's voice; batches are split
until the message that switches is found.
"""

from __future__ import annotations

import re
import shutil

import pytest

from accessiplay.speech.respell import respeller
from tests.i18n.speakable_support import phonemes, renderings

VOICES = {"en": "en", "fr": "fr", "es": "es"}
SWITCH = re.compile(r"\(([a-z]{2,3}(?:-[a-z0-9]+)?)\)")
# Proper names and the games' own printed words, which espeak-ng's French voice takes for
# English: the game titles, the rulebook's Fanny, the language menu's "English", Sixteen's
# tiles (16 RESTART, 16 END), and what the player types at the command line ("human, easy ou
# normal", "python -m benchmarks"). The switch on them is right or harmless; anything else
# fails. Words speech respells (joker, Full, Small: locales/*/respell.toml) are checked as
# the voice receives them, respelled.
PROPER_NAMES = (
    *("Fairy Lights", "Sixty-One", "Sixteen", "16 lueurs d'hiver", "Winter Glows", "Fanny"),
    *("English", "RESTART", "END"),
    *("human", "easy", "hard", "--help", "python -m benchmarks"),
)


def _switches(lang: str, text: str) -> set[str]:
    """The languages espeak-ng switches to while reading `text` in `lang`'s voice."""
    text = respeller(lang)(text)
    for name in PROPER_NAMES:
        text = text.replace(name, "Tom")
    out = phonemes(VOICES[lang], text)
    return set(SWITCH.findall(out)) - {VOICES[lang]}


def _offenders(lang: str, texts: list[str]) -> list[str]:
    """The texts that switch voice, found by splitting batches that do."""
    if not texts or not _switches(lang, "\n".join(texts)):
        return []
    if len(texts) == 1:
        return texts
    half = len(texts) // 2
    return _offenders(lang, texts[:half]) + _offenders(lang, texts[half:])


def test_espeak_marks_a_switch_of_language_on_this_machine():
    """The check below means something only if espeak-ng shows switches as '(en)'."""
    if shutil.which("espeak-ng") is None:
        pytest.fail("espeak-ng is not installed")
    assert "en" in _switches("fr", "\u2212 1")


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_message_switches_the_voice_to_another_language(lang):
    """The issue: check with espeak-ng -x for each locale that no message changes language."""
    texts = sorted({r.text for r in renderings(lang)})
    bad = _offenders(lang, texts)
    assert not bad, f"{len(bad)} switch voice:\n" + "\n".join(bad[:30])
