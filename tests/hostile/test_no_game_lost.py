"""#15 "No game lost without a word": a new game asks before putting an unfinished one aside
(and keeps it as a named save), two windows on one data folder never erase each other's moves,
stale temporary files are cleaned at start, and writes reach the disk before the rename."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from saves_support import ROOT, client, lines, played_record, program, write_save

from accessiplay import storage
from accessiplay.storage import autosave_path, saves_dir


def _new_game(c) -> list[str]:
    """Main menu, New game, Start (the last row of the setup form)."""
    return c.press("enter", "end", "enter")


def test_a_new_game_asks_first_and_no_keeps_the_unfinished_one():
    """'Starting a new game ... overwrites an unfinished game': now it asks; N changes nothing."""
    before = write_save(played_record()).read_bytes()
    c = client()
    said = _new_game(c)
    assert said[-1] == (
        "An unfinished game is saved. Start a new game? The unfinished one is kept: you will "
        "find it in Load a game. Y or Enter for yes, N or Escape for no."
    )
    c.press("n")
    assert autosave_path().read_bytes() == before
    assert list(saves_dir().glob("*.json")) == [autosave_path()]


def test_yes_keeps_the_unfinished_game_under_its_short_name():
    """Y: the old game moves to a named save (found in Load a game), the new one starts."""
    before = write_save(played_record()).read_bytes()
    c = client()
    _new_game(c)
    said = c.press("y")
    (kept,) = saves_dir().glob("sixty-one-*.json")
    assert kept.read_bytes() == before
    assert said[0].startswith("The unfinished game is kept as Sixty-One, ")
    assert c.top.title_id == "ui-title-game"
    assert json.loads(autosave_path().read_text())["actions"] != json.loads(before)["actions"]


def test_a_damaged_unfinished_game_is_kept_too():
    """Even a damaged one the player was told was 'left as it is' is not overwritten."""
    write_save(b'{"format": "accessiplay-record/1", "game": ')
    c = client()
    _new_game(c)
    said = c.press("y")
    (kept,) = saves_dir().glob("autosave.damaged-*.json")
    assert said[0] == f"The unfinished game was damaged. Its file is kept as {kept.name}."
    assert kept.read_bytes() == b'{"format": "accessiplay-record/1", "game": '


def test_the_real_program_asks_before_play_replaces_an_unfinished_game(home):
    """`accessiplay play` over an unfinished game: the question; Escape keeps everything."""
    before = write_save(played_record()).read_bytes()
    out = lines(program(home, b"\x1b\x1by", "play", "sixty-one"))
    assert out[0].startswith("An unfinished game is saved. Start a new game?")
    assert out[1:3] == ["Cancelled.", "Main menu. New game, 1 of 9"]
    assert autosave_path().read_bytes() == before


def _wait_for(condition, seconds: float = 30.0) -> None:
    """Poll until the other window has done its part (bounded)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the other window did not get there in time"
        time.sleep(0.05)


def _settled(path, quiet: float = 1.5) -> bytes:
    """The file once the other window stopped writing it (it waits for its player's key)."""
    last, since = path.read_bytes(), time.monotonic()
    while time.monotonic() - since < quiet:
        time.sleep(0.1)
        now = path.read_bytes()
        if now != last:
            last, since = now, time.monotonic()
    return last


@pytest.mark.slow
def test_a_second_window_cannot_resume_the_game_open_in_the_first(home):
    """Two windows on one data folder: the second hears the game is open elsewhere, is offered
    the menu, and a new game there is saved apart; the first window's save is untouched."""
    env = dict(os.environ, ACCESSIPLAY_HOME=str(home), PYTHONPATH=str(ROOT))
    first = subprocess.Popen(
        [sys.executable, "-m", "accessiplay", "--speech", "console", "--no-sound",
         "--bot-pause", "0", "--seed", "4", "play", "sixty-one", "--seats", "human,normal"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT,
    )  # fmt: skip
    try:
        _wait_for(lambda: autosave_path().exists())
        before = _settled(autosave_path())
        out = lines(program(home, b"\x1by", "resume"))
        assert out[0] == (
            "This game is open in another window of accessiplay. Go on with it there, "
            "or here start a new game or load another one."
        )
        assert out[1] == "Main menu. New game, 1 of 9"
        out = lines(program(home, b"\x03", "--seed", "9", "play", "linotte"))
        assert out[0] == (
            "The game in progress is open in another window of accessiplay, "
            "so this new game is saved on its own."
        )
        assert len(list(saves_dir().glob("linotte-*.json"))) == 1
        assert autosave_path().read_bytes() == before
    finally:
        first.stdin.close()
        first.wait(timeout=60)
    assert first.returncode == 0, first.stderr.read().decode()


def test_stale_temporary_files_are_cleaned_at_start_but_a_live_one_is_kept(home):
    """'Killed writes leave autosave.json*.tmp files forever': old ones go at the next start."""
    saves_dir().mkdir(parents=True)
    stale = saves_dir() / "autosave.jsonab12cd.tmp"
    stale.write_bytes(b"x" * 1000)
    old = time.time() - 3600
    os.utime(stale, (old, old))
    live = saves_dir() / "autosave.jsonef34gh.tmp"
    live.write_bytes(b"being written by another window")
    program(home, b"\x1by")
    assert not stale.exists()
    assert live.exists()


def test_a_write_reaches_the_disk_before_the_rename(tmp_path, monkeypatch):
    """'Write with fsync before the rename so a power loss cannot leave an empty file.'"""
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1]
    )
    storage.write_atomically(tmp_path / "autosave.json", "{}")
    assert calls[:2] == ["fsync", "replace"]
    assert (tmp_path / "autosave.json").read_text() == "{}"
    assert not list(tmp_path.glob("*.tmp"))


def test_a_fifo_in_place_of_the_save_never_hangs_and_is_kept_aside(home):
    """A FIFO named autosave.json would block a read forever: it is never opened, and a new
    game puts it aside like any damaged save."""
    saves_dir().mkdir(parents=True)
    os.mkfifo(autosave_path())
    out = lines(program(home, b"y\x03", "--seed", "2", "play", "sixty-one", timeout=30))
    (kept,) = saves_dir().glob("autosave.damaged-*.json")
    assert out[0].startswith("An unfinished game is saved. Start a new game?")
    assert out[1] == f"The unfinished game was damaged. Its file is kept as {kept.name}."
    assert kept.is_fifo()
    assert autosave_path().is_file()
