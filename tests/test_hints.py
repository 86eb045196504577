"""The hint key's answers (issue #13): the hard bot's move and its reason, legal, in three
languages, built only from what the player's view holds."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.core import CHANCE, all_games
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

LANGS = [Localizer(lang, strict=True) for lang in ("en", "fr", "es")]


def _decision(game, players: int, seed: int):
    """A seeded game advanced by normal bots to seat 0's first real choice after a few turns."""
    rng = random.Random(seed)
    state = game.new_state(players)
    normal = game.bot("normal")
    decisions = 0
    while True:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        legal = state.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            decisions += 1
            if decisions > 3:
                return state
        state.apply(seat, normal(state.view(seat), legal, rng))


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_hint_is_a_legal_move_said_in_one_sentence_in_three_languages(game):
    """'every hint is a legal move, said in one clear sentence in en, fr and es'; Shift+H
    reads up to three moves, numbered, each with what it should bring."""
    state = _decision(game, 2, 3)
    ranked = hints.ranking(game, state, 0, random.Random(1))
    legal = state.legal_actions(0)
    assert ranked and all(r.action in legal for r in ranked)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    presenter = game.presenter()
    (one,) = hints.words(presenter, ctx, game.id, ranked, 1)
    top = hints.words(presenter, ctx, game.id, ranked, 3)
    assert 1 <= len(top) <= 3
    for loc in LANGS:
        text = loc.format(one)
        assert text.count(". ") <= 2 and str(round(ranked[0].points, 1)).split(".")[0] in text
        assert [loc.format(m)[0] for m in top] == [str(i + 1) for i in range(len(top))]


def test_a_hint_plays_what_the_hard_bot_would():
    """'says the move the hard bot would make': the first move ranked is the hard bot's own."""
    for game in all_games():
        if getattr(game.bot("hard"), "needs_world", False):
            continue  # a search's ranking is its move by construction (SearchBot.__call__)
        state = _decision(game, 2, 5)
        view, legal = state.view(0), state.legal_actions(0)
        first = hints.ranking(game, state, 0, random.Random(2))[0].action
        assert first == game.bot("hard")(view, legal, random.Random(2))


def test_a_rethrow_hint_counts_the_dice_it_throws_not_those_the_player_marked():
    """La Linotte: 'Throw again, 3 dice' must match the dice the hinted rethrow keeps, even
    while the player has marked others in the chooser."""
    from accessiplay.bots import Ranked
    from accessiplay.core import get_game
    from accessiplay.games.linotte.actions import Throw

    game = get_game("linotte")
    state = game.new_state(2)
    state.apply(CHANCE, game.action_types["DrawFirst"](0))
    state.apply(0, Throw())
    state.apply(CHANCE, game.action_types["Roll"]((2, 3, 3, 5, 6)))
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"], marks={"at": (1, 1), "kept": [True] * 4 + [False]})
    hint = Ranked(Throw((3, 3)), 1.0, 1.0, None, 0)
    (msg,) = hints.words(game.presenter(), ctx, game.id, [hint], 1, LANGS[0].format)
    text = LANGS[0].format(msg)
    assert "3 dice" in text and "3 and 3" in text
