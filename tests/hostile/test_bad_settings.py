"""#15: "Validate every setting with a clamp or a spoken 'this setting was reset', never a
crash or a dead key." Each case is a settings.toml a player (or a bad editor) could leave."""

from __future__ import annotations

import os

import pytest
from saves_support import lines, program

from accessiplay import cli
from accessiplay.settings import BOT_PAUSE_MAX, Settings, read_settings, save_settings


def _settings_file(home, text: str):
    """Write settings.toml in the test's config folder."""
    path = home / "config" / "settings.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "text,field,expected,reset",
    [
        ("[keys]\nchoose = {a = 1}\n", "keys", {}, ["keys"]),
        ('[keys]\nchoose = "garbage"\nscores = "x"\n', "keys", {"scores": "x"}, ["keys"]),
        ('language = "xx"\n', "language", "", ["language"]),
        ("bot_pause = inf\n", "bot_pause", BOT_PAUSE_MAX, []),
        ("bot_pause = -5\n", "bot_pause", 0.0, []),
        ("bot_pause = nan\n", "bot_pause", Settings().bot_pause, ["bot_pause"]),
        ("rate = 99999999999\n", "rate", 10, []),
        ("volume = -3.5\n", "volume", 0, []),
        ('volume = "loud"\n', "volume", 80, ["volume"]),
        ('verbose = "yes"\n', "verbose", True, ["verbose"]),
        ('speech = "telepathy"\n', "speech", "auto", ["speech"]),
        ('name = "' + "N" * 2500 + '"\n', "name", "N" * 40, []),
        ("name = 7\n", "name", "", ["name"]),
        ("keys = 3\n", "keys", {}, ["keys"]),
        # Attacker play-test: the full mode's theme and a name that says nothing.
        ("theme = 5\n", "theme", "high-contrast", ["theme"]),
        ('theme = "../../high-contrast"\n', "theme", "high-contrast", ["theme"]),
        ("[theme]\nfocus = 1\n", "theme", "high-contrast", ["theme"]),
        ('name = "\u0301\u0308\u3164"\n', "name", "", []),
    ],
)
def test_each_bad_value_is_clamped_or_reset_and_named(home, text, field, expected, reset):
    """Only the bad value changes; the rest of the file is kept."""
    _settings_file(home, text + 'screen = "plain"\n' if "keys" not in text else text)
    settings, names = read_settings()
    assert getattr(settings, field) == expected
    assert names == reset


def test_a_choose_key_bound_to_a_table_starts_and_enter_still_chooses(home):
    """`[keys] choose = {a = 1}` crashed at start; now the start says the keys were reset and
    Enter opens New game."""
    _settings_file(home, "[keys]\nchoose = {a = 1}\n")
    out = lines(program(home, b"\r\x1b\x1by"))
    assert out[0] == "This setting was reset because its value could not be used: keys."
    assert out[1] == "Main menu. New game, 1 of 8"
    assert out[2] == "New game. Game: Sixty-One, 1 of 5"


def test_a_key_bound_to_garbage_does_not_kill_enter(home):
    """`choose = "garbage"` took Enter away silently; the binding is dropped and said."""
    _settings_file(home, '[keys]\nchoose = "garbage"\n')
    out = lines(program(home, b"\r\x1b\x1by"))
    assert out[0] == "This setting was reset because its value could not be used: keys."
    assert out[2] == "New game. Game: Sixty-One, 1 of 5"


def test_an_unknown_language_is_reset_and_right_still_changes_it(home):
    """`language = "xx"` showed 'ui-language-xx' and crashed on Right in Settings."""
    _settings_file(home, 'language = "xx"\n')
    out = lines(program(home, b"s\r\x1b[C\x1b[C\x1b[C"))
    assert out[0] == "This setting was reset because its value could not be used: language."
    assert "Settings. Language: English, 1 of 11" in out
    assert "Idioma: Español, 1 de 11" in out
    assert not any("ui-language" in line for line in out)


def test_bot_pause_inf_from_the_file_is_clamped(home):
    """`bot_pause = inf` froze the bots: it becomes the longest pause. (`--bot-pause inf` is
    refused in the player's words: tests/hostile/test_bot_pause_option.py.)"""
    _settings_file(home, "bot_pause = inf\n")
    app, _ = cli.build(cli.parse_args(["--speech", "console", "--no-sound"]))
    assert app.settings.bot_pause == BOT_PAUSE_MAX


def test_a_fifo_as_settings_toml_does_not_hang_the_start(home):
    """Opening a FIFO for reading waits for a writer forever; it is not read at all."""
    path = home / "config" / "settings.toml"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    out = lines(program(home, b"\x1by", timeout=20))
    assert out[0] == (
        f"Your settings file {path} could not be read, so the default settings are used. "
        "The file was left as it is."
    )
    assert out[-1] == "Goodbye!"


def test_settings_written_by_the_client_read_back_without_any_reset(home):
    """The checks refuse nothing the client itself writes."""
    settings = Settings(name="Léa", bot_pause=1.4, keys={"scores": "x", "choose": "enter"})
    save_settings(settings)
    assert read_settings() == (settings, [])


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "{} is a file, not a folder, so accessiplay cannot keep its settings and games"),
        ("fr", "{} est un fichier et non un dossier\u00a0: accessiplay ne peut pas y garder"),
        ("es", "{} es un archivo, no una carpeta, así que accessiplay no puede guardar ahí"),
    ],
)
def test_a_home_that_is_a_file_is_named_as_a_file_not_a_broken_settings_file(tmp_path, lang, said):
    """Attacker play-test: ACCESSIPLAY_HOME naming a file said 'Your settings file
    …/config/settings.toml could not be read … The file was left as it is', a file that does
    not exist. The player hears which file is in the way; the menu still answers."""
    home = tmp_path / "home"
    home.write_text("not a folder", encoding="utf-8")
    out = lines(program(home, b"\x1b\x1by", "--lang", lang))
    assert out[0].startswith(said.format(home))
    assert "settings.toml" not in out[0]
    assert home.read_text(encoding="utf-8") == "not a folder"
