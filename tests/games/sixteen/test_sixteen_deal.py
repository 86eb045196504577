"""RULES.md §4, the tiles and the deal: 88 tiles, hands of 22, 29 or 30, the 1s in the centre,
the red 1's holder starts (2 players: random start)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from sixteen_tables import dealt

from accessiplay.core import CHANCE, IllegalAction
from accessiplay.games.sixteen.actions import Deal
from accessiplay.games.sixteen.deal import HAND_SIZE
from accessiplay.games.sixteen.game import GAME
from accessiplay.games.sixteen.tiles import COLOURS, ONES, RED_ONE


def _all_tiles(state) -> Counter:
    """Every tile on the table, in hands, in the bag: (colour, token) or the special's name."""
    seen: Counter = Counter()
    for seat in range(state.players):
        hand = state.view(seat)["hand"]
        for name, tokens in hand["tiles"].items():
            seen.update((name, t) for t in tokens)
        for kind, count in hand["specials"].items():
            seen[kind] += count
    for name, tokens in state.view(0)["rows"].items():
        seen.update((name, t) for t in tokens)
    return seen


def test_85_number_tiles_5_colours_of_1_to_15_restart_end_plus_2_scissors_and_1_trash_bin():
    """RULES.md §4: "85 number tiles: 5 colours × (1–15, 16RESTART, 16END), plus 2 Scissors and
    1 Trash bin (88 tiles)." A 4-player deal leaves nothing in the bag, so every tile shows."""
    state = dealt(4, seed=11)
    tiles = _all_tiles(state)
    expected = Counter(
        {(name, t): 1 for name in COLOURS for t in [*range(1, 16), "restart", "end"]}
    )
    expected.update({"scissors": 2, "trash": 1})
    assert tiles == expected
    assert sum(tiles.values()) == 88


@pytest.mark.parametrize("players, bag", [(4, 0), (2, 23)])
def test_deal_sizes_4_players_22_each_2_players_30_each_after_the_ones(players, bag):
    """RULES.md §4: "4 players 22 each; … 2 players: the five "1"s go to the centre first, then
    30 each, the rest unused." A 4-player hand shrinks by the 1s its holder puts in the centre."""
    for seed in range(20):
        state = dealt(players, seed)
        view = state.view(0)
        assert view["bag"] == bag
        assert all(row == [1] for row in view["rows"].values())
        if players == 2:
            assert view["counts"] == [30, 30]
        else:
            assert sum(view["counts"]) == 88 - 5
            assert all(17 <= n <= 22 for n in view["counts"])


def _order_with_last(tile_id: int) -> tuple:
    """A bag order whose last tile, the one a 3-player deal leaves in the bag, is `tile_id`."""
    order = [t for t in range(88) if t != tile_id]
    return (*order, tile_id)


def test_three_players_29_each_and_one_tile_stays_in_the_bag():
    """RULES.md §4: "3 players 29 each (1 tile stays in the bag…)"."""
    state = GAME.new_state(3)
    state.apply(CHANCE, Deal(_order_with_last(40)))
    assert state.view(0)["bag"] == 1
    assert sum(state.view(0)["counts"]) == 87 - 5


def test_three_players_a_one_left_in_the_bag_still_goes_to_the_centre():
    """RULES.md §4: "(…if it is a "1" it goes to the centre too)": the yellow row starts."""
    yellow_one = 1 * 17
    state = GAME.new_state(3)
    state.apply(CHANCE, Deal(_order_with_last(yellow_one)))
    view = state.view(0)
    assert view["bag"] == 0
    assert view["rows"]["yellow"] == [1]
    assert sum(view["counts"]) == 87 - 4


def test_every_dealt_one_starts_its_colours_row_and_leaves_the_hand():
    """RULES.md §4: "Every dealt "1" is placed in the centre at the start: each "1" starts its
    colour's row." No hand ever holds a 1."""
    for players in (2, 3, 4):
        state = dealt(players, seed=players)
        for seat in range(players):
            for tokens in state.view(seat)["hand"]["tiles"].values():
                assert 1 not in tokens
        assert all(row == [1] for row in state.view(None)["rows"].values())


def test_the_holder_of_the_red_one_starts():
    """RULES.md §4: "The holder of the red 1 starts"."""
    order = list(range(88))
    # Seat 2 of 4 takes tiles 44..65: swap the red 1 into that slice.
    order[0], order[50] = order[50], order[0]
    state = GAME.new_state(4)
    events = state.apply(CHANCE, Deal(tuple(order)))
    assert state.acting_seats() == {2}
    assert any(type(e).__name__ == "TilesDealt" and e.first == 2 and not e.drawn for e in events)


def test_a_drawn_first_player_is_refused_when_a_hand_holds_the_red_one():
    """RULES.md §4: "The holder of the red 1 starts": the deal cannot name anyone else."""
    state = GAME.new_state(4)
    with pytest.raises(IllegalAction) as err:
        state.apply(CHANCE, Deal(tuple(range(88)), first=1))
    assert err.value.reason == "bad-first"
    assert not state.dealt


def test_two_players_random_start():
    """RULES.md §4: "(2 players: random start)": either seat may start, as chance says."""
    starts = {dealt(2, seed).turn for seed in range(30)}
    assert starts == {0, 1}
    state = GAME.new_state(2)
    state.apply(CHANCE, Deal(tuple(range(88)), first=1))
    assert state.acting_seats() == {1}


def test_three_players_red_one_left_in_the_bag_draws_the_first_player():
    """Reading (walkthrough 'deal'): with 3 players, when the red 1 is the tile left in the bag,
    nobody holds it, so the first player is drawn by lot, as with 2 players."""
    order = _order_with_last(RED_ONE)
    state = GAME.new_state(3)
    with pytest.raises(IllegalAction):
        state.apply(CHANCE, Deal(order))
    state.apply(CHANCE, Deal(order, first=2))
    assert state.acting_seats() == {2}
    assert state.view(0)["rows"]["red"] == [1]


@pytest.mark.parametrize("order", [tuple(range(87)), (0, *range(87)), tuple(range(1, 89))])
def test_a_deal_must_be_a_permutation_of_the_88_tiles(order):
    """RULES.md §4: the deal uses the 88 tiles, each once; anything else is refused unchanged."""
    state = GAME.new_state(2)
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(CHANCE, Deal(order, first=0))
    assert err.value.reason == "bad-deal"
    assert state.snapshot() == before


def test_hands_are_secret_and_counts_public_from_the_deal():
    """RULES.md §4: "Hands are secret; everyone knows how many tiles each player holds and sees
    the rows." Each seat hears its own hand privately; the deal itself announces only counts."""
    state = GAME.new_state(3)
    events = state.apply(CHANCE, state.sample_chance(random.Random(5)))
    private = [e for e in events if e.audience is not None]
    assert sorted(e.audience for e in private) == [(0,), (1,), (2,)]
    assert all(e.seat == e.audience[0] for e in private)
    public = [e for e in events if e.audience is None]
    assert all(not hasattr(e, "hand") for e in public)
    assert state.view(1)["counts"] == [state.count(s) for s in range(3)]
    assert HAND_SIZE == {2: 30, 3: 29, 4: 22}
    assert len(ONES) == 5
