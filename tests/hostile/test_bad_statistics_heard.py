"""A damaged stats.json met on the Statistics screen (main menu): said, set aside, never deleted,
never a crash; and a `won` count (added in session 30) that is not a count is damage too."""

from __future__ import annotations

import json

import pytest
from saves_support import client

from accessiplay import statistics

SET_ASIDE = {
    "en": "Your statistics file was damaged, so the statistics start afresh. "
    "The old file is kept as {file}.",
    "fr": "Votre fichier de statistiques était abîmé\u00a0: les statistiques repartent de zéro. "
    "L'ancien fichier est conservé sous le nom {file}.",
    "es": "Tu archivo de estadísticas estaba dañado, así que las estadísticas empiezan de cero. "
    "El archivo antiguo se conserva como {file}.",
}
NONE = {
    "en": "No games played yet. Finish a game and it will be counted here.",
    "fr": "Aucune partie jouée pour l'instant. Chaque partie que vous terminerez sera comptée ici.",
    "es": "Todavía no has jugado ninguna partida. Cada partida que termines se contará aquí.",
}
TITLE = {"en": "Statistics.", "fr": "Statistiques.", "es": "Estadísticas."}

#: Values of `won` (and of `won_from`, the games before wins were counted, and `solo`, the games
#: played alone) no game writes.
BAD_WON = {
    "text": '"7"',
    "negative": "-1",
    "a bool": "true",
    "a fraction": "1.5",
    "infinite": "1e999",
    "past the largest count": str(10**9),
    "null": "null",
    "a list": "[1]",
}


def _stats_file(content: bytes):
    """stats.json in the data folder with these bytes."""
    path = statistics.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def _open_statistics(c) -> list[str]:
    """Statistics chosen in the main menu (6th item without a game to resume)."""
    c.press("down", "down", "down", "down", "down")
    return c.press("enter")


@pytest.mark.parametrize("key", ["won", "won_from", "solo"])
@pytest.mark.parametrize("case", list(BAD_WON))
def test_a_bad_won_count_is_damage(key, case):
    """Read as damaged, as a bad `played` is: never said as a number of games won."""
    text = f'{{"sixteen": {{"played": 3, "best": null, "{key}": {BAD_WON[case]}}}}}'
    path = _stats_file(text.encode())
    assert statistics.load(path) == ({}, True)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_statistics_screen_sets_a_damaged_file_aside_and_says_so(lang):
    """The screen opens, says where the old file is kept, and that no game is counted now."""
    damaged = b'{"sixteen": {"played": 3, "won": "seven"}}'
    path = _stats_file(damaged)
    c = client(lang)
    said = _open_statistics(c)
    (kept,) = path.parent.glob("stats.damaged-*.json")
    assert said == [f"{TITLE[lang]} {SET_ASIDE[lang].format(file=kept.name)} {NONE[lang]}"]
    assert kept.read_bytes() == damaged
    assert not path.exists()
    # Said once: F3 and coming back say the statistics as they are now.
    assert c.press("f3") == [f"{TITLE[lang]} {NONE[lang]}"]
    c.press("escape")
    assert c.press("enter") == [f"{TITLE[lang]} {NONE[lang]}"]


def test_a_damaged_file_that_cannot_be_moved_is_left_as_it_is(monkeypatch):
    """A folder where nothing can be renamed: the file stays, byte for byte, and the player
    hears that nothing was deleted."""
    path = _stats_file(b"\xff\xfe not JSON")
    monkeypatch.setattr(statistics, "set_aside", lambda path: None)
    said = _open_statistics(client())
    assert said == [
        f"Statistics. Your statistics file {path} cannot be read, and it could not be set "
        f"aside: it is left as it is, nothing was deleted. {NONE['en']}"
    ]
    assert path.read_bytes() == b"\xff\xfe not JSON"


def test_a_game_ended_after_the_screen_counts_from_afresh():
    """Once set aside from the screen, the next game's end starts a new file, with no second
    'damaged' sentence."""
    _stats_file(b"[1]")
    _open_statistics(client())
    result = statistics.record_game("sixteen", None, won=True)
    assert not result.damaged and result.unsaved is None
    kept = json.loads(statistics.stats_path().read_text())
    assert kept == {"sixteen": {"played": 1, "best": None, "won": 1, "won_unaided": 1}}
