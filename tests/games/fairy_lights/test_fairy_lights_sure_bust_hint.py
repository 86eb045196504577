"""Session 28's native players: H advised a draw that busts for certain with the case against it
("le risque de griller est d'une chance sur 1, soit 100 %"). A bust for certain is a pass (RULES.md
§3: "you bust: your turn ends at once, you take nothing, the card stays"), and H now says so."""

from __future__ import annotations

import pytest

from accessiplay.games.fairy_lights.actions import Draw
from tests.games.fairy_lights.test_fairy_lights_bots import card, table
from tests.games.fairy_lights.test_fairy_lights_hint_findings import h_for

NB = "\u00a0"
#: Two blue cards left in the deck, a blue card last in the shop: every draw busts.
DECK = [card("blue", 1, 0), card("blue", 2, 0)]


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: draw a card; every card left in the deck busts you, so you take nothing and "
            "lose nothing, since no colour in the shop would raise your score.",
        ),
        (
            "fr",
            f"Conseil{NB}: piochez une carte{NB}; vous grillez à coup sûr, donc vous ne prenez "
            "rien sans rien perdre, car aucune couleur de la boutique ne ferait encore monter "
            "votre score.",
        ),
        (
            "es",
            "Consejo: roba una carta; cualquier carta que quede en el mazo te provoca un apagón, "
            "así que no te llevas nada y no pierdes nada, porque ningún color de la tienda "
            "subiría todavía tu puntuación.",
        ),
    ],
)
def test_a_sure_bust_with_nothing_worth_taking_is_said_as_a_pass(lang, heard):
    """A 1-star yellow and a 1-star blue in the shop: either take costs a point."""
    state = table([], [card("yellow", 1, 1), card("blue", 1, 1)], deck=DECK)
    assert h_for(state, Draw(), lang) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: draw a card; every card left in the deck busts you, so you take nothing and "
            "leave the shop as it is, rather than score 6 points now with the best take.",
        ),
        (
            "fr",
            f"Conseil{NB}: piochez une carte{NB}; vous grillez à coup sûr, donc vous ne prenez "
            "rien et laissez la boutique telle quelle, plutôt que de marquer tout de suite 6 "
            "points avec la meilleure prise.",
        ),
        (
            "es",
            "Consejo: roba una carta; cualquier carta que quede en el mazo te provoca un apagón, "
            "así que no te llevas nada y dejas la tienda como está, en vez de sumar ya 6 puntos "
            "con la mejor toma.",
        ),
    ],
)
def test_a_sure_bust_beside_a_paying_take_says_what_it_leaves(lang, heard):
    """Two yellow bulbs held: the 2-star yellow in the shop banks them, 6 points now."""
    held = [card("yellow", 1, 1), card("yellow", 1, 1, 1)]
    state = table(held, [card("yellow", 1, 2, 1), card("blue", 1, 2)], deck=DECK)
    assert h_for(state, Draw(), lang) == heard
