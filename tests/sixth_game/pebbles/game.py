"""The rules of Pebbles: actions, events, state and the registered game, small enough for one file."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from accessiplay.core.actions import Action, action_types
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import Game, ScoreItem, ScoreSheet, State

PILE = 10
MOST = 3


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take this many pebbles from the pile."""

    count: int


@dataclasses.dataclass(frozen=True)
class Took(Event):
    """A seat took pebbles; `left` is the pile afterwards, so the event says what it shows."""

    seat: int
    count: int
    left: int


class PebblesState(State):
    """The pile, whose turn it is and who took the last pebble."""

    game_id = "pebbles"

    def __init__(self, players: int):
        self.players = players
        self.pile = PILE
        self.turn = 0
        self.winner: int | None = None

    def acting_seats(self) -> frozenset[int]:
        """The seat to move, none once the pile is empty."""
        return frozenset() if self.winner is not None else frozenset({self.turn})

    def legal_actions(self, seat: int) -> list[Action]:
        """Take 1 to 3, never more than the pile holds."""
        if seat not in self.acting_seats():
            return []
        return [Take(n) for n in range(1, min(MOST, self.pile) + 1)]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Take the pebbles; the last one wins."""
        assert isinstance(action, Take)
        self.pile -= action.count
        events: list[Event] = [Took(seat=seat, count=action.count, left=self.pile)]
        if self.pile == 0:
            self.winner = seat
            events.append(GameEnded(winners=(seat,), scores=tuple(self._points())))
        else:
            self.turn = (seat + 1) % self.players
        return events

    def _points(self) -> list[int]:
        """One point to whoever took the last pebble."""
        return [int(seat == self.winner) for seat in range(self.players)]

    def scores(self) -> list[ScoreSheet]:
        """One item per seat: the last pebble."""
        return [ScoreSheet((ScoreItem("last", p),)) for p in self._points()]

    def winners(self) -> tuple[int, ...]:
        """Whoever took the last pebble."""
        return () if self.winner is None else (self.winner,)

    def view(self, seat: int | None) -> dict:
        """Everything is public."""
        return {**self.view_header(seat), "pile": self.pile}

    def snapshot(self) -> dict:
        """The pile, the turn and the winner."""
        return {
            "players": self.players,
            "pile": self.pile,
            "turn": self.turn,
            "winner": self.winner,
        }

    def clone(self) -> PebblesState:
        """Three numbers to copy."""
        other = PebblesState(self.players)
        other.pile, other.turn, other.winner = self.pile, self.turn, self.winner
        return other


class PebblesGame(Game):
    """Two players, one pile."""

    id = "pebbles"
    aliases = ("nim",)
    min_players = 2
    max_players = 2
    action_types = action_types(Take)
    package = "pebbles"
    max_actions = PILE

    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """A full pile, the first seat to move."""
        self.check_players(players)
        return PebblesState(players)


GAME = PebblesGame()
