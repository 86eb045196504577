"""A hostile server's `update` naming a seat nobody holds (session 29 attacker).

The game screen says a step's seats as the players' names. An event of seat 99 (or "zz"), an
acting seat 99, or a frame for seat 5 at a table of two closed the client with "Something went
wrong" as the step was said; an event of seat -1 was said as the last player's ("Bruno places
the 11" for Ana's move). Now such a frame is said as one this client cannot read and nothing
of it is taken: the next update of the table is said as it comes.
"""

from __future__ import annotations

import copy

import pytest

from tests.hostile.test_replayed_updates import (
    ANA_AGAIN,
    BRUNO_PLAYED,
    at_brunos_first_turn,
    play_the_first_way,
)
from tests.hostile.test_update_turns import CANNOT_READ


def _ana_again(change) -> dict:
    """Ana's recorded second move with one field changed by `change`."""
    frame = copy.deepcopy(ANA_AGAIN)
    change(frame)
    return frame


def _placed_by(seat):
    """Ana's placing said as seat `seat`'s."""
    return lambda frame: frame["steps"][0]["events"][0].update(seat=seat)


HOSTILE = {
    "placed by seat 99": _placed_by(99),
    "placed by seat 'zz'": _placed_by("zz"),
    "placed by seat -1": _placed_by(-1),
    "turn of seat 7": lambda frame: frame["steps"][0]["events"][1].update(seat=7),
    "step of seat 'x'": lambda frame: frame["steps"][0].update(seat="x"),
    "seat 99 acting": lambda frame: frame.update(acting=[99]),
    "for seat 5": lambda frame: frame.update(seat=5),
    "one name": lambda frame: frame.update(names=["Ana"], seats=frame["seats"][:1]),
}


def after_brunos_move(lang: str = "en"):
    """Bruno has played and heard his move; Ana's answer comes next."""
    client, online, link = at_brunos_first_turn(lang)
    play_the_first_way(client, link)
    online._frame(BRUNO_PLAYED)
    client.app.settle()
    return client, online


@pytest.mark.parametrize("change", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_seat_nobody_holds_is_said_and_the_next_update_heard(home, change):
    """The hostile frame is said as unreadable; Ana's real move is then said as hers."""
    client, online = after_brunos_move()
    heard = len(client.speaker.texts)
    online._frame(_ana_again(change))
    client.app.settle()
    online._frame(ANA_AGAIN)
    client.app.settle()
    assert client.speaker.texts[heard:] == [
        CANNOT_READ["en"],
        "Ana places the 11 on the red row; 27 tiles left.",
        "Your turn. Your move? Place tiles: 31 ways, 1 of 2",
    ]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_event_of_seat_99_is_said_in_the_players_language(home, lang):
    """Said in the player's language, and the client is still at the table."""
    client, online = after_brunos_move(lang)
    heard = len(client.speaker.texts)
    online._frame(_ana_again(_placed_by(99)))
    client.app.settle()
    assert client.speaker.texts[heard:] == [CANNOT_READ[lang]]
    assert online.session.state.update.turn == BRUNO_PLAYED["turn"]
