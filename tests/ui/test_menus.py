"""Menus, help and settings: every key answers, in the player's language."""

from __future__ import annotations

import tomllib

import pytest

from accessiplay.present import Msg
from accessiplay.settings import settings_path


def test_main_menu_speaks_its_title_and_first_item(client):
    """The first thing a player hears says where they are and what is focused."""
    assert client.speaker.texts[0] == "Main menu. New game, 1 of 8"


def test_arrows_move_and_the_edge_is_said(client):
    """Up at the top does not wrap silently: the edge is said and the item repeated."""
    assert client.press("down") == ["Load a game, 2 of 8"]
    assert client.press("up", "up") == ["New game, 1 of 8", "Top of the list. New game, 1 of 8"]
    assert "back" in client.cues.played


def test_first_letter_jumps_in_menus(client):
    """'s' goes to Settings; a letter that starts nothing is said, never silence."""
    assert client.press("s") == ["Settings, 5 of 8"]
    assert client.press("z") == ["No item starts with Z."]


def test_an_unknown_key_is_spoken_with_the_error_cue(client):
    """A key with no meaning on this screen answers with what to do."""
    said = client.press("f7")
    assert said == ["F7 does nothing here. Press F1 to hear the keys of this screen."]
    assert client.cues.played[-1] == "error"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Colon does nothing here. Press F1 to hear the keys of this screen."),
        (
            "fr",
            "Deux-points ne fait rien ici. Appuyez sur F1 pour entendre les touches de cet écran.",
        ),
        ("es", "Dos puntos no hace nada aquí. Pulsa F1 para oír las teclas de esta pantalla."),
    ],
)
def test_a_punctuation_key_is_named_in_the_players_language(make_client, lang, said):
    """Spanish player-editor: ':' outside a list said ': no hace nada aquí.', and espeak-ng is
    silent on a colon, so the player heard no key at all."""
    client = make_client(lang)
    assert client.press(":") == [said]


def test_every_printable_key_has_a_name_in_every_language():
    """No printable key that is neither a letter nor a digit reaches the player as its bare
    symbol, in any language."""
    import string

    from accessiplay.i18n import Localizer
    from accessiplay.ui.keys import key_label

    for lang in ("en", "fr", "es"):
        loc = Localizer(lang, strict=True)
        for key in string.punctuation:
            name = loc.format(key_label(key))
            assert key not in name and name.strip(), (lang, key, name)


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "F1 or question mark: The keys of this screen"),
        ("fr", "F1 ou point d'interrogation\u00a0: les touches de cet écran"),
        ("es", "F1 o signo de interrogación: las teclas de esta pantalla"),
    ],
)
def test_f1_help_is_built_from_the_commands_in_the_players_language(make_client, lang, expected):
    """Help lists each command once, with its keys and localized description."""
    c = make_client(lang)
    said = c.press("f1")
    assert expected in said[0]
    more = c.press("down")
    assert more and more[0] != said[0]
    c.press("escape")
    assert c.top.title_id == "ui-title-main-menu"


def test_f1_lists_left_and_right_only_where_an_item_has_a_value(client):
    """Play-test: 'the main menu's F1 lists Left/Right "previous/next value" though no item has
    a value.' The main menu leaves them out (they still answer); Settings lists them."""
    tr = client.app.announcer.tr

    def help_lines() -> list[str]:
        client.press("f1")
        lines = [tr(item) for item in client.top.items()]
        client.press("escape")
        return lines

    menu = help_lines()
    assert not [line for line in menu if "value" in line], menu
    assert client.press("right") == [
        "Nothing to change here. Use Up and Down to move, Enter to choose."
    ]
    client.press("s", "enter")
    settings = help_lines()
    assert "Left arrow: Previous value" in settings and "Right arrow: Next value" in settings


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "F6: Skip the step: its move is played for you"),
        ("fr", "F6\u00a0: passer l'étape, dont le coup est joué pour vous"),
    ],
)
def test_f1_starts_each_description_as_the_language_writes_after_a_colon(make_client, lang, line):
    """Issue #11: French writes no capital after a colon ("F6 : passer l'étape"), whether the
    description is the platform's lower-case phrase or a game's sentence; English keeps its
    capital. A key name or a word in capitals at the start ("APPEL") keeps its case."""
    from accessiplay.ui.screens.dialogs import _alike

    c = make_client(lang)
    tr = c.app.announcer.tr
    entries = [(Msg.of("key-name", key="f6"), Msg.of("tutorial-key-skip"))]
    c.app.nav.open("help", entries)
    assert tr(c.top.items()[0]) == line
    assert _alike("APPEL annoncé.", lower=True) == "APPEL annoncé"
    assert _alike("R lance les dés", lower=True) == "R lance les dés"
    assert _alike("À l'étape de la paire", lower=True) == "à l'étape de la paire"


def test_history_rereads_past_messages_without_adding_to_them(client):
    """Comma and period walk back and forth through what was said."""
    client.press("down", "down")
    assert client.press(",") == ["Load a game, 2 of 8; message 2 of 3."]
    assert client.press("<") == ["Main menu. New game, 1 of 8; message 1 of 3."]
    assert client.press(">") == ["Rules, 3 of 8; message 3 of 3."]


def test_settings_screen_writes_the_toml_file(client, home):
    """Changing a setting and choosing Save writes settings.toml that loads back."""
    client.press("s", "enter")
    client.press("down", "down", "down", "right", "right")  # volume 80 -> 100
    said = client.press("end", "enter")
    assert said[-1].startswith("Settings saved in")
    data = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert data["volume"] == 100
    assert client.cues.volume == 1.0


def test_an_unwritable_settings_folder_is_explained_and_play_goes_on(client, home):
    """Bad input changes nothing: the error is spoken and the client keeps running."""
    (home / "config").parent.mkdir(parents=True, exist_ok=True)
    (home / "config").write_text("a file where a folder should be")
    client.press("s", "enter")
    said = client.press("end", "enter")
    assert said[-1].startswith("The settings could not be saved")
    assert client.cues.played[-1] == "error"
    assert client.app.running


def test_language_changes_at_once_in_settings(client):
    """Right on Language speaks French from the next word on."""
    client.press("s", "enter")
    assert client.press("right") == ["Langue\u00a0: Français, 1 sur 11"]


def test_key_storm_from_the_main_menu_never_raises_and_never_goes_silent(make_client):
    """Random keys through menus, setup, settings, rules and games: every press answers."""
    import random

    from accessiplay.ui.screens.menu import MainMenu

    keys = [
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
        "f1",
        "f2",
        "f3",
        "?",
        ",",
        ".",
        "<",
        ">",
        "v",
        "q",
        "y",
        "n",
        "s",
        "r",
        "x",
        "1",
        "S",
        "C",
        "L",
        "c-s",
        "pagedown",
        "backspace",
    ]
    rng = random.Random(5)
    client = make_client()
    for _ in range(1500):
        if not client.app.running:
            client.app.running = True
            client.app.reset(MainMenu(client.app))
        key = rng.choice(keys)
        said = client.press(key)
        assert said, f"silence after {key!r} on {type(client.top).__name__}"


def test_f1_in_a_game_says_what_the_common_keys_do_in_that_game(client):
    """In Sixteen there are no dice: F1 says D reads your hand."""
    from accessiplay.core import get_game
    from accessiplay.ui import flow

    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=1)
    client.app.settle()
    client.press("f1")
    entries = [client.app.announcer.tr(m) for m in client.top.items()]
    assert "D: Your hand, by colour, and your special tiles" in entries
