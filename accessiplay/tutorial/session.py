"""A tutorial's game: a real session whose dice, deck and opponent come from the script.

It never writes a file: no autosave, no named save, nothing a player's saved games could
mix up with their own. Statistics are the game screen's `flow.finish`, which the coach
replaces, so a tutorial never counts either.
"""

from __future__ import annotations

from pathlib import Path

from accessiplay.core import CHANCE, Game
from accessiplay.session import Seat, Session, Step
from accessiplay.storage import data_dir
from accessiplay.tutorial.script import Beat, Chance, Move, Opponent, Script


class ScriptedSession(Session):
    """A session that plays the script's chance and opponent beats as the game asks for them."""

    def __init__(self, game: Game, seats: list[Seat], script: Script) -> None:
        # The path is only ever given to the lock helpers (which hold nothing for it): the
        # session writes nothing, so no save of the player's can be touched.
        path = data_dir() / "tutorials" / f"{game.id}.none"
        super().__init__(game, seats, options=script.options or None, save_path=path)
        self.autosave = False
        self.script = script
        if script.start is not None:
            self.state = game.from_snapshot(script.start)
        #: Index of the next beat of the script.
        self.cursor = 0

    def beat(self) -> Beat | None:
        """The beat the game waits for now, if the script still has one."""
        beats = self.script.beats
        return beats[self.cursor] if self.cursor < len(beats) else None

    def auto_step(self, save: bool = True) -> Step | None:
        """Chance and the opponent from the script; past its end, the game's own dice and bots."""
        if self.state.is_terminal():
            return None
        beat = self.beat()
        if self.state.is_chance() and isinstance(beat, Chance):
            self.cursor += 1
            return self._commit(CHANCE, beat.outcome, False)
        if isinstance(beat, Opponent) and beat.seat in self.state.acting_seats():
            self.cursor += 1
            return self._commit(beat.seat, beat.action, False)
        return super().auto_step(save=False)

    def expected(self) -> Move | None:
        """The move the player is asked for now, when the game waits for it."""
        beat = self.beat()
        if isinstance(beat, Move) and self.script.player in self.state.acting_seats():
            return beat
        return None

    def advance(self) -> None:
        """The player made the move asked for: the script moves on."""
        self.cursor += 1

    def fast_forward(self, steps: int) -> int:
        """Play the script silently up to the player's step `steps` (a tutorial taken up again);
        returns the steps actually passed."""
        done = 0
        while done < steps and self.cursor < len(self.script.beats):
            beat = self.script.beats[self.cursor]
            if isinstance(beat, Move):
                self._commit(self.script.player, beat.action, False)
                done += 1
                self.cursor += 1
            elif self.auto_step() is None:
                break
        return done

    def save(self, path: Path | None = None) -> Path | None:
        """A tutorial is never written anywhere."""
        return None
