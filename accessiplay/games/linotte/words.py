"""The building blocks of La Linotte's speech: dice, combinations, cells and lines as messages.

Every function returns `Msg` values (ids in locales/<lang>/linotte.ftl), never text.
"""

from __future__ import annotations

from collections import Counter

from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte.view import LinotteView
from accessiplay.present import Alternatives, Msg
from accessiplay.present import either as choice

#: Score items' keys (scoring.py) and the direction of the lines each one holds.
DIRECTION_OF = {"rows": "row", "columns": "column", "diagonals": "diagonal"}


def combo(name: str) -> Msg:
    """A combination as the board prints it: "BRELAN of 4s", "FULL", "APPEL"."""
    if name.startswith("brelan-"):
        return Msg.of("linotte-brelan", value=int(name[-1]))
    return Msg.of("linotte-combo", combo=name)


def cell(name: str) -> Msg:
    """A cell with its combination: "C3, YAM"."""
    return Msg.of("linotte-cell", cell=name, combo=combo(bd.COMBO_AT[bd.INDEX[name]]))


def semi(msgs) -> Msg:
    """Items that hold commas themselves, separated by semicolons: "C3, YAM; B4, FULL"."""
    msgs = list(msgs)
    if len(msgs) == 1:
        return msgs[0]
    return Msg.of("linotte-semi", first=msgs[0], rest=semi(msgs[1:]))


def cells(names) -> Msg:
    """Several cells with their combinations, as one spoken list (at least one cell)."""
    return semi(cell(n) for n in names)


def colour(view: LinotteView, seat: int) -> Msg:
    """ "white" or "black" for a seat, once the draw is made."""
    return Msg.of("linotte-colour", colour="white" if seat == view["white"] else "black")


def dice(values) -> tuple:
    """Five dice sorted and grouped, biggest group first: "three 4s, a 2 and a 6"."""
    counts = Counter(values)
    order = sorted(counts, key=lambda v: (-counts[v], v))
    return tuple(Msg.of("linotte-group", count=counts[v], value=v) for v in order)


def either(names) -> Msg | Alternatives:
    """One cell, or two as a choice: "A4 or E5" (no combination has more than two cells)."""
    return choice(names, one=lambda name: Msg.of("linotte-one", item=name))


def made(combos, free) -> Msg:
    """What the dice allow: each combination with its empty cells, or that they are taken."""
    if not combos:
        return Msg.of("linotte-makes-nothing")
    parts = []
    for name in combos:
        open_cells = [bd.CELLS[i] for i in bd.CELLS_OF[name] if bd.CELLS[i] in free]
        if open_cells:
            parts.append(Msg.of("linotte-made-free", combo=combo(name), cells=either(open_cells)))
        else:
            parts.append(Msg.of("linotte-made-taken", combo=combo(name)))
    return Msg.of("linotte-makes", made=tuple(parts))


def line(direction: str, first: str, last: str, length: int) -> Msg:
    """A line of pawns as players say it: "3 in a row from C1 to C3"."""
    return Msg.of("linotte-line", direction=direction, first=first, last=last, length=length)


def line_points(direction: str, first: str, last: str, length: int) -> Msg:
    """A line with what it scores: "3 in a row from C1 to C3, 2 points"."""
    return Msg.of(
        "linotte-line-points",
        line=line(direction, first, last, length),
        points=bd.LINE_POINTS[length],
    )


def score_lines(items) -> list[Msg]:
    """Every line of one seat's itemised score (view form), with its points."""
    return [
        line_points(DIRECTION_OF[key], first, last, length)
        for key, _, detail in items
        for first, last, length in detail["lines"]
    ]


def total(items) -> int:
    """The total of one seat's itemised score (view form)."""
    return sum(points for _, points, _ in items)


def where(direction: str, cells_on_line) -> Msg:
    """A line of the board by name: "row A", "column 3", "diagonal A1 to E5"."""
    first, last = bd.CELLS[cells_on_line[0]], bd.CELLS[cells_on_line[-1]]
    if direction == "row":
        return Msg.of("linotte-where-row", row=first[0])
    if direction == "column":
        return Msg.of("linotte-where-column", column=int(first[1]))
    return Msg.of("linotte-where-diagonal", first=first, last=last)
