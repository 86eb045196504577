"""La Linotte's hard bot: normal's exact planning of the dice, with every cell it might take
judged after the other player's reply.

A cell is worth what normal says, minus how much better the other player's next turn becomes
(or plus how much worse) once the pawn is down: the value of a whole turn of theirs is the
planner's expectation over their first throw, their cells valued as normal would value them.
Two threats count besides: the other player's chance of ending the game with a win on their
next turn (a line of five, or a last pawn while ahead), which a cell may take away, and the
chance of my own winning pawn on the turn after, which a cell may open.

Near the end (endgame.py), the pawn itself is chosen by playing the game out from each cell
the dice allow: a cell that wins clearly more of those games replaces the favourite.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache, lru_cache

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte import endgame as eg
from accessiplay.games.linotte.actions import Announce, Place, PlaceNothing, Stop, Throw
from accessiplay.games.linotte.plan import TRANSITIONS, Planner, best_rethrows, rethrow_means
from accessiplay.games.linotte.view import LinotteView

#: How much of the other player's gain in their next turn counts against a cell.
REPLY_WEIGHT = 1.0
#: How many of normal's favourite cells are judged by the reply (the rest keep normal's worth).
LOOKED_AT = 6
#: What the other player's whole chance of winning on their next turn costs, in cell worths.
THREAT_WEIGHT = 10.0
#: What my own chance of a winning pawn on my next turn is worth (if they do not win first).
OWN_THREAT_WEIGHT = 10.0


def turn_value(worth: dict[int, float]) -> float:
    """The expected worth of a whole turn, from the first throw, planned as normal plans it."""
    combos = nb.combo_worth(worth)
    if not combos:
        return 0.0
    planner = Planner(combos, None)
    rethrow = best_rethrows(rethrow_means(planner.middle()))
    total = 0.0
    for h, chance in TRANSITIONS[()]:
        total += chance * max(planner.first_throw_value(h), rethrow[h])
    return total


@cache
def turn_chance(combos: frozenset[str]) -> float:
    """The chance that a whole turn played for them shows one of these combinations (APPEL:
    the best call after the first throw)."""
    if not combos:
        return 0.0
    wanted = dict.fromkeys(combos, 1.0)
    plain = Planner(wanted, None)
    calls = [Planner(wanted, c) for c in cb.ANNOUNCEABLE] if "appel" in combos else []
    rethrows = [best_rethrows(rethrow_means(p.middle())) for p in (plain, *calls)]
    total = 0.0
    for h, chance in TRANSITIONS[()]:
        rethrow = max(best[h] for best in rethrows)
        total += chance * max(plain.first_throw_value(h), rethrow)
    return total


def wins_there(board: tuple, cell: int, seat: int, white: int, pawns: tuple, points: tuple) -> bool:
    """Whether a pawn of `seat` on empty `cell` ends the game and wins it (RULES.md §5)."""
    after = list(board)
    after[cell] = seat
    if not bd.ends_game(after, cell, pawns[seat] - 1):
        return False
    return bd.wins(points[seat] + bd.gain(board, cell, seat), points[1 - seat], seat, white)


def win_chance(board: tuple, seat: int, white: int, pawns: tuple, points: tuple) -> float:
    """The chance that `seat`'s next turn ends the game with their win."""
    return turn_chance(
        frozenset(
            bd.COMBO_AT[cell]
            for cell, owner in enumerate(board)
            if owner is None and wins_there(board, cell, seat, white, pawns, points)
        )
    )


def threats(board: tuple, cell: int, me: int, white: int, pawns: tuple, points: tuple) -> float:
    """What a pawn of mine on `cell` does to the winning chances of the next two turns."""
    after = list(board)
    after[cell] = me
    left, scored = list(pawns), list(points)
    left[me] -= 1
    scored[me] += bd.gain(board, cell, me)
    then = (tuple(after), white, tuple(left), tuple(scored))
    other = 1 - me
    theirs = win_chance(then[0], other, *then[1:])
    mine = win_chance(then[0], me, *then[1:])
    before = win_chance(board, other, white, pawns, points)
    return THREAT_WEIGHT * (before - theirs) + OWN_THREAT_WEIGHT * mine * (1 - theirs)


