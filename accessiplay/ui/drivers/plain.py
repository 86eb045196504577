"""Plain mode: no screen drawing, one printed line per announcement, keys read raw.

A terminal screen reader or braille display reads each line once; scripted runs pipe keys in.
Keys come through prompt_toolkit's input layer (see keysource), so this runs on any OS.
"""

from __future__ import annotations

import sys
from typing import TextIO

from accessiplay.ui.drivers.keysource import open_keys

POLL = 0.05


def run_plain(app, stdin: TextIO | None = None) -> None:
    """Feed keys to the controller until it quits or the input ends (a scripted run)."""
    with open_keys(sys.stdin if stdin is None else stdin) as source:
        while app.running:
            keys = source.read(POLL)
            app.run_due()
            if keys is None:
                app.end_of_input()
                return
            for key in keys:
                if not app.running:
                    return
                app.handle(key)
                app.run_due()
