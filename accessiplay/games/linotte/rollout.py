"""La Linotte played out fast: normal against normal from a position, without the state's
events and views, for the hard bot's endgame search (see endgame.py).

Each turn is normal's own: the same cell worths, the same planner, the same APPEL call and
the same pawn, so a playout is a normal-vs-normal game on the dice it draws.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte import fastplan as fp
from accessiplay.games.linotte.hands import options
from accessiplay.games.linotte.plan import chance_after

#: A playout this many turns long is judged on the points as they stand (a safety: bots
#: games end long before).
TURNS_AT_MOST = 60


def _dice(rng: random.Random, count: int) -> tuple[int, ...]:
    """`count` fresh dice."""
    randint = rng.randint
    return tuple(randint(1, 6) for _ in range(count))


#: What a bot's pawn is worth on each empty cell, from (board, seat, white, pawns, points).
Worth = Callable[[tuple, int, int, tuple, tuple], dict]


def turn(
    board: list,
    seat: int,
    white: int,
    pawns: list,
    points: list,
    rng: random.Random,
    worth_of: Worth = nb.cell_worth,
) -> int | None:
    """One turn of normal's for `seat`: the cell it takes, or None. Another `worth_of` plays
    normal's dice toward that bot's cells (the duel benchmark plays hard's so)."""
    worth = worth_of(tuple(board), seat, white, tuple(pawns), tuple(points))
    if not worth:
        return None
    combos = tuple(sorted(nb.combo_worth(worth).items()))
    hand = tuple(sorted(_dice(rng, cb.DICE)))
    throws = 1
    announced = announce(hand, combos) if "appel" in dict(combos) else None
    while throws < cb.MAX_THROWS:
        keep, _ = fp.planner(combos, announced).choose(hand, throws)
        if keep is None:
            break
        hand = tuple(sorted(keep + _dice(rng, cb.DICE - len(keep))))
        throws += 1
    best, cell = 0.0, None
    for i in options(hand, throws, announced)[1]:
        value = worth.get(i, 0.0)
        if board[i] is None and value > best:
            best, cell = value, i
    return cell


def announce(hand: tuple[int, ...], combos: tuple) -> str | None:
    """Normal's APPEL call (bots._announce), planned with the fast planner."""
    if fp.planner(combos, None).choose(hand, 1)[0] is None:
        return None
    ranked = []
    for combo in cb.ANNOUNCEABLE:
        keep, value = fp.planner(combos, combo).choose(hand, 1)
        chance = chance_after(combo, keep) if keep is not None else 0.0
        ranked.append((chance > 0, round(value, 6), chance, combo))
    return max(ranked)[3]


def turns(
    board: list,
    turn_of: int,
    white: int,
    pawns: list,
    points: list,
    rng: random.Random,
    most: int = TURNS_AT_MOST,
    worths: tuple[Worth, Worth] = (nb.cell_worth, nb.cell_worth),
) -> Iterator[int]:
    """Normal-vs-normal turns played on these lists in place, `turn_of` first: yields the seat
    that has just played after each turn that leaves the game going (at most `most` turns).
    `worths` aims each seat's dice at its own bot's cells (the duel benchmark's hard)."""
    seat = turn_of
    for _ in range(most):
        cell = turn(board, seat, white, pawns, points, rng, worths[seat])
        if cell is not None:
            points[seat] += bd.gain(board, cell, seat)
            board[cell] = seat
            pawns[seat] -= 1
            if bd.ends_game(board, cell, pawns[seat]):
                return
        yield seat
        seat = 1 - seat


def winner(points: list, white: int) -> int:
    """The seat that wins on these points (a tie goes to black)."""
    return white if bd.wins(points[white], points[1 - white], white, white) else 1 - white


def play_out(
    board: list, turn_of: int, white: int, pawns: list, points: list, rng: random.Random
) -> int:
    """The winner of a normal-vs-normal game from this position, `turn_of` about to throw."""
    return played_out(board, turn_of, white, pawns, points, rng)[0]


def played_out(
    board: Sequence, turn_of: int, white: int, pawns: Sequence, points: Sequence, rng: random.Random
) -> tuple[int, int]:
    """`play_out`'s winner, and the turns the game took: what a bounded search counts."""
    board, pawns, points = list(board), list(pawns), list(points)
    played = 1  # the turn that ends the game is not yielded
    for _ in turns(board, turn_of, white, pawns, points, rng):
        played += 1
    return winner(points, white), played
