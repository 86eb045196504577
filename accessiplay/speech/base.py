"""What every speech backend promises, and the two ways a backend can let us down."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

# Reason codes handed to ``on_fallback``; the UI turns them into localized words.
REASON_UNAVAILABLE = "unavailable"
REASON_FAILED = "failed"


class BackendUnavailable(RuntimeError):
    """Raised by a backend constructor when its engine, daemon or library is absent."""


class BackendFailed(RuntimeError):
    """Raised by a working backend that has just broken, so the facade moves on.

    ``unsaid`` carries texts the backend had accepted but could not speak, so the next
    backend can say them instead of losing them.
    """

    def __init__(self, message: str, unsaid: list[str] | None = None) -> None:
        super().__init__(message)
        self.unsaid = list(unsaid or [])


@runtime_checkable
class Backend(Protocol):
    """The small surface the Speaker facade drives."""

    name: str

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say text, optionally cutting off what is being said."""

    def braille(self, text: str) -> None:
        """Show text on a braille display where the backend can."""

    def stop(self) -> None:
        """Silence current and queued speech."""

    def close(self) -> None:
        """Release threads, sockets and engines."""
