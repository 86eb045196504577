"""Normal's sense of value in Fairy Lights, shared by the normal and hard bots: score now plus
the promise of cards kept unbanked, a take's gain colour by colour, a draw's expectation."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from accessiplay.core.protocol import view_seat
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.view import FairyLightsView

# The faces of each colour, so a view's face counts can be turned back into card ids.
_FACE_CARD = {(cd.COLOUR[c], cd.BULBS[c], cd.STARS[c]): c for c in cd.DECK}
#: Each card's stand-in: one card of the same face (what a take does depends on faces only).
FACE_OF = {c: _FACE_CARD[(cd.COLOUR[c], cd.BULBS[c], cd.STARS[c])] for c in cd.DECK}


class Judge:
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
        self.held = tuple(sorted(FACE_OF[c] for c in self.mine))

    def holding(self, pile: tuple[int, ...]) -> float:
        """What a face-up pile of one colour is worth: minus its stars, plus its chance to bank."""
        return _holding(self.promise, pile)

    def colour_gain(self, shop: list[int], colour: str) -> float:
        """How much better off taking this colour's cards leaves the collection."""
        return colour_gain_of(tuple(self.mine), self.promise, shop, colour)

    def best_take(self, shop: list[int]) -> tuple[float, tuple[str, ...]]:
        """The best colour choice this shop offers, by the rule of how many colours to take."""
        return best_take(self.held, self.promise, tuple(sorted(FACE_OF[c] for c in shop)))

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


def colour_gain_of(
    mine: tuple[int, ...], promise: float, shop: Sequence[int], colour: str
) -> float:
    """How much better off taking this colour's cards leaves the collection `mine`."""
    f = cd.forecast(mine, shop, colour)
    before = _holding(promise, f.pile[: f.owned])
    if f.fate == cd.BANK:
        return cd.stars(f.pile) - before
    if f.fate == cd.DISCARD:
        return -before
    return _holding(promise, f.pile) - before


@lru_cache(maxsize=1 << 16)
def best_take(
    mine: tuple[int, ...], promise: float, shop: tuple[int, ...]
) -> tuple[float, tuple[str, ...]]:
    """The best take of a shop for a collection, both given as sorted stand-in cards: imagined
    draws and the hard bot's rollouts reach the same shops again and again, in every order."""
    gains = {c: colour_gain_of(mine, promise, shop, c) for c in cd.colours_in(shop)}
    return max((sum(gains[c] for c in option), option) for option in cd.take_options(list(shop)))
