"""Events: what happened, in the past tense, with who may hear it."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Event:
    """Base of every event. `audience` None means everyone; else the seats that may know it."""

    audience: tuple[int, ...] | None = dataclasses.field(default=None, kw_only=True)

    def heard_by(self, seat: int | None) -> bool:
        """Whether `seat` may be told of this event (None is a spectator: public events only)."""
        return self.audience is None or (seat is not None and seat in self.audience)


@dataclasses.dataclass(frozen=True)
class GameEnded(Event):
    """The game is over; `winners` are seat numbers (several on a shared win)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
