"""Option labels and fragments written for mid-sentence start a sentence with a capital.

Issue #11, Spanish review: "Some chooser option labels are heard starting in lower case after
a period or at the start of a sentence ('más 1 al 2: dados…', a label after '. ')... fix it
generically, not label by label."
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.i18n import Localizer
from accessiplay.present import Msg
from accessiplay.ui import flow
from accessiplay.ui.announcer import Announcer
from accessiplay.ui.screens.game import GameScreen


class _Quiet:
    """A speaker that keeps nothing: only the text matters here."""

    def speak(self, text: str, interrupt: bool = True) -> None:
        """Say nothing."""


def _powers() -> Msg:
    """Lueurs' power option "plus 1 on the 2: dice 2, 3 and 5", a mid-sentence fragment."""
    uses = Msg.of("lueurs-power-on", power=Msg.of("lueurs-power-plus"), value=2)
    return Msg.of("lueurs-opt-powers", uses=uses, dice=(2, 3, 5))


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("es", "Más 1 al 2: dados 2, 3 y 5"),
        ("en", "Plus 1 on the 2: dice 2, 3 and 5"),
        ("fr", "Plus 1 sur le 2\u00a0: dés 2, 3 et 5"),
    ],
)
def test_a_label_said_alone_starts_with_a_capital(lang, heard):
    """The arrows say the focused option alone: it starts the announcement."""
    announcer = Announcer(_Quiet(), Localizer(lang, strict=True))
    assert announcer.text([_powers()]) == heard


def test_a_label_after_a_question_starts_with_a_capital_but_not_after_a_colon():
    """After "¿…?" the label opens a sentence; after a colon Spanish goes on in lower case."""
    announcer = Announcer(_Quiet(), Localizer("es", strict=True))
    question = Msg.of("ui-raw", text="¿Qué poderes usas?")
    assert announcer.text([question, _powers()]) == (
        "¿Qué poderes usas? Más 1 al 2: dados 2, 3 y 5"
    )
    colon = Msg.of("lueurs-opt-powers", uses=Msg.of("lueurs-power-plus"), dice=(2,))
    assert announcer.text([colon]) == "Más 1: dados 2"
    assert announcer.tr(Msg.of("ui-item", label=_powers(), position=1, count=3)) == (
        "más 1 al 2: dados 2, 3 y 5, 1 de 3"
    ), "inside another message, a fragment keeps its lower case until it is said"


def test_a_fragment_after_a_period_inside_a_message_gets_its_capital():
    """ "{ $pair }. { $first }. { $second }": a fragment after ". " starts a sentence."""
    say = Localizer("es", strict=True)
    text = say(
        Msg.of(
            "fairy-lights-option-pair",
            pair=Msg.of("ui-raw", text="Par"),
            first=Msg.of("lueurs-power-plus"),
            second=Msg.of("lueurs-power-minus"),
        )
    )
    assert text == "Par. Más 1. Menos 1"


def test_what_the_player_typed_keeps_its_letters():
    """A name or a chat line is the player's: "ana dice: vale. ya voy" keeps its letters."""
    announcer = Announcer(_Quiet(), Localizer("es", strict=True))
    assert announcer.text([Msg.of("ui-raw", text="h")]) == "h"
    assert announcer.text([Msg.of("ui-name-erased", char="h")]) == "Borrado: h."
    assert announcer.text([Msg.of("lobby-chat-said", name="ana", text="vale. ya voy")]) == (
        "ana dice: vale. ya voy"
    )


def test_the_only_option_and_the_full_screen_list_start_with_a_capital(make_client):
    """Sixty-One in Spanish: every option heard or shown starts with a capital letter."""
    client = make_client("es")
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=4)
    client.app.settle()
    screen = client.top
    assert isinstance(screen, GameScreen)
    said = client.press("enter", "enter")
    lines = [text for _, text in screen.body()]
    assert said and lines
    assert all(t[:1].isupper() or not t[:1].isalpha() for t in lines), lines
    for text in said:
        first = text.lstrip("¿¡«")[:1]
        assert first.isupper() or not first.isalpha(), text


def test_the_keys_of_f1_start_with_a_capital(make_client):
    """F1 in Spanish read "coma: Leer el mensaje anterior": the key name opens the line with a
    capital, and the description goes on in lower case after the colon, as Spanish writes it."""
    client = make_client("es")
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=4)
    client.app.settle()
    said = client.press("f1", *["down"] * 12)
    assert "Coma: leer el mensaje anterior, 3 de 31" in said  # F4 chat is for online tables
    assert not any(t[:1].islower() for t in said), said
