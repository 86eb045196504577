"""What a player hears on demand: the shop card by card or by colour, collections, the deck."""

from __future__ import annotations

from accessiplay.core.protocol import public_scores
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights import words as w
from accessiplay.games.fairy_lights.cards import CardJSON
from accessiplay.games.fairy_lights.view import FairyLightsCtx, FairyLightsView
from accessiplay.games.fairy_lights.words import P
from accessiplay.present import Msg, Node


def _ids(faces: list[CardJSON]) -> list[int]:
    """Card ids of faces from a view."""
    return [f["id"] for f in faces]


def total(view: FairyLightsView, seat: int) -> int:
    """A seat's score as its view shows it."""
    return sum(item[1] for item in public_scores(view)[seat])


def shop_cards(view: FairyLightsView) -> list[Msg]:
    """D: the shop as it lies, card by card, the last one (the bust reference) named as such."""
    shop = view["shop"]
    if not shop:
        return [Msg.of(f"{P}shop-empty")]
    lines = [Msg.of(f"{P}shop-head", count=len(shop))]
    for place, face in enumerate(shop, 1):
        kind = "shop-last" if place == len(shop) else "shop-card"
        # After "1:" the card goes on the sentence: "1 : rouge", never "1 : Rouge".
        lines.append(Msg.of(f"{P}{kind}", place=place, card=w.card(face, capital=False)))
    return lines


def colour_summary(name: str, ids: list[int]) -> Msg:
    """'Red: 2 cards, 3 bulbs, 1 star'."""
    return Msg.of(
        f"{P}colour-summary",
        colour=w.colour(name, capital=True),
        cards=len(ids),
        bulbs=cd.bulbs(ids),
        stars=cd.stars(ids),
    )


def shop_colours(view: FairyLightsView) -> list[Msg]:
    """G: the shop summed up colour by colour, which is what a take is about."""
    ids = _ids(view["shop"])
    if not ids:
        return [Msg.of(f"{P}shop-empty")]
    return [Msg.of(f"{P}shop-head", count=len(ids))] + [
        colour_summary(c, cd.of_colour(ids, c)) for c in cd.colours_in(ids)
    ]


def deck_lines(view: FairyLightsView) -> list[Msg]:
    """B: the remaining deck by colour and the chance the next draw busts."""
    deck = view["deck"]
    counts = tuple(
        Msg.of(f"{P}colour-count", colour=c, count=n) for c, n in deck["colours"].items() if n
    )
    return [Msg.of(f"{P}deck", left=deck["left"], colours=counts), w.risk(view)]


def collection_label(ctx: FairyLightsCtx, seat: int) -> Msg:
    """'Your collection: 5 points; 6 stars banked on 4 cards; 3 cards unbanked.'"""
    mine = ctx.view["collections"][seat]
    banked = _ids(mine["banked"])
    return Msg.of(
        f"{P}collection",
        **ctx.who(seat),
        score=total(ctx.view, seat),
        banked=cd.stars(banked),
        banked_cards=len(banked),
        unbanked=len(mine["unbanked"]),
    )


def unbanked_lines(ids: list[int]) -> list[Msg]:
    """Each unbanked colour with its bulbs, its stars counted against you, and what banks it."""
    return [
        Msg.of(
            f"{P}unbanked",
            colour=w.colour(c, capital=True),
            cards=len(pile),
            bulbs=cd.bulbs(pile),
            stars=cd.stars(pile),
            need=3 - cd.bulbs(pile),
        )
        for c in cd.colours_in(ids)
        for pile in [cd.of_colour(ids, c)]
    ]


def _collection_nodes(ctx: FairyLightsCtx, seat: int) -> list[Node]:
    """The unbanked colours, then the banked pile colour by colour."""
    mine = ctx.view["collections"][seat]
    unbanked = _ids(mine["unbanked"])
    nodes = [
        Node(label, tuple(Node(w.card_id(c)) for c in cd.of_colour(unbanked, colour)), rule="bank")
        for label, colour in zip(unbanked_lines(unbanked), cd.colours_in(unbanked))
    ]
    if not nodes:
        nodes.append(Node(Msg.of(f"{P}nothing-unbanked"), rule="bank"))
    banked = _ids(mine["banked"])
    groups = tuple(
        Node(
            colour_summary(c, cd.of_colour(banked, c)),
            tuple(Node(w.card_id(i)) for i in cd.of_colour(banked, c)),
        )
        for c in cd.colours_in(banked)
    )
    nodes.append(
        Node(
            Msg.of(f"{P}banked-pile", cards=len(banked), stars=cd.stars(banked)),
            groups,
            rule="bank",
        )
    )
    return nodes


def _deck_node(view: FairyLightsView) -> Node:
    """The deck by colour, each colour opening on its faces and how many of each remain."""
    faces = view["deck"]["faces"]
    colours = tuple(
        Node(
            Msg.of(f"{P}deck-colour", colour=w.colour(c, capital=True), count=n),
            tuple(
                Node(Msg.of(f"{P}face-count", count=f["count"], card=w.card(f)))
                for f in faces
                if f["colour"] == c
            ),
        )
        for c, n in view["deck"]["colours"].items()
        if n
    )
    label = Msg.of(f"{P}deck-node", left=view["deck"]["left"], risk=w.risk(view))
    return Node(label, colours, rule="deck")


def collection_tree(ctx: FairyLightsCtx, seat: int) -> Node:
    """C / Shift+C: a collection, then the shop and the deck so the whole table is one tree away."""
    view = ctx.view
    cards = shop_cards(view)
    shop = Node(cards[0], tuple(Node(m) for m in cards[1:]), rule="take")
    children = _collection_nodes(ctx, seat) + [shop, _deck_node(view)]
    return Node(collection_label(ctx, seat), tuple(children), rule="bank")
