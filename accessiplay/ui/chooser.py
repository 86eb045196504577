"""The step-by-step move chooser as a pure model: legal actions grouped by their next component.

Each step is a list of only the legal options; choosing goes one step further, going back one
step back, and nothing is played until the path names a whole action. A step with one option
only is taken at once (`MoveChooser.take_single`), unless the player asked to press Enter. The model says nothing
and plays nothing: each operation returns what happened (`Outcome`, with the action when the
path is whole), and the game screen (`ui/screens/chooser.py`) speaks it and plays the move.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from accessiplay.core import Action, State

# How far Page Up and Page Down move through a long list of options.
PAGE = 10


class Moves(Protocol):
    """Where the options come from: one seat's legal moves, step by step."""

    def next_steps(self, prefix: tuple[Any, ...]) -> Sequence[Any]:
        """The options after `prefix`."""
        ...

    def action_at(self, path: tuple[Any, ...]) -> Action | None:
        """The action a whole path names, or None while it is partial."""
        ...


@dataclasses.dataclass(frozen=True)
class SeatMoves:
    """The moves of one seat in one state."""

    state: State
    seat: int

    def next_steps(self, prefix: tuple[Any, ...]) -> Sequence[Any]:
        """The state's next steps for this seat."""
        return self.state.next_steps(self.seat, prefix)

    def action_at(self, path: tuple[Any, ...]) -> Action | None:
        """The state's action for this seat at this path."""
        return self.state.action_at(self.seat, path)


class Outcome(enum.Enum):
    """What a chooser operation did, for the screen to say."""

    MOVED = "moved"  # the focus is on another option
    EDGE = "edge"  # the list ends there; the focus stayed
    EMPTY = "empty"  # this step has no option
    OPENED = "opened"  # the next step (or the step asked for) is open, at its first option
    BACK = "back"  # one step back, on the option chosen there
    AT_START = "at-start"  # already at the first step
    UNAVAILABLE = "unavailable"  # the step asked for has no option; nothing changed
    PLAY = "play"  # the path names a whole action: play it


@dataclasses.dataclass(frozen=True)
class Result:
    """An outcome, the action to play when it is PLAY, and which end an EDGE is at."""

    outcome: Outcome
    action: Action | None = None
    #: An EDGE reached going up: a list of one option has both ends there, so the focus alone
    #: cannot tell 'Top of the list' from 'End of the list'.
    at_top: bool = False


