"""Bots that see only their view: `easy` chases its most common value, `normal` plans.

`normal` values every empty cell (its own lines and the other player's it would block), then
keeps the dice that give the best expected cell over the throws left (see plan.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache, lru_cache

from accessiplay.bots import RankingBot
from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.actions import Announce, Place, PlaceNothing, Stop, Throw
from accessiplay.games.linotte.hands import NOTHING, STOP, THROW
from accessiplay.games.linotte.plan import Planner, chance_after
from accessiplay.games.linotte.view import LinotteView

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


def _flat(view: LinotteView) -> tuple:
    """The board as 25 owners in reading order."""
    return tuple(owner for row in view["board"] for owner in row)


def _first(legal: list[Action], kind: type) -> Action | None:
    """The first legal action of a kind, if any."""
    return next((a for a in legal if type(a) is kind), None)


# --- easy ---------------------------------------------------------------------------------


def easy(view: LinotteView, legal: list[Action], rng: random.Random) -> Action:
    """Keeps its most common value, stops at the first cell it may take, places anywhere."""
    if view["phase"] == "place":
        places = [a for a in legal if type(a) is Place]
        return rng.choice(places) if places else NOTHING
    dice = view["dice"]
    if not dice:
        return THROW
    if view["cells"] and rng.random() < 0.7:
        return STOP
    return _chase(tuple(dice))


@cache
def _chase(dice: tuple[int, ...]) -> Action:
    """Rethrow all but the most common value (the highest of equally common ones); five equal
    dice can only stop, as a rethrow never keeps all five."""
    value = max(dice, key=lambda v: (dice.count(v), v))
    keep = tuple(v for v in dice if v == value)
    return Throw(keep) if len(keep) < len(dice) else STOP


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
    return {
        cell: value
        for cell, value in every_cell_worth(board, me, white, pawns, points).items()
        if value > 0
    }


def every_cell_worth(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> dict:
    """What a pawn of mine is worth on each empty cell, worthless ones included."""
    other = 1 - me
    worth: dict[int, float] = {}
    for cell, owner in enumerate(board):
        if owner is not None:
            continue
        gain = bd.gain(board, cell, me)
        value = PRESENCE + SCORE_WEIGHT * gain + _promise_change(board, cell, me)
        after = list(board)
        after[cell] = me
        if bd.ends_game(after, cell, pawns[me] - 1):
            value = DECISIVE if bd.wins(points[me] + gain, points[other], me, white) else -DECISIVE
        worth[cell] = value
    return worth


def combo_worth(worth: dict[int, float]) -> dict[str, float]:
    """The best cell value of each combination still open."""
    best: dict[str, float] = {}
    for cell, value in worth.items():
        combo = bd.COMBO_AT[cell]
        best[combo] = max(best.get(combo, 0.0), value)
    return best


@lru_cache(maxsize=512)
def _planner(combo_worth: tuple, announced: str | None) -> Planner:
    """Planners are shared across the calls of one turn (and across the APPEL candidates)."""
    return Planner(dict(combo_worth), announced)


def normal(view: LinotteView, legal: list[Action], rng: random.Random) -> Action:
    """Keeps toward the cells worth most (own lines, blocking lines), then takes the best."""
    return play(view, legal, cell_worth(*position(view)))


def position(view: LinotteView) -> tuple:
    """The arguments of `cell_worth` for the seat whose view this is."""
    return (_flat(view), view["seat"], view["white"], tuple(view["pawns"]), tuple(view["points"]))


def play(view: LinotteView, legal: list[Action], worth: dict[int, float]) -> Action:
    """Keeps toward the cells `worth` values most, then takes the best one, if worth having."""
    places = [a for a in legal if isinstance(a, Place)]
    if _first(legal, PlaceNothing):
        scored = [(worth.get(bd.INDEX[a.cell], 0.0), a.cell) for a in places]
        best, cell = max(scored, default=(0.0, None))
        return Place(cell) if best > 0 and cell is not None else PlaceNothing()
    if not view["dice"]:
        return Throw()
    return _throwing(view, legal, tuple(sorted(combo_worth(worth).items())))


def _throwing(view: LinotteView, legal: list[Action], combo_worth: tuple) -> Action:
    """Between throws: announce the APPEL worth most, else rethrow keeping the best dice or stop."""
    hand, throws = tuple(view["dice"]), view["throws"]
    announce = _announce(hand, legal, combo_worth)
    if announce is not None:
        return announce
    keep, _ = _planner(combo_worth, view["announced"]).choose(hand, throws)
    if keep is None:
        return Stop()
    rethrow = Throw(keep)
    return rethrow if rethrow in legal else Stop()


def _announce(hand: tuple[int, ...], legal: list[Action], combo_worth: tuple) -> Action | None:
    """APPEL costs nothing: call the combination whose plan, APPEL cell included, is worth most.

    The keep that follows is planned with the same announcement, so the bot never calls SMALL
    and then keeps dice that cannot make it.
    """
    if "appel" not in dict(combo_worth) or not any(isinstance(a, Announce) for a in legal):
        return None
    if _planner(combo_worth, None).choose(hand, 1)[0] is None:
        return None  # stopping now: nothing will be rethrown, so an APPEL could not count
    ranked = []
    for combo in cb.ANNOUNCEABLE:
        keep, value = _planner(combo_worth, combo).choose(hand, 1)
        chance = chance_after(combo, keep) if keep is not None else 0.0
        # A call the next throw cannot make sounds absurd to a listener (SMALL, then keeping
        # 1, 1, 3, 3): such calls come last; equal plans go to the likeliest call.
        ranked.append((chance > 0, round(value, 6), chance, combo))
    return Announce(max(ranked)[3])


def _hard(view: LinotteView, legal: list[Action], rng: random.Random) -> Action:
    """Normal's planning, each cell judged after the other player's reply (see hard.py)."""
    from accessiplay.games.linotte.hard import decide  # it builds on this module

    return decide(view, legal, rng)


def _rank_hard(view: LinotteView, legal: Sequence[Action], rng: random.Random) -> list:
    """Hard's moves, best first, for the hint key (see hard.py)."""
    from accessiplay.games.linotte.hard import rank

    return rank(view, legal, rng)


def planner_for(combo_worth: tuple, announced: str | None) -> Planner:
    """The planner of these combination worths and this APPEL, shared with hard.py."""
    return _planner(combo_worth, announced)


BOTS = {"easy": easy, "normal": normal, "hard": RankingBot(_hard, _rank_hard)}
