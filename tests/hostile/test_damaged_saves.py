"""#15 "Damaged files never trap the player": every damaged save is refused at load with a
spoken, localized reason, the file kept aside untouched (renamed, never deleted), and the main
menu offered."""

from __future__ import annotations

import json

import pytest
from saves_support import client, lines, played_record, program, write_save

from accessiplay.storage import autosave_path


def _raw(data: dict, **replace: str) -> bytes:
    """The record as JSON text with some values written literally (1e999 is not a Python float)."""
    text = json.dumps(data)
    for key, literal in replace.items():
        text = text.replace(f'"{key}": "@"', f'"{key}": {literal}')
    return text.encode()


def _with(**changes) -> dict:
    """A genuine save with some fields changed."""
    data = played_record()
    data.update(changes)
    return data


def _bot(level: str) -> dict:
    """A save whose bot plays at a level the game does not have."""
    data = played_record()
    data["seats"][1]["level"] = level
    return data


def _action(action) -> dict:
    """A save with one more action, as written."""
    data = played_record()
    data["actions"].append(action)
    return data


DAMAGED = {
    "one 0xff byte": (b"\xff", "the file is damaged"),
    "game a number": (_with(game=61), "the file is damaged"),
    "game null": (_with(game=None), "the file is damaged"),
    "game a list": (_with(game=["sixty-one"]), "the file is damaged"),
    "game unknown": (_with(game="chess"), "it is a game this version does not know"),
    "seats a string": (_with(seats="Ana, Leo"), "the file is damaged"),
    "seats numbers": (_with(seats=[1, 2]), "the file is damaged"),
    "no seats": (_with(seats=[]), "its number of players is not one the game allows"),
    "too many seats": (
        _with(seats=[{"name": f"P{i}"} for i in range(9)]),
        "its number of players is not one the game allows",
    ),
    "seed 1e999": (_raw(_with(seed="@"), seed="1e999"), "the file is damaged"),
    "seat 1e999": (
        json.dumps(_action([0, {"t": "Pass"}])).replace("[0, {", "[1e999, {").encode(),
        "the file is damaged",
    ),
    "100,000 nested brackets": (b"[" * 100_000 + b"]" * 100_000, "the file is damaged"),
    "bot level godlike": (_bot("godlike"), "one of its players is not valid"),
    "unknown action": (
        _action([0, {"t": "Teleport", "to": 3}]),
        "it holds a move this game does not know",
    ),
    "action fields of the wrong kind": (
        _action([0, {"t": "Roll", "dice": "six"}]),
        "its moves do not follow the rules",
    ),
    "not a game at all": ({"hello": "world"}, "it is not an accessiplay game"),
    "hints counted -3": (_with(hints=-3), "the file is damaged"),
    "hints counted as text": (_with(hints="many"), "the file is damaged"),
    "hints 1e999": (_raw(_with(hints="@"), hints="1e999"), "the file is damaged"),
    "seat kind alien": (
        _with(seats=[{"name": "Ana", "kind": "alien"}, {"name": "Leo"}]),
        "one of its players is not valid",
    ),
}


@pytest.mark.parametrize("case", list(DAMAGED))
def test_a_damaged_save_is_refused_at_load_set_aside_and_the_menu_offered(case):
    """Resume on each damaged save: the reason is said, the bytes are kept under a new name,
    nothing crashes, and the player is back on the main menu."""
    data, reason = DAMAGED[case]
    path = write_save(data)
    original = path.read_bytes()
    c = client()
    c.press("down")  # Resume the saved game
    said = c.press("enter")
    (kept,) = path.parent.glob("autosave.damaged-*.json")
    assert said[-2] == (
        f"This saved game cannot be opened: {reason}. "
        f"Nothing was deleted: its file is kept as {kept.name}."
    )
    assert said[-1] == "Main menu. Load a game, 2 of 8"
    assert kept.read_bytes() == original
    assert not path.exists()
    assert c.top.title_id == "ui-title-main-menu"


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("fr", "Impossible d'ouvrir cette partie sauvegardée\u00a0: l'un de ses joueurs n'est pas"),
        ("es", "No se puede abrir esta partida guardada: uno de sus jugadores no es válido."),
    ],
)
def test_the_reason_is_said_in_the_players_language(lang, expected):
    """'a spoken, localized reason'."""
    write_save(_bot("godlike"))
    c = client(lang)
    c.press("down")
    assert c.press("enter")[-2].startswith(expected)


def test_the_real_program_refuses_a_damaged_save_and_offers_the_menu(home):
    """`accessiplay resume` on a save with a bot level 'godlike': said, set aside, menu."""
    path = write_save(_bot("godlike"), autosave_path())
    proc = program(home, b"\x1by", "resume")
    out = lines(proc)
    (kept,) = path.parent.glob("autosave.damaged-*.json")
    assert out[0] == (
        "This saved game cannot be opened: one of its players is not valid. "
        f"Nothing was deleted: its file is kept as {kept.name}."
    )
    assert out[1] == "Main menu. New game, 1 of 8"
    assert out[-1] == "Goodbye!"
    assert json.loads(kept.read_text())["seats"][1]["level"] == "godlike"


def test_a_save_from_before_the_hint_count_still_opens():
    """'old saves without it still load': a record with no 'hints' resumes with none counted."""
    from accessiplay.saves import open_save

    data = played_record()
    data.pop("hints", None)
    path = write_save(data)
    assert open_save(path).hints_asked == 0
