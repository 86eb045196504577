"""Issue 11, code side: a colour name gets the form its use needs.

"Sixteen says 'Puedes colocar en: Rojo, Amarillo…' (a capitalised list label reused inside a
sentence); French says 'Prenez les cartes de couleur violet' where a native says 'les cartes
violettes'." The colour reaches a message as its key (red, yellow…) so each language writes the
agreeing form, and list items inside a sentence are lower case.
"""

from __future__ import annotations

import functools

import pytest

from accessiplay.games.fairy_lights import hint
from accessiplay.games.fairy_lights import words as fl
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.lueurs.words import colour as lueurs_colour
from accessiplay.games.sixteen.phrases import row_colour
from accessiplay.i18n import Localizer
from accessiplay.present import Msg, either
from tests.games.fairy_lights.fairy_lights_support import PRESENTER, card, ctx, started


@functools.cache
def say(lang: str) -> Localizer:
    """One strict localizer per language."""
    return Localizer(lang, strict=True)


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "take the purple cards", "take the red and blue cards"),
        ("fr", "prenez les cartes violettes", "prenez les cartes rouges et les bleues"),
        ("es", "toma las cartas moradas", "toma las cartas rojas y las azules"),
    ],
)
def test_fairy_lights_hint_names_the_cards_taken_with_an_agreeing_colour(lang, one, two):
    """'Prenez les cartes de couleur violet' → 'les cartes violettes'; two colours agree too."""
    c = ctx(started())
    assert say(lang)(hint.move(c, Take(("purple",)))) == one
    assert say(lang)(hint.move(c, Take(("red", "blue")))) == two


@pytest.mark.parametrize(
    ("lang", "purple", "green"),
    [
        ("en", "1 purple card", "2 green cards"),
        ("fr", "une carte violette", "2 cartes vertes"),
        ("es", "una carta morada", "2 cartas verdes"),
    ],
)
def test_fairy_lights_counted_cards_agree_in_gender_and_number(lang, purple, green):
    """One message for every colour, the colour a selector argument: '2 cartes vertes'."""
    assert say(lang)(fl.colour_cards("purple", 1)) == purple
    assert say(lang)(fl.colour_cards("green", 2)) == green


@pytest.mark.parametrize(
    ("lang", "risk", "after"),
    [
        (
            "en",
            "The next draw busts on a purple card: 11 of 59, 19 percent.",
            "Next draw: bust risk 11 in 58, 19 percent, on a blue card.",
        ),
        (
            "fr",
            "Une carte violette à la prochaine pioche vous ferait griller\u00a0: 11 chances sur 59, soit "
            "19\u00a0%.",
            "Prochaine carte\u00a0: vous grillez si elle est bleue, 11 chances sur 58, soit "
            "19\u00a0%.",
        ),
        (
            "es",
            "El próximo robo es un apagón si sale una carta morada: 11 de las 59 cartas del mazo, un 19 %.",
            "Próximo robo: riesgo de apagón de 11 entre 58 cartas, un 19 %, si sale una carta azul.",
        ),
    ],
)
def test_fairy_lights_bust_risk_names_the_card_that_busts(lang, risk, after):
    """'Le violet vous fait griller' named a colour as a noun; the risk is a card of it."""
    state = started((card("purple", 1, 0), card("blue", 1, 0)))
    state.apply(0, Draw())
    assert say(lang)(fl.risk(state.view(0))) == risk
    events = state.apply(0, Draw())
    lines = [say(lang)(line.msg) for e in events for line in PRESENTER.event(ctx(state), e)]
    assert lines[-1] == after


@pytest.mark.parametrize(
    ("lang", "one", "three"),
    [
        ("en", "You can place on the red row.", "You can place on the red, green and purple rows."),
        (
            "fr",
            "Vous pouvez poser sur la rangée rouge.",
            "Vous pouvez poser sur les rangées rouge, verte et violette.",
        ),
        (
            "es",
            "Puedes colocar en la fila roja.",
            "Puedes colocar en las filas roja, verde y morada.",
        ),
    ],
)
def test_sixteen_rows_inside_a_sentence_are_lower_case_and_agree_with_row(lang, one, three):
    """'Puedes colocar en: Rojo, Amarillo' used the capitalised label as a list item."""
    rows = tuple(row_colour(c) for c in ("red", "green", "purple"))
    assert say(lang)(Msg.of("sixteen-legal-place", rows=rows[:1], count=1)) == one
    assert say(lang)(Msg.of("sixteen-legal-place", rows=rows, count=3)) == three


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Or record nothing and only tick a red, green or purple bulb."),
        ("fr", "Ou ne rien inscrire et seulement cocher une ampoule rouge, verte ou violette."),
        ("es", "O no anotar nada y solo encender una bombilla roja, verde o morada."),
    ],
)
def test_lueurs_skip_names_the_bulbs_with_agreeing_colours(lang, text):
    """'couleurs possibles : verte, violette' put bulb adjectives where colour nouns stood."""
    colours = either([lueurs_colour(g) for g in (1, 3, 4)])
    assert say(lang)(Msg.of("lueurs-legal-skip", colours=colours)) == text


@pytest.mark.parametrize(
    ("lang", "label"),
    [
        ("en", "Green, next above 11: 1 way."),
        ("fr", "Verte, au-dessus du 11\u00a0: une possibilité."),
        ("es", "Verde, por encima del 11: una forma."),
    ],
)
def test_sixteen_row_option_agrees_with_row(lang, label):
    """Spanish player-editor: "¿En qué fila? Rojo, por encima del 11" names a row (la fila)
    by a masculine colour; the option now agrees with "row": "Roja", "Verte"."""
    from accessiplay.games.sixteen.phrases import row_label

    msg = Msg.of("sixteen-opt-row", colour=row_label("green"), top=11, ways=1)
    assert say(lang)(msg) == label
    assert say("es")(row_label("red")) == "Roja"
    assert say("fr")(row_label("purple")) == "Violette"
