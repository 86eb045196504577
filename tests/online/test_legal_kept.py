"""Legal moves are sent again only when they change (docs/protocol.md, `legal_kept`).

A 16 lueurs round keeps one legal list of up to 160 KB through every update of the round;
sent whole each time it cost the server (and each client) most of its work under 200 tables.
What a client rebuilds must still be, at every update, exactly the seat's legal actions.
"""

from __future__ import annotations

import json
import random

import pytest

from accessiplay.core import get_game
from accessiplay.online.client_state import read_update
from accessiplay.online.fields import ProtocolError
from accessiplay.online.protocol import encode_game_action
from accessiplay.online.tables import Table


def _table(tmp_path, game_id: str, players: int) -> Table:
    """A table with every seat taken by a connection numbered like its seat."""
    seats = [{"kind": "human", "level": None}] * players
    table = Table.create(
        "t1", get_game(game_id), seats, {}, private=False, bot_after=None, scratch=tmp_path / "t"
    )
    for seat in range(players):
        table.sit(seat, f"P{seat}", None, None)
    return table


@pytest.mark.parametrize(("game_id", "keeps"), [("lueurs", True), ("sixteen", False)])
def test_every_update_rebuilds_exactly_the_seats_legal_actions(tmp_path, game_id, keeps):
    """A whole seeded game: what each seat's client rebuilds from its updates (a kept list
    taken from the update before) is the rules core's legal list every time. 16 lueurs keeps
    its lists through a round; in Sixteen the turn passes at every move, so nothing is kept."""
    table = _table(tmp_path, game_id, 2)
    rng = random.Random(4)
    known = {0: "", 1: ""}
    rebuilt: dict[int, list] = {0: [], 1: []}
    kept = 0
    while not table.over:
        state = table.session.state
        if state.is_chance():
            table.session.auto_step(save=False)
            continue
        for seat in (0, 1):
            text, known[seat] = table.update(seat, [], None, known[seat])
            frame = json.loads(text)
            if frame.get("legal_kept"):
                kept += 1
                assert frame["legal"] == []
            else:
                rebuilt[seat] = frame["legal"]
            truth = state.legal_actions(seat) if seat in state.acting_seats() else []
            assert rebuilt[seat] == [encode_game_action(a) for a in truth]
        seat = min(s for s in state.acting_seats() if s >= 0)
        table.commit(seat, rng.choice(state.legal_actions(seat)))
    assert (kept > 0) is keeps


def test_a_watcher_and_a_seat_not_acting_are_never_sent_a_kept_list(tmp_path):
    """Only a list actually sent can be kept: an empty one is always sent as []."""
    table = _table(tmp_path, "sixteen", 2)
    while table.session.state.is_chance():
        table.session.auto_step(save=False)
    idle = 1 - min(table.session.state.acting_seats())
    for seat in (None, idle):
        first, legal = table.update(seat, [], None, "")
        again, _ = table.update(seat, [], None, legal)
        assert json.loads(first)["legal"] == json.loads(again)["legal"] == []
        assert "legal_kept" not in again


def test_a_client_keeps_its_legal_moves_only_from_its_own_seats_update(tmp_path):
    """The client rebuilds a kept list from the update before at the same table and seat; a
    kept list with nothing before it is not a server's frame (bad-event, nothing changes)."""
    table = _table(tmp_path, "lueurs", 2)
    while table.session.state.is_chance():
        table.session.auto_step(save=False)
    seat = min(table.session.state.acting_seats())
    full, legal = table.update(seat, [], None, "")
    kept, _ = table.update(seat, [], None, legal)
    before = read_update(table.game, json.loads(full))
    after = read_update(table.game, json.loads(kept), before)
    assert after.legal == before.legal == tuple(table.session.state.legal_actions(seat))
    with pytest.raises(ProtocolError):
        read_update(table.game, json.loads(kept))
    other = read_update(table.game, json.loads(table.update(1 - seat, [], None, "")[0]))
    with pytest.raises(ProtocolError):
        read_update(table.game, json.loads(kept), other)
