"""Key names: one spelling for every driver, and how a key is said in help."""

from __future__ import annotations

import re

from accessiplay.present import Msg

# prompt_toolkit spells several keys by their control code; players know them by their name.
_ALIASES = {
    "c-m": "enter",
    "c-j": "enter",
    "c-i": "tab",
    "c-h": "backspace",
    " ": "space",
    "s-up": "up",
    "s-down": "down",
    "c-@": "space",
    # A SIGINT prompt_toolkit turned into a key, and Ctrl+\ (SIGQUIT's key): both mean Ctrl+C.
    "<sigint>": "c-c",
    "c-\\": "c-c",
}

NAMED = (
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "enter",
    "space",
    "escape",
    "tab",
    "s-tab",
    "pageup",
    "pagedown",
    "backspace",
    "delete",
    "c-s",
    "c-c",
    "c-q",
    "f1",
    "f2",
    "f3",
    "f4",
    "f5",
    "f6",
    "f7",
    "f8",
    "f9",
    "f10",
    "f11",
    "f12",
)


def normalize(key: str) -> str:
    """The one name the screens use for a key, whatever the driver called it."""
    return _ALIASES.get(key, key)


# Printable keys said by name: a voice is silent on ':' or reads '*' as it likes, so each
# language names them (key-name in ui.ftl).
_PUNCTUATION = {
    ",": "comma",
    ".": "period",
    "<": "less",
    ">": "greater",
    "?": "question",
    ":": "colon",
    ";": "semicolon",
    "/": "slash",
    "*": "asterisk",
    "!": "exclamation",
    "'": "apostrophe",
    '"': "quote",
    "-": "minus",
    "+": "plus",
    "=": "equals",
    "(": "open-paren",
    ")": "close-paren",
    "[": "open-bracket",
    "]": "close-bracket",
    "{": "open-brace",
    "}": "close-brace",
    "@": "at",
    "#": "hash",
    "$": "dollar",
    "%": "percent",
    "&": "ampersand",
    "_": "underscore",
    "\\": "backslash",
    "|": "bar",
    "~": "tilde",
    "`": "backquote",
    "^": "caret",
}


def key_label(key: str) -> Msg:
    """How to say a key in help: 'Shift+S', 'Up arrow', 'F1', 'comma'."""
    if key in _PUNCTUATION:
        return Msg.of("key-name", key=_PUNCTUATION[key])
    if len(key) == 1 and key.isalpha() and key.isupper():
        return Msg.of("key-shift", key=key)
    if len(key) == 1 and key.isalnum():
        return Msg.of("key-letter", key=key.upper())
    if key not in NAMED and re.fullmatch(r"c-[a-z]", key):
        # Any other Ctrl+letter: said 'Control+Z', not spelt out as the driver's 'c-z'.
        return Msg.of("key-control", key=key[2].upper())
    return Msg.of("key-name", key=key)
