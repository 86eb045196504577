"""The wire protocol without a server: every frame checked, every action and event round-trips.

Issue #9: "JSON text frames ({"v": 1, "type": ...}), each validated (types, sizes, a 16 KB
frame limit) before use; anything malformed gets an error frame (a message id with its
arguments, never English text)."
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from accessiplay.core import CHANCE, all_games, get_game
from accessiplay.i18n import LANGUAGES, Localizer
from accessiplay.online.protocol import (
    ERRORS,
    MAX_FRAME,
    ProtocolError,
    decode_event,
    decode_game_action,
    dumps,
    encode_event,
    encode_game_action,
    error_frame,
    frame,
    read_client_frame,
    read_server_frame,
)
from accessiplay.present import Msg

ROOT = Path(__file__).resolve().parents[2]


def _frame(**fields) -> str:
    return json.dumps({"v": 1, **fields})


def _refused(text) -> ProtocolError:
    with pytest.raises(ProtocolError) as caught:
        read_client_frame(text)
    return caught.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_error_id_is_a_message_in_every_language(lang):
    """'a message id with its arguments, never English text': each id exists, with its args."""
    tr = Localizer(lang, strict=True)
    for reason in ERRORS:
        text = tr(Msg.of(f"online-error-{reason}", field="table", limit=4, version=1))
        assert text and "online-error" not in text


def test_no_error_message_is_left_without_a_reason():
    """Every online-error message of online.ftl is one the protocol can send."""
    text = (ROOT / "locales/en/online.ftl").read_text(encoding="utf-8")
    ids = set(re.findall(r"^online-error-([a-z-]+) =", text, re.M))
    assert ids == set(ERRORS)


def test_a_good_frame_of_each_type_is_read_with_its_ref():
    """Each request of docs/protocol.md passes as written there."""
    frames = [
        {"type": "hello", "name": "Ana", "password": "x"},
        {"type": "list"},
        {
            "type": "create",
            "game": "sixteen",
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "normal"}],
            "options": {},
            "private": True,
            "bot_after": 30,
        },
        {"type": "join", "table": "abc", "seat": 1, "token": "A" * 32},
        {"type": "spectate", "table": "abc"},
        {"type": "act", "table": "abc", "turn": 3, "action": {"t": "Pass"}},
        {"type": "chat", "table": "abc", "text": "hello"},
        {"type": "leave", "table": "abc"},
        {"type": "ping"},
    ]
    for n, data in enumerate(frames):
        read = read_client_frame(_frame(ref=n, **data))
        assert (read.type, read.ref) == (data["type"], n)


def test_names_and_chat_are_cleaned():
    """'names sanitised'; chat 'limited in length with control characters stripped'."""
    hello = read_client_frame(_frame(type="hello", name="\x1b[2JAna\x07  Lopez"))
    assert hello.fields["name"] == "Ana Lopez"
    chat = read_client_frame(_frame(type="chat", table="t", text="hi\x1b[31m there" + "x" * 900))
    assert chat.fields["text"].startswith("hi there") and len(chat.fields["text"]) == 300


def test_a_hello_may_give_no_name():
    """Play-test: nameless players all joined as "Player 1" in their own language. A hello with
    no name is read; each client then names that seat by its number in its own language."""
    assert "name" not in read_client_frame(_frame(type="hello")).fields


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (b'{"v": 1, "type": "ping"}', "binary"),
        ("{" + " " * MAX_FRAME + "}", "too-big"),
        ('{"v": 1, "type": "chat", "table": "t", "text": "' + "é" * 8200 + '"}', "too-big"),
        ("{not json", "not-json"),
        ('{"v": 1, "type": "act", "table": "t", "turn": NaN, "action": {"t": "X"}}', "not-json"),
        ('{"v": 1, "type": "ping", "x": Infinity}', "not-json"),
        ("[" * 5000 + "]" * 5000, "not-json"),
        ('"hello"', "not-an-object"),
        ("[1, 2]", "not-an-object"),
        ('{"type": "ping"}', "bad-version"),
        ('{"v": 2, "type": "ping"}', "bad-version"),
        ('{"v": true, "type": "ping"}', "bad-version"),
        ('{"v": 1.0, "type": "ping"}', "bad-version"),
        ('{"v": 1, "type": "explode"}', "bad-type"),
        ('{"v": 1, "type": ["ping"]}', "bad-type"),
        ('{"v": 1, "type": "ping", "ref": -1}', "bad-ref"),
        ('{"v": 1, "type": "ping", "ref": "1"}', "bad-ref"),
        ('{"v": 1, "type": "ping", "extra": 1}', "unknown-field"),
        ('{"v": 1, "type": "join"}', "missing-field"),
        ('{"v": 1, "type": "hello", "name": 7}', "bad-field"),
        ('{"v": 1, "type": "hello", "name": "\\u0007\\u001b"}', "bad-name"),
        ('{"v": 1, "type": "join", "table": "../etc"}', "bad-field"),
        ('{"v": 1, "type": "join", "table": "t", "seat": true}', "bad-field"),
        ('{"v": 1, "type": "join", "table": "t", "seat": 1.0}', "bad-field"),
        ('{"v": 1, "type": "act", "table": "t", "turn": 1e999, "action": {"t": "X"}}', "bad-field"),
        (
            '{"v": 1, "type": "act", "table": "t", "turn": ' + "9" * 5000 + ', "action": {}}',
            "not-json",
        ),
        ('{"v": 1, "type": "act", "table": "t", "turn": 99999999999, "action": {}}', "bad-field"),
        ('{"v": 1, "type": "act", "table": "t", "turn": 1, "action": {"t": 1}}', "bad-action"),
        (
            '{"v": 1, "type": "act", "table": "t", "turn": 1, "action": {"t": "__import__"}}',
            "bad-action",
        ),
        (
            '{"v": 1, "type": "act", "table": "t", "turn": 1, "action": {"t": "P", "x": 0.5}}',
            "bad-action",
        ),
        (
            '{"v": 1, "type": "act", "table": "t", "turn": 1, "action": {"t": "P", "x": [[[[[1]]]]]}}',
            "bad-action",
        ),
        (
            '{"v": 1, "type": "act", "table": "t", "turn": 1, "action": {"t": "P", "x": {"a": 1}}}',
            "bad-action",
        ),
        ('{"v": 1, "type": "create", "game": "sixteen", "seats": []}', "bad-seats"),
        (
            '{"v": 1, "type": "create", "game": "sixteen", "seats": [{"kind": "alien"}]}',
            "bad-seats",
        ),
        (
            '{"v": 1, "type": "create", "game": "sixteen", "seats": [{"kind": "human"}], "options": []}',
            "bad-options",
        ),
        (
            '{"v": 1, "type": "create", "game": "sixteen", "seats": [{"kind": "human"}], "bot_after": -5}',
            "bad-field",
        ),
        ('{"v": 1, "type": "chat", "table": "t", "text": "\\u0000\\u200b"}', "empty-chat"),
    ],
)
def test_a_malformed_frame_is_refused_with_its_reason(text, reason):
    """Each malformed frame gets the message id of its own cause."""
    assert _refused(text).reason == reason


def test_an_error_frame_carries_the_message_id_and_echoes_the_ref():
    """The client matches an error to its request by `ref`; the text is the client's to say."""
    exc = _refused('{"v": 1, "type": "join", "ref": 41}')
    data = json.loads(dumps(error_frame(exc)))
    assert data == {
        "v": 1,
        "type": "error",
        "ref": 41,
        "id": "online-error-missing-field",
        "args": {"field": "table"},
    }
    assert read_server_frame(dumps(data))["type"] == "error"


