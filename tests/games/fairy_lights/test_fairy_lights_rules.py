"""Fairy Lights rules, one test per rule of RULES.md §3, each quoting the rule it checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from accessiplay.core import CHANCE, IllegalAction, get_game
from accessiplay.core.events import GameEnded
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Shuffle, Take
from accessiplay.games.fairy_lights.events import CardDrawn, ColourSettled, TurnBegan

GAME = get_game("fairy-lights")


def card(colour: str, bulbs: int, stars: int, nth: int = 0) -> int:
    """The id of the nth card with this face."""
    return [
        c
        for c in cd.DECK
        if cd.COLOUR[c] == colour and cd.BULBS[c] == bulbs and cd.STARS[c] == stars
    ][nth]


def started(top: tuple[int, ...] = (), players: int = 2):
    """A game whose deck was shuffled with `top` as its first cards, the rest in id order."""
    state = GAME.new_state(players)
    order = tuple(top) + tuple(c for c in cd.DECK if c not in top)
    state.apply(CHANCE, Shuffle(order=order))
    return state


def table(shop=(), unbanked=None, banked=None, deck=None, players: int = 2):
    """A position built from a snapshot, seat 0 to play: these cards in the shop and in the
    seats' unbanked and banked piles ({seat: cards}); the deck holds `deck` (default: every
    other card, in id order) and any card left over has been discarded."""
    piles = {"unbanked": unbanked or {}, "banked": banked or {}}
    placed = [*shop, *(c for kind in piles.values() for pile in kind.values() for c in pile)]
    rest = [c for c in cd.DECK if c not in placed]
    deck = rest if deck is None else list(deck)
    snapshot = started(players=players).snapshot()
    snapshot.update(shop=list(shop), deck=deck, discarded=[c for c in rest if c not in deck])
    for kind, pile in piles.items():
        snapshot[kind] = [list(pile.get(seat, ())) for seat in range(players)]
    return GAME.from_snapshot(snapshot)


def reason(state, seat, action) -> str:
    """The reason code with which an illegal action is refused (and the state left untouched)."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert state.snapshot() == before
    return caught.value.reason


RED1, RED2 = card("red", 1, 1), card("red", 2, 1)
BLUE1, GREEN1, YELLOW1, PURPLE1 = (card(c, 1, 1) for c in ("blue", "green", "yellow", "purple"))


# --- Deck ---------------------------------------------------------------------------------


def test_deck_60_cards_5_colours_by_12():
    """'Deck: 60 cards, 5 colours × 12 (red, yellow, green, blue, purple)'."""
    assert len(cd.DECK) == 60
    assert Counter(cd.COLOUR[c] for c in cd.DECK) == {
        c: 12 for c in ("red", "yellow", "green", "blue", "purple")
    }


@pytest.mark.parametrize("colour", cd.COLOURS)
def test_each_colour_has_eight_1_bulb_and_four_2_bulb_cards(colour):
    """'Per colour: eight 1-bulb cards worth 0,0,1,1,1,1,2,2 stars and four 2-bulb cards worth
    0,0,1,1 stars (16 bulbs and 10 stars per colour).'"""
    ids = cd.of_colour(cd.DECK, colour)
    one = sorted(cd.STARS[c] for c in ids if cd.BULBS[c] == 1)
    two = sorted(cd.STARS[c] for c in ids if cd.BULBS[c] == 2)
    assert one == [0, 0, 1, 1, 1, 1, 2, 2] and two == [0, 0, 1, 1]
    assert cd.bulbs(ids) == 16 and cd.stars(ids) == 10


def test_the_deck_is_shuffled_once_by_chance():
    """The deck is shuffled once at the start: chance acts first, with a permutation of the 60 cards."""
    state = GAME.new_state(3)
    assert state.acting_seats() == {CHANCE}
    assert state.legal_actions(CHANCE) == []
    assert reason(state, CHANCE, Shuffle(order=tuple(range(59)))) == "bad-shuffle"
    assert reason(state, CHANCE, Shuffle(order=(0,) * 60)) == "bad-shuffle"
    state.apply(CHANCE, state.sample_chance(random.Random(4)))
    assert state.acting_seats() == {0}, "the first player at the table begins"


