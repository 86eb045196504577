"""16 lueurs d'hiver on screen: the dice, the five garlands, the five zones and every bag."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from accessiplay.core.actions import decode_action
from accessiplay.drawing import Drawer, Drawing, Fragment, Painter, dice_line, label
from accessiplay.games.lueurs import sheet as sh
from accessiplay.games.lueurs.actions import ACTION_TYPES, SKIP, Turn
from accessiplay.games.lueurs.choosing import sheet_from
from accessiplay.games.lueurs.draw_narrow import WIDE_SHEET, draw_narrow, other_lines, other_sheet
from accessiplay.games.lueurs.moves import walk

#: The review tree's children, in order (see review.sheet_tree): which zone each draws into.
REVIEW_ZONES = ("garlands", "doubles", "bird", "birdhouses", "cakes", "snowmen", "squirrel")
#: Below this many rows the sheet is drawn narrow too: the wide sheet takes 30 rows, and an
#: 80×24 screen left no room for the other player's sheet on any screen (LV-22).
TALL_SHEET = 30


class LueursDrawer(Drawer):
    """Draws one seat's sheet (the holder's, or the one reviewed) and everybody's Grelots."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The seat's sheet, then every other player's: a narrow or short screen draws the
        seat's one line a zone, and the others in short lines, so they show too (LV-22)."""
        own = view["seat"] if seat is None else seat
        mine = 0 if own is None else own
        if own is not None and own == view["seat"]:
            paint.pending.update(pending_cells(view))
        players = len(view["sheets"])
        others = [(mine + step) % players for step in range(1, players)]
        if paint.width >= WIDE_SHEET and paint.height >= TALL_SHEET:
            self._wide(paint, view, view["sheets"][mine])
            for other in others:
                other_sheet(paint, view, other)
            return paint.drawing()
        draw_narrow(paint, view, view["sheets"][mine])
        for other in others:
            if paint.width < WIDE_SHEET:
                other_lines(paint, view, other)
            else:
                other_sheet(paint, view, other, wanted=True)
        return paint.drawing()

    def _wide(self, paint: Painter, view: Mapping[str, Any], data: Mapping[str, Any]) -> None:
        """Dice, garlands, doubles, the five zones with their bags, then the players."""
        dice: list[list[Fragment]] = [
            [label(paint("ui-draw-dice")), *dice_line(paint, view["dice"])]
        ]
        if paint.pending:
            dice.append([label(paint("ui-draw-pending"))])
        paint.zone("dice", paint("lueurs-draw-turn", turn=view["turn"]), dice)
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
            lines.append(
                [
                    label(f"{i + 1} {paint('lueurs-draw-letter', colour=colour)}"),
                    *_bulbs(paint, i, data["bulbs"][i]),
                    paint.cell(paint(f"lueurs-draw-bag-{data['bags'][colour]}"), f"bags:{colour}"),
                ]
            )
        paint.zone("garlands", paint("lueurs-draw-garlands"), lines, stays=True)

    def _bird(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """The twelve boxes: the value printed, and X under each ticked one."""
        printed = [
            paint.cell(str(v), f"bird:{b}", pend="") for b, v in enumerate(sh.BIRD_VALUES, 1)
        ]
        ticks = [
            paint.cell("X" if b in data["bird"] else "_", None, pend=f"bird:{b}")
            for b in range(1, 13)
        ]
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
        sums = [paint.cell(str(s), f"snowmen:{s}", pend="") for s in sh.SNOWMAN_SUMS]
        ticks = [
            paint.cell(
                ("X" if s in data["snowmen"] else "_").rjust(len(str(s))), None, pend=f"snowmen:{s}"
            )
            for s in sh.SNOWMAN_SUMS
        ]
        paint.zone("snowmen", self._title(paint, "snowmen", data), [sums, ticks])

    def _squirrel(self, paint: Painter, data: Mapping[str, Any]) -> None:
        """Spaces 1 to 5 (3 the arrow), each with the domino written on it."""
        cells = []
        for space in sh.SQUIRREL_SPACES:
            domino = data["squirrel"].get(str(space))
            text = f"{domino[0]}-{domino[1]}" if domino else "_-_"
            cells.append(paint.cell(f"{space}:{text}", f"squirrel:{space}", pend=""))
        paint.zone("squirrel", self._title(paint, "squirrel", data), [cells])

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """Each step lights what it settles: the dice a power changes, the dice a pair uses
        and the zones it could fill, the cells a zone or a place option would write, the next
        bulb of a garland."""
        if not path or view["seat"] is None or not view["dice"]:
            return frozenset()
        sheet = sheet_from(json.dumps(view["sheets"][view["seat"]], sort_keys=True))
        before = walk(sheet, tuple(view["dice"]), path[:-1])
        after = walk(sheet, tuple(view["dice"]), path)
        if before is None or after is None:
            return frozenset()
        step = path[-1]
        if before.kind == "powers":
            return _changed_dice(view["dice"], step) or frozenset({"dice"})
        if before.kind == "pair":
            if step == SKIP:
                return frozenset({"garlands"})
            # The pair's dice, and the zones it could fill (a narrow screen shows them all).
            return _pair_dice(view, path) | frozenset(after.options)
        if before.kind == "bulb":
            return frozenset({_next_bulb(sheet.bulbs, step)})
        zone = after.zone
        if zone is None:
            return frozenset()
        cells = [set(place_cells(sheet.to_json(), zone, p)) for p in after.places]
        common = set.intersection(*cells) if cells else set()
        # The pair's dice stay lit while its zone and cells are chosen ('Where do you
        # record 5 and 6?' with the throw 2, 5, 6 on screen).
        start = walk(sheet, tuple(view["dice"]), ())
        pair = 1 if start is not None and start.kind == "powers" else 0
        return frozenset(common or {zone}) | _pair_dice(view, path[: pair + 1])

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The reviewed node's own place: a garland, a box, a cell, a cake or a puff, a bag."""
        if not path or path[0] >= len(REVIEW_ZONES) + 2:
            return frozenset()
        if path[0] == len(REVIEW_ZONES):
            item = BAG_ORDER[path[1]] if len(path) > 1 else None
            # A zone's bag is written in its title, a garland's at the end of its line.
            if item is None:
                return frozenset({*sh.ZONES, *(f"bags:{c}" for c in sh.COLOURS)})
            return frozenset({item if item in sh.ZONES else f"bags:{item}"})
        if path[0] == len(REVIEW_ZONES) + 1:
            return frozenset({TRACK_ZONES[path[1]]} if len(path) > 1 else {"players"})
        zone = REVIEW_ZONES[path[0]]
        if zone == "doubles":
            return frozenset({"doubles:0"})
        if len(path) == 1:
            return frozenset({zone})
        return frozenset(_reviewed(zone, path[1:]))


#: The bags node's children (zones then garlands) and the score track's rows, as drawn.
BAG_ORDER = sh.ZONES + sh.COLOURS
TRACK_ZONES = ("doubles", *sh.ZONES)


def _reviewed(zone: str, rest: tuple[int, ...]) -> set[str]:
    """The places of a node inside a zone, by its index path there."""
    first = rest[0]
    if zone == "garlands":
        return {f"garlands:{first}"}
    if zone == "bird":
        return {f"bird:{first + 1}"}
    if zone == "birdhouses":
        row = sh.HOUSE_ROWS[first]
        columns = sh.HOUSE_COLUMNS[rest[1] :][:1] if len(rest) > 1 else sh.HOUSE_COLUMNS
        return {f"birdhouses:{row}-{c}" for c in columns}
    if zone == "cakes":
        cake = sh.CAKES[first]
        puffs = rest[1:] if len(rest) > 1 else range(sh.CAKE_PUFFS[cake])
        return {f"cakes:{cake}-{p}" for p in puffs}
    if zone == "snowmen":
        return {f"snowmen:{sh.SNOWMAN_SUMS[first]}"}
    if zone == "squirrel":
        return {f"squirrel:{sh.SQUIRREL_SPACES[first]}"}
    return {zone}


def _bulbs(paint: Painter, garland: int, lit: int) -> list[Fragment]:
    """A garland's bulbs, lit (O) or not (_): one cell, or bulb by bulb when one of them is
    focused or chosen but not yet revealed."""
    marks = ["O" if b < lit else "_" for b in range(sh.BULBS[garland])]
    places = [f"garlands:{garland}-{b}" for b in range(len(marks))]
    if not any(p in paint.focus or p in paint.pending for p in places):
        return [paint.cell("".join(marks), f"garlands:{garland}")]
    out: list[Fragment] = [("", " ")]
    for mark, place in zip(marks, places):
        if place in paint.pending:
            mark = f"({paint.pending[place]})"
        out.append(("class:focus", f"[{mark}]") if place in paint.focus else ("", mark))
    return [*out, ("", " ")]


def _next_bulb(bulbs: Sequence[int], garland: int) -> str:
    """The place of the bulb a garland would light next."""
    return f"garlands:{garland - 1}-{bulbs[garland - 1]}"


def place_cells(data: Mapping[str, Any], zone: str, place: tuple) -> dict[str, str]:
    """The cells a place writes on a sheet (its JSON), each with what it writes there."""
    if zone == "bird":
        return {f"bird:{box}": "X" for box in place}
    if zone == "birdhouses":
        return {f"birdhouses:{place[0]}-{place[1]}": "X"}
    if zone == "snowmen":
        return {f"snowmen:{place[0]}": "X"}
    if zone == "squirrel":
        space, left, right = place
        return {f"squirrel:{space}": f"{space}:{left}-{right}"}
    (first, second), (one, two) = place
    low = len(data["cakes"][first])
    high = len(data["cakes"][second]) + (first == second)
    return {f"cakes:{first}-{low}": str(one), f"cakes:{second}-{high}": str(two)}


def pending_cells(view: Mapping[str, Any]) -> dict[str, str]:
    """This seat's own turn, chosen but not yet revealed: the cells it writes and its bulb."""
    mine = view.get("mine")
    if not mine or view["seat"] is None:
        return {}
    turn = decode_action(mine, ACTION_TYPES)
    assert isinstance(turn, Turn), "a seat's secret is a turn"
    data = view["sheets"][view["seat"]]
    cells = place_cells(data, turn.zone, turn.place) if turn.zone else {}
    return {**cells, _next_bulb(data["bulbs"], turn.bulb): "O"}


def _changed_dice(dice: Sequence[int], powers: Any) -> frozenset[str]:
    """The dice a use of powers changes (each power names the natural value of its die)."""
    places: set[str] = set()
    for _, value in powers or ():
        for i, die in enumerate(dice):
            if die == value and f"dice:{i}" not in places:
                places.add(f"dice:{i}")
                break
    return frozenset(places)


def _after_powers(dice: Sequence[int], powers: Any) -> list[int]:
    """Each natural die's value once the powers chosen have changed it."""
    values = list(dice)
    changed: set[int] = set()
    for delta, value in powers or ():
        for i, die in enumerate(dice):
            if die == value and i not in changed:
                changed.add(i)
                values[i] = die + delta
                break
    return values


def _pair_dice(view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
    """The two dice of a pair option ((4, 6)), each die of the throw used once, read after
    the powers chosen before it."""
    pair = path[-1]
    powers = path[0] if len(path) > 1 else ()
    shown = _after_powers(view["dice"], powers)
    places: set[str] = set()
    for value in pair:
        for i, die in enumerate(shown):
            if die == value and f"dice:{i}" not in places:
                places.add(f"dice:{i}")
                break
    return frozenset(places)


DRAWER = LueursDrawer()
