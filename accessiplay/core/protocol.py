"""The game protocol every game package implements (shaped like OpenSpiel, read like python-chess).

A `State` is mutable like a chess board: `apply` changes it and returns the events it caused,
or raises `IllegalAction` and leaves it untouched. `clone()` gives an independent copy for bots.
Chance is explicit: when `CHANCE` is among the acting seats, the session asks
`sample_chance(rng)` for an outcome and applies it as an ordinary action of seat `CHANCE`.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypedDict

from accessiplay.core.actions import Action
from accessiplay.core.errors import (
    IllegalAction,
    ImpossiblePosition,
    MalformedSnapshot,
    NotYourTurn,
)
from accessiplay.core.events import Event
from accessiplay.core.snapshots import integer

if TYPE_CHECKING:
    from accessiplay.present import Presenter

CHANCE = -1
_CHANCE_ONLY = frozenset((CHANCE,))

#: A JSON object: a snapshot, a score's detail, a game's options.
JSONDict = dict[str, Any]
#: What a view is to code that does not know the game; each game narrows it to its TypedDict.
View = Mapping[str, Any]
#: A bot: `(view, legal_actions, rng) -> Action`, deciding from what its seat may know.
Bot = Callable[[View, Sequence[Action], random.Random], Action]
#: One seat's itemised score as views carry it: `[key, points, {detail}]` per item.
ScoreJSON = list[list[Any]]


class ViewHeader(TypedDict):
    """The keys every game's view starts with (see `State.view_header`)."""

    game: str
    players: int
    seat: int | None
    acting: list[int]
    over: bool
    winners: list[int]
    scores: list[ScoreJSON | None]


@dataclasses.dataclass(frozen=True)
class ScoreItem:
    """One line of an itemised score: `key` names the zone or category in the game's locale file."""

    key: str
    points: int
    detail: tuple[tuple[str, Any], ...] = ()

    def args(self) -> JSONDict:
        """The detail as keyword arguments for a message."""
        return dict(self.detail)


@dataclasses.dataclass(frozen=True)
class ScoreSheet:
    """A seat's score, itemised so it can be spoken line by line."""

    items: tuple[ScoreItem, ...]

    @property
    def total(self) -> int:
        """The sum of the items: there is no other source of truth for the total."""
        return sum(item.points for item in self.items)

    def to_json(self) -> ScoreJSON:
        """The items as `[key, points, {detail}]`, as views carry them."""
        return [[i.key, i.points, _plain(dict(i.detail))] for i in self.items]


