"""A hostile server's `update` whose view or events the game cannot say (session 29 attacker).

The game screen reads the view through the game's presenter at every key. Ana's move came with
a view of the wrong shape: a row that is a word closed the client with "Something went wrong"
as the move was said (KeyError in Sixteen's chooser), an event's count of 1e400 too
(OverflowError); a score that is a number closed it at S (TypeError); a hand of null was said as
"Place tiles: 0 ways", and 10**20 tiles as "100000000000000000000 tiles". A first update with a
tile count of 10**400 opened the table, and S closed the client (decimal.InvalidOperation: no
sentence can say the figure). Now the presenter is asked before an update is taken: such a frame is said as one this
client cannot read, and the next update is heard.
"""

from __future__ import annotations

import copy

import pytest

from tests.hostile.test_replayed_updates import ANA_AGAIN, FIRST
from tests.hostile.test_unasked_tables import in_the_lobby
from tests.hostile.test_update_seats import after_brunos_move
from tests.hostile.test_update_turns import CANNOT_READ


def _in_view(**fields):
    """Ana's update with these view fields replaced."""
    return lambda frame: frame["view"].update(fields)


HOSTILE = {
    "a row that is a word": _in_view(rows={"red": "x"}),
    "a score that is a number": _in_view(scores=[[1, 2, 3]]),
    "a hand of null": _in_view(hand=None),
    "10**20 tiles": _in_view(counts=[27, 10**20]),
    "1e400 tiles left": lambda frame: frame["steps"][0]["events"][0].update(left=float("inf")),
}


@pytest.mark.parametrize("change", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_view_the_game_cannot_say_is_said_and_the_next_update_heard(home, change):
    """The frame is said as unreadable; Ana's real move is then said, and Bruno's turn."""
    client, online = after_brunos_move()
    heard = len(client.speaker.texts)
    hostile = copy.deepcopy(ANA_AGAIN)
    change(hostile)
    online._frame(hostile)
    client.app.settle()
    online._frame(ANA_AGAIN)
    client.app.settle()
    assert client.speaker.texts[heard:] == [
        CANNOT_READ["en"],
        "Ana places the 11 on the red row; 27 tiles left.",
        "Your turn. Your move? Place tiles: 31 ways, 1 of 2",
    ]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_first_update_with_10_to_the_400_tiles_leaves_the_lobby(home, lang):
    """The table's first update, before its screen opens: said, and the lobby stays."""
    client, online, _ = in_the_lobby(lang)
    online.join(FIRST["table"])
    heard = len(client.speaker.texts)
    hostile = copy.deepcopy(FIRST)
    hostile["view"]["counts"] = [10**400, 30]
    online._frame(hostile)
    client.app.settle()
    assert client.speaker.texts[heard:] == [CANNOT_READ[lang]]
    assert online.session is None
