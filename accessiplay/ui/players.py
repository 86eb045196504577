"""How many players a game takes, said the same way by local setup, an online new table and
the command line's --seats; a game for one number says 'exactly', never 'from 2 to 2'."""

from __future__ import annotations

from accessiplay.present import Msg


def players_row(count: int, low: int, high: int) -> Msg:
    """'Players: 3 (from 1 to 6)'; a game for one number only says so ('always 2'), not
    'from 2 to 2'."""
    if low == high:
        return Msg.of("ui-setup-players-fixed", count=count)
    return Msg.of("ui-setup-players", count=count, low=low, high=high)


def players_now(count: int, low: int, high: int) -> Msg:
    """The count a change of game has just set ('now 2 players (from 2 to 5)'), said with the
    game row so the player knows the form changed under them."""
    if low == high:
        return Msg.of("ui-setup-players-now-fixed", count=count)
    return Msg.of("ui-setup-players-now", count=count, low=low, high=high)


def players_limit(low: int, high: int) -> Msg:
    """Why Left or Right changed nothing on the players row."""
    if low == high:
        return Msg.of("ui-setup-players-limit-fixed", count=low)
    return Msg.of("ui-setup-players-limit", low=low, high=high)


def bad_seats(seats: str, low: int, high: int) -> Msg:
    """The command line's --seats error, with the game's seat count."""
    if low == high:
        return Msg.of("ui-bad-seats-exact", seats=seats, count=low)
    return Msg.of("ui-bad-seats", seats=seats, low=low, high=high)
