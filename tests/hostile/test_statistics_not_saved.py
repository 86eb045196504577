"""Statistics that cannot be written at the end of a game: the player hears it, after the
scores, and the game goes on to its final screen.

Attacker play-test (#13 session, left over): on a full disk `statistics.record_game` dropped
the write error (`contextlib.suppress(OSError)`): "New best score: 28" was said and never
kept. And a damaged stats.json that could not be set aside was announced as "The old file is
kept as ." (no name: it had not moved), while the game was not counted either.
"""

from __future__ import annotations

import errno

import pytest
from saves_support import client
from test_bad_statistics import _finish_a_solo_game

from accessiplay import statistics
from accessiplay.storage import data_dir

FULL = {
    "en": "The statistics could not be saved: the disk is full. This game's result is not kept.",
    "fr": "Impossible d'enregistrer les statistiques\u00a0: le disque est plein. Le résultat de "
    "cette partie n'est pas conservé.",
    "es": "No se han podido guardar las estadísticas: el disco está lleno. El resultado de esta "
    "partida no se conserva.",
}

FOLDER = {
    "en": "The statistics could not be saved: the folder {} cannot be written. This game's "
    "result is not kept.",
    "fr": "Impossible d'enregistrer les statistiques\u00a0: le dossier {} n'est pas accessible "
    "en écriture. Le résultat de cette partie n'est pas conservé.",
    "es": "No se han podido guardar las estadísticas: no se puede escribir en la carpeta {}. El "
    "resultado de esta partida no se conserva.",
}

NEW_BEST = {"en": "New best score", "fr": "Nouveau record", "es": "¡Nuevo récord"}


def refuse_writes(monkeypatch, code: int) -> None:
    """stats.json cannot be written, as on a full disk (ENOSPC) or a folder made read-only."""

    def refuse(path, text):
        raise OSError(code, "words of the system")

    monkeypatch.setattr(statistics, "write_atomically", refuse)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_full_disk_is_said_after_the_new_best_score(monkeypatch, lang):
    """The new best is said, then that it is not kept; the final screen opens all the same."""
    refuse_writes(monkeypatch, errno.ENOSPC)
    c = client(lang)
    said = _finish_a_solo_game(c)
    # The last line opens the final screen: the statistics are said just before it.
    assert said[-2] == FULL[lang]
    assert said[-3].startswith(NEW_BEST[lang])
    assert not (data_dir() / "stats.json").exists()
    assert c.top.__class__.__name__ == "FinalScreen"


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_folder_that_cannot_be_written_is_named(monkeypatch, lang):
    """Any other write error: the folder the statistics live in, in the existing words."""
    refuse_writes(monkeypatch, errno.EACCES)
    said = _finish_a_solo_game(client(lang))
    assert said[-2] == FOLDER[lang].format(data_dir())


def test_a_damaged_file_that_cannot_be_moved_is_not_called_kept(monkeypatch):
    """set_aside failed (the folder is read-only): no 'kept as .', the game is not counted."""
    path = data_dir() / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[1]")
    monkeypatch.setattr(statistics, "set_aside", lambda path: None)
    said = _finish_a_solo_game(client())
    assert said[-2] == FOLDER["en"].format(data_dir())
    assert not any(line.startswith("Your statistics file was damaged") for line in said)
    assert path.read_bytes() == b"[1]"


def test_statistics_that_are_written_say_nothing_more(monkeypatch):
    """The ordinary end: the best score is the last line, and it is kept."""
    said = _finish_a_solo_game(client())
    assert said[-2].startswith("New best score")
    assert statistics.load(data_dir() / "stats.json")[0]["sixty-one"]["played"] == 1
