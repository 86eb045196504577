"""La Linotte's hard bot: normal's exact planning of the dice, toward cells valued by the chance
of winning the game once the other player has replied.

A position's worth is the learned chance of winning it (value.py). A cell is worth what a pawn
there adds to that chance, judged after the other player's next turn, played out exactly as
normal would play it, over every throw (reply.py): a pawn that leaves the other player a line
to finish, or a last pawn to place while ahead, pays for it there. The few cells the value
likes best are judged so; the others keep their worth before the reply, shifted alike.

Near the end (endgame.py), the pawn itself is chosen by playing the game out from each cell
the dice allow: a cell that wins clearly more of those games replaces the favourite.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import endgame as eg
from accessiplay.games.linotte import review, threats
from accessiplay.games.linotte.actions import Announce, Place, PlaceNothing, Stop, Throw
from accessiplay.games.linotte.plan import TRANSITIONS, Planner, best_rethrows, rethrow_means
from accessiplay.games.linotte.reply import replies
from accessiplay.games.linotte.value import value, win_chance
from accessiplay.games.linotte.view import LinotteView

__all__ = ["decide", "rank", "reply_aware_worth", "standing", "turn_value", "win_chance"]

#: How many of the cells the value likes best are judged after the other player's reply
#: (5: 64% against normal over 300 games; 1-ply, none: 57% on the same seeds).
LOOKED_AT = 5


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


@lru_cache(maxsize=4096)
def standing(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> float:
    """My chance of winning once the other player has played their next turn as normal would,
    every throw weighed (I have just moved, they are about to throw)."""
    other = 1 - me
    total = 0.0
    for cell, chance in replies(board, other, white, pawns, points).items():
        if cell is None:
            total += chance * (1.0 - value(board, other, white, pawns, points))
            continue
        after, left, scored = bd.placed(board, cell, other, pawns, points)
        ended = bd.result(after, cell, other, white, left, scored)
        theirs = value(after, other, white, left, scored) if ended is None else ended
        total += chance * (1.0 - theirs)
    return total


def _before_reply(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> dict:
    """Each empty cell's worth to me by the value alone, before the other player's reply."""
    base = value(board, me, white, pawns, points)
    worth = {}
    for cell, owner in enumerate(board):
        if owner is None:
            after, left, scored = bd.placed(board, cell, me, pawns, points)
            ended = bd.result(after, cell, me, white, left, scored)
            worth[cell] = (value(after, me, white, left, scored) if ended is None else ended) - base
    return worth


@lru_cache(maxsize=256)
def reply_aware_worth(board: tuple, me: int, white: int, pawns: tuple, points: tuple) -> dict:
    """What a pawn of mine adds to my chance of winning on each cell worth having: the cells
    the value likes best judged after the other player's reply, the others shifted alike."""
    first = _before_reply(board, me, white, pawns, points)
    base = standing(board, me, white, pawns, points)
    looked = sorted((c for c in first if first[c] > 0), key=lambda c: -first[c])[:LOOKED_AT]
    worth: dict[int, float] = {}
    for cell in looked:
        after, left, scored = bd.placed(board, cell, me, pawns, points)
        ended = bd.result(after, cell, me, white, left, scored)
        worth[cell] = (standing(after, me, white, left, scored) if ended is None else ended) - base
    # The cells left unjudged still give the dice a second aim: shifted as the judged ones
    # moved, and never above them (a turn with no pawn at all loses the race for the last one).
    shift = min((max(worth[c], 0.0) - first[c] for c in looked), default=0.0)
    ceiling = min((worth[c] for c in looked if worth[c] > 0), default=0.0)
    for cell, gain in first.items():
        if cell not in worth and gain > 0:
            worth[cell] = min(gain + shift, ceiling)
    return {cell: gain for cell, gain in worth.items() if gain > 0}


def decide(view: LinotteView, legal: list[Action], rng: random.Random) -> Action:
    """Normal's play toward the cells that add most to my chance of winning; near the end,
    the pawn chosen by the games played out from each candidate."""
    _, favourite, won = _judged(view, legal)
    return _chosen(favourite, won)


