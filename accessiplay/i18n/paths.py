"""Where packaged data lives, from a wheel (`accessiplay/_data`) or an editable checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """The folder `name` (locales, sounds): inside the wheel first, else at the repository root."""
    packaged = _PACKAGE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parent / name
