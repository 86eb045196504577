"""The bots: legal moves from their views only; normal keeps toward wanted cells and blocks."""

from __future__ import annotations

import random

import pytest
from linotte_support import (
    CHANCE,
    GAME,
    Announce,
    Place,
    PlaceNothing,
    Stop,
    Throw,
    stop,
    table,
    throw,
)

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.plan import chance_after

EASY, NORMAL = GAME.bot("easy"), GAME.bot("normal")


def _match(levels, seed):
    """One whole game between two bot levels; returns the final state."""
    rng = random.Random(seed)
    state = GAME.new_state(2)
    bots = [GAME.bot(level) for level in levels]
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        legal = state.legal_actions(seat)
        action = bots[seat](state.view(seat), legal, rng)
        assert action in legal
        state.apply(seat, action)
    return state


def test_bot_levels_weakest_first():
    """Easy, normal then hard, as the setup screen offers them."""
    assert GAME.bot_levels() == ("easy", "normal", "hard")


@pytest.mark.slow
def test_normal_beats_easy_on_average():
    """Seats swapped over 16 seeded games: normal wins most of them."""
    wins = 0
    for seed in range(16):
        levels = ("normal", "easy") if seed % 2 == 0 else ("easy", "normal")
        state = _match(levels, seed)
        wins += state.winners() == (levels.index("normal"),)
    assert wins >= 12