@lru_cache(maxsize=256)
def reply_aware_worth(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> dict:
    """Normal's cell worths, the favourite cells corrected by the other player's reply, and
    every cell by the threats it takes away or opens."""
    worth = nb.every_cell_worth(board, me, white, pawns, points)
    for cell, value in worth.items():
        if abs(value) < nb.DECISIVE:
            worth[cell] = value + threats(board, cell, me, white, pawns, points)
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
    """Normal's play, with cells judged after the other player's best reply; near the end,
    the pawn chosen by the games played out from each candidate."""
    _, favourite, won = _judged(view, legal)
    return _chosen(favourite, won)


def _judged(
    view: LinotteView, legal: list[Action]
) -> tuple[dict, Action, dict[int | None, tuple[int, ...]] | None]:
    """What decide, rank and the hint all start from: hard's worth of each cell, the move
    normal's play makes by it, and near the end which playouts each candidate wins."""
    position = nb.position(view)
    worth = reply_aware_worth(*position)
    favourite = nb.play(view, legal, worth)
    return worth, favourite, _played_out(position, legal, worth, favourite)


def _chosen(favourite: Action, won: dict[int | None, tuple[int, ...]] | None) -> Action:
    """The favourite, or near the end the candidate that wins clearly more playouts."""
    if won is None:
        return favourite
    chosen = eg.clearly_better(won, _cell(favourite))
    return PlaceNothing() if chosen is None else Place(bd.CELLS[chosen])


def _cell(action: Action) -> int | None:
    """The cell a pawn goes on (None: no pawn)."""
    return bd.INDEX[action.cell] if isinstance(action, Place) else None


def _played_out(
    position: tuple, legal: Sequence[Action], worth: dict, favourite: Action
) -> dict[int | None, tuple[int, ...]] | None:
    """Near the end, with a pawn worth placing: which playouts each candidate wins (the
    favourite, the cells hard likes best among those the dice allow, and no pawn)."""
    if not eg.searching(position[3]) or not any(isinstance(a, PlaceNothing) for a in legal):
        return None
    cells = [bd.INDEX[a.cell] for a in legal if isinstance(a, Place)]
    if not any(c in worth for c in cells):
        return None
    liked = sorted(cells, key=lambda c: -worth.get(c, 0.0))[: eg.CELLS_AT_MOST]
    first = _cell(favourite)
    if first is not None and first not in liked:
        liked.append(first)
    return eg.outcomes(*position, tuple(sorted(liked)))


def played_out_share(view: LinotteView, pawn: Place) -> float | None:
    """The share of the games played out from this pawn, when hard chose it by them."""
    if view["phase"] != "place":
        return None
    legal: list[Action] = [Place(name) for name in view["cells"]] + [PlaceNothing()]
    _, _, won = _judged(view, legal)
    wins = None if won is None else won.get(bd.INDEX[pawn.cell])
    return None if wins is None else sum(wins) / len(wins)


def rank(view: LinotteView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """The moves hard weighs, best first, each with the worth it expects of the turn (its own
    move first, so the hint names what hard would play); near the end, a pawn's share of the
    games played out from it too."""
    worth, favourite, won = _judged(view, list(legal))
    chosen = _chosen(favourite, won)
    if won is not None:
        return _rank_played_out(won, worth, chosen)
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


def _rank_played_out(won: dict, worth: dict, chosen: Action) -> list[Ranked]:
    """The candidates played out, hard's pawn first, then by the share of games they won."""
    ranked = [
        Ranked(
            PlaceNothing() if cell is None else Place(bd.CELLS[cell]),
            sum(wins) / len(wins),
            0.0 if cell is None else worth.get(cell, 0.0),
            sum(wins) / len(wins),
            len(wins),
        )
        for cell, wins in won.items()
    ]
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
