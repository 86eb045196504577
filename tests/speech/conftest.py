"""Fixtures for the speech tests: a private speech-dispatcher daemon and a fake pyttsx3 engine.

A machine without the system speech packages fails these tests with what to install:
real speech is what they prove, so they never skip.
"""

from __future__ import annotations

import pytest
from speech_support import FakeEngine, private_speechd


@pytest.fixture
def speechd_daemon(monkeypatch):
    """Start speech-dispatcher as PLATFORM-NOTES describes; point clients at it; stop it after."""
    with private_speechd() as daemon:
        monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
        yield daemon


@pytest.fixture
def fake_engine() -> FakeEngine:
    """A fresh fake pyttsx3 engine."""
    return FakeEngine()