def _playout(game, players, seed):
    """(state before, seat, action, events) for every action of a random game."""
    rng = random.Random(seed)
    state = game.new_state(players)
    while not state.is_terminal():
        seat = CHANCE if state.is_chance() else min(state.acting_seats())
        legal = state.legal_actions(seat)
        action = state.sample_chance(rng) if seat == CHANCE else legal[rng.randrange(len(legal))]
        yield state, seat, action, state.apply(seat, action)


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_actions_and_events_round_trip_through_frames(game_id):
    """Actions travel in the record's form and come back equal; each event comes back equal."""
    game = get_game(game_id)
    for n, (_, seat, action, events) in enumerate(_playout(game, game.max_players, 3)):
        if seat != CHANCE and n % 3 == 0:
            text = _frame(type="act", table="t", turn=n, action=encode_game_action(action))
            if len(text.encode()) <= MAX_FRAME:
                read = read_client_frame(text)
                assert decode_game_action(game, read.fields["action"]) == action
        for event in events:
            wire = json.loads(dumps(frame("update", steps=[encode_event(event)])))
            assert decode_event(game, wire["steps"][0]) == event


def test_an_action_of_another_game_or_with_foreign_fields_is_bad():
    """Decoded against the table's game only: another game's verb, or unknown fields, fail."""
    sixteen = get_game("sixteen")
    for data in (
        {"t": "Roll", "dice": [1, 2, 3]},  # 16 lueurs' action, not Sixteen's
        {"t": "Place", "row": "red", "tiles": [2], "evil": 1},
        {"t": "Action"},
        {"t": "object"},
    ):
        with pytest.raises(ProtocolError) as caught:
            decode_game_action(sixteen, data)
        assert caught.value.reason == "bad-action"
