"""16 lueurs d'hiver, RULES.md §1 'Zones' and jokers: each zone's recording rule and score."""

from __future__ import annotations

from lueurs_support import new, play, reason, rolled, zones_for

# --- jokers and the five zones ----------------------------------------------------------


def test_a_six_is_a_joker_whose_declared_value_is_written():
    """'A 6 is a joker: when recorded, the player says which value 1–6 it stands for, and that
    value is written'."""
    state = new(1)
    rolled(state, 2, 6, 3)
    play(state, 0, pair=(2, 6), zone="cakes", place=(("kouglof", "kouglof"), (2, 4)), bulb=3)
    assert state.sheets[0].cakes["kouglof"] == [2, 4]


def test_bird_ticks_two_boxes_showing_the_pair_anywhere():
    """'The pair ticks two unticked boxes, one showing each of its two values, anywhere on the
    track. If only one can be ticked, the pair cannot go here'."""
    state = new(1)
    rolled(state, 1, 1, 4)
    assert state.next_steps(0, ((1, 1), "bird")) == [(3, 10)]
    play(state, 0, pair=(1, 1), zone="bird", place=(3, 10), bulb=4)
    rolled(state, 1, 3, 4)
    play(state, 0, pair=(1, 3), zone="snowmen", place=(4,), bulb=4)
    rolled(state, 1, 1, 5)
    assert "bird" not in zones_for(state, 0, (1, 1))
    assert reason(state, 0, pair=(1, 1), zone="bird", place=(3, 10), bulb=5) == "bird-rule"


def test_only_the_unbroken_run_from_the_bird_scores():
    """'Box values from the bird outward: 1,1,1,2,2,2,2,3,3,3,4,4. Only the unbroken run of ticked
    boxes starting at box 1 scores'."""
    state = new(1)
    state.sheets[0].bird = {1, 2, 3, 5, 12}
    assert state.scores()[0].items[1].points == 3
    state.sheets[0].bird.add(4)
    assert state.scores()[0].items[1].points == 3 + 2 + 2


def test_birdhouses_take_a_row_die_and_a_column_die_in_either_order():
    """'The pair must hold one value from 1–3 (the row) and one from 4–6 (the column), in either
    order; tick that empty cell'."""
    state = new(1)
    rolled(state, 5, 2, 1)
    assert state.next_steps(0, ((2, 5),)) == ["bird", "birdhouses", "cakes", "snowmen", "squirrel"]
    play(state, 0, pair=(2, 5), zone="birdhouses", place=(2, 5), bulb=1)
    assert state.sheets[0].houses == {(2, 5)}
    rolled(state, 2, 5, 3)
    assert "birdhouses" not in zones_for(state, 0, (2, 5))
    assert "birdhouses" not in zones_for(state, 0, (2, 3))


def test_full_birdhouse_rows_and_columns_score():
    """'Each full row: row 1 → 6, row 2 → 7, row 3 → 8. Each full column: col 4 → 8, col 5 → 7,
    col 6 → 6'."""
    state = new(1)
    state.sheets[0].houses = {(3, 4), (3, 5), (3, 6), (1, 5), (2, 5), (1, 4)}
    assert state.scores()[0].items[2].points == 8 + 7


def test_cakes_rise_in_the_kouglof_and_fall_in_the_biscuits():
    """'One kouglof of 4 puffs, numbers strictly increasing from the bottom up; two biscuits of 3
    puffs each, strictly decreasing from the bottom up. Each of the pair's two values is written
    in the lowest empty puff of a cake (both in one cake, in the order the player picks, or one
    in each of two cakes)... Both must fit'."""
    state = new(1)
    rolled(state, 3, 5, 1)
    places = state.next_steps(0, ((3, 5), "cakes"))
    assert (("kouglof", "kouglof"), (3, 5)) in places
    assert (("kouglof", "kouglof"), (5, 3)) not in places
    assert (("biscuit-1", "biscuit-1"), (5, 3)) in places
    assert (("kouglof", "biscuit-2"), (5, 3)) in places
    play(state, 0, pair=(3, 5), zone="cakes", place=(("kouglof", "biscuit-1"), (5, 3)), bulb=1)
    rolled(state, 2, 4, 1)
    assert (
        reason(
            state, 0, pair=(2, 4), zone="cakes", place=(("kouglof", "biscuit-1"), (4, 2)), bulb=1
        )
        == "cakes-rule"
    )
    play(state, 0, pair=(2, 4), zone="cakes", place=(("biscuit-1", "biscuit-2"), (2, 4)), bulb=1)
    assert state.sheets[0].cakes == {"kouglof": [5], "biscuit-1": [3, 2], "biscuit-2": [4]}
    assert state.scores()[0].items[3].points == 1 + 2 + 1


def test_snowmen_tick_the_sum_if_empty():
    """'Boxes for sums 2 to 12. Tick the box of the pair's sum, if empty'; '2→4, 3→3, 4→2, 5 to
    9→1 each, 10→2, 11→3, 12→4'."""
    state = new(1)
    rolled(state, 4, 5, 2)
    play(state, 0, pair=(4, 5), zone="snowmen", place=(9,), bulb=2)
    rolled(state, 4, 5, 3)
    assert "snowmen" not in zones_for(state, 0, (4, 5))
    assert state.next_steps(0, ((3, 5), "snowmen")) == [4]
    play(state, 0, pair=(3, 5), zone="snowmen", place=(8,), bulb=4)
    rolled(state, 5, 6, 1)
    assert state.next_steps(0, ((5, 6), "snowmen")) == [6, 7, 10, 11]
    play(state, 0, pair=(5, 6), zone="snowmen", place=(11,), bulb=1)
    assert state.scores()[0].items[4].points == 1 + 1 + 3


def test_the_squirrel_grows_from_the_centre_with_matching_halves():
    """'The arrow marks the centre space, which takes the first domino. Each later domino goes in
    an empty space next to a placed one, oriented so that touching halves show the same number';
    'Per placed domino, by space: 4,3,2,3,4'."""
    state = new(1)
    rolled(state, 2, 5, 1)
    assert state.next_steps(0, ((2, 5), "squirrel")) == [(3, 2, 5), (3, 5, 2)]
    play(state, 0, pair=(2, 5), zone="squirrel", place=(3, 2, 5), bulb=1)
    rolled(state, 5, 1, 2)
    assert state.next_steps(0, ((1, 5), "squirrel")) == [(4, 5, 1)]
    assert state.next_steps(0, ((1, 2), "squirrel")) == [(2, 1, 2)]
    assert (
        reason(state, 0, pair=(1, 5), zone="squirrel", place=(4, 1, 5), bulb=2) == "squirrel-rule"
    )
    play(state, 0, pair=(1, 2), zone="squirrel", place=(2, 1, 2), bulb=5)
    assert state.scores()[0].items[5].points == 2 + 3
