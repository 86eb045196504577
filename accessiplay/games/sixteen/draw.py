"""Sixteen on screen: the five rows, the tiles out, the counts, and the holder's own hand only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessiplay.drawing import Drawing, Fragment, Painter, label
from accessiplay.games.sixteen.tiles import COLOURS


def token_text(paint: Painter, token: Any) -> str:
    """A tile: its number, or the letter of a Restart or End tile."""
    return paint("sixteen-draw-token", token=token if isinstance(token, str) else str(token))


class SixteenDrawer:
    """Draws the table all see, and the hand of the seat at the keyboard (never another's)."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The rows with what left them, the bag and counts, then the holder's hand."""
        rows = []
        for colour in COLOURS:
            name = label(paint("sixteen-draw-colour", colour=colour))
            tiles = [
                paint.cell(token_text(paint, t), f"rows:{colour}-{i}")
                for i, t in enumerate(view["rows"][colour])
            ]
            out = view["out"][colour]
            gone = [label(paint("sixteen-draw-out", count=len(out)))] if out else []
            rows.append([name, *tiles, *gone])
        paint.zone("rows", paint("sixteen-draw-rows", bag=view["bag"]), rows)
        hand = view["hand"]
        if hand is not None and view["seat"] is not None:
            self._hand(paint, hand)
        paint.players(view, "sixteen-draw-points")
        counts = [[label(paint.name(s)), paint.cell(str(n))] for s, n in enumerate(view["counts"])]
        paint.zone("counts", paint("sixteen-draw-counts"), counts)
        return paint.drawing()

    def _hand(self, paint: Painter, hand: Mapping[str, Any]) -> None:
        """The holder's tiles colour by colour, then their specials."""
        lines: list[list[Fragment]] = []
        for colour in COLOURS:
            tiles = hand["tiles"][colour]
            if tiles:
                cells = [paint.cell(token_text(paint, t), f"hand:{colour}-{t}") for t in tiles]
                lines.append([label(paint("sixteen-draw-colour", colour=colour)), *cells])
        specials = [
            label(paint("sixteen-draw-special", kind=kind, count=n))
            for kind, n in hand["specials"].items()
            if n
        ]
        if specials:
            lines.append(specials)
        paint.zone("hand", paint("sixteen-draw-hand"), lines or [[label("_")]])

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """A row lights its row; the tiles to lay light those tiles in the hand."""
        row = next((c for c in path if isinstance(c, str) and c in COLOURS), None)
        special = view["special"]
        if row is None and special is not None and path and isinstance(path[0], tuple):
            row = special["row"]
        if row is None:
            return frozenset()
        tiles = next((c for c in path if isinstance(c, tuple)), None)
        if tiles is None:
            return frozenset({f"rows:{row}-{len(view['rows'][row]) - 1}", "rows"})
        return frozenset(f"hand:{row}-{t}" for t in tiles)

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The holder's own hand while they review it (no other hand is ever drawn)."""
        return frozenset({"hand"}) if path and seat == view["seat"] else frozenset()


DRAWER = SixteenDrawer()
