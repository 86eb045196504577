"""The fast La Linotte duel (benchmarks/linotte_duel.py) plays the games the rules would: issue
#13's 'hard beats normal' is measured over thousands of its games."""

from __future__ import annotations

import random

import pytest

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import rollout
from benchmarks import linotte_duel, linotte_value


@pytest.mark.parametrize("seed", range(6))
def test_normal_against_normal_is_the_game_the_value_was_fitted_on(seed):
    """With normal in both seats, a duel is the very game the value's fit plays on these dice,
    won by the same seat: the duel's turn loop, first player and end follow rollout's."""
    _, winner = linotte_value.positions(seed)
    assert [linotte_duel.duel(seed, seat, "normal") for seat in (0, 1)] == [
        winner == 0,
        winner == 1,
    ]


@pytest.mark.parametrize("seed", range(12))
def test_a_turn_aims_only_at_the_cells_its_bot_values(seed):
    """'Place one pawn on an empty cell whose combination your final dice show, or nothing':
    a bot that values only B1 (a brelan of 2) ends its turn on B1 or on no cell at all."""
    only = bd.INDEX["B1"]

    def b1_only(board, seat, white, pawns, points):
        return {only: 1.0}

    board: list = [None] * 25
    taken = rollout.turn(board, 0, 0, [12, 12], [0, 0], random.Random(seed), b1_only)
    assert taken in (only, None)


def test_the_command_prints_the_rate_of_the_games_played(capsys):
    """`python -m benchmarks linotte_duel --seeds 0:2 --bot normal` plays 4 games, each seed
    with the seats swapped: normal against itself wins exactly half of them."""
    assert linotte_duel.main(["--seeds", "0:2", "--bot", "normal", "--processes", "1"]) == 0
    assert capsys.readouterr().out == "linotte: normal beats normal in 50.0% ± 49.0 of 4\n"
