"""Built-in speech whose driver hangs mid-sentence (espeak wedged inside runAndWait): the game
goes on speaking through the next output, says so first, then says again the words the hang
swallowed. Before the fix every later line queued behind the stuck one, in silence, for the
rest of the game, and leaving waited 3 s for the lost thread.
"""

from __future__ import annotations

import io
import threading
import time

import pytest

from accessiplay.speech import pyttsx3_glue, tts
from accessiplay.speech.console import ConsoleBackend
from accessiplay.speech.facade import Speaker


class HangingEngine:
    """pyttsx3 as far as the worker sees it, whose runAndWait never returns on one text."""

    def __init__(self, hang_on: str) -> None:
        self.hang_on, self.spoken, self.freed = hang_on, [], threading.Event()
        self._text, self._done = "", []

    def getProperty(self, name):
        return [] if name == "voices" else None

    def setProperty(self, name, value) -> None:
        pass

    def connect(self, topic, cb):
        self._done.append(cb)
        return cb

    def disconnect(self, token) -> None:
        self._done.remove(token)

    def say(self, text: str) -> None:
        self._text = text

    def runAndWait(self) -> None:
        if self._text == self.hang_on:
            self.freed.wait(30)  # the driver is wedged until the test ends
        self.spoken.append(self._text)
        for cb in list(self._done):
            cb(completed=True, name=None)


@pytest.fixture
def quick_timeouts(monkeypatch):
    """An utterance may take 0.1 s, and a hang is declared 0.1 s past that."""
    monkeypatch.setattr(pyttsx3_glue, "utterance_timeout", lambda text: 0.1)
    monkeypatch.setattr(tts, "STUCK_GRACE", 0.1)


def test_a_tts_driver_hanging_mid_sentence_hands_over_to_printed_lines(quick_timeouts):
    """The line after the hang is printed, after the switch and the swallowed line."""
    engine = HangingEngine(hang_on="Round 2.")
    out = io.StringIO()

    def opener(kind):
        if kind == "tts":
            return tts.TtsBackend("en", engine_factory=lambda: engine)
        return ConsoleBackend(out)

    speaker = Speaker(("tts", "console"), opener, lambda old, new, why: f"Speaking through {new}.")
    try:
        speaker.speak("Round 1.")
        speaker.speak("Round 2.")
        deadline = time.monotonic() + 10
        while engine.spoken != ["Round 1."]:
            assert time.monotonic() < deadline, "the first line is never said"
            time.sleep(0.02)
        time.sleep(0.5)  # "Round 2." is past its timeout and the grace
        speaker.speak("Your turn, Player 1.")
        assert speaker.backend_name == "console"
        assert out.getvalue().splitlines() == [
            "Speaking through console.",
            "Round 2.",
            "Your turn, Player 1.",
        ]
    finally:
        engine.freed.set()
