"""A tutorial's script: the data a guided first game is made of, checked against the rules core.

A script is a real game told in advance. Its beats come in the order the game asks for them:
a `Chance` beat answers the dice or the deck, an `Opponent` beat is the scripted seat's move,
and a `Move` beat is what the player is asked to do, with its explanation and its hint. The
words live in `locales/<lang>/<game-id>-tutorial.ftl`, found from the step's name, so a script
holds no human text and the same script teaches in every language.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from accessiplay.core import Action


@dataclasses.dataclass(frozen=True)
class Chance:
    """The dice, the deal or the card the game would have drawn at random."""

    outcome: Action


@dataclasses.dataclass(frozen=True)
class Opponent:
    """The scripted seat's move, chosen to show what the player must learn to watch for."""

    seat: int
    action: Action


@dataclasses.dataclass(frozen=True)
class Move:
    """What the player is asked to do.

    `step` names the words: `<game-id>-tutorial-<step>` explains and asks before the move,
    `<game-id>-tutorial-<step>-hint` answers any other move. `rules` are the rule ids this
    move shows in play (the script's test also finds each of them in the game's events).
    """

    action: Action
    step: str
    rules: tuple[str, ...] = ()
    #: The keys the explanation tells the player to press, when the move is not one path of
    #: the chooser (La Linotte's dice marked to keep, then R); tests press exactly these.
    keys: tuple[str, ...] = ()


Beat = Chance | Opponent | Move


@dataclasses.dataclass(frozen=True)
class Script:
    """A whole guided game: its table, its beats, and the rules it promises to show."""

    game: str
    #: Seat kinds as the setup screen names them; the player is seat `player`.
    seats: tuple[str, ...]
    beats: tuple[Beat, ...]
    #: The rule ids of the game's list (issue 16, item 1) this tutorial must show in play.
    rules: tuple[str, ...]
    player: int = 0
    #: A position to start from (Game.from_snapshot) when a whole game would be too long.
    start: dict[str, Any] | None = None
    #: Options of the game, when the tutorial's table needs them.
    options: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def moves(self) -> tuple[Move, ...]:
        """The player's moves, in order: the tutorial's steps."""
        return tuple(b for b in self.beats if isinstance(b, Move))

    def msg_ids(self) -> list[str]:
        """Every message id the script's steps speak, for the locale tests."""
        ids = []
        for move in self.moves:
            ids += [f"{self.game}-tutorial-{move.step}", f"{self.game}-tutorial-{move.step}-hint"]
        return ids