def _plain(value: Any) -> Any:
    """Tuples become lists (recursively) so a view survives a JSON round trip unchanged."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


class State(ABC):
    """A game in progress. Seats are 0..players-1; `CHANCE` is the dice and the decks."""

    game_id: str
    players: int
    #: Set on the copies a search plays out: views then carry totals, not itemised scores.
    lean: bool = False

    @abstractmethod
    def acting_seats(self) -> frozenset[int]:
        """Seats that must still decide now: {CHANCE} at a chance node, empty when over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> Sequence[Action]:
        """Every action `seat` may take now (empty if it need not act).

        A sequence supporting len, indexing and `in`; a game with a large action space may
        return a lazy one rather than build every action.
        """

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action already known to be legal."""

    def sample_chance(self, rng: random.Random) -> Action:
        """Draw the chance outcome (a roll, a shuffle) with the session's own generator.

        A game without dice or decks never reports a chance node and need not override this:
        being asked anyway means its `acting_seats` named CHANCE by mistake.
        """
        raise RuntimeError(f"{type(self).__name__} was asked for chance but has none")

    @abstractmethod
    def scores(self) -> list[ScoreSheet]:
        """Every seat's itemised score, at any moment of the game."""

    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (several when a tie is shared)."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """What `seat` may know, as JSON (None: a spectator). Nothing else leaves the core."""

    @abstractmethod
    def snapshot(self) -> JSONDict:
        """The whole state as JSON, secrets included: two equal snapshots are equal states."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy, for bots that look ahead."""

    def totals(self) -> list[int]:
        """Every seat's total score: what search needs, without the itemised sheets (games with
        a cheaper way to count override this)."""
        return [sheet.total for sheet in self.scores()]

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return not self.acting_seats()

    def view_header(
        self, seat: int | None, score_known: Callable[[int], bool] | None = None
    ) -> ViewHeader:
        """The keys every view starts with; `score_known(s)` says whether `seat` may know s's score.

        A state marked `lean` (a bot's rollout) gives each score as its one total item,
        `[["total", points, {}]]`: bots read totals, and itemising costs most of a view.
        """
        if self.lean:
            # The JSON of a one-item sheet, written directly: search asks for many views.
            scores: list[ScoreJSON | None] = [[["total", t, {}]] for t in self.totals()]
        else:
            scores = [sheet.to_json() for sheet in self.scores()]
        if score_known is not None:
            scores = [sheet if score_known(s) else None for s, sheet in enumerate(scores)]
        return {
            "game": self.game_id,
            "players": self.players,
            "seat": seat,
            "acting": sorted(self.acting_seats() - _CHANCE_ONLY),
            "over": self.is_terminal(),
            "winners": list(self.winners()),
            "scores": scores,
        }

    def is_chance(self) -> bool:
        """Whether the dice or the deck decide next."""
        return CHANCE in self.acting_seats()

    def illegal_reason(self, seat: int, action: Action) -> str | None:
        """Why `action` is illegal for `seat`, or None. Games may override with finer reasons."""
        return None if action in self.legal_actions(seat) else "not-legal"

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check then carry out `action`; raises IllegalAction and changes nothing if it breaks a rule."""
        if seat not in self.acting_seats():
            raise NotYourTurn(seat)
        reason = self.illegal_reason(seat, action)
        if reason is not None:
            raise IllegalAction(reason, action=repr(action))
        return self._apply(seat, action)

    def next_steps(self, seat: int, prefix: tuple[Any, ...]) -> list[Any]:
        """The distinct next components after `prefix` among the legal actions, in their order."""
        seen: dict[Any, None] = {}
        depth = len(prefix)
        for action in self.legal_actions(seat):
            path = action.steps()
            if path[:depth] == prefix and len(path) > depth:
                seen.setdefault(path[depth], None)
        return list(seen)

    def action_at(self, seat: int, path: tuple[Any, ...]) -> Action | None:
        """The legal action whose whole path is `path`, or None while the path is still partial."""
        for action in self.legal_actions(seat):
            if action.steps() == path:
                return action
        return None


class Game(ABC):
    """A registered game: its id, aliases, seat range and how to start a state."""

    id: str
    aliases: tuple[str, ...] = ()
    min_players: int
    max_players: int
    action_types: Mapping[str, type[Action]]
    #: Actions only old records hold, decoded so `upgrade_actions` can rewrite them.
    legacy_action_types: Mapping[str, type[Action]] = {}
    default_options: Mapping[str, Any] = {}
    #: The Python package of the game, where `present` and `bots` modules live.
    package: str
    #: No game may take more actions than this (chance included): the conformance bound.
    max_actions: int = 5000
    #: Whether the game is played for a score (roll-and-writes) rather than won against others.
    scored: bool = False
    #: Whether the fewest points win (Sixteen's points left in hand): a hint's "more points"
    #: then sounds worse, not better.
    fewest_points_win: bool = False
    #: Where the game stands in the menus (lower first; ties by id). Games found later sort last.
    menu_order: int = 1000
    #: Whether every seat sees the same table (no hand, no secret choice): humans sharing one
    #: keyboard then pass it on without the hand-over's confirming key, as there is nothing
    #: to hide. The conformance test holds a game that says so to it.
    seats_see_alike: bool = False

    @abstractmethod
    def new_state(self, players: int, options: Mapping[str, Any] | None = None) -> State:
        """A fresh game for `players` seats, before any chance node is resolved."""

    def from_snapshot(self, snapshot: Mapping[str, Any]) -> State:
        """The position a snapshot describes (as a FEN is to python-chess), checked first.

        Raises `MalformedSnapshot` when it is not this game's snapshot (not JSON, a key missing
        or unknown, a value of the wrong type or range, a value the state would not keep) and
        `ImpossiblePosition` when it is well formed but breaks a rule. The game's `position`
        module reads the values (`read(data)`, with `core.snapshots`) and names the rule a
        position breaks (`problem(state)`).
        `from_snapshot(state.snapshot())` is a state equal to `state`.
        """
        if not isinstance(snapshot, Mapping):
            raise MalformedSnapshot("not-a-snapshot")
        try:
            data = json.loads(json.dumps(snapshot))
        except (TypeError, ValueError):
            raise MalformedSnapshot("not-json") from None
        players = integer(
            data.get("players", self.min_players), "players", self.min_players, self.max_players
        )
        expected = set(self.new_state(players).snapshot())
        for key in sorted(expected - set(data)):
            raise MalformedSnapshot("missing-key", field=key)
        for key in sorted(set(data) - expected):
            raise MalformedSnapshot("unknown-key", field=key)
        position = importlib.import_module(f"{self.package}.position")
        state: State = position.read(data)
        if state.snapshot() != data:
            raise MalformedSnapshot("not-canonical")
        problem: str | None = position.problem(state)
        if problem is not None:
            raise ImpossiblePosition(problem)
        return state

    def check_players(self, players: int) -> None:
        """Refuse a seat count the game does not support."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction(
                "bad-player-count", players=players, low=self.min_players, high=self.max_players
            )

    def presenter(self) -> Presenter[Any]:
        """The game's Presenter, imported only when a screen needs it."""
        presenter: Presenter[Any] = importlib.import_module(f"{self.package}.present").PRESENTER
        return presenter

    def bot(self, level: str) -> Bot:
        """The bot of this level: `(view, legal_actions, rng) -> Action`, seeing only its view."""
        bot: Bot = importlib.import_module(f"{self.package}.bots").BOTS[level]
        return bot

    def bot_levels(self) -> tuple[str, ...]:
        """The levels this game's bots offer, weakest first."""
        return tuple(importlib.import_module(f"{self.package}.bots").BOTS)

    def shuffle_secrets(self, state: State, seat: int, rng: random.Random) -> State | None:
        """A copy of `state` differing only in what `seat` must not know (None: nothing hidden).

        The conformance test checks that `view(seat)` is the same for both.
        """
        return None

    def world_for(self, state: State, seat: int, rng: random.Random) -> State:
        """A copy of `state` as `seat` may imagine it: its secrets drawn afresh (hard bots
        search in these, so they know no more than the seat's view)."""
        return self.shuffle_secrets(state, seat, rng) or state.clone()

    def view_steps(self, view: View, prefix: tuple[Any, ...], steps: list[Any]) -> list[Any]:
        """The chooser's options after `prefix` where only a view and the legal actions are
        known (an online table's client): `steps`, derived from the legal actions, unless the
        game's `next_steps` adds options of its own, which it then adds here from the view."""
        return steps

    def upgrade_actions(self, actions: Sequence[tuple[int, Action]]) -> list[tuple[int, Action]]:
        """A record's actions in today's shape (a game whose actions changed rewrites old ones)."""
        return list(actions)

    def options(self, given: Mapping[str, Any] | None) -> JSONDict:
        """The default options overlaid with those given."""
        merged = dict(self.default_options)
        merged.update(given or {})
        return merged


def replay(
    game: Game,
    players: int,
    options: Mapping[str, Any] | None,
    actions: Sequence[tuple[int, Action]],
) -> State:
    """Rebuild a state by applying a recorded sequence of (seat, action)."""
    state = game.new_state(players, options)
    for seat, action in actions:
        state.apply(seat, action)
    return state


def view_seat(view: ViewHeader) -> int:
    """The seat a view was made for, where only a seat can be asking (a bot, the chooser)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat")
    return seat


def public_scores(view: ViewHeader) -> list[ScoreJSON]:
    """Every seat's itemised score, from the view of a game that hides no score."""
    scores = view["scores"]
    if any(sheet is None for sheet in scores):
        raise ValueError("this view hides a score")
    return [sheet for sheet in scores if sheet is not None]
