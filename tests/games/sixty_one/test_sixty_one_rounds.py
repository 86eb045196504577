"""The round of RULES.md §2: dice, skip, leaf row, the X, first-fill bonuses, the end."""

import random

import pytest
from sixty_one_support import (
    CHANCE,
    GAME,
    Assign,
    PlaceX,
    Skip,
    X,
    play_round,
    roll,
    spots_for,
    table,
)

from accessiplay.core import IllegalAction
from accessiplay.games.sixty_one import areas
from accessiplay.games.sixty_one.events import (
    AreaFilled,
    FirstFill,
    GameEnding,
    LeafBonus,
    XGained,
    XLost,
    XPlaced,
)


def _full_sheet_but(area: int, empty: int) -> dict:
    """Seat 0's sheet with every spot written except one spot of one area."""
    sheet = {
        (0, 1): [2, 2, 5, 5],
        (0, 2): [1, 2, 3, 4, 5],
        (0, 3): [1, 1, 4, 4, 4],
        (0, 4): [1, 2, 3, 4, 5, 6],
        (0, 5): [1, 2, 1, 3, 4, 1],
        (0, 6): [1, 2, 3, 4, 5],
    }
    sheet[(0, area)] = list(sheet[(0, area)])
    sheet[(0, area)][empty] = None
    return sheet


def _leaf(state, action) -> int:
    """The die a choice sends to the leaves (0 for an X placement)."""
    if isinstance(action, Skip):
        return action.leaf
    if isinstance(action, Assign):
        return areas.leaf_of(state.dice, action.area, action.value)
    return 0


def test_die_a_chooses_the_area_die_b_is_written_die_c_goes_to_the_leaves():
    """Round: "die A chooses the area (its value 1–6), die B is the value written in a valid spot
    of area A, die C is added to the leaf row." """
    state = table()
    play_round(state, (2, 5, 5), {0: Assign(5, 5, 1)})
    assert state.sheets[0][4] == [None, 5, None, None, None, None]
    assert state.leaves[0] == [2]


def test_each_die_is_used_once():
    """Round: the three dice are A, B and C — a value shown by one die cannot be used twice."""
    state = table()
    roll(state, 2, 2, 5)
    assert spots_for(state, 0, 5, 5) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(5, 5, 0))
    assert err.value.reason == "no-such-die"
    assert spots_for(state, 0, 2, 2) == [0]


def test_placement_is_mandatory_when_any_assignment_is_valid():
    """Round: "Placement is mandatory when any assignment is valid." """
    state = table(sheets=_full_sheet_but(4, 2))
    roll(state, 4, 3, 3)
    assert state.legal_actions(0) == [Assign(4, 3, 2)]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Skip(3))
    assert err.value.reason == "must-place"


def test_when_nothing_fits_the_player_skips_and_picks_any_die_for_the_leaves():
    """Round: "Only when no (A, B) pair fits anywhere does the player skip placement and pick
    any die for the leaves." """
    state = table(sheets=_full_sheet_but(4, 2), leaves={0: [10]})
    roll(state, 1, 5, 6)
    assert state.legal_actions(0) == [Skip(1), Skip(5), Skip(6)]
    before = [list(a) for a in state.sheets[0]]
    state.apply(0, Skip(6))
    assert state.sheets[0] == before
    assert state.leaves[0] == [10, 16]


def test_the_leaf_die_is_added_to_the_previous_total_starting_at_0():
    """Leaf row: "each round the leaf die is added to the previous total (starting at 0) and
    written in the next leaf." """
    state = table()
    play_round(state, (1, 3, 4), {0: Assign(1, 3, 0)})
    play_round(state, (2, 6, 6), {0: Assign(2, 6, 0)})
    assert state.leaves[0] == [4, 10]


@pytest.mark.parametrize(
    "start, leaf, total, acorns", [(19, 2, 21, 2), (37, 4, 41, 3), (55, 6, 61, 5)]
)
def test_leaf_total_21_41_61_gives_2_3_5_acorns(start, leaf, total, acorns):
    """Leaf row: "21 → 2 acorns, 41 → 3 acorns, 61 → 5 acorns." """
    state = table(leaves={0: [start]})
    events = play_round(state, (1, 1, leaf), {0: Assign(1, 1, 0)})
    assert LeafBonus(0, total, acorns) in events
    assert dict((i.key, i.points) for i in state.scores()[0].items)["leaves"] == acorns


