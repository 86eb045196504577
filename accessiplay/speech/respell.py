"""Words a voice misreads in a language, respelled for speech only: the screen, the braille
display and printed lines keep the game's own spelling.

espeak-ng reads the French game word "joker" with its English voice ("djôkeur", where a French
player says "jokère"), and the Spanish "Full" with a palatal ll ("fuy"). A respelling by the
language's own rules reads right in any voice of that language. Each language's words are in
`locales/<lang>/respell.toml` (a word, lower case, and how to write it for speech), with
the counts that agree with the noun after them: a number ending in 1 ("21 cartas":
"veintiuna cartas", where espeak-ng says "veintiuno cartas"; "121 cartes": "cent vingt et
une cartes") and, in Spanish, the feminine hundreds ("200 cartas": "doscientas cartas").
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
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


@dataclass(frozen=True)
class _Agreement:
    """How one gender's counts are said: the tens ending in 1 (21 to 91), 1 at the end of a
    bigger number, each hundred, and whether the hundreds agree on their own."""

    tens: dict[int, str]
    one: str
    hundreds: dict[int, str]
    agreeing_hundreds: bool

    @classmethod
    def of(cls, kind: dict) -> _Agreement:
        """One `[counts.<gender>]` table of respell.toml."""
        return cls(
            {int(n): str(w) for n, w in kind.get("numbers", {}).items()},
            str(kind.get("one", "")),
            {int(n): str(w) for n, w in kind.get("hundreds", {}).items()},
            bool(kind.get("agreeing_hundreds", False)),
        )

    def words(self, number: int) -> str | None:
        """The number as said before a noun of this gender, or None where espeak-ng reads the
        digits right. Thousands stay digits ("1000 una": espeak says "mil una")."""
        below, thousands = number % 1000, number - number % 1000
        hundred, rest = divmod(below, 100)
        tail = self.one if rest == 1 and number > 1 else self.tens.get(rest)
        if not tail and not (self.agreeing_hundreds and hundred >= 2):
            return None
        if hundred and hundred not in self.hundreds:
            return None
        parts = [str(thousands)] if thousands else []
        parts += [self.hundreds[hundred]] if hundred else []
        parts += [tail] if tail else [str(rest)] if rest else []
        return " ".join(parts)


def _counts(data: dict) -> dict[str, _Agreement]:
    """noun → how a count before it is said."""
    out = {}
    for kind in data.get("counts", {}).values():
        agreement = _Agreement.of(kind)
        for noun in kind.get("nouns", []):
            out[str(noun)] = agreement
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
        nouns = "|".join(sorted(re.escape(noun) for noun in counts))
        counted = re.compile(r"(?<![\d,.])(\d+) (" + nouns + r")\b")

        def agree(m: re.Match[str]) -> str:
            """'21 cartas' as 'veintiuna cartas'; any other count as it was."""
            spoken = counts[m.group(2)].words(int(m.group(1)))
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
