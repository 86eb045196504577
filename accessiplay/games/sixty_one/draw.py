"""Sixty-One on screen: the dice, the six areas of a sheet with their acorns, the leaf row.

On a narrow screen (a magnified 40×15) the leaf row is one short line, its last totals only,
kept with the area a choice is about: the twenty totals wrapped over three rows and fell off.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from accessiplay.drawing import Drawer, Drawing, Fragment, Painter, dice_line, label, line_width
from accessiplay.games.sixty_one import areas
from accessiplay.games.sixty_one.scoring import leaf_total

#: The fox dens drawn as their pyramid: the top den, the middle two, the bottom three.
DEN_LAYERS = ((5,), (3, 4), (0, 1, 2))
#: The review tree's children after the six areas: the leaf row.
LEAF_NODE = len(areas.AREAS)
#: The runs of spots drawn apart, a bar between them: the two pumpkins, the two skewers, and
#: (on another player's one-line sheet) the dens from the bottom row up.
GROUPS = {
    areas.PUMPKINS: areas.PUMPKIN_PAIRS,
    areas.MARSHMALLOWS: areas.SKEWERS,
    areas.DENS: tuple(reversed(DEN_LAYERS)),
}
#: Below this many columns the leaf row is one short line, kept with the focused area.
WIDE_SHEET = 60


class SixtyOneDrawer(Drawer):
    """Draws one seat's sheet (the holder's, or the one reviewed) and everybody's totals."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """Dice, round, the six areas, the leaves, then every player's acorns."""
        own = view["seat"] if seat is None else seat
        own = 0 if own is None else own
        sheet = view["sheets"][own]
        if own == view["seat"]:
            paint.pending.update(pending_cells(view))
        dice = view["dice"] or []
        lines = [[label(paint("ui-draw-dice")), *dice_line(paint, dice)]]
        if paint.pending:
            lines.append([label(paint("ui-draw-pending"))])
        paint.zone(
            "dice",
            paint("sixty-one-draw-round", round=view["round"], last=view["last_round"]),
            lines,
        )
        for number in areas.AREAS:
            self._area(paint, number, sheet["areas"][number - 1])
        if paint.width < WIDE_SHEET:
            _leaf_line(paint, sheet)
        else:
            _leaf_row(paint, sheet)
        paint.players(view, "sixty-one-draw-acorns")
        if paint.width >= WIDE_SHEET:
            _other_sheets(paint, view, own)
        else:
            _other_leaves(paint, view, own)
        return paint.drawing()

    def _area(self, paint: Painter, number: int, spots: list) -> None:
        """One area: its spots (the dens as a pyramid) and its acorns."""
        key = f"area-{number}"

        def spot(i: int) -> Fragment:
            value = spots[i]
            return paint.cell(
                "_" if value is None else str(value), f"{key}:{i}", "written" * (value is not None)
            )

        if number == areas.DENS:
            lines = [[spot(i) for i in layer] for layer in DEN_LAYERS]
        else:
            lines = [_grouped(spot, GROUPS.get(number, (tuple(range(len(spots))),)))]
        title = paint(
            "sixty-one-draw-area",
            area=paint("sixty-one-area", area=areas.AREA_KEYS[number]),
            number=number,
            acorns=areas.acorns(number, spots),
        )
        paint.zone(key, title, lines)

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """The dice chosen light up, with the area the first picks and, whole, the spot."""
        if not path:
            return frozenset()
        if path[0] == "skip":
            return frozenset({"leaves", *_dice_showing(view, path[1:])})
        area = f"area-{path[0]}"
        if view["phase"] == "x":
            return frozenset({f"{area}:{path[1]}" if len(path) > 1 else area})
        if len(path) > 2:
            places = {f"{area}:{path[2]}"}
        elif len(path) == 2:
            # A value not yet placed lights every spot it may go to, so the screen shows
            # where the choice leads before the spot is asked.
            places = {area, *_spots_for(view, path[0], path[1])}
        else:
            places = {area}
        return frozenset({*places, *_dice_showing(view, path[:2])})

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """Areas then spots, in the review tree's order; the leaf row last."""
        if not path:
            return frozenset()
        zone = "leaves" if path[0] == LEAF_NODE else f"area-{path[0] + 1}"
        return frozenset({f"{zone}:{path[1]}" if len(path) > 1 else zone})


def _grouped(spot: Callable[[int], Fragment], groups: Sequence[Sequence[int]]) -> list[Fragment]:
    """Spots run by run, a bar between runs, so '6  6 | 3  _  _' reads as two skewers."""
    out: list[Fragment] = []
    for g, group in enumerate(groups):
        out += [("class:label", "|")] if g else []
        out += [spot(i) for i in group]
    return out


