"""A damaged locale folder: a translation file broken, unreadable, not UTF-8, huge, or a message
whose variable the code does not pass. The player still hears the sentence, in their language
where it is sound and else whole in English: never a variable's name, a raw id or a traceback.

Before the fix, a French file that was not UTF-8 raised UnicodeDecodeError out of the first
message of its game; a French message naming a variable the code does not pass was said with the
variable's bare name ("Conseil : move : why."); a 10 MB file froze the game for 20 s while Fluent
parsed it.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from saves_support import ROOT

from accessiplay.i18n import Localizer, localizer
from accessiplay.present import Msg

#: A French message and its English words, from the file damaged in each test.
TILES = Msg.of("sixteen-tiles", count=3)


@pytest.fixture
def folder(tmp_path) -> Path:
    """A copy of the locales to damage."""
    copy = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", copy)
    return copy


def _french(folder: Path) -> Localizer:
    """A French player's localizer over the damaged folder (strict mode is for tests only)."""
    return Localizer("fr", folder=folder)


def test_the_sound_folder_says_the_message_in_french(folder):
    """The copy works as the real folder does: the baseline for the damaged cases below."""
    assert _french(folder)(TILES) == "3 tuiles"


def test_a_message_missing_in_french_only_is_said_in_english(folder):
    """A translation that lacks one message: that message in English, the others in French."""
    path = folder / "fr" / "sixteen.ftl"
    kept = [ln for ln in path.read_text().splitlines() if not ln.startswith("sixteen-tiles =")]
    path.write_text("\n".join(kept) + "\n")
    tr = _french(folder)
    assert tr(TILES) == "3 tiles"
    assert tr(Msg.of("sixteen-hint-expect", points=5, wins=40)).endswith(
        "environ 5 points restant en main"
    )


def test_a_syntax_error_costs_only_its_own_message(folder):
    """Fluent skips a broken entry: that one message speaks English, its neighbours French."""
    path = folder / "fr" / "ui.ftl"
    text = path.read_text()
    path.write_text(text.replace("ui-title-main-menu = ", "ui-title-main-menu = { $", 1))
    tr = _french(folder)
    assert tr(Msg.of("ui-title-main-menu")) == "Main menu."
    assert tr(Msg.of("ui-goodbye")) == "Au revoir\u00a0!"


def test_a_variable_the_code_does_not_pass_switches_the_sentence_to_english(folder):
    """A translator wrote `$nombre` where the code passes `$count`: Fluent said the bare name
    ('nombre tuiles'); the whole sentence is said in English instead."""
    path = folder / "fr" / "sixteen.ftl"
    lines = path.read_text().splitlines()
    i = next(i for i, ln in enumerate(lines) if ln.startswith("sixteen-tiles ="))
    lines[i + 1 :] = [ln.replace("$count", "$nombre") for ln in lines[i + 1 :]]
    lines[i] = lines[i].replace("$count", "$nombre")
    path.write_text("\n".join(lines) + "\n")
    assert _french(folder)(TILES) == "3 tiles"


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda p: p.write_bytes(b"\xff\xfe" + p.read_bytes()), id="not UTF-8"),
        pytest.param(lambda p: (p.unlink(), p.mkdir()), id="a folder"),
        pytest.param(lambda p: (p.unlink(), os.mkfifo(p)), id="a FIFO"),
    ],
)
def test_a_file_that_cannot_be_read_leaves_its_game_in_english(folder, damage):
    """The French Sixteen file cannot be used: Sixteen speaks English, the menus French."""
    damage(folder / "fr" / "sixteen.ftl")
    tr = _french(folder)
    assert tr(TILES) == "3 tiles"
    assert tr(Msg.of("ui-goodbye")) == "Au revoir\u00a0!"


def test_a_ten_megabyte_file_is_not_parsed(folder):
    """A 'translation' of 10 MB is no translation (the largest is ~30 kB): it is skipped
    rather than parsed, which froze the first Sixteen message for seconds."""
    path = folder / "fr" / "sixteen.ftl"
    with path.open("a", encoding="utf-8") as out:
        out.write(("# " + "x" * 98 + "\n") * 100_000)
    assert path.stat().st_size > 10_000_000
    assert _french(folder)(TILES) == "3 tiles"


def test_a_french_player_with_a_damaged_menu_file_hears_the_menu_in_english(folder, monkeypatch):
    """The whole program's ears: the main menu opens, in English, with no traceback."""
    from accessiplay.settings import Settings
    from accessiplay.sound import NullCuePlayer
    from accessiplay.speech import RecordBackend
    from accessiplay.ui.app import Controller
    from accessiplay.ui.catalog import SCREENS
    from accessiplay.ui.screens.menu import MainMenu

    (folder / "fr" / "ui.ftl").write_bytes(b"\xff" * 10)
    monkeypatch.setattr(localizer, "data_dir", lambda name: folder)
    speaker = RecordBackend()
    app = Controller(Settings(bot_pause=0.0), speaker, NullCuePlayer(), "fr", screens=SCREENS)
    app.push(MainMenu(app))
    app.settle()
    assert speaker.texts[0].startswith("Main menu.")
