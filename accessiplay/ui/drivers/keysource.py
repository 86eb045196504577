"""Where plain mode's keys come from: a terminal in raw mode, or a pipe (a scripted run).

prompt_toolkit's input layer does the reading and the parsing: its raw mode, its Windows
console reader and its table of every terminal's escape sequences. Only waiting for the next
key with a deadline is ours, since prompt_toolkit leaves that to an asyncio loop we do not
start in plain mode.
"""

from __future__ import annotations

import codecs
import os
import queue
import sys
import threading
from contextlib import ExitStack
from typing import Any, TextIO

# The navigation keys keep their meaning whatever modifier is held (Shift+Up is Up).
_NAVIGATION = ("up", "down", "left", "right", "home", "end", "pageup", "pagedown")
_MODIFIERS = ("c-s-", "s-", "c-")
# Terminal replies and mouse reports are not keys a player pressed.
_NOT_KEYS = (
    "<ignore>",
    "<cursor-position-response>",
    "<vt100-mouse-event>",
    "<windows-mouse-event>",
)
# After a lone Escape, this long without a following byte means the player pressed Escape.
ESCAPE_WAIT = 0.05


def key_name(press: Any) -> str | None:
    """The name prompt_toolkit gave a key press, as plain mode hands it on; None to skip."""
    key = press.key if isinstance(press.key, str) else press.key.value
    if key in _NOT_KEYS:
        return None
    for prefix in _MODIFIERS:
        if key.startswith(prefix) and key[len(prefix) :] in _NAVIGATION:
            return key[len(prefix) :]
    return key


def _names(presses: list[Any]) -> list[str]:
    """Key names of several presses, terminal replies left out."""
    return [name for name in map(key_name, presses) if name is not None]


class TerminalKeys:
    """Keys from a terminal (or a Windows console) held in raw mode while the game runs."""

    def __init__(self, stdin: TextIO) -> None:
        from prompt_toolkit.input import create_input

        self._input = create_input(stdin)
        self._stack = ExitStack()
        self._just_read = False

    def __enter__(self) -> TerminalKeys:
        self._stack.enter_context(self._input.raw_mode())
        return self

    def __exit__(self, *exc: object) -> None:
        self._stack.close()

    def restore(self) -> None:
        """Give the terminal back its own modes now (before a signal ends the process)."""
        self._stack.close()

    def read(self, timeout: float) -> list[str] | None:
        """Keys pressed within timeout (maybe none); None once the terminal is gone."""
        # Right after a read, the parser may hold a lone Escape back to see whether a sequence
        # follows: a short quiet moment then means the player pressed Escape itself.
        wait = ESCAPE_WAIT if self._just_read else timeout
        self._just_read = _wait_for_input(self._input, wait)
        if not self._just_read:
            return _names(self._input.flush_keys())
        presses = self._input.read_keys()
        if self._input.closed:
            return None
        return _names(presses)


def _wait_for_input(inp: Any, timeout: float) -> bool:
    """Block until the terminal has input or timeout passes; True if there is input."""
    if sys.platform == "win32":
        from prompt_toolkit.eventloop.win32 import wait_for_handles

        return wait_for_handles([inp.handle], int(timeout * 1000)) is not None
    import select

    try:
        ready, _, _ = select.select([inp.fileno()], [], [], timeout)
    except (OSError, ValueError):
        return True  # a closed descriptor: read_keys notices and says so
    return bool(ready)


class PipedKeys:
    """Keys from a pipe or a file: a scripted run, the same parser as a terminal.

    A thread does the blocking reads, because no call waits on a pipe with a deadline on
    every OS (select does not take pipes on Windows).
    """

    def __init__(self, stdin: TextIO) -> None:
        from prompt_toolkit.input.vt100_parser import Vt100Parser

        self._fd = stdin.fileno()
        self._presses: list[Any] = []
        self._parser = Vt100Parser(self._presses.append)
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._chunks: queue.SimpleQueue[bytes] = queue.SimpleQueue()
        self._ended = False
        threading.Thread(target=self._pump, name="accessiplay-keys", daemon=True).start()

    def __enter__(self) -> PipedKeys:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def restore(self) -> None:
        """Nothing to give back: a pipe has no modes."""

    def _pump(self) -> None:
        """Read the pipe until it ends; an empty chunk says it ended."""
        while True:
            try:
                chunk = os.read(self._fd, 4096)
            except OSError:
                chunk = b""
            self._chunks.put(chunk)
            if not chunk:
                return

    def read(self, timeout: float) -> list[str] | None:
        """Keys that arrived within timeout; None once the pipe is read to its end."""
        if self._ended:
            return None
        try:
            chunk = self._chunks.get(timeout=timeout)
        except queue.Empty:
            chunk = None
        if chunk is None:
            self._parser.flush()  # a quiet pipe: a held-back Escape was pressed alone
        elif chunk:
            self._parser.feed(self._decoder.decode(chunk))
        else:
            self._ended = True
            self._parser.feed(self._decoder.decode(b"", final=True))
            self._parser.flush()
        presses, self._presses[:] = list(self._presses), []
        return _names(presses)


def open_keys(stdin: TextIO) -> TerminalKeys | PipedKeys:
    """The key source for this standard input: raw terminal keys, or a script's bytes."""
    return TerminalKeys(stdin) if stdin.isatty() else PipedKeys(stdin)
