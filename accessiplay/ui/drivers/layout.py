"""The full screen composed as plain lines: status, table, list and messages fitted to a size.

Pure, so a test lays out any screen at any size without a terminal. Nothing is wrapped or cut
by the terminal: words wrap at spaces here, a drawing's line wraps between its values, and
when the table does not fit whole only the zones that fit stay: the focused one, the dice,
the other focused ones, then the others in order.
"""

from __future__ import annotations

import dataclasses
import textwrap
from collections.abc import Sequence

from accessiplay.drawing import Drawing, Fragment, Zone, line_width

Line = list[Fragment]
#: A table beside the list from this width on; below it, the table above the list.
SIDE_BY_SIDE = 100
LIST_WIDTH = 40
GAP = 2


def wrap(text: str, width: int, style: str = "") -> list[Line]:
    """Words wrapped at spaces (a word longer than the screen alone on its line).

    A window one or two columns wide leaves the list no room beside its '> ' mark: one word a
    line then (textwrap refuses a width below 1, and the screen went to a traceback).
    """
    rows = textwrap.wrap(text, max(1, width), break_long_words=False, break_on_hyphens=False) or [
        ""
    ]
    return [[(style, row)] for row in rows]


def status_lines(status: str, width: int, most: int = 2) -> list[Line]:
    """The status in at most `most` rows: when it is longer, only its first whole sentences
    (a magnified screen keeps 'Round 3 of 20, dice 2, 3 and 4.' rather than half of the next)."""
    rows = wrap(status, width, "class:status")
    if len(rows) <= most:
        return rows
    ends = [i + 1 for i, ch in enumerate(status) if ch in ".!?" and status[i + 1 : i + 2] == " "]
    for end in reversed(ends):
        shorter = wrap(status[:end], width, "class:status")
        if len(shorter) <= most:
            return shorter
    return rows[:most]


def zone_block(zone: Zone, width: int) -> list[Line]:
    """A zone's title and lines, each line wrapped between values when it is too wide."""
    style = "class:title class:focus" if zone.focused else "class:title"
    out = wrap(zone.title, width, style) if zone.title else []
    for line in zone.lines:
        row: Line = []
        for fragment in line:
            if row and line_width(row) + len(fragment[1]) > width:
                out.append(row)
                row = []
            row.append(fragment)
        out.append(row)
    return out


def focus_window(block: list[Line], height: int) -> list[Line]:
    """A zone taller than the room: its title, then the rows around its lit places (La Linotte's
    board at 40×15 keeps the row of the cell the chooser names), else its first rows."""
    if len(block) <= height or height < 2:
        return block[:height]
    lit = [i for i, row in enumerate(block) if i and any("class:focus" in s for s, _ in row)]
    if not lit or lit[-1] < height:
        return block[:height]
    # From the first lit row down (a cell drawn on two rows keeps both), unless the lit rows
    # span more than the room: then the last of them, and the rows just above it.
    start = lit[0] if lit[-1] - lit[0] < height - 1 else lit[-1] - (height - 2)
    return [block[0], *block[start : start + height - 1]]


def _pack(blocks: Sequence[list[Line]], height: int, width: int) -> list[Line] | None:
    """Blocks flowed into columns top to bottom; None when they need more room than given."""
    columns: list[list[Line]] = [[]]
    for block in blocks:
        if len(block) > height:
            return None
        if len(columns[-1]) + len(block) > height:
            columns.append([])
        columns[-1].extend(block)
    widths = [max((line_width(x) for x in col), default=0) for col in columns]
    if sum(widths) + GAP * (len(columns) - 1) > width:
        return None
    rows: list[Line] = []
    for r in range(max(len(c) for c in columns)):
        row: Line = []
        for c, col in enumerate(columns):
            cell = col[r] if r < len(col) else []
            pad = widths[c] - line_width(cell) + (GAP if c < len(columns) - 1 else 0)
            row += [*cell, ("", " " * pad)] if pad else cell
        rows.append(row)
    return rows


