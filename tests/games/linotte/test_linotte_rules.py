"""A turn of La Linotte, rule by rule (RULES.md §5, "Turn")."""

from __future__ import annotations

import random

import pytest
from linotte_support import (
    CHANCE,
    GAME,
    Announce,
    DrawFirst,
    Place,
    PlaceNothing,
    Roll,
    Throw,
    cells,
    stop,
    table,
    throw,
)

from accessiplay.core import IllegalAction
from accessiplay.games.linotte.events import DiceThrown, NothingPlaced, ThrowingStopped, TurnBegan


def test_the_first_player_is_drawn_and_plays_white():
    """'the first player (chosen at random) plays white, the other black'."""
    state = GAME.new_state(2)
    assert state.acting_seats() == {CHANCE}
    assert sorted(state.legal_actions(CHANCE), key=repr) == [DrawFirst(0), DrawFirst(1)]
    drawn = {state.clone().sample_chance(random.Random(seed)) for seed in range(20)}
    assert drawn == {DrawFirst(0), DrawFirst(1)}
    events = state.apply(CHANCE, DrawFirst(1))
    assert state.view(0)["white"] == 1 and state.view(0)["black"] == 0
    assert state.acting_seats() == {1}
    assert isinstance(events[-1], TurnBegan) and events[-1].seat == 1


def test_twelve_pawns_each():
    """'12 pawns each'."""
    state = GAME.new_state(2)
    state.apply(CHANCE, DrawFirst(0))
    assert state.view(0)["pawns"] == [12, 12]


def test_two_players_only():
    """'2 players'."""
    with pytest.raises(IllegalAction):
        GAME.new_state(3)


def test_a_turn_starts_with_a_throw_of_five_dice():
    """'Throw 5 dice.' — before it, nothing but the throw."""
    state = table()
    assert state.legal_actions(0) == [Throw()]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Throw((3,)))
    assert refused.value.reason == "no-dice-yet"
    state.apply(0, Throw())
    assert state.acting_seats() == {CHANCE}
    with pytest.raises(IllegalAction) as refused:
        state.apply(CHANCE, Roll((1, 2, 3)))
    assert refused.value.reason == "bad-roll"
    state.apply(CHANCE, Roll((6, 4, 2, 4, 4)))
    assert state.view(0)["dice"] == [2, 4, 4, 4, 6]


def test_the_chooser_lists_dice_then_throw_announce_stop():
    """Between throws the options are the five dice, then throw again, APPEL, stop."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    assert state.next_steps(0, ()) == [
        ("die", 0),
        ("die", 1),
        ("die", 2),
        ("die", 3),
        ("die", 4),
        "throw",
        "announce",
        "stop",
    ]
    assert state.next_steps(0, ("announce",)) == ["full", "carre", "quinte", "small", "yam"]
    assert state.action_at(0, ("die", 2)) is None and state.next_steps(0, (("die", 2),)) == []


def test_a_rethrow_is_one_action_per_distinct_set_of_dice_kept():
    """'set aside any dice to keep and rethrow the rest': the rules take the whole rethrow at
    once; equal dice are interchangeable, so 2, 4, 4, 4, 6 offers 2 x 4 x 2 = 16 keeps, never
    all five."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    keeps = [a.keep for a in state.legal_actions(0) if isinstance(a, Throw)]
    assert len(keeps) == len(set(keeps)) == 2 * 4 * 2 - 1
    assert () in keeps and (4, 4, 4) in keeps and (2, 4, 4, 4, 6) not in keeps
    assert state.action_at(0, ("throw", (2, 4))) == Throw((2, 4))


def test_kept_dice_stay_and_the_others_are_thrown_again():
    """'Up to two more throws: before each, set aside any dice to keep and rethrow the rest'."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    events = throw(state, 1, 4, keep=(4, 4, 4))
    assert state.dice == (1, 4, 4, 4, 4)
    assert sum(state.kept) == 3
    thrown = next(e for e in events if isinstance(e, DiceThrown))
    assert thrown.rolled == (1, 4) and thrown.throw == 2


def test_kept_dice_may_be_thrown_again():
    """'(kept dice may be thrown again)': the dice kept at one rethrow may go at the next."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    throw(state, 1, 1, keep=(4, 4, 4))
    assert state.kept == (False, False, True, True, True)
    throw(state, 1, 1, 1, 1, 1)
    assert state.dice == (1, 1, 1, 1, 1)


