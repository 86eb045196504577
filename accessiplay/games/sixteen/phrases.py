"""Small message builders shared by the presenter: tiles, runs, rows, hands and 'or' lists.

Everything returns `Msg` values or tuples of them (a tuple is read as a list "a, b and c").
Stretches of three or more consecutive numbers are said as a range ("7 to 11"), which is how
a player thinks of runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.games.sixteen.tiles import COLOURS, END, code
from accessiplay.games.sixteen.view import HandJSON
from accessiplay.present import Msg

#: A stretch of this many consecutive numbers is said as a range.
RANGE_FROM = 3


def tile(tok: object) -> Msg:
    """One tile: '7', '16 Restart' or '16 End'."""
    return Msg.of("sixteen-tile", tile=tok)


def _number(tok: object) -> int | None:
    """The number on a token, or None for a 16 tile (the row's 1 counts as a number)."""
    return tok if isinstance(tok, int) and not isinstance(tok, bool) else None


def _follows(tokens: Sequence[object], j: int) -> bool:
    """Whether the token after `j` is the number just after token `j`."""
    here, after = _number(tokens[j]), _number(tokens[j + 1])
    return here is not None and after == here + 1


def spoken(tokens: Sequence, the: bool = False) -> tuple:
    """Tokens as a spoken list, stretches of consecutive numbers said as ranges; `the` gives
    each item its article, where a sentence names the tiles ('te bloquea el 5 y las fichas del
    7 al 9': a range carries its own, so neither one article nor a possessive before the list
    can serve all)."""
    runs = _runs(tokens)
    # A list with a range gives every lone tile its article in Spanish, before the range as
    # after it ('el 5, del 8 al 11 y el 13'): one list, one style.
    ranged = [(first, last) for first, last in runs if first != last]
    return tuple(
        _range(tokens[first], tokens[last], the, again=(first, last) != ranged[0])
        if first != last
        else _item(tokens[first], the, bool(ranged))
        for first, last in runs
    )


def _range(first: object, last: object, the: bool, again: bool) -> Msg:
    """A range; in a sentence the first names the tiles and the next ones do not repeat it
    ('las fichas del 8 al 10 y las del 12 al 14', 'les tuiles 8 à 10 et les 12 à 14')."""
    if not the:
        return Msg.of("sixteen-range", first=first, last=last)
    return Msg.of(
        "sixteen-range-the-again" if again else "sixteen-range-the", first=first, last=last
    )


def _runs(tokens: Sequence) -> list[tuple[int, int]]:
    """The list cut into stretches said as one: (first, last) indexes, a range when they differ."""
    runs = []
    i = 0
    while i < len(tokens):
        j = i
        while _number(tokens[i]) is not None and j + 1 < len(tokens) and _follows(tokens, j):
            j += 1
        if j - i + 1 >= RANGE_FROM:
            runs.append((i, j))
            i = j + 1
        else:
            runs.append((i, i))
            i += 1
    return runs


def _item(tok: object, the: bool, ranged: bool) -> Msg:
    """One tile of a list: with its article in a sentence, or in a label that holds a range
    ('el 5, del 8 al 11 y el 13': Spanish 'del … al' carries an article the others match)."""
    if the:
        return Msg.of("sixteen-tile-the", tile=tile(tok))
    return Msg.of("sixteen-tile-after-range", tile=tile(tok)) if ranged else tile(tok)


def colour(name: str) -> Msg:
    """A colour as a label at the start of a line: 'Red'."""
    return Msg.of("sixteen-colour", colour=name)


def row_label(name: str) -> Msg:
    """A row named by its colour alone at the start of an option, agreeing with 'row' where
    the language makes it ('Roja, por encima del 11'; a bare masculine 'Rojo' answered '¿En
    qué fila?')."""
    return Msg.of("sixteen-row-label", colour=name)


def row_colour(name: str) -> Msg:
    """A row's colour inside a sentence, one item of a list of rows ('the red and blue rows'):
    lower case, and agreeing with each language's word for a row."""
    return Msg.of("sixteen-row-colour", colour=name)


def row(name: str, start: bool = False) -> Msg:
    """A row inside a sentence ('the red row'), or starting one ('The red row')."""
    return Msg.of("sixteen-Row" if start else "sixteen-row", colour=name)


def top_of(tokens: Sequence) -> int:
    """The code of a row's last tile (the 1 counts as 1, a 16 End as END; 1 before the deal)."""
    if not tokens:
        return 1
    last = tokens[-1]
    return last if isinstance(last, int) else (code(last) or END)


def row_state(name: str, tokens: Sequence) -> Msg:
    """'Red: 1, 4 and 7, next above 7' / 'Blue: ended' / 'Green: …, only a 16 fits'."""
    top = top_of(tokens)
    state = "waiting" if not tokens else "ended" if top == END else "full" if top == 15 else "open"
    return Msg.of(
        "sixteen-row-state",
        colour=colour(name),
        tiles=spoken(tokens),
        top=min(top, 15),
        state=state,
    )


def rows_state(rows: dict) -> list[Msg]:
    """Every row, one message each, in colour order."""
    return [row_state(name, rows[name]) for name in COLOURS]


def hand_lines(hand: HandJSON) -> list[Msg]:
    """A hand colour by colour (colours held only), then its special tiles."""
    lines = [hand_colour(name, tiles) for name, tiles in hand["tiles"].items() if tiles]
    lines.append(specials_held(hand["specials"]))
    return lines


def hand_colour(name: str, tiles: Sequence) -> Msg:
    """One colour of a hand: 'Red: 4, 7 and 12'."""
    return Msg.of("sixteen-hand-colour", colour=colour(name), tiles=spoken(tiles), count=len(tiles))


def specials_held(specials: dict) -> Msg:
    """The special tiles of a hand: 'Special tiles: 1 Scissors tile and the Trash bin'."""
    held = tuple(
        Msg.of("sixteen-special-held", kind=kind, count=count)
        for kind, count in specials.items()
        if count
    )
    return Msg.of("sixteen-hand-specials", specials=held, count=len(held))


def placement(tokens: Sequence) -> Msg:
    """One placement as an option: its tiles (a long run as a range)."""
    return Msg.of("sixteen-placement", tiles=spoken(tokens), count=len(tokens))
