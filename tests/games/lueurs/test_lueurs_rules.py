"""16 lueurs d'hiver: one test per rule of RULES.md §1, each quoting the rule it checks."""

from __future__ import annotations

import pytest
from lueurs_support import GAME, new, play, reason, rolled

from accessiplay.core import CHANCE, IllegalAction
from accessiplay.games.lueurs.moves import power_options

# --- the turn ---------------------------------------------------------------------------


def test_the_three_dice_are_rolled_once_for_everyone():
    """'The three dice are rolled once for everyone': every seat then chooses on the same dice."""
    state = new(3)
    assert state.acting_seats() == {CHANCE}
    rolled(state, 5, 1, 3)
    assert state.acting_seats() == {0, 1, 2}
    assert all(state.view(s)["dice"] == [1, 3, 5] for s in range(3))


def test_each_player_decides_simultaneously_and_privately():
    """'Each player, simultaneously and privately, decides': a choice stays secret until all chose."""
    state = new(2)
    rolled(state, 1, 2, 5)
    events = play(state, 0, pair=(2, 5), zone="snowmen", place=(7,), bulb=1)
    assert state.sheets[0].snowmen == set() and state.acting_seats() == {1}
    assert state.view(1)["mine"] is None and state.view(0)["mine"]["zone"] == "snowmen"
    assert [e for e in events if e.audience is None and hasattr(e, "zone")] == []
    play(state, 1, pair=(1, 2), zone="snowmen", place=(3,), bulb=5)
    assert state.sheets[0].snowmen == {7} and state.sheets[1].snowmen == {3}
    assert state.is_chance()


def test_a_turn_can_only_be_chosen_once():
    """A seat that has chosen is no longer acting: a second turn is refused and changes nothing."""
    state = new(2)
    rolled(state, 1, 2, 5)
    play(state, 0, pair=(2, 5), zone="snowmen", place=(7,), bulb=1)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        play(state, 0, pair=(1, 2), zone="snowmen", place=(3,), bulb=5)
    assert state.snapshot() == before


# --- doubles ----------------------------------------------------------------------------


@pytest.mark.parametrize("dice,ticks", [((3, 3, 5), 1), ((4, 4, 4), 1), ((1, 2, 3), 0)])
def test_a_natural_double_ticks_one_doubles_box_for_everyone(dice, ticks):
    """'If the natural roll shows two equal dice (a triple counts as one double), every player
    ticks one doubles box'."""
    state = new(3)
    rolled(state, *dice)
    assert [sheet.doubles for sheet in state.sheets] == [ticks] * 3


def test_no_doubles_box_once_all_twelve_are_ticked():
    """'12 boxes, 1 Grelot each; none once all 12 are ticked'."""
    state = new(2)
    state.sheets[0].doubles = 12
    events = rolled(state, 2, 2, 6)
    assert [s.doubles for s in state.sheets] == [12, 1]
    assert events[0].ticked == (1,)
    assert state.scores()[0].items[0].points == 12


def test_powers_never_make_a_double():
    """'The modified value counts for the zone and the garland, never for doubles'."""
    state = new(1)
    state.sheets[0].bulbs[0] = 3  # red full: +1 unlocked
    rolled(state, 2, 3, 5)
    play(state, 0, powers=((1, 2),), pair=(3, 3), zone="snowmen", place=(6,), bulb=5)
    assert state.sheets[0].doubles == 0 and state.sheets[0].snowmen == {6}


# --- powers -----------------------------------------------------------------------------


def test_a_power_is_only_usable_once_unlocked():
    """'Powers (only once unlocked)': no powers step before a garland is full."""
    state = new(1)
    rolled(state, 2, 3, 5)
    assert (2, 3) in state.next_steps(0, ())
    assert (
        reason(state, 0, powers=((1, 2),), pair=(3, 3), zone="snowmen", place=(6,), bulb=5)
        == "not-legal"
    )


def test_plus_one_unlocked_by_red_green_or_blue_and_minus_one_by_yellow_or_purple():
    """'1 red +1, 2 yellow −1, 3 green +1, 4 purple −1, 5 blue +1'."""
    for garland, powers in (
        (1, (True, False)),
        (2, (False, True)),
        (3, (True, False)),
        (4, (False, True)),
        (5, (True, False)),
    ):
        state = new(1)
        state.sheets[0].bulbs[garland - 1] = 4 if garland == 5 else 3
        assert state.sheets[0].powers() == powers