def test_rethrowing_needs_a_die_left_unkept():
    """Rethrow 'the rest': with all five dice kept there is nothing to throw."""
    state = table()
    throw(state, 1, 2, 3, 4, 6)
    assert Throw((1, 2, 3, 4, 6)) not in state.legal_actions(0)
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Throw((1, 2, 3, 4, 6)))
    assert refused.value.reason == "all-kept"
    for keep in [(5,), (3, 3), (2, 1), [1], (1.0,)]:
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, Throw(keep))
        assert refused.value.reason == "bad-keep"


def test_the_third_throw_ends_throwing():
    """'Up to two more throws': after the third throw the player must place or pass."""
    state = table()
    throw(state, 1, 2, 3, 4, 6)
    throw(state, 1, 2, 3, 4, 6)
    events = throw(state, 2, 2, 2, 6, 6)
    assert any(isinstance(e, ThrowingStopped) and e.auto for e in events)
    assert cells(state) == ["B1", "B4", "C2", "E2"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Throw())
    assert refused.value.reason == "throwing-over"


def test_stop_whenever_you_like():
    """'Stop whenever you like.' — right after the first throw too."""
    state = table()
    throw(state, 3, 3, 3, 1, 6)
    stop(state)
    assert cells(state) == ["A2", "E1"]
    assert state.legal_actions(0)[-1] == PlaceNothing()


def test_a_combination_also_allows_its_own_cell_with_sec():
    """'A combination always allows its own cell too (a SEC full may go on FULL or SEC)'."""
    state = table()
    throw(state, 5, 5, 2, 5, 2)
    stop(state)
    assert cells(state) == ["B3", "B4", "B5", "C2", "D2", "E4"]


def test_no_sec_after_a_rethrow():
    """'SEC: ... shown by the very first throw, with no rethrow'."""
    state = table()
    throw(state, 1, 2, 3, 4, 6)
    throw(state, 5, keep=(1, 2, 3, 4))
    stop(state)
    assert cells(state) == ["C5", "D3"]


def test_announcing_is_not_a_rethrow_so_sec_stays_possible():
    """APPEL is announced 'before rethrowing'; only a rethrow takes SEC away."""
    state = table()
    throw(state, 1, 2, 3, 4, 5)
    state.apply(0, Announce("yam"))
    stop(state)
    assert "B3" in cells(state) and "A3" not in cells(state)


def test_appel_announced_after_the_first_throw_and_met_after_a_rethrow():
    """'APPEL: right after the first throw, before rethrowing, the player announces one of
    FULL, CARRÉ, QUINTE, SMALL, YAM; if the final dice, after at least one rethrow, show it,
    APPEL is allowed'."""
    state = table()
    throw(state, 5, 5, 5, 1, 3)
    state.apply(0, Announce("full"))
    assert not any(isinstance(a, Announce) for a in state.legal_actions(0))
    throw(state, 2, 2, keep=(5, 5, 5))
    stop(state)
    assert cells(state) == ["A3", "B4", "B5", "C2", "C4", "E4"]


def test_appel_cannot_be_announced_after_a_rethrow_or_twice():
    """'right after the first throw, before rethrowing'."""
    state = table()
    throw(state, 5, 5, 5, 1, 3)
    state.apply(0, Announce("carre"))
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Announce("full"))
    assert refused.value.reason == "already-announced"
    other = table()
    throw(other, 5, 5, 5, 1, 3)
    throw(other, 1, 2, 3, 4, 6)
    with pytest.raises(IllegalAction) as refused:
        other.apply(0, Announce("full"))
    assert refused.value.reason == "announce-too-late"
    with pytest.raises(IllegalAction) as refused:
        table_after = table()
        throw(table_after, 1, 2, 3, 4, 6)
        table_after.apply(0, Announce("brelan-4"))
    assert refused.value.reason == "bad-combo"


