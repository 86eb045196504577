"""What a Fairy Lights player hears of the table: shop, deck, collections, scores, the end,
and every message in every language over whole games."""

from __future__ import annotations

import random

import pytest
from fairy_lights_support import GAME, LANGS, PRESENTER, card, choice_table, ctx, localizer, started

from accessiplay.core import CHANCE
from accessiplay.core.events import GameEnded
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.fairy_lights.events import TurnBegan
from accessiplay.games.fairy_lights.review import deck_lines
from accessiplay.present import Msg, Node

# --- Hearing the table --------------------------------------------------------------------


def test_shop_card_by_card_and_by_colour():
    """'the shop on demand, card by card and as a summary by colour'."""
    say = localizer("en")
    state = choice_table()
    assert say.lines(PRESENTER.dice(ctx(state))) == [
        "The shop holds 3 cards.",
        "1: red, 2 bulbs, 1 star.",
        "2: blue, 1 bulb, 0 stars.",
        "3, last: green, 2 bulbs, 1 star.",
    ]
    shop_key = next(k for k in PRESENTER.keys() if k.command == "shop")
    assert say.lines(shop_key.run(ctx(state), [], None)) == [
        "The shop holds 3 cards.",
        "Red: 1 card, 2 bulbs, 1 star.",
        "Green: 1 card, 2 bulbs, 1 star.",
        "Blue: 1 card, 1 bulb, 0 stars.",
    ]


@pytest.mark.parametrize(
    "lang, lines",
    [
        (
            "fr",
            [
                "1\u00a0: rouge, 2 ampoules, une étoile.",
                "2\u00a0: bleue, une ampoule, aucune étoile.",
                "3, la dernière\u00a0: verte, 2 ampoules, une étoile.",
            ],
        ),
        (
            "es",
            [
                "1: roja, 2 bombillas, una estrella.",
                "2: azul, una bombilla, sin estrellas.",
                "3, la última: verde, 2 bombillas, una estrella.",
            ],
        ),
    ],
)
def test_shop_cards_go_on_after_the_colon_in_lower_case(lang, lines):
    """D read '1 : Rouge' (play-test, #11): after the colon the card goes on the sentence, and
    French typography puts no capital there (a braille display shows it). The colour agrees
    with the card ('une carte verte', 'una carta roja'): it said 'vert', 'rojo'."""
    said = localizer(lang).lines(PRESENTER.dice(ctx(choice_table())))
    assert said[1:] == lines


def test_deck_by_colour_and_bust_chance():
    """'the remaining deck by colour and the chance that the next draw busts'."""
    say = localizer("en")
    state = choice_table()
    deck_key = next(k for k in PRESENTER.keys() if k.command == "deck")
    assert say.lines(deck_key.run(ctx(state), [], None)) == [
        "55 cards left in the deck: red 10, yellow 12, green 10, blue 11 and purple 12.",
        "The next draw busts on a green card: 10 of 55, 18 percent.",
    ]


def _walk(node: Node, say, depth=0):
    """Every label of a review tree with its depth."""
    yield depth, say(node.label)
    for child in node.children:
        yield from _walk(child, say, depth + 1)


def test_collection_review_unbanked_banked_then_shop_and_deck():
    """'your collection (unbanked by colour with bulbs and stars, banked stars); every other player's'."""
    say = localizer("en")
    state = choice_table()
    state.banked[0] = [card("yellow", 1, 2), card("yellow", 2, 1)]
    tree = PRESENTER.sheet(ctx(state), 0)
    top = [text for depth, text in _walk(tree, say) if depth <= 1]
    assert top == [
        "Your collection: 1 point; 3 stars banked on 2 cards; 2 cards unbanked.",
        "Red: 1 card, 1 bulb, minus 2 stars; 2 more bulbs bank them.",
        "Green: 1 card, 2 bulbs, no star; 1 more bulb banks them.",
        "Banked: 2 cards, 3 stars.",
        "The shop holds 3 cards.",
        "The deck: 55 cards. The next draw busts on a green card: 10 of 55, 18 percent.",
    ]
    assert tree.children[0].rule == "bank" and tree.children[-1].rule == "deck"
    other = PRESENTER.sheet(ctx(state), 1)
    assert say(other.label) == "Bo's collection: 0 points; no card banked."
    assert say(other.children[0].label) == "No unbanked cards."