def test_each_power_once_per_turn_without_wrap():
    """'+1 may add 1 to one die, −1 may subtract 1 from one die; each power at most once per turn;
    no wrap (a 6 cannot go up, a 1 cannot go down)'."""
    options = power_options((1, 3, 6), True, True)
    assert options[0] == ()
    assert ((1, 6),) not in options and ((-1, 1),) not in options
    assert ((1, 1),) in options and ((-1, 6),) in options and ((1, 3), (-1, 6)) in options
    state = new(1)
    state.sheets[0].bulbs[:2] = [3, 3]
    rolled(state, 1, 3, 6)
    assert (
        reason(state, 0, powers=((1, 6),), pair=(1, 3), zone="snowmen", place=(4,), bulb=1)
        == "power-no-wrap"
    )
    assert (
        reason(state, 0, powers=((-1, 3), (-1, 6)), pair=(1, 2), zone="snowmen", place=(3,), bulb=5)
        == "power-once"
    )


def test_several_garlands_of_one_power_give_nothing_more():
    """'Several garlands with the same power give nothing more'."""
    state = new(1)
    state.sheets[0].bulbs[0] = 3
    state.sheets[0].bulbs[2] = 3
    rolled(state, 2, 3, 4)
    assert (
        reason(state, 0, powers=((1, 2), (1, 3)), pair=(3, 4), zone="snowmen", place=(7,), bulb=4)
        == "power-once"
    )
    assert all(len(p) <= 1 for p in state.next_steps(0, ()))


def test_a_locked_power_is_refused():
    """'Powers (only once unlocked)': the −1 without a yellow or purple garland is refused."""
    state = new(1)
    state.sheets[0].bulbs[0] = 3
    rolled(state, 2, 3, 4)
    assert (
        reason(state, 0, powers=((-1, 4),), pair=(2, 3), zone="snowmen", place=(5,), bulb=3)
        == "power-locked"
    )


def test_the_modified_value_counts_for_zone_and_garland():
    """'The modified value counts for the zone and the garland'."""
    state = new(1)
    state.sheets[0].bulbs[3] = 3  # purple full: −1
    rolled(state, 1, 2, 6)
    play(state, 0, powers=((-1, 2),), pair=(1, 1), zone="snowmen", place=(2,), bulb=1)
    assert state.sheets[0].snowmen == {2}
    rolled(state, 1, 3, 6)
    play(state, 0, powers=((-1, 6),), pair=(1, 3), zone="snowmen", place=(4,), bulb=5)
    assert state.sheets[0].bulbs[4] == 1


def test_a_die_raised_to_six_becomes_a_joker():
    """'A die raised to 6 becomes a joker'."""
    state = new(1)
    state.sheets[0].bulbs[4] = 4  # blue full: +1
    rolled(state, 1, 2, 5)
    play(state, 0, powers=((1, 5),), pair=(2, 6), zone="birdhouses", place=(2, 4), bulb=1)
    assert state.sheets[0].houses == {(2, 4)}


# --- skipping and bulbs -----------------------------------------------------------------


def test_recording_nothing_is_always_allowed_and_still_ticks_a_bulb():
    """'Record the pair in one zone ... — or record nothing (always allowed)'; 'A player who
    recorded nothing still ticks a bulb with a die of their choice'."""
    state = new(1)
    rolled(state, 1, 2, 4)
    assert state.next_steps(0, ("skip",)) == [1, 2, 4]
    play(state, 0, bulb=2)
    assert state.sheets[0].bulbs == [0, 1, 0, 0, 0]


def test_the_garland_die_lights_its_colour():
    """'Tick a bulb on the garland matching the garland die (1 red, 2 yellow, 3 green, 4 purple,
    5 blue)'."""
    state = new(1)
    rolled(state, 2, 5, 3)
    assert state.next_steps(0, ((2, 5), "snowmen")) == [3]
    assert reason(state, 0, pair=(2, 5), zone="snowmen", place=(7,), bulb=1) == "bulb-colour"


