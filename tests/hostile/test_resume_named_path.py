"""`accessiplay resume FILE` with a FILE from outside the saves folder (second attack run, #15).

Found: `accessiplay resume /tmp` renamed the whole /tmp folder to /tmp.damaged-<time> and
left /tmp.lock beside it; `resume /dev/zero` renamed the device. #15: a save that cannot be
used is refused "with a spoken, localized reason, the file kept aside untouched"; a path the
player named is in nobody's way, so it stays exactly where and as it is.
"""

from __future__ import annotations

import json
import os

import pytest
from saves_support import lines, played_record, program

from accessiplay.names import clean_path


def _left_alone(folder) -> list[str]:
    """What sits beside the named path: nothing renamed, no lock file."""
    return sorted(p.name for p in folder.iterdir())


def test_a_folder_named_on_the_command_line_is_refused_and_left_where_it_is(home, tmp_path):
    """`accessiplay resume FOLDER`: said, the folder and its files untouched, the menu offered."""
    folder = tmp_path / "outside" / "my-folder"
    folder.mkdir(parents=True)
    (folder / "letter.txt").write_text("keep me")
    proc = program(home, b"\x1by", "resume", str(folder))
    out = lines(proc)
    assert out[0] == (
        f"The saved game in {folder} could not be read "
        "(it is a folder or a device, not a saved game file). It was left as it is."
    )
    assert out[1] == "Main menu. New game, 1 of 8"
    assert _left_alone(folder.parent) == ["my-folder"]
    assert (folder / "letter.txt").read_text() == "keep me"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_named_on_the_command_line_neither_hangs_nor_moves(home, tmp_path):
    """Like `resume /dev/zero`: a device or pipe is never read, renamed or given a lock."""
    (tmp_path / "outside").mkdir()
    pipe = tmp_path / "outside" / "game.json"
    os.mkfifo(pipe)
    out = lines(program(home, b"\x1by", "resume", str(pipe), timeout=20))
    assert "it is a folder or a device, not a saved game file" in out[0]
    assert _left_alone(pipe.parent) == ["game.json"]


def test_a_damaged_file_from_elsewhere_is_said_and_kept_as_it_was(home, tmp_path):
    """A damaged save the player named keeps its name and bytes: only the saves folder's own
    files are renamed aside (they would be in the way of Resume)."""
    (tmp_path / "outside").mkdir()
    path = tmp_path / "outside" / "friend.json"
    data = played_record()
    data["seats"][1]["level"] = "godlike"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    out = lines(program(home, b"\x1by", "resume", str(path)))
    assert out[0] == (
        f"The saved game in {path} could not be read "
        "(one of its players is not valid). It was left as it is."
    )
    # Its lock file stays, as beside every save opened from elsewhere; the save is not moved.
    assert not list(path.parent.glob("friend.damaged*"))
    assert path.read_bytes() == before


def test_the_refusal_is_said_in_french_and_spanish(home, tmp_path):
    """'a spoken, localized reason'."""
    folder = tmp_path / "outside"
    folder.mkdir()
    fr = lines(program(home, b"\x1bo", "--lang", "fr", "resume", str(folder)))[0]
    es = lines(program(home, b"\x1bs", "--lang", "es", "resume", str(folder)))[0]
    assert "c'est un dossier ou un périphérique, pas un fichier de partie sauvegardée" in fr
    assert "es una carpeta o un dispositivo, no un archivo de partida guardada" in es


def test_a_named_file_that_does_not_exist_is_named_in_the_error(home, tmp_path):
    """French player-editor: `accessiplay resume /tmp/nope.json` said "Aucune partie sauvegardée
    à reprendre", as if no file had been named; the error names the file, then the menu."""
    missing = tmp_path / "nope.json"
    out = lines(program(home, b"\x1by", "resume", str(missing)))
    assert out[0] == (
        f"There is no file {missing}: check its name and folder, or choose “Resume the saved "
        "game” in the main menu for your last game."
    )
    assert out[1] == "Main menu. New game, 1 of 8"
    french = lines(program(home, b"\x1by", "--lang", "fr", "resume", str(missing)))
    assert french[0] == (
        f"Le fichier {missing} n'existe pas\u00a0: vérifiez son nom et son dossier, ou "
        "choisissez «\u00a0Reprendre la partie sauvegardée\u00a0» dans le menu principal pour "
        "votre dernière partie."
    )
    assert _left_alone(tmp_path) == [], "no file, no lock file made"


@pytest.mark.parametrize(
    ("lang", "name", "said"),
    [
        ("en", "a" * 300 + ".json", "There is no file {}: check its name and folder"),
        ("es", "a/" * 3000, "El archivo {} no existe: comprueba su nombre y su carpeta"),
    ],
)
def test_a_name_too_long_for_the_system_is_a_file_that_is_not_there(
    home, tmp_path, lang, name, said
):
    """Attacker play-test (#13 session): `accessiplay resume` and a 300-letter name (or a path
    of 6,000) closed the game on "An unexpected error", exit 1, claiming "Your game is saved"
    (`Path.exists` raised ENAMETOOLONG). Now it is a file that is not there, then the menu."""
    path = tmp_path / name
    proc = program(
        home, b"\x1by" if lang == "en" else b"\x1bs", "--lang", lang, "resume", str(path)
    )
    out = lines(proc)
    assert out[0].startswith(said.format(clean_path(path)))
    assert proc.returncode == 0
    assert _left_alone(tmp_path) == [], "no file, no lock file made"
    assert not (home / "data" / "crash.log").exists()
