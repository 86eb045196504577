"""Fairy Lights' hint names the cards it takes in their number (Spanish play-test: Shift+H said
'toma las cartas amarillas' for a single yellow card): every colour, one card or several, one
colour or two, in English, French and Spanish."""

from __future__ import annotations

import pytest

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import CHANCE, get_game
from accessiplay.games.fairy_lights.cards import COLOUR
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx, Msg

GAME = get_game("fairy-lights")
COLOURS = ("red", "yellow", "green", "blue", "purple")
ONE = {
    "en": ["take the red card", "take the yellow card", "take the green card",
           "take the blue card", "take the purple card"],
    "fr": ["prenez la carte rouge", "prenez la carte jaune", "prenez la carte verte",
           "prenez la carte bleue", "prenez la carte violette"],
    "es": ["toma la carta roja", "toma la carta amarilla", "toma la carta verde",
           "toma la carta azul", "toma la carta morada"],
}  # fmt: skip


def shop_of(*colours: str):
    """Two players; Ana has drawn one card of each colour given, in order."""
    state = GAME.new_state(2)
    drawn = [next(c for c in range(60) if COLOUR[c] == colour) for colour in colours]
    state.apply(
        CHANCE, GAME.action_types["Shuffle"]((*drawn, *(c for c in range(60) if c not in drawn)))
    )
    for _ in colours:
        state.apply(0, GAME.action_types["Draw"]())
    return state


def move_said(state, colours, lang):
    """The move part of H for taking `colours`."""
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    ranked = [Ranked(GAME.action_types["Take"](colours), 1.0, 1.0, None, 8)]
    text = loc.format(hints.words(GAME.presenter(), ctx, GAME.id, ranked, 1, loc.format)[0])
    return text.split(":", 1)[1].split(";")[0].strip().replace("\u00a0", "")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("i", range(5), ids=COLOURS)
def test_one_card_of_a_colour_is_said_in_the_singular(lang, i):
    """'take the yellow card', 'prenez la carte jaune', 'toma la carta amarilla'."""
    other = COLOURS[(i + 1) % 5]
    assert move_said(shop_of(COLOURS[i], other), (COLOURS[i],), lang) == ONE[lang][i]


@pytest.mark.parametrize(
    ("counts", "words"),
    [
        ((1, 1), ("take the yellow card and the red one", "prenez la carte jaune et la rouge",
                  "toma la carta amarilla y la roja")),
        ((1, 2), ("take the yellow card and the red ones", "prenez la carte jaune et les rouges",
                  "toma la carta amarilla y las rojas")),
        ((2, 1), ("take the yellow cards and the red one", "prenez les cartes jaunes et la rouge",
                  "toma las cartas amarillas y la roja")),
        ((3, 2), ("take the yellow and red cards", "prenez les cartes jaunes et les rouges",
                  "toma las cartas amarillas y las rojas")),
    ],
)  # fmt: skip
def test_two_colours_each_take_their_own_number(counts, words):
    """A full shop's two colours: each colour's article and adjective agree with its cards."""
    taken = Msg.of(
        "fairy-lights-hint-taken",
        colour="yellow",
        second="red",
        cards=counts[0],
        second_cards=counts[1],
    )
    msg = Msg.of("fairy-lights-hint-take", what=taken)
    for lang, expected in zip(("en", "fr", "es"), words):
        assert Localizer(lang, strict=True).format(msg) == expected


def test_several_cards_of_one_colour_stay_plural():
    """Two yellow cards in the shop: 'take the yellow cards'."""
    state = GAME.new_state(2)
    yellows = [c for c in range(60) if COLOUR[c] == "yellow"][:2]
    red = next(c for c in range(60) if COLOUR[c] == "red")
    order = (yellows[0], red, yellows[1])
    state.apply(
        CHANCE, GAME.action_types["Shuffle"]((*order, *(c for c in range(60) if c not in order)))
    )
    for _ in order:
        state.apply(0, GAME.action_types["Draw"]())
    assert [f["colour"] for f in state.view(0)["shop"]] == ["yellow", "red", "yellow"]
    assert move_said(state, ("yellow",), "es") == "toma las cartas amarillas"
    assert move_said(state, ("yellow",), "fr") == "prenez les cartes jaunes"
    assert move_said(state, ("yellow",), "en") == "take the yellow cards"
