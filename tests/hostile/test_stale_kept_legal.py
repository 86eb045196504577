"""A hostile server's `legal_kept` at the wrong time (attacker play-test, session 20).

docs/protocol.md: `"legal_kept": true` only when present: legal is [] and the seat's legal
actions are those of the previous update this connection received; a seat not acting gets
legal []. A kept list anywhere else is a stale one: the client offered last turn's moves out
of turn. Such a frame is now not a server's frame (bad-event), and the client keeps nothing.
"""

from __future__ import annotations

import json

import pytest

from accessiplay.core import get_game
from accessiplay.online.client_state import read_update
from accessiplay.online.fields import ProtocolError
from accessiplay.online.tables import Table


@pytest.fixture
def frames(tmp_path):
    """A 16 lueurs table's first update for the acting seat, as a dict, and the game."""
    game = get_game("lueurs")
    seats = [{"kind": "human", "level": None}] * 2
    table = Table.create("t1", game, seats, {}, private=False, bot_after=None, scratch=tmp_path)
    for seat in (0, 1):
        table.sit(seat, f"P{seat}", None, None)
    while table.session.state.is_chance():
        table.session.auto_step(save=False)
    seat = min(table.session.state.acting_seats())
    full = json.loads(table.update(seat, [], None, "")[0])
    assert full["legal"] and seat in full["acting"]
    return game, full


def _kept(full: dict, **changes) -> dict:
    """The same update marked kept, with these fields changed."""
    return {**full, "legal": [], "legal_kept": True, **changes}


def test_a_kept_list_for_a_seat_that_no_longer_acts_is_refused(frames):
    """Stale step: the seat's turn is over (acting lists the other seat) but the frame says to
    keep the moves of the update before: last turn's moves would be offered again."""
    game, full = frames
    before = read_update(game, full)
    other = [1 - full["seat"]]
    with pytest.raises(ProtocolError):
        read_update(game, _kept(full, acting=other, turn=full["turn"] + 1), before)
    with pytest.raises(ProtocolError):
        read_update(game, _kept(full, acting=[]), before)


def test_a_kept_list_after_an_empty_one_is_refused(frames):
    """Only a list actually sent can be kept: after an update with legal [] there is none."""
    game, full = frames
    idle = read_update(game, {**full, "legal": [], "acting": [1 - full["seat"]]})
    with pytest.raises(ProtocolError):
        read_update(game, _kept(full), idle)


def test_a_kept_flag_beside_a_list_is_refused(frames):
    """'legal is []' with legal_kept: a frame sending both is not one a server writes."""
    game, full = frames
    before = read_update(game, full)
    with pytest.raises(ProtocolError):
        read_update(game, {**full, "legal_kept": True}, before)


def test_a_kept_list_at_the_right_time_is_still_the_list_before(frames):
    """The server's own use (same seat, still acting, a list sent before) keeps working."""
    game, full = frames
    before = read_update(game, full)
    after = read_update(game, _kept(full, turn=full["turn"] + 1), before)
    assert after.legal == before.legal and len(after.legal) == len(full["legal"])
