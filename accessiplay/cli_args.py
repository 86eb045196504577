"""The command line's options, and a --help, usage and error in the player's language.

Every option, heading and metavar shown is a message id (`cli-…` in locales/<lang>/cli.ftl),
formatted only when help, usage or an error is printed, so start-up pays nothing for it. The
language is --lang if given, else the settings', else the system locale's.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn

from accessiplay import __version__
from accessiplay.exit_codes import Exit

SEAT_CHOICES = ("human", "easy", "normal", "hard")
LANGS = ("en", "fr", "es")


def help_language(argv: Sequence[str]) -> str:
    """The language help is printed in: --lang, else the saved setting, else the system's."""
    for i, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        if value in LANGS:
            return value
    from accessiplay.i18n import system_language
    from accessiplay.settings import BadSettings, load_settings

    try:
        saved = load_settings().language
    except BadSettings:
        saved = ""
    return saved if saved in LANGS else system_language()


#: Arguments named like another one: `join`'s server address is what `serve --host` names.
_SAME_METAVAR = {"address": "host"}


class _Words(argparse.HelpFormatter):
    """A help formatter whose words all come from the locales: help, headings, metavars, usage."""

    def __init__(self, prog: str, *, say: Callable[..., str]) -> None:
        super().__init__(prog)
        self.say = say

    def _words(self, text: str | None, **args: Any) -> str | None:
        """A `cli-…` message id in the player's language; any other text (the version) as is."""
        if text and text.startswith("cli-"):
            return self.say(text, **args)
        return text

    def _expand_help(self, action: argparse.Action) -> str:
        """An option's help line; it may name its default and the games found."""
        args: dict[str, Any] = {"default": str(action.default)}
        if action.dest == "game":
            from accessiplay.core.registry import discovered
            from accessiplay.present import Alternatives

            args["games"] = Alternatives(f.id for f in discovered())
        return self._words(str(action.help), **args) or ""

    def start_section(self, heading: str | None) -> None:
        """A heading such as 'options', in the player's words."""
        super().start_section(self._words(heading))

    def add_usage(
        self,
        usage: str | None,
        actions: Any,
        groups: Any,
        prefix: str | None = None,
    ) -> None:
        """'usage: ' in the player's words (argparse passes '' when it names a command)."""
        if prefix is None:
            prefix = (self._words("cli-usage") or "") + " "
        super().add_usage(usage, actions, groups, prefix)

    def _split_lines(self, text: str, width: int) -> list[str]:
        """Wrapped lines that never cut a hyphenated name ('sixty-one', '--bot-pause') nor a
        French non-breaking space ('défaut\u00a0:' stays whole: only ASCII blanks break)."""
        import re
        import textwrap

        text = re.sub(r"[ \t\n\r\f\v]+", " ", text).strip()
        return textwrap.wrap(text, width, break_on_hyphens=False)

    def _format_text(self, text: str) -> str:
        """The description, in the player's words."""
        return super()._format_text(self._words(text) or "")

    def _get_default_metavar_for_optional(self, action: argparse.Action) -> str:
        """'SECONDS' rather than the option's internal name."""
        dest = _SAME_METAVAR.get(action.dest, action.dest)
        return self._words(f"cli-metavar-{dest.replace('_', '-')}") or action.dest

    def _get_default_metavar_for_positional(self, action: argparse.Action) -> str:
        """'GAME', in the player's words."""
        return self._get_default_metavar_for_optional(action)


