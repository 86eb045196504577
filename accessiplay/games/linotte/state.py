"""The rules of La Linotte (RULES.md §5): throw, keep, announce, stop, then place a pawn.

Two players; the draw makes one white (who starts), the other black. Each turn is a short
sequence of actions of the player whose turn it is, with a chance `Roll` after each `Throw`;
a rethrow is one `Throw` naming the dice it keeps.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import CHANCE, JSONDict, ScoreSheet, State
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.actions import (
    Announce,
    DrawFirst,
    Place,
    PlaceNothing,
    Roll,
    Stop,
    Throw,
)
from accessiplay.games.linotte.events import (
    Announced,
    EndReached,
    FirstDrawn,
    NothingPlaced,
    PawnPlaced,
    dice_thrown,
    nothing_placed,
    throwing_stopped,
    turn_began,
)
from accessiplay.games.linotte.hands import (
    NONE_KEPT,
    NOTHING,
    THROW,
    kept_values,
    marks,
    marks_after,
    options,
    throwing_actions,
)
from accessiplay.games.linotte.reasons import DRAWS, illegal_reason, throw_reason
from accessiplay.games.linotte.scoring import score_sheet
from accessiplay.games.linotte.view import LinotteView, public_view

GAME_ID = "linotte"
PLAYERS = 2
PAWNS = 12
ALIGNMENT_ENDS = 5

# Actions are immutable: one instance of each serves every state (playouts stay fast).
PLACE = tuple(Place(name) for name in bd.CELLS)
CELLS = bd.CELLS
FACES = 6
_CHANCE_ONLY = frozenset((CHANCE,))
_SEAT = (frozenset((0,)), frozenset((1,)))
_NOBODY: frozenset[int] = frozenset()
#: The board's two APPEL cells, named once: `may_announce` is asked at every view.
_APPEL_A, _APPEL_B = bd.CELLS_OF["appel"]
#: Every throw `sample_chance` has drawn, by its values, one Roll each for good: `apply` knows
#: them by identity (an id stays unique while its object lives), so it need not check their
#: values again. At most 9,330 of them (6 + 36 + ... + 7,776 throws of 1 to 5 dice).
_OWN_ROLLS: dict[tuple[int, ...], Roll] = {}
_OWN_ROLL_IDS: set[int] = set()


class LinotteState(State):
    """The board, the pawns in hand, and the dice of the turn being played."""

    game_id = GAME_ID

    def __init__(self) -> None:
        self.players = PLAYERS
        self.white: int | None = None
        self.turn = 0
        self.turns = 0  # turns begun since the draw
        self.dice: tuple[int, ...] = ()  # sorted; empty before the turn's first throw
        self.kept = NONE_KEPT  # the dice the last rethrow kept, marked among the sorted dice
        self.throws = 0
        self.announced: str | None = None
        self.stopped = False
        self.rolling = False  # a Throw awaits its Roll
        self.board: list[int | None] = [None] * (bd.SIZE * bd.SIZE)
        self.pawns = [PAWNS, PAWNS]
        self.points = [0, 0]
        self.over = False
        self.cause: str | None = None
        #: The seat that threw last and its dice, kept past the end of its turn until the next
        #: throw: not a part of the position (no snapshot holds it), what the table last showed.
        self.last_throw: tuple[int, tuple[int, ...], int] | None = None

    # --- who acts and what is legal -------------------------------------------------------

    def acting_seats(self) -> frozenset[int]:
        """Chance draws the first player and throws the dice; otherwise whoever's turn it is."""
        if self.over:
            return _NOBODY
        if self.white is None or self.rolling:
            return _CHANCE_ONLY
        return _SEAT[self.turn]

    def made(self) -> list[str]:
        """The combinations the dice allow if the player stops now, in speaking order."""
        return list(options(self.dice, self.throws, self.announced)[0]) if self.dice else []

    def is_terminal(self) -> bool:
        """Over once a line of five or a twelfth pawn ends it (asked at every step of a game)."""
        return self.over

    def is_chance(self) -> bool:
        """The draw, or a throw awaiting its dice."""
        return not self.over and (self.white is None or self.rolling)

    def allowed_cells(self) -> list[int]:
        """The empty cells the dice allow if the player stops now."""
        if not self.dice:
            return []
        board = self.board
        return [i for i in options(self.dice, self.throws, self.announced)[1] if board[i] is None]

    def may_announce(self) -> bool:
        """APPEL right after the first throw, once a turn, while an APPEL cell is empty."""
        if self.throws != 1 or self.announced is not None:
            return False
        board = self.board
        return board[_APPEL_A] is None or board[_APPEL_B] is None

    def legal_actions(self, seat: int) -> list[Action]:
        """Rethrows, APPEL and stop while throwing; then the allowed cells or nothing."""
        # `acting_seats` worked out inline: a bot's game asks this at every decision.
        if self.over:
            return []
        if self.white is None or self.rolling:
            # A throw has up to 7,776 outcomes: `illegal_reason` checks a Roll instead.
            return list(DRAWS) if seat == CHANCE and self.white is None else []
        if seat != self.turn:
            return []
        if self.stopped:
            return [PLACE[i] for i in self.allowed_cells()] + [NOTHING]
        if not self.throws:
            return [THROW]
        return list(throwing_actions(self.dice, self.may_announce()))

    def next_steps(self, seat: int, prefix: tuple) -> list:
        """The chooser lists the five dice before the rethrow: choosing one marks it in the UI's
        selection, and the rethrow then sends the marked dice as one action."""
        return dice_first(self.dice, prefix, super().next_steps(seat, prefix))

    def illegal_reason(self, seat: int, action: Action) -> str | None:
        """Name the rule an action breaks, so the player hears why."""
        return illegal_reason(self, seat, action)

    # --- carrying actions out ---------------------------------------------------------------

    def sample_chance(self, rng: random.Random) -> Action:
        """Draw the first player, or throw the dice not kept."""
        if self.white is None:
            return DRAWS[rng.randrange(PLAYERS)]
        # Faces drawn straight from the session's generator: a throw is the hottest chance node.
        uniform = rng.random
        values: tuple[int, ...]
        if not self.dice:  # the turn's first throw: five dice, spelt out (no loop to run)
            values = (
                int(uniform() * FACES) + 1,
                int(uniform() * FACES) + 1,
                int(uniform() * FACES) + 1,
                int(uniform() * FACES) + 1,
                int(uniform() * FACES) + 1,
            )
        else:
            values = tuple([int(uniform() * FACES) + 1 for _ in range(self.kept.count(False))])
        roll = _OWN_ROLLS.get(values)
        if roll is None:
            # setdefault: of two threads drawing the same new throw, only the Roll kept for
            # good has its id noted (an id of an object that dies may come back on another).
            roll = _OWN_ROLLS.setdefault(values, Roll(values))
            _OWN_ROLL_IDS.add(id(roll))
        return roll

    def apply(self, seat: int, action: Action) -> list[Event]:
        """`State.apply` (check, then carry out), with two shortcuts, as a bot's game throws some
        200 times: a throw `sample_chance` drew is let through once its count of dice is right
        (its values were drawn 1 to 6), and a throw of the player to play is checked by the
        throw's own rule. Anything else, or anything they find wrong, takes the whole way."""
        if (
            isinstance(action, Roll)
            and id(action) in _OWN_ROLL_IDS
            and seat == CHANCE
            and self.rolling
            and self.white is not None
            and not self.over
            and len(action.dice) == (self.kept.count(False) if self.dice else cb.DICE)
        ):
            return self._roll(action.dice)
        if (
            isinstance(action, Throw)
            and seat == self.turn
            and self.white is not None
            and not (self.over or self.rolling or self.stopped)
            and throw_reason(self, action.keep) is None
        ):
            return self._throw(action.keep)
        return super().apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Dispatch on the kind of action; each handler returns its events."""
        # isinstance rather than type() is: mypy narrows it, and no action class has a subclass.
        if isinstance(action, Roll):
            return self._roll(action.dice)
        if isinstance(action, Throw):
            return self._throw(action.keep)
        if isinstance(action, Announce):
            self.announced = action.combo
            return [Announced(self.turn, action.combo)]
        if isinstance(action, Stop):
            return self._stop(False)
        if isinstance(action, Place):
            return self._place(bd.INDEX[action.cell])
        if isinstance(action, PlaceNothing):
            return [NothingPlaced(self.turn, False, self.throws)] + self._next_turn()
        if isinstance(action, DrawFirst):
            return self._draw(action.seat)
        raise TypeError(type(action))

    def _throw(self, keep: tuple[int, ...]) -> list[Event]:
        """The dice not kept fly (their Roll comes next); a rethrow marks the dice it keeps."""
        self.rolling = True
        if self.dice:
            self.kept = marks(self.dice, keep)
        return []

    def _draw(self, white: int) -> list[Event]:
        """The drawn seat plays white and begins."""
        self.white = self.turn = white
        return [FirstDrawn(white)] + self._begin_turn()

    def _roll(self, values: tuple[int, ...]) -> list[Event]:
        """Unkept dice take the new values; all five are then sorted, kept marks moving along."""
        self.rolling = False
        kept = self.kept
        if True not in kept:
            dice = tuple(sorted(values))
        else:
            keep = kept_values(self.dice, kept)
            dice = tuple(sorted(keep + values))
            kept = self.kept = marks_after(dice, keep)
        self.dice = dice
        throws = self.throws = self.throws + 1
        turn = self.turn
        self.last_throw = (turn, dice, throws)
        made, allowed = options(dice, throws, self.announced)
        board = self.board
        cells = tuple([CELLS[i] for i in allowed if board[i] is None])
        thrown = dice_thrown(turn, throws, values, dice, kept, made, cells)
        if throws == cb.MAX_THROWS:
            return [thrown] + self._stop(True, cells)
        return [thrown]

    def _stop(self, auto: bool, cells: tuple[str, ...] | None = None) -> list[Event]:
        """Throwing is over; with no empty cell to take, the turn passes at once. `cells`: the
        empty cells the dice allow, when the throw that stops has just named them."""
        self.stopped = True
        if cells is None:
            cells = tuple([CELLS[i] for i in self.allowed_cells()])
        stopped = throwing_stopped(self.turn, auto, self.dice, cells)
        if cells:
            return [stopped]
        return [stopped, nothing_placed(self.turn, True, self.throws)] + self._next_turn()

    def _place(self, cell: int) -> list[Event]:
        """Put a pawn down, count the lines it makes, and end the game on a 5 or a 12th pawn."""
        seat = self.turn
        gained = bd.gain(self.board, cell, seat)
        self.board[cell] = seat
        self.pawns[seat] -= 1
        self.points[seat] += gained
        lines = bd.runs_through(self.board, cell)
        events: list[Event] = [
            PawnPlaced(
                seat,
                bd.CELLS[cell],
                bd.COMBO_AT[cell],
                self.pawns[seat],
                tuple(bd.describe(run) for run in lines),
                gained,
                self.points[seat],
                self.throws,
            )
        ]
        if any(length >= ALIGNMENT_ENDS for _, _, length in lines):
            return events + self._end("five")
        if not self.pawns[seat]:
            return events + self._end("pawns")
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        """The other player's turn begins."""
        self.turn = 1 - self.turn
        return self._begin_turn()

    def _begin_turn(self) -> list[Event]:
        """Fresh dice: none thrown, none kept, no APPEL."""
        self.dice = ()
        self.kept = NONE_KEPT
        self.throws = 0
        self.announced = None
        self.stopped = False
        self.turns += 1
        return [turn_began(self.turn, self.pawns[self.turn])]

    def _end(self, cause: str) -> list[Event]:
        """The game stops at once; lines are already counted."""
        self.over = True
        self.cause = cause
        return [
            EndReached(self.turn, cause),
            GameEnded(winners=self.winners(), scores=tuple(self.points)),
        ]

    # --- scores, views, copies ---------------------------------------------------------------

    def black(self) -> int | None:
        """The seat playing black, once the draw is made."""
        return None if self.white is None else 1 - self.white

    def scores(self) -> list[ScoreSheet]:
        """Each seat's lines, itemised by direction."""
        return [score_sheet(self.board, seat) for seat in range(PLAYERS)]

    def totals(self) -> list[int]:
        """The points kept as pawns are placed: no need to itemise."""
        return list(self.points)

    def winners(self) -> tuple[int, ...]:
        """Most points wins; a tie goes to black (RULES.md §5)."""
        if not self.over:
            return ()
        white, black = self.white, self.black()
        assert white is not None and black is not None, "colours are drawn before any move"
        return (white,) if self.points[white] > self.points[black] else (black,)

    def view(self, seat: int | None) -> LinotteView:
        """Everything is public in La Linotte: every seat sees the same table."""
        return public_view(self, seat)

    def snapshot(self) -> JSONDict:
        """The whole state as JSON."""
        return {
            "white": self.white,
            "turn": self.turn,
            "turns": self.turns,
            "dice": list(self.dice),
            "kept": list(self.kept),
            "throws": self.throws,
            "announced": self.announced,
            "stopped": self.stopped,
            "rolling": self.rolling,
            "board": list(self.board),
            "pawns": list(self.pawns),
            "points": list(self.points),
            "over": self.over,
            "cause": self.cause,
        }

    def clone(self) -> LinotteState:
        """A copy made by hand: only the lists need copying (dice and kept marks are tuples)."""
        other = LinotteState.__new__(LinotteState)
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.pawns = list(self.pawns)
        other.points = list(self.points)
        return other


def dice_first(dice: Sequence[int], prefix: tuple, steps: list) -> list:
    """Before the rethrow, the five dice head the chooser's first step (from a state or, at an
    online table, from a view)."""
    if not prefix and dice and steps and steps[0] == "throw":
        return [("die", d) for d in range(cb.DICE)] + steps
    return steps
