"""Issue 11, code side: "Percent styles are mixed ('89%' in Sixteen, '19 percent' in Fairy
Lights): one style per language". Every percentage goes through one shared message,
`common-percent` (espeak-ng reads "19 %" as "dix-neuf pour cent" and "diecinueve por ciento",
and "19 percent" whole), and no message writes its own."""

from __future__ import annotations

import re

import pytest

from accessiplay.hints import expect
from accessiplay.i18n import Localizer
from accessiplay.present import Msg, percent
from tests.i18n.speakable_support import renderings

#: The one way each language writes a percentage, and the ways it must not.
STYLE = {
    "en": ("19 percent", ("%", "per cent")),
    "fr": ("19\u00a0%", ("pour cent", "pourcent")),
    "es": ("19 %", ("por ciento", "porciento")),
}


def _written(way: str, text: str) -> bool:
    """Whether text writes a percentage that way: a word as a whole word (the % key's name,
    "signe de pourcentage", is no percentage), a sign anywhere."""
    pattern = rf"\b{re.escape(way)}\b" if way[0].isalpha() else re.escape(way)
    return re.search(pattern, text) is not None


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_every_percentage_is_written_one_way(lang):
    """No message of the language writes a percentage another way than common-percent does."""
    written, never = STYLE[lang]
    assert Localizer(lang, strict=True)(percent(19)) == written
    bad = [r.where() for r in renderings(lang) if any(_written(other, r.text) for other in never)]
    assert bad == []


@pytest.mark.parametrize(
    ("lang", "risk", "wins", "volume"),
    [
        (
            "en",
            "The next draw busts on a red card: 11 of 58, 19 percent.",
            "wins 89 percent of the deals played out, about 12 points left in hand",
            "Sound volume: 80 percent",
        ),
        (
            "fr",
            "Une carte rouge à la prochaine pioche vous ferait griller\u00a0: 11 chances sur 58, soit "
            "19\u00a0%.",
            "89\u00a0% de victoires sur les donnes simulées, environ 12 points restant en main",
            "Volume des sons\u00a0: 80\u00a0%",
        ),
        (
            "es",
            "El próximo robo es un apagón si sale una carta roja: 11 de las 58 cartas del mazo, un 19 %.",
            "con esta jugada ganas el 89 % de los repartos simulados y al final te quedan unos 12 puntos en la mano",
            "Volumen de los sonidos: 80 %",
        ),
    ],
)
def test_fairy_lights_sixteen_and_settings_say_percent_alike(lang, risk, wins, volume):
    """The bust risk, Sixteen's Shift+H and the volume setting all say '19 percent' one way."""
    say = Localizer(lang, strict=True)
    assert (
        say(Msg.of("fairy-lights-risk", risky=11, left=58, percent=percent(19), colour="red"))
        == risk
    )

    class Ranked:
        points, wins = 12.2, 0.891

    assert say(expect("sixteen", Ranked())) == wins
    assert say(Msg.of("ui-setting-volume", value=percent(80))) == volume
