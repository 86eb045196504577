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
            paint.cell(f"{paint('fairy-lights-draw-letter', colour=c)} {n}")
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
                line += [
                    paint.cell(card_text(paint, c), f"seat-{seat}:{kind}-{colour}") for c in faces
                ]
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

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """A collection reviewed lights that player's cards."""
        return frozenset({f"seat-{seat}"}) if path else frozenset()


DRAWER = FairyLightsDrawer()
