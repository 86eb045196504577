"""Fixtures shared by the core and UI tests."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from accessiplay.core import registry
from accessiplay.core.registry import GROUP

SIXTH = Path(__file__).resolve().parent / "sixth_game"


@pytest.fixture
def sixth_game(tmp_path, monkeypatch):
    """Install Pebbles as another distribution would: a dist-info declaring the entry point."""
    registry.all_games()  # the five register in the real tables, which are restored afterwards
    info = tmp_path / "pebbles-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pebbles\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\npebbles = pebbles\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(SIXTH))
    monkeypatch.setattr(registry, "_games", dict(registry._games))
    monkeypatch.setattr(registry, "_aliases", dict(registry._aliases))
    yield
    for name in [m for m in sys.modules if m == "pebbles" or m.startswith("pebbles.")]:
        del sys.modules[name]