def _judged(
    view: LinotteView, legal: list[Action], turns_at_most: int | None = None
) -> tuple[dict, Action, dict[int | None, tuple[int, ...]] | None]:
    """What decide, rank and the hint all start from: hard's worth of each cell, the move
    normal's play makes by it, and near the end which playouts each candidate wins (the hint's
    playouts bounded by `turns_at_most`, the bot's never)."""
    position = nb.position(view)
    worth = reply_aware_worth(*position)
    favourite = nb.play(view, legal, worth)
    return worth, favourite, _played_out(position, legal, worth, favourite, turns_at_most)


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
    position: tuple,
    legal: Sequence[Action],
    worth: dict,
    favourite: Action,
    turns_at_most: int | None = None,
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
    board, me, white, pawns, points = position
    return eg.outcomes(board, me, white, pawns, points, tuple(sorted(liked)), turns_at_most)


def played_out_share(view: LinotteView, pawn: Place) -> float | None:
    """The share of the games played out from this pawn, when hard chose it by them."""
    if view["phase"] != "place":
        return None
    legal: list[Action] = [Place(name) for name in view["cells"]] + [PlaceNothing()]
    _, _, won = _judged(view, legal, eg.HINT_TURNS)
    wins = None if won is None else won.get(bd.INDEX[pawn.cell])
    return None if wins is None else sum(wins) / len(wins)


def rank(view: LinotteView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """The moves hard weighs, best first, each with the chance of winning it expects after the
    turn and the reply (its own move first, so the hint names what hard would play); near the
    end, a pawn's share of the games played out from it instead: the first games of hard's
    own search, as many as a hint has time for (eg.HINT_TURNS), which may leave another pawn
    first than the one hard plays after all its games."""
    worth, favourite, won = _judged(view, list(legal), eg.HINT_TURNS)
    chosen = _chosen(favourite, won)
    if won is not None:
        return _blockers_first(view, _rank_played_out(won, worth, chosen))
    rated: list[tuple[float, Action]]
    if any(isinstance(a, PlaceNothing) for a in legal):
        rated = [(worth.get(bd.INDEX[a.cell], 0.0), a) for a in legal if isinstance(a, Place)]
        rated.append((0.0, PlaceNothing()))
    elif not view["dice"]:
        rated = [(turn_value(worth), Throw())]
    else:
        rated = _throwing(view, legal, nb.combo_worth(worth))
    # A move's figure is my chance of winning once the turn and the reply are played: what I
    # stand at with no pawn, plus what the move is expected to add. Worked out, not played out.
    base = standing(*nb.position(view))
    ranked = [
        Ranked(a, chance, 0.0, chance, 0)
        for chance, a in ((min(1.0, max(0.0, base + v)), a) for v, a in rated)
        if a in legal
    ]
    ranked.sort(key=lambda r: (r.action != chosen, -r.value))
    return _blockers_first(view, ranked)


def _blockers_first(view: LinotteView, ranked: list[Ranked]) -> list[Ranked]:
    """Of moves the hint values alike, a pawn blocking a threat the turn began by naming is
    said first: equal shares of the same games, the hint names the pawn whose reason the
    player has just heard (hard itself keeps its own pawn; its decision never comes here)."""
    seat = view["turn"]
    if not ranked or seat is None:
        return ranked
    named = {bd.CELLS[c] for c in threats.announced(review.owners(view), seat)}

    def blocks(r: Ranked) -> bool:
        """Whether the move puts a pawn on a named threat's cell."""
        return isinstance(r.action, Place) and r.action.cell in named

    first = ranked[0]
    if not blocks(first):
        tied = [r for r in ranked[1:] if r.value == first.value and blocks(r)]
        if tied:
            ranked = [tied[0], *(r for r in ranked if r is not tied[0])]
    return ranked[:1] + sorted(ranked[1:], key=lambda r: (-r.value, not blocks(r)))


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
        (expected, Stop() if keep is None else Throw(keep))
        for expected, keep in planner.options(hand, throws)
    ]
    for action in legal:
        if isinstance(action, Announce):
            called = nb.planner_for(tuple(sorted(combos.items())), action.combo)
            rated.append((called.choose(hand, throws)[1], action))
    return rated
