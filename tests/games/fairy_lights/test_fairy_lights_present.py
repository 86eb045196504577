"""What a Fairy Lights player hears: each card as it lands, what each take would do, the table."""

from __future__ import annotations

import functools
import random

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.core.events import GameEnded
from accessiplay.i18n import Localizer
from accessiplay.present import Choose, Ctx, Msg, Node
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Shuffle, Take
from accessiplay.games.fairy_lights.events import TurnBegan

GAME = get_game("fairy-lights")
PRESENTER = GAME.presenter()
NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli")
LANGS = ("en", "fr", "es")


@functools.lru_cache(maxsize=None)
def localizer(lang: str) -> Localizer:
    """One strict localizer per language: loading the bundles is the slow part."""
    return Localizer(lang, strict=True)


def card(colour: str, bulbs: int, stars: int, nth: int = 0) -> int:
    """The id of the nth card with this face."""
    return [c for c in cd.DECK if cd.COLOUR[c] == colour and cd.BULBS[c] == bulbs
            and cd.STARS[c] == stars][nth]


def started(top=(), players=2):
    """A game whose deck starts with `top`, the rest in id order."""
    state = GAME.new_state(players)
    state.apply(CHANCE, Shuffle(order=tuple(top) + tuple(c for c in cd.DECK if c not in top)))
    return state


def ctx(state, viewer=0, verbose=True):
    """The presenter's context for the seat at the keyboard."""
    return Ctx(state.view(viewer), viewer, NAMES[:state.players], verbose)


def heard(state, action, lang="en", viewer=0, verbose=True, seat=None):
    """Apply an action and return (cue, text) of every line the viewer hears."""
    say = localizer(lang)
    events = state.apply(state.turn if seat is None else seat, action)
    c = ctx(state, viewer, verbose)
    return [(line.cue, say(line.msg)) for e in events if e.heard_by(viewer)
            for line in PRESENTER.event(c, e)]


def labels(state, prefix, lang="en"):
    """The chooser's options at `prefix`, in words."""
    say = localizer(lang)
    c = ctx(state, state.turn)
    return [say(PRESENTER.step_label(c, prefix, step)) for step in state.next_steps(state.turn, prefix)]


# --- Cards as they land -------------------------------------------------------------------

@pytest.mark.parametrize("lang, words", [("en", "Purple, 2 bulbs, 1 star."),
                                         ("fr", "Violet, 2 ampoules, 1 étoile."),
                                         ("es", "Morado, 2 bombillas, 1 estrella.")])
def test_each_drawn_card_is_announced_with_the_card_cue(lang, words):
    """'each drawn card the moment it lands, with a cue ("Purple, 2 bulbs, 1 star")'."""
    state = started((card("purple", 2, 1),))
    lines = heard(state, Draw(), lang)
    assert lines[0] == ("card", words)


def test_bust_has_its_own_cue_and_message():
    """'a distinct bust cue and message'."""
    state = started((card("red", 1, 0), card("red", 2, 1)))
    heard(state, Draw())
    lines = heard(state, Draw())
    assert lines[0][0] == "bust"
    assert lines[0][1].startswith("Red, 2 bulbs, 1 star. Bust!")
    assert lines[1] == (None, "Bo's turn: 2 cards in the shop.")


def test_other_players_draws_are_brief_unless_verbose():
    """Other players' moves in brief (non-verbose) or full (verbose)."""
    state = started((card("blue", 1, 1), card("green", 1, 0)))
    heard(state, Draw())
    heard(state, Take(("blue",)))
    assert heard(state, Draw(), viewer=0, verbose=False)[0] == ("card", "Bo: green, 1 bulb, 0 stars.")
    state = started((card("blue", 1, 1), card("green", 1, 0)))
    heard(state, Draw())
    heard(state, Take(("blue",)))
    assert heard(state, Draw(), viewer=0)[0] == (
        "card", "Bo draws green, 1 bulb, 0 stars; 1 card in the shop.")


def test_other_players_busts_are_brief_unless_verbose():
    """A bust by another player: the card and 'Bust!' in brief, the reason when verbose."""
    top = (card("blue", 1, 1), card("green", 1, 0), card("green", 2, 1))
    state = started(top)
    heard(state, Draw())
    heard(state, Take(("blue",)))
    heard(state, Draw())
    assert heard(state, Draw(), verbose=False)[0] == ("bust", "Bo: green, 2 bulbs, 1 star. Bust!")
    state = started(top)
    heard(state, Draw())
    heard(state, Take(("blue",)))
    heard(state, Draw())
    assert heard(state, Draw())[0] == (
        "bust", "Bo draws green, 2 bulbs, 1 star. Bust! Same colour as the last card: the turn ends.")


