"""Make the system's pure-Python ``speechd`` package importable.

PyPI has no ``speechd``; distributions ship it for their own Python only. A venv or a
pyenv Python does not see it, so we load just that one package from the system folder,
without putting the whole system site-packages (and its other, possibly incompatible,
modules) on ``sys.path``.
"""

from __future__ import annotations

import glob
import importlib
import importlib.util
import logging
import sys
from pathlib import Path
from types import ModuleType

log = logging.getLogger(__name__)

# Debian/Ubuntu first (dist-packages), then Fedora, Arch, openSUSE layouts.
SYSTEM_PATTERNS = (
    "/usr/lib/python3/dist-packages/speechd",
    "/usr/lib/python3*/dist-packages/speechd",
    "/usr/lib/python3*/site-packages/speechd",
    "/usr/lib64/python3*/site-packages/speechd",
    "/usr/local/lib/python3*/dist-packages/speechd",
)


def find_system_speechd(patterns: tuple[str, ...] = SYSTEM_PATTERNS) -> Path | None:
    """Return the first system ``speechd`` package folder, or None."""
    for pattern in patterns:
        for folder in sorted(glob.glob(pattern), reverse=True):
            if (Path(folder) / "__init__.py").is_file() and (Path(folder) / "client.py").is_file():
                return Path(folder)
    return None


def _load_from(folder: Path) -> ModuleType:
    """Import the package at folder under the name ``speechd`` (its submodules follow)."""
    spec = importlib.util.spec_from_file_location(
        "speechd", folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    if spec is None or spec.loader is None:
        raise ImportError(f"no import spec for {folder}")
    module = importlib.util.module_from_spec(spec)
    sys.modules["speechd"] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        # A half-initialised module would poison every later import attempt.
        for name in [n for n in sys.modules if n == "speechd" or n.startswith("speechd.")]:
            del sys.modules[name]
        raise
    return module


def import_speechd(patterns: tuple[str, ...] = SYSTEM_PATTERNS) -> ModuleType | None:
    """Return the ``speechd`` module, borrowing the system's copy if needed; None if absent."""
    try:
        return importlib.import_module("speechd")
    except ImportError:
        pass
    if not sys.platform.startswith("linux"):
        return None  # the system folders below exist only on Linux distributions
    folder = find_system_speechd(patterns)
    if folder is None:
        return None
    try:
        return _load_from(folder)
    except Exception as exc:  # a broken or foreign-version copy must not crash start-up
        log.debug("system speechd at %s failed to load: %r", folder, exc)
        return None
