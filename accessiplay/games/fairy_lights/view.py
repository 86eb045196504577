"""What every seat may know: all of the table except the order of the face-down deck."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from accessiplay.core.protocol import ViewHeader
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.cards import CardJSON
from accessiplay.present import Ctx

if TYPE_CHECKING:
    from accessiplay.games.fairy_lights.state import FairyLightsState


class FaceJSON(TypedDict):
    """One face printed on the deck's backs, and how many cards of it are left."""

    colour: str
    bulbs: int
    stars: int
    count: int


class DeckJSON(TypedDict):
    """The remaining deck as its backs show it."""

    left: int
    colours: dict[str, int]
    faces: list[FaceJSON]


class CollectionJSON(TypedDict):
    """One seat's cards: those still at risk, and those banked."""

    unbanked: list[CardJSON]
    banked: list[CardJSON]


class FairyLightsView(ViewHeader):
    """The whole table but the order of the deck: every seat sees the same."""

    started: bool
    turn: int | None
    draws: int
    shop: list[CardJSON]
    deck: DeckJSON
    last_revealed: bool
    collections: list[CollectionJSON]
    discarded: int


#: The presenter's context, reading a Fairy Lights view.
FairyLightsCtx = Ctx[FairyLightsView]


def deck_json(deck: list[int]) -> DeckJSON:
    """The remaining deck as its backs show it: how many cards of each face and of each colour."""
    faces = cd.composition(deck)
    by_colour = {colour: 0 for colour in cd.COLOURS}
    for (colour, _, _), count in faces.items():
        by_colour[colour] += count
    return {
        "left": len(deck),
        "colours": by_colour,
        "faces": [
            {"colour": colour, "bulbs": b, "stars": s, "count": n}
            for (colour, b, s), n in sorted(faces.items(), key=_face_order)
        ],
    }


def _face_order(item: tuple) -> tuple:
    """Faces listed colour by colour in the deck's order, then by bulbs and stars."""
    (colour, b, s), _ = item
    return (cd.COLOURS.index(colour), b, s)


def public_view(state: FairyLightsState, seat: int | None) -> FairyLightsView:
    """The view of `seat` (None for a spectator); every seat sees the same table."""
    started = state.shuffled
    deck = state.deck if started else list(cd.DECK)
    return {
        **state.view_header(seat),
        "started": started,
        "turn": state.turn if started and not state.over else None,
        "draws": state.draws,
        "shop": [cd.card_json(c) for c in state.shop],
        "deck": deck_json(deck),
        "last_revealed": state.last_revealed(),
        "collections": [
            {
                "unbanked": [cd.card_json(c) for c in state.unbanked[s]],
                "banked": [cd.card_json(c) for c in state.banked[s]],
            }
            for s in range(state.players)
        ],
        "discarded": len(state.discarded),
    }