def test_own_draw_tells_the_next_risk_only_when_the_question_is_not_asked_again():
    """After your draw you hear the chance the next one busts (verbose), except when the
    chooser's question changes and is asked again with that risk on its draw option (the first
    card of an empty shop), or says you must take (a fifth card): no fact twice in a row."""
    top = (card("red", 1, 0), card("blue", 1, 0), card("green", 1, 0), card("yellow", 1, 0),
           card("purple", 1, 0))
    state = started(top)
    assert heard(state, Draw()) == [("card", "Red, 1 bulb, 0 stars.")]
    assert heard(state, Draw()) == [("card", "Blue, 1 bulb, 0 stars."),
                                    (None, "Next draw: bust risk 11 in 58, 19 percent, on blue.")]
    assert heard(state, Draw(), verbose=False) == [("card", "Green, 1 bulb, 0 stars.")]
    heard(state, Draw())
    assert heard(state, Draw()) == [("card", "Purple, 1 bulb, 0 stars.")]
    say = localizer("en")
    assert say(PRESENTER.step_prompt(ctx(state), ())) == "The shop is full: take."


def test_another_players_draw_filling_the_shop_says_they_must_take():
    """A fifth card drawn by someone else: the listener hears that they must take."""
    top = (card("red", 1, 0), card("blue", 1, 0), card("green", 1, 0), card("yellow", 1, 0),
           card("purple", 1, 0))
    state = started(top)
    for _ in range(4):
        heard(state, Draw())
    assert heard(state, Draw(), viewer=1)[1] == (None, "The shop is full: Ana must take.")


def test_last_card_says_take_to_end():
    """The end: 'taking is allowed, drawing is not' is said when the last card lands."""
    state = started()
    state.deck = [card("red", 1, 0)]
    state.shop = [card("blue", 1, 0)]
    assert heard(state, Draw(), viewer=1)[1] == (None, "That was the last card of the deck: Ana takes and the game ends.")
    state.deck, state.shop, state.turn = [card("red", 1, 0)], [card("blue", 1, 0)], 0
    assert heard(state, Draw()) == [("card", "Red, 1 bulb, 0 stars.")]
    say = localizer("en")
    assert say(PRESENTER.step_prompt(ctx(state), ())) == "The last card is out: take to end the game."


def test_takes_bank_keep_and_discard_are_always_said():
    """Completions (banking) always, with the completion cue; keeps and discards too."""
    state = started()
    state.unbanked[1] = [card("red", 2, 0), card("blue", 1, 2)]
    state.turn = 1
    state.shop = [card("red", 1, 1), card("green", 2, 1), card("blue", 2, 1), card("yellow", 1, 0),
                  card("blue", 1, 0)]
    lines = heard(state, Take(("green", "blue")), verbose=False)
    assert lines[0] == ("card", "Bo takes 1 green card and 2 blue cards.")
    assert lines[1] == ("bulb", "Bo keeps 1 green card face up: 2 bulbs, minus 1 star.")
    assert lines[2] == (None, "Bo discards 3 blue cards: 4 bulbs, not a multiple of 3.")
    state.shop.append(card("red", 1, 2))
    state.unbanked[0] = [card("red", 1, 0)]
    lines = heard(state, Take(("red",)), seat=0, viewer=1)
    assert lines[1] == ("zone-complete", "Ana banks 3 red cards: 3 bulbs, plus 3 stars.")


# --- Choosing a move ----------------------------------------------------------------------

def _choice_table():
    """Ana holds a red card (1 bulb, 2 stars) and a green one (2 bulbs); the shop offers more."""
    state = started()
    state.unbanked[0] = [card("red", 1, 2), card("green", 2, 0)]
    state.shop = [card("red", 2, 1), card("blue", 1, 0), card("green", 2, 1)]
    state.deck = [c for c in state.deck if c not in state.shop + state.unbanked[0]]
    return state


def test_draw_and_take_options_say_the_risk_and_the_colours():
    """The first step: draw with its bust chance, take with the colours on offer."""
    state = _choice_table()
    assert labels(state, ()) == ["Draw a card, bust risk 10 in 55, 18 percent",
                                 "Take: red, green or blue"]


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Red: 1 card, 2 bulbs, 1 star; you would bank 2 cards for 3 stars, score up 5",
            "Green: 1 card, 2 bulbs, 1 star; 4 bulbs: you would discard it and your 1 green "
            "card, score unchanged",
            "Blue: 1 card, 1 bulb, 0 stars; you would keep it: 1 bulb, score unchanged"]),
    ("fr", ["Rouge : 1 carte, 2 ampoules, 1 étoile ; vous marqueriez 2 cartes pour 3 étoiles, "
            "score plus 5",
            "Vert : 1 carte, 2 ampoules, 1 étoile ; 4 ampoules, vous la perdriez avec 1 carte "
            "verte de votre collection, score inchangé",
            "Bleu : 1 carte, 1 ampoule, 0 étoile ; vous la garderiez : 1 ampoule, score inchangé"]),
    ("es", ["Rojo: 1 carta, 2 bombillas, 1 estrella; anotarías 2 cartas por 3 estrellas, "
            "puntuación más 5",
            "Verde: 1 carta, 2 bombillas, 1 estrella; 4 bombillas, la perderías junto con 1 carta "
            "verde de tu colección, puntuación igual",
            "Azul: 1 carta, 1 bombilla, 0 estrellas; te la quedarías: 1 bombilla, puntuación igual"]),
])
def test_each_colour_says_what_it_would_do_to_you(lang, expected):
    """'taking chooses the colour(s) ... each offered with what it would do to you'."""
    assert labels(_choice_table(), ("take",), lang) == expected


