"""Errors split by cause, each carrying a reason code the UI turns into localized speech."""

from typing import Any


class AccessiplayError(Exception):
    """Base of every error the core raises on purpose."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason, details)
        self.reason = reason
        self.details = details

    def __str__(self) -> str:
        extra = ", ".join(f"{k}={v!r}" for k, v in sorted(self.details.items()))
        return f"{self.reason}({extra})" if extra else self.reason


class IllegalAction(AccessiplayError, ValueError):
    """The action breaks a rule; the state is untouched. `reason` names the rule."""


class NotYourTurn(IllegalAction):
    """The seat is not one of the seats that must decide now."""

    def __init__(self, seat: int) -> None:
        super().__init__("not-your-turn", seat=seat)


class UnknownGame(AccessiplayError, KeyError):
    """No registered game has this id or alias."""

    def __init__(self, name: str) -> None:
        super().__init__("unknown-game", name=name)


class BadRecord(AccessiplayError, ValueError):
    """A game record (save file) is corrupt, foreign or does not replay."""


class BadSnapshot(AccessiplayError, ValueError):
    """A snapshot given to `Game.from_snapshot` cannot be a position of this game."""


class MalformedSnapshot(BadSnapshot):
    """Not this game's snapshot: a key missing or unknown, a value of the wrong type or range."""


class ImpossiblePosition(BadSnapshot):
    """Well formed, but no game reaches it: `reason` names the rule the position breaks."""
