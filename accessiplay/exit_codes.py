"""The exit codes of the `accessiplay` command, in one place (README's table lists the same)."""

from __future__ import annotations

from enum import IntEnum


class Exit(IntEnum):
    """What the command's exit status tells a script that started it."""

    #: The player left (a game in progress is saved), or --help / --version was printed.
    OK = 0
    #: An unexpected error: it was spoken, its traceback is in crash.log, the game is saved.
    CRASHED = 1
    #: The command line asks for what cannot be: an unknown option, game or seat list.
    USAGE = 2
    #: A part that is not installed was asked for (`bench` from a wheel, without benchmarks/).
    UNAVAILABLE = 3