# argparse's own error texts (its gettext message ids), each with our message id and the
# %-placeholders argparse fills in afterwards, passed to the message as its variables.
_ARGPARSE_WORDS: dict[str, tuple[str, dict[str, str]]] = {
    "argument %(argument_name)s: %(message)s": (
        "cli-argparse-argument",
        {"argument": "%(argument_name)s", "message": "%(message)s"},
    ),
    "the following arguments are required: %s": ("cli-argparse-required", {"names": "%s"}),
    "unrecognized arguments: %s": ("cli-argparse-unrecognized", {"names": "%s"}),
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "cli-argparse-choice",
        {"value": "%(value)s", "choices": "%(choices)s"},
    ),
    "invalid %(type)s value: %(value)r": ("cli-argparse-value", {"value": "%(value)s"}),
    "not allowed with argument %s": ("cli-argparse-not-with", {"other": "%s"}),
    "expected one argument": ("cli-argparse-expected-one", {}),
    "expected at most one argument": ("cli-argparse-expected-at-most-one", {}),
    "expected at least one argument": ("cli-argparse-expected-at-least-one", {}),
    "ambiguous option: %(option)s could match %(matches)s": (
        "cli-argparse-ambiguous",
        {"option": "%(option)s", "matches": "%(matches)s"},
    ),
    "ignored explicit argument %r": ("cli-argparse-ignored", {"given": "%r"}),
}


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are worded in the player's language."""

    say: Callable[..., str]

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        """Parse with argparse's own error texts and argument names in the player's words."""
        with self._our_words():
            return super().parse_known_args(args, namespace)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        """Parse; words left over ("unrecognized arguments") are refused in our words too."""
        with self._our_words():
            return super().parse_args(args, namespace)

    @contextlib.contextmanager
    def _our_words(self) -> Iterator[None]:
        """argparse's error texts come from its module's gettext: ours while parsing."""
        module: Any = argparse
        original = module._, module.ngettext, module._get_action_name
        module._, module.ngettext, module._get_action_name = (
            self._gettext,
            self._ngettext,
            self._action_name,
        )
        try:
            yield
        finally:
            module._, module.ngettext, module._get_action_name = original

    def _gettext(self, text: str) -> str:
        """One of argparse's texts as our message, its %-placeholders kept for argparse."""
        if text not in _ARGPARSE_WORDS:
            return text
        msg_id, holes = _ARGPARSE_WORDS[text]
        return self.say(msg_id, **holes)

    def _ngettext(self, one: str, other: str, count: int) -> str:
        """'expected 2 arguments', the only plural argparse says to a player."""
        if one == "expected %s argument":
            return self.say("cli-argparse-expected-count", count=count, needed="%s")
        return one if count == 1 else other

    def _action_name(self, action: Any) -> str | None:
        """An argument's name in an error: JUEGO rather than 'game', ORDEN for the command."""
        if action is None or action.option_strings or action.metavar is not None:
            return _ORIGINAL_ACTION_NAME(action)
        dest = _SAME_METAVAR.get(action.dest, action.dest)
        words = self.say(f"cli-metavar-{dest.replace('_', '-')}")
        return words if not words.startswith("cli-") else _ORIGINAL_ACTION_NAME(action)

    def error(self, message: str) -> NoReturn:
        """Print the usage and the error, in the player's words, and exit USAGE."""
        self.print_usage(sys.stderr)
        self.exit(Exit.USAGE, self.say("cli-error", prog=self.prog, detail=message) + "\n")


_ORIGINAL_ACTION_NAME: Callable[[Any], str | None] = vars(argparse)["_get_action_name"]


