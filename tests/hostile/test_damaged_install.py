"""A screen's module that cannot be imported: a damaged install, a part missing or cut short.

Attacker play-test (session 27): since the screens load when first opened (c243ed7), a
Settings module that could not be imported closed the whole client from the main menu with
'Something went wrong and the game had to close. Your game is saved: choose Resume to go on.'
(no game was open). Now the player hears that this part could not be loaded, the details go to
crash.log, nothing opens and the client goes on from where the key was pressed.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import subprocess
import sys

import pytest
from hostile_support import QUIET, ROOT, environment
from saves_support import client

from accessiplay import locks
from accessiplay.core import get_game
from accessiplay.storage import autosave_path
from accessiplay.ui import flow
from accessiplay.ui.screens.menu import MainMenu

NOT_LOADED = {
    "en": "That part of accessiplay could not be loaded: its files are missing or damaged, so it "
    "stays closed and you are where you were. Reinstalling accessiplay should mend it. The "
    "details are in {}.",
    # Not "cette partie": in a game client, a "partie" is a game being played.
    "fr": "Cet écran d'accessiplay n'a pas pu être chargé\u00a0: ses fichiers manquent ou "
    "sont abîmés. Il reste fermé et vous restez où vous étiez. Réinstaller accessiplay "
    "devrait régler le problème. Les détails sont dans {}.",
    "es": "No se ha podido cargar esa parte de accessiplay: faltan sus archivos o están dañados. "
    "Se queda cerrada y sigues donde estabas. Reinstalar accessiplay debería arreglarlo. Los "
    "detalles están en {}.",
}
SETTINGS = "accessiplay.ui.screens.settings"
GAME = "accessiplay.ui.screens.game"


class DamagedFile(importlib.abc.MetaPathFinder):
    """Finds one module at a file of garbage bytes, as a disk error or a cut download leaves it."""

    def __init__(self, name: str, path) -> None:
        self.name = name
        self.path = path
        path.write_bytes(b"class GameScreen(\x00\x00\xff\xfe")

    def find_spec(self, name, path, target=None):
        """The damaged file for that module, the real finders for every other."""
        if name != self.name:
            return None
        return importlib.util.spec_from_file_location(name, self.path)


@pytest.fixture
def damaged(monkeypatch, tmp_path):
    """Makes a module of the client import from a damaged file until the test ends."""

    def damage(name: str) -> None:
        monkeypatch.delitem(sys.modules, name, raising=False)
        finder = DamagedFile(name, tmp_path / "damaged.py")
        monkeypatch.setattr(sys, "meta_path", [finder, *sys.meta_path])

    return damage


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_settings_screen_that_cannot_be_imported_is_said_and_the_menu_stays(
    lang, home, monkeypatch
):
    """Settings chosen with its module missing: the words, the log, and the menu still answers."""
    monkeypatch.setitem(sys.modules, SETTINGS, None)  # import of it halted, as a missing file
    c = client(lang)
    said = c.press("down", "down", "down", "down", "enter")
    log = home / "data" / "crash.log"
    assert said[-1] == NOT_LOADED[lang].format(log)
    assert SETTINGS in log.read_text(encoding="utf-8")
    assert isinstance(c.top, MainMenu) and len(c.app.stack) == 1
    assert c.app.running
    assert c.press("up")[-1].startswith(
        {"en": "Learn to play", "fr": "Apprendre", "es": "Aprender"}[lang]
    )


def test_a_game_screen_of_garbage_bytes_leaves_no_game_held(home, damaged):
    """A new game whose screen module is damaged: said, no screen, the save left to any window."""
    damaged(GAME)
    c = client()
    flow.start_game(c.app, get_game("sixty-one"), ["human", "easy"], seed=4)
    assert c.said().splitlines()[-1] == NOT_LOADED["en"].format(home / "data" / "crash.log")
    assert isinstance(c.top, MainMenu)
    assert not locks.is_open_elsewhere(autosave_path())
    assert locks.claim(autosave_path())  # another window (a mended install) may play it


def test_a_resume_whose_screen_cannot_load_keeps_the_save_and_says_so(home, monkeypatch):
    """Resume with the game screen missing: the save is kept as it was, not set aside."""
    c = client()
    flow.start_game(c.app, get_game("sixty-one"), ["human", "easy"], seed=4)
    c.app.settle()
    c.press("escape")
    locks.release_all()
    before = autosave_path().read_bytes()
    monkeypatch.setitem(sys.modules, GAME, None)
    again = client()
    said = again.press("down", "enter")
    log = home / "data" / "crash.log"
    assert said[:2] == ["Resume the saved game, 2 of 9", NOT_LOADED["en"].format(log)]
    assert isinstance(again.top, MainMenu)
    assert autosave_path().read_bytes() == before
    assert not locks.is_open_elsewhere(autosave_path())


def test_the_real_program_says_it_and_goes_on(tmp_path):
    """`accessiplay` with its settings screen missing, keys piped in: the words, then Quit works."""
    home = tmp_path / "home"
    env = environment(home)
    code = (
        f"import sys; sys.modules[{SETTINGS!r}] = None\n"
        "from accessiplay.launch import main; sys.exit(main())"
    )
    argv = [sys.executable, "-c", code, "--speech", "console", "--plain", *QUIET]
    keys = b"\x1b[B" * 4 + b"\r" + b"\x1b[A" + b"\x1b[B" * 4 + b"\ry"  # Settings, then Quit
    done = subprocess.run(argv, input=keys, env=env, capture_output=True, timeout=60, cwd=ROOT)
    out = done.stdout.decode()
    assert NOT_LOADED["en"].format(home / "data" / "crash.log") in out.splitlines()
    assert "Something went wrong" not in out
    assert done.returncode == 0, out + done.stderr.decode()
    assert out.splitlines()[-1] == "Goodbye!"
