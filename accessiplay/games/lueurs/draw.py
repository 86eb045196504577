"""16 lueurs d'hiver on screen: the dice, the five garlands, the five zones and every bag."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessiplay.drawing import Drawing, Fragment, Painter, dice_line, label
from accessiplay.games.lueurs import sheet as sh

#: The review tree's children, in order (see review.sheet_tree): which zone each draws into.
REVIEW_ZONES = ("garlands", "doubles", "bird", "birdhouses", "cakes", "snowmen", "squirrel")


class LueursDrawer:
    """Draws one seat's sheet (the holder's, or the one reviewed) and everybody's Grelots."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """Dice, garlands, doubles, the five zones with their bags, then the players."""
        own = view["seat"] if seat is None else seat
        data = view["sheets"][0 if own is None else own]
        paint.zone(
            "dice",
            paint("lueurs-draw-turn", turn=view["turn"]),
            [[label(paint("ui-draw-dice")), *dice_line(paint, view["dice"])]],
        )
        self._garlands(paint, data)
        paint.zone(
            "doubles",
            paint("lueurs-draw-doubles"),
            [[paint.cell(f"{data['doubles']}/{sh.DOUBLE_BOXES}", "doubles:0")]],
        )
        self._bird(paint, data)
        self._houses(paint, data)
        self._cakes(paint, data)
        self._snowmen(paint, data)
        self._squirrel(paint, data)
        paint.players(view, "lueurs-draw-grelots")
        return paint.drawing()

    def _title(self, paint: Painter, zone: str, data: Mapping[str, Any]) -> str:
        """A zone's name and the state of its bag."""
        return paint(
            "lueurs-draw-zone",
            zone=paint(f"lueurs-zone-{zone}"),
            bag=paint(f"lueurs-draw-bag-{data['bags'][zone]}"),
        )

    def _garlands(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """Each garland: its die, its letter, its bulbs lit (O) or not (_), its bag."""
        lines = []
        for i, colour in enumerate(sh.COLOURS):
            lit = data["bulbs"][i]
            bulbs = "".join("O" if b < lit else "_" for b in range(sh.BULBS[i]))
            lines.append(
                [
                    label(f"{i + 1} {paint('lueurs-draw-letter', colour=colour)}"),
                    paint.cell(bulbs, f"garlands:{i}"),
                    label(paint(f"lueurs-draw-bag-{data['bags'][colour]}")),
                ]
            )
        paint.zone("garlands", paint("lueurs-draw-garlands"), lines)

    def _bird(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """The twelve boxes: the value printed, and X under each ticked one."""
        printed = [paint.cell(str(v), f"bird:{b}") for b, v in enumerate(sh.BIRD_VALUES, 1)]
        ticks = [paint.cell("X" if b in data["bird"] else "_", None) for b in range(1, 13)]
        paint.zone("bird", self._title(paint, "bird", data), [printed, ticks])

    def _houses(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """Rows 1 to 3 by columns 4 to 6, X where a cell is written."""
        written = {tuple(cell) for cell in data["houses"]}
        lines: list[list[Fragment]] = [
            [label("  "), *(paint.cell(str(c)) for c in sh.HOUSE_COLUMNS)]
        ]
        for row in sh.HOUSE_ROWS:
            cells = [
                paint.cell("X" if (row, col) in written else "_", f"birdhouses:{row}-{col}")
                for col in sh.HOUSE_COLUMNS
            ]
            lines.append([label(f"{row} "), *cells])
        paint.zone("birdhouses", self._title(paint, "birdhouses", data), lines)

    def _cakes(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """Each cake's puffs from the bottom up: the numbers written, _ for an empty puff."""
        lines = []
        for cake in sh.CAKES:
            puffs = data["cakes"][cake]
            cells = [
                paint.cell(str(puffs[p]) if p < len(puffs) else "_", f"cakes:{cake}-{p}")
                for p in range(sh.CAKE_PUFFS[cake])
            ]
            lines.append([label(paint(f"lueurs-cake-title-{cake}")), *cells])
        paint.zone("cakes", self._title(paint, "cakes", data), lines)

    def _snowmen(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """The sums 2 to 12, X under each snowman built."""
        sums = [paint.cell(str(s), f"snowmen:{s}") for s in sh.SNOWMAN_SUMS]
        ticks = [
            paint.cell(("X" if s in data["snowmen"] else "_").rjust(len(str(s))))
            for s in sh.SNOWMAN_SUMS
        ]
        paint.zone("snowmen", self._title(paint, "snowmen", data), [sums, ticks])

    def _squirrel(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """Spaces 1 to 5 (3 the arrow), each with the domino written on it."""
        cells = []
        for space in sh.SQUIRREL_SPACES:
            domino = data["squirrel"].get(str(space))
            text = f"{domino[0]}-{domino[1]}" if domino else "_-_"
            cells.append(paint.cell(f"{space}:{text}", f"squirrel:{space}"))
        paint.zone("squirrel", self._title(paint, "squirrel", data), [cells])

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """A pair lights its dice; a zone, the zone; its first place component, that place."""
        zone = next((c for c in path if isinstance(c, str) and c in sh.ZONES), None)
        if zone is None:
            return _pair_dice(view, path)
        rest = path[path.index(zone) + 1 :]
        place = _place(zone, rest[0]) if rest else None
        return frozenset({place or zone})

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """Garlands and bird boxes one by one; any other zone as a whole."""
        if not path or path[0] >= len(REVIEW_ZONES):
            return frozenset()
        zone = REVIEW_ZONES[path[0]]
        if len(path) > 1 and zone == "garlands":
            return frozenset({f"garlands:{path[1]}"})
        if len(path) > 1 and zone == "bird":
            return frozenset({f"bird:{path[1] + 1}"})
        return frozenset({zone})


def _pair_dice(view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
    """The two dice of a pair option ((4, 6)), each die of the throw used once."""
    pair = next((c for c in path if isinstance(c, tuple) and len(c) == 2), None)
    if pair is None:
        return frozenset({"garlands"}) if "skip" in path else frozenset()
    places, used = set(), set()
    for value in pair:
        for i, die in enumerate(view["dice"]):
            if die == value and i not in used:
                used.add(i)
                places.add(f"dice:{i}")
                break
    return frozenset(places)


def _place(zone: str, component: Any) -> str | None:
    """The place a zone's first chooser component names, when it names one."""
    if zone == "bird":
        box = component[0] if isinstance(component, tuple) else component
        return f"bird:{box}" if isinstance(box, int) else None
    if zone == "birdhouses" and isinstance(component, tuple):
        return f"birdhouses:{component[0]}-{component[1]}"
    if zone == "snowmen" and isinstance(component, int):
        return f"snowmen:{component}"
    if zone == "squirrel":
        space = component[0] if isinstance(component, tuple) else component
        return f"squirrel:{space}" if isinstance(space, int) else None
    return None


DRAWER = LueursDrawer()
