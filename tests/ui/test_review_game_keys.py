"""Issue 11: Fairy Lights' C review "says '0 cartas sin anotar. Ninguna carta sin anotar.' (the
same fact twice) — say it once. And R/K pressed while in the C review answer 'C'est à vous de
jouer' instead of acting": a game key works from any review (Playroom), so the key that plays
or opens a step closes the review and acts, as it does on the game screen."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow

HEARD = {
    "en": (
        "Your collection: 0 points; no card banked. No unbanked cards.",
        [
            "Blue, 1 bulb, 2 stars.",
            "Draw or take? Draw a card, bust risk 11 in 59, 19 percent, 1 of 2",
        ],
        ["You take 1 blue card.", "You keep 1 blue card face up: 1 bulb, minus 2 stars."],
    ),
    "fr": (
        "Votre collection\u00a0: 0 point\u00a0; aucune carte marquée. Aucune carte non marquée.",
        [
            "Bleue, une ampoule, 2 étoiles.",
            "Piocher ou prendre des cartes\u00a0? Piocher une carte, risque de griller\u00a0: 11 chances sur 59, "
            "soit 19\u00a0%, 1 sur 2",
        ],
        [
            "Vous prenez une carte bleue.",
            "Vous gardez une carte bleue face visible\u00a0: une ampoule, moins 2 étoiles.",
        ],
    ),
    "es": (
        "Tu colección: 0 puntos; ninguna carta anotada. Ninguna carta sin anotar.",
        [
            "Azul, una bombilla, 2 estrellas.",
            "¿Robar o tomar cartas? Robar una carta, riesgo de apagón de 11 entre 59 cartas, un 19 %, 1 de 2",
        ],
        [
            "Tomas una carta azul.",
            "Te quedas con una carta azul boca arriba: una bombilla, menos 2 estrellas.",
        ],
    ),
}


def _start(make_client, lang):
    """Fairy Lights against a bot, at the human's first decision (the shop empty: draw)."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("fairy-lights"), ["human", "normal"], seed=3)
    client.app.settle()
    return client


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_r_and_k_in_the_collection_review_play_as_in_the_game(make_client, lang):
    """C says an empty collection once; R from the review draws, K from it takes the only
    colour, each closing the review and saying what the key says in the game."""
    review, drawn, taken = HEARD[lang]
    client = _start(make_client, lang)
    played = len(client.top.session.record.actions)
    assert client.press("c") == [review]
    assert client.press("r") == drawn
    assert type(client.top).__name__ == "GameScreen"
    assert len(client.top.session.record.actions) == played + 1
    client.press("c")
    assert client.press("k")[:2] == taken
    assert type(client.top).__name__ == "GameScreen"


def test_a_reading_key_still_answers_inside_the_review(make_client):
    """B (the deck) is said in the review, which stays open."""
    client = _start(make_client, "en")
    client.press("c")
    said = client.press("b")
    assert said[0].startswith("60 cards left in the deck")
    assert type(client.top).__name__ == "ReviewScreen"
