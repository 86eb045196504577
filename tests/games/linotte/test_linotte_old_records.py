"""Records saved before a rethrow was one action still load and replay to the same game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessiplay.core.errors import BadRecord
from accessiplay.core.record import GameRecord
from accessiplay.games.linotte.actions import Throw
from accessiplay.games.linotte.legacy import Keep, Release

DATA = Path(__file__).parent / "data" / "record-with-toggles.json"


def _old() -> tuple[dict, dict]:
    """A normal-vs-easy game recorded by the code of 30 November 2026 (one action per toggle),
    and the final snapshot that code reached."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return data, data.pop("_final_snapshot")


def test_an_old_record_with_toggles_replays_to_the_same_end():
    """Issue #13: 'Records from before stay loadable.' The board, the points and the winner
    the old code reached are reached again, with each rethrow now one action."""
    data, final = _old()
    assert any(a["t"] == "Keep" for _, a in data["actions"])
    assert any(a["t"] == "Release" for _, a in data["actions"])
    record = GameRecord.from_json(data)
    kinds = {type(a) for _, a in record.actions}
    assert Keep not in kinds and Release not in kinds
    assert any(isinstance(a, Throw) and a.keep for _, a in record.actions)
    state = record.replay()
    assert state.snapshot() == final
    again = GameRecord.loads(record.dumps())
    assert again.actions == record.actions and again.replay().snapshot() == final


def test_a_rethrow_without_toggles_keeps_what_the_last_one_kept():
    """Old kept marks outlived a throw: a bare Throw() after a rethrow kept the same dice."""
    data, _ = _old()
    actions = data["actions"]
    # Cut the record after a turn's first rethrow, then rethrow again with no toggle.
    cut = next(
        i
        for i, (_, a) in enumerate(actions)
        if a["t"] == "Roll"
        and i > 2
        and actions[i - 1][1]["t"] == "Throw"
        and any(b["t"] == "Keep" for _, b in actions[max(0, i - 6) : i])
    )
    seat = actions[cut - 1][0]
    data["actions"] = actions[: cut + 1] + [[seat, {"t": "Throw"}]]
    record = GameRecord.from_json(data)
    state = record.replay()
    last = record.actions[-1][1]
    assert isinstance(last, Throw) and last.keep
    assert last.keep == tuple(v for v, k in zip(state.dice, state.kept) if k)


def test_a_damaged_old_record_is_refused_cleanly():
    """A toggle of a die that does not exist makes the record damaged, never a crash."""
    data, _ = _old()
    first_keep = next(i for i, (_, a) in enumerate(data["actions"]) if a["t"] == "Keep")
    data["actions"][first_keep][1]["die"] = 9
    record = GameRecord.from_json(data)
    with pytest.raises(BadRecord):
        record.replay()
