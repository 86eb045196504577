"""#10 "Saves that can't be lost and can be found": Load a game, Delete, `resume FILE`, and
the questions before quitting or leaving unsaved settings."""

from __future__ import annotations

import datetime
import os
import tomllib
from pathlib import Path

from accessiplay.core import get_game
from accessiplay.session import Seat, Session
from accessiplay.settings import settings_path
from accessiplay.storage import autosave_path, saves_dir
from tests.hostile.saves_support import lines, program


def _save(game: str, name: str, when: datetime.datetime, seats: int = 2) -> Path:
    """A save of `game` a few actions in, written at `when`."""
    table = [Seat("Ana")] + [Seat(f"Bot {i}", "bot", "easy") for i in range(1, seats)]
    path = saves_dir() / name
    session = Session(get_game(game), table, seed=8, save_path=path)
    for _ in range(4):
        if session.auto_step() is None:
            seat = session.human_to_act()
            session.play(seat, session.state.legal_actions(seat)[0])
    os.utime(path, (when.timestamp(), when.timestamp()))
    return path


def test_load_a_game_lists_saves_newest_first_by_game_date_round_and_players(client):
    """'saved games listed by game, date, round and players, newest first'."""
    _save("sixty-one", "sixty-one-1.json", datetime.datetime(2026, 11, 29, 9, 5))
    _save("lueurs", "lueurs-1.json", datetime.datetime(2026, 11, 30, 14, 41), seats=1)
    said = client.press("down", "enter")
    assert said[-1] == (
        "Load a game. 2 saved games, newest first. 16 lueurs d'hiver (Winter Glows), "
        "30 November 14:41, saved copy. Turn 3 is about to be rolled. Players: Ana, 1 of 2"
    )
    said = client.press("down")
    assert said[-1].startswith("Sixty-One, 29 November 9:05, saved copy. Round 2 of 20")
    assert said[-1].endswith("Players: Ana and Bot 1, 2 of 2")


def test_the_game_in_progress_and_its_saved_copy_are_told_apart(make_client):
    """Play-test: 'The Load list shows the game in progress (autosave) and its Ctrl+S copy with
    identical words, so a blind player cannot tell them apart.' Each says what it is."""
    when = datetime.datetime(2026, 11, 30, 8, 0)
    heard = {}
    for lang in ["en", "fr", "es"]:
        client = make_client(lang)
        autosave = _save("linotte", autosave_path().name, when)
        copy = saves_dir() / "linotte-20261130-080000.json"
        copy.write_bytes(autosave.read_bytes())
        os.utime(copy, (when.timestamp() - 1, when.timestamp() - 1))
        # With a game in progress the menu offers "Resume" before "Load a game".
        heard[lang] = client.press("down", "down", "enter")[-1], client.press("down")[-1]
        autosave.unlink()
        copy.unlink()
    first, second = heard["en"]
    assert first.startswith(
        "Load a game. 2 saved games, newest first. La Linotte, 30 November 8:00, game in progress. "
    )
    assert second.startswith("La Linotte, 30 November 7:59, saved copy. ")
    first, second = heard["fr"]
    assert ", partie en cours. " in first and second.startswith(
        "La Linotte, 30 novembre à 7 heures 59, copie enregistrée. "
    )
    first, second = heard["es"]
    assert ", partida en curso. " in first and second.startswith(
        "La Linotte, 30 de noviembre, 7:59, copia guardada. "
    )


def test_enter_loads_the_save_and_it_goes_on_as_the_game_in_progress(client):
    """The chosen save opens where it stood and goes on in the autosave, so the copy keeps the
    position it was kept at (play-test: a loaded copy played on was changed, 'the position they
    kept is gone')."""
    path = _save("sixty-one", "sixty-one-1.json", datetime.datetime(2026, 11, 29, 9, 5))
    before = path.read_bytes()
    said = client.press("down", "enter", "enter")
    assert said[2].startswith("Sixty-One, resumed. Players: Ana and Bot 1 (easy bot).")
    client.press("enter", "enter", "enter")
    assert path.read_bytes() == before
    assert autosave_path().exists() and autosave_path().read_bytes() != before


def test_resume_goes_on_with_the_copy_last_loaded_and_the_other_game_is_kept(client):
    """Play-test (16 lueurs, seed 77): Ctrl+S, leave, load the copy, play a turn, leave, then
    Resume opened the other game at its turn 4. Now the loaded game is the one Resume goes on
    with, and the game in progress it replaced is kept under its own name, and said."""
    older = datetime.datetime(2026, 11, 28, 20, 0)
    in_progress = _save("linotte", autosave_path().name, older)
    other = in_progress.read_bytes()
    copy = _save("sixty-one", "sixty-one-1.json", datetime.datetime(2026, 11, 29, 9, 5))
    said = client.press("down", "down", "enter", "enter")
    assert "The unfinished game is kept as La Linotte, 28 November 20:00." in said
    assert client.top.session.game.id == "sixty-one"
    client.press("enter", "enter", "q", "y")
    said = client.press("home", "down", "enter")
    assert client.top.session.game.id == "sixty-one"
    assert any(s.startswith("Sixty-One, resumed.") for s in said)
    kept = [p for p in saves_dir().glob("linotte-*.json")]
    assert [p.read_bytes() for p in kept] == [other]
    assert copy.exists()


