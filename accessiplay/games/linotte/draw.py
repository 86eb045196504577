"""La Linotte on screen: the five dice (kept ones marked), the 5×5 board with each cell's
combination and pawn, and the pawns and points of both players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessiplay.drawing import Drawer, Drawing, Fragment, Painter, dice_line, label
from accessiplay.games.linotte import board as bd

#: Below this many columns the board is drawn compact, beside a column of dice.
WIDE_BOARD = 60
#: Below this many rows too: the wide board and its dice take 14 rows, which the table gets
#: only from 30 rows on (an 80×24 screen dropped the wide board whole while dice were kept).
TALL_BOARD = 30
#: Columns the compact board takes (row letters, then five cells of five), and the gap the
#: layout leaves between the dice column and it.
COMPACT_BOARD_WIDTH = 2 + 5 * 5
GAP = 2


def kept_dice(view: Mapping[str, Any], marks: Mapping[str, Any]) -> list[bool]:
    """The dice marked to keep: the chooser's marks for this throw, else what the view kept."""
    if marks.get("at") == (view["turns"], view["throws"]) and "kept" in marks:
        return list(marks["kept"])
    return list(view["kept"])


class LinotteDrawer(Drawer):
    """Draws the whole table: La Linotte hides nothing."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """Dice and throws, the board, then each colour's pawns and points."""
        dice = dice_line(paint, view["dice"], kept_dice(view, paint.marks))
        last = view["last_throw"] if not view["dice"] else None
        if last is not None:
            # Until the next throw, the last one stays (a third throw that fits no cell ends
            # the turn at once, and the dice vanished before the player could read them).
            dice = [paint.cell(str(value)) for value in last[1]]
        if paint.width < WIDE_BOARD:
            # A column of dice two by two, the pawns left below them, beside a board of one
            # row per row: all fit a 40×15 screen, so the dice being chosen, the cells they
            # aim at and the race to the 12th pawn show together (LV-27).
            if not paint.over:
                pairs = [dice[i : i + 2] for i in range(0, len(dice), 2)]
                paint.zone("dice", self._dice_title(paint, view, True), pairs)
            self._pawn_lines(paint, view)
            self._compact_board(paint, view)
            return paint.drawing()
        compact = paint.height < TALL_BOARD
        title = self._dice_title(paint, view, False)
        if compact:
            paint.zone("dice", title, [[die] for die in dice])
            self._compact_board(paint, view)
        else:
            paint.zone("dice", title, [[label(paint("ui-draw-dice")), *dice]])
            self._board(paint, view)
        self._players(paint, view)
        return paint.drawing()

    def _players(self, paint: Painter, view: Mapping[str, Any]) -> None:
        """Each colour, its player, pawns left and points; whose turn it is."""
        lines = []
        for s in range(view["players"]):
            mark = paint("ui-draw-turn") if s == view["turn"] else ""
            lines.append(
                [
                    label(f"{paint('linotte-draw-pawn', colour=_colour(view, s))} {paint.name(s)}"),
                    label(
                        paint(
                            "linotte-draw-score", pawns=view["pawns"][s], points=view["points"][s]
                        )
                    ),
                    label(mark),
                ]
            )
        paint.zone("players", paint("linotte-draw-players"), lines)

    def _pawn_lines(self, paint: Painter, view: Mapping[str, Any]) -> None:
        """On a narrow screen, below the dice, each colour's pawns left ('B 12 pawns': the
        race to the 12th pawn); once the game is over, one line of every player's points
        above the board, the dice gone (LV-27)."""
        if paint.over:
            line = [label(paint("linotte-draw-points"))]
            for s in range(view["players"]):
                letter = paint("linotte-draw-pawn", colour=_colour(view, s))
                line += [label(f"{letter} {paint.name(s)}"), paint.cell(str(view["points"][s]))]
            paint.zone("players", "", [line], wanted=True)
            return
        lines = []
        for s in range(view["players"]):
            letter = paint("linotte-draw-pawn", colour=_colour(view, s))
            # No trailing space: the column beside the board has 11 columns at 40.
            text = paint("linotte-draw-pawns-short", pawn=letter, pawns=view["pawns"][s])
            lines.append([("class:label", text)])
        paint.zone("players", "", lines, wanted=True)

    def _dice_title(self, paint: Painter, view: Mapping[str, Any], narrow: bool) -> str:
        """The throw being played ('Throw 2 of 3'), or, before this turn's first throw, the
        last throw's, marked as such ('Last throw (Ana), 3 of 3'; 'Ana threw' when narrow,
        or 'W threw' when the name leaves the board no room beside the dice)."""
        most = view["max_throws"]
        last = view["last_throw"] if not view["dice"] else None
        if last is None:
            msg = (
                "linotte-draw-throws-short"
                if narrow or paint.height < TALL_BOARD
                else "linotte-draw-throws"
            )
            return paint(msg, throws=view["throws"], most=most)
        if not narrow:
            return paint(
                "linotte-draw-last-throw", name=paint.name(last[0]), throws=last[2], most=most
            )
        named = paint("linotte-draw-last-throw-short", who=paint.name(last[0]))
        # The dice column's room beside the compact board, less the brackets of a lit title.
        room = paint.width - COMPACT_BOARD_WIDTH - GAP - 2
        if len(named) <= room:
            return named
        letter = paint("linotte-draw-pawn", colour=_colour(view, last[0]))
        return paint("linotte-draw-last-throw-short", who=letter)

    def _compact_board(self, paint: Painter, view: Mapping[str, Any]) -> None:
        """One line per row A to E, titled by the column numbers: an empty cell shows its
        combination's short name, a taken one its pawn's letter (its combination is spent)."""
        numbers = "".join(str(c + 1).center(5) for c in range(bd.SIZE))
        lines: list[list[Fragment]] = []
        for r, owners in enumerate(view["board"]):
            row = [label(bd.ROWS[r])]
            for c, owner in enumerate(owners):
                if owner is None:
                    text = paint("linotte-draw-combo-short", combo=bd.LAYOUT[r][c])
                else:
                    text = paint("linotte-draw-pawn", colour=_colour(view, owner))
                style = "pawn" * (owner is not None)
                row.append(paint.cell(text.center(3), f"board:{bd.ROWS[r]}{c + 1}", style))
            lines.append(row)
        paint.zone("board", f"  {numbers}".rstrip(), lines)

    def _board(self, paint: Painter, view: Mapping[str, Any]) -> None:
        """Rows A to E by columns 1 to 5: each cell's combination, then its pawn's letter."""
        size = 6
        lines: list[list[Fragment]] = [
            [label("  "), *(paint.cell(str(c + 1).center(size)) for c in range(bd.SIZE))]
        ]
        for r, owners in enumerate(view["board"]):
            combos, pawns = [label(f"{bd.ROWS[r]} ")], [label("  ")]
            for c, owner in enumerate(owners):
                cell = f"board:{bd.ROWS[r]}{c + 1}"
                combo = paint("linotte-draw-combo", combo=bd.LAYOUT[r][c])
                pawn = (
                    "_"
                    if owner is None
                    else paint("linotte-draw-pawn", colour=_colour(view, owner))
                )
                combos.append(paint.cell(combo.center(size), cell, "pawn" * (owner is not None)))
                pawns.append(paint.cell(pawn.center(size), cell, "pawn" * (owner is not None)))
            lines += [combos, pawns]
        paint.zone("board", paint("linotte-draw-board"), lines)

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """A cell option lights its cell; a die, that die; a throw, the dice; stopping, every cell allowed."""
        if not path:
            return frozenset()
        head = path[0]
        if isinstance(head, tuple) and head[0] == "cell":
            return frozenset({f"board:{head[1]}"})
        if isinstance(head, tuple) and head[0] == "die":
            return frozenset({f"dice:{head[1]}"})
        if head == "stop":
            return frozenset(f"board:{cell}" for cell in view["cells"])
        if head == "throw":
            return frozenset({"dice"})
        return frozenset()

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The board is reviewed as a grid: a row is its five cells, (row, column) one cell."""
        if not path:
            return frozenset({"board"})
        columns = path[1:2] if len(path) > 1 else range(bd.SIZE)
        return frozenset(f"board:{bd.ROWS[path[0]]}{c + 1}" for c in columns)


def _colour(view: Mapping[str, Any], seat: int) -> str:
    """The colour of a seat's pawns."""
    return "white" if seat == view["white"] else "black"


DRAWER = LinotteDrawer()
