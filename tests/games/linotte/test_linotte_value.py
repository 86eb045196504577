"""La Linotte's learned position value and the exact reply it is judged after (issue #13: the
hard bot 'sees only its view and the legal actions like the others')."""

from __future__ import annotations

import random

import pytest

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import value as lv
from accessiplay.games.linotte.reply import replies
from benchmarks import linotte_value
from tests.games.linotte.linotte_support import table

EMPTY = (None,) * 25


def test_the_model_reads_one_weight_per_feature():
    """value.json holds a weight for each of the 52 features the value computes."""
    _bias, weights = lv._model()
    assert len(weights) == lv.FEATURES == len(lv.features(EMPTY, 0, 0, (12, 12), (0, 0)))


def test_points_ahead_near_the_end_are_worth_more_than_early():
    """'Most points wins': 6 points ahead with one pawn left each is nearly won; the same lead
    at the start is worth less, and 6 points behind at the end nearly lost."""
    late = table(pawns={"A1": 0, "A2": 0, "A3": 0, "E1": 0, "E2": 0, "E3": 0, "C5": 1})
    board = tuple(late.board)
    ahead = lv.value(board, 0, 0, (1, 1), (6, 0))
    early = lv.value(board, 0, 0, (11, 11), (6, 0))
    behind = lv.value(board, 0, 0, (1, 1), (0, 6))
    assert ahead > 0.9 and behind < 0.1 and early < ahead


def test_the_other_players_winning_five_lowers_my_value():
    """Black holds B1 to B4: black's next turn may end the game with a line of five ('the game
    ends as soon as a player makes an alignment of 5'); white's value falls once B5 is free."""
    board = [None] * 25
    for name in ("B1", "B2", "B3", "B4"):
        board[bd.INDEX[name]] = 1
    board[bd.INDEX["E1"]] = board[bd.INDEX["E2"]] = 0
    open_five = lv.value(tuple(board), 0, 0, (10, 8), (0, 3))
    board[bd.INDEX["B5"]] = 0
    blocked = lv.value(tuple(board), 0, 0, (9, 8), (0, 3))
    assert lv.win_chance(tuple(board), 1, 0, (9, 8), (0, 3)) == 0.0
    assert blocked > open_five + 0.1


@pytest.mark.parametrize("seed", range(4))
def test_the_reply_is_a_whole_turn_every_throw_counted(seed):
    """Normal's next turn as hard foresees it: its pawn goes on an empty cell (or nowhere), and
    the chances of all the turn's outcomes add up to one."""
    rng = random.Random(seed)
    board = [None] * 25
    for cell in rng.sample(range(25), 8):
        board[cell] = rng.randint(0, 1)
    pawns = (12 - board.count(0), 12 - board.count(1))
    points = (bd.points(board, 0), bd.points(board, 1))
    outcomes = replies(tuple(board), 1, 0, pawns, points)
    assert abs(sum(outcomes.values()) - 1.0) < 1e-9
    assert all(cell is None or board[cell] is None for cell in outcomes)


def test_the_fit_learns_the_lead_from_a_few_games():
    """`python -m benchmarks linotte_value` fits the weights again: from a few games it already
    rates 6 points ahead near the end above 6 points behind."""
    x, y = linotte_value.dataset(range(40))
    bias, weights = linotte_value.fit(x, y)
    assert len(weights) == lv.FEATURES

    def rated(points: tuple) -> float:
        """The fitted model's score of a late position (before the logistic)."""
        features = lv.features(EMPTY, 0, 0, (1, 1), points)
        return bias + sum(w * f for w, f in zip(weights, features))

    assert rated((6, 0)) > rated((0, 6))
