"""The last cards of Fairy Lights played out exactly: who wins, not how many stars.

Near the end of the deck a move is worth what it does to the winner: a take that banks
enough may settle the game, a bust may hand the rival the last shop, and stars still unbanked
when the last card is revealed count against their holder. With a handful of cards left the
rest of the game is small enough to weigh every order the deck may still come in (from its
public make-up), the rival answering as the normal bot would, and the hard bot choosing at
each of its own turns the move that wins most often.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.judge import Judge, best_take

#: A point of final margin beside a whole win: only a tie-breaker between equal chances.
MARGIN = 0.01
#: How far ahead the rival is imagined drawing, as the normal bot does.
RIVAL_LOOKAHEAD = 2


class Result(NamedTuple):
    """What the search maximises (the win, then the margin a little), and the expected final
    margin over the best rival in stars."""

    value: float
    margin: float


class Table(NamedTuple):
    """What decides the rest of the game: the deck's make-up (counts per face of `faces`), the
    shop in order, each seat's unbanked cards (sorted stand-ins) and banked stars, whose turn."""

    counts: tuple[int, ...]
    shop: tuple[int, ...]
    unbanked: tuple[tuple[int, ...], ...]
    banked: tuple[int, ...]
    turn: int


class Endgame:
    """Exact play of the rest of the game for `seat` against a normal rival."""

    def __init__(self, faces: Sequence[int], seat: int):
        self.faces = tuple(faces)
        self.seat = seat
        self.memo: dict[Table, Result] = {}

    def outcome(self, table: Table) -> Result:
        """The final result for `seat`: 1 a win, ½ a tie, 0 a loss, plus a little margin."""
        totals = [table.banked[s] - cd.stars(table.unbanked[s]) for s in range(len(table.banked))]
        mine = totals[self.seat]
        best_rival = max(t for s, t in enumerate(totals) if s != self.seat)
        share = 1.0 if mine > best_rival else 0.5 if mine == best_rival else 0.0
        return Result(share + MARGIN * (mine - best_rival), mine - best_rival)

    def moves(self, table: Table) -> list[tuple[str, ...] | None]:
        """The legal moves: None to draw, else the colours to take."""
        legal: list[tuple[str, ...] | None] = []
        if len(table.shop) < cd.SHOP_LIMIT and any(table.counts):
            legal.append(None)
        legal.extend(cd.take_options(list(table.shop)))
        return legal

    def value(self, table: Table, move: tuple[str, ...] | None) -> Result:
        """The expected final result for `seat` of this move at this table."""
        if move is None:
            return self._draw(table)
        return self._after_turn(_take(table, move))

    def _turn(self, table: Table) -> Result:
        """The value of a table where the seat to play decides."""
        if table.turn == self.seat:
            return max(self.value(table, m) for m in self.moves(table))
        return self.value(table, self._rival_move(table))

    def _after_turn(self, table: Table) -> Result:
        """The game ends once the deck is out; else the next seat plays."""
        if not any(table.counts):
            return self.outcome(table)
        turn = (table.turn + 1) % len(table.banked)
        return self._cached(table._replace(turn=turn))

    def _draw(self, table: Table) -> Result:
        """Every card the deck may show next, weighed by how many there are."""
        left = sum(table.counts)
        last = cd.COLOUR[table.shop[-1]] if table.shop else None
        value = margin = 0.0
        for i, n in enumerate(table.counts):
            if not n:
                continue
            card = self.faces[i]
            counts = table.counts[:i] + (n - 1,) + table.counts[i + 1 :]
            after = table._replace(counts=counts, shop=(*table.shop, card))
            # A bust ends the turn; a safe card leaves the turn to go on (the last card out,
            # only by a take).
            bust = cd.COLOUR[card] == last
            result = self._after_turn(after) if bust else self._cached(after)
            value += n * result.value
            margin += n * result.margin
        return Result(value / left, margin / left)

    def _cached(self, table: Table) -> Result:
        """`_turn`, remembered for this search."""
        known = self.memo.get(table)
        if known is None:
            known = self.memo[table] = self._turn(table)
        return known

    def _rival_move(self, table: Table) -> tuple[str, ...] | None:
        """What the normal bot plays at this table."""
        legal = self.moves(table)
        if legal[0] is None and len(legal) == 1:
            return None
        judge = _judge(self.faces, table)
        shop = list(table.shop)
        value, option = best_take(judge.held, judge.promise, tuple(sorted(shop)))
        if legal[0] is None:
            counts = [n for _, n in judge.faces]
            if judge.draw_value(shop, counts, judge.left, RIVAL_LOOKAHEAD) > value:
                return None
        return option


def _judge(faces: tuple[int, ...], table: Table) -> Judge:
    """The normal bot's judge of the seat to play, as it would read this table's view."""
    judge = Judge.__new__(Judge)
    held = table.unbanked[table.turn]
    judge.mine, judge.held = list(held), held
    judge.left = sum(table.counts)
    judge.faces = [(f, n) for f, n in zip(faces, table.counts) if n]
    judge.promise = 0.65 * min(1.0, judge.left / 20)
    return judge


def _take(table: Table, colours: tuple[str, ...]) -> Table:
    """The table after the seat to play takes these colours: each banks, stays or is lost."""
    seat = table.turn
    mine = list(table.unbanked[seat])
    banked = list(table.banked)
    for colour in colours:
        pile = [c for c in mine if cd.COLOUR[c] == colour]
        pile += [c for c in table.shop if cd.COLOUR[c] == colour]
        mine = [c for c in mine if cd.COLOUR[c] != colour]
        fate = cd.fate(cd.bulbs(pile))
        if fate == cd.BANK:
            banked[seat] += cd.stars(pile)
        elif fate == cd.KEEP:
            mine += pile
    unbanked = list(table.unbanked)
    unbanked[seat] = tuple(sorted(mine))
    shop = tuple(c for c in table.shop if cd.COLOUR[c] not in colours)
    return table._replace(shop=shop, unbanked=tuple(unbanked), banked=tuple(banked))
