"""The move chooser as a pure model: legal moves step by step, nothing said, nothing played."""

from __future__ import annotations

import dataclasses
import random

from accessiplay.core import CHANCE, get_game
from accessiplay.ui.chooser import MoveChooser, Outcome, Result, SeatMoves


@dataclasses.dataclass
class Paths:
    """Moves given as whole paths: a move is its path (the model never looks inside)."""

    paths: list[tuple]

    def next_steps(self, prefix):
        steps = [p[len(prefix)] for p in self.paths if p[: len(prefix)] == prefix and p != prefix]
        return list(dict.fromkeys(steps))

    def action_at(self, path):
        return path if path in self.paths else None


def chooser(*paths):
    """A chooser opened on its first step."""
    made = MoveChooser(lambda: Paths(list(paths)))
    made.reset()
    return made


def test_each_step_offers_only_the_legal_next_components():
    """'Each step is a list of only the legal options'."""
    c = chooser(("take", "red"), ("take", "blue"), ("draw",))
    assert c.options == ["take", "draw"]
    assert c.choose() == Result(Outcome.OPENED)
    assert c.prefix == ("take",) and c.options == ["red", "blue"]


def test_nothing_is_played_until_the_path_names_a_whole_move():
    """Enter goes one step further; at the last step it hands back the move to play."""
    c = chooser(("take", "red"), ("take", "blue"), ("draw",))
    c.choose()
    c.next()
    assert c.choose() == Result(Outcome.PLAY, ("take", "blue"))
    assert c.chosen_first == "take"


def test_the_focus_stops_at_both_ends_of_the_list():
    """Up on the first option and Down on the last say the list ends and keep the focus."""
    c = chooser(("a",), ("b",), ("c",))
    assert c.previous() == Result(Outcome.EDGE, at_top=True) and c.focus == 0
    assert c.last() == Result(Outcome.MOVED) and c.focus == 2
    assert c.next() == Result(Outcome.EDGE) and c.focus == 2
    assert c.first() == Result(Outcome.MOVED) and c.focus == 0


def test_page_keys_move_ten_options_and_stop_at_the_ends():
    """#10: 'Long lists ... get PageUp/PageDown by 10'; past an end they stop on it, and at
    the end itself the list says so."""
    c = chooser(*[(f"cake {n}",) for n in range(25)])
    assert c.page(10) == Result(Outcome.MOVED) and c.focus == 10
    assert c.page(10) == Result(Outcome.MOVED) and c.focus == 20
    assert c.page(10) == Result(Outcome.MOVED) and c.focus == 24
    assert c.page(10) == Result(Outcome.EDGE) and c.focus == 24
    assert c.page(-10) == Result(Outcome.MOVED) and c.focus == 14
    assert c.page(-10) == Result(Outcome.MOVED) and c.page(-10) == Result(Outcome.MOVED)
    assert c.focus == 0 and c.page(-10) == Result(Outcome.EDGE, at_top=True)


def test_back_returns_to_the_option_chosen_there_and_stops_at_the_first_step():
    """Escape walks the path back, focused where the player was."""
    c = chooser(("a", 1), ("b", 1), ("b", 2))
    c.next()
    c.choose()
    assert c.prefix == ("b",)
    assert c.back() == Result(Outcome.BACK)
    assert c.prefix == () and c.focused_path() == ("b",)
    assert c.back() == Result(Outcome.AT_START)


def test_a_step_without_options_is_empty_and_every_key_says_so():
    """No legal move at all: moving and choosing both report an empty step."""
    c = chooser()
    assert c.focused_path() is None
    for result in (c.next(), c.previous(), c.first(), c.last(), c.choose()):
        assert result == Result(Outcome.EMPTY)


def test_jump_opens_a_step_only_when_it_has_options():
    """A game key ('take') opens its step; a step with nothing in it changes nothing."""
    c = chooser(("take", "red"), ("draw",))
    c.next()
    assert c.jump(("shop",)) == Result(Outcome.UNAVAILABLE)
    assert c.prefix == () and c.focus == 1
    assert c.jump(("take",)) == Result(Outcome.OPENED)
    assert c.options == ["red"]