def test_delete_asks_first_then_removes_only_that_save(client):
    """'with delete' — asked first, since it cannot be undone."""
    keep = _save("sixty-one", "sixty-one-1.json", datetime.datetime(2026, 11, 29, 9, 5))
    gone = _save("linotte", "linotte-1.json", datetime.datetime(2026, 11, 30, 8, 0))
    client.press("down", "enter")
    said = client.press("delete")
    assert said[-1].startswith("Delete this saved game? La Linotte, 30 November 8:00, saved copy.")
    assert said[-1].endswith("This cannot be undone. Y or Enter for yes, N or Escape for no.")
    client.press("n")
    assert gone.exists()
    said = client.press("delete", "y")
    assert said[-2] == "Saved game deleted."
    assert said[-1].startswith("One saved game. Sixty-One, 29 November 9:05, saved copy.")
    assert not gone.exists() and keep.exists()


NONE = (
    "There are no saved games. A game you leave before its end waits here, and Control+S "
    "keeps a copy of a game as you play."
)


def test_an_empty_list_says_so(client):
    """No saves: the list says it and how a game comes to be listed, and every key still
    answers with that, where Down said 'The list is empty.' (play-test)."""
    assert client.press("down", "enter")[-1] == f"Load a game. {NONE}"
    assert client.press("delete") == [NONE]
    for key in ("down", "up", "home", "end", "enter"):
        assert client.press(key) == [NONE], key


def test_an_empty_list_says_so_in_french_and_spanish(make_client):
    """The same answer in each language, with its own name for the Control key."""
    french = make_client(lang="fr").press("down", "enter")[-1]
    assert french.endswith(
        "Aucune partie sauvegardée. Une partie quittée avant la fin vous attend ici, et Ctrl+S "
        "en garde une copie en cours de partie."
    )
    assert make_client(lang="es").press("down", "enter", "down")[-1] == (
        "No hay partidas guardadas. Una partida que dejas antes del final te espera aquí, y "
        "Control+S guarda una copia mientras juegas."
    )


def test_escape_on_the_main_menu_asks_before_quitting(client):
    """'Escape on the main menu asks before quitting'; N stays, Y leaves."""
    said = client.press("escape")
    assert said == [
        "Quit accessiplay? A game in progress stays saved. Y or Enter for yes, N or Escape for no."
    ]
    assert client.press("n") == ["Cancelled.", "Main menu. New game, 1 of 8"]
    assert client.app.running
    assert client.press("escape", "y") == [said[0], "Goodbye!"]
    assert not client.app.running


def test_leaving_settings_with_unsaved_changes_asks_whether_to_save_them(client):
    """Y saves and leaves; N puts every setting back (the language too) and leaves."""
    client.press("s", "enter", "down", "down", "down", "right")  # volume 80 -> 90
    said = client.press("escape")
    assert said == [
        "Save your changes to the settings? Y or Enter for yes, N for no, Escape to go back."
    ]
    assert client.press("escape")[0] == "Cancelled."
    assert client.top.title_id == "ui-title-settings"
    said = client.press("escape", "y")
    assert said[-2].startswith("Settings saved in")
    assert tomllib.loads(settings_path().read_text())["volume"] == 90
    client.press("enter", "right")  # Settings is still focused: French at once
    said = client.press("escape", "n")
    assert said[-2:] == ["Changes discarded.", "Main menu. Settings, 5 of 8"]
    assert client.app.lang == "en"


def test_leaving_settings_unchanged_asks_nothing(client):
    """No change, no question."""
    client.press("s", "enter")
    assert client.press("escape") == ["Main menu. Settings, 5 of 8"]


def test_resume_file_loads_that_save_from_the_command_line(home):
    """`accessiplay resume FILE` loads one."""
    path = _save("sixty-one", "sixty-one-1.json", datetime.datetime(2026, 11, 29, 9, 5))
    out = lines(program(home, b"\x03", "resume", str(path)))
    assert out[0] == "Sixty-One, resumed. Players: Ana and Bot 1 (easy bot)."


def test_a_resumed_game_says_where_it_stands_before_the_question(client):
    """Play-test: 'Resume says no turn, round or dice … a player wants "Turn 4: 2, 3 and 4."
    first'. The resumed game says what T says, to everyone, then the holder's turn."""
    from accessiplay.ui import flow

    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=7)
    client.app.settle()
    client.press("enter", "enter", "enter", "enter", "enter", "q", "y")
    said = client.press("home", "down", "enter")
    assert said[2:] == [
        "Sixty-One, resumed. Players: Player 1 and Ana (normal bot).",
        "Round 3 of 20, dice 2, 3 and 4.",
        "Your turn. Dice 2, 3 and 4: choose the area die. Water-lilies, die 2, 1 of 3",
    ]


def test_a_saves_short_name_is_said_in_each_language(make_client):
    """'Saved as Lueurs, 30 November 14:41', dates localized; French says the hour in words,
    since espeak-ng reads '14 h 01' as 'quatorze ache zéro un' (issue 11), and one minute
    past is 'une', the minute being feminine ('14 heures 1' was read 'quatorze heures un')."""
    from accessiplay.ui.flow import save_label

    when = datetime.datetime(2026, 11, 30, 14, 1)
    heard = {
        lang: make_client(lang).app.announcer.tr(save_label("lueurs", when))
        for lang in ["en", "fr", "es"]
    }
    assert heard["en"] == "16 lueurs d'hiver (Winter Glows), 30 November 14:01"
    assert heard["fr"] == "16 lueurs d'hiver, 30 novembre à 14 heures une"
    assert heard["es"] == "16 lueurs d'hiver (Luces de invierno), 30 de noviembre, 14:01"
