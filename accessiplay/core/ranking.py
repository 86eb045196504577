"""Who wins on points: the rule most games share, written once."""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.core.protocol import ScoreSheet


def highest_totals(sheets: Sequence[ScoreSheet]) -> tuple[int, ...]:
    """The seats with the highest total: a tie is shared, never broken."""
    totals = [sheet.total for sheet in sheets]
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)
