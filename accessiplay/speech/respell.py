"""Words a voice misreads in a language, respelled for speech only: the screen, the braille
display and printed lines keep the game's own spelling.

espeak-ng reads the French game word "joker" with its English voice ("djôkeur", where a French
player says "jokère"), and the Spanish "Full" with a palatal ll ("fuy"). A respelling by the
language's own rules reads right in any voice of that language. Each language's words are in
`locales/<lang>/respell.toml` (a word, lower case, and how to write it for speech), with
the counts that agree with the noun after them: a number ending in 1 ("21 cartas":
"veintiuna cartas", where espeak-ng says "veintiuno cartas"; "121 cartes": "cent vingt et
une cartes") and, in Spanish, the feminine hundreds ("200 cartas": "doscientas cartas"), or
with the noun before a ratio word ("3 chances sur 21": "sur vingt et une").
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from accessiplay.i18n.paths import data_dir

#: A respell.toml past this is not a list of words: read as none (a FIFO or a huge file would
#: hold the speech back for good).
MAX_FILE_BYTES = 100_000
#: A word or its respelling past this is damage, not a word: that entry is left out.
MAX_WORD = 60


@cache
def _data(folder: Path, lang: str) -> dict[str, Any]:
    """The language's respell.toml, or nothing when it is missing, damaged or not a file."""
    path = folder / lang / "respell.toml"
    try:
        if not path.is_file():
            return {}
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            return {}
        return tomllib.loads(raw.decode("utf-8-sig"))  # an editor's byte order mark too
    except (OSError, ValueError, RecursionError):  # not UTF-8, not TOML, nested past reason
        return {}


def _table(value: Any) -> dict[str, Any]:
    """A TOML table, or an empty one in place of what a damaged file put there."""
    return value if isinstance(value, dict) else {}


def _word(value: Any) -> str | None:
    """A word or respelling as written, or None for an empty, huge or non-text entry."""
    ok = isinstance(value, str) and value.strip() and len(value) <= MAX_WORD
    return value if ok else None


def _numbered(value: Any) -> dict[int, str]:
    """A table of number → words, its sound entries only."""
    pairs = ((n, _word(w)) for n, w in _table(value).items())
    return {int(n): w for n, w in pairs if n.isdecimal() and len(n) < 4 and w}


def _words(data: dict[str, Any]) -> dict[str, str]:
    """Word (lower case) → its respelling, sound entries only (an empty word matched between
    every two letters)."""
    pairs = ((_word(k), _word(v)) for k, v in _table(data.get("words")).items())
    return {k.lower(): v for k, v in pairs if k and v}


@dataclass(frozen=True)
class _Agreement:
    """How one gender's counts are said: the tens ending in 1 (21 to 91), 1 at the end of a
    bigger number, each hundred, and whether the hundreds agree on their own."""

    tens: dict[int, str]
    one: str
    hundreds: dict[int, str]
    agreeing_hundreds: bool

    @classmethod
    def of(cls, kind: dict[str, Any]) -> _Agreement:
        """One `[counts.<gender>]` table of respell.toml, its damaged entries left out."""
        return cls(
            _numbered(kind.get("numbers")),
            _word(kind.get("one")) or "",
            _numbered(kind.get("hundreds")),
            kind.get("agreeing_hundreds") is True,
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


def _counts(data: dict[str, Any]) -> dict[str, _Agreement]:
    """noun → how a count before it is said."""
    out = {}
    for kind in map(_table, _table(data.get("counts")).values()):
        agreement = _Agreement.of(kind)
        nouns = kind.get("nouns")
        for noun in map(_word, nouns if isinstance(nouns, list) else []):
            if noun:
                out[noun] = agreement
    return out


def respeller(lang: str, folder: Path | None = None) -> Callable[[str], str]:
    """A function that respells the misread words of `lang` in a text, keeping a capital.

    Whatever the file holds, it never fails: a damaged respell.toml (not UTF-8, a string where
    a table goes) made the speech backend fail as it opened, and the player lost their screen
    reader for the next backend."""
    base = lang.split("-")[0].split("_")[0].lower()
    data = _data(folder or data_dir("locales"), base)
    table = _words(data)
    counts = _counts(data)
    steps: list[Callable[[str], str]] = []
    if table:
        words = re.compile(r"\b(" + "|".join(map(re.escape, table)) + r")\b", re.IGNORECASE)

        def respelt(m: re.Match[str]) -> str:
            """The word respelled; as it was when the match ignored a case lower() keeps
            ('ſmall' matches 'small': a name or chat line holding it raised KeyError, and the
            player lost their screen reader for the next backend)."""
            spoken = table.get(m.group(0).lower())
            return _same_case(m.group(0), spoken) if spoken else m.group(0)

        steps.append(lambda text: words.sub(respelt, text))
    if counts:
        nouns = "|".join(sorted(re.escape(noun) for noun in counts))
        ratio = _ratio_words(data)
        if ratio:
            steps.append(_out_of(counts, nouns, ratio))
        # At most 9 digits: int() refuses past 4,300 (a page of 1s before 'cartas' raised).
        counted = re.compile(r"(?<![\d,.])(\d{1,9}) (" + nouns + r")\b")

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


def _ratio_words(data: dict[str, Any]) -> list[str]:
    """The words of a ratio ('sur' in '3 chances sur 21'), sound entries only."""
    words = data.get("ratio")
    return [w for w in map(_word, words if isinstance(words, list) else []) if w]


def _out_of(counts: dict[str, _Agreement], nouns: str, ratio: list[str]) -> Callable[[str], str]:
    """The count after '<noun> sur' agreeing with that noun: '3 chances sur 21' says 'vingt et
    une', the noun it stands for written only once."""
    pattern = re.compile(
        r"\b(" + nouns + r") (" + "|".join(map(re.escape, ratio)) + r") (\d{1,9})(?!\d|[,.]\d)"
    )

    def agree(m: re.Match[str]) -> str:
        """'chances sur 21' as 'chances sur vingt et une'; any other count as it was."""
        spoken = counts[m.group(1)].words(int(m.group(3)))
        return f"{m.group(1)} {m.group(2)} {spoken}" if spoken else m.group(0)

    return lambda text: pattern.sub(agree, text)


def _same_case(word: str, spoken: str) -> str:
    """The respelling with the word's capital, if it had one."""
    return spoken[:1].upper() + spoken[1:] if word[:1].isupper() else spoken
