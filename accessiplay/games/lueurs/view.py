"""The shape of a 16 lueurs d'hiver view: what `LueursState.view` builds and the presenter and
bots read (a sheet comes back as a `Sheet` through `Sheet.from_json`)."""

from __future__ import annotations

from typing import Any, TypedDict

from accessiplay.core.protocol import ViewHeader
from accessiplay.present import Ctx


class SheetJSON(TypedDict):
    """One written sheet, as `Sheet.to_json` gives it."""

    bulbs: list[int]
    doubles: int
    bird: list[int]
    houses: list[list[int]]
    cakes: dict[str, list[int]]
    snowmen: list[int]
    squirrel: dict[str, list[int]]
    bags: dict[str, str]


class LueursView(ViewHeader):
    """Every written sheet is public; of the secret turns, only the viewer's own (`mine`)."""

    turn: int
    phase: str
    dice: list[int]
    sheets: list[SheetJSON]
    chosen: list[int]
    mine: dict[str, Any] | None
    ended_by: list[int]


#: The presenter's context, reading a 16 lueurs d'hiver view.
LueursCtx = Ctx[LueursView]
