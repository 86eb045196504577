"""The hard bot's look one roll ahead (`lastturns`): the rival's foreseen turn is one normal
would play, the bags settle as the game settles them, and hard's best reply on a roll is the
best of every legal turn written out whole."""

from __future__ import annotations

import random

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.games.lueurs import bots, lastturns
from accessiplay.games.lueurs.hard import ends, final
from accessiplay.games.lueurs.legal import legal_turns
from accessiplay.games.lueurs.promise import promise
from accessiplay.games.lueurs.sheet import CIRCLED, CROSSED, OPEN

GAME = get_game("lueurs")


def late_positions(seed, turns=9):
    """Both sheets and the dice of a seeded normal-vs-normal game, from `turns` on."""
    rng = random.Random(seed)
    state = GAME.new_state(2)
    normal = GAME.bot("normal")
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            if state.turn >= turns:
                yield state.sheets[0].clone(), state.sheets[1].clone(), state.dice
            continue
        seat = min(state.acting_seats())
        state.apply(seat, normal(state.view(seat), state.legal_actions(seat), rng))


def whole_reply(mine, dice, theirs):
    """Hard's best result on a roll, every legal turn written out and judged as a whole."""
    best = 0.0
    for turn in legal_turns(mine, dice):
        after = bots.written(mine, turn.zone, turn.place, turn.bulb)
        if ends(theirs) or ends(after):
            value = lastturns.result(final(after), final(theirs))
        else:
            value = lastturns.hope(promise(after) - promise(theirs))
        best = max(best, value)
    return best


@pytest.mark.parametrize("seed", range(3))
def test_the_foreseen_turn_is_one_normal_values_most(seed):
    """Normal's best value on the roll is the promise of the sheet foreseen for the rival."""
    for _mine, theirs, dice in late_positions(seed):
        foreseen = lastturns.normal_turn(theirs, dice, ({}, {}))
        best = max(value for value, _ in bots._promises(theirs, legal_turns(theirs, dice)))
        assert promise(foreseen) == pytest.approx(best, abs=1e-9)


@pytest.mark.parametrize("seed", range(3))
def test_the_best_reply_is_the_best_whole_turn(seed):
    """Against the rival's foreseen turn, the reply worked out from each place's and each
    bulb's share is worth what the best whole turn is: exact when the game ends."""
    for mine, theirs, dice in late_positions(seed):
        theirs_after = lastturns.normal_turn(theirs, dice, ({}, {}))
        known = ({(None, ()): (0.0, 0.0)}, {})
        quick = lastturns.best_reply(mine, dice, theirs_after, known)
        assert quick == pytest.approx(whole_reply(mine, dice, theirs_after), abs=1e-9)


def test_bags_settle_as_the_rules_say():
    """A zone both complete on one turn is circled on both sheets; a garland only one completes
    is circled there and crossed out on the other (RULES.md §1 step 4)."""
    mine, theirs, _dice = next(late_positions(0))
    for sheet in (mine, theirs):
        sheet.snowmen = set(range(2, 13))
        sheet.bags["snowmen"] = OPEN
        sheet.bags["red"] = OPEN
    mine.bulbs[0], theirs.bulbs[0] = 3, 2
    lastturns.settle(mine, theirs)
    assert (mine.bags["snowmen"], theirs.bags["snowmen"]) == (CIRCLED, CIRCLED)
    assert (mine.bags["red"], theirs.bags["red"]) == (CIRCLED, CROSSED)


def test_every_throw_of_three_dice_is_counted_once():
    """The 56 rolls weigh the 216 throws."""
    assert len(lastturns.ROLLS) == 56
    assert sum(throws for _dice, throws in lastturns.ROLLS) == 216
