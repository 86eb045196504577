"""Files a player edited in Windows Notepad, which puts a UTF-8 byte order mark (EF BB BF)
before the text: settings.toml, a saved game, respell.toml. They are read as the text they
hold. Before the fix the whole settings file was 'could not be read' (every setting back to
its default), and a save was 'damaged' and set aside.
"""

from __future__ import annotations

import json
import shutil

from saves_support import ROOT, client, lines, played_record, program, write_save

from accessiplay.settings import load_settings, settings_path
from accessiplay.speech.respell import respeller

BOM = b"\xef\xbb\xbf"


def test_settings_saved_by_notepad_are_the_players_settings(home):
    """The real program: Zoé's name and rate are read, nothing is said about the file, and
    the file is left exactly as Notepad wrote it."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(BOM + 'name = "Zoé"\nrate = 3\n'.encode())
    before = path.read_bytes()
    settings = load_settings(path)
    assert (settings.name, settings.rate) == ("Zoé", 3)
    said = lines(program(home, b"\x03"))
    assert said[0] == "Main menu. New game, 1 of 8"
    assert path.read_bytes() == before


def test_a_save_edited_in_notepad_resumes(home):
    """Resume opens it where it was: the round and the question, not 'the file is damaged'."""
    path = write_save(BOM + json.dumps(played_record()).encode())
    c = client()
    c.press("down")
    said = c.press("enter")
    assert said[-2:] == [
        "Round 3.",
        "Your turn. Dice 2, 4 and 6: choose the area die. Water-lilies, die 2, 1 of 3",
    ]
    assert not list(path.parent.glob("autosave.damaged-*"))


def test_a_respell_file_saved_by_notepad_still_respells(tmp_path):
    """A translator's editor put a byte order mark before French respell.toml: still read."""
    folder = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", folder)
    path = folder / "fr" / "respell.toml"
    path.write_bytes(BOM + path.read_bytes())
    assert respeller("fr", folder)("Un joker.") == "Un jokère."
