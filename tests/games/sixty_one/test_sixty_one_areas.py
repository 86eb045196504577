"""One test per area rule of RULES.md §2 ("Areas" table), through the state's legal moves."""

import pytest
from sixty_one_support import Assign, X, roll, spots_for, table

from accessiplay.core import IllegalAction
from accessiplay.games.sixty_one import areas


def test_pumpkins_first_spot_any_value_second_equals_the_first():
    """Pumpkins: "First spot any value; second equals the first." """
    state = table(sheets={(0, 1): [4, None, None, None]})
    roll(state, 1, 3, 4)
    assert spots_for(state, 0, 1, 4) == [1, 2]
    assert spots_for(state, 0, 1, 3) == [2]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(1, 3, 1))
    assert err.value.reason == "pumpkin-must-match"


def test_either_pumpkin_may_be_started_first():
    """Pumpkins: "Either pumpkin may be started first." """
    state = table()
    roll(state, 1, 2, 6)
    assert spots_for(state, 0, 1, 6) == [0, 2]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(1, 6, 3))
    assert err.value.reason == "out-of-order"


def test_pumpkins_score_three_per_complete_pumpkin():
    """Pumpkins: "3 per complete pumpkin" — a half pumpkin scores nothing."""
    assert areas.acorns(1, [5, 5, 2, None]) == 3
    assert areas.acorns(1, [5, 5, 2, 2]) == 6
    assert areas.acorns(1, [5, None, 2, None]) == 0


def test_water_lilies_fill_in_order_each_value_differs_from_every_earlier_value():
    """Water-lilies: "5, filled in order. Each value differs from every earlier value." """
    state = table(sheets={(0, 2): [3, 6, 1, None, None]})
    roll(state, 2, 6, 4)
    assert spots_for(state, 0, 2, 4) == [3]
    assert spots_for(state, 0, 2, 6) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(2, 6, 3))
    assert err.value.reason == "lily-must-differ"
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(2, 4, 4))
    assert err.value.reason == "out-of-order"


def test_water_lilies_score_1_1_2_2_3_per_filled_spot():
    """Water-lilies acorns: "per filled spot 1,1,2,2,3"."""
    assert [areas.acorns(2, [1, 2, 3, 4, 5][:n] + [None] * (5 - n)) for n in range(6)] == [
        0,
        1,
        2,
        4,
        6,
        9,
    ]


def test_marshmallow_skewers_first_spot_any_the_rest_equal_to_it():
    """Marshmallows: "left skewer 2, right skewer 3. First spot of a skewer any value; the rest
    of that skewer equal to it." """
    state = table(sheets={(0, 3): [None, None, 5, 5, None]})
    roll(state, 3, 5, 2)
    assert spots_for(state, 0, 3, 5) == [0, 4]
    assert spots_for(state, 0, 3, 2) == [0]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(3, 2, 4))
    assert err.value.reason == "skewer-must-match"


def test_a_complete_skewer_scores_3_on_the_left_5_on_the_right():
    """Marshmallows acorns: "complete skewer: left 3, right 5" (nothing before it is complete)."""
    assert areas.acorns(3, [2, 2, 6, 6, None]) == 3
    assert areas.acorns(3, [2, None, 6, 6, 6]) == 5
    assert areas.acorns(3, [2, 2, 6, 6, 6]) == 8


def test_hot_chocolate_mug_k_takes_only_the_value_k_once():
    """Hot chocolate: "Mug k takes only the value k, once." """
    state = table(sheets={(0, 4): [None, None, 3, None, None, None]})
    roll(state, 4, 3, 5)
    assert spots_for(state, 0, 4, 5) == [4]
    assert spots_for(state, 0, 4, 3) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(4, 5, 0))
    assert err.value.reason == "mug-needs-its-value"
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(4, 3, 2))
    assert err.value.reason == "spot-taken"


def test_hot_chocolate_scores_1_per_mug_and_2_for_mug_4():
    """Hot chocolate acorns: "1,1,1,2,1,1 (mug 4 gives 2)"."""
    assert areas.acorns(4, [1, 2, 3, 4, 5, 6]) == 7
    assert areas.acorns(4, [None, None, None, 4, None, None]) == 2


def test_bottom_fox_dens_in_any_order_a_den_above_needs_both_dens_under_it():
    """Fox dens: "Bottom dens in any order; a den above needs both dens under it filled." """
    state = table(sheets={(0, 5): [1, None, 3, None, None, None]})
    roll(state, 5, 6, 2)
    assert spots_for(state, 0, 5, 6) == [1]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(5, 6, 3))
    assert err.value.reason == "den-needs-support"


def test_fox_den_value_may_not_equal_a_filled_same_row_neighbour():
    """Fox dens: "A value may not equal any filled adjacent den (same-row neighbours ...)"."""
    state = table(sheets={(0, 5): [4, None, 6, None, None, None]})
    roll(state, 5, 4, 6)
    assert spots_for(state, 0, 5, 4) == []
    assert spots_for(state, 0, 5, 6) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(5, 4, 1))
    assert err.value.reason == "den-beside-same"


