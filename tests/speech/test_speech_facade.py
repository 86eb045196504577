"""The Speaker facade: chains, fallbacks at start and mid-game, never an exception out."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

import accessiplay.speech.screenreader as screenreader_mod
import accessiplay.speech.tts as tts_mod
from accessiplay.speech import (
    REASON_FAILED,
    REASON_UNAVAILABLE,
    BackendFailed,
    BackendUnavailable,
    RecordBackend,
    Speaker,
    chain_for,
    make_speaker,
)


class Unavailable:
    """A backend constructor that always fails, like a machine without the engine."""

    def __init__(self, *args, **kwargs):
        raise BackendUnavailable("simulated: not installed")


class BreaksAfter(RecordBackend):
    """Speaks n texts, then fails like a dead daemon, reporting what it held."""

    def __init__(self, n: int, name: str, unsaid=()):
        super().__init__()
        self.name, self.n, self.unsaid = name, n, list(unsaid)

    def speak(self, text, interrupt=False):
        if len(self.said) >= self.n:
            raise BackendFailed("simulated crash", self.unsaid + [text])
        super().speak(text, interrupt)


def test_chains():
    assert chain_for("auto") == ("screenreader", "tts", "console")
    assert chain_for("screenreader") == ("screenreader", "tts", "console")
    assert chain_for("tts") == ("tts", "console")
    assert chain_for("console") == ("console",)
    assert chain_for("record") == ("record",)
    with pytest.raises(ValueError):
        chain_for("loudspeaker")


def test_auto_with_nothing_available_prints_one_line_per_announcement(monkeypatch, capfd):
    monkeypatch.setattr(screenreader_mod, "ScreenReaderBackend", Unavailable)
    monkeypatch.setattr(tts_mod, "TtsBackend", Unavailable)
    calls = []
    speaker = make_speaker("auto", on_fallback=lambda *a: calls.append(a))
    assert speaker.backend_name == "console"
    assert calls == [("screenreader", "console", REASON_UNAVAILABLE)]
    speaker.speak("You rolled 2, 5 and 5")
    speaker.speak("Bird zone:\n14 points", interrupt=True)
    speaker.braille("You rolled 2, 5 and 5")  # the printed line is the braille already
    speaker.stop()
    speaker.close()
    out, err = capfd.readouterr()
    assert out == "You rolled 2, 5 and 5\nBird zone: 14 points\n"
    assert err == ""


def test_console_writes_to_given_stream():
    out = io.StringIO()
    speaker = make_speaker("console", out=out)
    for text in ("one", "two", "three"):
        speaker.speak(text)
    assert out.getvalue().splitlines() == ["one", "two", "three"]


def test_tts_unavailable_falls_to_console(monkeypatch):
    monkeypatch.setattr(tts_mod, "TtsBackend", Unavailable)
    calls = []
    speaker = make_speaker("tts", out=io.StringIO(), on_fallback=lambda *a: calls.append(a))
    assert speaker.backend_name == "console"
    assert calls == [("tts", "console", REASON_UNAVAILABLE)]


def test_record_kind_records():
    speaker = make_speaker("record")
    speaker.speak("a")
    speaker.speak("b", interrupt=True)
    speaker.braille("b")
    assert speaker.backend_name == "record"
    assert speaker.backend.said == [("a", False), ("b", True)]
    assert speaker.backend.brailled == ["b"]


def test_mid_game_failure_moves_on_and_says_what_was_lost():
    first = BreaksAfter(1, "screenreader", unsaid=["queued"])
    second = RecordBackend()
    backends = {"screenreader": first, "tts": second}
    calls = []
    speaker = Speaker(("screenreader", "tts"), backends.__getitem__, lambda *a: calls.append(a))
    speaker.speak("first")
    speaker.speak("second", interrupt=True)  # the backend dies here
    assert calls == [("screenreader", "tts", REASON_FAILED)]
    assert speaker.backend_name == "tts"
    assert second.said == [("queued", False), ("second", True)]
    assert first.closed


def test_the_switch_is_the_new_backends_first_words():
    """Issue #15: the switch to TTS must be announced first, before what the dead one lost."""
    first = BreaksAfter(1, "screenreader", unsaid=["queued"])
    second = RecordBackend()
    backends = {"screenreader": first, "tts": second}
    speaker = Speaker(
        ("screenreader", "tts"), backends.__getitem__, lambda old, new, why: f"Now {new}."
    )
    speaker.speak("first")
    speaker.speak("Ana plays.", interrupt=True)  # the backend dies here
    assert second.said == [("Now tts.", False), ("queued", False), ("Ana plays.", True)]


def test_failures_cascade_to_the_last_backend_and_never_raise():
    backends = {"a": BreaksAfter(0, "a"), "b": BreaksAfter(0, "b"), "c": RecordBackend()}
    calls = []
    speaker = Speaker(("a", "b", "c"), backends.__getitem__, lambda *a: calls.append(a))
    speaker.speak("hello")
    assert calls == [("a", "b", REASON_FAILED), ("b", "c", REASON_FAILED)]
    assert backends["c"].said == [("hello", False)]


def test_last_backend_failing_is_swallowed():
    speaker = Speaker(("a",), lambda kind: BreaksAfter(0, "a"))
    speaker.speak("nobody hears this")  # must not raise
    speaker.stop()
    speaker.braille("x")
    assert speaker.backend_name == "none"


def test_a_raising_fallback_callback_does_not_break_speech():
    def explode(*args):
        raise RuntimeError("UI bug")

    second = RecordBackend()
    speaker = Speaker(("a", "b"), {"a": BreaksAfter(0, "a"), "b": second}.__getitem__, explode)
    speaker.speak("still said")
    assert second.texts == ["still said"]


def test_stop_failure_falls_back_without_resaying():
    second = RecordBackend()

    class StopBreaks(RecordBackend):
        name = "a"

        def stop(self):
            raise OSError("socket closed")

    speaker = Speaker(("a", "b"), {"a": StopBreaks(), "b": second}.__getitem__)
    speaker.stop()
    assert speaker.backend_name == "b" and second.said == [] and second.stops == 1


def test_closed_speaker_is_inert():
    speaker = make_speaker("record")
    backend = speaker.backend
    speaker.close()
    speaker.speak("late")
    assert backend.closed and backend.said == []


def test_importing_speech_loads_no_engine():
    code = (
        "import sys, io, accessiplay.speech as s\n"
        "sp = s.make_speaker('console', out=io.StringIO()); sp.speak('x')\n"
        "heavy = ('pyttsx3', 'accessible_output2', 'speechd', 'miniaudio', 'numpy')\n"
        "print(sorted({m.split('.')[0] for m in sys.modules if m.split('.')[0] in heavy}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    assert result.stderr == ""


def test_failures_print_nothing_without_logging_configured():
    """Python's last-resort log handler writes warnings to stderr; a fallback must not."""
    code = (
        "import io\n"
        "from accessiplay.speech import Speaker, RecordBackend, BackendFailed\n"
        "class Dead(RecordBackend):\n"
        "    def speak(self, text, interrupt=False):\n"
        "        raise BackendFailed('gone', [text])\n"
        "def explode(*a):\n"
        "    raise RuntimeError('ui bug')\n"
        "s = Speaker(('a', 'b'), {'a': Dead(), 'b': Dead()}.__getitem__, explode)\n"
        "s.speak('x'); s.stop(); s.close()\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0
    assert (result.stdout, result.stderr) == ("", "")
