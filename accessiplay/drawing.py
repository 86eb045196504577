"""What a game's table looks like on screen, as plain data: zones of lines of styled fragments.

A game's `draw.py` builds a `Drawing` from the same view dict its presenter reads, with every
word formatted from the locale files, so the full-screen mode shows exactly what speech says
and a test reads a drawing without a terminal. Nothing here imports the UI.

A place on the table is a string `"<zone>:<thing>"` ("area-3:2", "board:C3", "dice:4"); the
focus is a set of places (or whole zones) to highlight. A highlighted place is drawn between
brackets as well as in the focus colour, so colour is never the only sign of it. The places
the last move changed are drawn between angle brackets, "<5>", until the next move, so a
sighted partner sees what a bot just did (`changed_places` finds them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

from accessiplay.present import Msg

#: Below this many columns (a magnified 40×15) the games draw their compact tables.
NARROW = 60
#: One piece of a line: (style classes, text), as prompt_toolkit's formatted text has it.
Fragment = tuple[str, str]
#: Formats a message in the player's language (the localizer).
Words = Callable[[Msg], str]


@dataclasses.dataclass(frozen=True)
class Zone:
    """One part of the table (an area, the board, the dice): its title and its lines."""

    key: str
    title: str
    lines: tuple[tuple[Fragment, ...], ...]
    focused: bool = False
    #: Kept on a narrow screen with the focused zones (16 lueurs' garlands: every turn's
    #: third die lights a bulb, whatever the pair does; your own Fairy Lights cards at risk).
    stays: bool = False
    #: Kept, when there is room, before the zones that neither stay nor are focused (a narrow
    #: screen's one line of scores), but never needed for a decision to fit.
    wanted: bool = False
    #: The same lines folded narrower and taller (the scores' line, a row per player), drawn
    #: when the zone does not fit in its lines beside the others: a narrow screen of two
    #: columns had no room for a line as wide as the screen (LV-19).
    folded: tuple[tuple[Fragment, ...], ...] = ()

    def width(self) -> int:
        """Columns the widest line (or the title) takes."""
        return max([len(self.title), *(line_width(line) for line in self.lines)])


@dataclasses.dataclass(frozen=True)
class Drawing:
    """A whole table: its zones in reading order, the one to keep when space is short first."""

    zones: tuple[Zone, ...]

    def current(self) -> Zone | None:
        """The zone to show when only one fits: the last focused (the area a die would fill
        rather than the die), else the first (the dice)."""
        for zone in reversed(self.zones):
            if zone.focused:
                return zone
        return self.zones[0] if self.zones else None

    def text(self) -> list[str]:
        """Every zone as plain text, one after the other (for tests and logs)."""
        out: list[str] = []
        for zone in self.zones:
            out.extend([zone.title] if zone.title else [])
            out.extend("".join(t for _, t in line) for line in zone.lines)
        return out


def line_width(line: Iterable[Fragment]) -> int:
    """Columns a line takes."""
    return sum(len(text) for _, text in line)


def zone_of(place: str) -> str:
    """The zone a place belongs to ("area-3" for "area-3:2")."""
    return place.split(":", 1)[0]


class Painter:
    """Builds zones: knows the focus, so every place it draws is highlighted if focused."""

    def __init__(
        self,
        words: Words,
        names: Sequence[str] = (),
        focus: frozenset[str] = frozenset(),
        *,
        marks: Mapping[str, Any] | None = None,
        width: int = 120,
        height: int = 40,
        last: frozenset[str] = frozenset(),
        over: bool = False,
    ):
        self.words = words
        self.names = names
        self.focus = focus
        #: The chooser's uncommitted marks (dice to keep), drawn as the player hears them.
        self.marks: Mapping[str, Any] = marks or {}
        #: Columns the drawing may take: a game may use shorter labels where space is short.
        self.width = width
        #: Rows of the whole screen: a game may draw a shorter table where rows are few.
        self.height = height
        #: This seat's own choice not yet revealed, place → what it writes there: drawn in
        #: parentheses (a drawer fills it only for the seat whose choice it is).
        self.pending: dict[str, str] = {}
        #: The places the last move changed: drawn "<5>" (unless focused) until the next move.
        self.last = last
        #: The game is over: every player's total comes first and stays on any screen.
        self.over = over
        #: Every place drawn, with its text: what the next move changes is found from it.
        self.drawn: dict[str, str] = {}
        self.zones: list[Zone] = []

    def __call__(self, msg_id: str, **args: Any) -> str:
        """A message of the locale files, formatted."""
        return self.words(Msg.of(msg_id, **args))

    def cell(
        self, text: str, place: str | None = None, style: str = "", pend: str | None = None
    ) -> Fragment:
        """One value on the table: between brackets and in the focus colour when focused; a
        value chosen but not yet revealed in parentheses. `pend` names the place whose pending
        value this cell shows when it is not `place` (a tick under a printed box; "" for none)."""
        key = place if pend is None else pend
        if key and key in self.pending:
            text, style = f"({self.pending[key]})", "pending"
        style = f"class:{style}" if style else ""
        if place is None and pend:
            # A tick under a printed box (16 lueurs' bird): the last move may have written it.
            return self.mark(f"{pend}:tick", text, style, " ")
        if place is None:
            return (style, f" {text} ")
        return self.mark(place, text, style, " ")

    def mark(self, place: str, text: str, style: str = "", pad: str = "") -> Fragment:
        """A place's text as drawn: bracketed when focused, "<text>" when the last move
        changed it, else `pad` either side; remembered, to find what the next move changes."""
        self.drawn[place] = text
        if place in self.focus:
            return ("class:focus", f"[{text}]")
        if place in self.last:
            return ("class:last", f"<{text}>")
        return (style, f"{pad}{text}{pad}")

    def zone(
        self,
        key: str,
        title: str,
        lines: Sequence[Sequence[Fragment]],
        lit: Iterable[str] = (),
        claims: bool = True,
        stays: bool = False,
        wanted: bool = False,
        folded: Sequence[Sequence[Fragment]] = (),
    ) -> None:
        """Add a zone; it is focused when it or one of its places is, or a place drawn in it
        from elsewhere (`lit`: a compact shop's title carries the deck's risk). A zone that
        does not `claim` its places (another zone draws the focused ones) is focused by its
        key alone. A zone titled "" takes no row for its title (a narrow sheet's one-line
        zones name themselves)."""
        extra = set(lit) & self.focus
        mine = any(p == key or (claims and zone_of(p) == key) for p in self.focus)
        focused = bool(extra) or mine
        heading = f"[{title}]" if title and (key in self.focus or extra) else title
        body = tuple(spaced(line) for line in lines)
        fold = tuple(spaced(line) for line in folded)
        self.zones.append(Zone(key, heading, body, focused, stays, wanted, fold))

    def name(self, seat: int) -> str:
        """A seat's name, or its number when the painter was given no names."""
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def players(
        self, view: Mapping[str, Any], points: str = "ui-draw-points", one_line: bool = False
    ) -> None:
        """Every player's total so far, as the view's itemised scores add it up ('?' if hidden);
        on a narrow screen (or a compact table, `one_line`) one line, the first kept after the
        zones a decision needs (the status says whose turn it is). Once the game is over it
        stays on any screen: the final list starts with the winner and one player's
        breakdown, the others' below."""
        lines = []
        for seat, items in enumerate(view["scores"]):
            total = "?" if items is None else str(sum(item[1] for item in items))
            mark = self("ui-draw-turn") if seat in view["acting"] else ""
            lines.append([label(self.name(seat)), self.cell(total, f"players:{seat}"), label(mark)])
        if self.width < NARROW or one_line:
            line = [label(self(points)), *(f for one in lines for f in one[:2])]
            folded = [[label(self(points))], *(one[:2] for one in lines)]
            self.zone("players", "", [line], stays=self.over, wanted=True, folded=folded)
        else:
            self.zone("players", self(points), lines, stays=self.over)

    def drawing(self) -> Drawing:
        """The zones drawn so far; once the game is over, the players' totals first (before
        any breakdown, and the zone kept when nothing is focused)."""
        zones = tuple(self.zones)
        if self.over:
            zones = tuple(sorted(zones, key=lambda z: z.key != "players"))
        return Drawing(zones)


