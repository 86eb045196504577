"""RULES.md §4, Scissors and Trash bin: remove from the end of a row (never the 1), then at
most one placement on that same row; one special per turn; specials never forced."""

from __future__ import annotations

from sixteen_tables import refused, table

from accessiplay.games.sixteen.actions import EndTurn, Pass, Place, PlaceAgain, Scissors, Trash


def test_scissors_remove_the_last_tile_then_one_placement_on_that_row():
    """RULES.md §4: "Scissors: remove the last tile of any row … Then you may make one
    placement on that same row.\""""
    state = table(
        [{"red": [10, 11], "blue": [4]}, {"red": [2]}],
        specials=[(1, 0), (0, 0)],
        rows={"red": [1, 8, 12]},
    )
    state.apply(0, Scissors("red"))
    assert state.view(1)["rows"]["red"] == [1, 8]
    assert state.acting_seats() == {0}
    legal = state.legal_actions(0)
    assert legal[-1] == EndTurn()
    assert PlaceAgain("red", (10, 11)) in legal
    assert not any(isinstance(a, PlaceAgain) and a.row == "blue" for a in legal)
    assert refused(state, 0, PlaceAgain("blue", (4,))) == "other-row"
    assert refused(state, 0, Place("red", (10, 11))) == "finish-special"
    state.apply(0, PlaceAgain("red", (10, 11)))
    assert state.view(1)["rows"]["red"] == [1, 8, 10, 11]
    assert state.acting_seats() == {1}
    assert state.view(1)["out"]["red"] == [12]


def test_scissors_never_take_the_1():
    """RULES.md §4: Scissors remove the last tile "(never the "1"…)"."""
    state = table([{"red": [3]}, {"red": [2]}], specials=[(1, 0), (0, 0)])
    assert refused(state, 0, Scissors("red")) == "only-the-one"
    assert not any(isinstance(a, Scissors) for a in state.legal_actions(0))


def test_scissors_may_remove_a_16_end_reopening_the_row():
    """RULES.md §4: Scissors "(…a 16END may be removed)"."""
    state = table(
        [{"red": [13, 14], "blue": [4]}, {"red": [2]}],
        specials=[(1, 0), (0, 0)],
        rows={"red": [1, 12, "end"]},
    )
    events = state.apply(0, Scissors("red"))
    assert events[0].tile == "end"
    state.apply(0, PlaceAgain("red", (13, 14)))
    assert state.view(1)["rows"]["red"] == [1, 12, 13, 14]


def test_trash_bin_removes_one_or_more_tiles_from_the_end_never_the_1():
    """RULES.md §4: "Trash bin: remove one or more tiles from the end of one row (never the
    "1"). Then you may make one placement on that same row.\""""
    state = table(
        [{"red": [3], "blue": [4]}, {"red": [2]}],
        specials=[(0, 1), (0, 0)],
        rows={"red": [1, 5, 9, 12]},
    )
    counts = [a.count for a in state.legal_actions(0) if isinstance(a, Trash) and a.row == "red"]
    assert counts == [1, 2, 3]
    assert refused(state, 0, Trash("red", 4)) == "bad-count"
    assert refused(state, 0, Trash("red", 0)) == "bad-count"
    state.apply(0, Trash("red", 3))
    assert state.view(1)["rows"]["red"] == [1]
    assert state.view(1)["out"]["red"] == [5, 9, 12]
    state.apply(0, PlaceAgain("red", (3,)))
    assert state.view(1)["rows"]["red"] == [1, 3]


def test_the_placement_after_a_special_is_optional():
    """RULES.md §4: "Then you may make one placement" — ending the turn instead is allowed."""
    state = table(
        [{"red": [10], "blue": [4]}, {"red": [2]}], specials=[(1, 0), (0, 0)], rows={"red": [1, 12]}
    )
    state.apply(0, Scissors("red"))
    events = state.apply(0, EndTurn())
    assert state.acting_seats() == {1}
    assert [type(e).__name__ for e in events] == ["PlacementDeclined", "TurnBegan"]


def test_when_nothing_fits_after_a_special_only_ending_the_turn_is_left():
    """Reading (walkthrough 'specials'): the optional placement cannot be made when nothing of
    the player's fits that row. The player is told so privately and ends the turn as any other
    player who declines would (issue #10: a forced decline must look like a free one)."""
    state = table(
        [{"red": [3], "blue": [4]}, {"red": [2]}],
        specials=[(1, 0), (0, 0)],
        rows={"red": [1, 8, 12]},
    )
    events = state.apply(0, Scissors("red"))
    assert state.acting_seats() == {0}
    assert state.legal_actions(0) == [EndTurn()]
    nothing = [e for e in events if type(e).__name__ == "NothingFits"]
    assert nothing and nothing[0].audience == (0,)
    assert [type(e).__name__ for e in state.apply(0, EndTurn())] == [
        "PlacementDeclined",
        "TurnBegan",
    ]
    assert state.acting_seats() == {1}


def test_at_most_one_special_tile_per_turn():
    """RULES.md §4: "At most one special tile per turn.\""""
    state = table(
        [{"red": [10], "blue": [4]}, {"red": [2]}],
        specials=[(2, 1), (0, 0)],
        rows={"red": [1, 12], "blue": [1, 9]},
    )
    state.apply(0, Scissors("red"))
    assert refused(state, 0, Scissors("blue")) == "one-special"
    assert refused(state, 0, Trash("blue", 1)) == "one-special"
    assert not any(isinstance(a, (Scissors, Trash)) for a in state.legal_actions(0))


def test_specials_are_never_forced_and_pass_only_when_nothing_fits():
    """RULES.md §4: "Pass: only when no number or 16 tile of yours can legally be placed.
    Specials are never forced.\""""
    state = table([{"red": [3]}, {"red": [2]}], specials=[(1, 1), (0, 0)], rows={"red": [1, 8]})
    legal = state.legal_actions(0)
    assert Pass() in legal and Scissors("red") in legal and Trash("red", 1) in legal
    state.apply(0, Pass())
    assert state.acting_seats() == {1}
    fits = table([{"red": [9]}, {"red": [2]}], specials=[(1, 0), (0, 0)], rows={"red": [1, 8]})
    assert Pass() not in fits.legal_actions(0)
    assert refused(fits, 0, Pass()) == "must-place"


def test_removed_tiles_and_used_specials_leave_the_game():
    """RULES.md §4: "Removed tiles and used specials leave the game.\""""
    state = table(
        [{"red": [3], "blue": [4]}, {"red": [2]}], specials=[(1, 0), (0, 0)], rows={"red": [1, 12]}
    )
    state.apply(0, Scissors("red"))
    state.apply(0, PlaceAgain("red", (3,)))
    view = state.view(1)
    assert view["counts"][0] == 1
    assert view["used"] == [[0, "scissors", "red"]]
    assert view["out"]["red"] == [12]
    assert view["rows"]["red"] == [1, 3]


def test_specials_without_holding_them_arerefused():
    """RULES.md §4: a Scissors or the Trash bin is used from one's own hand."""
    state = table([{"red": [3]}, {"red": [2]}], rows={"red": [1, 8]})
    assert refused(state, 0, Scissors("red")) == "no-scissors"
    assert refused(state, 0, Trash("red", 1)) == "no-trash"
    assert refused(state, 0, EndTurn()) == "no-special"
    assert refused(state, 0, PlaceAgain("red", (3,))) == "no-special"
