"""Tables set up by hand for the Sixteen tests: chosen hands, rows and specials, then real play.

A real Deal starts the game (so every invariant of a dealt table holds); the hands, rows and
specials are then replaced by the ones a test describes, in the game's own tokens.
"""

from __future__ import annotations

import random

import pytest

from accessiplay.core import CHANCE, IllegalAction
from accessiplay.games.sixteen.actions import Deal
from accessiplay.games.sixteen.game import GAME
from accessiplay.games.sixteen.tiles import COLOURS, code


def _mask(tokens) -> int:
    """Hand tokens of one colour as the state's mask."""
    return sum(1 << code(t) for t in tokens)


def _row_code(tok) -> int:
    """A row token as the state's code (the row's 1 is 1)."""
    return tok if isinstance(tok, int) else code(tok)


def table(hands: list[dict], rows: dict | None = None, specials: list | None = None, turn: int = 0):
    """A dealt table: `hands[seat]` maps colours to tokens; rows default to the five 1s.

    `specials[seat]` is (scissors, trash). Nothing stays in the bag.
    """
    players = len(hands)
    state = GAME.new_state(players)
    state.apply(CHANCE, Deal(tuple(range(88)), first=0 if players == 2 else None))
    for seat, hand in enumerate(hands):
        state.hands[seat] = [_mask(hand.get(name, ())) for name in COLOURS]
        state.specials[seat] = list(specials[seat]) if specials else [0, 0]
    rows = rows or {}
    state.rows = [[_row_code(t) for t in rows.get(name, [1])] for name in COLOURS]
    state.bag = []
    state.turn = turn
    state._legal = None
    return state


def dealt(players: int, seed: int):
    """A table dealt by chance from a seeded generator, as a session would."""
    state = GAME.new_state(players)
    state.apply(CHANCE, state.sample_chance(random.Random(seed)))
    return state


def refused(state, seat, action) -> str:
    """The reason code of a refused action, checking the table did not change."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, action)
    assert state.snapshot() == before
    return err.value.reason
