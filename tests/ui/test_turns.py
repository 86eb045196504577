"""The game screen's turn machine: every transition of its table, and nothing else."""

from __future__ import annotations

import itertools

import pytest

from accessiplay.ui.turns import (
    TRANSITIONS,
    BadTransition,
    Turn,
    TurnEvent,
    TurnMachine,
    next_event,
)

# The table as the module's docstring writes it down, pair by pair.
DOCUMENTED = {
    (Turn.NEW, TurnEvent.BOT_DUE): Turn.BOTS,
    (Turn.NEW, TurnEvent.CALL_HUMAN): Turn.HAND_OVER,
    (Turn.NEW, TurnEvent.NEW_TURN): Turn.CHOOSING,
    (Turn.NEW, TurnEvent.GAME_ENDED): Turn.OVER,
    (Turn.BOTS, TurnEvent.BOT_DUE): Turn.BOTS,
    (Turn.BOTS, TurnEvent.CALL_HUMAN): Turn.HAND_OVER,
    (Turn.BOTS, TurnEvent.NEW_TURN): Turn.CHOOSING,
    (Turn.BOTS, TurnEvent.GAME_ENDED): Turn.OVER,
    (Turn.HAND_OVER, TurnEvent.KEYBOARD_TAKEN): Turn.CHOOSING,
    (Turn.CHOOSING, TurnEvent.BOT_DUE): Turn.BOTS,
    (Turn.CHOOSING, TurnEvent.CALL_HUMAN): Turn.HAND_OVER,
    (Turn.CHOOSING, TurnEvent.SAME_TURN): Turn.CHOOSING,
    (Turn.CHOOSING, TurnEvent.GAME_ENDED): Turn.OVER,
    (Turn.BOTS, TurnEvent.SAME_TURN): Turn.CHOOSING,
    (Turn.CHOOSING, TurnEvent.NEW_TURN): Turn.CHOOSING,
}


def test_the_table_is_the_one_the_docstring_writes_down():
    """'written down in a docstring (states, events, transitions)': code and words agree."""
    import accessiplay.ui.turns as turns

    assert TRANSITIONS == DOCUMENTED
    for (state, event), target in DOCUMENTED.items():
        line = f"{state.name:<9} --{event.name}-->"
        assert line in turns.__doc__, line
        assert turns.__doc__.split(line, 1)[1].split()[0] == target.name


@pytest.mark.parametrize(
    "state,event", sorted(DOCUMENTED, key=lambda pair: (pair[0].value, pair[1].value))
)
def test_each_transition_of_the_table_is_followed(state, event):
    """Firing an event from a state leads where the table says."""
    machine = TurnMachine(state)
    assert machine.fire(event) is DOCUMENTED[state, event]
    assert machine.state is DOCUMENTED[state, event]


REFUSED = [pair for pair in itertools.product(Turn, TurnEvent) if pair not in DOCUMENTED]


@pytest.mark.parametrize("state,event", REFUSED)
def test_a_transition_not_in_the_table_is_refused_and_changes_nothing(state, event):
    """'a transition not in the table is refused'."""
    machine = TurnMachine(state)
    with pytest.raises(BadTransition):
        machine.fire(event)
    assert machine.state is state


def test_the_end_is_final():
    """OVER has no way out: the end is said once."""
    assert not [pair for pair in DOCUMENTED if pair[0] is Turn.OVER]
    assert len(REFUSED) == len(Turn) * len(TurnEvent) - len(DOCUMENTED)


def test_every_state_but_new_can_be_reached():
    """No state of the enum is dead: each is the target of some transition."""
    assert set(DOCUMENTED.values()) == set(Turn) - {Turn.NEW}


def facts(**changes):
    """A session where the holder, seat 0, is the only human and is to act."""
    base = {"finished": False, "to_act": 0, "holder": 0, "humans": 1}
    return base | changes


@pytest.mark.parametrize("state", list(Turn))
def test_a_finished_game_ends_whatever_else_is_true(state):
    """The end comes first."""
    assert next_event(state, **facts(finished=True, to_act=None)) is TurnEvent.GAME_ENDED


def test_no_human_to_act_means_a_bot_is_due():
    """Dice are thrown before asking; with no human to act, a bot acts next."""
    assert next_event(Turn.CHOOSING, **facts(to_act=None)) is TurnEvent.BOT_DUE


def test_another_human_is_called_to_the_keyboard():
    """RULES.md: the client asks the next human to take the keyboard and confirm."""
    assert next_event(Turn.CHOOSING, **facts(to_act=1, humans=2)) is TurnEvent.CALL_HUMAN
    assert next_event(Turn.NEW, **facts(to_act=0, holder=None, humans=2)) is TurnEvent.CALL_HUMAN


def test_where_every_seat_sees_the_same_table_the_next_human_just_takes_their_turn():
    """Play-test: "Fairy Lights and La Linotte hide nothing, yet the hand-over Enter is asked
    every turn with two humans": the next human gets "Your turn" at once, even mid-turn."""
    for state in (Turn.NEW, Turn.BOTS, Turn.CHOOSING):
        event = next_event(state, **facts(to_act=1, humans=2), private=False)
        assert event is TurnEvent.NEW_TURN
    assert TurnMachine(Turn.CHOOSING).fire(TurnEvent.NEW_TURN) is Turn.CHOOSING


@pytest.mark.parametrize("state", [Turn.NEW, Turn.BOTS])
def test_the_holder_gets_a_new_turn_after_others_acted_or_at_the_start(state):
    """'Your turn' is said when the game comes back to the holder."""
    assert next_event(state, **facts()) is TurnEvent.NEW_TURN


def test_acting_again_straight_after_ones_own_move_is_the_same_turn():
    """A kept die, a new throw: the holder goes on without a new call."""
    assert next_event(Turn.CHOOSING, **facts()) is TurnEvent.SAME_TURN


def test_waiting_only_for_the_servers_dice_is_still_the_same_turn():
    """Play-test: online La Linotte said 'Your turn' again after every throw of one's own; the
    dice came in an update of their own, while the screen waited. Only chance acted: same turn."""
    assert next_event(Turn.BOTS, **facts(others_acted=False)) is TurnEvent.SAME_TURN
    assert next_event(Turn.BOTS, **facts(others_acted=True)) is TurnEvent.NEW_TURN


def test_a_game_screen_walks_the_machine_from_the_hand_over_to_the_end(client):
    """Two humans at one keyboard: called, confirmed, choosing, and at last over, said once."""
    from accessiplay.core import get_game
    from accessiplay.ui import flow

    flow.start_game(client.app, get_game("sixty-one"), ["human", "human"], seed=4)
    screen = client.app.stack[-2]
    assert screen.turn.state is Turn.HAND_OVER and not screen.my_turn()
    client.press("enter")
    assert screen.turn.state is Turn.CHOOSING and screen.my_turn()
    for _ in range(3000):
        if screen.turn.state is Turn.OVER:
            break
        client.press("enter")
    assert screen.turn.state is Turn.OVER
    assert client.said().count("Game over.") == 1
    screen.after_change()
    assert client.said().count("Game over.") == 1
