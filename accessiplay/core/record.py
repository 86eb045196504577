"""The JSON game record: saves, resume, bug reports and replays all use it.

`{format, game, options, seats, seed, actions}` where each action is `[seat, {"t": ...}]`.
Replaying the actions, chance included, reproduces the state exactly.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from accessiplay.core.actions import Action, decode_action, encode_action
from accessiplay.core.errors import AccessiplayError, BadRecord
from accessiplay.core.protocol import State, replay
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

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict."""
        return {
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "seats": self.seats,
            "seed": self.seed,
            "actions": [[seat, encode_action(a)] for seat, a in self.actions],
        }

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Read a record, raising BadRecord for anything foreign or damaged."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadRecord("foreign-record")
        try:
            game = get_game(data["game"])
            seats = list(data["seats"])
            actions = [
                (int(seat), decode_action(a, game.action_types)) for seat, a in data["actions"]
            ]
            return cls(
                game=game.id,
                seats=seats,
                options=dict(data.get("options") or {}),
                seed=int(data.get("seed", 0)),
                actions=actions,
            )
        except BadRecord:
            raise
        except (AccessiplayError, KeyError, TypeError, ValueError) as exc:
            raise BadRecord("damaged-record") from exc

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        """Parse JSON text into a record."""
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise BadRecord("damaged-record") from exc
        return cls.from_json(data)

    def replay(self) -> State:
        """The state these actions lead to; BadRecord if any of them is refused."""
        game = get_game(self.game)
        try:
            return replay(game, len(self.seats), self.options, self.actions)
        except AccessiplayError as exc:
            raise BadRecord("record-does-not-replay") from exc