def _kept(drawing: Drawing, blocks: dict[str, list[Line]], width: int, height: int) -> list[Zone]:
    """The zones that fit, taken in turn: the focused zone, the dice of the throw, the other
    focused zones, those that stay with them, those wanted (the scores' line), then the
    others in order."""
    current = drawing.current()
    if current is None:
        return []

    def rank(zone: Zone) -> int:
        """Where a zone comes in that order."""
        if zone is current:
            return 0
        if zone.key == "dice":
            return 1
        return 2 if zone.focused else 3 if zone.stays else 4 if zone.wanted else 5

    kept: list[Zone] = []
    for zone in sorted(drawing.zones, key=rank):
        trial = [z for z in drawing.zones if z in kept or z is zone]
        fits = _pack([blocks[z.key] for z in trial], height, width) is not None
        if fits or (zone.folded and _fits_folded(zone, trial, blocks, width, height)):
            kept.append(zone)
    return kept


def _fits_folded(
    zone: Zone, trial: list[Zone], blocks: dict[str, list[Line]], width: int, height: int
) -> bool:
    """Whether the zone fits folded (its rows narrower and more): if so its block becomes the
    folded one, so that the table is drawn with it (LV-19: Sixty-One's scores' line, as wide
    as the screen, found no room beside the two columns of areas)."""
    folded = zone_block(dataclasses.replace(zone, lines=zone.folded), width)
    rows = [folded if z is zone else blocks[z.key] for z in trial]
    if _pack(rows, height, width) is None:
        return False
    blocks[zone.key] = folded
    return True


def _blocks(drawing: Drawing, width: int, height: int) -> dict[str, list[Line]]:
    """Each zone's rows at this width, the focused one windowed to the height."""
    blocks = {z.key: zone_block(z, width) for z in drawing.zones}
    current = drawing.current()
    if current is not None:
        blocks[current.key] = focus_window(blocks[current.key], height)
    return blocks


def table_lines(drawing: Drawing, width: int, height: int) -> list[Line]:
    """The table in this space: every zone if they fit, else the focused zone and what fits."""
    if height <= 0 or not drawing.zones:
        return []
    blocks = _blocks(drawing, width, height)
    kept = _kept(drawing, blocks, width, height)
    current = drawing.current()
    if not kept and current is not None:
        return blocks[current.key][:height]
    return _pack([blocks[z.key] for z in drawing.zones if z in kept], height, width) or []


def needs_fit(drawing: Drawing, width: int, height: int) -> bool:
    """Whether the focused zones, the dice and the zones that stay with them all fit."""
    if height <= 0:
        return False
    kept = _kept(drawing, _blocks(drawing, width, height), width, height)
    return all(z in kept for z in drawing.zones if z.focused or z.stays or z.key == "dice")


def list_lines(body: Sequence[tuple[bool, str]], width: int, height: int) -> list[Line]:
    """The current list, the focused line marked with '>' and kept in view."""
    rows: list[Line] = []
    #: Rows that end their option: one cut after any other row shows '…' (LV-5).
    ends: set[int] = set()
    focus_row = focus_end = 0
    for focused, text in body:
        if focused:
            focus_row = len(rows)
        style = "class:focus" if focused else ""
        for i, row in enumerate(wrap(text, width - 2, style)):
            mark = ("> " if focused else "  ") if i == 0 else "  "
            rows.append([(style, mark), *row])
        ends.add(len(rows) - 1)
        if focused:
            focus_end = len(rows)
    if height <= 0:
        return []
    # Centred on the focused line, but never cutting the focused option's own rows off
    # when they fit (a two-row option in a two-row list).
    start = focus_row - height // 2
    if focus_end - start > height:
        start = min(focus_row, focus_end - height)
    start = _whole_start(max(0, min(start, len(rows) - height)), ends, focus_end - height)
    shown = rows[start : start + height]
    last = start + len(shown) - 1
    if shown and last not in ends:
        shown[-1] = _cut_mark(shown[-1], width)
    if shown and start - 1 not in ends and start:
        shown[0] = [("", "… "), *shown[0][1:]]
    return shown


def _whole_start(start: int, ends: set[int], lowest: int) -> int:
    """The list's first row moved up to the start of the option it falls in, when the focused
    option still shows from there (its rows end at `lowest` + the height): the rows went 'missed.'
    alone, the tail of the option above (LV-18); one still cut shows '… ' where its mark goes."""
    first = max((end + 1 for end in ends if end < start), default=0)
    return first if first >= lowest else start


