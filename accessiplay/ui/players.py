"""The players row of a game's form, said the same way by local setup and an online new table."""

from __future__ import annotations

from accessiplay.present import Msg


def players_row(count: int, low: int, high: int) -> Msg:
    """'Players: 3 (from 1 to 6)'; a game for one number only says so ('always 2'), not
    'from 2 to 2'."""
    if low == high:
        return Msg.of("ui-setup-players-fixed", count=count)
    return Msg.of("ui-setup-players", count=count, low=low, high=high)


def players_limit(low: int, high: int) -> Msg:
    """Why Left or Right changed nothing on the players row."""
    if low == high:
        return Msg.of("ui-setup-players-limit-fixed", count=low)
    return Msg.of("ui-setup-players-limit", low=low, high=high)
