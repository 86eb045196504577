"""16 lueurs d'hiver bots: legal choices from their views only, and normal plays better than easy."""

from __future__ import annotations

import random
import statistics

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.core.playout import play_bots

GAME = get_game("lueurs")


def play(levels, seed):
    """One seeded game between bots of these levels (an illegal choice would raise); the totals."""
    return [sheet.total for sheet in play_bots(GAME, levels, seed).scores()]


def test_easy_records_a_pair_whenever_one_fits():
    """Easy is weak but plausible: it does not skip a turn when a pair fits somewhere."""
    rng = random.Random(5)
    state = GAME.new_state(1)
    state.apply(CHANCE, state.sample_chance(rng))
    legal = state.legal_actions(0)
    for _ in range(20):
        assert GAME.bot("easy")(state.view(0), legal, rng).pair is not None


@pytest.mark.slow
def test_normal_beats_easy_on_average_seats_swapped():
    """Over seeded 2-player games with seats swapped, normal scores clearly more than easy."""
    scores = {"easy": [], "normal": []}
    for seed in range(12):
        levels = ("easy", "normal") if seed % 2 else ("normal", "easy")
        for level, total in zip(levels, play(levels, seed)):
            scores[level].append(total)
    assert statistics.mean(scores["normal"]) > statistics.mean(scores["easy"]) + 10


@pytest.mark.slow
def test_solo_normal_aims_high():
    """Solo play aims at a high score: the normal bot's solo games beat the easy bot's."""
    normal = [play(("normal",), 100 + seed)[0] for seed in range(6)]
    easy = [play(("easy",), 100 + seed)[0] for seed in range(6)]
    assert statistics.mean(normal) > statistics.mean(easy)


def test_turns_left_counts_the_bulbs_of_the_four_nearest_garlands():
    """RULES.md §1: 'End: after the turn in which any player has filled four garlands'; one
    bulb is ticked a turn, so a sheet needs at least the bulbs its four nearest garlands lack."""
    from accessiplay.games.lueurs.bots import turns_left
    from accessiplay.games.lueurs.sheet import Sheet

    sheet = Sheet()
    assert turns_left(sheet) == 12  # garlands of 3, 3, 3, 3 and 4 bulbs
    sheet.bulbs = [3, 3, 0, 1, 2]
    assert turns_left(sheet) == 0 + 0 + 2 + 2


@pytest.mark.slow
def test_solo_hard_makes_the_game_last_and_scores_more_than_normal():
    """Issue #13: 'valuing the turns left (normal's estimate + 3 × expected turns remaining)'
    — alone, every turn gained is more Grelots: hard outscores normal on the same dice."""
    hard = [play(("hard",), 200 + seed)[0] for seed in range(4)]
    normal = [play(("normal",), 200 + seed)[0] for seed in range(4)]
    assert statistics.mean(hard) > statistics.mean(normal) + 5


def _squirrel(dominoes):
    """A fresh sheet with this many dominoes placed from the arrow outward (3, 2, 4, 1, 5)."""
    from accessiplay.games.lueurs.sheet import Sheet

    sheet = Sheet()
    sheet.squirrel = {space: (1, 1) for space in (3, 2, 4, 1, 5)[:dominoes]}
    return sheet


def test_two_player_hard_counts_the_bag_its_turn_takes_from_the_rival():
    """RULES.md §1: 'every player who completed a zone ... circles its bag; everyone else
    crosses that bag out'. Against a rival one domino from the Squirrel's bag, hard values
    filling the Squirrel first by more than normal does: the rival's bag is gone too."""
    from accessiplay.games.lueurs.bots import promise
    from accessiplay.games.lueurs.hard import race_judge

    judge = race_judge([_squirrel(4)])
    hard_gain = judge(_squirrel(5)) - judge(_squirrel(4))
    normal_gain = promise(_squirrel(5)) - promise(_squirrel(4))
    assert hard_gain > normal_gain + 1


def test_two_player_hard_hopes_less_for_a_bag_the_rival_is_winning():
    """The first to complete a zone takes its bag: with three dominoes in its Squirrel, hard
    hopes less of the bag against a rival one domino from it than against a rival with none,
    and nothing of a bag it cannot fill before the game's likely end."""
    from accessiplay.games.lueurs.hard import bag_share

    assert 0 < bag_share("squirrel", 3, 4, turns=10) < bag_share("squirrel", 3, 0, turns=10)
    assert bag_share("snowmen", 3, 0, turns=5) == 0


def test_two_player_hard_foresees_a_bag_the_rival_completes_on_these_dice():
    """'everyone else crosses that bag out': when the rival's expected turn on these dice fills
    its Squirrel, a fourth domino in hard's Squirrel is worth its Grelots and no race any more;
    filling the Squirrel on the same turn still shares the bag ('all gain it')."""
    from accessiplay.games.lueurs.hard import race_judge

    rival = _squirrel(4)
    unseen = race_judge([rival])
    foreseen = race_judge([rival], [_squirrel(5)])
    assert unseen(_squirrel(4)) - unseen(_squirrel(3)) > 4 + 0.3  # space 1 and the race
    assert foreseen(_squirrel(4)) - foreseen(_squirrel(3)) == pytest.approx(4)
    assert foreseen(_squirrel(5)) - foreseen(_squirrel(4)) == pytest.approx(4 + 2)  # and the bag


def test_two_player_hard_plays_the_rivals_last_turn_for_the_win():
    """'End: after the turn in which any player has filled four garlands. Highest total
    wins': when the rival's expected turn lights its fourth garland, half-done rows are worth
    nothing and hard weighs each turn by its Grelots and whether they beat the rival's."""
    from accessiplay.games.lueurs.hard import ENDGAME, race_judge
    from accessiplay.games.lueurs.sheet import CIRCLED, Sheet

    rival = Sheet()
    rival.bulbs = [3, 3, 3, 2, 0]
    rival.bags.update(red=CIRCLED, yellow=CIRCLED, green=CIRCLED)
    lit = rival.clone()
    lit.bulbs[3] = 3  # the purple bag too: 8 Grelots in all
    judge = race_judge([rival], [lit])
    rows, tie, win = Sheet(), Sheet(), Sheet()
    rows.houses = {(3, 4), (3, 5)}
    tie.snowmen = {2, 12}
    win.snowmen = {2, 3, 12}
    assert judge(rows) == -ENDGAME / 2
    assert judge(tie) == 8
    assert judge(win) == 11 + ENDGAME / 2


def test_two_player_hint_figures_rank_the_moves_from_the_best_ones_promise():
    """Shift+H ranks the moves 'by what each should bring': two-handed, the first move's figure
    is what its sheet promises, and each lower move's is no higher than the one above it."""
    from itertools import pairwise

    from accessiplay.games.lueurs.bots import _promised, rank_hard
    from accessiplay.games.lueurs.sheet import Sheet

    state = GAME.new_state(2)
    state.apply(CHANCE, state.sample_chance(random.Random(3)))
    view = state.view(0)
    ranked = rank_hard(view, state.legal_actions(0), random.Random(0))
    sheet = Sheet.from_json(view["sheets"][0])
    assert ranked[0].points == pytest.approx(_promised(sheet, ranked[0].action))
    assert all(a.points >= b.points for a, b in pairwise(ranked))