class MoveChooser:
    """Where the holder stands in choosing a move: the path so far, the options, the focus."""

    def __init__(self, moves: Callable[[], Moves], auto: Callable[[], bool] = lambda: True):
        # A function, because the seat at the keyboard and the state change between moves.
        self.moves = moves
        # Whether single-option steps are taken for the player (a setting, read each time).
        self.auto = auto
        self.prefix: tuple[Any, ...] = ()
        # Where a move starts once steps with one option are taken: the first real choice.
        self.start: tuple[Any, ...] = ()
        self.options: list[Any] = []
        self.focus = 0
        # The (prefix, option) pairs taken for the player when the step now open was reached,
        # for the screen to say as facts; empty once the player moves on.
        self.taken: list[tuple[tuple[Any, ...], Any]] = []
        # The first component of the last move chosen, so the next move starts there.
        self.chosen_first: Any = None
        # Selections not yet sent to the rules (dice marked to keep), which game keys change
        # through Ctx.marks; a new turn forgets them.
        self.marks: dict[str, Any] = {}

    def reset(self) -> None:
        """Start choosing from the first step, nothing marked."""
        self.marks.clear()
        self.open(())

    def open(self, prefix: tuple[Any, ...]) -> None:
        """Show the options after `prefix`, focused on the first, single options taken."""
        self.prefix = prefix
        self.options = list(self.moves().next_steps(prefix))
        self.focus = 0
        self.taken = []
        self.take_single()
        if not prefix:
            self.start = self.prefix

    def within_a_step(self) -> bool:
        """Whether the holder went past the move's first real choice (Enter or K opened a step)."""
        return len(self.prefix) > len(self.start)

    def take_single(self) -> None:
        """Take each step that offers one option only, as long as the path stays partial.

        A question with one answer costs a key press and says nothing the option's words do
        not ("Which birdhouse? row 2, column 6, 1 of 1" after the zone named it), so it is
        taken and the screen says it as a fact. The step that completes the move is never
        taken, even when it is the only one left, so the whole move may have a single legal
        action: the game then says that action as a fact ("the only move") and waits for
        Enter. Playing a move by itself would spend the player's turn on a key they pressed
        for something else (a quick second Enter, a review key), move the game on to a bot
        or a hand-over before they heard their own turn start, and give them no moment to
        read the table first; that costs one key on a forced turn, never a trap.
        """
        if not self.auto():
            return
        moves = self.moves()
        while len(self.options) == 1 and moves.action_at((*self.prefix, self.options[0])) is None:
            self.taken.append((self.prefix, self.options[0]))
            self.prefix = (*self.prefix, self.options[0])
            self.options = list(moves.next_steps(self.prefix))

    def only_option(self) -> bool:
        """Whether the open step offers one option only, which completes the move."""
        return len(self.options) == 1 and self.auto()

    def reopen(self) -> None:
        """Back to the first step after playing, focused on the option chosen there if still offered."""
        self.open(())
        if not self.prefix and self.chosen_first in self.options:
            self.focus = self.options.index(self.chosen_first)

    def focused_path(self) -> tuple[Any, ...] | None:
        """The path of the focused option, or None when the step has none."""
        if not self.options:
            return None
        return (*self.prefix, self.options[min(self.focus, len(self.options) - 1)])

    def remember(self, path: tuple[Any, ...] | None) -> None:
        """A move was chosen from this path (by a game key): start the next one there."""
        self.chosen_first = path[0] if path else None

    def jump(self, prefix: tuple[Any, ...]) -> Result:
        """Open a step directly (a game key such as 'take'), if it has options."""
        if not self.moves().next_steps(prefix):
            return Result(Outcome.UNAVAILABLE)
        self.open(prefix)
        return Result(Outcome.OPENED)

    def move_to(self, target: int) -> Result:
        """Focus another option, or stay where the list ends."""
        if not self.options:
            return Result(Outcome.EMPTY)
        if not 0 <= target < len(self.options):
            return Result(Outcome.EDGE, at_top=target < 0)
        self.focus = target
        return Result(Outcome.MOVED)

    def previous(self) -> Result:
        """Up arrow."""
        return self.move_to(self.focus - 1)

    def next(self) -> Result:
        """Down arrow."""
        return self.move_to(self.focus + 1)

    def first(self) -> Result:
        """Home."""
        return self.move_to(0)

    def last(self) -> Result:
        """End."""
        return self.move_to(len(self.options) - 1)

    def page(self, step: int) -> Result:
        """Page Up or Down: ten options at a time through a long list, stopping at its ends."""
        if not self.options:
            return Result(Outcome.EMPTY)
        target = min(max(self.focus + step, 0), len(self.options) - 1)
        return self.move_to(target if target != self.focus else self.focus + step)

    def find(self, matches: Callable[[int], bool]) -> Result:
        """Type-ahead: the next option after the focus that `matches`, wrapping round; EDGE
        when none does (the focus stays)."""
        count = len(self.options)
        if not count:
            return Result(Outcome.EMPTY)
        for offset in range(1, count + 1):
            index = (self.focus + offset) % count
            if matches(index):
                self.focus = index
                return Result(Outcome.MOVED)
        return Result(Outcome.EDGE)

    def choose(self) -> Result:
        """Enter: the move if the path is whole, else the next step."""
        path = self.focused_path()
        if path is None:
            return Result(Outcome.EMPTY)
        action = self.moves().action_at(path)
        if action is not None:
            self.chosen_first = path[0]
            return Result(Outcome.PLAY, action)
        self.open(path)
        return Result(Outcome.OPENED)

    def back(self) -> Result:
        """Escape: back to the last step that offered a real choice, focused on the option
        chosen there; steps taken for the player are passed over, since they would only be
        taken again."""
        moves = self.moves()
        prefix = self.prefix
        while prefix:
            chosen, prefix = prefix[-1], prefix[:-1]
            options = list(moves.next_steps(prefix))
            if len(options) > 1 or not self.auto():
                self.prefix, self.options, self.taken = prefix, options, []
                self.focus = options.index(chosen) if chosen in options else 0
                return Result(Outcome.BACK)
        return Result(Outcome.AT_START)
