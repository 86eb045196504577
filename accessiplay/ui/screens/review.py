"""Reviewing a sheet, hand or board as a tree (zones → boxes) or a grid (rows × cells)."""

from __future__ import annotations

from accessiplay.core.actions import Action
from accessiplay.present import Choose, Listing, Msg, Node
from accessiplay.ui.commands import command
from accessiplay.ui.screens.base import ListScreen, Screen, edge_said
from accessiplay.ui.screens.hint_keys import HintKeysOverGame


class ReviewScreen(HintKeysOverGame, Screen):
    """Up/Down among siblings, Right or Enter into a node, Left back out; Escape closes."""

    title_id = "ui-title-review"

    def __init__(self, app, game_screen, seat: int):
        super().__init__(app)
        self.game_screen = game_screen
        self.seat = seat
        self.root: Node = game_screen.presenter.sheet(game_screen.ctx(), seat)
        self.path: list[int] = [0] if self.root.children else []
        self.cell = (0, 0)

    def title(self) -> Msg:
        """The sheet's own heading (whose sheet, the total)."""
        return self.root.label

    def node(self) -> Node:
        """The focused node."""
        node = self.root
        for index in self.path:
            node = node.children[index]
        return node

    def siblings(self) -> tuple[Node, ...]:
        """The focused node's row of siblings."""
        node = self.root
        for index in self.path[:-1]:
            node = node.children[index]
        return node.children

    def focused(self) -> Node | None:
        """The node or cell with the focus."""
        if self.root.grid:
            row, col = self.cell
            return self.root.children[row].children[col] if self.root.children else None
        return self.node() if self.path else None

    def focus_path(self) -> tuple[int, ...]:
        """Where the focus is, as indexes from the root (row, column in a grid), for the drawing."""
        return self.cell if self.root.grid else tuple(self.path)

    def describe(self) -> list[Msg]:
        """The focused node or cell."""
        node = self.focused()
        return [node.label] if node is not None else [Msg.of("ui-nothing-to-review")]

    def body(self) -> list[tuple[bool, str]]:
        """The focused level of the tree as lines."""
        tr = self.app.announcer.tr
        if self.root.grid:
            return [
                (
                    r == self.cell[0],
                    tr(Msg.of("list-separator")).join(tr(c.label) for c in row.children),
                )
                for r, row in enumerate(self.root.children)
            ]
        # Each line starts the line, as it starts what is said: a label written for
        # mid-sentence ("lily 1: empty") gets its capital, as speech gives it.
        if not self.path:
            return [(False, tr.sentence(self.root.label))]
        return [(i == self.path[-1], tr.sentence(n.label)) for i, n in enumerate(self.siblings())]

    def _speak(self, edge: str | None = None) -> None:
        """Say the focus, with the edge cue when the move hit the `edge` ("top" or "bottom")."""
        if edge:
            self.app.announcer.cue("back")
            self.say(edge_said(edge == "top"), *self.describe())
        else:
            self.app.announcer.cue("menu-move")
            self.say(*self.describe())

    def _grid_move(self, drow: int, dcol: int) -> None:
        """Move in two dimensions, staying in the same column between rows.

        Changing row says the row's own label (its summary) before the cell.
        """
        rows = self.root.children
        row, col = self.cell[0] + drow, self.cell[1] + dcol
        if not (0 <= row < len(rows) and 0 <= col < len(rows[row].children)):
            self._speak(edge="top" if drow < 0 or dcol < 0 else "bottom")
            return
        self.cell = (row, col)
        if drow:
            self.app.announcer.cue("menu-move")
            self.say(rows[row].label, *self.describe())
        else:
            self._speak()

    def _sibling(self, target: int) -> None:
        """Move among siblings."""
        if not self.path:
            self.say(*self.describe())
            return
        if not 0 <= target < len(self.siblings()):
            self._speak(edge="top" if target < 0 else "bottom")
            return
        self.path[-1] = target
        self._speak()

    @command("previous", "up")
    def cmd_previous(self, repeat: bool) -> None:
        """Previous item (grid: the row above)."""
        if self.root.grid:
            self._grid_move(-1, 0)
        else:
            self._sibling(self.path[-1] - 1 if self.path else 0)

    @command("next", "down")
    def cmd_next(self, repeat: bool) -> None:
        """Next item (grid: the row below)."""
        if self.root.grid:
            self._grid_move(1, 0)
        else:
            self._sibling(self.path[-1] + 1 if self.path else 0)

    @command("first", "home")
    def cmd_first(self, repeat: bool) -> None:
        """First item of this level (grid: first cell of the row)."""
        if self.root.grid:
            self._grid_move(0, -self.cell[1])
        else:
            self._sibling(0)

    @command("last", "end")
    def cmd_last(self, repeat: bool) -> None:
        """Last item of this level (grid: last cell of the row)."""
        if self.root.grid:
            row = self.root.children[self.cell[0]]
            self._grid_move(0, len(row.children) - 1 - self.cell[1])
        else:
            self._sibling(len(self.siblings()) - 1)

    @command("open", "right", "enter")
    def cmd_open(self, repeat: bool) -> None:
        """Go into the focused item's details (grid: the cell to the right)."""
        if self.root.grid:
            self._grid_move(0, 1)
            return
        node = self.focused()
        if node is None or not node.children:
            self.say(Msg.of("ui-no-details"), *self.describe())
            return
        self.path.append(0)
        self.app.announcer.cue("menu-select")
        self.say(*self.describe())

    @command("close", "left")
    def cmd_close(self, repeat: bool) -> None:
        """Back out to the level above (grid: the cell to the left)."""
        if self.root.grid:
            self._grid_move(0, -1)
            return
        if len(self.path) <= 1:
            self._speak(edge="top")
            return
        self.path.pop()
        self.app.announcer.cue("back")
        self.say(*self.describe())

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Close the review."""
        self.app.announcer.cue("back")
        self.app.pop()

    @command("rules", "f2")
    def cmd_rules(self, repeat: bool) -> None:
        """The rule of the focused zone."""
        presenter = self.game_screen.presenter
        section = presenter.rule_for(self.game_screen.ctx(), self.rule_node())
        self.app.nav.open("walkthrough", self.game_screen.game, section)

    def other_key(self, key: str) -> bool:
        """A game key works while reviewing as it does in the game: a reading key (rows, lines,
        the deck) answers here; a key that plays or opens a step (Fairy Lights' R and K) closes
        the review and acts, as a player expects of a game key pressed anywhere."""
        screen = self.game_screen
        for cmd in screen.keys().get(key, ()):
            if cmd.runs:
                result = cmd.run_for(key)(screen.ctx(), screen.game_key_legal(), None)
                if isinstance(result, (Action, Choose)):
                    self.app.pop(announce=False)
                    return screen.answer_game_key(result, None)
                if isinstance(result, Listing):
                    self.app.nav.open("listing", screen, result)
                    return True
                if isinstance(result, Msg) or (isinstance(result, list) and result):
                    self.say(*(result if isinstance(result, list) else [result]))
                    return True
        return False

    def rule_node(self) -> Node | None:
        """The nearest focused node, or ancestor, that names a rule."""
        if self.root.grid:
            focused = self.focused()
            return focused if focused and focused.rule else self.root
        node, best = self.root, self.root if self.root.rule else None
        for index in self.path:
            node = node.children[index]
            if node.rule:
                best = node
        return best


class PlayerPicker(ListScreen):
    """Shift+C: whose sheet to review."""

    title_id = "ui-title-pick-player"

    def __init__(self, app, game_screen):
        super().__init__(app)
        self.game_screen = game_screen

    def items(self) -> list[Msg]:
        """Every seat by name."""
        ctx = self.game_screen.ctx()
        return [Msg.of("ui-seat-name", **ctx.who(i)) for i in range(len(ctx.names))]

    def activate(self, index: int) -> None:
        """Open that seat's review in place of this list."""
        self.app.replace(ReviewScreen(self.app, self.game_screen, index))
