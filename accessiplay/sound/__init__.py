"""Sound cues: a non-blocking miniaudio player and the synthesiser that made sounds/.

Importing this package does not import miniaudio (which pulls in numpy, ~0.12 s); the
player loads it on a background thread when the first cue plays.
"""

import logging

from .paths import sounds_dir
from .player import CuePlayer, NullCuePlayer

# A library must not print: without this, Python's last-resort handler would write our
# warnings (a damaged cue file, a missing device) to stderr, across the full-screen display.
logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = ["CuePlayer", "NullCuePlayer", "sounds_dir"]
