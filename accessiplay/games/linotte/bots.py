"""Bots that see only their view: `easy` chases its most common value, `normal` plans.

`normal` values every empty cell (its own lines and the other player's it would block), then
keeps the dice that give the best expected cell over the throws left (see plan.py).
"""

from __future__ import annotations

import random
from functools import lru_cache

from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.actions import (
    Announce,
    Keep,
    Place,
    PlaceNothing,
    Release,
    Stop,
    Throw,
)
from accessiplay.games.linotte.plan import Planner, reach

#: How much a point of score is worth against the promise of unfinished lines.
SCORE_WEIGHT = 1.0
#: Promise of a stretch of the board holding `n` pawns of one colour and none of the other.
PROMISE = {
    3: (0.0, 0.15, 0.6, 0.0),
    4: (0.0, 0.1, 0.4, 1.0, 0.0),
    5: (0.0, 0.05, 0.25, 0.7, 1.5, 0.0),
}
#: Blocking the other player's stretch is worth this share of its promise.
BLOCK_WEIGHT = 0.9
#: Any pawn on the board may join a line later: placing is always worth a little (this also
#: makes the leader use up its pawns, so games between bots always end).
PRESENCE = 0.05
#: Ending the game: a clear gain if it wins, to be avoided if it loses.
DECISIVE = 50.0


def _windows() -> list[tuple[tuple[int, ...], ...]]:
    """For each cell, every stretch of 3, 4 or 5 consecutive cells of a line that holds it."""
    through: list[list[tuple[int, ...]]] = [[] for _ in range(bd.SIZE * bd.SIZE)]
    for _, line in bd.LINES:
        for length in (3, 4, 5):
            for start in range(len(line) - length + 1):
                stretch = line[start : start + length]
                for cell in stretch:
                    through[cell].append(stretch)
    return [tuple(w) for w in through]


WINDOWS = _windows()


def _flat(view: dict) -> tuple:
    """The board as 25 owners in reading order."""
    return tuple(owner for row in view["board"] for owner in row)


def _first(legal: list[Action], kind: type) -> Action | None:
    """The first legal action of a kind, if any."""
    return next((a for a in legal if type(a) is kind), None)


def _toggle_toward(view: dict, legal: list[Action], target: tuple[int, ...]) -> Action | None:
    """The next Keep or Release that brings the kept dice to exactly the `target` values."""
    wanted = list(target)
    goal = [False] * cb.DICE
    # Prefer dice already kept, so as few toggles as possible are needed.
    for keep_first in (True, False):
        for d, (value, kept) in enumerate(zip(view["dice"], view["kept"])):
            if kept == keep_first and not goal[d] and value in wanted:
                wanted.remove(value)
                goal[d] = True
    for d, kept in enumerate(view["kept"]):
        if kept != goal[d]:
            action = Release(d) if kept else Keep(d)
            if action in legal:
                return action
    return None


# --- easy ---------------------------------------------------------------------------------


def easy(view: dict, legal: list[Action], rng: random.Random) -> Action:
    """Keeps its most common value, stops at the first cell it may take, places anywhere."""
    places = [a for a in legal if isinstance(a, Place)]
    if places or _first(legal, PlaceNothing):
        return rng.choice(places) if places else PlaceNothing()
    if not view["dice"]:
        return Throw()
    if view["cells"] and rng.random() < 0.7:
        return Stop()
    dice = view["dice"]
    value = max(dice, key=lambda v: (dice.count(v), v))
    toggle = _toggle_toward(view, legal, tuple(v for v in dice if v == value))
    if toggle is not None:
        return toggle
    return Throw() if Throw() in legal else Stop()


# --- normal -------------------------------------------------------------------------------


def _promise_change(board: tuple, cell: int, me: int) -> float:
    """Stretches through `cell`: what my pawn there adds to mine and takes from the other's."""
    change = 0.0
    for stretch in WINDOWS[cell]:
        mine = theirs = 0
        for c in stretch:
            owner = board[c]
            if owner == me:
                mine += 1
            elif owner is not None:
                theirs += 1
        table = PROMISE[len(stretch)]
        if not theirs:
            change += table[mine + 1] - table[mine]
        elif not mine:
            change += BLOCK_WEIGHT * table[theirs]
    return change


@lru_cache(maxsize=4096)
def cell_worth(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> dict:
    """What a pawn of mine is worth on each empty cell (a cell not worth having is left out)."""
    other = 1 - me
    worth: dict[int, float] = {}
    for cell, owner in enumerate(board):
        if owner is not None:
            continue
        gain = bd.gain(board, cell, me)
        value = PRESENCE + SCORE_WEIGHT * gain + _promise_change(board, cell, me)
        after = list(board)
        after[cell] = me
        ends = pawns[me] == 1 or any(n >= 5 for _, _, n in bd.runs_through(after, cell))
        if ends:
            mine, theirs = points[me] + gain, points[other]
            value = DECISIVE if mine > theirs or (mine == theirs and me != white) else -DECISIVE
        if value > 0:
            worth[cell] = value
    return worth


def _combo_worth(worth: dict[int, float]) -> dict[str, float]:
    """The best cell value of each combination still open."""
    best: dict[str, float] = {}
    for cell, value in worth.items():
        combo = bd.COMBO_AT[cell]
        best[combo] = max(best.get(combo, 0.0), value)
    return best


@lru_cache(maxsize=512)
def _planner(combo_worth: tuple, announced: str | None) -> Planner:
    """Planners are shared across the calls of one turn (one per toggle)."""
    return Planner(dict(combo_worth), announced)


def normal(view: dict, legal: list[Action], rng: random.Random) -> Action:
    """Keeps toward the cells worth most (own lines, blocking lines), then takes the best."""
    me = view["seat"]
    worth = cell_worth(_flat(view), me, view["white"], tuple(view["pawns"]), tuple(view["points"]))
    places = [a for a in legal if isinstance(a, Place)]
    if _first(legal, PlaceNothing):
        scored = [(worth.get(bd.INDEX[a.cell], 0.0), a.cell) for a in places]
        best = max(scored, default=(0.0, None))
        return Place(best[1]) if best[0] > 0 else PlaceNothing()
    if not view["dice"]:
        return Throw()
    combo_worth = tuple(sorted(_combo_worth(worth).items()))
    planner = _planner(combo_worth, view["announced"])
    keep, _ = planner.choose(tuple(view["dice"]), view["throws"])
    if keep is None:
        return Stop()
    announce = _announce(view, legal, dict(combo_worth))
    if announce is not None:
        return announce
    toggle = _toggle_toward(view, legal, keep)
    if toggle is not None:
        return toggle
    return Throw() if Throw() in legal else Stop()


def _announce(view: dict, legal: list[Action], combo_worth: dict) -> Action | None:
    """APPEL costs nothing: before rethrowing, call the combination most likely to come."""
    if "appel" not in combo_worth or not any(isinstance(a, Announce) for a in legal):
        return None
    hand = tuple(view["dice"])
    combo = max(cb.ANNOUNCEABLE, key=lambda c: reach(c, hand))
    return Announce(combo)


BOTS = {"easy": easy, "normal": normal}
