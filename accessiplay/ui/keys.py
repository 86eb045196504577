"""Key names: one spelling for every driver, and how a key is said in help."""

from __future__ import annotations

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


_PUNCTUATION = {",": "comma", ".": "period", "<": "less", ">": "greater", "?": "question"}


def key_label(key: str) -> Msg:
    """How to say a key in help: 'Shift+S', 'Up arrow', 'F1', 'comma'."""
    if key in _PUNCTUATION:
        return Msg.of("key-name", key=_PUNCTUATION[key])
    if len(key) == 1 and key.isalpha() and key.isupper():
        return Msg.of("key-shift", key=key)
    if len(key) == 1 and key.isalnum():
        return Msg.of("key-letter", key=key.upper())
    return Msg.of("key-name", key=key)


# Terminal escape sequences, read without importing prompt_toolkit so plain mode starts fast.
_SEQUENCES = {
    "[A": "up",
    "[B": "down",
    "[C": "right",
    "[D": "left",
    "OA": "up",
    "OB": "down",
    "OC": "right",
    "OD": "left",
    "[H": "home",
    "[F": "end",
    "OH": "home",
    "OF": "end",
    "[1~": "home",
    "[4~": "end",
    "[7~": "home",
    "[8~": "end",
    "[2~": "insert",
    "[3~": "delete",
    "[5~": "pageup",
    "[6~": "pagedown",
    "[Z": "s-tab",
    "OP": "f1",
    "OQ": "f2",
    "OR": "f3",
    "OS": "f4",
    "[11~": "f1",
    "[12~": "f2",
    "[13~": "f3",
    "[14~": "f4",
    "[15~": "f5",
    "[17~": "f6",
    "[18~": "f7",
    "[19~": "f8",
    "[20~": "f9",
    "[21~": "f10",
    "[23~": "f11",
    "[24~": "f12",
    "[[A": "f1",
    "[[B": "f2",
    "[[C": "f3",
    "[[D": "f4",
    "[[E": "f5",
}
_CONTROL = {
    "\r": "enter",
    "\n": "enter",
    "\t": "tab",
    "\x7f": "backspace",
    "\x08": "backspace",
    "\x13": "c-s",
    "\x03": "c-c",
    "\x11": "c-q",
    " ": "space",
}


def _escape(data: str, i: int) -> tuple[str, int]:
    """The key an escape sequence starting at data[i] stands for, and where the next key starts."""
    rest = data[i + 1 :]
    if not rest or rest[0] not in "[O":
        return "escape", i + 1
    end = 1
    while end < len(rest) and not (rest[end].isalpha() or rest[end] == "~"):
        end += 1
    if rest[:2] == "[[" and len(rest) > 2:
        end = 2
    body = rest[: end + 1]
    # Modifiers (Shift+Up is ESC [1;2A) do not change what the key means here.
    if ";" in body:
        body = body[0] + (body[-1] if body[-1] != "~" else body.split(";")[0][1:] + "~")
        body = body if body in _SEQUENCES else "[" + body[-1]
    return _SEQUENCES.get(body, "unknown"), i + 1 + end + 1


def parse_keys(data: str) -> list[str]:
    """Split terminal input into key names ('up', 'enter', 'S', 'f1')."""
    keys: list[str] = []
    i = 0
    while i < len(data):
        char = data[i]
        if char == "\x1b":
            key, i = _escape(data, i)
            keys.append(key)
            continue
        keys.append(_CONTROL.get(char, char))
        i += 1
    return keys
