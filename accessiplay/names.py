"""Player names read from files: made safe to print and to speak.

A name comes from settings.toml or a save file, which anyone may edit: terminal escapes
(`\\x1b[2J` clears the screen), bells and other control characters never reach the terminal
or the speech, and a name is never longer than a name.
"""

from __future__ import annotations

import re
import unicodedata

MAX_NAME = 40

# A whole escape sequence goes, not only its ESC: '[2J' left behind would be read aloud.
_ESCAPES = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)?|[@-Z\\-_])")


# Letters and symbols that show and say nothing: Hangul fillers and the blank Braille cell. A
# name made only of them (or of combining marks) was accepted and heard as silence.
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def clean_name(value: object, limit: int = MAX_NAME) -> str:
    """The name without escapes, control or format characters, spaces squeezed, cut to `limit`;
    empty when nothing in it can be seen or said."""
    text = _ESCAPES.sub("", str(value))
    text = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or unicodedata.category(ch)[0] != "C"
    )
    text = " ".join(text.split())[:limit].strip()
    return text if any(_visible(ch) for ch in text) else ""


def _visible(ch: str) -> bool:
    """A letter, digit, punctuation or symbol a screen reader says (not a mark, not a filler)."""
    return unicodedata.category(ch)[0] in "LNPS" and ch not in _BLANKS


def clean_strings(value: object) -> object:
    """Every string in a JSON value without escapes or control characters (a server's frame:
    names, ids and chat a hostile server could fill with terminal escapes), keys included."""
    if isinstance(value, str):
        return value if value.isprintable() else clean_name(value, len(value))
    if isinstance(value, list):
        return [clean_strings(v) for v in value]
    if isinstance(value, dict):
        return {str(clean_strings(k)): clean_strings(v) for k, v in value.items()}
    return value


def clean_path(path: object) -> str:
    """A file name or path made safe to print and say (file names may hold escapes too)."""
    return clean_name(path, 400)


#: How much of a refused text is said back: enough to hear a slip, never a pasted page.
ECHO_LIMIT = 60


def clean_echo(value: object, limit: int = ECHO_LIMIT) -> str:
    """What a player typed, said back in an error: no escapes, and past `limit` characters cut
    with '…' (a 100 kB paste was read out whole, a `\\x1b[2J` in it cleared the screen)."""
    text = clean_name(value, len(str(value)))
    return text if len(text) <= limit else text[:limit].rstrip() + "…"