def test_appel_is_not_offered_once_both_appel_cells_are_taken():
    """Announcing could only lead to an APPEL cell: with A3 and C4 taken it is not offered."""
    state = table(pawns={"A3": 1, "C4": 1})
    throw(state, 5, 5, 5, 1, 3)
    assert not any(isinstance(a, Announce) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Announce("full"))
    assert refused.value.reason == "appel-taken"


def test_a_missed_appel_allows_nothing_extra():
    """APPEL is allowed only 'if the final dice ... show it'."""
    state = table()
    throw(state, 5, 5, 5, 1, 3)
    state.apply(0, Announce("yam"))
    throw(state, 5, 2, keep=(5, 5, 5))
    stop(state)
    assert cells(state) == ["B2", "B5", "E3", "E4"]


def test_occupied_cells_are_blocked():
    """'place one pawn on an empty cell whose combination your final dice show'."""
    state = table(pawns={"A2": 1})
    throw(state, 3, 3, 3, 1, 6)
    stop(state)
    assert cells(state) == ["E1"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Place("A2"))
    assert refused.value.reason == "cell-taken"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Place("C3"))
    assert refused.value.reason == "not-shown"


def test_placement_is_never_forced():
    """'or place nothing (never forced)'."""
    state = table()
    throw(state, 3, 3, 3, 1, 6)
    stop(state)
    events = state.apply(0, PlaceNothing())
    assert isinstance(events[0], NothingPlaced) and not events[0].no_cell
    assert state.turn == 1 and state.pawns == [12, 12]


def test_with_no_cell_to_take_the_turn_passes_at_once():
    """'Then you may place one pawn ... or place nothing': with no cell there is no choice."""
    state = table()
    throw(state, 1, 2, 3, 5, 6)
    events = stop(state)
    assert any(isinstance(e, NothingPlaced) and e.no_cell for e in events)
    assert state.turn == 1 and state.legal_actions(1) == [Throw()]


def test_placing_needs_throwing_to_be_over():
    """'Stop ... Then you may place one pawn'."""
    state = table()
    throw(state, 3, 3, 3, 1, 6)
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Place("A2"))
    assert refused.value.reason == "still-throwing"


def test_one_pawn_per_turn_then_the_other_player():
    """'you may place one pawn' — then the other player's turn begins with fresh dice."""
    state = table()
    throw(state, 3, 3, 3, 1, 6)
    stop(state)
    state.apply(0, Place("A2"))
    view = state.view(1)
    assert view["board"][0][1] == 0 and view["pawns"] == [11, 12]
    assert view["turn"] == 1 and view["dice"] == [] and view["throws"] == 0
    assert state.legal_actions(1) == [Throw()] and state.legal_actions(0) == []


def test_illegal_actions_change_nothing_and_name_their_rule():
    """A refused action leaves the state as it was (the platform speaks the reason)."""
    state = table()
    throw(state, 3, 3, 3, 1, 6)
    before = state.snapshot()
    for action, reason in [
        (Throw((7,)), "bad-keep"),
        (Place("Z9"), "still-throwing"),
        (Throw((3, 3, 3, 3)), "bad-keep"),
        (Announce("sec"), "bad-combo"),
    ]:
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, action)
        assert refused.value.reason == reason
        assert state.snapshot() == before


def test_everything_is_public():
    """Nothing is hidden in La Linotte: both players and a spectator see the same table."""
    state = table(pawns={"C3": 0})
    throw(state, 6, 4, 2, 4, 4)
    throw(state, 2, 6, 4, 4, keep=(4,))
    views = [state.view(seat) for seat in (0, 1, None)]
    for view in views:
        assert view.pop("seat") in (0, 1, None)
    assert views[0] == views[1] == views[2]
    assert views[0]["dice"] == [2, 4, 4, 4, 6]
    assert views[0]["kept"] == [False, False, False, True, False]
    assert views[0]["made"] == ["brelan-4"] and views[0]["cells"] == ["A4", "E5"]
