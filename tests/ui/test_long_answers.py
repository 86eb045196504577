"""Issue #10: "Long answers become lists to arrow through (Shift+S in Sixty-One ~900 characters,
G in La Linotte ~1,400, G and B in 16 lueurs), with the first line a one-sentence summary", and
"Sixteen: the Shift+P list of every legal placement can be chosen from directly"."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow

SHIFT_P = {
    "en": (
        "44 placements, on the red, yellow, green, blue and purple rows. Enter on one plays it, "
        "1 of 45",
        "Red, 11 to 13: 36 points; leaves the 4 stuck, 2 of 45",
        "You place 11 to 13 on the red row; 27 tiles left.",
    ),
    "fr": (
        "44 poses possibles, sur les rangées rouge, jaune, verte, bleue et violette. Entrée "
        "joue celle où vous êtes, 1 sur 45",
        "Rouge, 11 à 13\u00a0: 36 points\u00a0; le 4 vous reste sur les bras, 2 sur 45",
        "Vous posez les tuiles 11 à 13 sur la rangée rouge\u00a0; il vous reste 27 tuiles.",
    ),
    "es": (
        "44 colocaciones posibles, en las filas roja, amarilla, verde, azul y morada. Intro "
        "sobre una la juega, 1 de 45",
        "Rojo, del 11 al 13: 36 puntos; te bloquea el 4, 2 de 45",
        "Colocas las fichas del 11 al 13 en la fila roja; te quedan 27 fichas.",
    ),
}


def _start(make_client, lang, game_id, seed, seats=("human", "normal")):
    """A game against a bot, at the player's first decision."""
    client = make_client(lang)
    flow.start_game(client.app, get_game(game_id), list(seats), seed=seed)
    client.app.settle()
    return client


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_on_a_placement_of_the_shift_p_list_plays_it(make_client, lang):
    """The summary first, each placement its own line, Enter plays the one heard."""
    client = _start(make_client, lang, "sixteen", 1)
    summary, first, played = SHIFT_P[lang]
    assert client.press("P") == [summary]
    assert client.press("down") == [first]
    said = client.press("enter")
    assert said[0] == played
    assert type(client.top).__name__ == "GameScreen"


def test_escape_leaves_the_shift_p_list_without_playing(make_client):
    """Escape goes back to the move being chosen; nothing is played."""
    client = _start(make_client, "en", "sixteen", 1)
    played = len(client.top.session.record.actions)
    client.press("P", "down", "escape")
    assert type(client.top).__name__ == "GameScreen"
    assert len(client.top.session.record.actions) == played


SHIFT_S = {
    "en": ("Nobody has any acorns yet, 1 of 3", "You: 0 acorns. Pumpkins 0 (0 of 4 spots)"),
    "fr": ("Personne n'a encore de gland, 1 sur 3", "Vous\u00a0: 0 gland. Citrouilles"),
    "es": (
        "Todavía nadie tiene bellotas, 1 de 3",
        "Tú: 0 bellotas. Calabazas: 0 bellotas",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_sixty_one_shift_s_is_a_list_whose_first_line_sums_it_up(make_client, lang):
    """The totals in one sentence, then one itemised line per player; Escape goes back."""
    client = _start(make_client, lang, "sixty-one", 74)
    summary, seat = SHIFT_S[lang]
    assert client.press("S") == [summary]
    assert client.press("down")[0].startswith(seat)
    assert client.press("down")[0].endswith({"en": "3 of 3", "fr": "3 sur 3", "es": "3 de 3"}[lang])
    client.press("escape")
    assert type(client.top).__name__ == "GameScreen"


@pytest.mark.parametrize(
    ("game_id", "key", "heard"),
    [
        ("linotte", "g", "Ten diagonals: 2 hold pawns, 1 of 11"),
        ("linotte", "b", "Five rows: 1 holds pawns, 1 of 6"),
        ("lueurs", "g", "Garlands: 0 of 5 full, 0 of 16 bulbs lit, 1 of 6"),
        ("lueurs", "b", "Grelot bags: 0 circled, 0 crossed out, 10 open, 1 of 11"),
    ],
)
def test_long_game_answers_open_as_lists_with_a_summary_first(make_client, game_id, key, heard):
    """La Linotte's G (and B), 16 lueurs' G and B: a summary, then one line an item."""
    client = _start(make_client, "en", game_id, 2)
    assert client.press(key) == [heard]
    assert type(client.top).__name__ == "ListingScreen"
    assert len(client.press("down")[0]) < 200
