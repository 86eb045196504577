"""Every hostile test runs with its own settings, saves and statistics folder."""

from __future__ import annotations

import pytest

from accessiplay import locks


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """A fresh ACCESSIPLAY_HOME; locks this process took are dropped after the test."""
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    locks.release_all()
