"""Normal's dice planning with numpy, for the hard bot's playouts only (endgame.py).

The same expectations as plan.py's `Planner` (the same keeps, the same stops), as matrix
products instead of Python sums: a turn's plan costs some tens of microseconds instead of a
millisecond. The sums run in another order, so a value may differ in its last bits; normal
itself keeps plan.py, whose moves are pinned by the seeded-games test.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.plan import HAND_NO, HANDS, RETHROWN, SHOWN, SUBHANDS, TRANSITIONS

KEPT_NO = {kept: i for i, kept in enumerate(RETHROWN)}
#: MOVES[k, h]: the chance that a rethrow keeping RETHROWN[k] gives hand h.
MOVES = np.zeros((len(RETHROWN), len(HANDS)))
for _k, _kept in enumerate(RETHROWN):
    for _h, _p in TRANSITIONS[_kept]:
        MOVES[_k, _h] += _p
#: For every hand, the numbers of the sub-hands it may keep (padded with its first).
_WIDTH = max(len(SUBHANDS[hand]) for hand in HANDS)
KEEPS = np.array(
    [
        [KEPT_NO[k] for k in SUBHANDS[hand]]
        + [KEPT_NO[SUBHANDS[hand][0]]] * (_WIDTH - len(SUBHANDS[hand]))
        for hand in HANDS
    ]
)
#: SHOWS[combo]: which hands show it.
SHOWS = {c: np.array([c in shown for shown in SHOWN]) for c in cb.ALL}
_SEC = np.array([bool(shown & cb.SEC_MAKERS) for shown in SHOWN])


class FastPlanner:
    """`plan.Planner`'s `choose`, with numpy tables."""

    def __init__(self, worth: dict[str, float], announced: str | None):
        final = np.zeros(len(HANDS))
        for combo, value in worth.items():
            if combo in ("sec", "appel"):
                continue
            np.maximum(final, np.where(SHOWS[combo], value, 0.0), out=final)
        first = final.copy()
        if "sec" in worth:
            np.maximum(first, np.where(_SEC, worth["sec"], 0.0), out=first)
        if announced is not None and "appel" in worth:
            np.maximum(final, np.where(SHOWS[announced], worth["appel"], 0.0), out=final)
        self.final = final
        self.first = first
        self.last_means = MOVES @ final
        middle = np.maximum(final, self.last_means[KEEPS].max(axis=1))
        self.first_means = MOVES @ middle

    def choose(self, hand: tuple[int, ...], throws: int) -> tuple[tuple[int, ...] | None, float]:
        """After throw `throws` (1 or 2): the sub-hand to keep and rethrow, or None to stop."""
        h = HAND_NO[hand]
        if throws >= cb.MAX_THROWS:
            return None, float(self.final[h])
        stop = self.first[h] if throws == 1 else self.final[h]
        means = self.first_means if throws == 1 else self.last_means
        value, keep = max((means[KEPT_NO[k]], k) for k in SUBHANDS[hand])
        return (keep, float(value)) if value > stop + 1e-9 else (None, float(stop))


@lru_cache(maxsize=4096)
def planner(combo_worth: tuple, announced: str | None) -> FastPlanner:
    """One planner per combination worths and APPEL, shared by the playouts."""
    return FastPlanner(dict(combo_worth), announced)