def test_turn_table_and_scores():
    """T, W and S: whose turn and what the shop allows; each seat; the itemised scores."""
    say = localizer("en")
    state = choice_table()
    c = ctx(state)
    assert say.lines(PRESENTER.turn(c)) == [
        "Your turn, no draw yet. The shop holds 3 cards, 55 cards left in the deck. Draw or take.",
        "The next draw busts on a green card: 10 of 55, 18 percent.",
    ]
    assert say.lines(PRESENTER.table(c)) == [
        "You, playing: minus 2 points, 0 stars banked; unbanked: red with 1 bulb and green with 2 bulbs.",
        "Bo: 0 points, 0 stars banked; nothing unbanked.",
    ]
    assert say.lines(PRESENTER.scores(c, detailed=True)) == [
        "You: minus 2 points.",
        "Nothing banked.",
        "Red unbanked: minus 2 stars on 1 card, 1 bulb.",
        "Green unbanked: no star on 1 card, 2 bulbs.",
        "Bo: 0 points.",
        "Nothing banked.",
    ]
    assert say.lines(PRESENTER.legal_summary(c, state.legal_actions(0))) == [
        "You may draw: bust risk 10 in 55, 18 percent.",
        "You may take red, green or blue.",
    ]


@pytest.mark.parametrize(
    "lang, mine, empty",
    [
        (
            "fr",
            "Vous, en train de jouer\u00a0: moins 2 points, aucune étoile marquée\u00a0; cartes non "
            "marquées\u00a0: rouge à une ampoule et vert à 2 ampoules.",
            "Bo\u00a0: 0 point, aucune étoile marquée\u00a0; aucune carte non marquée.",
        ),
        (
            "es",
            None,
            "Bo: 0 puntos, ninguna estrella anotada; ninguna carta sin anotar.",
        ),
    ],
)
def test_table_says_no_unbanked_card_in_words(lang, mine, empty):
    """W read 'cartes non marquées : rien' for an empty collection (play-test, #11): a seat
    without unbanked cards says so in a sentence of its own language."""
    say = localizer(lang)
    lines = say.lines(PRESENTER.table(ctx(choice_table())))
    if mine is not None:
        assert lines[0] == mine
    assert lines[1] == empty


def test_final_names_the_shared_winners_and_itemises_scores():
    """'Highest wins; a tie is shared': the end says so, then every itemised score."""
    say = localizer("en")
    state = started(players=3)
    state.deck = [card("red", 1, 0)]
    state.shop = [card("blue", 1, 0)]
    state.banked[1] = [card("green", 1, 1)]
    state.banked[2] = [card("green", 1, 1, 1)]
    state.apply(0, Draw())
    state.apply(0, Take(("blue",)))
    lines = say.lines(PRESENTER.final(ctx(state, viewer=2)))
    assert lines[0] == "Shared win for Bo and you, with 1 point."
    assert "Bo: 1 point." in lines and "You: 1 point." in lines and "Ana: 0 points." in lines


# --- Every message in every language, over whole games ------------------------------------


def _speak_everything(state, say, viewer, legal):
    """Format everything the presenter can say now for this viewer (strict: any gap raises)."""
    c = ctx(state, viewer, verbose=viewer % 2 == 0)
    texts = []
    for msgs in (
        PRESENTER.dice(c),
        PRESENTER.scores(c, False),
        PRESENTER.scores(c, True),
        PRESENTER.turn(c),
        PRESENTER.table(c),
        PRESENTER.legal_summary(c, legal),
    ):
        texts += say.lines(msgs)
    for seat in range(state.players):
        texts += [t for _, t in _walk(PRESENTER.sheet(c, seat), say)]
    if legal:
        texts.append(say(PRESENTER.step_prompt(c, ())))
        texts += say.lines(PRESENTER.why_not(c, ()))
        for step in state.next_steps(viewer, ()):
            texts.append(say(PRESENTER.step_label(c, (), step)))
            texts.append(say(PRESENTER.step_prompt(c, (step,))))
            texts += say.lines(PRESENTER.why_not(c, (step,)))
            texts += [
                say(PRESENTER.step_label(c, (step,), s)) for s in state.next_steps(viewer, (step,))
            ]
    for key in PRESENTER.keys():
        answer = key.run(c, legal, None)
        assert answer is not None, key.command
        if isinstance(answer, (Msg, list)):
            texts += say.lines(answer if isinstance(answer, list) else [answer])
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_message_formats_in_every_language_over_seeded_games(lang):
    """Strict formatting of every announcement, review and option over whole bot games."""
    say = localizer(lang)
    cues = set()
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_state(2 + seed % 4)
        bots = [GAME.bot("normal" if s % 2 else "easy") for s in range(state.players)]
        while not state.is_terminal():
            if state.is_chance():
                seat, action = CHANCE, state.sample_chance(rng)
            else:
                seat = state.turn
                legal = state.legal_actions(seat)
                viewer = rng.randrange(state.players)
                if rng.random() < 0.3:
                    texts = _speak_everything(state, say, viewer, state.legal_actions(viewer))
                    assert all(t.strip() for t in texts)
                action = bots[seat](state.view(seat), legal, rng)
            events = state.apply(seat, action)
            viewer = rng.randrange(state.players)
            c = ctx(state, viewer, verbose=seed % 2 == 0)
            for event in events:
                lines = PRESENTER.event(c, event)
                # The platform says "Game over" and calls the viewer's own turn.
                own_turn = isinstance(event, TurnBegan) and event.seat == viewer
                assert lines or isinstance(event, GameEnded) or own_turn, event
                for line in lines:
                    assert say(line.msg).strip()
                    cues.add(line.cue)
        final = say.lines(PRESENTER.final(ctx(state, None)))
        assert len(final) > state.players
    assert {"card", "bust", "zone-complete", "bulb"} <= cues


