"""Input floods (issue #15): "In F1 help, each pasted key appends to the history and
`History.add` rescans all of it: 20,000 pasted keys freeze the client for 21 s ... Adding to
history is O(1), and a burst of identical answers is collapsed."
"""

from __future__ import annotations

import pytest
from hostile_support import QUIET, environment, run

from accessiplay.settings import Settings
from accessiplay.sound import NullCuePlayer
from accessiplay.speech import RecordBackend
from accessiplay.ui.announcer import History
from accessiplay.ui.app import Controller
from accessiplay.ui.catalog import SCREENS
from accessiplay.ui.screens.menu import MainMenu

PASTE = 20_000


class CountedList(list):
    """A list that counts how often it is walked from end to end."""

    walks = 0

    def __iter__(self):
        CountedList.walks += 1
        return super().__iter__()


@pytest.mark.slow
def test_twenty_thousand_pasted_keys_in_help_never_rescan_the_history():
    """Each pasted key is answered, and remembering its answer never walks the whole history."""
    speaker = RecordBackend()
    app = Controller(Settings(bot_pause=0.0), speaker, NullCuePlayer(), "en", screens=SCREENS)
    app.push(MainMenu(app))
    app.handle("f1")
    history = app.announcer.history
    history.entries = CountedList(history.entries)
    CountedList.walks = 0
    for i in range(PASTE):
        app.handle("down" if i % 2 else "up")  # different answers: none can be collapsed
    assert len(speaker.said) >= PASTE, "every pasted key is answered"
    assert len(history.lines()) >= PASTE
    assert CountedList.walks <= 1, "adding a line walked the whole history"


def test_a_burst_of_the_same_answer_is_one_line_to_review():
    """Pasted End keys all say the last key of help: review then steps over them at once."""
    history = History()
    history.add("Main menu.", None)
    for _ in range(PASTE):
        history.add("End of the list. F1: help, 27 of 27", None)
    assert history.lines() == ["Main menu.", "End of the list. F1: help, 27 of 27"]
    assert history.move("previous")[:2] == ("Main menu.", False)


@pytest.mark.slow
def test_reviewing_after_a_pasted_flood_reaches_what_came_before(tmp_path):
    """The real program: F1, 20,000 pasted End keys, Escape; then comma reads back what was
    said before the flood, not the 19,999th copy of the same line."""
    keys = b"\x1bOP" + b"\x1b[F" * PASTE + b"\x1b" + b",,,"
    # A hang guard, not a speed check (that is in benchmarks): on a machine loaded 30 deep
    # the 20,000 keys took more than a minute.
    done = run(
        environment(tmp_path / "home"), "--speech", "console", *QUIET, keys=keys, timeout=300
    )
    assert (done.returncode, done.stderr) == (0, b"")
    lines = done.stdout.decode().splitlines()
    help_line, last_key = lines[1], lines[2]
    assert help_line.startswith("Keys. ")
    assert lines[2 : 2 + PASTE] == [last_key] * PASTE, "every pasted key is answered"
    back = lines[2 + PASTE + 1 :]
    # Escape spoke the menu again; comma reads the one End line, then help, then the menu.
    # Review says where it stands ('; message 3 of 4'): four lines, the flood counted once.
    assert back[:3] == [
        f"{last_key}; message 3 of 4.",
        f"{help_line}; message 2 of 4.",
        f"{lines[0]}; message 1 of 4.",
    ]
