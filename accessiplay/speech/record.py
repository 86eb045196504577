"""Record backend: remembers everything, for tests of the UI and presenters."""

from __future__ import annotations


class RecordBackend:
    """Keeps ``said`` as (text, interrupt) pairs and ``brailled`` texts, in order."""

    name = "record"
    backend_name = "record"  # lets UI tests use a bare RecordBackend where a Speaker goes

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []
        self.brailled: list[str] = []
        self.stops = 0
        self.closed = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Record the announcement and whether it asked to interrupt."""
        self.said.append((text, interrupt))

    def braille(self, text: str) -> None:
        """Record the braille text."""
        self.brailled.append(text)

    def stop(self) -> None:
        """Count stops so UI tests can check that Ctrl or Escape silenced speech."""
        self.stops += 1

    def close(self) -> None:
        """Remember the close so tests can check resources are released."""
        self.closed = True

    @property
    def texts(self) -> list[str]:
        """Only the texts, the usual thing a UI test compares."""
        return [text for text, _ in self.said]
