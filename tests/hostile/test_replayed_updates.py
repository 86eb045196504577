"""A hostile server's replayed `update` frames (session 27 leftover, confirmed in session 28).

A server sends each step once, in the update whose turn ends with it. Frames sent again (the
update of two turns back, then the one before it) waited while the player chose, and once the
move was sent they were taken: the player heard "Ana places the 8 and the 9 on the red row"
and the whole deal ("The tiles are dealt…", the hand) a second time, and the table went back two turns. Now an update older than
the last one, or one repeating its steps, is ignored; after a drop a restarted server may resume
at an earlier turn, and that is taken.
"""

from __future__ import annotations

import json
from pathlib import Path

from accessiplay.core import get_game
from accessiplay.online.client_state import read_update
from accessiplay.ui.screens.game import GameScreen
from tests.hostile.test_unasked_tables import SEATED, TABLE, WELCOME, in_the_lobby
from tests.online.test_client_session import session_of

FRAMES = [
    json.loads(line)
    for line in (Path(__file__).parents[1] / "online" / "frames" / "sixteen-seat1.jsonl")
    .read_text()
    .splitlines()
]
#: Bruno's first update (turn 0), the deal, Ana's first move (Bruno to play), his, hers.
FIRST, DEALT, ANA_PLAYED, BRUNO_PLAYED, ANA_AGAIN = FRAMES[2:7]
SIXTEEN = get_game("sixteen")


def at_brunos_first_turn(lang: str = "en"):
    """Bruno seated in the recorded Sixteen game, choosing his first move."""
    client, online, link = in_the_lobby(lang)
    online.join(TABLE)
    online._frame(SEATED)
    for frame in (FIRST, DEALT, ANA_PLAYED):
        online._frame(frame)
        client.app.settle()
    assert isinstance(client.top, GameScreen)
    return client, online, link


def play_the_first_way(client, link) -> None:
    """Enter on each first option until the move goes to the server."""
    while link.sent[-1]["type"] != "act":
        client.press("enter")


def test_updates_sent_again_while_choosing_are_not_said_again():
    """'Ana places the 8 and the 9' was heard twice, with the deal, once the move was sent."""
    client, online, link = at_brunos_first_turn()
    heard = len(client.speaker.texts)
    for replay in (ANA_PLAYED, DEALT):
        online._frame(replay)
    play_the_first_way(client, link)
    online._frame(BRUNO_PLAYED)
    online._frame(ANA_AGAIN)
    client.app.settle()
    assert client.speaker.texts[heard:] == [
        "On which row? Red, next above 9: 5 ways, 1 of 5",
        "Which tiles on the red row? Next above 9. 15 and 16 Restart: 31 points, then the row "
        "goes back to its 1, 1 of 5",
        "You place the 15 and the 16 Restart on the red row; 28 tiles left.",
        "The red row goes back to its 1; the 8, the 9 and the 15 leave the game with the 16 "
        "Restart.",
        "Ana places the 11 on the red row; 27 tiles left.",
        "Your turn. Your move? Place tiles: 31 ways, 1 of 2",
    ]
    assert online.session.state.update.turn == ANA_AGAIN["turn"]


def test_a_restarted_server_resuming_at_an_earlier_turn_is_followed():
    """After a drop, the table as the server has it now, even earlier, and the steps after it."""
    client, online, _ = at_brunos_first_turn()
    online._lost(2.0)
    online._frame(WELCOME)
    online._frame(dict(SEATED, back=True))
    online._frame(FIRST)
    online._frame(DEALT)
    client.app.settle()
    heard = len(client.speaker.texts)
    online._frame(ANA_PLAYED)
    client.app.settle()
    assert client.speaker.texts[heard:] == [
        "Ana places the 8 and the 9 on the red row; 28 tiles left.",
        "Your turn. Your move? Place tiles: 35 ways, 1 of 2",
    ]
    assert online.session.state.update.turn == ANA_PLAYED["turn"]


def test_only_a_new_turn_or_a_step_free_update_of_this_turn_is_taken():
    """A seat's name arriving mid-turn comes as a step-free update of the same turn: taken."""
    session, _ = session_of(FIRST)
    assert session.feed(read_update(SIXTEEN, DEALT))
    assert not session.feed(read_update(SIXTEEN, DEALT))
    assert not session.feed(read_update(SIXTEEN, FIRST))
    assert session.feed(read_update(SIXTEEN, dict(DEALT, steps=[])))
    assert len(session.inbox) == 2
