"""A damaged `locales/<lang>/respell.toml`, and text the respelling meets in play (a player's
name, a chat line, a page of text): speech goes on, in the player's language, on the same
backend. What is sound in the file is still respelled; nothing else changes.

Before the fix a respell.toml that was not UTF-8, or held a string where a table goes, raised
out of the speech backend as it opened; an empty word put its respelling between every two
letters; a name or chat line holding 'ſmall' (long s: it matches 'small' ignoring case) raised
KeyError, and the player lost their screen reader for the next backend, for good.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from hostile_support import QUIET, ROOT, environment, read_until, start

from accessiplay.speech.respell import respeller

sys.path.insert(0, str(ROOT / "tests" / "speech"))  # the private speech-dispatcher of those tests
from speech_support import private_speechd

TEXT = "Le 6 est un joker ; 21 cartes ; la case Small."
SOUND = "Le 6 est un jokère ; vingt et une cartes ; la case Smol."
AS_WRITTEN = TEXT


@pytest.fixture
def folder(tmp_path) -> Path:
    """A copy of the locales whose French respell.toml each test damages."""
    copy = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", copy)
    return copy


def _damage(folder: Path, data: bytes) -> None:
    """French respell.toml replaced by data."""
    (folder / "fr" / "respell.toml").write_bytes(data)


def test_the_sound_copy_respells_as_the_real_file_does(folder):
    """The baseline of the damaged cases below."""
    assert respeller("fr", folder)(TEXT) == SOUND


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(b"\xff\xfe[words]\njoker = 'x'\n", id="not UTF-8"),
        pytest.param(b"[words\njoker = ", id="not TOML"),
        pytest.param(b"words = " + b"[" * 5000 + b"]" * 5000 + b"\n", id="nested 5000 deep"),
        pytest.param(b"# " + b"x" * 200_000 + b"\n", id="200 kB"),
        pytest.param(b"words = 'joker'\ncounts = 3\n", id="a string and a number for tables"),
    ],
)
def test_a_file_that_is_no_list_of_words_respells_nothing(folder, data):
    """The text reaches the voice as written: no exception, no half-read table."""
    _damage(folder, data)
    assert respeller("fr", folder)(TEXT) == AS_WRITTEN


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(lambda path: path.unlink(), id="missing"),
        pytest.param(lambda path: (path.unlink(), path.mkdir()), id="a folder"),
        pytest.param(lambda path: (path.unlink(), os.mkfifo(path)), id="a FIFO"),
    ],
)
def test_a_respell_file_that_cannot_be_read_respells_nothing(folder, make):
    """A FIFO would block the speech for good; the others raised or respelled at random."""
    make(folder / "fr" / "respell.toml")
    assert respeller("fr", folder)(TEXT) == AS_WRITTEN


@pytest.mark.parametrize(
    ("data", "said"),
    [
        pytest.param(
            "[words]\n'' = 'BOO'\n' ' = 'BOO'\njoker = 'jokère'\n",
            "Le 6 est un jokère ; 21 cartes ; la case Small.",
            id="an empty word",
        ),
        pytest.param(
            "[words]\njoker = '" + "x" * 10_000 + "'\nsmall = 'smol'\n",
            "Le 6 est un joker ; 21 cartes ; la case Smol.",
            id="a 10,000-letter respelling",
        ),
        pytest.param(
            "[words]\njoker = 'jokers'\njokers = 'joker'\n",
            "Le 6 est un jokers ; 21 cartes ; la case Small.",
            id="two words respelled as each other",
        ),
        pytest.param(
            "[words]\njoker = 3\nsmall = ['smol']\nfull = 'foul'\n",
            "Le 6 est un joker ; 21 cartes ; la case Small.",
            id="numbers and lists for respellings",
        ),
        pytest.param(
            "[counts.feminine]\nnouns = 'cartes'\nnumbers = { 21 = 'vingt et une' }\n"
            "[counts.other]\nnouns = ['cartes']\nnumbers = [21]\n[counts.third]\n"
            "nouns = ['case']\nnumbers = { x1 = 'BOO', 1 = '' }\n",
            "Le 6 est un joker ; 21 cartes ; la case Small.",
            id="counts of the wrong shape",
        ),
        pytest.param(
            "ratio = 'sur'\n[counts.feminine]\nnouns = ['cartes']\nnumbers = { 21 = 'vingt et une' }\n",
            "Le 6 est un joker ; vingt et une cartes ; la case Small.",
            id="a string for the ratio words",
        ),
        pytest.param(
            "ratio = [3, '', 'x']\n[counts.feminine]\nnouns = ['cartes']\n"
            "numbers = { 21 = 'vingt et une' }\n",
            "Le 6 est un joker ; vingt et une cartes ; la case Small.",
            id="ratio words that are no words",
        ),
    ],
)
def test_a_damaged_entry_costs_only_itself(folder, data, said):
    """Each entry that cannot be a word is left out; the sound ones still respell, once."""
    _damage(folder, data.encode())
    assert respeller("fr", folder)(TEXT) == said


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_letter_that_matches_a_word_only_ignoring_case_is_said_as_written(lang):
    """'ſmall' (long s) matches 'small' for the search, which ignores case, but lower() keeps
    the ſ: the look-up raised KeyError."""
    text = "Ana : un ſmall, un SMALL et un ſmall."
    expected = {"fr": "Ana : un ſmall, un Smol et un ſmall.", "es": text.replace("SMALL", "Smol")}
    assert respeller(lang)(text) == expected[lang]


def test_a_page_of_text_is_respelled_whole():
    """A pasted page reaching the voice (a chat line is cut, a name from a file too, but a
    message may quote both): every word and count of 1 MB respelled, nothing lost."""
    page = "Un joker, 21 cartes. " * 50_000
    assert respeller("fr")(page) == "Un jokère, vingt et une cartes. " * 50_000


def test_a_name_with_a_long_s_keeps_the_screen_reader(tmp_path):
    """A French player named 'ſmall', through a real speech-dispatcher: New game, then Down
    to their seat. Before the fix the seat's line raised in the respelling and speech fell to
    printed lines for good ('Sortie vocale : du texte dans le terminal.')."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.toml").write_text('name = "ſmall"\n', encoding="utf-8")
    with private_speechd() as daemon:
        env = environment(home, SPEECHD_ADDRESS=daemon.address)
        proc = start(tmp_path, "--speech", "auto", "--plain", "--lang", "fr", *QUIET, env=env)
        try:
            said = read_until(proc.stdout, b"Menu principal.")
            proc.stdin.write(b"\r")
            said += read_until(proc.stdout, b"Nouvelle partie.")
            proc.stdin.write(b"\x1b[B")
            said += read_until(proc.stdout, b"Joueurs")
            proc.stdin.write(b"\x1b[B")
            said += read_until(proc.stdout, b"Place 1")
            queued = "Queueing message |Place 1\u00a0: humain, ſmall, 3 sur 5|"
            assert daemon.wait_logged(queued, 10)
        finally:
            proc.kill()
            proc.wait()
    assert said.decode().replace("\u00a0", " ").splitlines() == [
        "Sortie vocale : votre lecteur d'écran.",
        "Menu principal. Nouvelle partie, 1 sur 8",
        "Nouvelle partie. Jeu : Sixty-One, 1 sur 5",
        "Joueurs : 1 (de 1 à 6), 2 sur 5",
        "Place 1 : humain, ſmall, 3 sur 5",
    ]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_count_of_five_thousand_digits_is_said_as_written(lang):
    """int() refuses a number past 4,300 digits: a page of 1s before a counted noun raised
    ValueError out of the respelling, and speech fell to the next backend."""
    noun = {"fr": "cartes", "es": "cartas"}[lang]
    text = "1" * 5000 + " " + noun
    assert respeller(lang)(text) == text
    assert respeller(lang)("121 " + noun) != "121 " + noun, "an ordinary count still agrees"
