"""Lines, points and the end of the game (RULES.md §5, "End and score")."""

from __future__ import annotations

import random

from linotte_support import CHANCE, GAME, Place, stop, table, throw

from accessiplay.core.events import GameEnded
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte.events import EndReached, PawnPlaced


def _board(*names, seat=0, others=()):
    """25 owners with `seat`'s pawns on `names` and the other seat's on `others`."""
    board = [None] * 25
    for name in names:
        board[bd.INDEX[name]] = seat
    for name in others:
        board[bd.INDEX[name]] = 1 - seat
    return board


def _total(state, seat):
    """A seat's total from its itemised score sheet."""
    return state.scores()[seat].total


def test_lines_of_three_four_five_score_two_three_four():
    """'Every maximal line of 3 or more ... scores once: 3 → 2 points, 4 → 3 points, 5 → 4'."""
    assert bd.points(_board("A1", "A2", "A3"), 0) == 2
    assert bd.points(_board("A1", "A2", "A3", "A4"), 0) == 3
    assert bd.points(_board("A1", "A2", "A3", "A4", "A5"), 0) == 4
    assert bd.points(_board("A1", "A2"), 0) == 0


def test_a_line_counts_once_at_its_longest():
    """'maximal line': four in a row is one line of 4 (3 points), not two lines of 3."""
    assert bd.runs(_board("B2", "B3", "B4", "B5"), 0) == [(1, 1, 4)]


def test_an_opponent_pawn_cuts_a_line():
    """'same-colour pawns': a black pawn between white ones splits them."""
    assert bd.points(_board("C1", "C2", "C4", "C5", others=("C3",)), 0) == 0


def test_a_pawn_may_count_in_several_directions():
    """'(a pawn may count in several directions)': C3 in a row, a column and a diagonal."""
    board = _board("C2", "C3", "C4", "B3", "D3", "B2", "D4")
    assert bd.points(board, 0) == 2 + 2 + 2
    assert len(bd.runs_through(board, bd.INDEX["C3"])) == 3


def test_diagonals_of_every_length_count():
    """'in a row, column or diagonal': short diagonals of 3 cells count too."""
    assert bd.points(_board("A3", "B4", "C5"), 0) == 2
    assert bd.points(_board("C1", "D2", "E3"), 0) == 2
    assert bd.points(_board("A5", "B4", "C3", "D2"), 0) == 3


def test_score_sheets_are_itemised_by_direction():
    """The spoken score lists rows, columns and diagonals, each with its lines."""
    state = table(pawns={"A1": 0, "A2": 0, "A3": 0, "B1": 0, "C1": 0})
    sheet = state.scores()[0]
    assert [item.key for item in sheet.items] == ["rows", "columns", "diagonals"]
    assert [item.points for item in sheet.items] == [2, 2, 0]
    assert sheet.items[0].args()["lines"] == (("A1", "A3", 3),)
    assert sheet.total == 4 and _total(state, 1) == 0


def test_each_pawn_tells_the_lines_it_made():
    """After each move, the lines it made and the points they add."""
    state = table(pawns={"A1": 0, "C1": 0, "B2": 0, "C3": 0, "D4": 0})
    throw(state, 2, 2, 2, 1, 6)
    stop(state)
    events = state.apply(0, Place("B1"))
    placed = events[0]
    assert isinstance(placed, PawnPlaced) and placed.cell == "B1" and placed.combo == "brelan-2"
    assert placed.lines == (("column", "A1", "C1", 3),)
    assert placed.gained == 2 and placed.total == 2 + 3


def test_extending_a_line_adds_the_difference():
    """A line of 3 grown to 4 goes from 2 to 3 points: one more point."""
    state = table(pawns={"E1": 0, "E3": 0, "E4": 0})
    throw(state, 2, 2, 2, 1, 6)
    stop(state)
    placed = state.apply(0, Place("E2"))[0]
    assert placed.lines == (("row", "E1", "E4", 4),) and placed.gained == 3
    throw(state, 1, 2, 3, 5, 6)  # black: nothing to take, the turn passes
    stop(state)
    throw(state, 4, 4, 4, 1, 6)
    stop(state)
    placed = state.apply(0, Place("E5"))[0]
    assert placed.lines == (("row", "E1", "E5", 5),) and placed.gained == 1


def test_an_alignment_of_five_ends_the_game_at_once():
    """'The game ends as soon as a player makes an alignment of 5'."""
    state = table(pawns={"A1": 0, "B2": 0, "D4": 0, "E5": 0})
    throw(state, 6, 6, 6, 6, 6)
    stop(state)
    events = state.apply(0, Place("C3"))
    assert any(isinstance(e, EndReached) and e.cause == "five" for e in events)
    assert isinstance(events[-1], GameEnded)
    assert state.is_terminal() and state.winners() == (0,)
    assert state.legal_actions(1) == []


def test_a_twelfth_pawn_ends_the_game_even_for_the_second_player():
    """'...or places their 12th pawn' — black's 12th pawn ends it before white's."""
    black_cells = ["A1", "A3", "A5", "B2", "B4", "C1", "C5", "D2", "D4", "E1", "E3"]
    state = table(pawns={name: 1 for name in black_cells})
    throw(state, 1, 2, 3, 5, 6)
    stop(state)  # white passes
    throw(state, 4, 4, 4, 1, 6)
    stop(state)
    events = state.apply(1, Place("E5"))
    assert any(isinstance(e, EndReached) and e.cause == "pawns" for e in events)
    assert state.is_terminal() and state.view(0)["pawns"] == [12, 0]


def test_most_points_wins_and_a_tie_goes_to_black():
    """'Most points wins; a tie goes to black.'"""
    state = table(white=1, pawns={"B1": 1, "C1": 1, "E2": 0, "E3": 0, "E4": 0})
    state.pawns[1] = 1  # white's next pawn is its twelfth
    throw(state, 6, 6, 6, 1, 2)
    stop(state)
    state.apply(1, Place("D1"))  # white's B1, C1, D1: 3 in a column
    assert state.is_terminal()
    assert state.points == [2, 2]
    assert state.winners() == (0,)  # seat 0 plays black


def test_more_points_wins():
    """'Most points wins' — white ahead at the end wins."""
    state = table(white=0, pawns={"B1": 0, "C1": 0, "E2": 1, "E3": 1})
    state.pawns[0] = 1
    throw(state, 6, 6, 6, 1, 2)
    stop(state)
    events = state.apply(0, Place("D1"))
    assert state.is_terminal() and state.points == [2, 0]
    assert events[-1] == GameEnded(winners=(0,), scores=(2, 0))


def test_running_points_always_match_a_full_count_of_the_lines():
    """The points said after each pawn are the points of the maximal lines on the board."""
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_state(2)
        while not state.is_terminal():
            if state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = state.turn
            events = state.apply(seat, rng.choice(state.legal_actions(seat)))
            if events and isinstance(events[0], PawnPlaced):
                assert state.points == [_total(state, 0), _total(state, 1)]
                assert events[0].total == bd.points(state.board, seat)
