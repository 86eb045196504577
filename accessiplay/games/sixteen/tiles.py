"""The 88 tiles of Sixteen and the two ways of naming them.

A tile's id (0..87) names one physical tile in a deal: ids 0..84 are the number tiles, 17 per
colour in colour order (1..15, then 16 Restart, then 16 End); 85 and 86 are the Scissors, 87 the
Trash bin. Within one colour a tile is its code: 1..15, RESTART (16) or END (17). Actions, events
and views speak in tokens instead, so records read like the table: 7, "restart", "end".
"""

from __future__ import annotations

COLOURS = ("red", "yellow", "green", "blue", "purple")
RESTART = 16
END = 17
PER_COLOUR = 17
NUMBER_TILES = len(COLOURS) * PER_COLOUR
SCISSORS_IDS = (85, 86)
TRASH_ID = 87
TILE_COUNT = 88
ALL_IDS = frozenset(range(TILE_COUNT))
#: The id of each colour's "1", which always starts that colour's row.
ONES = frozenset(c * PER_COLOUR for c in range(len(COLOURS)))
RED_ONE = 0
#: What a Scissors or a Trash bin left in hand costs at the end.
SPECIAL_POINTS = 20
SPECIALS = ("scissors", "trash")
SIXTEENS = (RESTART, END)
_TOKENS = {RESTART: "restart", END: "end"}
_CODES = {"restart": RESTART, "end": END}


def colour_of(tile_id: int) -> int:
    """The colour index of a number tile."""
    return tile_id // PER_COLOUR


def code_of(tile_id: int) -> int:
    """The code of a number tile within its colour."""
    return tile_id % PER_COLOUR + 1


def tile_id(colour: int, code: int) -> int:
    """The id of the tile of this colour and code."""
    return colour * PER_COLOUR + code - 1


def value(code: int) -> int:
    """What a tile counts for: its number, or 16 for either 16 tile."""
    return 16 if code >= RESTART else code


def token(code: int) -> int | str:
    """The public form of a code: the number itself, or "restart" / "end"."""
    return _TOKENS.get(code, code)


def code(tok: object) -> int | None:
    """The code of a public token, or None if it names no tile a hand can hold."""
    if isinstance(tok, bool):
        return None
    if isinstance(tok, int):
        return tok if 2 <= tok <= 15 else None
    return _CODES.get(tok) if isinstance(tok, str) else None


def known_code(tok: object) -> int:
    """The code of a token already known to be a tile (from a view or a legal action)."""
    found = code(tok)
    if found is None:
        raise ValueError(f"not a tile: {tok!r}")
    return found


def colour_index(name: object) -> int | None:
    """The index of a colour name, or None if it is not one of the five."""
    return COLOURS.index(name) if name in COLOURS else None


def codes_in(mask: int) -> list[int]:
    """The codes held in a colour's hand mask (bit `code` set), in rising order."""
    return [c for c in range(2, END + 1) if mask >> c & 1]
