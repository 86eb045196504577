"""Load a game, then the copy chosen is damaged or deleted between the list and Enter (another
window, a sync tool, a careless hand in the saves folder).

Attacker play-test (#13 session): a copy damaged after the list was read moved the game in
progress aside as 'La Linotte, 28 November 20:00', copied the damaged text over the autosave
and refused it as 'autosave.damaged-….json': Resume had no game left, and the damaged copy
was in the list twice. Now the copy is checked first and refused by its own name; the game in
progress stays the game in progress, untouched.
"""

from __future__ import annotations

import datetime

import pytest
from saves_support import client

from accessiplay.storage import autosave_path, saves_dir
from tests.ui.test_saves_menu import _save

DAMAGED = {
    "en": "This saved game cannot be opened: the file is damaged. Nothing was deleted: its file "
    "is kept as {}.",
    "fr": "Impossible d'ouvrir cette partie sauvegardée\u00a0: le fichier est abîmé. Rien n'a "
    "été supprimé\u00a0: son fichier est conservé sous le nom {}.",
}
IN_PROGRESS = {
    "en": "One saved game. La Linotte, 28 November 20:00, game in progress. ",
    "fr": "Une partie sauvegardée. La Linotte, 28 novembre à 20 heures, partie en cours. ",
}


def _list_with_a_copy(lang: str):
    """A game in progress and a copy beside it; the Load list open on the copy."""
    c = client(lang)
    live = _save("linotte", autosave_path().name, datetime.datetime(2026, 11, 28, 20, 0))
    copy = _save("sixty-one", "sixty-one-1.json", datetime.datetime(2026, 11, 29, 9, 5))
    c.press("down", "down", "enter")
    return c, live, copy


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_copy_damaged_after_the_list_is_refused_by_its_name_and_the_game_stays(lang):
    c, live, copy = _list_with_a_copy(lang)
    before = live.read_bytes()
    copy.write_text('{"game": "sixty-one", "seats": [', encoding="utf-8")
    said = c.press("enter")
    (aside,) = saves_dir().glob("sixty-one-1.damaged-*.json")
    assert said[0] == DAMAGED[lang].format(aside.name)
    assert said[1].startswith(IN_PROGRESS[lang])
    assert live.read_bytes() == before
    assert sorted(p.name for p in saves_dir().glob("*.json")) == ["autosave.json", aside.name]


def test_a_copy_deleted_after_the_list_changes_nothing():
    """The missing file is named and the list read again; the game in progress is untouched."""
    c, live, copy = _list_with_a_copy("en")
    before = live.read_bytes()
    copy.unlink()
    said = c.press("enter")
    assert said[0].startswith(f"There is no file {copy}: check its name and folder")
    assert said[1].startswith(IN_PROGRESS["en"])
    assert live.read_bytes() == before
    assert sorted(p.name for p in saves_dir().glob("*.json")) == ["autosave.json"]
