"""The Speaker facade: one object the UI talks to, whichever backend actually speaks.

It owns the fallback chain (screen reader → TTS → console): a backend that cannot open,
or breaks mid-game, is replaced by the next one, the UI is told through ``on_fallback``,
and the interrupted text is said again on the new backend. The caller never sees an error.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from typing import Any, TextIO

from .base import REASON_FAILED, REASON_UNAVAILABLE, Backend, BackendFailed
from .console import ConsoleBackend
from .record import RecordBackend

log = logging.getLogger(__name__)

KINDS = ("auto", "screenreader", "tts", "console", "record")
CHAIN = ("screenreader", "tts", "console")

# Told (from, to, reason) on a switch; may return words for the new backend to say first.
FallbackCallback = Callable[[str, str, str], "str | None"]
Opener = Callable[[str], Backend]


def chain_for(kind: str) -> tuple[str, ...]:
    """The backends to try, in order, for a requested kind."""
    if kind == "auto":
        return CHAIN
    if kind in CHAIN:
        return CHAIN[CHAIN.index(kind) :]
    if kind == "record":
        return ("record",)
    raise ValueError(f"unknown speech backend kind {kind!r}; expected one of {KINDS}")


def backend_opener(
    *, lang: str, rate: int | None, voice: str | None, out: TextIO, autospawn: bool
) -> Opener:
    """A function building one backend by kind; heavy libraries load only when asked for."""

    def open_backend(kind: str) -> Backend:
        if kind == "screenreader":
            from . import screenreader

            return screenreader.ScreenReaderBackend(lang, autospawn=autospawn)
        if kind == "tts":
            from . import tts

            return tts.TtsBackend(lang, rate=rate, voice=voice)
        if kind == "console":
            return ConsoleBackend(out)
        if kind == "record":
            return RecordBackend()
        raise ValueError(f"unknown speech backend kind {kind!r}")

    return open_backend


class Speaker:
    """Speaks through the first working backend of a chain and moves down it on failure."""

    def __init__(
        self,
        chain: tuple[str, ...],
        opener: Opener,
        on_fallback: FallbackCallback | None = None,
    ) -> None:
        self._chain, self._open, self._on_fallback = tuple(chain), opener, on_fallback
        self._lock = threading.RLock()
        self._index = -1
        self._backend: Backend | None = None
        self._closed = False
        self._first_words: list[str] = []
        self._advance(None, REASON_UNAVAILABLE)

    @property
    def backend_name(self) -> str:
        """Which kind is speaking now: screenreader, tts, console or record."""
        return self._chain[self._index] if self._backend is not None else "none"

    @property
    def backend(self) -> Backend | None:
        """The live backend (tests read a record backend's ``said`` through it)."""
        return self._backend

    def _advance(self, failed_kind: str | None, reason: str) -> bool:
        """Open the next backend that works; report the switch once; False if none is left."""
        first_failed = failed_kind
        while self._index + 1 < len(self._chain):
            self._index += 1
            kind = self._chain[self._index]
            try:
                self._backend = self._open(kind)
            except Exception as exc:  # unavailable or broken: either way, try the next
                log.info("speech backend %s unavailable: %r", kind, exc)
                first_failed = first_failed or kind
                continue
            if first_failed is not None:
                self._notify(first_failed, kind, reason)
            return True
        self._backend = None
        log.warning("no speech backend left after %s", first_failed)
        return False

    def _notify(self, from_kind: str, to_kind: str, reason: str) -> None:
        """Tell the UI about a switch; a faulty callback must not break speech."""
        if self._on_fallback is None:
            return
        try:
            words = self._on_fallback(from_kind, to_kind, reason)
        except Exception:
            log.exception("on_fallback callback raised")
            return
        if words:
            self._first_words.append(words)

    def _fail_over(self, exc: Exception) -> list[str]:
        """Drop the broken backend and open the next one; what to say on it before the rest."""
        broken, kind = self._backend, self.backend_name
        log.warning("speech backend %s failed: %r", kind, exc)
        self._close_quietly(broken)
        self._advance(kind, REASON_FAILED)
        first, self._first_words = self._first_words, []
        return first

    def _attempt(
        self, action: Callable[[Backend], Any], text: str | None, keep_unsaid: bool
    ) -> None:
        """Run action; on failure fall back, say what the broken backend lost, and retry."""
        backlog: list[str] = []
        while self._backend is not None:
            try:
                while backlog:
                    self._backend.speak(backlog[0], False)
                    backlog.pop(0)
                action(self._backend)
                return
            except Exception as exc:
                unsaid = exc.unsaid if keep_unsaid and isinstance(exc, BackendFailed) else []
                backlog = _merge_backlog(unsaid, backlog, text)
                # The player hears of the switch first, then what the broken backend lost.
                backlog = self._fail_over(exc) + backlog

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say text now (interrupt) or after what is already being said. Never raises."""
        with self._lock:
            if not self._closed:
                self._attempt(lambda b: b.speak(text, interrupt), text, keep_unsaid=True)

    def braille(self, text: str) -> None:
        """Show text on a braille display where the backend supports one. Never raises."""
        with self._lock:
            if not self._closed:
                self._attempt(lambda b: b.braille(text), None, keep_unsaid=True)

    def stop(self) -> None:
        """Silence current and queued speech. Never raises."""
        with self._lock:
            if not self._closed:
                # What the broken backend still held was meant to be silenced anyway.
                self._attempt(lambda b: b.stop(), None, keep_unsaid=False)

    def close(self) -> None:
        """Release the backend; later calls do nothing."""
        with self._lock:
            if not self._closed:
                self._closed = True
                self._close_quietly(self._backend)

    @staticmethod
    def _close_quietly(backend: Backend | None) -> None:
        """Close a backend, logging rather than raising (it may be the broken one)."""
        if backend is None:
            return
        try:
            backend.close()
        except Exception as exc:
            log.debug("closing speech backend %s: %r", getattr(backend, "name", "?"), exc)


def _merge_backlog(unsaid: list[str], backlog: list[str], current: str | None) -> list[str]:
    """Texts to re-say, in order: what the backend had accepted, then what it never got.

    The current text is left out: the retried action says it itself.
    """
    merged = list(unsaid) + [t for t in backlog if t not in unsaid]
    if current is not None and current in merged:
        del merged[len(merged) - 1 - merged[::-1].index(current)]
    return merged


def make_speaker(
    kind: str = "auto",
    *,
    lang: str = "en",
    rate: int | None = None,
    voice: str | None = None,
    out: TextIO | None = None,
    on_fallback: FallbackCallback | None = None,
) -> Speaker:
    """Build the Speaker for a settings value; ``out`` defaults to the current sys.stdout."""
    chain = chain_for(kind)
    opener = backend_opener(
        lang=lang,
        rate=rate,
        voice=voice,
        out=out if out is not None else sys.stdout,
        # Only a player who explicitly asks for the screen reader gets a daemon spawned.
        autospawn=kind == "screenreader",
    )
    return Speaker(chain, opener, on_fallback)
