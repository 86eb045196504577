"""Dealing the bag (RULES.md §4): who gets which tiles, what stays in the bag, who starts.

4 players take 22 tiles each; 3 players 29 each, one tile staying in the bag (a "1" left there
still goes to the centre); 2 players: the five 1s go to the centre first, then 30 each and the
rest stays unused. Every dealt 1 goes to the centre, so all five rows always start.
"""

from __future__ import annotations

import random

from accessiplay.games.sixteen.tiles import (
    ALL_IDS,
    COLOURS,
    END,
    ONES,
    RED_ONE,
    SCISSORS_IDS,
    TRASH_ID,
    code_of,
    codes_in,
    colour_of,
    tile_id,
)

HAND_SIZE = {2: 30, 3: 29, 4: 22}


def split(order: tuple[int, ...], players: int) -> tuple[list[list[int]], list[int]]:
    """The tile ids each seat takes from the bag in this order, and the ids never dealt."""
    size = HAND_SIZE[players]
    if players == 2:
        # The five 1s go to the centre before anyone draws.
        order = tuple(t for t in order if t not in ONES)
    hands = [list(order[seat * size : (seat + 1) * size]) for seat in range(players)]
    return hands, list(order[players * size :])


def red_one_holder(order: tuple[int, ...], players: int) -> int | None:
    """The seat dealt the red 1, who starts; None when nobody holds it (2 players, or left over)."""
    hands, _ = split(order, players)
    for seat, hand in enumerate(hands):
        if RED_ONE in hand:
            return seat
    return None


def deal_problem(order: object, first: object, players: int) -> str | None:
    """Why this chance outcome is not a deal of the 88 tiles for this table, or None."""
    if (
        not isinstance(order, tuple)
        or len(order) != len(ALL_IDS)
        or any(type(t) is not int for t in order)
        or set(order) != ALL_IDS
    ):
        return "bad-deal"
    holder = red_one_holder(order, players)
    if holder is not None:
        return None if first is None else "bad-first"
    if type(first) is not int or not 0 <= first < players:
        return "bad-first"
    return None


def hand_from_ids(ids: list[int]) -> tuple[list[int], list[int]]:
    """A hand's colour masks and special counts from tile ids (1s go to the centre, not in hand)."""
    masks = [0] * len(COLOURS)
    specials = [0, 0]
    for tid in ids:
        if tid in ONES:
            continue
        if tid in SCISSORS_IDS:
            specials[0] += 1
        elif tid == TRASH_ID:
            specials[1] += 1
        else:
            masks[colour_of(tid)] |= 1 << code_of(tid)
    return masks, specials


def hand_ids(masks: list[int], specials: list[int], scissors: list[int]) -> list[int]:
    """The tile ids of a hand; `scissors`: Scissors ids it may take (used from the front)."""
    ids = [tile_id(c, code) for c, mask in enumerate(masks) for code in codes_in(mask)]
    ids.extend(scissors.pop(0) for _ in range(specials[0]))
    ids.extend([TRASH_ID] * specials[1])
    return ids


def deal_within(
    pool: list[int], sizes: list[int], refused: list[set[int]], rng: random.Random
) -> list[list[int]]:
    """`pool` dealt at random into hands of these sizes, the rest last, no hand getting a tile
    it refuses (what its passes showed it cannot hold); such a deal must exist (the true one).

    The most constrained tiles go first, each to a hand with room picked in proportion to the
    room left (a fair draw when only one hand is constrained, as at two players); a tile that
    finds every allowed hand full takes a place along a chain of moves (augmenting path)."""
    rooms = [*sizes, len(pool) - sum(sizes)]
    allowed = [
        [d for d in range(len(rooms)) if d == len(sizes) or t not in refused[d]] for t in pool
    ]
    order = sorted(rng.sample(range(len(pool)), len(pool)), key=lambda i: len(allowed[i]))
    dealt: list[list[int]] = [[] for _ in rooms]
    for i in order:
        open_ = [d for d in allowed[i] if rooms[d] > len(dealt[d])]
        if open_:
            dealt[rng.choices(open_, [rooms[d] - len(dealt[d]) for d in open_])[0]].append(i)
        else:
            _make_room(i, allowed, rooms, dealt)
    return [[pool[i] for i in sorted(hand)] for hand in dealt]


def _make_room(
    tile: int, allowed: list[list[int]], rooms: list[int], dealt: list[list[int]]
) -> None:
    """Place `tile` whose allowed hands are full: move a tile of one of them to another hand it
    may go to, and so on, until a hand with room is reached (breadth first, shortest chain)."""
    came: dict[int, tuple[int, int] | None] = {d: None for d in allowed[tile]}
    queue = list(allowed[tile])
    for hand in queue:
        if len(dealt[hand]) < rooms[hand]:
            while True:  # walk the chain back: each hand passes one tile on
                step = came[hand]
                if step is None:
                    dealt[hand].append(tile)
                    return
                source, moved = step
                dealt[source].remove(moved)
                dealt[hand].append(moved)
                hand = source
        for moved in dealt[hand]:
            for target in allowed[moved]:
                if target not in came:
                    came[target] = (hand, moved)
                    queue.append(target)
    raise ValueError("no deal gives every hand only tiles it may hold")


def void_ids(ceilings: list[int]) -> set[int]:
    """The tile ids a seat's passes showed it cannot hold: every code above its ceiling."""
    return {tile_id(c, code) for c, top in enumerate(ceilings) for code in range(top + 1, END + 1)}
