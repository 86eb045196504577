"""The hint key's answers (issue #13): the hard bot's move and its reason, legal, in three
languages, built only from what the player's view holds."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.core import CHANCE, all_games
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from tests.hint_support import playout_to, playout_until

LANGS = [Localizer(lang, strict=True) for lang in ("en", "fr", "es")]


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_a_hint_is_a_legal_move_said_in_one_sentence_in_three_languages(game):
    """'every hint is a legal move, said in one clear sentence in en, fr and es'; Shift+H
    reads up to three moves, numbered, each with what it should bring, never 'about 0'."""
    state = playout_to(game, 2, 3, 3)
    ranked = hints.ranking(game, state, 0, random.Random(1))
    legal = state.legal_actions(0)
    assert ranked and all(r.action in legal for r in ranked)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    presenter = game.presenter()
    for loc in LANGS:
        (one,) = hints.words(presenter, ctx, game.id, ranked, 1, loc.format)
        top = hints.words(presenter, ctx, game.id, ranked, 3, loc.format)
        text = loc.format(one)
        assert text.endswith(".") and text.count(". ") == 0, text
        # One colon, after 'Hint:': a second one reads as a new sentence on a braille display.
        assert text.count(":") == 1, text
        assert 1 <= len(top) <= 3
        lines = [loc.format(m) for m in top]
        assert [line[0] for line in lines] == [str(i + 1) for i in range(len(top))]
        assert all(line.count(":") == 1 for line in lines), lines
        assert not any(
            word in line
            for line in lines
            for word in ("about 0 ", "environ 0 ", "unas 0 ", "unos 0 ")
        )


def test_a_hint_plays_what_the_hard_bot_would():
    """'says the move the hard bot would make': the first move ranked is the hard bot's own."""
    for game in all_games():
        if getattr(game.bot("hard"), "needs_world", False):
            continue  # a search's ranking is its move by construction (SearchBot.__call__)
        state = playout_to(game, 2, 5, 3)
        view, legal = state.view(0), state.legal_actions(0)
        first = hints.ranking(game, state, 0, random.Random(2))[0].action
        assert first == game.bot("hard")(view, legal, random.Random(2))


def test_a_rethrow_hint_counts_the_dice_it_throws_not_those_the_player_marked():
    """La Linotte: 'Throw again, keeping two threes' must name the dice the hinted rethrow
    keeps, and its odds those of three dice thrown, even while the player has marked four
    dice in the chooser; the marked dice it throws are named to put back (play-test: R alone
    kept them)."""
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
    assert text.startswith(
        "Hint: put a 2 and a 5 back in play, then throw again, keeping two threes; this throw "
        "gives 42 percent"
    )


def forced_pass():
    """A Sixteen game between normal bots up to seat 0's first turn where Pass is all it may do."""
    from accessiplay.core import get_game
    from accessiplay.games.sixteen.actions import Pass

    game = get_game("sixteen")
    state = playout_until(game, 2, 0, lambda seat, legal, state: seat == 0 and legal == [Pass()])
    return game, state


@pytest.mark.parametrize(
    ("loc", "said"),
    list(
        zip(
            LANGS,
            (
                "Hint: pass; it is the only move you have.",
                "Conseil\u00a0: passez\u00a0; c'est le seul coup possible.",
                "Consejo: pasa; es la única jugada posible.",
            ),
            strict=True,
        )
    ),
)
def test_the_only_legal_move_is_said_as_such_not_with_an_empty_hand_expected(loc, said):
    """French player-editor, Sixteen's last pass with 60 points in hand: Shift+H said "1 :
    Passez ; une main sans doute vide à la fin" (nothing was weighed: the one move's numbers
    were zeros). H and Shift+H now say it is the only move, and expect nothing of it."""
    game, state = forced_pass()
    ranked = hints.ranking(game, state, 0, random.Random(1))
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    for count in (1, 3):
        lines = hints.words(game.presenter(), ctx, game.id, ranked, count, loc.format)
        assert [loc.format(m) for m in lines] == [said]


def test_only_the_figure_that_ranks_can_sound_better():
    """French player-editor: Shift+H in Sixteen said move 2 was 'too close to move 1 to tell
    apart from luck' with about 40 points left in hand against move 1's 38. Against rivals the
    share of games won ranks the moves and is said first: only more wins sound better, whatever
    the points; solo the points rank, fewer sounding better where the fewest win."""
    from accessiplay.bots import Ranked
    from accessiplay.core import get_game
    from accessiplay.games.sixteen.actions import Pass

    first = Ranked(Pass(), 0.67, 38.0, 0.67, 32)
    fewer_points = Ranked(first.action, 0.60, 35.0, 0.60, 32)
    more_wins = Ranked(first.action, 0.70, 40.0, 0.70, 32)
    assert get_game("sixteen").fewest_points_win
    assert not hints.sounds_better(fewer_points, first, fewest_points_win=True)
    assert hints.sounds_better(more_wins, first, fewest_points_win=True)
    assert hints.measure([first, fewer_points]) == "wins"
    solo = Ranked(Pass(), 38.0, 38.0, None, 32)
    more = Ranked(first.action, 40.0, 40.0, None, 32)
    assert hints.sounds_better(more, solo), "solo, more points sound better"
    assert not hints.sounds_better(more, solo, fewest_points_win=True)
    assert hints.measure([solo, more]) == "points"