def changed_places(before: Mapping[str, str], after: Mapping[str, str]) -> frozenset[str]:
    """The places drawn differently after a move than before it (a value written, a tile
    laid, a pawn put), but the dice: a new throw is chance's, not the mover's."""
    return frozenset(
        place
        for place, text in after.items()
        if before.get(place) != text and zone_of(place) != "dice"
    )


def spaced(line: Sequence[Fragment]) -> tuple[Fragment, ...]:
    """A line whose captions keep a space before them: a lit or focused value takes its
    padding spaces for its brackets, and '<3>(to play)' or '<26>Ana' read as one word."""
    out: list[Fragment] = []
    for style, text in line:
        after = out[-1][1] if out else ""
        if style == "class:label" and text[:1] not in ("", " ") and after[-1:] not in ("", " "):
            text = f" {text}"
        out.append((style, text))
    return tuple(out)


def label(text: str) -> Fragment:
    """A caption on a line, set apart from the values by a space."""
    return ("class:label", f"{text} " if text else "")


def dice_line(paint: Painter, dice: Sequence[int], kept: Sequence[bool] = ()) -> list[Fragment]:
    """The dice of the throw; a kept die carries a star as well as its colour."""
    out: list[Fragment] = []
    for i, value in enumerate(dice):
        is_kept = i < len(kept) and kept[i]
        out.append(
            paint.cell(f"{value}*" if is_kept else str(value), f"dice:{i}", "kept" * is_kept)
        )
    return out


class Drawer(Protocol):
    """What a game's `draw.py` gives (its `DRAWER`): the table, and where a focus falls on it."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The table as `seat` sees it (its own sheet or hand), from its view."""
        ...

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """The places a chooser option (its path so far) would fill or use."""
        ...

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The places a reviewed node (its index path in the presenter's tree) stands for."""
        ...

    def answer_places(self, view: Mapping[str, Any]) -> frozenset[str]:
        """The places the D key's answer reads: every die of the throw, unless the game reads
        something else for D (a drawer that subclasses Drawer inherits this)."""
        return every_die(view)


def every_die(view: Mapping[str, Any]) -> frozenset[str]:
    """Every die of the throw (what D reads in a dice game)."""
    return frozenset(f"dice:{i}" for i in range(len(view["dice"] or ())))
