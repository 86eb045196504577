"""Sixteen's bots: legal moves only, from their own view; normal beats easy on average."""

from __future__ import annotations

import random

from sixteen_tables import table

from accessiplay.core.playout import play_bots
from accessiplay.games.sixteen.actions import EndTurn, Pass, Place, PlaceAgain, Scissors
from accessiplay.games.sixteen.game import GAME


def _play(levels: list[str], seed: int):
    """A whole game between these bot levels (an illegal choice would raise); the final state."""
    return play_bots(GAME, levels, seed)


def test_normal_beats_easy_on_average_seats_swapped():
    """Normal (greedy: points shed, own tiles stranded, others blocked) beats easy (random
    placements) in most two-player games, each seat played both ways."""
    wins = 0.0
    games = 40
    for seed in range(games):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        state = _play(levels, seed)
        winners = state.winners()
        wins += sum(levels[w] == "normal" for w in winners) / len(winners)
    assert wins / games >= 0.75


def test_bots_finish_three_and_four_player_games_with_legal_moves():
    """Every level plays whole 3- and 4-player games choosing only legal actions."""
    for seed, levels in enumerate(
        [["easy", "normal", "easy"], ["normal"] * 4, ["easy"] * 4, ["normal", "easy", "normal"]]
    ):
        state = _play(levels, seed)
        assert state.winners()


def test_normal_finishes_a_run_rather_than_stranding_its_own_tiles():
    """With red 2, 3, 4 and the row at its 1, normal lays the whole run."""
    state = table([{"red": [2, 3, 4], "blue": [9]}, {"yellow": [5]}], rows={"blue": [1, 12]})
    action = GAME.bot("normal")(state.view(0), state.legal_actions(0), random.Random(0))
    assert action == Place("red", (2, 3, 4))


def test_when_nothing_fits_normal_spends_a_special_rather_than_pass():
    """A special left in hand costs 20 at the end: with nothing to place, normal uses it."""
    state = table([{"red": [3]}, {"red": [2]}], specials=[(1, 0), (0, 0)], rows={"red": [1, 8]})
    bot = GAME.bot("normal")
    action = bot(state.view(0), state.legal_actions(0), random.Random(0))
    assert action == Scissors("red")
    state.apply(0, action)
    follow = bot(state.view(0), state.legal_actions(0), random.Random(0))
    assert follow == PlaceAgain("red", (3,))


def test_easy_passes_or_plays_only_what_is_offered():
    """Easy chooses among the legal actions: a placement when one exists, else pass or a special."""
    state = table([{"red": [3]}, {"red": [2]}], rows={"red": [1, 8]})
    assert GAME.bot("easy")(state.view(0), state.legal_actions(0), random.Random(1)) == Pass()
    state = table([{"red": [3]}, {"red": [2]}], specials=[(1, 0), (0, 0)], rows={"red": [1, 8]})
    state.apply(0, Scissors("red"))
    assert GAME.bot("easy")(state.view(0), state.legal_actions(0), random.Random(1)) in (
        PlaceAgain("red", (3,)),
        EndTurn(),
    )