def _cut_mark(row: Line, width: int) -> Line:
    """A list row whose option goes on below the list, ending in '…' (whole words only)."""
    (mark_style, mark), (style, text) = row[0], row[1]
    words = text.split(" ")
    while len(words) > 1 and len(mark) + len(" ".join(words)) + 2 > width:
        words.pop()
    return [(mark_style, mark), (style, " ".join(words) + " …")]


def history_lines(history: Sequence[str], width: int, height: int) -> list[Line]:
    """The newest messages, the last at the bottom, each from its start: never the tail of a
    message cut off at its start (a 40×15 screen's two rows showed 'percent, on blue.' alone).
    A message longer than the rows left shows its beginning, its last row ending in '…'."""
    rows: list[Line] = []
    for text in reversed(history):
        if len(rows) >= height:
            break
        rows = cut(text, width, height - len(rows)) + rows
    return rows


def cut(text: str, width: int, height: int) -> list[Line]:
    """A message's first `height` rows, its last row marked '…' when the message goes on."""
    rows = wrap(text, width, "class:history")
    if len(rows) <= height or height <= 0:
        return rows[: max(height, 0)]
    words = rows[height - 1][0][1].split(" ")
    while len(words) > 1 and len(" ".join(words)) + 2 > width:
        words.pop()
    return [*rows[: height - 1], [("class:history", " ".join(words) + " …")]]


def compose(
    width: int,
    height: int,
    status: str,
    body: Sequence[tuple[bool, str]],
    history: Sequence[str],
    drawing: Drawing | None,
    read_back: str | None = None,
) -> list[Line]:
    """The whole screen, exactly `height` lines at most, none wider than `width`. A message
    read back with , . < > shows alone in the message pane, which grows to show it whole (up to
    half the screen): the way to read a long message on a magnified screen."""
    top = status_lines(status, width)
    talk = 2 if height < 20 else 5
    rule: Line = [("class:rule", " " * width)]
    if read_back is None:
        said = history_lines(history, width, talk)
    else:
        talk = max(talk, min(len(wrap(read_back, width)), height // 2))
        said = cut(read_back, width, talk)
    # The pane keeps its rows however few messages fill it, so nothing above it jumps.
    bottom = [rule, *([] for _ in range(talk - len(said))), *said]
    room = height - len(top) - len(bottom)
    if drawing is None:
        middle = list_lines(body, width, room)
    elif width >= SIDE_BY_SIDE:
        left = table_lines(drawing, width - LIST_WIDTH - GAP, room)
        right = list_lines(body, LIST_WIDTH, room)
        middle = []
        table_width = width - LIST_WIDTH - GAP
        for r in range(max(len(left), len(right))):
            cell = left[r] if r < len(left) else []
            pad = ("", " " * (table_width - line_width(cell) + GAP))
            middle.append([*cell, pad, *(right[r] if r < len(right) else [])])
    else:
        every = len(list_lines(body, width, 10**6))
        # The focused option whole, up to half the room, while the zones the decision needs
        # still fit (a Fairy Lights take option at 40×15 runs to four rows).
        whole = len(list_lines([(True, t) for f, t in body if f], width, 10**6))
        rows = max(3, min(every, room // 3))
        # The focused option as whole as the zones a decision needs allow, even past half the
        # room (its last rows were cut off mid-sentence at 40×15); one still cut ends in '…'.
        for size in range(min(whole, room), rows, -1):
            if needs_fit(drawing, width, room - size - 1):
                rows = size
                break
        listed = list_lines(body, width, rows)
        shorter = list_lines(body, width, 2)
        # The list gives a row to the table when that row lets every zone a decision needs
        # show (16 lueurs at 40×15: the dice, the garlands and the five zones a pair fills).
        if (
            len(shorter) < len(listed)
            and not needs_fit(drawing, width, room - len(listed) - 1)
            and needs_fit(drawing, width, room - len(shorter) - 1)
        ):
            listed = shorter
        table = table_lines(drawing, width, room - len(listed) - 1)
        # Rows the table leaves empty go to the list: more options in sight, none cut.
        spare = room - len(table) - 1 - len(listed)
        if table and spare > 0 and every > len(listed):
            listed = list_lines(body, width, len(listed) + spare)
        middle = [*table, rule, *listed] if table else listed
    middle = middle[:room] + [[] for _ in range(room - len(middle))]
    return [*top, *middle, *bottom][:height]
