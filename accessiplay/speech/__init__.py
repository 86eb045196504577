"""Speech output: one Speaker facade over screen reader, TTS, console and recording backends.

Importing this package stays cheap: pyttsx3 and accessible_output2 load only when their
backend is actually opened, so ``--speech console`` reaches its first line fast.
"""

import logging

from .base import (
    REASON_FAILED,
    REASON_UNAVAILABLE,
    Backend,
    BackendFailed,
    BackendUnavailable,
)
from .console import ConsoleBackend
from .facade import CHAIN, KINDS, Speaker, chain_for, make_speaker
from .record import RecordBackend

# A library must not print: without this, Python's last-resort handler would write our
# warnings (a backend failing mid-game) to stderr, across the full-screen display.
logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "CHAIN",
    "KINDS",
    "REASON_FAILED",
    "REASON_UNAVAILABLE",
    "Backend",
    "BackendFailed",
    "BackendUnavailable",
    "ConsoleBackend",
    "RecordBackend",
    "Speaker",
    "chain_for",
    "make_speaker",
]
