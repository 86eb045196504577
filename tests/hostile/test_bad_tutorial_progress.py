"""Issue 16: "a damaged progress file ignored with a spoken note" — never a crash, never a
lesson refused because of it."""

from __future__ import annotations

import json

import pytest

from accessiplay.tutorial.progress import Progress, load, progress_path
from accessiplay.ui.screens.learn import LearnMenu
from tests.ui.conftest import Client

DAMAGED = [
    b"\x00\xff not json",
    b"[1, 2, 3]",
    b'{"sixty-one": {"step": -4, "done": false}}',
    b'{"sixty-one": {"step": true, "done": "yes"}}',
    b'{"sixty-one": {"step": 2}}',
    b'{"sixty-one": {"step": 1e400, "done": false}}',
    # Found by the attacker play-test: json raises RecursionError, not ValueError, and the
    # Learn to play list crashed the client.
    b"[" * 100_000,
    b'{"sixty-one": {"step": 1' + b"0" * 5000 + b', "done": false}}',
]


@pytest.mark.parametrize("content", DAMAGED)
def test_a_damaged_progress_file_is_said_and_ignored(content):
    """The list says the progress could not be read, shows every game as not started, and the
    next step played writes a good file in its place."""
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    client = Client("en")
    client.app.push(LearnMenu(client.app))
    said = client.speaker.texts
    assert said[0].startswith("Learn to play: choose a game. Sixty-One, not started, 1 of ")
    assert said[1] == (
        "The progress of the guided games could not be read. It is ignored: "
        "each guided game starts from its beginning."
    )
    client.press("enter", "f6")
    assert json.loads(path.read_text(encoding="utf-8"))["sixty-one"] == {"step": 1, "done": False}


def test_a_folder_in_place_of_the_file_is_damaged_not_fatal():
    """A directory where the file should be cannot be read: ignored, said, nothing raised."""
    progress_path().mkdir(parents=True)
    book = load()
    assert book.damaged and book.games == {}


def test_one_bad_entry_keeps_the_good_ones():
    """Another game's damaged entry does not cost this game its progress."""
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"sixty-one": {"step": 3, "done": False}, "lueurs": "x"}))
    book = load()
    assert book.damaged
    assert book.of("sixty-one").step == 3


def test_a_symlink_loop_is_a_fresh_start_and_the_next_step_replaces_it():
    """A link to itself cannot be read: nothing raised, and the next step writes a real file."""
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(path)
    assert load().games == {}
    assert load().mark("sixty-one", Progress(2, False))
    assert not path.is_symlink()
    assert json.loads(path.read_text(encoding="utf-8"))["sixty-one"] == {"step": 2, "done": False}


def test_a_symlink_to_another_file_is_never_written_through(tmp_path):
    """Progress written replaces the link itself: the file it pointed at is left as it was."""
    other = tmp_path / "precious.txt"
    other.write_text("keep me")
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(other)
    assert load().damaged
    assert load().mark("lueurs", Progress(1, False))
    assert other.read_text() == "keep me"
    assert json.loads(path.read_text(encoding="utf-8")) == {"lueurs": {"step": 1, "done": False}}


def test_a_folder_that_cannot_be_written_costs_the_progress_not_the_lesson():
    """Issue 16: progress is a convenience. A data "folder" that is a file (no write can go
    there, even as root): the Learn list opens and the step is still played."""
    progress_path().parent.parent.mkdir(parents=True)
    progress_path().parent.write_text("not a folder")
    client = Client("en")
    client.app.push(LearnMenu(client.app))
    client.press("enter", "f6")
    assert not progress_path().parent.is_dir()
    assert "Step 2 of" in client.said()