def test_fox_den_value_may_not_equal_the_dens_it_rests_on_nor_its_row_neighbour():
    """Fox dens: "... the dens it rests on ..." — den 4 on dens 1 and 2, beside den 5."""
    state = table(sheets={(0, 5): [5, 2, 1, None, 3, None]})
    roll(state, 5, 5, 2)
    assert spots_for(state, 0, 5, 5) == []
    beside = table(sheets={(0, 5): [5, 2, 1, None, 3, None]})
    roll(beside, 5, 3, 4)
    assert spots_for(beside, 0, 5, 3) == []
    assert spots_for(beside, 0, 5, 4) == [3]


def test_fox_den_value_may_not_equal_the_dens_resting_on_it():
    """Fox dens: "... the dens resting on it." Adjacency is checked both ways."""
    dens = [None, 2, 3, 4, 5, 6]
    assert not areas.value_fits(5, dens, 0, 4)
    assert not areas.value_fits(5, dens, 0, 2)
    assert areas.value_fits(5, dens, 0, 5)
    for den, neighbours in areas.DEN_NEIGHBOURS.items():
        assert all(den in areas.DEN_NEIGHBOURS[n] for n in neighbours)


def test_fox_dens_score_1_bottom_2_middle_4_top():
    """Fox dens acorns: "bottom 1 each, middle 2 each, top 4"."""
    assert areas.acorns(5, [1, 2, 1, 3, 4, 1]) == 11
    assert areas.acorns(5, [1, 2, 1, 3, None, None]) == 5


def test_mushrooms_each_value_is_the_previous_plus_or_minus_one():
    """Mushrooms: "5, filled in order. Each value is the previous ±1"."""
    state = table(sheets={(0, 6): [3, None, None, None, None]})
    roll(state, 6, 2, 5)
    assert spots_for(state, 0, 6, 2) == [1]
    assert spots_for(state, 0, 6, 5) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(6, 5, 1))
    assert err.value.reason == "mushroom-must-follow"


@pytest.mark.parametrize("previous, wrapped", [(6, 1), (1, 6)])
def test_mushrooms_6_and_1_are_neighbours(previous, wrapped):
    """Mushrooms: "6 and 1 are neighbours" — the wrap works both ways."""
    state = table(sheets={(0, 6): [previous, None, None, None, None]})
    roll(state, 6, wrapped, 3)
    assert spots_for(state, 0, 6, wrapped) == [1]


def test_the_first_mushroom_takes_any_value_and_they_score_1_2_2_2_3():
    """Mushrooms: the first spot has no previous value; acorns "per filled spot 1,2,2,2,3"."""
    state = table()
    roll(state, 6, 4, 1)
    assert spots_for(state, 0, 6, 4) == [0]
    assert spots_for(state, 0, 6, 1) == [0]
    assert areas.acorns(6, [1, 2, 3, 4, 5]) == 10


def test_an_x_matches_anything_in_pumpkins_skewers_lilies_and_fox_dens():
    """X: "It matches anything (pumpkin pair, skewer equality, lily difference, fox-den
    neighbours)"."""
    assert areas.fitting_spots(1, [X, None, None, None], 6) == [1, 2]
    assert areas.fitting_spots(1, [3, None, None, None], X) == [1, 2]
    assert areas.fitting_spots(3, [X, None, None, None, None], 2) == [1, 2]
    assert areas.fitting_spots(2, [X, 4, None, None, None], 5) == [2]
    assert areas.value_fits(5, [X, X, None, None, None, None], 2, 6)
    assert areas.value_fits(5, [6, 6, 5, None, None, None], 3, X)


def test_values_beside_an_x_still_obey_their_rule_between_themselves():
    """Reading: an X does not loosen the rule between two real values (a skewer X, 4 needs 4)."""
    assert areas.fitting_spots(3, [None, None, X, 4, None], 4) == [0, 4]
    assert areas.fitting_spots(3, [None, None, X, 4, None], 2) == [0]


def test_after_an_x_in_the_mushrooms_the_next_mushroom_may_take_any_value():
    """X: "after an X in the mushrooms the next mushroom may take any value." """
    state = table(sheets={(0, 6): [3, X, None, None, None]})
    roll(state, 6, 6, 1)
    assert spots_for(state, 0, 6, 6) == [2]
    assert spots_for(state, 0, 6, 1) == [2]


def test_an_x_scores_like_a_normal_fill():
    """X: "a wildcard that scores like a normal fill" — it completes a pumpkin, fills a lily."""
    assert areas.acorns(1, [2, X, None, None]) == 3
    assert areas.acorns(2, [1, X, 3, None, None]) == 4
    assert areas.acorns(5, [1, 2, 1, X, 4, X]) == 11