def _other_sheets(paint: Painter, view: Mapping[str, Any], own: int) -> None:
    """Every other player's sheet, the next to play first, one line an area and the leaf
    total: a sighted partner sees what a bot writes (lit "<5>" by its last move)."""
    players = len(view["sheets"])
    for step in range(1, players):
        seat = (own + step) % players
        sheet = view["sheets"][seat]
        key = f"sheet-{seat}"
        lines = []
        for number in areas.AREAS:
            spots = sheet["areas"][number - 1]

            def spot(i: int, spots: list = spots, place: str = f"{key}:{number}") -> Fragment:
                """One spot of their sheet."""
                value = spots[i]
                text = "_" if value is None else str(value)
                return paint.cell(text, f"{place}-{i}", "written" * (value is not None))

            groups = GROUPS.get(number, (tuple(range(len(spots))),))
            head = label(paint("sixty-one-draw-area-number", number=number))
            lines.append([head, *_grouped(spot, groups)])
        total = paint(
            "sixty-one-draw-leaf-total", total=leaf_total(sheet["leaves"]), lost=sheet["lost"]
        )
        lines.append([paint.cell(total, f"{key}:leaves")])
        paint.zone(key, paint("sixty-one-draw-sheet-of", player=paint.name(seat)), lines)


def _other_leaves(paint: Painter, view: Mapping[str, Any], own: int) -> None:
    """Every other player's leaf total in one line each, on a narrow screen where their
    sheets do not fit: the race to 61 that ends the game, lit "<34>" when a bot's round
    changed it (their acorns are on the scores' line)."""
    players = len(view["sheets"])
    for step in range(1, players):
        seat = (own + step) % players
        sheet = view["sheets"][seat]
        caption = paint("sixty-one-draw-leaves-of", player=paint.name(seat))
        total = paint.cell(str(leaf_total(sheet["leaves"])), f"sheet-{seat}:leaves")
        paint.zone(f"sheet-{seat}", "", [[label(caption), total]], wanted=True)


def _leaf_cells(paint: Painter, leaves: list[int]) -> list[Fragment]:
    """Each total written on the leaf row, then the one this seat's choice will write."""
    cells = [paint.cell(str(total), f"leaves:{i}") for i, total in enumerate(leaves)]
    if f"leaves:{len(leaves)}" in paint.pending:
        cells.append(paint.cell("", f"leaves:{len(leaves)}"))
    return cells


def _leaf_row(paint: Painter, sheet: Mapping[str, Any]) -> None:
    """The whole leaf row under its total."""
    leaves = sheet["leaves"]
    track = [label(paint("sixty-one-draw-leaves")), *_leaf_cells(paint, leaves)]
    title = paint("sixty-one-draw-leaf-total", total=leaf_total(leaves), lost=sheet["lost"])
    paint.zone("leaves", title, [track])


def _leaf_line(paint: Painter, sheet: Mapping[str, Any]) -> None:
    """The leaf row in half a narrow screen, no title row: its last totals (or those around a
    reviewed one), an ellipsis for those left out; kept with the area a choice is about."""
    cells = _leaf_cells(paint, sheet["leaves"])
    head = paint.cell(paint("sixty-one-draw-leaf-line", lost=sheet["lost"]), "leaves", "label")
    room = paint.width // 2 - line_width([head])
    lit = [i for i, cell in enumerate(cells) if cell[0] == "class:focus"]
    end = len(cells) if not lit else max(lit[-1] + 1, min(len(cells), lit[-1] + 2))
    start = max(end - 1, 0)
    while start > 0 and line_width(cells[start - 1 : end]) <= room - 2:
        start -= 1
    more = [label("…")] if start > 0 else []
    # Before the first leaf the row's total is its starting 0, as the wide title says.
    shown = cells[start:end] or [label(str(leaf_total([])))]
    paint.zone("leaves", "", [[head, *more, *shown]], stays=True)


def pending_cells(view: Mapping[str, Any]) -> dict[str, str]:
    """This seat's own choice, made but not yet revealed: the spot it writes and the leaf
    total it makes (the view carries it for its own seat only)."""
    mine = view.get("mine")
    if not mine or view["seat"] is None:
        return {}
    sheet = view["sheets"][view["seat"]]
    if mine["t"] == "PlaceX":
        return {f"area-{mine['area']}:{mine['spot']}": "X"}
    leaves = sheet["leaves"]
    if mine["t"] == "Skip":
        leaf = mine["leaf"]
        cells = {}
    else:
        rest = list(view["dice"] or ())
        rest.remove(mine["area"])
        rest.remove(mine["value"])
        leaf = rest[0]
        cells = {f"area-{mine['area']}:{mine['spot']}": str(mine["value"])}
    return {**cells, f"leaves:{len(leaves)}": str(leaf_total(leaves) + leaf)}


def _spots_for(view: Mapping[str, Any], area: int, value: Any) -> set[str]:
    """The holder's spots of this area where the value may be written."""
    seat = view["seat"]
    if seat is None or area not in areas.AREAS:
        return set()
    spots = view["sheets"][seat]["areas"][area - 1]
    return {f"area-{area}:{i}" for i in areas.fitting_spots(area, spots, value)}


def _dice_showing(view: Mapping[str, Any], values: tuple[Any, ...]) -> set[str]:
    """The dice of the throw showing these values, each die used once (two 5s are two dice)."""
    places: set[str] = set()
    for value in values:
        for i, die in enumerate(view["dice"] or []):
            if die == value and f"dice:{i}" not in places:
                places.add(f"dice:{i}")
                break
    return places


DRAWER = SixtyOneDrawer()
