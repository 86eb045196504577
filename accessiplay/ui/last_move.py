"""The table before the last move, so the full screen lights what that move changed.

A sighted partner follows a bot by the table, not the message pane: until the next move, every
place the last move changed (a value written on a sheet, a tile laid, a pawn put) is drawn
"<5>". The places are found by drawing the holder's view from before the move and now and
comparing them, so nothing the holder may not see is ever lit (a hidden choice shows only once
revealed), and each game's drawer needs nothing more. With two humans at one keyboard the view
from before is kept for each of them and for the hand-over's onlooker, so the next holder sees
what the other human's move changed on the table, as they would a bot's (LV-23).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from accessiplay.core import CHANCE
from accessiplay.drawing import Drawer, Painter, changed_places

#: Moves remembered: a move that shows nothing yet (a secret choice in Sixty-One, a pass) does
#: not put out the light of the move before it.
KEPT = 4


class LastMove:
    """The holder's views before the last few moves by a seat (chance's steps aside)."""

    def __init__(self) -> None:
        #: Each possible holder's view (None: the hand-over's onlooker) just before the step
        #: being taken.
        self.taking: dict[int | None, Any] | None = None
        #: The same, just before each of the last moves by a seat, newest last.
        self.priors: list[dict[int | None, Any]] = []
        #: Steps taken so far, chance's too: the table drawn now changes with each.
        self.steps = 0
        self.cache: tuple[tuple[Any, ...], frozenset[str]] | None = None

    def note(self, holder: int | None, humans: Iterable[int], state: Any) -> None:
        """The table as the holder, each human who may take the keyboard next and the
        hand-over's onlooker (None) see it, just before a step."""
        self.taking = {seat: state.view(seat) for seat in {holder, None, *humans}}

    def took(self, seat: int) -> None:
        """A step was taken: a seat's move becomes the last move."""
        self.steps += 1
        if seat != CHANCE and self.taking is not None:
            self.priors = [*self.priors, self.taking][-KEPT:]

    def places(
        self, drawer: Drawer, view: Any, holder: int | None, seat: int | None, paint: Painter
    ) -> frozenset[str]:
        """The places the last move that showed anything changed on the table drawn for `seat`
        from the holder's `view` (none from before a view of this holder was kept)."""
        key = (self.steps, holder, seat, paint.width, paint.height, paint.focus)
        if self.cache is not None and self.cache[0] == key:
            return self.cache[1]
        places: frozenset[str] = frozenset()
        after = _drawn(drawer, view, seat, paint)
        for views in reversed(self.priors):
            if holder not in views:
                break
            places = changed_places(_drawn(drawer, views[holder], seat, paint), after)
            if places:
                break
        self.cache = (key, places)
        return places


def _drawn(drawer: Drawer, view: Any, seat: int | None, like: Painter) -> dict[str, str]:
    """Every place of a table drawn unlit at the size and with the focus `like` draws with,
    with its text: a narrow table draws some places only when focused (Sixteen's focused row
    at 40×15 draws its cells, unfocused only its top tile, so its new tiles never lit, LV-25)."""
    paint = Painter(
        like.words,
        like.names,
        like.focus,
        width=like.width,
        height=like.height,
        over=like.over,
    )
    drawer.draw(view, seat, paint)
    return paint.drawn
