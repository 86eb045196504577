"""La Linotte's hard bot: normal's exact planning of the dice, with every cell it might take
judged after the other player's reply.

A cell is worth what normal says, minus how much better the other player's next turn becomes
(or plus how much worse) once the pawn is down: the value of a whole turn of theirs is the
planner's expectation over their first throw, their cells valued as normal would value them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte.actions import Announce, Place, PlaceNothing, Stop, Throw
from accessiplay.games.linotte.plan import HANDS, KEPT, SUBHANDS, TRANSITIONS, Planner, expect
from accessiplay.games.linotte.view import LinotteView

#: How much of the other player's gain in their next turn counts against a cell.
REPLY_WEIGHT = 1.0
#: How many of normal's favourite cells are judged by the reply (the rest keep normal's worth).
LOOKED_AT = 6


def turn_value(worth: dict[int, float]) -> float:
    """The expected worth of a whole turn, from the first throw, planned as normal plans it."""
    combos = nb.combo_worth(worth)
    if not combos:
        return 0.0
    planner = Planner(combos, None)
    middle = planner.middle()
    means = {kept: expect(middle, kept) for kept in KEPT[: -len(HANDS)]}
    total = 0.0
    for h, chance in TRANSITIONS[()]:
        rethrow = max(means[kept] for kept in SUBHANDS[HANDS[h]])
        total += chance * max(planner.first_throw_value(h), rethrow)
    return total


@lru_cache(maxsize=256)
def reply_aware_worth(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> dict:
    """Normal's cell worths, the favourite cells corrected by the other player's reply."""
    worth = nb.every_cell_worth(board, me, white, pawns, points)
    other = 1 - me
    base = turn_value(nb.cell_worth(board, other, white, pawns, points))
    favourites = sorted(worth, key=lambda c: -worth[c])[:LOOKED_AT]
    for cell in favourites:
        if abs(worth[cell]) >= nb.DECISIVE:
            continue  # the game ends with this pawn: there is no reply
        after = list(board)
        after[cell] = me
        mine_pawns = list(pawns)
        mine_pawns[me] -= 1
        mine_points = list(points)
        mine_points[me] += bd.gain(board, cell, me)
        reply = turn_value(
            nb.cell_worth(tuple(after), other, white, tuple(mine_pawns), tuple(mine_points))
        )
        worth[cell] -= REPLY_WEIGHT * (reply - base)
    return {cell: value for cell, value in worth.items() if value > 0}


def decide(view: LinotteView, legal: list[Action], rng: random.Random) -> Action:
    """Normal's play, with cells judged after the other player's best reply."""
    return nb.play(view, legal, reply_aware_worth(*nb.position(view)))


def rank(view: LinotteView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """The moves hard weighs, best first, each with the worth it expects of the turn (its own
    move first, so the hint names what hard would play)."""
    worth = reply_aware_worth(*nb.position(view))
    chosen = decide(view, list(legal), rng)
    rated: list[tuple[float, Action]]
    if any(isinstance(a, PlaceNothing) for a in legal):
        rated = [(worth.get(bd.INDEX[a.cell], 0.0), a) for a in legal if isinstance(a, Place)]
        rated.append((0.0, PlaceNothing()))
    elif not view["dice"]:
        rated = [(turn_value(worth), Throw())]
    else:
        rated = _throwing(view, legal, nb.combo_worth(worth))
    ranked = [Ranked(a, v, v, None, 0) for v, a in rated if a in legal]
    ranked.sort(key=lambda r: (r.action != chosen, -r.value))
    return ranked


def _throwing(
    view: LinotteView, legal: Sequence[Action], combos: dict
) -> list[tuple[float, Action]]:
    """Stop, each rethrow and each APPEL call, with the expected worth of the rest of the turn."""
    hand, throws = tuple(view["dice"]), view["throws"]
    planner = nb.planner_for(tuple(sorted(combos.items())), view["announced"])
    rated: list[tuple[float, Action]] = [
        (value, Stop() if keep is None else Throw(keep))
        for value, keep in planner.options(hand, throws)
    ]
    for action in legal:
        if isinstance(action, Announce):
            called = nb.planner_for(tuple(sorted(combos.items())), action.combo)
            rated.append((called.choose(hand, throws)[1], action))
    return rated