def test_a_six_or_a_full_garland_gives_a_free_bulb():
    """'A 6, or a die whose garland is full, lets the player tick a bulb of any garland that is
    not full'."""
    state = new(1)
    rolled(state, 2, 5, 6)
    assert state.next_steps(0, ((2, 5), "snowmen")) == [1, 2, 3, 4, 5]
    rolled_again = new(1)
    rolled_again.sheets[0].bulbs[2] = 3
    rolled(rolled_again, 2, 5, 3)
    assert rolled_again.next_steps(0, ((), (2, 5), "snowmen")) == [1, 2, 4, 5]
    assert (
        reason(rolled_again, 0, pair=(2, 5), zone="snowmen", place=(7,), bulb=3) == "garland-full"
    )


def test_a_four_ticks_a_purple_bulb_and_completing_purple_unlocks_minus_one():
    """Seed example: 'After a roll, Fanny keeps a die showing 4. She therefore ticks a purple
    bulb. She has completed the purple garland. She now benefits from the power'."""
    state = new(1)
    state.sheets[0].bulbs[3] = 2
    rolled(state, 1, 2, 4)
    events = play(state, 0, pair=(1, 2), zone="snowmen", place=(3,), bulb=4)
    assert state.sheets[0].bulbs[3] == 3
    assert state.sheets[0].powers() == (False, True)
    done = [e for e in events if type(e).__name__ == "Completed"]
    assert [(e.item, e.power, e.won) for e in done] == [("purple", -1, True)]
    rolled(state, 2, 3, 5)
    assert state.next_steps(0, ())[0] == () and ((-1, 5),) in state.next_steps(0, ())


# --- bags and the end -------------------------------------------------------------------


def test_finishers_circle_the_bag_and_everyone_else_crosses_it_out():
    """'Every player who completed a zone or a garland this turn circles its bag; everyone else
    crosses that bag out and can never gain it. Several players completing the same thing in the
    same turn all gain it'."""
    state = new(3)
    for seat in (0, 1):
        state.sheets[seat].bulbs[0] = 2
    rolled(state, 1, 2, 3)
    play(state, 0, pair=(2, 3), zone="snowmen", place=(5,), bulb=1)
    play(state, 1, pair=(2, 3), zone="snowmen", place=(5,), bulb=1)
    events = play(state, 2, pair=(2, 3), zone="snowmen", place=(5,), bulb=1)
    assert [s.bags["red"] for s in state.sheets] == ["circled", "circled", "crossed"]
    crossed = [e for e in events if type(e).__name__ == "BagsCrossed"]
    assert [(e.item, e.seats) for e in crossed] == [("red", (2,))]
    state.sheets[2].bulbs[0] = 2
    rolled(state, 1, 4, 5)
    for seat in (0, 1):
        play(state, seat, pair=(4, 5), zone="snowmen", place=(9,), bulb=5)
    events = play(state, 2, pair=(4, 5), zone="snowmen", place=(9,), bulb=1)
    assert state.sheets[2].bags["red"] == "crossed"
    assert [e.won for e in events if type(e).__name__ == "Completed"] == [False]
    assert state.scores()[2].items[0].points == 0 and state.scores()[0].items[0].points == 2


def test_the_game_ends_after_the_turn_someone_fills_four_garlands():
    """'End: after the turn in which any player has filled four garlands. Highest total wins;
    a tie stays a tie'."""
    state = new(2)
    state.sheets[0].bulbs = [3, 3, 3, 2, 0]
    rolled(state, 4, 5, 6)
    play(state, 0, pair=(5, 6), zone="snowmen", place=(11,), bulb=4)
    assert not state.is_terminal() and state.acting_seats() == {1}
    play(state, 1, pair=(5, 6), zone="snowmen", place=(11,), bulb=4)
    assert state.is_terminal()
    totals = [s.total for s in state.scores()]
    assert totals[0] > totals[1] and state.winners() == (0,)


def test_a_tie_stays_a_tie():
    """'Highest total wins; a tie stays a tie'."""
    state = new(2)
    for seat in (0, 1):
        state.sheets[seat].bulbs = [3, 3, 3, 2, 0]
    rolled(state, 4, 5, 6)
    for seat in (0, 1):
        play(state, seat, pair=(5, 6), zone="snowmen", place=(11,), bulb=4)
    assert state.winners() == (0, 1)


