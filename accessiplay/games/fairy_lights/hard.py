"""Fairy Lights' hard bot: every move weighed against what the rival makes of the shop after it.

Two players share one shop. A take leaves the rest of the shop to the rival; a bust leaves the
rival the whole shop, the card that busted included. So the hard bot values a move as the stars
it brings (normal's judgement: score now plus the promise of cards kept unbanked) minus what the
rival, judged the same way, expects of the turn that move hands them: their best take of the
shop left, or their draw if it is worth more. Its own draws are imagined two deep, each card's
chance weighed from the deck's public make-up, a bust counted as the gift it is.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.core.protocol import view_seat
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.fairy_lights.endgame import MARGIN, Endgame, Table
from accessiplay.games.fairy_lights.judge import FACE_OF, Judge, best_take
from accessiplay.games.fairy_lights.view import FairyLightsView

#: How far ahead `hard` imagines drawing before it settles for a take.
HARD_LOOKAHEAD = 2
#: How much of what the rival expects of the turn a move hands them counts against the move.
RIVAL_WEIGHT = 1.0
#: How far ahead the rival is imagined drawing when their turn is valued.
RIVAL_LOOKAHEAD = 1
#: With this many cards or fewer in the deck, the rest of the game is played out exactly.
ENDGAME = 6


class _Turn:
    """One decision of the hard bot: its own judge, the rival's, and the deck as the view shows."""

    def __init__(self, view: FairyLightsView):
        seat = view_seat(view)
        self.me = Judge(view, seat)
        self.rival = Judge(view, (seat + 1) % len(view["collections"]))
        self.counts = [n for _, n in self.me.faces]
        self.faces = tuple(self.me.faces)
        self.left = self.me.left

    def rival_turn(self, shop: tuple[int, ...], left: int) -> float:
        """What the rival expects of their turn facing `shop` with `left` cards in the deck
        (nothing once the deck is out: the game ends with this turn)."""
        if not left:
            return 0.0
        return _rival_turn(self.rival, self.faces, shop)

    def take_value(self, shop: list[int], option: tuple[str, ...], left: int) -> float:
        """A take's stars for me, net of what the rival expects of the shop it leaves."""
        mine, theirs = self.take_parts(shop, option, left)
        return mine - theirs

    def take_parts(
        self, shop: list[int], option: tuple[str, ...], left: int
    ) -> tuple[float, float]:
        """A take's two sides, which the hint says apart: the stars it brings me, and what the
        rival's turn facing the shop it leaves counts against it."""
        mine = sum(self.me.colour_gain(shop, c) for c in option)
        rest = tuple(sorted(FACE_OF[c] for c in shop if cd.COLOUR[c] not in option))
        return mine, RIVAL_WEIGHT * self.rival_turn(rest, left)

    def best_take(self, shop: list[int], left: int) -> float:
        """The best net take of this shop."""
        return max(self.take_value(shop, o, left) for o in cd.take_options(shop))

    def draw_value(self, shop: list[int], counts: list[int], left: int, depth: int) -> float:
        """A draw's expected net value: a bust hands the rival the shop, the card with it."""
        last = cd.COLOUR[shop[-1]] if shop else None
        total = 0.0
        for i, (card, _) in enumerate(self.me.faces):
            n = counts[i]
            if not n:
                continue
            after = shop + [card]
            if cd.COLOUR[card] == last:
                total -= n * RIVAL_WEIGHT * self.rival_turn(_sorted(after), left - 1)
                continue
            counts[i] -= 1
            total += n * self.after_draw(after, counts, left - 1, depth)
            counts[i] += 1
        return total / left

    def after_draw(self, shop: list[int], counts: list[int], left: int, depth: int) -> float:
        """Right after a safe draw: a forced take, or the better of taking and drawing again."""
        take = self.best_take(shop, left)
        if len(shop) >= cd.SHOP_LIMIT or left == 0 or depth <= 1:
            return take
        return max(take, self.draw_value(shop, counts, left, depth - 1))