def test_pairs_from_a_full_shop_say_both_colours():
    """'with 5, every card of two colours': each pair names itself, then each colour's effect."""
    state = _choice_table()
    state.shop += [card("yellow", 1, 0), card("blue", 1, 1)]
    options = labels(state, ("take",))
    assert len(options) == 6
    assert options[0].startswith("Red and yellow. Red: 1 card, 2 bulbs, 1 star; you would bank")
    say = localizer("en")
    assert say(PRESENTER.step_prompt(ctx(state), ("take",))) == "Which two colours?"
    assert say(PRESENTER.step_prompt(ctx(state), ())) == "The shop is full: take."


def test_draw_and_take_keys():
    """R draws, K opens the take step or takes the only option; both say why when they cannot."""
    keys = {k.command: k for k in PRESENTER.keys()}
    assert {k.key for k in keys.values()} == {"r", "k", "b", "g"}
    say = localizer("en")
    state = _choice_table()
    legal = state.legal_actions(0)
    assert keys["draw"].run(ctx(state), legal, None) == Draw()
    assert keys["take"].run(ctx(state), legal, None) == Choose(("take",))
    state.shop = [card("red", 2, 1)]
    assert keys["take"].run(ctx(state), state.legal_actions(0), None) == Take(("red",))
    state.shop = [card("red", 2, 1), card("blue", 1, 0), card("red", 1, 1), card("blue", 2, 0),
                  card("red", 1, 0)]
    said = keys["draw"].run(ctx(state), state.legal_actions(0), None)
    assert say.lines(said) == ["The shop holds 5 cards: no drawing, you must take."]
    state.shop = []
    said = keys["take"].run(ctx(state), state.legal_actions(0), None)
    assert say.lines(said) == ["The shop is empty: nothing to take, you must draw."]
    said = keys["draw"].run(ctx(state, viewer=1), state.legal_actions(1), None)
    assert say.lines(said) == ["It is Ana's turn."]


# --- Hearing the table --------------------------------------------------------------------

def test_shop_card_by_card_and_by_colour():
    """'the shop on demand, card by card and as a summary by colour'."""
    say = localizer("en")
    state = _choice_table()
    assert say.lines(PRESENTER.dice(ctx(state))) == [
        "The shop holds 3 cards.", "1: Red, 2 bulbs, 1 star.", "2: Blue, 1 bulb, 0 stars.",
        "3, last: Green, 2 bulbs, 1 star."]
    shop_key = next(k for k in PRESENTER.keys() if k.command == "shop")
    assert say.lines(shop_key.run(ctx(state), [], None)) == [
        "The shop holds 3 cards.", "Red: 1 card, 2 bulbs, 1 star.",
        "Green: 1 card, 2 bulbs, 1 star.", "Blue: 1 card, 1 bulb, 0 stars."]


def test_deck_by_colour_and_bust_chance():
    """'the remaining deck by colour and the chance that the next draw busts'."""
    say = localizer("en")
    state = _choice_table()
    deck_key = next(k for k in PRESENTER.keys() if k.command == "deck")
    assert say.lines(deck_key.run(ctx(state), [], None)) == [
        "55 cards left in the deck: red 10, yellow 12, green 10, blue 11 and purple 12.",
        "The next draw busts on a green card: 10 of 55, 18 percent."]


def _walk(node: Node, say, depth=0):
    """Every label of a review tree with its depth."""
    yield depth, say(node.label)
    for child in node.children:
        yield from _walk(child, say, depth + 1)