def test_leaf_bonuses_need_exact_equality():
    """Leaf row: "When the new total **equals** 11, 31 or 51 ..." — passing over gives nothing."""
    state = table(leaves={0: [19]})
    events = play_round(state, (1, 1, 4), {0: Assign(1, 1, 0)})
    assert state.leaves[0][-1] == 23
    assert not [e for e in events if isinstance(e, (LeafBonus, XGained))]
    assert state.scores()[0].total == 0


@pytest.mark.parametrize("start, leaf", [(5, 6), (27, 4), (46, 5)])
def test_leaf_total_11_31_51_gives_an_x_placed_at_once(start, leaf):
    """Leaf row: "When the new total equals 11, 31 or 51 the player gains an X." It is placed
    at once: the seat must place it before the next roll."""
    state = table(leaves={0: [start]})
    events = play_round(state, (1, 1, leaf), {0: Assign(1, 1, 0)})
    assert XGained(0, start + leaf) in events
    assert state.acting_seats() == {0}
    assert all(isinstance(a, PlaceX) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Assign(1, 1, 2))
    assert err.value.reason == "place-x-first"
    events = state.apply(0, PlaceX(5, 2))
    assert XPlaced(0, 5, 2, 1) in events
    assert state.sheets[0][4][2] == X
    assert state.is_chance()


def test_an_x_goes_in_any_valid_spot_of_any_area_only():
    """X: "placed at once in any valid spot of any area" — not out of order, not taken."""
    state = table(sheets={(0, 5): [3, None, None, None, None, None]}, leaves={0: [8]})
    play_round(state, (1, 1, 3), {0: Assign(1, 1, 0)})
    legal = state.legal_actions(0)
    assert PlaceX(1, 1) in legal and PlaceX(1, 3) not in legal
    assert {a.spot for a in legal if a.area == 5} == {1, 2}
    assert {a.spot for a in legal if a.area == 4} == {0, 1, 2, 3, 4, 5}
    for bad, reason in (
        (PlaceX(5, 0), "spot-taken"),
        (PlaceX(5, 3), "den-needs-support"),
        (PlaceX(2, 1), "out-of-order"),
        (PlaceX(7, 0), "no-such-spot"),
    ):
        with pytest.raises(IllegalAction) as err:
            state.apply(0, bad)
        assert err.value.reason == reason


def test_an_x_with_no_valid_spot_left_is_lost():
    """X: "An X with no valid spot left is lost." """
    state = table(sheets=_full_sheet_but(4, 2), leaves={0: [28]})
    events = play_round(state, (4, 3, 3), {0: Assign(4, 3, 2)})
    assert XGained(0, 31) in events
    assert XLost(0, 31) in events
    assert state.lost[0] == 1
    assert state.is_chance() or state.is_terminal()


def test_first_fill_bonus_is_shared_by_every_player_finishing_in_the_same_round():
    """Bonus: "several players finishing the same area in the same round all gain it; everyone
    else is marked "missed" for that area." """
    mugs = [1, 2, None, 4, 5, 6]
    state = table(3, sheets={(0, 4): mugs, (1, 4): mugs, (2, 4): [1, 2, None, 4, 5, None]})
    events = play_round(
        state, (4, 3, 1), {0: Assign(4, 3, 2), 1: Assign(4, 3, 2), 2: Assign(4, 3, 2)}
    )
    assert FirstFill(4, (0, 1)) in events
    points = [dict((i.key, i.points) for i in sheet.items)["first"] for sheet in state.scores()]
    assert points == [3, 3, 0]
    view = state.view(2)
    assert view["firsts"][3] == [0, 1]


def test_a_player_filling_an_area_after_its_bonus_was_taken_gains_no_bonus():
    """Bonus: "The first player(s) to fill an area completely gain 3 acorns" — not later ones."""
    state = table(2, sheets={(0, 4): [1, 2, None, 4, 5, 6], (1, 4): [1, 2, None, 4, 5, 6]})
    play_round(state, (4, 3, 1), {0: Assign(4, 3, 2), 1: Assign(1, 4, 0)})
    events = play_round(state, (4, 3, 2), {0: Assign(2, 3, 0), 1: Assign(4, 3, 2)})
    assert AreaFilled(1, 4) in events
    assert not [e for e in events if isinstance(e, FirstFill)]
    assert [dict((i.key, i.points) for i in s.items)["first"] for s in state.scores()] == [3, 0]


