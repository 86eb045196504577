"""Sixteen on screen: the five rows, the tiles out, the counts, and the holder's own hand only.

On a narrow screen (a magnified 40×15) a decision about one row (which of your tiles to place
on it, where a special would cut) draws that row and your tiles of its colour first, together,
so the player sees what they place on and what they place at once. The other rows are then one
line of each row's top tile ("Re 12  Ye 7 …"), so the rows and your hand fit on the screen
together in every phase (a forced pass shows the hand: the rows no longer fell off).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessiplay.drawing import Drawing, Fragment, Painter, label
from accessiplay.games.sixteen.tiles import COLOURS

#: Below this many columns a decision about one row draws it beside your tiles of its colour.
WIDE_TABLE = 60


def token_text(paint: Painter, token: Any) -> str:
    """A tile: its number, or the letter of a Restart or End tile."""
    return paint("sixteen-draw-token", token=token if isinstance(token, str) else str(token))


class SixteenDrawer:
    """Draws the table all see, and the hand of the seat at the keyboard (never another's)."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The rows with what left them, the bag and counts, then the holder's hand."""
        hand = view["hand"] if view["seat"] is not None else None
        focused = _focused_row(paint) if paint.width < WIDE_TABLE else None
        if focused is not None:
            self._row_and_hand(paint, view, focused, hand)
        others = [c for c in COLOURS if c != focused]
        if paint.width < WIDE_TABLE and hand is not None:
            # No title row: the bag goes in the hand's title (or the focused row's).
            tops = [_row_top(paint, view, c) for c in others]
            paint.zone("rows", "", [tops], claims=focused is None, stays=True)
        else:
            title = paint("sixteen-draw-rows", bag=view["bag"])
            lines = [_row_line(paint, view, c) for c in others]
            paint.zone("rows", title, lines)
        if hand is not None:
            self._hand(paint, hand, view["bag"], skip=focused)
        counts = [[label(paint.name(s)), paint.cell(str(n))] for s, n in enumerate(view["counts"])]
        if paint.width < WIDE_TABLE:
            # The race to empty a hand, public, in one line instead of the points (where the
            # others' are '?'): kept as the players' totals are, after what a decision needs.
            # Once the game is over every hand is shown: the points first, then the tiles.
            line = [label(paint("sixteen-draw-counts")), *(f for c in counts for f in c)]
            if paint.over:
                paint.players(view, "sixteen-draw-points")
            paint.zone("counts" if paint.over else "players", "", [line], wanted=True)
        else:
            paint.players(view, "sixteen-draw-points")
            paint.zone("counts", paint("sixteen-draw-counts"), counts)
        return paint.drawing()

    def _row_and_hand(
        self, paint: Painter, view: Mapping[str, Any], colour: str, hand: Mapping[str, Any] | None
    ) -> None:
        """The row a decision is about, its tiles and marks, above the holder's tiles of its
        colour: one zone, so a narrow screen never shows one without the other."""
        lines = [_row_line(paint, view, colour)]
        places = {
            f"rows:{colour}",
            *(f"rows:{colour}-{i}" for i in range(len(view["rows"][colour]))),
        }
        if hand is not None:
            tiles = hand["tiles"][colour]
            mine = [paint.cell(token_text(paint, t), f"hand:{colour}-{t}") for t in tiles]
            lines.append([label(paint("sixteen-draw-yours")), *(mine or [label("_")])])
            places |= {f"hand:{colour}-{t}" for t in tiles}
        title = paint("sixteen-draw-focused-row", colour=colour, bag=view["bag"])
        paint.zone("row", title, lines, lit=places)

    def _hand(
        self, paint: Painter, hand: Mapping[str, Any], bag: int, skip: str | None = None
    ) -> None:
        """The holder's tiles colour by colour (but the colour `skip`, drawn with its row),
        then their specials; on a narrow screen the hand stays beside the rows' tops, and its
        title carries the bag the rows' line has no room for. With a row focused (its colour
        drawn with it) the rest of the hand gives way to the tiles-in-hand line, the race that
        is the one public fact about the others (LV-21)."""
        lines: list[list[Fragment]] = []
        for colour in COLOURS:
            tiles = hand["tiles"][colour]
            if tiles and colour != skip:
                cells = [paint.cell(token_text(paint, t), f"hand:{colour}-{t}") for t in tiles]
                lines.append([label(paint("sixteen-draw-colour", colour=colour)), *cells])
        specials = [
            paint.cell(paint("sixteen-draw-special", kind=kind, count=n), "hand:specials")
            for kind, n in hand["specials"].items()
            if n
        ]
        if specials:
            lines.append(specials)
        narrow = paint.width < WIDE_TABLE
        title = paint("sixteen-draw-hand-bag", bag=bag) if narrow else paint("sixteen-draw-hand")
        body = lines or [[label("_")]]
        paint.zone("hand", title, body, claims=skip is None, stays=narrow and skip is None)

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """Laying lights the hand, then the row chosen, then the tiles and the row's name; a
        special its tile, then the tiles of the row it would take away; passing or ending the
        turn, the hand."""
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
            # The row they go on stays lit by its name ('Which tiles on the red row?').
            return _hand_tiles(row, path[2]) | {f"rows:{row}"}
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


def _row_line(paint: Painter, view: Mapping[str, Any], colour: str) -> list[Fragment]:
    """One row: its colour's letters, its tiles (R16 and E16 marked), how many went out."""
    name = paint.cell(paint("sixteen-draw-colour", colour=colour), f"rows:{colour}", "label")
    tiles = [
        paint.cell(token_text(paint, t), f"rows:{colour}-{i}")
        for i, t in enumerate(view["rows"][colour])
    ]
    out = view["out"][colour]
    if not out:
        return [name, *tiles]
    # A lit last tile ('[11]', '<11>') has no padding left: the count keeps a space from it.
    gap = "" if [name, *tiles][-1][1].endswith(" ") else " "
    return [name, *tiles, label(gap + paint("sixteen-draw-out", count=len(out)))]


def _row_top(paint: Painter, view: Mapping[str, Any], colour: str) -> Fragment:
    """One row as its colour's letters and its top tile, lit as the row is: what the next
    tile placed on it must beat, on the one line a narrow screen has for every row."""
    row = view["rows"][colour]
    top = token_text(paint, row[-1]) if row else "_"
    letters = paint("sixteen-draw-colour", colour=colour)
    return paint.cell(paint("sixteen-draw-row-top", letters=letters, top=top), f"rows:{colour}")


def _focused_row(paint: Painter) -> str | None:
    """The one colour the focus is about (a row, a tile of it, tiles of the hand), if one."""
    colours = {
        p.split(":", 1)[1].split("-", 1)[0] for p in paint.focus if p.startswith(("rows:", "hand:"))
    }
    return colours.pop() if len(colours) == 1 and colours <= set(COLOURS) else None


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
