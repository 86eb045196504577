"""RULES.md §4, placing: single tiles with gaps, rising runs, the 16 tiles, RESTART and END."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from sixteen_tables import refused, table

from accessiplay.games.sixteen.actions import Pass, Place
from accessiplay.games.sixteen.placing import place_actions, placements, problem
from accessiplay.games.sixteen.tiles import END, RESTART, code, codes_in


def _red(state) -> list:
    """The red row as everyone sees it."""
    return state.view(0)["rows"]["red"]


def test_one_tile_higher_than_the_rows_last_tile_gaps_allowed():
    """RULES.md §4: "either one tile higher than the row's last tile (gaps allowed)"."""
    state = table([{"red": [7, 10]}, {"red": [5]}])
    state.apply(0, Place("red", (7,)))
    assert _red(state) == [1, 7]
    assert refused(state, 1, Place("red", (5,))) == "too-low"


def test_a_run_of_consecutive_ascending_numbers_whose_first_tile_is_higher():
    """RULES.md §4: "or a run of consecutive ascending numbers (10, 11, 12) whose first tile is
    higher than the row's last"."""
    state = table([{"red": [6, 10, 11, 12, 14]}, {"yellow": [2]}], rows={"red": [1, 7]})
    assert refused(state, 0, Place("red", (6, 7, 8))) == "not-in-hand"
    assert refused(state, 0, Place("red", (10, 12))) == "not-a-run"
    assert refused(state, 0, Place("red", (12, 11, 10))) == "not-a-run"
    assert refused(state, 0, Place("red", (6,))) == "too-low"
    state.apply(0, Place("red", (10, 11, 12)))
    assert _red(state) == [1, 7, 10, 11, 12]


def test_only_legal_singles_and_runs_are_offered_longest_first():
    """RULES.md §4, placing: the legal placements on a row are every single tile above the
    row's last and every run; the chooser lists the longest runs first."""
    state = table([{"red": [3, 5, 6, 7]}, {"red": [2]}], rows={"red": [1, 4]})
    tiles = [a.tiles for a in state.legal_actions(0) if isinstance(a, Place)]
    assert tiles == [(5, 6, 7), (5, 6), (6, 7), (5,), (6,), (7,)]


def test_a_16_counts_as_16_alone_after_any_number():
    """RULES.md §4: "A 16 tile (RESTART or END) counts as 16: alone after any number"."""
    state = table([{"red": ["end"], "blue": ["restart"]}, {"red": [2]}], rows={"red": [1, 15]})
    assert Place("red", ("end",)) in state.legal_actions(0)
    assert Place("blue", ("restart",)) in state.legal_actions(0)


def test_a_16_may_end_a_run_14_15_16_but_not_follow_a_gap():
    """RULES.md §4: a 16 tile "ending a run (…14, 15, 16)"."""
    state = table([{"red": [13, 14, 15, "end"], "blue": [12, 13, "end"]}, {"red": [2]}])
    assert Place("red", (13, 14, 15, "end")) in state.legal_actions(0)
    assert refused(state, 0, Place("blue", (12, 13, "end"))) == "sixteen-after-gap"
    assert refused(state, 0, Place("red", ("end", 13))) == "sixteen-not-last"


def test_never_two_16_tiles_in_one_turn():
    """RULES.md §4: "Never two 16 tiles in one turn.\""""
    state = table([{"red": [15, "restart", "end"]}, {"red": [2]}])
    assert refused(state, 0, Place("red", ("restart", "end"))) == "two-sixteens"
    assert refused(state, 0, Place("red", (15, "restart", "end"))) == "two-sixteens"
    assert not any(
        len([t for t in a.tiles if isinstance(t, str)]) > 1
        for a in state.legal_actions(0)
        if isinstance(a, Place)
    )


def test_the_turn_ends_after_any_16_tile():
    """RULES.md §4: "After playing any 16 tile the turn ends.\""""
    state = table([{"red": [14, 15, "end"], "blue": [3]}, {"red": [2]}])
    state.apply(0, Place("red", (14, 15, "end")))
    assert state.acting_seats() == {1}


