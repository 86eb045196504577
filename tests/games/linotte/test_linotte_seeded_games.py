"""Seeded bots' games pinned move for move: making the rules or the bots cheaper changes no move.

The figures were taken from main before the rules core was made cheaper (issue #13, "La Linotte
easy-vs-easy games >= 300/s"): a changed move changes the board, the points, the turns or the
number of decisions of some game here.
"""

from __future__ import annotations

import random

import pytest
from linotte_support import CHANCE, GAME, Roll, Throw

from accessiplay.core import IllegalAction
from accessiplay.core.playout import bot_decider, play_out
from accessiplay.core.protocol import State
from accessiplay.games.linotte import events as ev

#: seed: (points, turns, decisions, cause, final board: "." empty, else the seat's pawn).
EASY_GAMES = {
    0: ([11, 4], 238, 731, "pawns", "01.1000110000.00011111101"),
    1: ([4, 2], 21, 73, "five", "1..1110101....11..0000000"),
    2: ([4, 2], 39, 132, "five", "10.1000.11.1...111..00000"),
    3: ([2, 6], 32, 111, "five", "01.0101101.1...11..001000"),
    4: ([2, 0], 53, 175, "pawns", "00.0110.0001...10..001010"),
    5: ([4, 2], 22, 78, "five", "01..00..01.10..10..101110"),
    6: ([3, 0], 43, 147, "pawns", "10.0000.00110..00.1110101"),
    7: ([8, 3], 30, 105, "five", "01.1110100.00..10.0111110"),
}
NORMAL_GAMES = {
    0: ([10, 2], 38, 146, "pawns", "1101110100.001.1001011000"),
    1: ([2, 4], 18, 87, "five", ".0.1.01.11.0.1.0.01..1010"),
    2: ([0, 4], 12, 55, "five", "01.1..001..0.1....1..0.1."),
}


def _game(level: str, seed: int, lean: bool) -> tuple:
    """A whole seeded game between two bots of `level`, played as the speed benchmark plays it."""
    rng = random.Random(seed)
    state = GAME.new_state(2)
    state.lean = lean
    decide = bot_decider(GAME, [level, level], rng)
    decisions = 0

    def counted(state, seat):
        nonlocal decisions
        decisions += 1
        return decide(state, seat)

    play_out(state, counted, rng)
    board = "".join("." if owner is None else str(owner) for owner in state.board)
    return (state.points, state.turns, decisions, state.cause, board)


@pytest.mark.parametrize("lean", [True, False], ids=["lean", "full"])
@pytest.mark.parametrize("seed", sorted(EASY_GAMES))
def test_seeded_easy_games_are_the_same_move_for_move(seed, lean):
    """The benchmark's own games (lean) and the same games with full views."""
    assert _game("easy", seed, lean) == EASY_GAMES[seed]


@pytest.mark.parametrize("seed", sorted(NORMAL_GAMES))
def test_seeded_normal_games_are_the_same_move_for_move(seed):
    """The normal bot's moves, which the hard bot's strength is measured against."""
    assert _game("normal", seed, True) == NORMAL_GAMES[seed]


@pytest.mark.parametrize("lean", [True, False], ids=["lean", "full"])
def test_a_view_starts_with_the_header_every_game_gives(lean):
    """La Linotte writes its view in one go: its first keys are `State.view_header`'s own, in
    the same order and with the same values, at every step of a game, for both seats and a
    spectator."""
    rng = random.Random(3)
    state = GAME.new_state(2)
    state.lean = lean
    decide = bot_decider(GAME, ["easy", "easy"], rng)
    steps = 0
    while not state.is_terminal():
        for seat in (0, 1, None):
            header = State.view_header(state, seat)
            view = state.view(seat)
            assert list(view)[: len(header)] == list(header)
            assert {key: view[key] for key in header} == header
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = min(state.acting_seats())
            state.apply(seat, decide(state, seat))
        steps += 1
    assert steps > 100
    header = State.view_header(state, 0)
    assert {key: state.view(0)[key] for key in header} == header


def test_the_quick_events_are_the_events_their_classes_make():
    """The events of a throw are made without their dataclass's __init__: the same events."""
    pairs = [
        (
            ev.dice_thrown(1, 2, (4, 6), (1, 1, 4, 5, 6), (True,) * 3 + (False,) * 2, (), ()),
            ev.DiceThrown(1, 2, (4, 6), (1, 1, 4, 5, 6), (True,) * 3 + (False,) * 2, (), ()),
        ),
        (
            ev.throwing_stopped(0, True, (2, 2, 2, 3, 3), ("B4", "C2")),
            ev.ThrowingStopped(0, True, (2, 2, 2, 3, 3), ("B4", "C2")),
        ),
        (ev.nothing_placed(1, True, 3), ev.NothingPlaced(1, True, 3)),
        (ev.turn_began(0, 7), ev.TurnBegan(0, 7)),
    ]
    for quick, made in pairs:
        assert type(quick) is type(made)
        assert quick == made
        assert repr(quick) == repr(made)
        assert list(vars(quick).items()) == list(vars(made).items())
        assert hash(quick) == hash(made)
        with pytest.raises(AttributeError):
            quick.seat = 5  # type: ignore[misc]  # frozen, as the class makes them


def test_a_drawn_throw_is_still_refused_where_the_rules_refuse_it():
    """A throw the dice drew is let through on sight, but only for the dice that fly: five
    dice drawn for the first throw are refused when two are thrown again, and a player may
    not send the dice in place of chance."""
    rng = random.Random(0)
    state = GAME.new_state(2)
    state.apply(CHANCE, state.sample_chance(rng))
    seat = min(state.acting_seats())
    state.apply(seat, Throw())
    five = state.sample_chance(rng)
    with pytest.raises(IllegalAction):
        state.apply(seat, five)
    state.apply(CHANCE, five)
    state.apply(seat, Throw(state.dice[:3]))
    with pytest.raises(IllegalAction, match="bad-roll"):
        state.apply(CHANCE, five)
    with pytest.raises(IllegalAction, match="bad-roll"):
        state.apply(CHANCE, Roll((True, 2)))
    state.apply(CHANCE, state.sample_chance(rng))
    assert state.throws == 2
