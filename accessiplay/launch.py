"""The console script's first step: catch Ctrl+C and the other leaving signals from the start.

Importing the client takes a good part of a second on a busy machine; a Ctrl+C pressed
meanwhile would otherwise print a KeyboardInterrupt traceback at the player. Only small
modules are imported before the handlers are in place.
"""

from __future__ import annotations

import sys

from accessiplay.ui.drivers.leaving import Leaving


def main() -> int:
    """Install the signal handlers, then load the client and run it."""
    leaving = Leaving()
    leaving.install()
    try:
        from accessiplay.cli import main as run

        return run(leaving=leaving)
    finally:
        leaving.uninstall()


if __name__ == "__main__":
    sys.exit(main())