def test_the_seed_sheet_scores_11_14_15_5_7_0_52():
    """Seed example, built as RULES.md describes: 'bird boxes 1–8 (14); birdhouse row 3 and
    column 5 (15); kouglof 1, 2, 3 and one biscuit puff (5); snowmen sums 2 and 11 (7); garland
    bags 2+2+2+3 and two doubles (11)' — '11+14+15+5+7+0 = 52'."""
    state = new(1)
    turns = [
        ((2, 5, 1), dict(pair=(2, 5), zone="bird", place=(1, 2), bulb=1)),
        ((1, 4, 5), dict(pair=(1, 4), zone="bird", place=(3, 4), bulb=5)),
        ((3, 6, 5), dict(pair=(3, 6), zone="bird", place=(5, 6), bulb=5)),
        ((5, 2, 1), dict(pair=(2, 5), zone="bird", place=(7, 8), bulb=1)),
        ((3, 4, 5), dict(pair=(3, 4), zone="birdhouses", place=(3, 4), bulb=5)),
        ((3, 5, 5), dict(pair=(3, 5), zone="birdhouses", place=(3, 5), bulb=5)),
        ((3, 6, 2), dict(pair=(3, 6), zone="birdhouses", place=(3, 6), bulb=2)),
        ((1, 5, 3), dict(pair=(1, 5), zone="birdhouses", place=(1, 5), bulb=3)),
        ((2, 5, 1), dict(pair=(2, 5), zone="birdhouses", place=(2, 5), bulb=1)),
        (
            (1, 2, 3),
            dict(pair=(1, 2), zone="cakes", place=(("kouglof", "kouglof"), (1, 2)), bulb=3),
        ),
        (
            (3, 4, 2),
            dict(pair=(3, 4), zone="cakes", place=(("kouglof", "biscuit-1"), (3, 4)), bulb=2),
        ),
        ((1, 1, 3), dict(pair=(1, 1), zone="snowmen", place=(2,), bulb=3)),
        ((5, 6, 2), dict(pair=(5, 6), zone="snowmen", place=(11,), bulb=2)),
    ]
    for dice, turn in turns:
        assert not state.is_terminal()
        rolled(state, *dice)
        play(state, 0, **turn)
    assert state.is_terminal()
    points = [item.points for item in state.scores()[0].items]
    assert points == [11, 14, 15, 5, 7, 0]
    assert state.scores()[0].total == 52


def test_views_hide_other_seats_secret_turns():
    """'Each player, simultaneously and privately, decides': another seat's view never shows it."""
    state = new(2)
    rolled(state, 1, 2, 5)
    play(state, 0, pair=(2, 5), zone="snowmen", place=(7,), bulb=1)
    other = GAME.shuffle_secrets(state, 1, __import__("random").Random(4))
    assert other.view(1) == state.view(1)
    assert "snowmen" not in str(state.view(1)["mine"])


@pytest.mark.parametrize("garland,bag", [(1, 2), (2, 2), (3, 2), (4, 2), (5, 3)])
def test_each_garland_fills_with_its_bulbs_and_gives_its_bag(garland, bag):
    """'Garlands (16 bulbs in all)': red, yellow, green, purple 3 bulbs and a bag of 2; blue 4
    bulbs and a bag of 3."""
    state = new(1)
    size = 4 if garland == 5 else 3
    state.sheets[0].bulbs[garland - 1] = size - 1
    rolled(state, garland, 6, 6)
    play(state, 0, pair=(6, 6), zone="snowmen", place=(12,), bulb=garland)
    assert state.sheets[0].garland_full(garland)
    assert state.scores()[0].items[0].points == bag + 1  # the bag and the double just rolled


@pytest.mark.parametrize(
    "zone,dice,pair,place,bag",
    [
        ("snowmen", (2, 5, 3), (2, 5), (7,), 3),
        ("squirrel", (1, 5, 3), (1, 5), (1, 5, 1), 2),
    ],
)
def test_completing_a_zone_circles_its_bag(zone, dice, pair, place, bag):
    """'Snowmen ... Bag 3'; 'Squirrel ... Bag 2': the last box written circles the zone's bag."""
    state = new(1)
    state.sheets[0].snowmen = set(range(2, 13)) - {7}
    state.sheets[0].squirrel = {2: (1, 3), 3: (3, 4), 4: (4, 2), 5: (2, 2)}
    rolled(state, *dice)
    events = play(state, 0, pair=pair, zone=zone, place=place, bulb=3)
    assert [(e.item, e.won) for e in events if type(e).__name__ == "Completed"] == [(zone, True)]
    assert state.scores()[0].items[0].points == bag