def test_remaining_deck_composition_is_public_but_not_its_order():
    """'The remaining deck's composition is public (the real cards print it on their backs)'."""
    state = started((RED1, BLUE1, RED2))
    state.apply(0, Draw())
    state.apply(0, Draw())
    view = state.view(1)
    assert view["deck"]["left"] == 58
    assert view["deck"]["colours"]["red"] == 11 and view["deck"]["colours"]["blue"] == 11
    faces = {(f["colour"], f["bulbs"], f["stars"]): f["count"] for f in view["deck"]["faces"]}
    assert faces == cd.composition(state.deck)
    twin = GAME.shuffle_secrets(state, 1, random.Random(1))
    assert twin.deck != state.deck and twin.view(1) == view and twin.view(0) == state.view(0)


# --- Start of turn ------------------------------------------------------------------------


def test_empty_shop_must_draw():
    """'Shop is empty: you must draw.'"""
    state = started()
    assert state.legal_actions(0) == [Draw()]
    assert reason(state, 0, Take(("red",))) == "shop-empty"


def test_shop_of_1_to_4_draw_or_take():
    """'Shop holds 1–4: choose to draw or to take.'"""
    state = started((RED1, BLUE1, GREEN1, YELLOW1))
    for size in range(1, 5):
        state.apply(0, Draw())
        legal = state.legal_actions(0)
        assert Draw() in legal and any(isinstance(a, Take) for a in legal), size


def test_full_shop_must_take_and_may_not_draw():
    """'Shop holds 5 cards: you must take, and may not draw.'"""
    state = started((RED1, BLUE1, GREEN1, YELLOW1, PURPLE1))
    for _ in range(5):
        state.apply(0, Draw())
    assert state.turn == 0 and len(state.shop) == 5
    assert all(isinstance(a, Take) for a in state.legal_actions(0))
    assert reason(state, 0, Draw()) == "shop-full"


def test_next_player_facing_a_full_shop_must_take():
    """'Shop holds 5 cards: you must take' — at the start of a turn, after a bust filled it."""
    state = started((RED1, BLUE1, GREEN1, YELLOW1, card("yellow", 1, 0)))
    for _ in range(5):
        state.apply(0, Draw())
    assert state.turn == 1 and len(state.shop) == 5
    assert Draw() not in state.legal_actions(1)
    assert reason(state, 1, Draw()) == "shop-full"


# --- Draw ---------------------------------------------------------------------------------


def test_draw_reveals_the_top_card_at_the_end_of_the_shop():
    """'Draw: reveal the top card and put it at the end of the shop.'"""
    state = started((BLUE1, RED1))
    events = state.apply(0, Draw())
    assert state.shop == [BLUE1]
    state.apply(0, Draw())
    assert state.shop == [BLUE1, RED1]
    assert isinstance(events[0], CardDrawn) and events[0].card == BLUE1 and not events[0].bust


def test_bust_on_the_colour_of_the_last_card():
    """'If it has the colour of the card that was last in the shop before it, you bust: your turn
    ends at once, you take nothing, the card stays.'"""
    state = started((BLUE1, RED1, RED2))
    for _ in range(2):
        state.apply(0, Draw())
    events = state.apply(0, Draw())
    assert events[0] == CardDrawn(seat=0, card=RED2, bust=True, shop=3, left=57, risky=10)
    assert isinstance(events[1], TurnBegan) and events[1].seat == 1
    assert state.shop == [BLUE1, RED1, RED2], "the card stays"
    assert state.unbanked[0] == [] and state.banked[0] == [], "you take nothing"
    assert state.turn == 1


def test_bust_only_against_the_last_card_not_earlier_ones():
    """'the colour of the card that was last in the shop before it': earlier cards do not count."""
    state = started((RED1, BLUE1, RED2))
    for _ in range(3):
        events = state.apply(0, Draw())
    assert not events[0].bust and state.turn == 0 and len(state.shop) == 3


def test_first_card_into_an_empty_shop_never_busts():
    """A bust needs 'the card that was last in the shop before it': an empty shop has none."""
    state = started((RED1, RED2))
    state.apply(0, Draw())
    state.apply(0, Take(("red",)))
    state.apply(1, Draw())
    assert state.turn == 1 and state.shop == [RED2]


