"""Helpers shared by the speech tests (a module with a unique name: test folders have no
__init__.py, so two folders' ``conftest`` modules could shadow each other on import)."""

from __future__ import annotations

import queue
import threading
import time
from collections import defaultdict

import pytest


def require(condition: bool, what: str) -> None:
    """Fail with what to install when a system dependency of a real-parts test is missing.

    Real speech is what these tests prove, so a machine without it fails rather than skips
    (README: apt-get install espeak-ng speech-dispatcher python3-speechd alsa-utils sox).
    """
    if not condition:
        pytest.fail(f"missing system dependency: {what} (see the README's speech packages)")


def wait_for(predicate, timeout: float, interval: float = 0.02) -> bool:
    """Poll predicate until true or timeout; returns its last value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return bool(predicate())


class FakeEngine:
    """Behaves like pyttsx3 2.99 with espeak: runAndWait returns at once, the end comes later.

    Each utterance finishes only when the test releases it, so queue states are exact.
    """

    def __init__(self, fail_on: str | None = None) -> None:
        self.started: queue.Queue[str] = queue.Queue()
        self.release: defaultdict[str, threading.Event] = defaultdict(threading.Event)
        self.spoken: list[str] = []
        self.props: dict[str, object] = {}
        self.fail_on = fail_on
        self._callbacks: dict[str, list] = {}
        self._text: str | None = None

    def getProperty(self, name: str):
        return [] if name == "voices" else self.props.get(name)

    def setProperty(self, name: str, value) -> None:
        self.props[name] = value

    def connect(self, topic: str, cb):
        self._callbacks.setdefault(topic, []).append(cb)
        return {"topic": topic, "cb": cb}

    def disconnect(self, token) -> None:
        self._callbacks[token["topic"]].remove(token["cb"])

    def say(self, text: str) -> None:
        if text == self.fail_on:
            raise RuntimeError("engine broke")
        self._text = text

    def runAndWait(self) -> None:
        text = self._text
        self.started.put(text)
        threading.Thread(target=self._finish, args=(text,), daemon=True).start()

    def _finish(self, text: str) -> None:
        self.release[text].wait(10)
        self.spoken.append(text)
        for cb in list(self._callbacks.get("finished-utterance", [])):
            cb(completed=True, name=None)
