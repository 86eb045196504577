"""Where the cue files live, in a wheel install and in a source checkout."""

from __future__ import annotations

from pathlib import Path

import accessiplay


def candidate_dirs() -> list[Path]:
    """Wheel location first (hatch force-includes sounds/ there), then the checkout's sounds/."""
    package = Path(accessiplay.__file__).resolve().parent
    return [package / "_data" / "sounds", package.parent / "sounds"]


def sounds_dir() -> Path:
    """The first candidate folder that exists; the wheel path if none does (then no cues play)."""
    candidates = candidate_dirs()
    for folder in candidates:
        if folder.is_dir():
            return folder
    return candidates[0]
