"""Conventions a user expects of a command (issue #14, part 6).

"`accessiplay --version`; `--help` in the player's language with a line for every option; exit
codes documented".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessiplay import __version__
from accessiplay.cli_args import build_parser, parse_args
from accessiplay.exit_codes import Exit
from accessiplay.i18n import Localizer
from accessiplay.settings import Settings, save_settings

ROOT = Path(__file__).resolve().parents[1]
HEADING = {"en": "options", "fr": "options", "es": "opciones"}
USAGE = {"en": "usage:", "fr": "usage\u00a0:", "es": "uso:"}


@pytest.fixture(autouse=True)
def wide(monkeypatch, tmp_path):
    """A wide terminal, so no help line is wrapped, and no saved settings of the machine's."""
    monkeypatch.setenv("COLUMNS", "400")
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / "home"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)


def _printed(capsys, argv: list[str]) -> tuple[int, str]:
    """What the command prints, and its exit code."""
    with pytest.raises(SystemExit) as leaving:
        parse_args(argv)
    out = capsys.readouterr()
    return leaving.value.code, out.out + out.err


def _help_ids(argv: list[str]) -> list[str]:
    """Every help message id of the parser a command line reaches (top level or a command)."""
    parser = build_parser(argv)
    actions = list(parser._actions)
    for action in parser._actions:
        actions += [a for a in getattr(action, "_choices_actions", [])]
    return [a.help for a in actions if a.help]


def test_version_prints_the_package_version_and_exits_ok(capsys):
    """`accessiplay --version` says which release is installed."""
    assert _printed(capsys, ["--version"]) == (Exit.OK, f"accessiplay {__version__}\n")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_help_has_a_line_for_every_option_in_the_players_language(capsys, lang):
    """Every option is listed with its help line, worded from the locales, in --lang."""
    code, text = _printed(capsys, ["--lang", lang, "--help"])
    assert code == Exit.OK
    words = Localizer(lang, strict=True)
    assert text.startswith(USAGE[lang] + " accessiplay")
    assert f"\n{HEADING[lang]}:\n" in text.replace("\u00a0:\n", ":\n")
    for option in ("--help", "--version", "--lang", "--speech", "--plain", "--full", "--seed"):
        assert option in text
    for option in ("--bot-pause", "--brief", "--no-sound", "menu", "play", "resume", "rules"):
        assert option in text
    for msg_id in _help_ids(["--help"]) + ["cli-description", "cli-heading-commands"]:
        assert words(msg_id, default="None") in text, msg_id
    assert "cli-" not in text
    assert words("cli-metavar-bot-pause") in text


@pytest.mark.parametrize(
    "command", ["menu", "play", "resume", "rules", "tutorial", "join", "serve"]
)
def test_french_help_headings_put_a_non_breaking_space_before_the_colon(capsys, command):
    """Issue #11: French puts U+00A0 before a colon; argparse writes the colon of 'options:'
    itself, so each French heading reads "options\u00a0:"."""
    code, text = _printed(capsys, ["--lang", "fr", command, "--help"])
    assert code == Exit.OK
    assert "options\u00a0:\n" in text
    assert not re.search(r"\S:\n", text)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_commands_help_names_the_games_found(capsys, lang):
    """`accessiplay play --help`: the game argument lists the games found, --seats its default."""
    code, text = _printed(capsys, ["--lang", lang, "play", "--help"])
    assert code == Exit.OK
    for game in ("sixty-one", "lueurs", "fairy-lights", "sixteen", "linotte", "human,normal"):
        assert game in text
    assert Localizer(lang)("cli-help-play") in text
    assert "cli-" not in text


def test_help_follows_the_saved_language_setting(capsys):
    """Without --lang, the settings' language decides."""
    save_settings(Settings(language="es"))
    assert _printed(capsys, ["--help"])[1].startswith("uso: accessiplay")


