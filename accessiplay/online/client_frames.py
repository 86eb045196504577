"""What the lobby may read of a server's lists: tables and games of the shape the protocol says.

A server is not trusted: an entry that does not fit (a seat that is not an object, a bot level
no message names, a count that is not a number) is left out of the list rather than let a
later key read it and fail. A text the client says (a player's name, a table's id, an error's
argument) is cut to what such a text can be and loses its control characters: a 100,000
character name was read out whole, or a line break made it sound like a second message.
"""

from __future__ import annotations

from typing import Any

from accessiplay.core import get_game
from accessiplay.core.errors import UnknownGame
from accessiplay.names import clean_name
from accessiplay.online.fields import TABLE_ID, is_int

_KINDS = ("human", "bot")


def _levels() -> set[str]:
    """Every bot level some game of this client has (each has its `ui-seat-kind-` message)."""
    from accessiplay.core import all_games

    return {level for game in all_games() for level in game.bot_levels()}


def _known_game(value: Any) -> bool:
    """A game id this client plays."""
    try:
        get_game(str(value))
    except UnknownGame:
        return False
    return isinstance(value, str)


def fit_seat(seat: Any) -> bool:
    """A lobby seat: a player (named or not) or a bot of a level this client can name."""
    if not isinstance(seat, dict) or seat.get("kind") not in _KINDS:
        return False
    name = seat.get("name")
    if name is not None and not isinstance(name, str):
        return False
    return seat["kind"] == "human" or seat.get("level") in _levels()


def player_name(value: Any) -> str | None:
    """A player's name a server sent, as a name typed here may be (MAX_NAME characters, no
    control characters); None when nothing in it can be said, so the seat's own name is."""
    return (clean_name(value) or None) if isinstance(value, str) else None


def table_id(value: Any) -> str | None:
    """A table's id as servers make them (letters, digits, '-' and '_', 32 at most): a
    private one is spelled to the player, letter by letter. None for anything else."""
    return value if isinstance(value, str) and TABLE_ID.fullmatch(value) else None


def error_argument(value: Any) -> int | str | None:
    """An error's argument as its message may say it: a whole number, or a short text (a
    field's name); None when it is neither."""
    if is_int(value):
        return int(value)
    return player_name(value)


def said_table(table: dict[str, Any]) -> dict[str, Any]:
    """A listed table with its players' names cut as names are (the lobby reads them out)."""
    seats = [dict(s, name=player_name(s.get("name"))) for s in table["seats"]]
    return dict(table, seats=seats)


def fit_table(table: Any) -> bool:
    """A table of the `tables` list as the lobby reads it."""
    if not isinstance(table, dict) or table_id(table.get("table")) is None:
        return False
    seats, free = table.get("seats"), table.get("free", [])
    return (
        _known_game(table.get("game"))
        and isinstance(seats, list)
        and all(fit_seat(s) for s in seats)
        and isinstance(free, list)
        and all(is_int(n) for n in free)
    )


def fit_game(game: Any) -> bool:
    """A game of the `welcome` frame: known here, sensible player counts, levels named here."""
    if not isinstance(game, dict) or not _known_game(game.get("game")):
        return False
    low, high, levels = game.get("min", 1), game.get("max", 1), game.get("levels", [])
    return (
        is_int(low)
        and is_int(high)
        and 1 <= low <= high <= 8
        and isinstance(levels, list)
        and all(level in _levels() for level in levels)
    )