def build_parser(argv: Sequence[str]) -> argparse.ArgumentParser:
    """The whole command line: global options and the commands menu, play, resume, rules,
    tutorial, join, bench, serve."""
    localizer: list[Callable[..., str]] = []

    def say(msg_id: str, **args: Any) -> str:
        """Format a message, making the localizer on first use (only help and errors need one)."""
        if not localizer:
            from accessiplay.i18n import Localizer

            localizer.append(Localizer(help_language(argv)))
        return localizer[0](msg_id, **args)

    def words(prog: str) -> _Words:
        return _Words(prog, say=say)

    def parser(prog: str, description: str) -> _Parser:
        made = _Parser(prog=prog, description=description, formatter_class=words, add_help=False)
        made.say = say
        return made

    top = parser("accessiplay", "cli-description")
    opts = top.add_argument_group("cli-heading-options")
    opts.add_argument("-h", "--help", action="help", help="cli-help-help")
    opts.add_argument(
        "--version", action="version", version=f"accessiplay {__version__}", help="cli-help-version"
    )
    opts.add_argument("--lang", choices=LANGS, help="cli-help-lang")
    opts.add_argument(
        "--speech", choices=("auto", "screenreader", "tts", "console"), help="cli-help-speech"
    )
    mode = opts.add_mutually_exclusive_group()
    mode.add_argument("--plain", action="store_true", help="cli-help-plain")
    mode.add_argument("--full", action="store_true", help="cli-help-full")
    opts.add_argument("--seed", type=int, help="cli-help-seed")
    opts.add_argument(
        "--bot-pause", type=pause_seconds(say), dest="bot_pause", help="cli-help-bot-pause"
    )
    opts.add_argument("--brief", action="store_true", help="cli-help-brief")
    opts.add_argument("--no-sound", action="store_true", dest="no_sound", help="cli-help-no-sound")
    sub = top.add_subparsers(dest="command", title="cli-heading-commands", parser_class=_Parser)

    def command(name: str, argument: str = "", **how: Any) -> Any:
        """A command with its own --help; its argument and options under their own headings."""
        made = sub.add_parser(
            name,
            help=f"cli-help-{name}",
            description=f"cli-help-{name}",
            formatter_class=words,
            add_help=False,
        )
        made.say = say
        if argument:
            made.add_argument_group("cli-heading-arguments").add_argument(
                argument, help=f"cli-help-{argument}", **how
            )
        group = made.add_argument_group("cli-heading-options")
        group.add_argument("-h", "--help", action="help", help="cli-help-help")
        return group

    command("menu")
    command("play", "game").add_argument("--seats", default="human,normal", help="cli-help-seats")
    command("resume", "file", nargs="?")
    command("rules", "game")
    command("tutorial", "game")
    command("join", "address").add_argument("--password", default="", help="cli-help-join-password")
    command("bench").add_argument("--quick", action="store_true", help="cli-help-quick")
    serve = command("serve")
    serve.add_argument("--host", default="127.0.0.1", help="cli-help-host")
    serve.add_argument("--port", type=port_number, default=8765, help="cli-help-port")
    serve.add_argument("--data", help="cli-help-data")
    serve.add_argument("--password", help="cli-help-password")
    serve.add_argument("--cert", help="cli-help-cert")
    serve.add_argument("--key", help="cli-help-key")
    return top


def port_number(text: str) -> int:
    """A port a server can listen on, 0 (the system chooses) to 65535: `serve --port 99999`
    ended in an OverflowError traceback (a ValueError here is argparse's 'invalid value')."""
    port = int(text)
    if not 0 <= port <= 65535:
        raise ValueError(text)
    return port


def pause_seconds(say: Callable[..., str]) -> Callable[[str], float]:
    """--bot-pause's reader: a number of seconds from 0 to the longest pause. A negative,
    endless or too long pause is refused in the player's words, as any other value that is not
    a pause (a longer one was cut to the longest without a word)."""

    def read(text: str) -> float:
        """The pause, or argparse's refusal worded by us."""
        from accessiplay.settings import BOT_PAUSE_MAX

        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not 0 <= value <= BOT_PAUSE_MAX:  # NaN fails both
            from accessiplay.names import clean_echo

            raise argparse.ArgumentTypeError(
                say("cli-bot-pause-value", value=clean_echo(text), most=BOT_PAUSE_MAX)
            )
        return value

    return read


#: Options whose value is a number: a negative one given after a space is still their value.
NUMBER_OPTIONS = frozenset({"--bot-pause", "--seed", "--port"})


def numbers_joined(args: list[str]) -> list[str]:
    """`--bot-pause -inf` as `--bot-pause=-inf`: argparse takes '-inf' or '-1e3' for an
    option (only '-1' looks like a number to it) and refused with 'expected one argument'."""
    joined: list[str] = []
    for arg in args:
        if joined and joined[-1] in NUMBER_OPTIONS and arg.startswith("-") and _number(arg):
            joined[-1] += "=" + arg
        else:
            joined.append(arg)
    return joined


def _number(text: str) -> bool:
    """Whether Python reads this text as a number ('-inf', '-nan', '-1e3' are)."""
    try:
        float(text)
    except ValueError:
        return False
    return True


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line: a command (menu, play, resume, rules, join, bench) and global options."""
    args = numbers_joined(list(sys.argv[1:] if argv is None else argv))
    return build_parser(args).parse_args(args)
