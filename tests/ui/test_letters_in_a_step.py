"""docs/keys.md: "On your turn, a letter or digit that no key of the screen takes jumps to the
next option whose words start with it." Inside a step of a move (Fairy Lights' colours after K),
a letter is what a screen-reader user presses to reach an option, so there it jumps, and a game
key that plays another move never fires from inside the step (play-test: R pressed to reach Red
drew a card, a move with a bust risk)."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow


def _fairy_lights_take(client, seed: int, enters: int):
    """A Fairy Lights game at the holder's turn after `enters` Enters, the colours opened by K."""
    flow.start_game(client.app, get_game("fairy-lights"), ["human", "normal"], seed=seed)
    client.app.settle()
    for _ in range(enters):
        client.press("enter")
        client.app.settle()
    client.press("k")
    return client.top.session


def test_r_in_the_colours_of_a_take_jumps_to_red_and_draws_nothing(client):
    """Seed 41, third decision: the shop holds red and yellow; Y then R reach Yellow, then Red, and no card is drawn."""
    session = _fairy_lights_take(client, seed=41, enters=2)
    deck = session.state.view(0)["deck"]
    moves = len(session.record.actions)
    assert client.press("y") == [
        "Yellow: 1 card, 1 bulb, 1 star; you would keep it: 1 bulb, score down 1, 2 of 2"
    ]
    assert client.press("r") == [
        "Red: 1 card, 1 bulb, 2 stars; you would keep it: 1 bulb, score down 2, 1 of 2"
    ]
    assert (session.state.view(0)["deck"], len(session.record.actions)) == (deck, moves)


def test_r_with_no_red_to_take_says_how_to_draw_and_changes_nothing(client):
    """Seed 1, third decision: the shop holds purple and blue; R in the colours is refused with
    the way out, and the move can still be made after Escape."""
    session = _fairy_lights_take(client, seed=1, enters=2)
    moves = len(session.record.actions)
    assert client.press("r") == [
        "No option here starts with R. R would leave this choice: press Escape first, then R."
    ]
    assert len(session.record.actions) == moves
    client.press("escape")
    client.press("r")
    assert len(session.record.actions) > moves


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Aucune option ici ne commence par R. R quitterait ce choix\u00a0: appuyez d'abord"
            " sur Échap, puis sur R.",
        ),
        (
            "es",
            "Aquí ninguna opción empieza por R, y R te sacaría de esta elección: pulsa primero"
            " Esc y luego R.",
        ),
    ],
)
def test_the_way_out_is_said_in_french_and_spanish(make_client, lang, said):
    """The refusal exists in every language, with each language's name for Escape."""
    client = make_client(lang)
    _fairy_lights_take(client, seed=1, enters=2)
    assert client.press("r") == [said]
