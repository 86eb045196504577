"""A hostile server's `update` whose `turn` is no turn a server counts (session 29 attacker).

`turn` counts the actions applied at the table, a whole number from 0 to 2**31 - 1, and an
`act` carries it back. A JSON number such as `1e400` (infinity once read) closed the client with
a traceback; `1e300` or 10**30 was taken, so every later update was ignored as older: the
player never heard the other seat move, and their own move went back with a turn the server
refused. A string `"3"` was taken as turn 3, and the player's own move, coming back as turn 3,
was dropped as a replay. Now each is said as a frame this client cannot read, and the table
goes on from the last update it could.
"""

from __future__ import annotations

import pytest

from tests.hostile.test_replayed_updates import (
    ANA_AGAIN,
    ANA_PLAYED,
    BRUNO_PLAYED,
    at_brunos_first_turn,
    play_the_first_way,
)
from tests.hostile.test_unasked_tables import in_the_lobby

CANNOT_READ = {
    "en": "The server sent something this client cannot read.",
    "fr": "Le serveur a envoyé quelque chose que ce client ne sait pas lire.",
    "es": "El servidor ha enviado algo que este cliente no sabe leer.",
}
NOT_A_TURN = [float("inf"), 1e300, 10**30, 2**31, -1, "3", 2.5, True, None]


@pytest.mark.parametrize("turn", NOT_A_TURN, ids=repr)
def test_a_turn_no_server_counts_is_said_and_the_game_goes_on(home, turn):
    """A step-free update of Bruno's turn with a bad `turn`, then the game as recorded: the
    frame is said once, his move goes with turn 2, and he hears it, Ana's, and his turn."""
    client, online, link = at_brunos_first_turn()
    heard = len(client.speaker.texts)
    online._frame(dict(ANA_PLAYED, steps=[], turn=turn))
    client.app.settle()
    play_the_first_way(client, link)
    assert link.sent[-1]["turn"] == ANA_PLAYED["turn"]
    online._frame(BRUNO_PLAYED)
    online._frame(ANA_AGAIN)
    client.app.settle()
    assert client.speaker.texts[heard:] == [
        CANNOT_READ["en"],
        "On which row? Red, next above 9: 5 ways, 1 of 5",
        "Which tiles on the red row? Next above 9. 15 and 16 Restart: 31 points, then the row "
        "goes back to its 1, 1 of 5",
        "You place the 15 and the 16 Restart on the red row; 28 tiles left.",
        "The red row goes back to its 1; the 8, the 9 and the 15 leave the game with the 16 "
        "Restart.",
        "Ana places the 11 on the red row; 27 tiles left.",
        "Your turn. Your move? Place tiles: 31 ways, 1 of 2",
    ]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_turn_of_1e400_is_said_in_the_players_language(home, lang):
    """`"turn": 1e400` is valid JSON that reads as infinity: it was an OverflowError."""
    client, online, _ = in_the_lobby(lang)
    online.join(ANA_PLAYED["table"])
    heard = len(client.speaker.texts)
    online._frame(dict(ANA_PLAYED, turn=float("inf")))
    assert client.speaker.texts[heard:] == [CANNOT_READ[lang]]
    assert online.session is None
