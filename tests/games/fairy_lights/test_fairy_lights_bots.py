"""Fairy Lights bots: they choose from their view only, and normal weighs the bust chance."""

from __future__ import annotations

import random

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.core.playout import play_bots
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Shuffle, Take

GAME = get_game("fairy-lights")
EASY, NORMAL = GAME.bot("easy"), GAME.bot("normal")


def card(colour: str, bulbs: int, stars: int, nth: int = 0) -> int:
    """The id of the nth card with this face."""
    return [
        c
        for c in cd.DECK
        if cd.COLOUR[c] == colour and cd.BULBS[c] == bulbs and cd.STARS[c] == stars
    ][nth]


def table(held, shop, deck=None):
    """Seat 0 to play, holding `held` unbanked, facing `shop`, with `deck` (default: the rest)."""
    state = GAME.new_state(2)
    state.apply(CHANCE, Shuffle(order=cd.DECK))
    state.unbanked[0] = list(held)
    state.shop = list(shop)
    rest = [c for c in cd.DECK if c not in held and c not in shop]
    state.deck = rest if deck is None else list(deck)
    return state


def choose(bot, state, seed=0):
    """The bot's choice for the seat to play, from its view and legal actions only."""
    return bot(state.view(state.turn), state.legal_actions(state.turn), random.Random(seed))


def test_levels_are_easy_normal_then_hard():
    """Three levels, weakest first."""
    assert GAME.bot_levels() == ("easy", "normal", "hard")


def test_normal_banks_a_sure_colour_rather_than_risk_a_draw():
    """Banking 3 red bulbs for 5 stars beats drawing against a deck rich in the last colour."""
    state = table([card("red", 1, 2)], [card("blue", 1, 0), card("red", 2, 1)])
    assert choose(NORMAL, state) == Take(("red",))


def test_normal_draws_rather_than_take_a_colour_that_would_discard():
    """Taking green would reach 4 bulbs and throw its cards away: normal draws instead."""
    state = table([card("green", 2, 0)], [card("green", 2, 1)])
    assert choose(NORMAL, state) == Draw()


def test_normal_weighs_the_bust_chance_from_the_remaining_deck():
    """The same shop: with no blue card left normal draws; with only blue cards left it takes."""
    shop = [card("yellow", 1, 0), card("blue", 1, 0)]
    blues = cd.of_colour(cd.DECK, "blue")[1:]
    safe = table([], shop, deck=[c for c in cd.DECK if c not in blues and c not in shop])
    doomed = table([], shop, deck=blues)
    assert choose(NORMAL, safe) == Draw()
    assert isinstance(choose(NORMAL, doomed), Take)


def test_bots_must_draw_from_an_empty_shop():
    """'Shop is empty: you must draw': both levels do."""
    state = table([], [])
    assert choose(EASY, state) == Draw() and choose(NORMAL, state) == Draw()


def test_bots_decide_from_the_view_not_the_hidden_deck_order():
    """A bot sees only its view: the same table with another deck order gets the same choice."""
    state = table([card("red", 1, 2)], [card("red", 1, 0), card("blue", 2, 1)])
    twin = GAME.shuffle_secrets(state, 0, random.Random(5))
    assert twin.deck != state.deck
    for bot in (EASY, NORMAL):
        for seed in range(5):
            assert choose(bot, state, seed) == choose(bot, twin, seed)


@pytest.mark.slow
def test_normal_beats_easy_on_average():
    """Normal wins most 2-player games against easy, seats swapped (seeded, bounded)."""
    wins = 0
    games = 40
    for seed in range(games):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        state = play_bots(GAME, levels, seed)
        wins += state.winners() == (levels.index("normal"),)
    assert wins >= 0.65 * games, wins


HARD = GAME.bot("hard")


def banked_worth(stars: int, spare: list[int]) -> list[int]:
    """Cards from `spare` (taken out of it) whose stars add up to `stars`."""
    chosen: list[int] = []
    for c in sorted(spare, key=lambda c: -cd.STARS[c]):
        if cd.STARS[c] and cd.stars(chosen) + cd.STARS[c] <= stars:
            chosen.append(c)
    assert cd.stars(chosen) == stars
    for c in chosen:
        spare.remove(c)
    return chosen


def last_card_table():
    """One card left, a purple; Ana (seat 0) 20 stars banked and nothing at risk; Bob 19
    banked, holding two purple bulbs (2 stars) unbanked; the shop yellow, green, purple, blue."""
    shop = [16, 31, 52, 36]
    state = table([], shop, deck=[50])
    state.unbanked[1] = [55, 48]
    spare = [c for c in cd.DECK if c not in (*shop, 50, 55, 48)]
    state.banked = [banked_worth(20, spare), banked_worth(19, spare)]
    return state


def test_hard_draws_the_last_card_to_end_a_game_it_leads():
    """Normal takes the blue card, and Bob banks his purples with the purple left in the shop
    (22 to 20). Drawing the last card is safe after blue and ends the game with Ana ahead:
    hard sees the end of the game and draws."""
    state = last_card_table()
    assert choose(NORMAL, state) == Take(("blue",))
    assert choose(HARD, state) == Draw()


def test_hard_ranks_every_legal_move_once_and_plays_its_first():
    """The hint key reads hard's ranking: every legal move once, best first, the first the
    move hard plays, mid-game as with the last cards."""
    early = table([card("red", 1, 2)], [card("red", 1, 0), card("blue", 2, 1)])
    for state in (early, last_card_table()):
        view, legal = state.view(0), state.legal_actions(0)
        ranked = HARD.rank(view, legal, random.Random(0))
        assert sorted(map(repr, (r.action for r in ranked))) == sorted(map(repr, legal))
        assert [r.value for r in ranked] == sorted((r.value for r in ranked), reverse=True)
        assert ranked[0].action == choose(HARD, state)


def test_hard_decides_from_the_view_not_the_hidden_deck_order():
    """Hard sees only its view too: another order of the same deck gets the same choice,
    mid-game and when the last cards are played out exactly."""
    early = table([card("red", 1, 2)], [card("red", 1, 0), card("blue", 2, 1)])
    late = table([card("green", 1, 1)], [card("blue", 1, 0)], deck=list(range(20, 25)))
    for state in (early, late):
        twin = GAME.shuffle_secrets(state, 0, random.Random(5))
        assert twin.deck != state.deck
        for seed in range(3):
            assert choose(HARD, state, seed) == choose(HARD, twin, seed)