def test_draw_filling_the_shop_forces_a_take():
    """'Otherwise, if the shop now holds 5 cards you must take; else you choose to draw again or take.'"""
    state = started((RED1, BLUE1, GREEN1, YELLOW1, PURPLE1))
    for size in range(1, 5):
        state.apply(0, Draw())
        assert Draw() in state.legal_actions(0), size
    state.apply(0, Draw())
    assert state.turn == 0
    assert state.legal_actions(0) and Draw() not in state.legal_actions(0)


# --- Take ---------------------------------------------------------------------------------


def test_one_colour_from_1_to_4_cards():
    """'Take: with 1–4 cards in the shop take every card of one colour'."""
    state = started((RED1, BLUE1, RED2))
    for _ in range(3):
        state.apply(0, Draw())
    assert state.legal_actions(0) == [Draw(), Take(("red",)), Take(("blue",))]
    assert reason(state, 0, Take(("red", "blue"))) == "take-one"
    assert reason(state, 0, Take(("green",))) == "colour-absent"
    assert reason(state, 0, Take(("pink",))) == "bad-colour"
    state.apply(0, Take(("red",)))
    assert state.shop == [BLUE1]
    assert sorted(state.unbanked[0] + state.banked[0] + state.discarded) == sorted([RED1, RED2])


def test_two_colours_from_a_full_shop():
    """'with 5, every card of two colours'."""
    state = started((RED1, BLUE1, RED2, GREEN1, card("blue", 2, 0)))
    for _ in range(5):
        state.apply(0, Draw())
    takes = [a.colours for a in state.legal_actions(0)]
    assert takes == [("red", "green"), ("red", "blue"), ("green", "blue")]
    assert reason(state, 0, Take(("red",))) == "take-two"
    state.apply(0, Take(("red", "blue")))
    assert state.shop == [GREEN1]
    assert len(state.unbanked[0] + state.banked[0] + state.discarded) == 4


def test_full_shop_of_one_colour_takes_that_one():
    """'(only one colour present: take that one)'."""
    state = table(shop=cd.of_colour(cd.DECK, "red")[:5])
    assert state.legal_actions(0) == [Take(("red",))]
    state.apply(0, Take(("red",)))
    assert state.shop == []


# --- Bank, keep, discard ------------------------------------------------------------------


@pytest.mark.parametrize(
    "bulbs, fate",
    [
        (1, "keep"),
        (2, "keep"),
        (3, "bank"),
        (4, "discard"),
        (5, "discard"),
        (6, "bank"),
        (7, "discard"),
        (8, "discard"),
        (9, "bank"),
        (10, "discard"),
        (11, "discard"),
        (12, "bank"),
    ],
)
def test_fate_by_bulb_count(bulbs, fate):
    """'a multiple of 3 → bank all those cards; 1 or 2 → keep them; 4 or more otherwise → discard'."""
    assert cd.fate(bulbs) == fate


def _take_red(held: list[int], shop: list[int]):
    """Seat 0 holds `held` unbanked and takes the red cards of `shop`; returns state and events."""
    state = table(shop=shop, unbanked={0: held})
    return state, state.apply(0, Take(("red",)))


@pytest.mark.parametrize(
    "held, taken",
    [
        ([card("red", 1, 2)], [card("red", 2, 1)]),  # 3 bulbs
        ([card("red", 2, 0)], [card("red", 2, 1), card("red", 2, 0, 1)]),  # 6 bulbs
        (
            [card("red", 1, 2)],
            [card("red", 2, 0), card("red", 2, 0, 1), card("red", 2, 1), card("red", 2, 1, 1)],
        ),  # 9 bulbs
    ],
)
def test_bank_at_every_multiple_of_3(held, taken):
    """'count the bulbs of that colour in your unbanked collection: a multiple of 3 → bank all
    those cards (face down, scored)'."""
    state, events = _take_red(held, taken)
    assert sorted(state.banked[0]) == sorted(held + taken)
    assert state.unbanked[0] == []
    settled = [e for e in events if isinstance(e, ColourSettled)]
    assert settled[0].fate == "bank"
    assert state.scores()[0].total == cd.stars(held + taken)


def test_keep_at_1_or_2_bulbs():
    """'1 or 2 → keep them'."""
    state, _events = _take_red([card("red", 1, 0)], [card("red", 1, 2)])
    assert sorted(state.unbanked[0]) == sorted([card("red", 1, 0), card("red", 1, 2)])
    assert state.banked[0] == []
    assert state.scores()[0].total == -2


