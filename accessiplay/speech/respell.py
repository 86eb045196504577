"""Words a voice misreads in a language, respelled for speech only: the screen, the braille
display and printed lines keep the game's own spelling.

espeak-ng reads the French game word "joker" with its English voice ("djôkeur", where a French
player says "jokère"), and the Spanish "Full" with a palatal ll ("fuy"). A respelling by the
language's own rules reads right in any voice of that language. Each language's words are in
`locales/<lang>/respell.toml` (a word, lower case, and how to write it for speech), with
the numbers ending in 1 that agree with the noun after them ("21 cartas": "veintiuna cartas",
where espeak-ng says "veintiuno cartas").
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from functools import cache

from accessiplay.i18n.paths import data_dir


@cache
def _data(lang: str) -> dict:
    """The language's respell.toml, or nothing for a language without one."""
    path = data_dir("locales") / lang / "respell.toml"
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return {}


def _counts(data: dict) -> dict[tuple[str, str], str]:
    """(number, noun) → the number's spoken words before that noun."""
    out = {}
    for kind in data.get("counts", {}).values():
        for noun in kind.get("nouns", []):
            for number, words in kind.get("numbers", {}).items():
                out[(str(number), str(noun))] = str(words)
    return out


def respeller(lang: str) -> Callable[[str], str]:
    """A function that respells the misread words of `lang` in a text, keeping a capital."""
    data = _data(lang.split("-")[0].split("_")[0].lower())
    table = {str(k).lower(): str(v) for k, v in data.get("words", {}).items()}
    counts = _counts(data)
    steps: list[Callable[[str], str]] = []
    if table:
        words = re.compile(r"\b(" + "|".join(map(re.escape, table)) + r")\b", re.IGNORECASE)
        steps.append(
            lambda text: words.sub(
                lambda m: _same_case(m.group(0), table[m.group(0).lower()]), text
            )
        )
    if counts:
        nouns = "|".join(sorted({re.escape(noun) for _, noun in counts}))
        counted = re.compile(r"(?<![\d,.])(\d+) (" + nouns + r")\b")

        def agree(m: re.Match[str]) -> str:
            """'21 cartas' as 'veintiuna cartas'; any other count as it was."""
            spoken = counts.get((m.group(1), m.group(2)))
            return f"{spoken} {m.group(2)}" if spoken else m.group(0)

        steps.append(lambda text: counted.sub(agree, text))

    def respell(text: str) -> str:
        """The text as the voice should read it."""
        for step in steps:
            text = step(text)
        return text

    return respell


def _same_case(word: str, spoken: str) -> str:
    """The respelling with the word's capital, if it had one."""
    return spoken[:1].upper() + spoken[1:] if word[:1].isupper() else spoken
