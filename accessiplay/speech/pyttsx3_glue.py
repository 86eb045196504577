"""The one pyttsx3 engine of the process, and the two things we do with it.

espeak's synthesis callback is process-global and pyttsx3 caches one engine per driver,
so two engines (or two threads on one engine) would steal each other's audio and events.
Every use therefore goes through ``ENGINE_LOCK`` on the single engine made here.
"""

from __future__ import annotations

import atexit
import contextlib
import io
import threading
from pathlib import Path
from typing import Any

from .quiet import quiet_fds
from .voices import choose_voice, find_named_voice

ENGINE_LOCK = threading.RLock()
_engine: Any = None


def open_engine() -> Any:
    """Create the pyttsx3 engine once, keeping espeak/ALSA start-up noise off the terminal."""
    global _engine
    with ENGINE_LOCK:
        if _engine is None:
            with quiet_fds(2):
                import pyttsx3

                _engine = pyttsx3.init()
        return _engine


@atexit.register
def _release_engine() -> None:
    """Drop the engine while modules still exist: pyttsx3's finaliser, run during interpreter
    teardown, would print "Exception ignored in DriverProxy.__del__" on stderr."""
    global _engine
    _engine = None  # no lock: a worker mid-utterance holds it, and exit must not wait


def resolve_voice_id(engine: Any, lang: str, voice: str | None = None) -> str | None:
    """The id of the named voice if it exists, else the best voice for lang, else None."""
    voices = engine.getProperty("voices") or []
    chosen = find_named_voice(voices, voice) if voice else None
    chosen = chosen or choose_voice(voices, lang)
    return getattr(chosen, "id", None)


def apply_settings(engine: Any, voice_id: str | None, rate: int | None) -> None:
    """Set voice and rate; done before each utterance because another caller may change them."""
    if voice_id is not None:
        engine.setProperty("voice", voice_id)
    if rate is not None:
        engine.setProperty("rate", rate)


def _forget_save_target(engine: Any) -> None:
    """Undo a pyttsx3 2.99 bug: after save_to_file, every later say() writes that file again."""
    driver = getattr(getattr(engine, "proxy", None), "_driver", None)
    if driver is not None and hasattr(driver, "_save_file"):
        driver._save_file = None


def utterance_timeout(text: str) -> float:
    """How long one utterance may take: synthesis is instant, playback is real time."""
    return min(60.0, 3.0 + 0.12 * len(text))


def _run_until_finished(engine: Any, start: Any, timeout: float) -> bool:
    """Run one queued command and wait for ``finished-utterance``; runAndWait returns too early."""
    finished = threading.Event()
    token = engine.connect("finished-utterance", lambda **_: finished.set())
    try:
        start()
        engine.runAndWait()
        return finished.wait(timeout)
    finally:
        engine.disconnect(token)


def say_one(engine: Any, text: str, timeout: float | None = None) -> bool:
    """Speak one utterance to the end; False if it did not finish in time."""
    _forget_save_target(engine)
    # aplay (spawned by the espeak driver) and ALSA write to stderr when there is no device.
    with quiet_fds(2):
        return _run_until_finished(
            engine, lambda: engine.say(text), timeout or utterance_timeout(text)
        )


def render_to_wav(
    text: str,
    path: str | Path,
    lang: str = "en",
    *,
    rate: int | None = None,
    voice: str | None = None,
    timeout: float = 15.0,
) -> Path:
    """Render text to a WAV file with the voice chosen for lang (tests, offline previews)."""
    path = Path(path)
    with ENGINE_LOCK:
        engine = open_engine()
        apply_settings(engine, resolve_voice_id(engine, lang, voice), rate)
        try:
            # pyttsx3 prints "Audio saved to ..." from espeak's thread: hide it until done.
            with quiet_fds(1, 2), contextlib.redirect_stdout(io.StringIO()):
                done = _run_until_finished(
                    engine, lambda: engine.save_to_file(text, str(path)), timeout
                )
        finally:
            _forget_save_target(engine)
    if not done:
        raise TimeoutError(f"pyttsx3 did not finish rendering within {timeout} s")
    return path
