"""The hard bot always weighs the move that writes the most acorns now.

Play-test, seed 21: the hint passed over a sure 6 acorns (3, plus the first-fill bonus) for a
move bringing 3, and normal's four favourites had left the sure 6 out of the search entirely.
"""

from __future__ import annotations

import random

from accessiplay.core import CHANCE, get_game
from accessiplay.games.sixty_one import bots


def _positions(seeds: range):
    """(view, legal) at every real decision of seeded normal-vs-normal games."""
    game = get_game("sixty-one")
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_state(2)
        while not state.is_terminal():
            if state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = min(state.acting_seats())
            view, legal = state.view(seat), state.legal_actions(seat)
            if len(legal) > 1:
                yield view, legal
            state.apply(seat, bots.normal(view, legal, rng))


def _normal_top_four(view, legal):
    """The four moves normal rates highest."""
    me, ahead = view["sheets"][view["seat"]], bots._ahead(view)
    return bots.best_by(lambda a: bots._worth(view, me, a, ahead), legal, 4)


def test_the_move_writing_the_most_acorns_now_is_always_searched():
    """'A hint that passes over more acorns now must always say why': the search plays that
    move out too, even where normal's four favourites leave it out."""
    left_out = 0
    for view, legal in _positions(range(12)):
        me = view["sheets"][view["seat"]]
        most = max(bots.sure_acorns(view, me, a) for a in legal)
        top = _normal_top_four(view, legal)
        searched = bots._favourites(view, legal)
        assert max(bots.sure_acorns(view, me, a) for a in searched) == most
        if max(bots.sure_acorns(view, me, a) for a in top) < most:
            left_out += 1
            assert len(searched) == 5
        else:
            assert searched == top
    assert left_out, "some position where normal's favourites leave the surest move out"
