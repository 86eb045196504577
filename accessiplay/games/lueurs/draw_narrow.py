"""16 lueurs d'hiver on a narrow screen (a magnified 40×15): one short line per thing.

At 40 columns the wide sheet (a titled zone of two to four rows each) leaves room for one zone
beside the dice, but a pair may fill any of five. Here the dice share a line with the doubles,
the five garlands share one, and each zone is one line: its name and bag, then what is written
there, so the dice, the garlands and every zone a pair could fill show at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from accessiplay.drawing import Fragment, Painter, dice_line, label, line_width
from accessiplay.games.lueurs import sheet as sh

#: Below this many columns the sheet is drawn narrow.
WIDE_SHEET = 60

#: One mark of a line: what it shows, and the place it stands for (None: a printed label).
Mark = tuple[str, str | None]


def run(
    paint: Painter, marks: Sequence[Mark], glue: str = "", chosen: bool = True
) -> list[Fragment]:
    """Marks side by side: a focused one between brackets, one chosen but not yet revealed
    in parentheses, as the wide sheet draws them (what it writes there, or, not `chosen`,
    the mark itself: a snowman's sum rather than its X)."""
    out: list[Fragment] = []
    for i, (text, place) in enumerate(marks):
        style = "class:written"
        if place is not None and place in paint.pending:
            shown = paint.pending[place].split(":")[-1] if chosen else text
            text, style = f"({shown})", "class:pending"
        if i:
            out.append(("", glue))
        out.append((style, text) if place is None else paint.mark(place, text, style))
    return out


def draw_narrow(paint: Painter, view: Mapping[str, Any], data: Mapping[str, Any]) -> None:
    """The dice and doubles, the garlands, the five zones, then the players' Grelots."""
    turn = paint("lueurs-draw-turn", turn=view["turn"])
    dice = [
        ("class:focus", f"[{turn}]") if "dice" in paint.focus else label(turn),
        *dice_line(paint, view["dice"]),
        label(f" {paint('lueurs-draw-doubles')}"),
        paint.cell(f"{data['doubles']}/{sh.DOUBLE_BOXES}", "doubles:0"),
    ]
    lines = [dice, [label(paint("ui-draw-pending"))]] if paint.pending else [dice]
    paint.zone("dice", "", lines, lit={"doubles:0"})
    garlands = _garlands(paint, data)
    if "garlands" in paint.focus:
        garlands = [("class:focus", f"[{''.join(t for _, t in garlands)}]")]
    paint.zone("garlands", "", [garlands], stays=True)
    for zone, marks in (
        ("bird", _bird(data)),
        ("birdhouses", _houses(data)),
        ("cakes", _cakes(data)),
        ("snowmen", _snowmen(paint, data)),
        ("squirrel", _squirrel(data)),
    ):
        name = paint(
            "lueurs-draw-zone-short",
            zone=paint("lueurs-draw-short-zone", zone=zone),
            bag=paint("lueurs-draw-bag-short", bag=data["bags"][zone]),
        )
        head = ("class:focus", f"[{name}]") if zone in paint.focus else ("class:label", name)
        body: list[Fragment] = []
        for group in marks:
            body += [("", " "), *run(paint, group, chosen=zone != "snowmen")]
        paint.zone(zone, "", [[head, *body]])
    _garland_bags(paint, data)
    paint.players(view, "lueurs-draw-grelots", one_line=True)


def other_sheet(paint: Painter, view: Mapping[str, Any], seat: int, wanted: bool = False) -> None:
    """Another player's sheet in a few short lines (beside the holder's on a wide screen): its
    garlands and doubles, then each zone's name and what is written there, so a sighted
    partner sees what a bot writes (lit "<X>" by its last move). `wanted` on a short screen,
    where it comes before the holder's zones a decision does not need (LV-22)."""
    data = view["sheets"][seat]
    key = f"sheet-{seat}"
    garlands: list[list[Fragment]] = [[], []]
    for g in range(len(sh.COLOURS)):
        garlands[g // 3] += _their_garland(paint, data, key, g, first=g % 3 == 0)
    doubles = f"{data['doubles']}/{sh.DOUBLE_BOXES}"
    garlands[1] += [
        label(f" {paint('lueurs-draw-doubles')}"),
        *run(paint, [(doubles, f"{key}:doubles")]),
    ]
    lines = garlands
    for zone, body in _their_zones(paint, data, key):
        lines.append([label(paint("lueurs-draw-short-zone", zone=zone)), *body])
    title = paint("lueurs-draw-sheet-of", player=paint.name(seat))
    paint.zone(key, title, lines, wanted=wanted)


def other_lines(paint: Painter, view: Mapping[str, Any], seat: int) -> None:
    """Another player's sheet on a narrow screen, where it does not fit whole (LV-22): their
    name and garlands in one line (the race for full garlands), kept after the scores' line,
    then a line per zone, 'Songbird (Ana) …', kept as well while their last move is lit on it."""
    data = view["sheets"][seat]
    key = f"sheet-{seat}"
    who: list[Fragment] = [("class:label", paint.name(seat))]
    garlands = _garlands_in_one_line(paint, data, key)
    lines = [[*who, *garlands]]
    if line_width(lines[0]) > paint.width:
        # A name longer than a bot's ('Player 2', an online name) takes its own row, so the
        # blue garland's bulbs never wrap alone under its letter (LV-28); the garlands set in
        # by a space under it, told from your own line above.
        lines = [who, garlands]
    paint.zone(key, "", lines, wanted=True)
    for zone, body in _their_zones(paint, data, key):
        name = paint(
            "lueurs-draw-zone-of",
            zone=paint("lueurs-draw-short-zone", zone=zone),
            player=paint.name(seat),
        )
        lit = any(style == "class:last" for style, _ in body)
        paint.zone(f"{key}-{zone}", "", [[label(name), *body[1:]]], wanted=lit)


def _garlands_in_one_line(paint: Painter, data: Mapping[str, Any], key: str) -> list[Fragment]:
    """Another player's five garlands, each a letter and its bulbs, each lit whole by a move."""
    garlands: list[Fragment] = []
    for g, colour in enumerate(sh.COLOURS):
        bulbs = "".join("O" if b < data["bulbs"][g] else "_" for b in range(sh.BULBS[g]))
        shown = paint.mark(f"{key}:garland-{g}", bulbs, "class:written")
        # A garland lit whole, its brackets in the space before it: 'Gr<OO_>' keeps the
        # line within 40 columns, where one more column wrapped its last bulbs alone.
        gap = [] if shown[0] in ("class:last", "class:focus") else [("", " ")]
        garlands += [("class:label", f" {paint('lueurs-draw-letter', colour=colour)}"), *gap]
        garlands.append(shown)
    return garlands


def _their_garland(
    paint: Painter, data: Mapping[str, Any], key: str, g: int, first: bool
) -> list[Fragment]:
    """Another player's garland: its letters and bulbs, lit (O) or not (_)."""
    bulbs: list[Mark] = [
        ("O" if b < data["bulbs"][g] else "_", f"{key}:garland-{g}-{b}") for b in range(sh.BULBS[g])
    ]
    letter = paint("lueurs-draw-letter", colour=sh.COLOURS[g])
    return [label(f"{'' if first else ' '}{letter}"), *run(paint, bulbs)]


def _their_zones(
    paint: Painter, data: Mapping[str, Any], key: str
) -> list[tuple[str, list[Fragment]]]:
    """Each zone of another player's sheet and what is written there (their snowmen as
    the sums built), each place theirs ('sheet-1:bird:3')."""
    built: list[list[Mark]] = [
        [(str(s), f"snowmen:{s}")] for s in sh.SNOWMAN_SUMS if s in data["snowmen"]
    ]
    out = []
    for zone, marks in (
        ("bird", _bird(data)),
        ("birdhouses", _houses(data)),
        ("cakes", _cakes(data)),
        ("snowmen", built or [[("_", None)]]),
        ("squirrel", _squirrel(data)),
    ):
        body: list[Fragment] = []
        for group in marks:
            theirs = [(text, None if p is None else f"{key}:{p}") for text, p in group]
            body += [("", " "), *run(paint, theirs)]
        out.append((zone, body))
    return out


def _garland_bags(paint: Painter, data: Mapping[str, Any]) -> None:
    """The garlands' bags won or lost (an open one only while the review names it): the
    garlands' line has no room for them."""
    cells = []
    for colour in sh.COLOURS:
        bag = data["bags"][colour]
        if bag != sh.OPEN or f"bags:{colour}" in paint.focus:
            letter = paint("lueurs-draw-letter", colour=colour)
            text = f"{letter} {paint(f'lueurs-draw-bag-{bag}')}"
            cells.append(paint.cell(text, f"bags:{colour}"))
    if cells:
        paint.zone("bags", "", [[label(paint("lueurs-draw-garland-bags")), *cells]])


def _garlands(paint: Painter, data: Mapping[str, Any]) -> list[Fragment]:
    """Each garland's letters and bulbs, lit (O) or not (_); the whole garland lit when the
    review names it, one bulb when a die would light it."""
    out: list[Fragment] = []
    for g, colour in enumerate(sh.COLOURS):
        bulbs = [
            ("O" if b < data["bulbs"][g] else "_", f"garlands:{g}-{b}") for b in range(sh.BULBS[g])
        ]
        out.append(label(f"{' ' * bool(g)}{paint('lueurs-draw-letter', colour=colour)}"))
        if f"garlands:{g}" in paint.focus:
            out.append(("class:focus", f"[{''.join(m for m, _ in bulbs)}]"))
        else:
            out += run(paint, bulbs)
    return out


def _bird(data: Mapping[str, Any]) -> list[list[Mark]]:
    """The twelve boxes from the bird outward: the value printed, X once ticked."""
    return [
        [
            ("X" if b in data["bird"] else str(v), f"bird:{b}")
            for b, v in enumerate(sh.BIRD_VALUES, 1)
        ]
    ]


def _houses(data: Mapping[str, Any]) -> list[list[Mark]]:
    """Rows 1 to 3, each its columns 4 to 6: X where a cell is written."""
    written = {tuple(cell) for cell in data["houses"]}
    return [
        [
            ("X" if (row, col) in written else "_", f"birdhouses:{row}-{col}")
            for col in sh.HOUSE_COLUMNS
        ]
        for row in sh.HOUSE_ROWS
    ]


def _cakes(data: Mapping[str, Any]) -> list[list[Mark]]:
    """The kouglof then the two biscuits, bottom up: the numbers written, _ for a puff empty."""
    groups: list[list[Mark]] = []
    for cake in sh.CAKES:
        puffs = data["cakes"][cake]
        groups.append(
            [
                (str(puffs[p]) if p < len(puffs) else "_", f"cakes:{cake}-{p}")
                for p in range(sh.CAKE_PUFFS[cake])
            ]
        )
    return groups


def _snowmen(paint: Painter, data: Mapping[str, Any]) -> list[list[Mark]]:
    """The sums of the snowmen built; a sum not built shows only when it is focused or
    chosen, followed by _ as its empty box."""
    marks: list[list[Mark]] = []
    for s in sh.SNOWMAN_SUMS:
        place = f"snowmen:{s}"
        if s in data["snowmen"] or place in paint.pending:
            marks.append([(str(s), place)])
        elif place in paint.focus:
            marks.append([(f"{s}_", place)])
    return marks or [[("_", None)]]


def _squirrel(data: Mapping[str, Any]) -> list[list[Mark]]:
    """Spaces 1 to 5 (3 the arrow), each with the domino written on it."""
    marks: list[list[Mark]] = []
    for space in sh.SQUIRREL_SPACES:
        domino = data["squirrel"].get(str(space))
        marks.append([(f"{domino[0]}-{domino[1]}" if domino else "_-_", f"squirrel:{space}")])
    return marks
