"""The 60 cards of Fairy Lights and what taking some of them does to a collection.

A card is an int 0..59: `id // 12` is its colour, `id % 12` its place in that colour's set of
twelve (eight 1-bulb cards worth 0,0,1,1,1,1,2,2 stars, then four 2-bulb cards worth 0,0,1,1).
Everything here is a pure function of card ids, so the rules, the bots and the presenter
(which only see views) share one reading of the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, TypedDict

COLOURS = ("red", "yellow", "green", "blue", "purple")
PER_COLOUR = 12
SIZE = len(COLOURS) * PER_COLOUR
SHOP_LIMIT = 5

_BULBS = (1,) * 8 + (2,) * 4
_STARS = (0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 1, 1)

# Looked up on every draw and take: plain tuples indexed by card id are the fastest reading.
COLOUR = tuple(COLOURS[i // PER_COLOUR] for i in range(SIZE))
BULBS = tuple(_BULBS[i % PER_COLOUR] for i in range(SIZE))
STARS = tuple(_STARS[i % PER_COLOUR] for i in range(SIZE))
DECK = tuple(range(SIZE))

BANK, KEEP, DISCARD = "bank", "keep", "discard"
#: The bulbs of one colour that bank its unbanked cards.
BANK_BULBS = 3


class CardJSON(TypedDict):
    """A card as a view shows it."""

    id: int
    colour: str
    bulbs: int
    stars: int


def card_json(card: int) -> CardJSON:
    """A card as a view shows it: its id (no secret: it only names the printed face) and face."""
    return {"id": card, "colour": COLOUR[card], "bulbs": BULBS[card], "stars": STARS[card]}


def bulbs(cards: Iterable[int]) -> int:
    """The bulbs printed on these cards."""
    return sum(BULBS[c] for c in cards)


def stars(cards: Iterable[int]) -> int:
    """The stars printed on these cards."""
    return sum(STARS[c] for c in cards)


def of_colour(cards: Iterable[int], colour: str) -> list[int]:
    """The cards of one colour, in their order."""
    return [c for c in cards if COLOUR[c] == colour]


def colours_in(cards: Iterable[int]) -> list[str]:
    """The colours present among these cards, in the deck's colour order."""
    present = {COLOUR[c] for c in cards}
    return [colour for colour in COLOURS if colour in present]


def take_options(shop: list[int]) -> list[tuple[str, ...]]:
    """One colour from 1–4 cards; two from 5 (one if only one is present); none from an empty shop."""
    present = colours_in(shop)
    if len(shop) < SHOP_LIMIT or len(present) == 1:
        return [(c,) for c in present]
    return [(a, b) for i, a in enumerate(present) for b in present[i + 1 :]]


def fate(total_bulbs: int) -> str:
    """A multiple of 3 banks, 1 or 2 keeps, anything else discards the colour's unbanked cards."""
    if total_bulbs % BANK_BULBS == 0:
        return BANK
    return KEEP if total_bulbs < BANK_BULBS else DISCARD


class Forecast(NamedTuple):
    """What taking one colour does: its fate and the whole unbanked pile of that colour after it."""

    colour: str
    fate: str
    taken: tuple[int, ...]
    pile: tuple[int, ...]

    @property
    def owned(self) -> int:
        """How many cards of this colour the taker held unbanked before taking."""
        return len(self.pile) - len(self.taken)

    def score_change(self) -> int:
        """How the taker's score moves: banking turns minus stars into plus, discarding drops them."""
        held = stars(self.pile[: self.owned])
        if self.fate == BANK:
            return held + stars(self.pile)
        if self.fate == DISCARD:
            return held
        return -stars(self.taken)


def forecast(unbanked: Iterable[int], shop: Iterable[int], colour: str) -> Forecast:
    """The outcome of taking every `colour` card of the shop into this unbanked collection."""
    taken = tuple(of_colour(shop, colour))
    pile = tuple(of_colour(unbanked, colour)) + taken
    return Forecast(colour, fate(bulbs(pile)), taken, pile)


def composition(cards: Iterable[int]) -> dict[tuple[str, int, int], int]:
    """How many cards of each face (colour, bulbs, stars) are among these cards."""
    counts: dict[tuple[str, int, int], int] = {}
    for c in cards:
        face = (COLOUR[c], BULBS[c], STARS[c])
        counts[face] = counts.get(face, 0) + 1
    return counts
