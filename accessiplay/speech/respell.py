"""Words a voice misreads in a language, respelled for speech only: the screen, the braille
display and printed lines keep the game's own spelling.

espeak-ng reads the French game word "joker" with its English voice ("djôkeur", where a French
player says "jokère"), and the Spanish "Full" with a palatal ll ("fuy"). A respelling by the
language's own rules reads right in any voice of that language. Each language's words are in
`locales/<lang>/respell.toml` (a word, lower case, and how to write it for speech).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from functools import cache

from accessiplay.i18n.paths import data_dir


@cache
def _table(lang: str) -> dict[str, str]:
    """The language's respellings, lower case, or none for a language without a file."""
    path = data_dir("locales") / lang / "respell.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    return {str(k).lower(): str(v) for k, v in data.get("words", {}).items()}


def respeller(lang: str) -> Callable[[str], str]:
    """A function that respells the misread words of `lang` in a text, keeping a capital."""
    table = _table(lang.split("-")[0].split("_")[0].lower())
    if not table:
        return lambda text: text
    words = re.compile(r"\b(" + "|".join(map(re.escape, table)) + r")\b", re.IGNORECASE)

    def respell(text: str) -> str:
        """The text as the voice should read it."""
        return words.sub(lambda m: _same_case(m.group(0), table[m.group(0).lower()]), text)

    return respell


def _same_case(word: str, spoken: str) -> str:
    """The respelling with the word's capital, if it had one."""
    return spoken[:1].upper() + spoken[1:] if word[:1].isupper() else spoken
