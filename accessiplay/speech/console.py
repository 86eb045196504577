"""Console backend: one printed line per announcement, for terminal screen readers and braille."""

from __future__ import annotations

from typing import TextIO


def one_line(text: str) -> str:
    """Fold line breaks so one announcement is one line a braille display can pan through."""
    return " ".join(text.split("\n")).replace("\r", " ")


class ConsoleBackend:
    """Prints each announcement as a plain line; never draws, never moves the cursor."""

    name = "console"

    def __init__(self, out: TextIO) -> None:
        self._out = out

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Print the text; a printed line cannot be interrupted, so interrupt is ignored."""
        self._out.write(one_line(text) + "\n")
        self._out.flush()

    def braille(self, text: str) -> None:
        """Do nothing: the spoken line is already what the braille display shows."""

    def stop(self) -> None:
        """Do nothing: printed lines are never pending."""

    def close(self) -> None:
        """Leave ``out`` open: the console belongs to the caller."""
