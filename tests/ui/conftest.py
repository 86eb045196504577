"""A client driven by key names, speaking into a recorder: the player's ears in tests."""

from __future__ import annotations

import pytest

from accessiplay.settings import Settings
from accessiplay.sound import NullCuePlayer
from accessiplay.speech import RecordBackend
from accessiplay.ui.app import Controller
from accessiplay.ui.catalog import SCREENS


class FakeClock:
    """Time that moves only when a test says so (double presses, bot pauses)."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Client:
    """A controller with a recording speaker, a null cue player and a fake clock."""

    def __init__(self, lang: str = "en", **settings):
        self.speaker = RecordBackend()
        self.cues = NullCuePlayer()
        self.clock = FakeClock()
        options = {"bot_pause": 0.0}
        options.update(settings)
        self.app = Controller(
            Settings(**options),
            self.speaker,
            self.cues,
            lang,
            screens=SCREENS,
            clock=self.clock,
            seed=11,
            strict=True,
        )

    def press(self, *keys: str) -> list[str]:
        """Press keys one after another (bots play between them); returns what was said."""
        start = len(self.speaker.said)
        for key in keys:
            self.clock.advance(1.0)
            self.app.handle(key)
            self.app.settle()
        return self.speaker.texts[start:]

    def said(self) -> str:
        """Everything said so far, one announcement per line."""
        return "\n".join(self.speaker.texts)

    @property
    def top(self):
        return self.app.top()


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Settings, saves and statistics in a fresh folder for each test."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def client(home):
    """An English client at the main menu."""
    from accessiplay.ui.screens.menu import MainMenu

    c = Client()
    c.app.push(MainMenu(c.app))
    return c


@pytest.fixture
def make_client(home):
    """Clients in any language, at the main menu."""
    from accessiplay.ui.screens.menu import MainMenu

    def make(lang: str = "en", **settings) -> Client:
        c = Client(lang, **settings)
        c.app.push(MainMenu(c.app))
        return c

    return make