def test_discard_every_unbanked_card_of_the_colour_beyond_2():
    """'4 or more otherwise → discard all your unbanked cards of that colour'."""
    blue = card("blue", 1, 2)
    state, events = _take_red([card("red", 2, 1), blue], [card("red", 2, 0)])
    assert state.unbanked[0] == [blue], "other colours stay"
    assert sorted(state.discarded) == sorted([card("red", 2, 1), card("red", 2, 0)])
    assert [e.fate for e in events if isinstance(e, ColourSettled)] == ["discard"]


def test_each_colour_taken_is_settled_on_its_own():
    """'for each colour just taken, count the bulbs of that colour in your unbanked collection'."""
    state = table(
        unbanked={0: [card("red", 2, 0), card("blue", 2, 1)]},
        shop=[
            card("red", 1, 1),
            card("blue", 2, 0),
            card("red", 1, 2),
            GREEN1,
            card("green", 1, 0),
        ],
    )
    events = state.apply(0, Take(("red", "blue")))
    fates = {e.colour: e.fate for e in events if isinstance(e, ColourSettled)}
    assert fates == {"red": "discard", "blue": "discard"}
    state = table(
        unbanked={0: [card("red", 2, 0), card("blue", 2, 1)]},
        shop=[card("red", 1, 1), GREEN1, card("blue", 1, 2), card("green", 1, 0), YELLOW1],
    )
    events = state.apply(0, Take(("red", "blue")))
    assert {e.colour: e.fate for e in events if isinstance(e, ColourSettled)} == {
        "red": "bank",
        "blue": "bank",
    }
    assert state.shop == [GREEN1, card("green", 1, 0), YELLOW1]


# --- End ----------------------------------------------------------------------------------


def _last_card(last: int, shop: list[int], **piles):
    """Seat 0 to play with `shop` in the shop and only `last` left in the deck."""
    return table(shop=shop, deck=[last], **piles)


def test_last_card_revealed_take_allowed_draw_not_then_game_ends():
    """'End: when the last card of the deck is revealed, the active player finishes that turn
    (taking is allowed, drawing is not) and the game ends.'"""
    state = _last_card(RED1, [BLUE1])
    state.apply(0, Draw())
    assert state.acting_seats() == {0}
    assert Draw() not in state.legal_actions(0)
    assert reason(state, 0, Draw()) == "last-card"
    events = state.apply(0, Take(("red",)))
    assert state.is_terminal()
    assert isinstance(events[-1], GameEnded)


def test_last_card_busting_ends_the_game_at_once():
    """'the active player finishes that turn': a bust on the last card ends it, and the game."""
    state = _last_card(RED2, [RED1])
    events = state.apply(0, Draw())
    assert events[0].bust and state.is_terminal()
    assert isinstance(events[-1], GameEnded)


def test_score_is_banked_stars_minus_unbanked_stars():
    """'Score = stars of banked cards minus stars of unbanked cards.'"""
    state = table(
        banked={0: [card("red", 1, 2), card("red", 2, 1), card("blue", 1, 1)]},
        unbanked={0: [card("green", 1, 2), card("yellow", 2, 1)]},
    )
    sheet = state.scores()[0]
    assert sheet.total == 4 - 3
    assert [(i.key, i.points) for i in sheet.items] == [
        ("banked", 4),
        ("unbanked", -1),
        ("unbanked", -2),
    ]


def test_highest_wins_and_a_tie_is_shared():
    """'Highest wins; a tie is shared.'"""
    banked = {0: [card("green", 1, 2)], 2: [card("green", 1, 1)]}
    state = _last_card(RED1, [BLUE1], banked=banked, players=3)
    state.apply(0, Draw())
    events = state.apply(0, Take(("red",)))
    assert [s.total for s in state.scores()] == [2 - 1, 0, 1]
    assert state.winners() == (0, 2)
    ended = events[-1]
    assert ended.winners == state.winners()
    assert ended.scores == tuple(s.total for s in state.scores())


def test_a_single_best_score_wins_alone():
    """'Highest wins': one seat ahead is the only winner."""
    state = _last_card(RED1, [BLUE1], banked={1: [card("green", 1, 2)]})
    state.apply(0, Draw())
    state.apply(0, Take(("blue",)))
    assert state.winners() == (1,)
