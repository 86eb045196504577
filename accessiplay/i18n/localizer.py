"""Formats `Msg` values in the player's language, English as the fallback."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterable

from accessiplay.i18n.paths import data_dir
from accessiplay.present import Alternatives, Msg

LANGUAGES = ("en", "fr", "es")


class MissingMessage(KeyError):
    """A message id or one of its variables is missing (raised only in strict mode)."""


def system_language(environ: dict | None = None) -> str:
    """The first supported language named by the POSIX locale variables, else English."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        for part in env.get(var, "").split(":"):
            code = part[:2].lower()
            if code in LANGUAGES:
                return code
    return "en"


def _bundle(lang: str, folder: Path):
    """One Fluent bundle holding every .ftl file of a language."""
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((folder / lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


class Localizer:
    """Turns message ids and arguments into text. Strict mode (tests) raises on any gap."""

    def __init__(self, lang: str = "en", *, strict: bool = False, folder: Path | None = None):
        self.lang = lang if lang in LANGUAGES else "en"
        self.strict = strict
        self.folder = folder or data_dir("locales")
        self._bundles: list | None = None

    def _chain(self) -> list:
        """The bundles to try in order, loaded on first use to keep start-up fast."""
        if self._bundles is None:
            langs = [self.lang] if self.lang == "en" else [self.lang, "en"]
            self._bundles = [_bundle(lang, self.folder) for lang in langs]
        return self._bundles

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
                return text
            if self.strict and bundle is self._chain()[0] and self.lang != "en":
                raise MissingMessage(f"{msg.id} missing in {self.lang}")
        if self.strict:
            raise MissingMessage(msg.id)
        return msg.id

    def _arg(self, value: Any) -> Any:
        """Nested messages become text; tuples become a spoken list; other values pass as they are."""
        if isinstance(value, Msg):
            return self.format(value)
        if isinstance(value, Alternatives):
            return self.join((self._arg(v) for v in value), "list-or")
        if isinstance(value, tuple):
            return self.join(self._arg(v) for v in value)
        if isinstance(value, bool):
            return "yes" if value else "no"
        return value

    def join(self, items: Iterable[Any], last: str = "list-and") -> str:
        """'2, 5 and 5' (or 'F1 or ?' with list-or) in this language's words."""
        parts = [str(i) for i in items]
        if not parts:
            return self.format(Msg.of("list-empty"))
        if len(parts) == 1:
            return parts[0]
        head = self.format(Msg.of("list-separator")).join(parts[:-1])
        return self.format(Msg.of(last, first=head, last=parts[-1]))

    def lines(self, msgs: Iterable[Msg]) -> list[str]:
        """Format several messages."""
        return [self.format(m) for m in msgs]