def test_help_follows_the_system_locale_without_a_setting(capsys, monkeypatch):
    """Without --lang or a setting, the system locale decides."""
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert _printed(capsys, ["--help"])[1].startswith("usage\u00a0: accessiplay")


def test_a_usage_error_is_worded_in_the_players_language_and_exits_usage(capsys):
    """A mistyped option is refused with the usage line and a hint, exit code USAGE."""
    code, text = _printed(capsys, ["--lang", "fr", "--seed", "deux"])
    assert code == Exit.USAGE
    assert text.startswith("usage\u00a0: accessiplay")
    assert text.rstrip().endswith("Essayez accessiplay --help.")


def test_readme_documents_every_exit_code():
    """The README's table of exit codes is the Exit enum, value by value."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+) \| `(\w+)` \|", readme, re.MULTILINE)
    assert [(int(v), n) for v, n in rows] == [(e.value, e.name) for e in Exit]


@pytest.mark.parametrize("command", ["menu", "play", "resume", "rules", "tutorial", "bench"])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_commands_help_is_all_in_the_players_words(capsys, lang, command):
    """No message id left unformatted and no heading of argparse's own English."""
    code, text = _printed(capsys, ["--lang", lang, command, "--help"])
    assert code == Exit.OK
    assert "cli-" not in text
    for english in ("usage:", "positional arguments", "show this help"):
        assert english not in text


COMMANDS = ["menu", "play", "resume", "rules", "tutorial", "join", "bench", "serve"]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("command", COMMANDS)
def test_every_commands_help_is_worded_with_no_message_id_left(capsys, lang, command):
    """Play-test: `accessiplay join --help` showed 'cli-metavar-address' for the server; every
    command's help, its usage line included, names its arguments in the player's words."""
    code, text = _printed(capsys, ["--lang", lang, command, "--help"])
    assert code == Exit.OK
    assert "cli-" not in text
    if command == "join":
        address = Localizer(lang, strict=True)("cli-metavar-host")
        assert re.search(rf"--password \S+\] {address}\n", text), text


ERRORS = {
    "es": [
        (["play"], "accessiplay play: error: falta un argumento obligatorio: JUEGO."),
        (["join"], "accessiplay join: error: falta un argumento obligatorio: DIRECCIÓN."),
        (
            ["--speech", "foo"],
            "accessiplay: error: --speech: «foo» no es válido (elige entre 'auto', "
            "'screenreader', 'tts', 'console').",
        ),
        (["--seed", "x"], "accessiplay: error: --seed: «x» no es un valor válido."),
        (["frob"], "accessiplay: error: ORDEN: «frob» no es válido (elige entre 'menu',"),
        (["--bogus"], "accessiplay: error: argumentos no reconocidos: --bogus."),
        (["--plain", "--full"], "accessiplay: error: --full: no se puede usar junto con --plain."),
        (["--bot-pause"], "accessiplay: error: --bot-pause: falta su valor."),
        (["--brief=3"], "accessiplay: error: --brief: '3' sobra: esta opción no lleva valor."),
    ],
    "fr": [
        (["play"], "accessiplay play\u00a0: erreur\u00a0: il manque JEU."),
        (["--bogus"], "accessiplay\u00a0: erreur\u00a0: arguments non reconnus\u00a0: --bogus."),
    ],
    "en": [
        (["play"], "accessiplay play: error: the following arguments are required: GAME."),
        (["--bot-pause"], "accessiplay: error: argument --bot-pause: expected one argument."),
    ],
}


@pytest.mark.parametrize(
    ("lang", "argv", "said"), [(lang, a, s) for lang, cases in ERRORS.items() for a, s in cases]
)
def test_argparse_own_errors_are_in_the_players_words(capsys, lang, argv, said):
    """Issue #11: "argparse's own errors (a bad choice, a missing argument): any word still in
    English? Fix through the locale files." The argument is named as its help names it (JUEGO)."""
    code, text = _printed(capsys, ["--lang", lang, *argv])
    assert code == Exit.USAGE
    assert said in text