def _sorted(shop: list[int]) -> tuple[int, ...]:
    """A shop as the caches remember it: stand-in cards, sorted."""
    return tuple(sorted(FACE_OF[c] for c in shop))


def _rival_turn(rival: Judge, faces: tuple[tuple[int, int], ...], shop: tuple[int, ...]) -> float:
    """The rival's own expectation of a turn facing `shop`: the better of their best take and
    their draw (normal's judgement; the deck's make-up as the view shows it, the few cards
    imagined drawn since left in it)."""
    return _rival_cached(rival.held, rival.promise, faces, shop)


@lru_cache(maxsize=1 << 16)
def _rival_cached(
    held: tuple[int, ...],
    promise: float,
    faces: tuple[tuple[int, int], ...],
    shop: tuple[int, ...],
) -> float:
    """`_rival_turn`, remembered: many of the imagined shops leave the rival the same cards."""
    take = best_take(held, promise, shop)[0] if shop else None
    if len(shop) >= cd.SHOP_LIMIT:
        return take if take is not None else 0.0
    judge = Judge.__new__(Judge)
    judge.mine, judge.held, judge.promise = list(held), held, promise
    judge.faces = list(faces)
    judge.left = sum(n for _, n in faces)
    counts = [n for _, n in faces]
    drawn = judge.draw_value(list(shop), counts, judge.left, RIVAL_LOOKAHEAD)
    return drawn if take is None else max(take, drawn)


def take_parts(view: FairyLightsView, option: tuple[str, ...]) -> tuple[float, float]:
    """What a take brings the viewer and what the shop it leaves counts against it, as
    `rank_hard` weighs them (their difference is the take's ranking figure)."""
    turn = _Turn(view)
    return turn.take_parts([c["id"] for c in view["shop"]], option, turn.left)


def rank_hard(view: FairyLightsView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """Every take and the draw, best first, each worth the stars it brings net of what the
    rival expects of the turn it hands them."""
    takes = [a for a in legal if isinstance(a, Take)]
    if not takes:
        return [Ranked(Draw(), 0.0, 0.0, None, 0)]
    if view["deck"]["left"] <= ENDGAME:
        return _rank_endgame(view, legal)
    turn = _Turn(view)
    shop = [c["id"] for c in view["shop"]]
    ranked = []
    for take in takes:
        value = turn.take_value(shop, take.colours, turn.left)
        ranked.append(Ranked(take, value, value, None, 0))
    if any(isinstance(a, Draw) for a in legal):
        value = turn.draw_value(shop, list(turn.counts), turn.left, HARD_LOOKAHEAD)
        ranked.append(Ranked(Draw(), value, value, None, 0))
    ranked.sort(key=lambda r: -r.value)
    return ranked


def _rank_endgame(view: FairyLightsView, legal: Sequence[Action]) -> list[Ranked]:
    """Every move by its chance to win once the rest of the game is played out (`wins`), each
    worth the stars it should gain on the rival by the end (`points`)."""
    seat = view_seat(view)
    faces = Judge(view, seat).faces
    collections = view["collections"]
    table = Table(
        counts=tuple(n for _, n in faces),
        shop=tuple(FACE_OF[c["id"]] for c in view["shop"]),
        unbanked=tuple(
            tuple(sorted(FACE_OF[c["id"]] for c in col["unbanked"])) for col in collections
        ),
        banked=tuple(sum(c["stars"] for c in col["banked"]) for col in collections),
        turn=seat,
    )
    search = Endgame([card for card, _ in faces], seat)
    now = search.outcome(table).margin
    ranked = []
    for action in legal:
        result = search.value(table, action.colours if isinstance(action, Take) else None)
        share = min(1.0, max(0.0, result.value - MARGIN * result.margin))
        ranked.append(Ranked(action, result.value, result.margin - now, share, 0))
    ranked.sort(key=lambda r: -r.value)
    return ranked


def hard(view: FairyLightsView, legal: list[Action], rng: random.Random) -> Action:
    """The move `rank_hard` puts first."""
    return rank_hard(view, legal, rng)[0].action
