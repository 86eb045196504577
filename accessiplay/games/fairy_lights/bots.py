"""Bots that see only their view: `easy` draws on a whim, `normal` weighs the bust chance."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from accessiplay.bots import Ranked, RankingBot
from accessiplay.core.actions import Action
from accessiplay.core.protocol import view_seat
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.fairy_lights.view import FairyLightsView

# The faces of each colour, so a view's face counts can be turned back into card ids.
_FACE_CARD = {(cd.COLOUR[c], cd.BULBS[c], cd.STARS[c]): c for c in cd.DECK}
#: Each card's stand-in: one card of the same face (what a take does depends on faces only).
_FACE_OF = {c: _FACE_CARD[(cd.COLOUR[c], cd.BULBS[c], cd.STARS[c])] for c in cd.DECK}
#: How far ahead `normal` imagines drawing before it settles for the best take.
LOOKAHEAD = 2


def _takes(legal: list[Action]) -> list[Take]:
    """The take options among the legal actions."""
    return [a for a in legal if isinstance(a, Take)]


def easy(view: FairyLightsView, legal: list[Action], rng: random.Random) -> Action:
    """Draws while the shop is thin or on a coin toss, then takes any colour it won't waste."""
    takes = _takes(legal)
    may_draw = any(isinstance(a, Draw) for a in legal)
    if may_draw and (not takes or len(view["shop"]) < 2 or rng.random() < 0.4):
        return Draw()
    mine = [c["id"] for c in view["collections"][view_seat(view)]["unbanked"]]
    shop = [c["id"] for c in view["shop"]]
    kept = [
        t
        for t in takes
        if all(cd.forecast(mine, shop, colour).fate != cd.DISCARD for colour in t.colours)
    ]
    return rng.choice(kept or takes)


class _Judge:
    """The normal bot's sense of value: score now plus the promise of cards kept unbanked."""

    def __init__(self, view: FairyLightsView, seat: int | None = None):
        seat = view_seat(view) if seat is None else seat
        self.mine = [c["id"] for c in view["collections"][seat]["unbanked"]]
        deck = view["deck"]
        self.left = deck["left"]
        self.faces = [
            (_FACE_CARD[(f["colour"], f["bulbs"], f["stars"])], f["count"]) for f in deck["faces"]
        ]
        # Cards kept face up may still be banked later, less so as the deck runs out (0.65 and
        # 20 cards measured best in seeded normal-against-normal games).
        self.promise = 0.65 * min(1.0, self.left / 20)
        #: The collection as `_best_take` remembers it: neither the cards' order nor which of
        #: two cards with the same face matters.
        self.held = tuple(sorted(_FACE_OF[c] for c in self.mine))

    def holding(self, pile: tuple[int, ...]) -> float:
        """What a face-up pile of one colour is worth: minus its stars, plus its chance to bank."""
        return _holding(self.promise, pile)

    def colour_gain(self, shop: list[int], colour: str) -> float:
        """How much better off taking this colour's cards leaves the collection."""
        return _colour_gain(tuple(self.mine), self.promise, shop, colour)

    def best_take(self, shop: list[int]) -> tuple[float, tuple[str, ...]]:
        """The best colour choice this shop offers, by the rule of how many colours to take."""
        return _best_take(self.held, self.promise, tuple(sorted(_FACE_OF[c] for c in shop)))

    def draw_value(self, shop: list[int], counts: list[int], left: int, depth: int) -> float:
        """The expected value of drawing: a bust scores nothing, else the best follow-up."""
        last = cd.COLOUR[shop[-1]] if shop else None
        total = 0.0
        for i, (card, _) in enumerate(self.faces):
            if not counts[i] or cd.COLOUR[card] == last:
                continue
            counts[i] -= 1
            total += (counts[i] + 1) * self.after_draw(shop + [card], counts, left - 1, depth)
            counts[i] += 1
        return total / left

    def after_draw(self, shop: list[int], counts: list[int], left: int, depth: int) -> float:
        """Value of the position right after a safe draw: forced take, or take-or-draw again."""
        take = self.best_take(shop)[0]
        if len(shop) >= cd.SHOP_LIMIT or left == 0 or depth <= 1:
            return take
        return max(take, self.draw_value(shop, counts, left, depth - 1))