@pytest.mark.parametrize(
    "lang, label, banked",
    [
        (
            "fr",
            "Bo\u00a0: 0 point\u00a0; aucune carte marquée.",
            "Aucune carte marquée.",
        ),
        (
            "es",
            "Colección de Bo: 0 puntos; ninguna carta anotada.",
            "Ninguna carta anotada.",
        ),
    ],
)
def test_zero_counts_say_zero_not_one(lang, label, banked):
    """French reads 0 as singular: '0 carte', never '1 carte' for an empty pile."""
    state = choice_table()
    say = localizer(lang)
    assert say(PRESENTER.sheet(ctx(state), 1).label) == label
    assert say.lines(PRESENTER.scores(ctx(state), detailed=True))[-1] == banked


def test_spanish_scores_say_stars_for_and_against_not_plus_and_minus():
    """Issue #11, heard in play: 'Anotado: más 20 estrellas en 20 cartas' and 'Rojo sin anotar:
    ninguna estrella en 1 carta' read as arithmetic; the score lines name the cards, then the
    stars 'a favor' or 'en contra', as the tutorial explains them."""
    say = localizer("es")
    state = choice_table()
    state.banked[1] = [card("yellow", 1, 2), card("yellow", 2, 1)]
    assert say.lines(PRESENTER.scores(ctx(state), detailed=True)) == [
        "Tú: menos 2 puntos.",
        "Ninguna carta anotada.",
        "Cartas rojas sin anotar: una carta, una bombilla, 2 estrellas en contra.",
        "Cartas verdes sin anotar: una carta, 2 bombillas, sin estrellas.",
        "Bo: 3 puntos.",
        "Anotadas: 2 cartas, 3 estrellas a favor.",
    ]


def test_french_unbanked_cards_are_named_with_an_agreeing_colour():
    """The French player-editor heard 'Vert, non marqué : une carte' (a masculine colour for
    cards); the line names the cards, 'Cartes vertes non marquées'."""
    say = localizer("fr")
    lines = say.lines(PRESENTER.scores(ctx(choice_table()), detailed=True))
    assert lines[2:4] == [
        "Cartes rouges non marquées\u00a0: une carte, une ampoule, moins 2 étoiles.",
        "Cartes vertes non marquées\u00a0: une carte, 2 ampoules, aucune étoile.",
    ]


def test_spanish_deck_counts_agree_with_cards():
    """Issue #11, heard in play: B said 'rojo 11, amarillo 11' (a colour name and a number run
    together); Spanish counts the cards left as '10 rojas, 12 amarillas', agreeing with
    'cartas', and French likewise '10 rouges, 12 jaunes' (was '10 en rouge'), while English
    keeps 'red 10'."""
    state = choice_table()
    assert localizer("es").lines(deck_lines(state.view(0)))[0] == (
        "Quedan 55 cartas en el mazo: 10 rojas, 12 amarillas, 10 verdes, 11 azules y 12 moradas."
    )
    assert localizer("en").lines(deck_lines(state.view(0)))[0] == (
        "55 cards left in the deck: red 10, yellow 12, green 10, blue 11 and purple 12."
    )
    assert localizer("fr").lines(deck_lines(state.view(0)))[0] == (
        "Il reste 55 cartes dans la pioche\u00a0: 10 rouges, 12 jaunes, 10 vertes, 11 bleues"
        " et 12 violettes."
    )
