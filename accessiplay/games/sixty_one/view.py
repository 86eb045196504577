"""The shape of a Sixty-One view: what `SixtyOneState.view` builds and the presenter and bots read."""

from __future__ import annotations

from typing import Any, TypedDict

from accessiplay.core.protocol import ViewHeader
from accessiplay.present import Ctx

#: What a spot holds: None while empty, a die value, or `areas.WILD` for an X.
Spot = int | str | None


class SheetView(TypedDict):
    """One seat's written sheet: its six areas (index = area - 1), its leaves, its fills."""

    areas: list[list[Spot]]
    leaves: list[int]
    filled: list[int]
    lost: int


class SixtyOneView(ViewHeader):
    """Every written sheet; of the secret choices, only the viewer's own (`mine`)."""

    round: int
    last_round: int
    phase: str
    dice: list[int] | None
    sheets: list[SheetView]
    firsts: list[list[int]]
    mine: dict[str, Any] | None
    ended_by: str | None


#: The presenter's context, reading a Sixty-One view.
SixtyOneCtx = Ctx[SixtyOneView]
