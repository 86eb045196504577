"""Fixtures shared by every test: sound to ALSA's null device, and a sixth game to discover.

Test machines have no sound card. Built-in speech checks that it can play before it claims
to speak (pyttsx3 plays through aplay and ignores its failures); without a device that plays,
every real-speech test would fall back to printed lines. The null device accepts the audio
and plays it nowhere.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from accessiplay.core import registry
from accessiplay.core.registry import GROUP

SIXTH = Path(__file__).resolve().parent / "sixth_game"
NULL_AUDIO = "pcm.!default { type null }\n"


@pytest.fixture(autouse=True, scope="session")
def audio_to_nowhere(tmp_path_factory):
    """Point ALSA, in this process and the programs tests start, at a null default device."""
    config = tmp_path_factory.mktemp("alsa") / "asound.conf"
    config.write_text(NULL_AUDIO)
    saved = os.environ.get("ALSA_CONFIG_PATH")
    os.environ["ALSA_CONFIG_PATH"] = str(config)
    yield config
    if saved is None:
        os.environ.pop("ALSA_CONFIG_PATH", None)
    else:
        os.environ["ALSA_CONFIG_PATH"] = saved


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
