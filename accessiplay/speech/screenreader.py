"""Screen-reader backend: accessible_output2 (NVDA, JAWS, SAPI, VoiceOver, speech-dispatcher).

Every call into accessible_output2 runs on a helper thread with a deadline: speechd's client
can block forever when its daemon dies or wedges, and the UI thread must never hang.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from .base import BackendFailed, BackendUnavailable
from .caller import DeadlineCaller
from .quiet import captured_output
from .respell import respeller
from .speechd_path import import_speechd

log = logging.getLogger(__name__)

OPEN_TIMEOUT = 5.0  # Auto() connects and negotiates with the daemon: a few ms when healthy
# One CANCEL + SPEAK round trip takes about 1 ms; the margin is for a loaded machine, since
# a timeout gives up on the screen reader for the rest of the session.
CALL_TIMEOUT = 2.0


def _probe_speech_dispatcher(speechd: Any) -> None:
    """Refuse when no daemon already listens, instead of letting speechd autospawn one.

    An autospawned daemon on a machine without working audio hangs on PulseAudio and
    ignores SIGTERM; and a daemon that nobody started means no screen reader is running.
    """
    try:
        client = speechd.SSIPClient("accessiplay-probe", autospawn=False)
    except Exception as exc:
        raise BackendUnavailable(f"speech-dispatcher not running: {exc!r}") from exc
    try:
        client.close()
    except Exception as exc:  # the probe worked; a failed goodbye does not matter
        log.debug("speechd probe close: %r", exc)


def _set_language(output: Any, lang: str) -> None:
    """Ask speech-dispatcher for a voice in the game's language (our connection only)."""
    client = getattr(output, "_client", None)
    if client is None or not hasattr(client, "set_language"):
        return
    try:
        client.set_language(lang.replace("_", "-").split("-")[0].lower())
    except Exception as exc:
        log.debug("set_language(%s) refused: %r", lang, exc)


def _system_voice(output: Any) -> bool:
    """Whether an output is the system's own voice (SAPI) rather than a screen reader."""
    system = getattr(output, "is_system_output", None)
    return bool(system()) if system is not None else False


def _open_auto(lang: str, autospawn: bool) -> Any:
    """Build accessible_output2's Auto() quietly and check that some output answers."""
    if sys.platform.startswith("linux"):
        speechd = import_speechd()
        if speechd is None:
            raise BackendUnavailable("python speechd package not found")
        if not autospawn:
            _probe_speech_dispatcher(speechd)
    with captured_output("accessible_output2"):
        try:
            from accessible_output2.outputs.auto import Auto
        except Exception as exc:  # not installed, or a platform module failed to load
            raise BackendUnavailable(f"accessible_output2 unusable: {exc!r}") from exc
        auto = Auto()
        output = auto.get_first_available_output()
    if output is None:
        raise BackendUnavailable("no accessible_output2 output is active")
    if _system_voice(output):
        # On Windows, SAPI answers even with no screen reader running: that is the TTS
        # backend's job (pyttsx3 speaks through SAPI5), and the player must not hear
        # "through your screen reader" when none is there.
        raise BackendUnavailable(f"no screen reader running, only {output.name}")
    _set_language(output, lang)
    return auto


class ScreenReaderBackend:
    """Speaks through whatever screen reader or speech service accessible_output2 finds."""

    name = "screenreader"

    def __init__(
        self,
        lang: str = "en",
        *,
        autospawn: bool = False,
        open_timeout: float = OPEN_TIMEOUT,
        call_timeout: float = CALL_TIMEOUT,
    ) -> None:
        self._caller = DeadlineCaller("accessiplay-screenreader")
        self._call_timeout = call_timeout
        self._broken = False
        self._closed = False
        try:
            self._auto = self._caller.call(lambda: _open_auto(lang, autospawn), open_timeout)
        except BackendUnavailable:
            self._caller.shutdown(0.2)
            raise
        except Exception as exc:
            self._caller.shutdown(0.2)
            raise BackendUnavailable(f"screen reader did not open: {exc!r}") from exc
        self.output_name = getattr(self._auto.get_first_available_output(), "name", "")
        self._respell = respeller(lang)

    def _guarded(self, fn: Any, unsaid: list[str]) -> Any:
        """Run fn on the helper thread; any failure marks the backend broken for good."""
        if self._broken:
            raise BackendFailed("screen reader already failed", unsaid)
        try:
            return self._caller.call(fn, self._call_timeout)
        except Exception as exc:
            self._broken = True
            raise BackendFailed(f"screen reader failed: {exc!r}", unsaid) from exc

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Send text; with interrupt, accessible_output2 cancels the current speech first."""
        spoken = self._respell(text)  # the braille display keeps the game's spelling
        self._guarded(lambda: self._auto.speak(spoken, interrupt=interrupt), [text])

    def braille(self, text: str) -> None:
        """Braille where the output supports it (NVDA, JAWS); elsewhere a harmless no-op."""
        self._guarded(lambda: self._auto.braille(text), [])

    def stop(self) -> None:
        """Cancel current and queued speech of our connection."""
        self._guarded(self._silence, [])

    def _silence(self) -> None:
        """Silence the active output if it knows how."""
        silence = getattr(self._auto.get_first_available_output(), "silence", None)
        if silence is not None:
            silence()

    def close(self) -> None:
        """Close the daemon connection (older speechd needs it for a clean exit)."""
        if self._closed:
            return
        self._closed = True
        if not self._caller.stuck:
            try:
                # Also after a failure: closing a dead socket is harmless and frees it.
                self._caller.call(self._close_outputs, self._call_timeout)
            except Exception as exc:
                log.debug("screen reader close: %r", exc)
        self._broken = True
        self._caller.shutdown(0.5)

    def _close_outputs(self) -> None:
        """Close every output Auto() opened, not just the active one."""
        for output in getattr(self._auto, "outputs", []):
            close = getattr(output, "close", None)
            if close is not None and getattr(output, "is_active", lambda: False)():
                close()