def _only_free(*names):
    """A board full of pawns but for `names`, with no line of five (colours alternate)."""
    pawns = {}
    for i, name in enumerate(bd.CELLS):
        if name not in names:
            pawns[name] = (i // 2 + i // 5) % 2
    return pawns


def test_normal_keeps_the_dice_toward_the_cells_it_wants():
    """'normal chooses what to keep toward cells it wants (and that are free)'."""
    state = table(pawns=_only_free("A5", "D1"))
    state.pawns = [12, 12]
    throw(state, 6, 1, 6, 2, 3)
    assert NORMAL(state.view(0), state.legal_actions(0), random.Random(0)) == Throw((6, 6))


@pytest.mark.slow
def test_normal_never_calls_an_appel_its_keep_cannot_make():
    """Issue #13: 'The normal bot of La Linotte still announces APPEL on SMALL and then keeps
    1, 1, 3, 3'. Over seeded games, the dice kept right after an APPEL can still show it
    whenever some APPEL combination could be shown from them."""
    checked = 0
    for seed in range(12):
        state, rng = GAME.new_state(2), random.Random(seed)
        called = None
        while not state.is_terminal():
            if state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = state.turn
            action = NORMAL(state.view(seat), state.legal_actions(seat), rng)
            if isinstance(action, Announce):
                called = action.combo
            elif isinstance(action, Throw) and called is not None:
                if any(chance_after(c, action.keep) > 0 for c in cb.ANNOUNCEABLE):
                    assert chance_after(called, action.keep) > 0, (called, action.keep)
                    checked += 1
                called = None
            state.apply(seat, action)
    assert checked >= 10


@pytest.mark.parametrize(
    "pawns",
    [{}, {"C1": 0, "D4": 0, "B4": 1}, {"A1": 0, "B1": 0, "A2": 1, "C2": 1}],
    ids=["empty", "small-wanted", "crowded"],
)
def test_no_first_throw_makes_normal_call_what_its_keep_cannot_show(pawns):
    """Issue #13: 'The normal bot of La Linotte still announces APPEL on SMALL and then keeps
    1, 1, 3, 3'. Every one of the 252 first throws, on boards where SMALL is worth calling:
    after an APPEL, the dice normal keeps can still show the call (unless no call could be
    shown from any keep of that hand), and 1, 1, 3, 3 never follows a call on SMALL."""
    calls = 0
    for hand in cb.HANDS:
        state = table(pawns=pawns)
        throw(state, *hand)
        called = NORMAL(state.view(0), state.legal_actions(0), random.Random(0))
        if not isinstance(called, Announce):
            continue
        calls += 1
        state.apply(0, called)
        then = NORMAL(state.view(0), state.legal_actions(0), random.Random(0))
        assert isinstance(then, Throw), (hand, called, then)
        if any(chance_after(c, k) > 0 for c in cb.ANNOUNCEABLE for k in [then.keep]):
            assert chance_after(called.combo, then.keep) > 0, (hand, called, then)
        assert (called.combo, then.keep) != ("small", (1, 1, 3, 3)), hand
    assert calls > 100


def test_normal_keeps_a_made_combination_it_wants():
    """With the only wanted cell's combination already shown, normal stops."""
    state = table(pawns=_only_free("C5", "D3"))
    state.pawns = [12, 12]
    throw(state, 2, 3, 4, 5, 6)
    assert NORMAL(state.view(0), state.legal_actions(0), random.Random(0)) == Stop()


def test_normal_blocks_the_other_players_line():
    """Normal takes the cell that stops four black pawns from becoming five."""
    state = table(pawns={"B1": 1, "B2": 1, "B3": 1, "B4": 1})
    throw(state, 5, 5, 5, 3, 3)
    stop(state)
    assert "B5" in [a.cell for a in state.legal_actions(0) if isinstance(a, Place)]
    assert NORMAL(state.view(0), state.legal_actions(0), random.Random(0)) == Place("B5")


def test_normal_does_not_end_a_game_it_would_lose():
    """A twelfth pawn ends the game: normal passes rather than lose by it."""
    state = table(white=0, pawns={"A1": 1, "A2": 1, "A3": 1})
    state.pawns[0] = 1
    throw(state, 5, 5, 5, 3, 3)
    stop(state)
    assert NORMAL(state.view(0), state.legal_actions(0), random.Random(0)) == PlaceNothing()


def test_easy_places_when_it_can():
    """Easy is weak but plausible: it never passes with a cell to take."""
    state = table()
    throw(state, 5, 5, 5, 3, 3)
    stop(state)
    for seed in range(10):
        action = EASY(state.view(0), state.legal_actions(0), random.Random(seed))
        assert isinstance(action, Place)


def test_a_whole_turn_is_valued_as_the_odds_of_the_plan():
    """The hard bot values the other player's next turn by the planner's exact odds: wanting
    only YAM, three throws kept optimally make it 4.6% of the time (the known Yahtzee odds)."""
    from accessiplay.games.linotte.hard import turn_value

    assert abs(turn_value({bd.INDEX["C3"]: 1.0}) - 0.04603) < 1e-4
    assert turn_value({}) == 0.0


def test_hard_counts_the_reply_a_cell_leaves_open():
    """Hard takes the cell that stops the other player's next turn from finishing a line,
    over a cell worth a little more to itself now: black holds B1 B2 B3 B4, and B5 ends it."""
    from accessiplay.games.linotte.bots import position
    from accessiplay.games.linotte.hard import reply_aware_worth

    state = table(pawns={"B1": 1, "B2": 1, "B3": 1, "B4": 1, "D1": 0, "D2": 0})
    view = state.view(0)
    worth = reply_aware_worth(*position(view))
    assert max(worth, key=worth.get) == bd.INDEX["B5"]
    assert GAME.bot("hard")(view, state.legal_actions(0), random.Random(0)) == Throw()


def test_hard_weighs_the_other_players_chance_of_a_winning_five():
    """Black holds B1 B2 B3 B4: a brelan of 5 on their next turn puts a fifth pawn on B5 and
    wins ('the game ends as soon as a player makes an alignment of 5'), the 35.5% chance of a
    whole turn played for it. Hard follows black's next turn as normal plays it, every throw
    counted: after a white pawn on E4, about 35% of black's turns end on B5 (normal plays for
    its other cells too); hard takes B5."""
    from accessiplay.games.linotte.bots import position
    from accessiplay.games.linotte.hard import standing, win_chance
    from accessiplay.games.linotte.reply import replies

    state = table(pawns={"B1": 1, "B2": 1, "B3": 1, "B4": 1, "E2": 0, "E3": 0})
    board, me, white, pawns, points = position(state.view(0))
    assert abs(win_chance(board, 1, white, pawns, points) - 0.35485) < 1e-4
    after, left, scored = bd.placed(board, bd.INDEX["E4"], me, pawns, points)
    reply = replies(after, 1, white, left, scored)
    assert abs(reply[bd.INDEX["B5"]] - 0.35485) < 0.01
    assert standing(after, me, white, left, scored) < 1 - 0.35
    throw(state, 5, 5, 5, 3, 3)
    stop(state)
    assert NORMAL(state.view(0), state.legal_actions(0), random.Random(0)) == Place("E4")
    assert GAME.bot("hard")(state.view(0), state.legal_actions(0), random.Random(0)) == Place("B5")


def test_a_lean_view_leaves_out_the_lines_and_changes_no_bot_decision():
    """Issue #13: 'give bots a cheap numeric total and a view without itemised scores'. A lean
    state (a search's rollout, a benchmark's game) drops the spoken lines, and every bot level
    decides exactly as it does from the full view."""
    rng = random.Random(5)
    state = GAME.new_state(2)
    checked = 0
    while not state.is_terminal() and checked < 60:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        legal = state.legal_actions(seat)
        full = state.view(seat)
        lean_state = state.clone()
        lean_state.lean = True
        lean = lean_state.view(seat)
        assert lean["lines"] == [[], []]
        assert lean["points"] == full["points"]
        for level in ("easy", "normal", "hard"):
            bot = GAME.bot(level)
            assert bot(lean, legal, random.Random(checked)) == bot(
                full, legal, random.Random(checked)
            )
        state.apply(seat, NORMAL(full, legal, rng))
        checked += 1
    assert checked == 60
