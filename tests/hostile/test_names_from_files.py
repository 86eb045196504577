"""#15: "A seat name holding terminal escapes (`\\x1b[2J\\x07`) is printed raw: names from any
file are sanitised before they reach the terminal or the speech." """

from __future__ import annotations

import pytest
from saves_support import client, lines, played_record, program, write_save

from accessiplay.names import clean_name

HOSTILE = "\x1b[2J\x07Ana\x1b]0;pwned\x07\u202e\x00"


def test_clean_name_removes_whole_escape_sequences_and_control_characters():
    """Not only ESC: '[2J' left behind would be read aloud."""
    assert clean_name(HOSTILE) == "Ana"
    assert clean_name("Léa\tMarie\n") == "Léa Marie"
    assert len(clean_name("x" * 2500)) == 40


def test_a_seat_name_with_escapes_in_a_save_is_said_clean():
    """Resume a save whose first seat is named with escapes: it is spoken as 'Ana'."""
    data = played_record()
    data["seats"][0]["name"] = HOSTILE
    write_save(data)
    c = client()
    said = c.press("down", "enter")
    text = "\n".join(said)
    assert "Players: Ana and Bot 1 (normal bot)." in text
    assert not any(ch in text for ch in "\x1b\x07\x00\u202e")


def test_the_real_program_never_prints_an_escape_from_a_save(home):
    """The terminal never receives the save's escape (it would clear the screen and ring)."""
    data = played_record()
    data["seats"][0]["name"] = HOSTILE
    write_save(data)
    proc = program(home, b"\x03", "--plain", "resume")
    assert b"\x1b" not in proc.stdout and b"\x07" not in proc.stdout
    assert any(
        line.startswith("Sixty-One, resumed. Players: Ana and Bot 1 (normal bot).")
        for line in lines(proc)
    )


def test_a_name_in_the_settings_is_cleaned_and_cut(home):
    """settings.toml `name` with escapes and 2,500 characters: a clean name of at most 40."""
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text(
        'name = "\\u001b[2J' + "N" * 2500 + '"\n', encoding="utf-8"
    )
    proc = program(home, b"\r", "--seed", "1", "play", "sixty-one", "--seats", "human,easy")
    out = proc.stdout.decode()
    assert "\x1b" not in out and "{???}" not in out
    assert f"Players: {'N' * 40} and " in out


def test_a_file_name_with_escapes_in_the_saves_folder_is_said_clean():
    """File names are read from the disk too: the Load list never says an escape."""
    from accessiplay.storage import saves_dir

    write_save(b"\xff", saves_dir() / "\x1b[2J\x07bad.json")
    said = client().press("down", "enter")
    assert said[-1] == (
        "Load a game. One saved game. Damaged file bad.json: the file is damaged, 1 of 1"
    )


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("\u0301\u0308", ""),  # combining marks with nothing to sit on
        ("\u3164\u115f \u2800", ""),  # Hangul fillers and the blank Braille cell
        ("\u034f\ufe0f", ""),  # grapheme joiner and a variation selector
        ("Ana\u202e\u2066 Lopez", "Ana Lopez"),  # bidi overrides would reverse what follows
        ("Jos\u200be\u0301", "Jose\u0301"),  # a zero-width space goes, a real accent stays
        ("\u3000Ana\u2003", "Ana"),
    ],
)
def test_a_name_that_shows_and_says_nothing_is_no_name(given, kept):
    """Attacker play-test: a name of only marks or fillers was kept and heard as silence; now it
    is empty, which the server refuses (bad-name), a chat line drops and settings replace by
    the default name. Bidi controls never reach the screen."""
    assert clean_name(given) == kept