def test_the_next_move_starts_on_the_option_chosen_last():
    """After a move, the first step is focused where the last move began, if still offered."""
    c = chooser(("a", 1), ("b", 1))
    c.next()
    c.choose()
    c.choose()
    c.reopen()
    assert c.focused_path() == ("b",)
    c.remember(("a", 1))
    c.reopen()
    assert c.focused_path() == ("a",)


def test_on_a_real_game_the_chooser_reaches_every_legal_move_and_changes_nothing():
    """Sixty-One after the first roll: walking every path names exactly the legal actions,
    and the state is the same afterwards."""
    game = get_game("sixty-one")
    state = game.new_state(1)
    while state.is_chance():
        state.apply(CHANCE, state.sample_chance(random.Random(5)))
    seat = sorted(state.acting_seats())[0]
    before = state.snapshot()
    c = MoveChooser(lambda: SeatMoves(state, seat))
    reached = []

    def walk():
        for index in range(len(c.options)):
            c.move_to(index)
            result = c.choose()
            if result.outcome is Outcome.PLAY:
                reached.append(result.action)
            else:
                walk()
                c.back()

    c.reset()
    walk()
    assert sorted(map(repr, reached)) == sorted(map(repr, state.legal_actions(seat)))
    assert state.snapshot() == before


def test_a_new_turn_forgets_the_marks_but_keeps_the_same_selection():
    """La Linotte's dice marked to keep are not sent yet: a new turn starts with none, and
    game keys holding the selection (through Ctx.marks) still see the chooser's own."""
    c = chooser(("a",))
    held = c.marks
    held["keep"] = [True, False]
    c.reset()
    assert c.marks == {} and c.marks is held


def test_a_step_with_one_option_is_taken_unless_it_completes_the_move():
    """#10: "A step with exactly one option is taken automatically"; the step that names the
    whole move is not, so a move is never played without a key."""
    c = chooser(("take", "red", 1), ("take", "red", 2), ("take", "blue", 3), ("draw",))
    c.choose()  # take
    c.next()
    c.choose()  # blue: its only count completes the move
    assert c.prefix == ("take", "blue") and c.options == [3] and c.only_option()
    c = chooser(("take", "red", 1), ("take", "red", 2))
    assert c.taken == [((), "take"), (("take",), "red")]
    assert c.prefix == ("take", "red") and c.options == [1, 2] and not c.only_option()


def test_going_back_passes_over_steps_taken_and_the_setting_turns_it_off():
    """Escape lands on the last step with a real choice; with the setting off every step waits."""
    c = chooser(("a", "x", 1), ("a", "x", 2), ("b",))
    c.choose()
    assert c.prefix == ("a", "x") and c.taken == [(("a",), "x")]
    assert c.back() == Result(Outcome.BACK) and c.prefix == () and c.focus == 0
    c = chooser(("a", "x", 1), ("a", "x", 2))
    assert c.back() == Result(Outcome.AT_START) and c.prefix == ("a", "x")
    manual = MoveChooser(lambda: Paths([("a", "x", 1), ("a", "x", 2)]), auto=lambda: False)
    manual.reset()
    assert manual.prefix == () and manual.options == ["a"] and not manual.only_option()


def test_find_moves_to_the_next_match_wrapping_round_and_stays_when_none():
    """Type-ahead's model: the next option after the focus that matches, round the end."""
    c = chooser(("a1",), ("b",), ("a2",))
    starts_a = lambda i: c.options[i].startswith("a")  # noqa: E731
    assert c.find(starts_a) == Result(Outcome.MOVED) and c.focus == 2
    assert c.find(starts_a) == Result(Outcome.MOVED) and c.focus == 0
    assert c.find(lambda i: False) == Result(Outcome.EDGE) and c.focus == 0