def _holding(promise: float, pile: tuple[int, ...]) -> float:
    """What a face-up pile of one colour is worth to a judge of this `promise`."""
    if not pile:
        return 0.0
    held = cd.stars(pile)
    return -held + promise * (2 * held + 1)


def _colour_gain(mine: tuple[int, ...], promise: float, shop: Sequence[int], colour: str) -> float:
    """How much better off taking this colour's cards leaves the collection `mine`."""
    f = cd.forecast(mine, shop, colour)
    before = _holding(promise, f.pile[: f.owned])
    if f.fate == cd.BANK:
        return cd.stars(f.pile) - before
    if f.fate == cd.DISCARD:
        return -before
    return _holding(promise, f.pile) - before


@lru_cache(maxsize=1 << 16)
def _best_take(
    mine: tuple[int, ...], promise: float, shop: tuple[int, ...]
) -> tuple[float, tuple[str, ...]]:
    """The best take of a shop for a collection, both given as sorted stand-in cards: imagined
    draws and the hard bot's rollouts reach the same shops again and again, in every order."""
    gains = {c: _colour_gain(mine, promise, shop, c) for c in cd.colours_in(shop)}
    return max((sum(gains[c] for c in option), option) for option in cd.take_options(list(shop)))


def normal(view: FairyLightsView, legal: list[Action], rng: random.Random) -> Action:
    """Takes the best colour now unless drawing, bust chance weighed, is worth more on average."""
    return _decide(view, legal, LOOKAHEAD)


def hard(view: FairyLightsView, legal: list[Action], rng: random.Random) -> Action:
    """Normal's judgement, minus what each take leaves in the shop for the next player."""
    return rank_hard(view, legal, rng)[0].action


def rank_hard(view: FairyLightsView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """Every take and the draw, best first, each worth the stars it brings, net of what it
    leaves in the shop for the next player."""
    judge = _Judge(view)
    shop = [c["id"] for c in view["shop"]]
    takes = _takes(list(legal))
    if not takes:
        return [Ranked(Draw(), 0.0, 0.0, None, 0)]
    following = _Judge(view, (view_seat(view) + 1) % len(view["collections"]))
    gains = {c: judge.colour_gain(shop, c) for c in cd.colours_in(shop)}
    ranked = []
    for take in takes:
        left = [card for card in shop if cd.COLOUR[card] not in take.colours]
        given = following.best_take(left)[0] if left else 0.0
        mine = sum(gains[c] for c in take.colours)
        ranked.append(Ranked(take, mine - LEFT_WEIGHT * max(given, 0.0), mine, None, 0))
    ranked.sort(key=lambda r: (-r.value, -r.points))
    if any(isinstance(a, Draw) for a in legal):
        counts = [n for _, n in judge.faces]
        # A draw's own take will leave the next player something too: about what taking now does.
        greedy = max(ranked, key=lambda r: r.points)
        drawn = judge.draw_value(shop, counts, judge.left, HARD_LOOKAHEAD)
        value = drawn - (greedy.points - greedy.value)
        ranked.insert(0 if value > ranked[0].value else 1, Ranked(Draw(), value, drawn, None, 0))
    return ranked


#: How much of the best take left to the next player counts against a take.
LEFT_WEIGHT = 0.5
#: How far ahead `hard` imagines drawing.
HARD_LOOKAHEAD = 2


def _decide(view: FairyLightsView, legal: list[Action], depth: int) -> Action:
    """The best take, or a draw when its expected value over `depth` draws is higher."""
    judge = _Judge(view)
    shop = [c["id"] for c in view["shop"]]
    may_draw = any(isinstance(a, Draw) for a in legal)
    takes = _takes(legal)
    if not takes:
        return Draw()
    value, option = judge.best_take(shop)
    if may_draw:
        counts = [n for _, n in judge.faces]
        if judge.draw_value(shop, counts, judge.left, depth) > value:
            return Draw()
    return Take(option)


BOTS = {"easy": easy, "normal": normal, "hard": RankingBot(hard, rank_hard)}