def test_an_area_completed_by_an_x_counts_for_the_first_fill_of_that_round():
    """Bonus + X: an X placed at once completes the area within the same round."""
    state = table(
        2, sheets={(0, 4): [1, 2, None, 4, 5, 6], (1, 4): [1, 2, None, 4, 5, 6]}, leaves={0: [26]}
    )
    play_round(state, (1, 1, 5), {0: Assign(1, 1, 0), 1: Assign(1, 1, 0)})
    events = state.apply(0, PlaceX(4, 2))
    assert FirstFill(4, (0,)) in events


def test_the_game_ends_after_the_round_in_which_a_leaf_total_reaches_61():
    """End: "The game ends after the round in which someone's leaf total reaches 61 or more"
    — the round is finished first, X placements included."""
    state = table(2, leaves={0: [58], 1: [25]})
    events = play_round(state, (1, 1, 6), {0: Assign(1, 1, 0), 1: Assign(1, 1, 0)})
    assert state.leaves[0][-1] == 64
    assert not state.is_terminal()
    assert state.acting_seats() == {1}
    events = state.apply(1, PlaceX(2, 0))
    assert state.is_terminal()
    assert GameEnding("leaves", 2, (0,)) in events


def test_the_game_ends_after_round_20():
    """End: "or after round 20" — 20 leaves, then the game is over."""
    rng = random.Random(4)
    state = GAME.new_state(2)
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        for seat in sorted(state.acting_seats()):
            state.apply(seat, min(state.legal_actions(seat), key=lambda a: _leaf(state, a)))
    assert state.round == 20 and state.ended_by == "rounds"
    assert [len(leaves) for leaves in state.leaves] == [20, 20]
    assert max(leaves[-1] for leaves in state.leaves) < 61
    forced = table(1, leaves={0: list(range(1, 20))})
    forced.round = 19
    events = play_round(forced, (1, 1, 1), {0: Assign(1, 1, 0)})
    assert forced.is_terminal() and forced.leaves[0][-1] == 20
    assert GameEnding("rounds", 20, ()) in events


def test_a_tie_stays_a_tie():
    """Score: "A tie stays a tie." """
    state = table(2, leaves={0: [60], 1: [60]})
    play_round(state, (1, 1, 1), {0: Assign(1, 1, 0), 1: Assign(1, 1, 0)})
    assert state.is_terminal()
    assert state.winners() == (0, 1)


def test_score_is_area_acorns_plus_first_fill_bonuses_plus_leaf_bonuses():
    """Score: "Score = area acorns + first-fill bonuses + leaf bonuses." """
    state = table(
        1,
        sheets={(0, 1): [3, 3, 4, None], (0, 2): [1, 2, 3, 4, None], (0, 5): [1, 2, 1, 3, 4, None]},
        leaves={0: [11, 21, 35]},
    )
    play_round(state, (1, 4, 6), {0: Assign(1, 4, 3)})
    items = {i.key: i.points for i in state.scores()[0].items}
    assert items == {
        "pumpkins": 6,
        "lilies": 6,
        "marshmallows": 0,
        "chocolate": 0,
        "dens": 7,
        "mushrooms": 0,
        "first": 3,
        "leaves": 5,
    }
    assert state.scores()[0].total == 27


def test_choices_stay_secret_until_everybody_has_chosen():
    """Simultaneous decisions: a seat's pending choice is a secret until the round resolves."""
    state = table(2)
    roll(state, 2, 5, 5)
    events = state.apply(0, Assign(5, 5, 1))
    assert all(e.audience == (0,) for e in events)
    assert state.view(1)["sheets"][0]["areas"][4] == [None] * 6
    assert state.view(1)["mine"] is None
    assert state.view(0)["mine"] == {"t": "Assign", "area": 5, "value": 5, "spot": 1}
    other = GAME.shuffle_secrets(state, 1, random.Random(1))
    assert other.view(1) == state.view(1)
    events = state.apply(1, Assign(2, 5, 0))
    assert all(e.audience is None for e in events)
    assert state.view(1)["sheets"][0]["areas"][4][1] == 5


def test_a_roll_must_be_three_dice_from_1_to_6():
    """The session rolls three dice once per round for everyone; anything else is refused."""
    state = table()
    for bad in ((1, 2), (0, 3, 4), (1, 2, 7)):
        with pytest.raises(IllegalAction) as err:
            roll(state, *bad)
        assert err.value.reason == "bad-roll"
    assert state.round == 0
