"""The table before the last move, so the full screen lights what that move changed.

A sighted partner follows a bot by the table, not the message pane: until the next move, every
place the last move changed (a value written on a sheet, a tile laid, a pawn put) is drawn
"<5>". The places are found by drawing the holder's view from before the move and now and
comparing them, so nothing the holder may not see is ever lit (a hidden choice shows only once
revealed), and each game's drawer needs nothing more.
"""

from __future__ import annotations

from typing import Any

from accessiplay.core import CHANCE
from accessiplay.drawing import Drawer, Painter, changed_places

#: Moves remembered: a move that shows nothing yet (a secret choice in Sixty-One, a pass) does
#: not put out the light of the move before it.
KEPT = 4


class LastMove:
    """The holder's views before the last few moves by a seat (chance's steps aside)."""

    def __init__(self) -> None:
        #: (holder, their view) just before the step being taken.
        self.taking: tuple[int | None, Any] | None = None
        #: (holder, their view) just before each of the last moves by a seat, newest last.
        self.priors: list[tuple[int | None, Any]] = []
        #: Steps taken so far, chance's too: the table drawn now changes with each.
        self.steps = 0
        self.cache: tuple[tuple[Any, ...], frozenset[str]] | None = None

    def note(self, holder: int | None, state: Any) -> None:
        """The table as the holder sees it, just before a step."""
        self.taking = (holder, state.view(holder))

    def took(self, seat: int) -> None:
        """A step was taken: a seat's move becomes the last move."""
        self.steps += 1
        if seat != CHANCE and self.taking is not None:
            self.priors = [*self.priors, self.taking][-KEPT:]

    def places(
        self, drawer: Drawer, view: Any, holder: int | None, seat: int | None, paint: Painter
    ) -> frozenset[str]:
        """The places the last move that showed anything changed on the table drawn for `seat`
        from the holder's `view` (none from before the keyboard changed hands)."""
        key = (self.steps, holder, seat, paint.width, paint.height)
        if self.cache is not None and self.cache[0] == key:
            return self.cache[1]
        places: frozenset[str] = frozenset()
        after = _drawn(drawer, view, seat, paint)
        for who, before in reversed(self.priors):
            if who != holder:
                break
            places = changed_places(_drawn(drawer, before, seat, paint), after)
            if places:
                break
        self.cache = (key, places)
        return places


def _drawn(drawer: Drawer, view: Any, seat: int | None, like: Painter) -> dict[str, str]:
    """Every place of a table drawn unlit at the size `like` draws at, with its text."""
    paint = Painter(like.words, like.names, width=like.width, height=like.height)
    drawer.draw(view, seat, paint)
    return paint.drawn
