"""Windows: `auto` speaks through a running screen reader, else through SAPI5 with pyttsx3.

Issue #14: "On Windows, `auto` speech goes to the running screen reader (NVDA, JAWS) through
accessible_output2 and to SAPI5 through pyttsx3." accessible_output2's own Auto() is stood
in for here (its Windows outputs load DLLs); the choice made from its answer is ours.
"""

from __future__ import annotations

import sys
import types

import pytest

from accessiplay.speech import BackendUnavailable, make_speaker
from accessiplay.speech.screenreader import ScreenReaderBackend


class Output:
    """An accessible_output2 output as Auto() lists it."""

    def __init__(self, name: str, system: bool) -> None:
        self.name, self.system, self.said = name, system, []

    def is_active(self) -> bool:
        return True

    def is_system_output(self) -> bool:
        return self.system


def _windows_with(monkeypatch, *outputs: Output) -> None:
    """sys.platform is win32 and accessible_output2 finds these outputs, first one first."""

    class Auto:
        def __init__(self) -> None:
            self.outputs = list(outputs)

        def get_first_available_output(self):
            return self.outputs[0] if self.outputs else None

        def speak(self, text, interrupt=False):
            self.outputs[0].said.append(text)

    module = types.ModuleType("accessible_output2.outputs.auto")
    module.Auto = Auto
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", module)
    monkeypatch.setattr(sys, "platform", "win32")


def test_nvda_running_is_the_screen_reader_spoken_through(monkeypatch):
    """NVDA answers: speech goes to it, with no speechd and no Linux path lookup."""
    nvda = Output("NVDA", system=False)
    _windows_with(monkeypatch, nvda, Output("SAPI5", system=True))
    backend = ScreenReaderBackend("fr")
    try:
        backend.speak("Manche 1.")
        assert backend.output_name == "NVDA"
    finally:
        backend.close()
    assert nvda.said == ["Manche 1."]


def test_sapi5_alone_is_not_called_a_screen_reader(monkeypatch):
    """No screen reader running: only SAPI5 answers, and that is not 'your screen reader'."""
    _windows_with(monkeypatch, Output("SAPI5", system=True))
    with pytest.raises(BackendUnavailable, match="no screen reader running"):
        ScreenReaderBackend("en")


def test_auto_without_a_screen_reader_goes_on_to_built_in_speech(monkeypatch):
    """`auto` moves on to the TTS backend (pyttsx3, SAPI5 on Windows) and says so."""
    _windows_with(monkeypatch, Output("SAPI5", system=True))
    opened: list[str] = []
    import accessiplay.speech.tts as tts

    class Tts:
        name = "tts"

        def __init__(self, lang, rate=None, voice=None) -> None:
            opened.append(lang)

        def speak(self, text, interrupt=False) -> None:
            pass

        def close(self) -> None:
            pass

    monkeypatch.setattr(tts, "TtsBackend", Tts)
    switches = []
    speaker = make_speaker("auto", lang="es", on_fallback=lambda *s: switches.append(s))
    try:
        assert speaker.backend_name == "tts"
        assert opened == ["es"]
        assert switches == [("screenreader", "tts", "unavailable")]
    finally:
        speaker.close()
