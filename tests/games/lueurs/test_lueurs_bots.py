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


def test_two_player_hard_never_saves_turns_against_a_rival():
    """Issue #13: saving turns 'wins only 22% head to head, because the rival ends the game
    first and wins the bag races', and a hint 'is never worse than the normal bot's move'.
    Alone, of two sheets alike but for one more bulb ticked, hard rates the one nearer the end
    lower (each turn left is Grelots); against a rival, it rates them as normal's promise does."""
    from accessiplay.games.lueurs.bots import _turns_judge, promise
    from accessiplay.games.lueurs.sheet import Sheet

    slow, fast = Sheet(), Sheet()
    fast.bulbs = [1, 0, 0, 0, 0]
    extra = {}
    for players in (1, 2):
        state = GAME.new_state(players)
        state.apply(CHANCE, state.sample_chance(random.Random(1)))
        judge = _turns_judge(state.view(0))
        extra[players] = (judge(fast) - promise(fast)) - (judge(slow) - promise(slow))
    assert extra[1] < 0
    assert extra[2] == 0
