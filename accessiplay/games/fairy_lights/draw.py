"""Fairy Lights on screen: the shop, the deck's backs, and every player's collection."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessiplay.drawing import Drawing, Fragment, Painter, label
from accessiplay.games.fairy_lights import cards as cd


def card_text(paint: Painter, card: Mapping[str, Any]) -> str:
    """One card face: its colour's letters, its bulbs and its stars."""
    return paint(
        "fairy-lights-draw-card",
        colour=paint("fairy-lights-draw-letter", colour=card["colour"]),
        bulbs=card["bulbs"],
        stars=card["stars"],
    )


class FairyLightsDrawer:
    """Draws the whole table: Fairy Lights hides only the order of the deck."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The shop and the deck first, then each collection, at risk and banked."""
        shop = [
            paint.cell(card_text(paint, c), f"shop:{c['colour']}-{i}")
            for i, c in enumerate(view["shop"])
        ]
        paint.zone(
            "shop", paint("fairy-lights-draw-shop", draws=view["draws"]), [shop or [label("_")]]
        )
        deck = view["deck"]
        backs = [
            paint.cell(f"{paint('fairy-lights-draw-letter', colour=c)} {n}", f"deck:{c}")
            for c, n in deck["colours"].items()
        ]
        paint.zone(
            "deck",
            paint("fairy-lights-draw-deck", left=deck["left"], discarded=view["discarded"]),
            [[paint.cell(str(deck["left"]), "deck:0"), *backs]],
        )
        for s, collection in enumerate(view["collections"]):
            self._collection(paint, view, s, collection)
        paint.players(view, "fairy-lights-draw-points")
        return paint.drawing()

    def _collection(
        self, paint: Painter, view: Mapping[str, Any], seat: int, data: Mapping[str, Any]
    ) -> None:
        """One player's cards: at risk, then banked, colour by colour."""
        lines: list[list[Fragment]] = []
        for kind in ("unbanked", "banked"):
            line: list[Fragment] = [label(paint(f"fairy-lights-draw-{kind}"))]
            for colour in cd.COLOURS:
                faces = [c for c in data[kind] if c["colour"] == colour]
                line += [paint.cell(card_text(paint, c), f"seat-{seat}:{c['id']}") for c in faces]
            lines.append(line)
        mark = paint("ui-draw-turn") if view["turn"] == seat else ""
        paint.zone(f"seat-{seat}", f"{paint.name(seat)} {mark}".strip(), lines)

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """Drawing lights the deck; taking, the shop's cards of the colours it takes."""
        if not path:
            return frozenset()
        if path[0] == "draw":
            return frozenset({"deck:0"})
        if len(path) < 2:
            return frozenset({"shop"})
        colours = path[1] if isinstance(path[1], tuple) else (path[1],)
        return frozenset(
            f"shop:{c['colour']}-{i}" for i, c in enumerate(view["shop"]) if c["colour"] in colours
        )

    def answer_places(self, view: Mapping[str, Any]) -> frozenset[str]:
        """D reads the shop card by card."""
        return frozenset(f"shop:{c['colour']}-{i}" for i, c in enumerate(view["shop"]))

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The reviewed node's cards: a colour at risk or banked, one card, the shop or one of
        its cards, the deck or one colour of it (review.collection_tree's order)."""
        if not path:
            return frozenset()
        mine = view["collections"][seat]
        unbanked = [c["id"] for c in mine["unbanked"]]
        at_risk = cd.colours_in(unbanked)
        first, rest = path[0], path[1:]
        risk_nodes = max(len(at_risk), 1)
        if first < risk_nodes:
            if not at_risk:
                return frozenset({f"seat-{seat}"})
            return _cards(seat, cd.of_colour(unbanked, at_risk[first]), rest)
        if first == risk_nodes:
            banked = [c["id"] for c in mine["banked"]]
            if not rest:
                return _cards(seat, banked, ()) or frozenset({f"seat-{seat}"})
            colour = cd.colours_in(banked)[rest[0]]
            return _cards(seat, cd.of_colour(banked, colour), rest[1:])
        shop = [f"shop:{c['colour']}-{i}" for i, c in enumerate(view["shop"])]
        if first == risk_nodes + 1:
            return frozenset(shop[rest[0] : rest[0] + 1] if rest else shop or ["shop"])
        colours = [c for c, n in view["deck"]["colours"].items() if n]
        return frozenset({f"deck:{colours[rest[0]]}"} if rest else {"deck:0"})


def _cards(seat: int, ids: list[int], rest: tuple[int, ...]) -> frozenset[str]:
    """The drawn places of these cards of a collection, or of the one `rest` picks."""
    chosen = ids[rest[0] : rest[0] + 1] if rest else ids
    return frozenset(f"seat-{seat}:{i}" for i in chosen)


DRAWER = FairyLightsDrawer()
