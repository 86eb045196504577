"""A hostile server's `watching` and `created` frames for tables the player never asked for.

Attacker play-test (session 27, after f3062af ignored unasked `seated` frames): a `watching`
frame for a table nobody chose, then that table's update, opened its game over the lobby
('Sixteen. Players: Ana and Bruno.'); and a `watching` frame for another table while seated
made the client forget its seat, so after a network drop it asked to watch its own table
instead of taking its seat back (the player lost the seat to a stand-in bot). A `created`
frame nobody asked for did the same as the `watching` one. Now each is ignored.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessiplay.ui.online_client import OnlineClient
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.lobby import LobbyScreen
from accessiplay.ui.screens.menu import MainMenu
from tests.online.test_lobby import GAMES, RecordedLink
from tests.ui.conftest import Client

RECORDED = Path(__file__).parents[1] / "online" / "frames" / "sixteen-seat1.jsonl"
SEATED, UPDATE = (json.loads(line) for line in RECORDED.read_text().splitlines()[1:3])
TABLE = UPDATE["table"]
WELCOME = {"type": "welcome", "client": 1, "version": 1, "games": GAMES}
CONNECTED_AGAIN = {
    "en": "Connected again.",
    "fr": "Connexion retrouvée.",
    "es": "Conexión recuperada.",
}
BACK = {"en": "Back at the table.", "fr": "De retour à la table.", "es": "De vuelta en la mesa."}


def in_the_lobby(lang: str = "en"):
    """Bruno in the lobby of a server that welcomed him; what he sends is kept."""
    client = Client(lang, name="Bruno")
    client.app.push(MainMenu(client.app))
    link = RecordedLink()
    online = OnlineClient(client.app, "example.org:8765", link=link)
    client.app.online = online
    client.app.pollers.append(online.poll)
    online._frame(WELCOME)
    return client, online, link


@pytest.mark.parametrize("unasked", ["watching", "created"])
def test_a_table_nobody_chose_does_not_open_over_the_lobby(home, unasked):
    """`watching` (or `created`) then the update of a table nobody chose: nothing is said, the
    lobby keeps the keyboard and the next key answers there."""
    client, online, _ = in_the_lobby()
    heard = len(client.speaker.texts)
    online._frame({"type": unasked, "table": TABLE})
    online._frame(UPDATE)
    assert client.speaker.texts[heard:] == []
    assert isinstance(client.top, LobbyScreen)
    assert online.joining is None


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_watching_another_table_keeps_the_seat_for_the_rejoin(home, lang):
    """Seated at a table, a `watching` frame for another one, then the network drops: back, the
    client asks for its own seat with its token and the player hears they are back at it."""
    client, online, link = in_the_lobby(lang)
    online.join(TABLE)
    online._frame(SEATED)
    online._frame(UPDATE)
    assert isinstance(client.top, GameScreen)
    online._frame({"type": "watching", "table": "someoneelse1"})
    online._lost(2.0)
    sent = len(link.sent)
    heard = len(client.speaker.texts)
    online._frame(WELCOME)
    asked = {"type": "join", "table": TABLE, "seat": 1, "token": SEATED["token"]}
    assert link.sent[sent:] == [asked]
    online._frame(dict(SEATED, back=True))
    assert client.speaker.texts[heard] == CONNECTED_AGAIN[lang]
    assert client.speaker.texts[-1] == BACK[lang]
