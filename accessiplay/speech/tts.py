"""TTS backend: pyttsx3 (espeak-ng on Linux) driven by one dedicated worker thread.

pyttsx3 speaks only the last of several queued say() calls and its stop() blocks until the
current utterance ends, so the worker feeds it one utterance at a time and "interrupt"
means discarding what is still queued here, never calling engine.stop() from the caller.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import pyttsx3_glue
from .base import BackendFailed, BackendUnavailable
from .pyttsx3_glue import render_to_wav
from .respell import respeller
from .voices import find_named_voice

__all__ = ["TtsBackend", "TtsWorker", "render_to_wav"]

log = logging.getLogger(__name__)

START_TIMEOUT = 5.0  # pyttsx3 import + espeak init take about 0.06 s here
#: Beyond its own timeout, how long an utterance may hold the worker before it counts as stuck:
#: say_one returns once the timeout is over, so only a driver wedged inside runAndWait stays.
STUCK_GRACE = 5.0


class TtsWorker:
    """Owns the engine on its own thread; utterances wait in a queue that interrupt empties."""

    def __init__(
        self,
        engine_factory: Callable[[], Any],
        prepare: Callable[[Any], None] = lambda engine: None,
        say: Callable[[Any, str], Any] = pyttsx3_glue.say_one,
    ) -> None:
        self._factory, self._prepare, self._say = engine_factory, prepare, say
        self._queue: deque[str] = deque()
        self._cond = threading.Condition()
        self._closing = False
        self._current: str | None = None
        self._since: float | None = None  # when the utterance being spoken reached the driver
        self.stuck = False  # the driver never returned from an utterance: the thread is lost
        self.failure: BaseException | None = None
        self._ready = threading.Event()
        # Daemon: an utterance stuck in the driver must not keep the game from exiting.
        self.thread = threading.Thread(target=self._run, name="accessiplay-tts", daemon=True)

    def start(self, timeout: float = START_TIMEOUT) -> None:
        """Start the thread and wait until its engine is ready; raise if it cannot be."""
        self.thread.start()
        if not self._ready.wait(timeout):
            self.close(0.1)
            raise BackendUnavailable(f"TTS engine not ready within {timeout} s")
        if self.failure is not None:
            raise BackendUnavailable(
                f"TTS engine failed to start: {self.failure!r}"
            ) from self.failure

    def _run(self) -> None:
        """Create the engine here (it belongs to this thread), then speak until closed."""
        try:
            engine = self._factory()
        except BaseException as exc:  # reported to start(), never printed
            self.failure = exc
            self._ready.set()
            return
        self._ready.set()
        while (text := self._next()) is not None:
            try:
                with pyttsx3_glue.ENGINE_LOCK:
                    self._since = time.monotonic()
                    self._prepare(engine)
                    finished = self._say(engine, text)
                    self._since = None
            except Exception as exc:
                # Keep _current: submit() hands it to the next backend as unsaid.
                log.debug("TTS utterance failed: %r", exc)
                self.failure = exc
                return
            if finished is False:
                log.debug("TTS utterance did not report its end in time")
            with self._cond:
                self._current = None

    def _next(self) -> str | None:
        """Block for the next utterance; None when closing."""
        with self._cond:
            while not self._queue and not self._closing:
                self._cond.wait()
            if self._closing:
                return None
            self._current = self._queue.popleft()
            return self._current

    def submit(self, text: str, interrupt: bool = False) -> None:
        """Queue text, first dropping everything queued if interrupt; raise if the worker died."""
        with self._cond:
            if self._stuck():
                self.stuck = True
                self.failure = TimeoutError("an utterance never returned from the TTS driver")
            if self.failure is not None or not self.thread.is_alive():
                unsaid = [t for t in (self._current, *self._queue) if t] + [text]
                self._queue.clear()
                raise BackendFailed(f"TTS worker stopped: {self.failure!r}", unsaid)
            if interrupt:
                self._queue.clear()
            self._queue.append(text)
            self._cond.notify()

    def _stuck(self) -> bool:
        """Whether the driver has held one utterance past its timeout and the grace: it hangs
        mid-sentence, and everything queued behind it would wait in silence for ever."""
        since, text = self._since, self._current
        if since is None or text is None:
            return False
        return time.monotonic() - since > pyttsx3_glue.utterance_timeout(text) + STUCK_GRACE

    def clear(self) -> None:
        """Drop queued utterances (the one being spoken runs to its end)."""
        with self._cond:
            self._queue.clear()

    def pending(self) -> list[str]:
        """Utterances still waiting (for tests and diagnostics)."""
        with self._cond:
            return list(self._queue)

    def close(self, timeout: float = 3.0) -> None:
        """Stop after the current utterance and join the thread, bounded by timeout."""
        with self._cond:
            self._closing = True
            self._queue.clear()
            self._cond.notify_all()
        if self.stuck:
            return  # waiting would freeze the game for nothing: the thread is a daemon
        if self.thread.is_alive() and self.thread is not threading.current_thread():
            self.thread.join(timeout)


PROBE_TIMEOUT = 3.0  # aplay opens the device and plays 20 ms of silence: a few ms when healthy


def check_playback(player: str = "aplay", timeout: float = PROBE_TIMEOUT) -> None:
    """Play a moment of silence the way pyttsx3 will; raise BackendUnavailable if it fails.

    On Linux pyttsx3's espeak driver plays every utterance with `aplay` and ignores its exit
    status: with no working audio device it "speaks" and nothing is heard. Elsewhere the
    engine plays by itself (SAPI5, NSSpeechSynthesizer) and reports its own failures.
    """
    if not sys.platform.startswith("linux"):
        return
    command = shutil.which(player)
    if command is None:
        raise BackendUnavailable(f"{player} not found")
    with tempfile.TemporaryDirectory(prefix="accessiplay-") as folder:
        silence = Path(folder) / "silence.wav"
        with wave.open(str(silence), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(22050)
            out.writeframes(b"\0\0" * 441)
        try:
            done = subprocess.run(
                [command, "-q", str(silence)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=timeout,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise BackendUnavailable(f"{player} could not play: {exc!r}") from exc
    if done.returncode != 0:
        raise BackendUnavailable(f"{player} could not play (status {done.returncode})")


class TtsBackend:
    """Built-in text-to-speech with a voice for the game's language."""

    name = "tts"

    def __init__(
        self,
        lang: str = "en",
        *,
        rate: int | None = None,
        voice: str | None = None,
        engine_factory: Callable[[], Any] | None = None,
        start_timeout: float = START_TIMEOUT,
    ) -> None:
        if engine_factory is None:
            check_playback()
            engine_factory = pyttsx3_glue.open_engine
        self.lang, self.rate = lang, rate
        self.voice_id: str | None = None  # resolved on the worker thread
        self._wanted_voice = voice
        # A voice named in settings that this machine lacks: the UI says so and which it uses.
        self.voice_missing = False
        respell = respeller(lang)
        # Respelled as the utterance reaches the driver: what is queued, and handed on unsaid
        # to the next backend if this one fails, keeps the game's spelling.
        self._worker = TtsWorker(
            self._open(engine_factory),
            self._prepare,
            lambda engine, text: pyttsx3_glue.say_one(engine, respell(text)),
        )
        self._worker.start(start_timeout)

    def _open(self, factory: Callable[[], Any]) -> Callable[[], Any]:
        """Wrap the factory so the voice is resolved on the worker thread, once."""

        def open_and_choose() -> Any:
            engine = factory()
            self.voice_id = pyttsx3_glue.resolve_voice_id(engine, self.lang, self._wanted_voice)
            if self._wanted_voice:
                voices = engine.getProperty("voices") or []
                self.voice_missing = find_named_voice(voices, self._wanted_voice) is None
            return engine

        return open_and_choose

    def _prepare(self, engine: Any) -> None:
        """Reapply our voice and rate before each utterance."""
        pyttsx3_glue.apply_settings(engine, self.voice_id, self.rate)

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Queue text for the worker; blank text is skipped (pyttsx3 rejects it)."""
        if text.strip():
            self._worker.submit(text, interrupt)

    def braille(self, text: str) -> None:
        """Do nothing: TTS has no braille output."""

    def stop(self) -> None:
        """Drop queued speech."""
        self._worker.clear()

    def close(self) -> None:
        """Finish the current utterance and end the worker thread."""
        self._worker.close()

    @property
    def worker(self) -> TtsWorker:
        """The worker, exposed for tests."""
        return self._worker
