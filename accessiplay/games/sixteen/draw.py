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
            name = paint.cell(
                paint("sixteen-draw-colour", colour=colour), f"rows:{colour}", "label"
            )
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
            paint.cell(paint("sixteen-draw-special", kind=kind, count=n), "hand:specials")
            for kind, n in hand["specials"].items()
            if n
        ]
        if specials:
            lines.append(specials)
        paint.zone("hand", paint("sixteen-draw-hand"), lines or [[label("_")]])

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """Laying lights the hand, then the row chosen, then the tiles; a special its tile,
        then the tiles of the row it would take away; passing or ending the turn, the hand."""
        if not path:
            return frozenset()
        head = path[0]
        if isinstance(head, tuple):  # laying again on the row a special just changed
            return _hand_tiles(view["special"]["row"], head)
        if head in ("scissors", "trash") and len(path) == 1:
            return frozenset({"hand:specials"})
        if len(path) == 1:
            return frozenset({"hand"})
        row = path[1]
        if head == "place" and len(path) > 2:
            return _hand_tiles(row, path[2])
        tiles = len(view["rows"][row])
        gone = path[2] if head == "trash" and len(path) > 2 else 1
        return frozenset({f"rows:{row}", *(f"rows:{row}-{i}" for i in range(tiles - gone, tiles))})

    def answer_places(self, view: Mapping[str, Any]) -> frozenset[str]:
        """D reads the holder's own hand, tile by tile."""
        hand = view["hand"]
        if hand is None:
            return frozenset()
        return frozenset(f"hand:{c}-{t}" for c in COLOURS for t in hand["tiles"][c])

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The reviewed node's tiles (review.sheet's order): a colour of the holder's own hand
        or one tile of it, the specials, a row of the table or one tile of it."""
        if not path:
            return frozenset()
        used = any(who == seat for who, _, _ in view["used"])
        hands = view["hands"]
        hand = hands[seat] if hands else (view["hand"] if seat == view["seat"] else None)
        if hand is None:
            # A hidden hand's tree is its specials used, then the rows.
            return _rows_places(view, path[1:]) if path[0] == int(used) else frozenset()
        held = [c for c in COLOURS if hand["tiles"][c]]
        if path[0] > len(held):
            on_rows = path[0] == len(held) + 1 + used
            return _rows_places(view, path[1:]) if on_rows else frozenset()
        if seat != view["seat"]:
            return frozenset()  # only the holder's own hand is drawn
        if path[0] == len(held):  # the specials held (none drawn: the hand as a whole)
            return frozenset({"hand:specials" if any(hand["specials"].values()) else "hand"})
        tiles = hand["tiles"][held[path[0]]]
        chosen = tiles[path[1] : path[1] + 1] if len(path) > 1 else tiles
        return frozenset(f"hand:{held[path[0]]}-{t}" for t in chosen)


def _rows_places(view: Mapping[str, Any], rest: tuple[int, ...]) -> frozenset[str]:
    """The rows grid of the review tree: all rows, one row, or one tile of a row."""
    if not rest:
        return frozenset({"rows"})
    colour = COLOURS[rest[0]]
    tiles = range(len(view["rows"][colour]))
    chosen = tiles[rest[1] : rest[1] + 1] if len(rest) > 1 else tiles
    return frozenset(f"rows:{colour}-{i}" for i in chosen) or frozenset({f"rows:{colour}"})


def _hand_tiles(row: str, tiles: tuple[Any, ...]) -> frozenset[str]:
    """The tiles of the hand a laying option would put on its row."""
    return frozenset(f"hand:{row}-{t}" for t in tiles)


DRAWER = SixteenDrawer()
