"""The Sixty-One bots: legal moves from their own view only, and normal beats easy."""

import random
import statistics

import pytest
from sixty_one_support import GAME, Assign, roll, table

from accessiplay.core.playout import play_bots


def _game(levels: list[str], seed: int) -> list[int]:
    """One seeded game between bots of these levels (an illegal choice would raise); the acorns."""
    return [sheet.total for sheet in play_bots(GAME, levels, seed).scores()]


@pytest.mark.slow
def test_normal_scores_more_acorns_than_easy_on_average():
    """Seats swapped every game: the greedy bot gathers clearly more acorns than random play."""
    normal, easy = [], []
    for seed in range(40):
        levels = ["normal", "easy"] if seed % 2 else ["easy", "normal"]
        scores = _game(levels, seed)
        normal.append(scores[levels.index("normal")])
        easy.append(scores[levels.index("easy")])
    assert statistics.mean(normal) > statistics.mean(easy) + 5


def test_normal_takes_the_move_worth_most_acorns():
    """Greedy: with a pumpkin waiting for its 4, it completes it rather than start elsewhere."""
    state = table(1, sheets={(0, 1): [4, None, None, None]})
    roll(state, 1, 4, 3)
    action = GAME.bot("normal")(state.view(0), state.legal_actions(0), random.Random(0))
    assert action == Assign(1, 4, 1)


def test_bots_see_only_their_view_so_others_secret_choices_cannot_guide_them():
    """A bot's decision is the same whatever another seat secretly chose."""
    state = table(2)
    roll(state, 2, 5, 5)
    state.apply(0, Assign(5, 5, 1))
    other = GAME.shuffle_secrets(state, 1, random.Random(9))
    for level in GAME.bot_levels():
        mine = GAME.bot(level)(state.view(1), state.legal_actions(1), random.Random(3))
        theirs = GAME.bot(level)(other.view(1), other.legal_actions(1), random.Random(3))
        assert mine == theirs
