"""16 lueurs d'hiver: choosing a turn step by step — only legal options, nothing committed early,
the legal list and the chooser always agreeing."""

from __future__ import annotations

import random

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.games.lueurs.actions import Roll, Turn
from accessiplay.games.lueurs.moves import turn_problem

GAME = get_game("lueurs")


def every_path(state, seat, prefix=()):
    """Walk the chooser like a player pressing Enter on every option in turn."""
    action = state.action_at(seat, prefix)
    if action is not None:
        yield prefix, action
        return
    options = state.next_steps(seat, prefix)
    assert options, f"a step with no option at {prefix}"
    for option in options:
        yield from every_path(state, seat, prefix + (option,))


def random_states(seeds, players=2):
    """States where seat 0 must choose, from seeded games played by random turns."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_state(players)
        while not state.is_terminal():
            if state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if 0 in state.acting_seats() and rng.random() < 0.5:
                yield state, rng
            seat = min(state.acting_seats())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.slow
def test_the_chooser_offers_exactly_the_legal_turns_each_once():
    """Every whole path names a legal turn, every legal turn has exactly one path, its steps()."""
    checked = 0
    for state, _ in random_states(range(12)):
        legal = list(state.legal_actions(0))
        assert len(legal) == len(set(legal)) == len(state.legal_actions(0))
        paths = dict(every_path(state, 0))
        assert sorted(map(repr, paths.values())) == sorted(map(repr, legal))
        assert all(action.steps() == path for path, action in paths.items())
        checked += 1
    assert checked > 20


def test_validation_agrees_with_the_legal_list():
    """A turn is accepted exactly when it is in the legal list (checked without the list)."""
    for state, rng in random_states(range(6)):
        legal = state.legal_actions(0)
        sheet, dice = state.sheets[0], state.dice
        for action in (legal[rng.randrange(len(legal))] for _ in range(10)):
            assert turn_problem(sheet, dice, action) is None and action in legal
            for bulb in range(0, 7):
                other = Turn(action.powers, action.pair, action.zone, action.place, bulb)
                assert (turn_problem(sheet, dice, other) is None) == (other in legal)
            for zone in ("bird", "birdhouses", "cakes", "snowmen", "squirrel", "moon"):
                other = Turn(action.powers, action.pair, zone, action.place, action.bulb)
                assert (turn_problem(sheet, dice, other) is None) == (other in legal)


def test_nothing_is_committed_until_the_last_step():
    """A partial path is not an action; stepping back (a shorter prefix) gives the same options."""
    state = GAME.new_state(1)
    state.apply(CHANCE, Roll((2, 5, 6)))
    before = state.snapshot()
    first = state.next_steps(0, ())
    assert first == [(2, 5), (2, 6), (5, 6), "skip"]
    second = state.next_steps(0, ((2, 5),))
    assert state.action_at(0, ((2, 5),)) is None
    assert state.action_at(0, ((2, 5), "snowmen")) is None
    assert state.next_steps(0, ((2, 5), "snowmen")) == [1, 2, 3, 4, 5]
    assert state.next_steps(0, ((2, 5),)) == second and state.next_steps(0, ()) == first
    assert state.snapshot() == before
    turn = state.action_at(0, ((2, 5), "snowmen", 4))
    assert turn == Turn(None, (2, 5), "snowmen", (7,), 4)


def test_the_powers_step_starts_with_no_power():
    """'Powers (only once unlocked)': the first step offers 'no power' first, then each use."""
    state = GAME.new_state(1)
    state.sheets[0].bulbs[0] = 3
    state.apply(CHANCE, Roll((2, 3, 6)))
    assert state.next_steps(0, ()) == [(), ((1, 2),), ((1, 3),)]
    assert state.next_steps(0, (((1, 3),),))[:2] == [(2, 4), (2, 6)]


def test_a_joker_pair_asks_for_the_joker_through_the_place():
    """'A 6 is a joker: ... the player says which value 1–6 it stands for': in the Snowmen the
    box chosen says it; in the Cakes the numbers come after the cakes."""
    state = GAME.new_state(1)
    state.apply(CHANCE, Roll((1, 3, 6)))
    assert state.next_steps(0, ((3, 6), "snowmen")) == [4, 5, 6, 7, 8, 9]
    cakes = state.next_steps(0, ((3, 6), "cakes"))
    assert cakes[0] == ("kouglof", "kouglof")
    cake = ((3, 6), "cakes", ("kouglof", "kouglof"))
    assert state.next_steps(0, cake) == [1, 2, 3]
    assert 4 in state.next_steps(0, cake + (3,)) and 3 not in state.next_steps(0, cake + (3,))
    assert state.next_steps(0, cake + (2,)) == [3]
    boxes = state.next_steps(0, ((3, 6), "bird"))
    assert boxes == list(range(1, 12))
    assert state.next_steps(0, ((3, 6), "bird", 1)) == [5, 12]
    assert state.action_at(0, ((3, 6), "bird", 1, 12, 1)) == Turn(None, (3, 6), "bird", (1, 12), 1)


def test_a_pair_fitting_nowhere_is_not_offered():
    """'If only one can be ticked, the pair cannot go here' — and a pair that fits no zone is not
    offered at all, while recording nothing always is."""
    state = GAME.new_state(1)
    sheet = state.sheets[0]
    sheet.bird = set(range(1, 13))
    sheet.houses = {(r, c) for r in (1, 2, 3) for c in (4, 5, 6)}
    sheet.cakes = {"kouglof": [1, 2, 3, 4], "biscuit-1": [5, 4, 3], "biscuit-2": [6, 5, 4]}
    sheet.snowmen = set(range(2, 13)) - {3}
    sheet.squirrel = {3: (1, 1)}
    state.apply(CHANCE, Roll((1, 2, 4)))
    assert state.next_steps(0, ()) == [(1, 2), (1, 4), "skip"]
    assert state.next_steps(0, ((1, 2),)) == ["snowmen", "squirrel"]


def test_a_double_joker_is_two_short_choices_not_one_long_list():
    """Issue #10: "where a choice is naturally two choices (domino halves, a joker's value) it
    is asked in two steps": a 6 and a 6 on the empty Squirrel are the left half (six options),
    then the right half (six options), not 36 dominoes; in the Cakes, the first number, then
    the second."""
    from accessiplay.games.lueurs.present import PRESENTER
    from accessiplay.i18n import Localizer
    from accessiplay.present import Ctx

    state = GAME.new_state(1)
    state.apply(CHANCE, Roll((6, 6, 2)))
    space = ((6, 6), "squirrel", 3)
    assert state.next_steps(0, ((6, 6), "squirrel")) == [3]
    assert state.next_steps(0, space) == [1, 2, 3, 4, 5, 6]
    assert state.next_steps(0, space + (4,)) == [1, 2, 3, 4, 5, 6]
    assert state.action_at(0, space + (4, 5, 2)) == Turn(None, (6, 6), "squirrel", (3, 4, 5), 2)
    cakes = ((6, 6), "cakes", ("kouglof", "kouglof"))
    assert state.next_steps(0, cakes) == [1, 2, 3, 4, 5]
    assert state.next_steps(0, cakes + (4,)) == [5, 6]
    en = Localizer("en", strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana"])
    assert en.format(PRESENTER.step_prompt(ctx, space)) == "Which number on the left half?"
    assert en.format(PRESENTER.step_label(ctx, space, 4)) == "4 on the left"
    assert en.format(PRESENTER.step_prompt(ctx, space + (4,))) == "And on the right half?"
    assert en.format(PRESENTER.step_label(ctx, space + (4,), 5)).startswith(
        "4 on the left, 5 on the right"
    )
    assert en.format(PRESENTER.step_prompt(ctx, cakes)) == "Which number first?"
    assert en.format(PRESENTER.step_prompt(ctx, cakes + (4,))) == "And the second number?"
