"""A disk that fills up (or a file size limit) while a game autosaves: the player is warned
once, the game goes on, and leaving never claims "The game is saved" when it is not.

Before the fix, a game whose autosave kept failing ended with "The game is saved. Goodbye!"
(Ctrl+C) or "You left the game. It is saved." (Q), while the file on disk held an older moment.
"""

from __future__ import annotations

import errno
import json
import resource
import signal
import subprocess
import sys

import pytest
from hostile_support import QUIET, environment
from saves_support import ROOT, client

from accessiplay import session as session_module
from accessiplay.storage import autosave_path

#: Bytes a save may have under the limit: a Sixty-One record passes it within a few rounds.
LIMIT = 1000


def _limited() -> None:
    """In the child: files past LIMIT bytes cannot be written (as on a full disk)."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


def test_the_real_program_under_a_file_size_limit_says_the_moves_are_lost(tmp_path):
    """'Warning: the game cannot be saved … if you quit, this game will be lost.' Then
    Ctrl+C must not say the game is saved: the autosave on disk is an older moment."""
    home = tmp_path / "home"
    game = ("--seed", "5", "play", "sixty-one", "--seats", "human,normal")
    done = subprocess.run(
        [sys.executable, "-m", "accessiplay", "--speech", "console", *QUIET, *game],
        input=b"\r" * 20 + b"\x03",
        env=environment(home),
        capture_output=True,
        timeout=60,
        cwd=ROOT,
        preexec_fn=_limited,
    )
    assert (done.returncode, done.stderr) == (0, b"")
    said = done.stdout.decode().splitlines()
    save = home / "data" / "saves" / "autosave.json"
    warning = f"Warning: the game cannot be saved in {save}. You can go on playing, but if you "
    assert [line for line in said if line.startswith("Warning")] == [
        warning + "quit, this game will be lost."
    ], "warned once"
    assert said[-1] == (
        "The game could not be saved: what was played since its last save is lost. Goodbye!"
    )
    kept = json.loads(save.read_text())
    assert len(save.read_bytes()) <= LIMIT
    assert kept["game"] == "sixty-one" and kept["actions"], "the last save that fitted is kept"


@pytest.fixture
def full_disk(monkeypatch):
    """Every save fails as on a full disk until the test sets `room[0]`."""
    room = [False]
    write = session_module.write_atomically

    def refuse(path, text):
        if not room[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        write(path, text)

    monkeypatch.setattr(session_module, "write_atomically", refuse)
    return room


def _playing(c) -> None:
    """A new Sixty-One game against a bot, two moves in."""
    c.press("enter", "end", "enter")
    c.press("enter", "enter", "enter")


def test_q_asks_and_answers_that_the_unsaved_moves_are_lost(full_disk):
    """Q's question said 'It stays saved' and the answer 'It is saved': both were false."""
    c = client()
    _playing(c)
    asked = c.press("q")
    assert asked[0] == (
        "Leave this game? It could not be saved: what was played since its last save will be "
        "lost. Y or Enter for yes, N or Escape for no."
    )
    left = c.press("y")
    assert left[0] == (
        "You left the game. It could not be saved: what was played since its last save is lost."
    )
    assert not autosave_path().exists()


def test_ctrl_c_tries_the_save_again_and_says_saved_only_once_it_is(full_disk):
    """The disk has room again when the player leaves: the save is tried once more, and then
    "The game is saved" is true; the file on disk holds every move played."""
    c = client()
    _playing(c)
    played = len(c.top.session.record.actions)
    full_disk[0] = True
    assert c.press("c-c")[-1] == "The game is saved. Goodbye!"
    assert len(json.loads(autosave_path().read_text())["actions"]) == played


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "fr",
            "La partie n'a pas pu être sauvegardée\u00a0: ce qui a été joué depuis la dernière "
            "sauvegarde est perdu. Au revoir\u00a0!",
        ),
        (
            "es",
            "No se ha podido guardar la partida: se ha perdido lo que se ha jugado desde la "
            "última vez que se guardó. ¡Hasta pronto!",
        ),
    ],
)
def test_the_lost_moves_are_said_in_the_players_language(full_disk, lang, words):
    """The farewell of an unsaved game in French and Spanish."""
    c = client(lang)
    _playing(c)
    assert c.press("c-c")[-1] == words
