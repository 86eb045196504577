"""The update carrying the player's own move cannot be read (session 29 attacker).

After a move is sent the client waits for its step to come back. When the update holding it
could not be read (an event this client does not know, from a newer or broken server), every
key said "Please wait." for good, though the server went on and Ana's next move was said. Now
an update of a later turn than the move answered, after a frame that could not be read, says
where the table stands and the player's turn is called as usual ("Your turn. Your move? …";
it was "Your move? …" alone, with no turn cue, the screen still counting the move being chosen).
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

#: Ana's second move, then Bruno's turn, as each language says them.
GOES_ON = {
    "en": [
        "Ana places the 11 on the red row; 27 tiles left.",
        "Your turn. Your move? Place tiles: 31 ways, 1 of 2",
    ],
    "fr": [
        "Ana pose le 11 sur la rangée rouge\xa0; il lui reste 27 tuiles.",
        "À vous. Votre coup\xa0? Poser des tuiles\xa0: 31 possibilités, 1 sur 2",
    ],
    "es": [
        "Ana coloca el 11 en la fila roja; le quedan 27 fichas.",
        "Te toca. ¿Tu jugada? Colocar fichas: 31 formas, 1 de 2",
    ],
}


#: Bruno's first choice in the list of his second move: the 12 on the red row.
TWELVE = {"t": "Place", "row": "red", "tiles": [12]}


def _with_an_unknown_event(frame: dict) -> dict:
    """The frame with an event of a kind this client does not know added to its step."""
    changed = copy.deepcopy(frame)
    changed["steps"][0]["events"].append({"t": "LanternsSwapped", "audience": None})
    return changed


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_turn_goes_on_when_the_moves_own_update_could_not_be_read(home, lang):
    """Bruno's own update cannot be read; Ana's next one comes: he hears it, then his
    decision, and his next move goes to the server with the turn it answers."""
    client, online, link = at_brunos_first_turn(lang)
    play_the_first_way(client, link)
    client.app.settle()
    heard = len(client.speaker.texts)
    online._frame(_with_an_unknown_event(BRUNO_PLAYED))
    online._frame(ANA_AGAIN)
    client.app.settle()
    assert client.speaker.texts[heard:] == [CANNOT_READ[lang], *GOES_ON[lang]]
    sent = len(link.sent)
    for _ in range(3):
        client.press("enter")
    assert link.sent[sent:] == [
        {"type": "act", "table": ANA_AGAIN["table"], "turn": ANA_AGAIN["turn"], "action": TWELVE}
    ]


def test_a_move_still_on_its_way_is_not_asked_again(home):
    """An unreadable frame before the move is sent changes nothing: once sent, Bruno waits for
    its step, and a later update that does not carry it does not ask for the move again
    ('Please wait.' until it comes)."""
    client, online, link = at_brunos_first_turn()
    online._frame(_with_an_unknown_event(BRUNO_PLAYED))
    play_the_first_way(client, link)
    client.app.settle()
    heard = len(client.speaker.texts)
    online._frame(dict(ANA_AGAIN, steps=[], turn=BRUNO_PLAYED["turn"]))
    client.app.settle()
    assert client.press("enter") == ["Please wait."]
    assert online.session.awaiting
    assert client.speaker.texts[heard:] == ["Please wait."]
