"""RULES.md §4, the end and the score: an empty hand ends the game at once; so does a round
of passes; 16s count 16, specials 20; lowest wins, then fewer tiles, else shared."""

from __future__ import annotations

from sixteen_tables import table

from accessiplay.games.sixteen.actions import EndTurn, Pass, Place, Scissors


def test_the_game_ends_at_once_when_a_player_has_no_tiles_left_and_that_player_wins():
    """RULES.md §4: "The game ends at once when a player has no tiles left (that player wins)"."""
    state = table([{"red": [9, 10]}, {"blue": [2]}, {"green": [3]}], turn=0)
    events = state.apply(0, Place("red", (9, 10)))
    assert state.is_terminal()
    assert state.winners() == (0,)
    assert [type(e).__name__ for e in events][-2:] == ["WentOut", "GameEnded"]
    assert events[-1].winners == (0,) and events[-1].scores == (0, 2, 3)


def test_a_special_as_the_last_tile_also_ends_the_game():
    """RULES.md §4: "no tiles left" counts special tiles too: using the last one ends the game."""
    state = table([{}, {"blue": [2]}], specials=[(1, 0), (0, 0)], rows={"red": [1, 5]})
    state.apply(0, Scissors("red"))
    assert state.is_terminal() and state.winners() == (0,)


def test_the_game_ends_when_every_player_passes_in_the_same_round():
    """RULES.md §4: "or when every player passes in the same round.\""""
    state = table([{"red": [3]}, {"red": [4]}, {"red": [2]}], rows={"red": [1, 9]})
    state.apply(0, Pass())
    state.apply(1, Pass())
    assert not state.is_terminal()
    assert state.view(2)["passed"] == [0, 1]
    events = state.apply(2, Pass())
    assert state.is_terminal()
    assert [type(e).__name__ for e in events][-2:] == ["AllPassed", "GameEnded"]
    assert state.winners() == (2,)


def test_a_move_between_passes_starts_the_round_of_passes_again():
    """RULES.md §4, "every player passes in the same round": read as every player passing one
    after another; a special or a placement in between means the round is not all passes."""
    state = table(
        [{"red": [3]}, {"red": [4]}, {"red": [2]}],
        specials=[(0, 0), (1, 0), (0, 0)],
        rows={"red": [1, 9, 12]},
    )
    state.apply(0, Pass())
    state.apply(1, Scissors("red"))
    state.apply(1, EndTurn())
    assert state.view(0)["passed"] == [] and state.acting_seats() == {2}
    state.apply(2, Pass())
    state.apply(0, Pass())
    assert not state.is_terminal()
    state.apply(1, Pass())
    assert state.is_terminal()


def _sheet(state, seat) -> dict:
    """A seat's itemised score as key → points, as the end view shows it."""
    return {key: points for key, points, _ in state.view(seat)["scores"][seat]}


def test_score_number_values_16_tiles_count_16_specials_count_20():
    """RULES.md §4: "Score = sum of remaining number tiles' values, each 16 tile 16, each
    Scissors or Trash bin 20.\""""
    state = table(
        [{"red": [3, "end"], "blue": [5, 11]}, {"green": ["restart"]}], specials=[(1, 1), (0, 0)]
    )
    sheets = state.scores()
    assert sheets[0].total == 3 + 16 + 5 + 11 + 20 + 20
    assert sheets[1].total == 16
    assert _sheet(state, 0) == {
        "red": 19,
        "yellow": 0,
        "green": 0,
        "blue": 16,
        "purple": 0,
        "scissors": 20,
        "trash": 20,
    }


def test_seed_example_19_points():
    """Seed 002: "Example: 3 + 5 + 11 = 19 Points"."""
    state = table([{"red": [3], "yellow": [5], "green": [11]}, {"blue": [2]}])
    assert state.scores()[0].total == 19


def _blocked(hands, specials=None):
    """A table where nothing fits anywhere, played to the end by passes."""
    rows = {name: [1, "end"] for name in ("red", "yellow", "green", "blue", "purple")}
    state = table(hands, rows=rows, specials=specials)
    for seat in range(len(hands)):
        state.apply(seat, Pass())
    assert state.is_terminal()
    return state


def test_lowest_score_wins():
    """RULES.md §4: "Lowest score wins\""""
    state = _blocked([{"red": [9]}, {"red": [3, 4]}, {"blue": [12]}])
    assert state.winners() == (1,)


def test_tie_then_fewer_tiles_wins():
    """RULES.md §4: "tie → fewer tiles wins" (seed: 19 points in 2 tiles beats 19 in 3)."""
    state = _blocked([{"red": [3, 5, 11]}, {"red": [4, 15]}])
    assert [s.total for s in state.scores()] == [19, 19]
    assert state.winners() == (1,)


def test_still_tied_the_win_is_shared():
    """RULES.md §4: "still tied → shared.\""""
    state = _blocked([{"red": [4, 15]}, {"blue": [9, 10]}, {"green": [2, 3, 14]}])
    assert state.winners() == (0, 1)


def test_during_the_game_only_your_own_score_is_known_at_the_end_every_hand():
    """RULES.md §4: hands are secret; at the end every hand is shown for the final score."""
    state = table([{"red": [3, 4]}, {"blue": [9]}], rows={"red": [1, 9]})
    view = state.view(0)
    assert view["scores"][0] is not None and view["scores"][1] is None
    assert view["hands"] is None
    state.apply(0, Pass())
    state.apply(1, Place("blue", (9,)))
    end = state.view(0)
    assert end["over"] and end["hands"][1]["tiles"]["blue"] == []
    assert end["scores"][1] is not None and end["winners"] == [1]