def test_collection_review_unbanked_banked_then_shop_and_deck():
    """'your collection (unbanked by colour with bulbs and stars, banked stars); every other player's'."""
    say = localizer("en")
    state = _choice_table()
    state.banked[0] = [card("yellow", 1, 2), card("yellow", 2, 1)]
    tree = PRESENTER.sheet(ctx(state), 0)
    top = [text for depth, text in _walk(tree, say) if depth <= 1]
    assert top == [
        "Your collection: 1 point; 3 stars banked on 2 cards; 2 cards unbanked.",
        "Red: 1 card, 1 bulb, minus 2 stars; 2 more bulbs bank them.",
        "Green: 1 card, 2 bulbs, no star; 1 more bulb banks them.",
        "Banked: 2 cards, 3 stars.",
        "The shop holds 3 cards.",
        "The deck: 55 cards. The next draw busts on a green card: 10 of 55, 18 percent."]
    assert tree.children[0].rule == "bank" and tree.children[-1].rule == "deck"
    other = PRESENTER.sheet(ctx(state), 1)
    assert say(other.label) == "Bo's collection: 0 points; 0 stars banked on 0 cards; 0 cards unbanked."
    assert say(other.children[0].label) == "No unbanked cards."


def test_turn_table_and_scores():
    """T, W and S: whose turn and what the shop allows; each seat; the itemised scores."""
    say = localizer("en")
    state = _choice_table()
    c = ctx(state)
    assert say.lines(PRESENTER.turn(c)) == [
        "Your turn, no draw yet. The shop holds 3 cards, 55 cards left in the deck. Draw or take.",
        "The next draw busts on a green card: 10 of 55, 18 percent."]
    assert say.lines(PRESENTER.table(c)) == [
        "You, playing: -2 points, 0 stars banked; unbanked: red with 1 bulb and green with 2 bulbs.",
        "Bo: 0 points, 0 stars banked; unbanked: nothing."]
    assert say.lines(PRESENTER.scores(c, detailed=True)) == [
        "You: -2 points.", "Nothing banked.",
        "Red unbanked: minus 2 stars on 1 card, 1 bulb.",
        "Green unbanked: no star on 1 card, 2 bulbs.",
        "Bo: 0 points.", "Nothing banked."]
    assert say.lines(PRESENTER.legal_summary(c, state.legal_actions(0))) == [
        "You may draw: bust risk 10 in 55, 18 percent.", "You may take red, green or blue."]


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
    for msgs in (PRESENTER.dice(c), PRESENTER.scores(c, False), PRESENTER.scores(c, True),
                 PRESENTER.turn(c), PRESENTER.table(c), PRESENTER.legal_summary(c, legal)):
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
            texts += [say(PRESENTER.step_label(c, (step,), s))
                      for s in state.next_steps(viewer, (step,))]
    for key in PRESENTER.keys():
        answer = key.run(c, legal, None)
        assert answer is not None, key.command
        if isinstance(answer, Msg) or isinstance(answer, list):
            texts += say.lines(answer if isinstance(answer, list) else [answer])
    return texts


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


def test_own_draw_says_when_the_next_draw_cannot_bust():
    """The bust chance is 0 when no card of the drawn colour is left in the deck."""
    state = started()
    state.deck = [card("red", 1, 0)] + [c for c in cd.DECK if cd.COLOUR[c] == "blue"]
    state.shop = [card("blue", 1, 0)]
    lines = heard(state, Draw())
    assert lines[1] == (None, "Next draw: no red card left, no risk.")


def test_a_full_shop_offers_two_colours_among_those_present():
    """'with 5, every card of two colours': the take option and L name the colours once,
    not every pair joined by 'and' and 'or'."""
    state = _choice_table()
    state.shop += [card("yellow", 1, 0), card("blue", 1, 1)]
    assert labels(state, ()) == ["Take two colours among red, yellow, green and blue"]
    assert labels(state, (), "fr") == ["Prendre deux couleurs parmi rouge, jaune, vert et bleu"]
    assert labels(state, (), "es") == ["Tomar dos colores entre rojo, amarillo, verde y azul"]
    say = localizer("en")
    assert say.lines(PRESENTER.legal_summary(ctx(state), state.legal_actions(0)))[0] == (
        "You may take two colours among red, yellow, green and blue.")
    state.shop = [card("red", 1, 0), card("red", 1, 1), card("red", 2, 0), card("blue", 1, 0),
                  card("blue", 2, 0)]
    assert labels(state, ()) == ["Take red and blue"]


@pytest.mark.parametrize("lang, label, banked", [
    ("fr", "Collection de Bo : 0 point ; 0 étoile marquée sur 0 carte ; 0 carte non marquée.",
     "Rien de marqué."),
    ("es", "Colección de Bo: 0 puntos; 0 estrellas anotadas en 0 cartas; 0 cartas sin anotar.",
     "Nada anotado."),
])
def test_zero_counts_say_zero_not_one(lang, label, banked):
    """French reads 0 as singular: '0 carte', never '1 carte' for an empty pile."""
    state = _choice_table()
    say = localizer(lang)
    assert say(PRESENTER.sheet(ctx(state), 1).label) == label
    assert say.lines(PRESENTER.scores(ctx(state), detailed=True))[-1] == banked
