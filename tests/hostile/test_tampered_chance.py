"""#15: "Chance comes from the seed, not the file: a save whose last roll was edited to 6, 6, 6,
a sorted Sixteen deal or a reordered Fairy Lights deck all resume as written. On resume, each
chance outcome must equal what the seed gives at that point; otherwise the save is refused as
tampered." """

from __future__ import annotations

import pytest
from saves_support import client, lines, played_record, program, write_save

from accessiplay.core import BadRecord
from accessiplay.core.record import GameRecord
from accessiplay.session import Session


def _last_chance(data: dict) -> dict:
    """The last chance action's fields in a record."""
    return [a for seat, a in data["actions"] if seat == -1][-1]


def _roll_666() -> dict:
    data = played_record("sixty-one", steps=12)
    _last_chance(data)["dice"] = [6, 6, 6]
    return data


def _sorted_deal() -> dict:
    data = played_record("sixteen", steps=3)
    deal = _last_chance(data)
    deal["order"] = sorted(deal["order"])
    return data


def _reordered_deck() -> dict:
    data = played_record("fairy-lights", steps=3)
    shuffle = _last_chance(data)
    shuffle["order"] = list(reversed(shuffle["order"]))
    return data


def _lueurs_roll() -> dict:
    data = played_record("lueurs", seats=1, steps=6)
    _last_chance(data)["dice"] = [6, 6, 6]
    return data


def _linotte_throw() -> dict:
    data = played_record("linotte", steps=3)
    _last_chance(data)["dice"] = [6, 6, 6, 6, 6]
    return data


TAMPERED = {
    "Sixty-One roll 6, 6, 6": _roll_666,
    "Sixteen sorted deal": _sorted_deal,
    "Fairy Lights reversed deck": _reordered_deck,
    "16 lueurs roll 6, 6, 6": _lueurs_roll,
    "La Linotte throw of five 6s": _linotte_throw,
}


@pytest.mark.parametrize("case", list(TAMPERED))
def test_an_edited_chance_outcome_is_refused_as_tampered(case):
    """The session refuses the record at the chance action the seed contradicts."""
    record = GameRecord.from_json(TAMPERED[case]())
    with pytest.raises(BadRecord) as caught:
        Session.resume(record)
    assert caught.value.reason == "tampered"


@pytest.mark.parametrize("game", ["sixty-one", "sixteen", "fairy-lights", "linotte"])
def test_an_honest_save_still_resumes(game):
    """The check refuses nothing the seed really gave."""
    record = GameRecord.from_json(played_record(game, steps=20))
    assert Session.resume(record).record.actions == record.actions


def test_the_player_hears_the_save_was_tampered_with_and_it_is_set_aside():
    """Resume on the 6, 6, 6 save: refused with its reason, the file kept under a new name."""
    path = write_save(_roll_666())
    said = client().press("down", "enter")
    (kept,) = path.parent.glob("autosave.damaged-*.json")
    assert said[-2] == (
        "This saved game cannot be opened: its dice or cards were changed by hand, they are "
        f"not the ones chance gave. Nothing was deleted: its file is kept as {kept.name}."
    )


def test_the_real_program_refuses_a_sorted_sixteen_deal(home):
    """`accessiplay resume` on the sorted deal: refused, and the menu is offered."""
    write_save(_sorted_deal())
    out = lines(program(home, b"\x1by", "--lang", "fr", "resume"))
    assert out[0].startswith(
        "Impossible d'ouvrir cette partie sauvegardée\u00a0: ses dés ou ses cartes ont été modifiés"
    )
    assert out[1] == "Menu principal. Nouvelle partie, 1 sur 8"