def test_restart_sends_the_row_back_to_its_1_and_the_tiles_leave_the_game():
    """RULES.md §4: "16RESTART: the row goes back to its "1": every tile above the 1 and the
    RESTART itself leave the game.\""""
    state = table(
        [{"red": [14, 15, "restart"], "blue": [3]}, {"red": [2]}], rows={"red": [1, 5, 9]}
    )
    events = state.apply(0, Place("red", (14, 15, "restart")))
    assert _red(state) == [1]
    assert state.view(1)["out"]["red"] == [5, 9, 14, 15, "restart"]
    restarted = [e for e in events if type(e).__name__ == "RowRestarted"]
    assert restarted and restarted[0].removed == (5, 9, 14, 15)
    assert state.view(1)["counts"][0] == 1
    # The row is open again from its 1: the next player lays a 2.
    state.apply(1, Place("red", (2,)))
    assert _red(state) == [1, 2]


def test_restart_is_not_playable_on_an_ended_row():
    """RULES.md §4: RESTART is "Not playable on an ended row.\""""
    state = table([{"red": ["restart"], "blue": [4]}, {"red": [2]}], rows={"red": [1, 9, "end"]})
    assert refused(state, 0, Place("red", ("restart",))) == "row-ended"
    assert not any(isinstance(a, Place) and a.row == "red" for a in state.legal_actions(0))


def test_end_closes_the_row_until_it_is_removed():
    """RULES.md §4: "16END: the row is closed; nothing can be placed on it until the END is
    removed.\""""
    state = table([{"red": ["end", 3], "blue": [5]}, {"red": [14], "blue": [6]}])
    state.apply(0, Place("red", ("end",)))
    assert _red(state) == [1, "end"]
    assert refused(state, 1, Place("red", (14,))) == "row-ended"
    assert [a for a in state.legal_actions(1) if isinstance(a, Place)] == [Place("blue", (6,))]


def test_one_colour_one_row_per_turn():
    """RULES.md §4: "Place on one row (one colour)": tiles of another colour are not in hand
    for that row, and one placement ends the turn."""
    state = table([{"red": [2], "blue": [3]}, {"red": [9]}])
    assert refused(state, 0, Place("red", (2, 3))) == "not-in-hand"
    state.apply(0, Place("red", (2,)))
    assert state.acting_seats() == {1}


def test_an_unknown_row_or_no_tile_isrefused():
    """RULES.md §4: a placement names one of the five rows and at least one tile."""
    state = table([{"red": [2]}, {"red": [9]}])
    assert refused(state, 0, Place("orange", (2,))) == "no-such-row"
    assert refused(state, 0, Place("red", ())) == "no-tiles"
    assert refused(state, 0, Place("red", ("seven",))) == "not-in-hand"
    assert refused(state, 1, Place("red", (9,))) == "not-your-turn"
    assert refused(state, 0, Pass()) == "must-place"


@settings(max_examples=300, deadline=None)
@given(top=st.sampled_from([*range(1, 16), END]), mask=st.integers(0, (1 << 16) - 1))
def test_offered_placements_are_exactly_those_the_rules_accept(top, mask):
    """RULES.md §4, placing: what the chooser offers (generated) and what `apply` accepts
    (checked) are the same set, for any row and any hand of that colour."""
    mask <<= 2  # codes 2..17
    held = codes_in(mask)
    numbers = [c for c in held if c < RESTART]
    sixteens = [(c,) for c in held if c >= RESTART]
    slices = {
        tuple(numbers[i:j]) for i in range(len(numbers)) for j in range(i + 1, len(numbers) + 1)
    }
    candidates = slices | {s + t for s in slices for t in sixteens} | set(sixteens)
    candidates.add(tuple(c for c in held if c >= RESTART))
    accepted = {c for c in candidates if problem(top, mask, c) is None}
    offered = [tuple(code(t) for t in a.tiles) for a in place_actions(0, top, mask, False)]
    assert set(offered) == accepted == set(placements(top, mask))
    assert [len(t) for t in offered] == sorted((len(t) for t in offered), reverse=True)
