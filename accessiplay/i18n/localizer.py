"""Formats `Msg` values in the player's language, English as the fallback."""

from __future__ import annotations

import functools
import logging
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from accessiplay.i18n.paths import data_dir
from accessiplay.i18n.sentences import capitalise_fragments, sentence_case
from accessiplay.present import Alternatives, Clauses, Msg

LANGUAGES = ("en", "fr", "es")

log = logging.getLogger(__name__)

#: A locale file past this size is no translation (the largest is about 30 kB): parsing 10 MB
#: froze the game for seconds, so such a file is skipped and English speaks in its place.
MAX_FILE_BYTES = 1_000_000


def _euphony(conjunction: str, word: str) -> str:
    """The suffix of the conjunction's variant that sounds right before `word`.

    Spanish says "7 u 8" and "agua e hielo"... "e hijo": 'o' becomes 'u' before an o sound and
    'y' becomes 'e' before an i sound. Every language has the variant messages (list-or-u,
    list-and-e); only Spanish words them differently.
    """
    # The sound, not the spelling: "Óscar" and "Íñigo" start with o and i like "oso" and "isla".
    text = unicodedata.normalize("NFD", word.strip().lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    if conjunction == "list-or":
        number = text.split()[0] if text[:1].isdigit() else ""
        if text.startswith(("o", "ho")) or number.startswith("8") or number == "11":
            return "-u"
    if (
        conjunction in ("list-and", "list-clauses")
        and text.startswith(("i", "hi"))
        and not text.startswith(("hia", "hie", "hio", "hiu"))
    ):
        return "-e"
    return ""


@functools.cache
def _said_number_types() -> tuple[type, type]:
    """Fluent number types (int, float) whose text is fixed words: negative numbers said whole.

    Built on first use so that start-up does not import fluent.runtime before it needs to.
    """
    from fluent.runtime.types import FluentFloat, FluentInt

    def said(base: type) -> type:
        class Said(base):
            words = ""

            def format(self, locale: Any) -> str:
                """The words, whatever the locale's own minus sign."""
                return self.words

        return Said

    return said(FluentInt), said(FluentFloat)


def _spoken_number(value: float) -> Any:
    """A number formatted for speech: the locale's decimal comma, but no thousands separator.

    French groups digits with U+202F, which espeak-ng reads digit by digit ("1 000" is heard
    "un zéro zéro zéro"); "1000" is "mille", "mil", "one thousand" in every voice.
    """
    from fluent.runtime.types import fluent_number

    return fluent_number(value, useGrouping=False)


def _number(value: Any, **options: Any) -> Any:
    """Fluent's NUMBER, except that a negative number keeps its words ("moins 2")."""
    from fluent.runtime.types import fluent_number

    if isinstance(value, _said_number_types()):
        return value
    return fluent_number(value, **options)


def _read_ftl(path: Path) -> str | None:
    """A locale file's text, or None when it cannot be one (unreadable, not UTF-8, not a
    regular file, far too big): its messages are then said in English, never a traceback."""
    try:
        if not path.is_file():  # a folder, or a FIFO that would block the read for ever
            raise OSError("not a regular file")
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise ValueError(f"larger than {MAX_FILE_BYTES} bytes")
        return data.decode("utf-8")
    except (OSError, ValueError) as exc:  # UnicodeDecodeError is a ValueError
        log.warning("locale file %s skipped: %r", path, exc)
        return None


class MissingMessage(KeyError):
    """A message id or one of its variables is missing (raised only in strict mode)."""


def system_language(environ: dict | None = None) -> str:
    """The first supported language of the POSIX locale variables, else English.

    They are read in gettext's order: LANGUAGE's list first (a desktop puts the language of
    its messages there, beside an LANG chosen for formats), then LC_ALL, LC_MESSAGES and LANG.
    A code is what comes before '_', '.' or '@': 'frr_DE' is North Frisian, not French.
    """
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(var, "").split(":"):
            code = re.split(r"[_.@-]", part.strip(), maxsplit=1)[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


# Files every screen needs; the others (one group per game) load on their first message.
CORE_FILES = ("common", "ui")


class _LazyBundle:
    """A Fluent bundle for one language that parses a game's files only when first needed.

    Message ids are prefixed by their file's group ("sixty-one-…" lives in sixty-one.ftl and
    sixty-one-rules.ftl), so start-up parses only the core files.
    """

    def __init__(self, lang: str, folder: Path):
        from fluent.runtime import FluentBundle

        self.bundle = FluentBundle([lang], use_isolating=False, functions={"NUMBER": _number})
        self.lang = lang
        self.files = {p.stem: p for p in sorted((folder / lang).glob("*.ftl"))}
        self.groups = self._groups()
        self.searched_games = False
        self.loaded: set[str] = set()
        for stem in CORE_FILES:
            self._load(stem)

    def _groups(self) -> list[str]:
        """The message-id prefixes of the files known, longest first so the closest wins."""
        return sorted(
            {stem.removesuffix("-rules") for stem in self.files if stem not in CORE_FILES},
            key=len,
            reverse=True,
        )

    def _load(self, stem: str) -> None:
        """Parse one file into the bundle, once."""
        from fluent.runtime import FluentResource

        if stem in self.files and stem not in self.loaded:
            self.loaded.add(stem)
            text = _read_ftl(self.files[stem])
            if text is not None:
                self.bundle.add_resource(FluentResource(text))

    def _ensure(self, msg_id: str) -> None:
        """Load the group a message id belongs to."""
        for group in self.groups:
            if msg_id.startswith(group + "-"):
                self._load(group)
                self._load(group + "-rules")
                return

    def _add_game_folders(self) -> None:
        """Add the files a game package carries in its own `locales/` (a game of another
        distribution); looked for only when an id matches no file of the platform's."""
        from accessiplay.core.registry import locale_folders

        self.searched_games = True
        for folder in locale_folders():
            for path in sorted((folder / self.lang).glob("*.ftl")):
                self.files.setdefault(path.stem, path)
        self.groups = self._groups()

    def has_message(self, msg_id: str) -> bool:
        """Whether the message exists, loading its group first."""
        self._ensure(msg_id)
        if self.bundle.has_message(msg_id):
            return True
        if not self.searched_games:
            self._add_game_folders()
            self._ensure(msg_id)
        return self.bundle.has_message(msg_id)

    def get_message(self, msg_id: str):
        """The parsed message."""
        return self.bundle.get_message(msg_id)

    def format_pattern(self, pattern, args):
        """Format with Fluent, keeping the Fluent types the localizer chose for some arguments.

        `FluentBundle.format_pattern` turns every int back into a plain Fluent number, which
        would lose a negative number's words; this is its loop without that step.
        """
        from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
        from fluent.runtime.types import FluentType
        from fluent.runtime.utils import native_to_fluent

        kept = {k: v if isinstance(v, FluentType) else native_to_fluent(v) for k, v in args.items()}
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self.bundle, current=CurrentEnvironment(args=kept), errors=errors
        )
        try:
            return pattern(env), errors
        except ValueError as exc:
            return "{???}", [*errors, exc]


class Localizer:
    """Turns message ids and arguments into text. Strict mode (tests) raises on any gap."""

    def __init__(self, lang: str = "en", *, strict: bool = False, folder: Path | None = None):
        self.lang = lang if lang in LANGUAGES else "en"
        self.strict = strict
        self.folder = folder or data_dir("locales")
        self._bundles: dict[str, _LazyBundle] = {}
        self._english: Localizer | None = None

    def _chain(self) -> Iterator:
        """The bundles to try in order; each is parsed only when a message first needs it."""
        langs = [self.lang] if self.lang == "en" else [self.lang, "en"]
        for lang in langs:
            if lang not in self._bundles:
                self._bundles[lang] = _LazyBundle(lang, self.folder)
            yield self._bundles[lang]

    def english(self) -> Localizer:
        """This localizer in English, sharing its parsed English files: the fallback for a
        sentence its translation cannot say."""
        if self._english is None:
            self._english = Localizer("en", folder=self.folder)
            self._english._bundles = self._bundles
        return self._english

    def has(self, msg_id: str) -> bool:
        """Whether the id exists in this language or the fallback."""
        return any(b.has_message(msg_id) for b in self._chain())

    def __call__(self, msg: Msg | str, **args: Any) -> str:
        """The text of a message (a bare id with keyword arguments works too)."""
        if isinstance(msg, str):
            msg = Msg.of(msg, **args)
        return self.format(msg)

    def format(self, msg: Msg) -> str:
        """Format one Msg, formatting nested messages and lists in its arguments first."""
        args = {k: self._arg(v) for k, v in msg.args}
        for bundle in self._chain():
            if bundle.has_message(msg.id):
                pattern = bundle.get_message(msg.id).value
                text, errors = bundle.format_pattern(pattern, args)
                if errors and self.strict:
                    raise MissingMessage(f"{msg.id}: {errors}")
                if errors and bundle.lang != "en":
                    # A translation naming a variable or message that is not there would say
                    # its bare name: the whole sentence is said in English instead.
                    log.warning("%s in %s: %s", msg.id, bundle.lang, errors)
                    return self.english().format(msg)
                return capitalise_fragments(text, self._fragments(msg, args))
            if self.strict and self.lang != "en":
                raise MissingMessage(f"{msg.id} missing in {self.lang}")
        if self.strict:
            raise MissingMessage(msg.id)
        return msg.id

    def sentence(self, msg: Msg) -> str:
        """The text of a message said where a sentence starts: a fragment written for
        mid-sentence that opens it gets its capital; a name or text the player typed does not."""
        text = self.format(msg)
        typed = (v for _, v in msg.args if isinstance(v, str) and v)
        if any(text.lstrip().startswith(v) for v in typed):
            return text
        return sentence_case(text)

    @staticmethod
    def _fragments(msg: Msg, args: dict[str, Any]) -> list[str]:
        """The texts of a message's arguments that are words of ours, not the player's."""
        return [
            args[k]
            for k, v in msg.args
            if isinstance(v, (Msg, Alternatives, tuple)) and isinstance(args[k], str)
        ]

    def _arg(self, value: Any) -> Any:
        """Nested messages become text; tuples become a spoken list; other values pass as they are."""
        if isinstance(value, Msg):
            return self.format(value)
        if isinstance(value, Alternatives):
            return self.join((self._arg(v) for v in value), "list-or")
        if isinstance(value, Clauses):
            return self.clauses(str(self._arg(v)) for v in value)
        if isinstance(value, tuple):
            return self.join(self._arg(v) for v in value)
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, (int, float)):
            return self._negative(value) if value < 0 else _spoken_number(value)
        return value

    def _negative(self, value: float) -> Any:
        """A negative number that speech says whole ("minus 2", "moins 2", "menos 2").

        Synthesisers drop a leading hyphen ("-2 points" is heard "2 points") and read U+2212 in
        English, so the sign is said in words from `common-minus`. The value stays a number,
        so plural selectors still choose the right noun for it.
        """
        said_int, said_float = _said_number_types()
        number = (said_float if isinstance(value, float) else said_int)(value)
        number.words = self.format(Msg.of("common-minus", number=-value))
        return number

    def join(self, items: Iterable[Any], last: str = "list-and") -> str:
        """'2, 5 and 5' (or 'F1 or ?' with list-or) in this language's words."""
        parts = [str(i) for i in items]
        if not parts:
            return self.format(Msg.of("list-empty"))
        if len(parts) == 1:
            return parts[0]
        head = self.format(Msg.of("list-separator")).join(parts[:-1])
        return self.format(Msg.of(last + _euphony(last, parts[-1]), first=head, last=parts[-1]))

    def clauses(self, items: Iterable[str]) -> str:
        """Clauses said as one list; after a clause with commas of its own the last comes with
        a comma (list-clauses), which a listener hears as the start of a new clause."""
        parts = list(items)
        separator = self.format(Msg.of("list-separator"))
        inner = any(separator in part for part in parts[:-1])
        return self.join(parts, "list-clauses" if inner else "list-and")

    def lines(self, msgs: Iterable[Msg]) -> list[str]:
        """Format several messages."""
        return [self.format(m) for m in msgs]
