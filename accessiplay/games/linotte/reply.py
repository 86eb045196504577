"""The other player's next turn, worked out exactly as normal plays it: where its pawn goes, and
how often, over every throw its dice can show (for the hard bot, hard.py).

Normal's turn is a fixed plan: its APPEL call and its keeps follow from the first throw, its
pawn from the final dice. Following the 252 hands of each throw with their chances gives the
turn's outcomes exactly, with no dice drawn: the same position always gets the same answer.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

import numpy as np

from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import fastplan as fp
from accessiplay.games.linotte.hands import options
from accessiplay.games.linotte.plan import HANDS, TRANSITIONS
from accessiplay.games.linotte.rollout import announce

#: A final hand: (hand number, throws made, the APPEL called or None).
Final = tuple[int, int, str | None]


@lru_cache(maxsize=4096)
def replies(board: tuple, seat: int, white: int, pawns: tuple, points: tuple) -> dict:
    """Where normal's pawn goes on `seat`'s next turn (None: no pawn), with each chance."""
    worth = nb.cell_worth(board, seat, white, pawns, points)
    if not worth:
        return {None: 1.0}
    combos = tuple(sorted(nb.combo_worth(worth).items()))
    cells: defaultdict[int | None, float] = defaultdict(float)
    for (h, throws, called), chance in _finals(combos).items():
        best, cell = 0.0, None
        for i in options(HANDS[h], throws, called)[1]:
            value = worth.get(i, 0.0)
            if board[i] is None and value > best:
                best, cell = value, i
        cells[cell] += chance
    return dict(cells)


@lru_cache(maxsize=1024)
def _finals(combos: tuple) -> dict[Final, float]:
    """The final hands of a turn planned for these combination worths, with their chances."""
    may_call = "appel" in dict(combos)
    finals: defaultdict[Final, float] = defaultdict(float)
    second: dict[str | None, np.ndarray] = {}
    for h, chance in TRANSITIONS[()]:
        called = announce(HANDS[h], combos) if may_call else None
        keep, _ = fp.planner(combos, called).choose(HANDS[h], 1)
        if keep is None:
            finals[(h, 1, called)] += chance
        else:
            spread = second.setdefault(called, np.zeros(len(HANDS)))
            spread += chance * fp.MOVES[fp.KEPT_NO[keep]]
    for called, spread in second.items():
        planner = fp.planner(combos, called)
        third = np.zeros(len(HANDS))
        for second_hand in np.nonzero(spread)[0]:
            keep, _ = planner.choose(HANDS[second_hand], 2)
            if keep is None:
                finals[(int(second_hand), 2, called)] += float(spread[second_hand])
            else:
                third += spread[second_hand] * fp.MOVES[fp.KEPT_NO[keep]]
        for last_hand in np.nonzero(third)[0]:
            finals[(int(last_hand), 3, called)] += float(third[last_hand])
    return dict(finals)
