"""The JSON game record: saves, resume, bug reports and replays all use it.

`{format, game, options, seats, seed, actions, hints}` where each action is
`[seat, {"t": ...}]`. Replaying the actions, chance included, reproduces the state exactly.
`hints` counts the hints the players asked for, so a resumed game still counts as hinted in
the statistics; a record written before it existed has none.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from accessiplay.core.actions import Action, decode_action, encode_action
from accessiplay.core.errors import AccessiplayError, BadRecord
from accessiplay.core.protocol import CHANCE, State, replay
from accessiplay.core.registry import get_game

FORMAT = "accessiplay-record/1"


@dataclasses.dataclass
class GameRecord:
    """Everything needed to rebuild a game: the game, its seats and every action taken."""

    game: str
    seats: list[dict[str, Any]]
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    seed: int = 0
    actions: list[tuple[int, Action]] = dataclasses.field(default_factory=list)
    hints: int = 0

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict."""
        return {
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "seats": self.seats,
            "seed": self.seed,
            "actions": [[seat, encode_action(a)] for seat, a in self.actions],
            "hints": self.hints,
        }

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record, raising BadRecord with the cause for anything foreign or damaged.

        Every field is checked here, so a damaged file is refused when it is opened rather
        than failing later in the middle of a game.
        """
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadRecord("foreign-record")
        name = data.get("game")
        if not isinstance(name, str):
            raise BadRecord("damaged-record")
        try:
            game = get_game(name)
        except AccessiplayError as exc:
            raise BadRecord("unknown-game", name=name[:40]) from exc
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise BadRecord("damaged-record")
        if not game.min_players <= len(seats) <= game.max_players:
            raise BadRecord(
                "bad-player-count", players=len(seats), low=game.min_players, high=game.max_players
            )
        seed = data.get("seed", 0)
        options = data.get("options") or {}
        types = {**game.legacy_action_types, **game.action_types}
        actions = data.get("actions")
        hints = data.get("hints", 0)
        if not _is_int(seed) or not isinstance(options, dict) or not isinstance(actions, list):
            raise BadRecord("damaged-record")
        if not _is_int(hints) or hints < 0:
            raise BadRecord("damaged-record")
        hints = min(hints, MAX_HINTS)
        return cls(
            game=game.id,
            seats=seats,
            options=dict(options),
            seed=seed,
            actions=game.upgrade_actions([_action(item, len(seats), types) for item in actions]),
            hints=hints,
        )

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """Parse JSON text into a record."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise BadRecord("damaged-record") from exc
        return cls.from_json(data)

    def replay(self) -> State:
        """The state these actions lead to; BadRecord if any of them is refused."""
        game = get_game(self.game)
        try:
            return replay(game, len(self.seats), self.options, self.actions)
        except (AccessiplayError, TypeError, ValueError, KeyError, IndexError) as exc:
            # An action of the right name with fields of the wrong kind breaks inside a rule.
            raise BadRecord("record-does-not-replay") from exc


# Seeds and seats are whole numbers a game could really hold; 1e999 or 10**400 are damage.
_LIMIT = 2**63
#: More hints than any game asks: an edited count of 2**63 - 1 loaded, one hint more made it
#: 2**63, and the next resume refused the whole game as damaged. The statistics cap it too.
MAX_HINTS = 10**9 - 1


def _is_int(value: Any) -> bool:
    """A JSON whole number in range (not a bool, not a float such as 1e999)."""
    return isinstance(value, int) and not isinstance(value, bool) and -_LIMIT < value < _LIMIT


def _action(item: Any, players: int, types: Any) -> tuple[int, Action]:
    """One `[seat, action]` pair, its seat a seat of this table or chance."""
    if not isinstance(item, list) or len(item) != 2 or not isinstance(item[1], dict):
        raise BadRecord("damaged-record")
    seat, action = item
    if not _is_int(seat) or not (seat == CHANCE or 0 <= seat < players):
        raise BadRecord("damaged-record")
    return seat, decode_action(action, types)
