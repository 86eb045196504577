"""Statistics in the main menu: a player hears each game's counts (#13: 'games won without hints
are noted' were counted, but no key ever said them)."""

from __future__ import annotations

import json

import pytest

from accessiplay import statistics

#: Sixteen played with hints, Sixty-One solo with a best score, a game of another version.
STATS = {
    "sixteen": {"played": 12, "best": None, "won": 7, "won_unaided": 5, "hinted": 4, "hints": 9},
    "sixty-one": {"played": 1, "best": 47, "solo": 1},
    "lueurs": {"played": 0, "best": None, "won": 0},
    "chess": {"played": 3, "best": None},
}

HEARD = {
    "en": [
        "Statistics. Sixty-One: 1 game played, best score 47, no hints asked, 1 of 2",
        "Sixteen: 12 games played, 7 won, 5 won without a hint, hints asked in 4 games "
        "(9 hints), 2 of 2",
    ],
    "fr": [
        "Statistiques. Sixty-One\u00a0: une partie jouée, meilleur score 47, "
        "aucun conseil demandé, 1 sur 2",
        "Sixteen\u00a0: 12 parties jouées, 7 gagnées, 5 gagnées sans conseil, vous avez demandé "
        "conseil dans 4 parties (9 conseils), 2 sur 2",
    ],
    "es": [
        "Estadísticas. Sixty-One: una partida jugada, mejor puntuación 47, "
        "nunca pediste consejo, 1 de 2",
        "Sixteen: 12 partidas jugadas, 7 ganadas, 5 ganadas sin pedir consejo, pediste consejo "
        "en 4 partidas (9 consejos), 2 de 2",
    ],
}

MENU_ITEM = {
    "en": "Statistics, 6 of 8",
    "fr": "Statistiques, 6 sur 8",
    "es": "Estadísticas, 6 de 8",
}


def _write(stats: object) -> None:
    """A stats.json as the player's data folder holds it."""
    path = statistics.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(stats))


def _open(client) -> list[str]:
    """Statistics chosen in the main menu with the arrows and Enter; what it said on opening."""
    assert client.press("down", "down", "down", "down", "down")[-1] == MENU_ITEM[client.app.lang]
    return client.press("enter")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_each_game_played_is_one_line_in_the_players_language(make_client, lang):
    """Down reads the next game; a game never played, or one this version does not know, is
    left out."""
    _write(STATS)
    client = make_client(lang)
    assert _open(client) == [HEARD[lang][0]]
    assert client.press("down") == [HEARD[lang][1]]


def test_the_list_keys_answer_as_in_every_list(make_client):
    """Arrows, Home, End, a first letter, Enter; Escape goes back to Statistics in the menu."""
    _write(STATS)
    client = make_client()
    _open(client)
    sixty_one, sixteen = HEARD["en"][0].removeprefix("Statistics. "), HEARD["en"][1]
    assert client.press("up") == [f"Top of the list. {sixty_one}"]
    assert client.press("end") == [sixteen]
    assert client.press("down") == [f"End of the list. {sixteen}"]
    assert client.press("home") == [sixty_one]
    assert client.press("s") == [sixteen]
    assert client.press("z") == ["No item starts with Z."]
    assert client.press("enter") == [sixteen]
    assert client.press("f3") == [f"Statistics. {sixteen}"]
    assert client.press("escape") == ["Main menu. Statistics, 6 of 8"]


def test_an_unknown_key_gets_the_usual_answer(make_client):
    """Every key answers: F7 and Left say what to do, nothing changes."""
    _write(STATS)
    client = make_client()
    _open(client)
    assert client.press("f7") == ["F7 does nothing here. Press F1 to hear the keys of this screen."]
    assert client.press("right") == [
        "Nothing to change here. Use Up and Down to move, Enter to choose."
    ]


def test_f1_lists_the_screens_keys(make_client):
    """Help reads the list's keys like any other list's, and none it does not have."""
    _write(STATS)
    client = make_client()
    _open(client)
    client.press("f1")
    tr = client.app.announcer.tr
    heard = [tr(item) for item in client.top.items()]
    assert "Up arrow: Previous item" in heard and "Down arrow: Next item" in heard
    assert "Escape: Go back" in heard
    assert not [line for line in heard if "value" in line], heard
    client.press("escape")
    assert client.top.title_id == "statistics-title"


#: Before any game is counted: that none was played yet, and how one comes to be counted.
NONE = {
    "en": "No games played yet. Finish a game and it will be counted here.",
    "fr": "Aucune partie jouée pour l'instant. Chaque partie que vous terminerez sera comptée ici.",
    "es": "Todavía no has jugado ninguna partida. Cada partida que termines se contará aquí.",
}
TITLE = {"en": "Statistics.", "fr": "Statistiques.", "es": "Estadísticas."}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_no_statistics_file_says_no_game_was_played(make_client, lang):
    """Play-test: with no games played, Down said "The list is empty." and the player did not
    know why. Opening says there is nothing yet and how a game gets counted; every list key
    says the same."""
    client = make_client(lang)
    assert _open(client) == [f"{TITLE[lang]} {NONE[lang]}"]
    for key in ("down", "up", "home", "end", "enter"):
        assert client.press(key) == [NONE[lang]], key
    assert not statistics.stats_path().exists()


@pytest.mark.parametrize("content", [{}, {"sixteen": {"played": 0}}])
def test_a_file_with_no_game_played_says_so(make_client, content):
    """An empty table, or a game with 0 played, is no game played."""
    _write(content)
    client = make_client()
    assert _open(client) == [f"Statistics. {NONE['en']}"]
    assert client.press("down") == [NONE["en"]]
    assert client.press("escape") == ["Main menu. Statistics, 6 of 8"]


def test_games_before_wins_were_counted_are_not_said_as_lost(make_client):
    """A file of the version before: its Sixteen games were never counted as won or lost. Its
    wins are not said until a game is counted; then of the games since, never of all."""
    _write({"sixteen": {"played": 10, "best": None, "won_unaided": 3}})
    client = make_client()
    assert _open(client) == [
        "Statistics. Sixteen: 10 games played, 3 won without a hint, no hints asked, 1 of 1"
    ]
    client.press("escape")
    statistics.record_game("sixteen", None, won=True)
    statistics.record_game("sixteen", None, won=False)
    assert client.press("enter") == [
        "Statistics. Sixteen: 12 games played, 1 won of the last 2 games, "
        "4 won without a hint, no hints asked, 1 of 1"
    ]


def test_every_game_won_is_counted(home):
    """A game won counts in `won` whether or not hints were asked; a game lost does not."""
    statistics.record_game("sixteen", None, hints=2, won=True)
    statistics.record_game("sixteen", None, won=True)
    statistics.record_game("sixteen", None, won=False)
    entry = json.loads(statistics.stats_path().read_text())["sixteen"]
    assert entry == {
        "played": 3,
        "best": None,
        "won": 2,
        "won_unaided": 1,
        "hinted": 1,
        "hints": 2,
    }


def test_a_solo_game_is_neither_won_nor_lost(make_client):
    """Alone at the table the player is always the winner: a solo game counts its score, and
    the line says no "1 won" of a game nobody else played; one played with others says it."""
    statistics.record_game("sixty-one", 52, won=False)
    assert json.loads(statistics.stats_path().read_text())["sixty-one"]["solo"] == 1
    client = make_client()
    assert _open(client) == [
        "Statistics. Sixty-One: 1 game played, best score 52, no hints asked, 1 of 1"
    ]
    client.press("escape")
    statistics.record_game("sixty-one", None, won=True)
    assert client.press("enter") == [
        "Statistics. Sixty-One: 2 games played, 1 of them alone, best score 52, 1 won, "
        "1 won without a hint, no hints asked, 1 of 1"
    ]


#: Two solo games and one lost to a bot: said without the alone, "3 games played, 0 won" was
#: heard as three games lost.
MIXED = {
    "en": "Statistics. Sixty-One: 3 games played, 2 of them alone, best score 17, 0 won, "
    "0 won without a hint, no hints asked, 1 of 1",
    "fr": "Statistiques. Sixty-One\u00a0: 3 parties jouées, dont 2 en solo, meilleur score 17, "
    "aucune gagnée, aucune gagnée sans conseil, aucun conseil demandé, 1 sur 1",
    "es": "Estadísticas. Sixty-One: 3 partidas jugadas, 2 de ellas en solitario, "
    "mejor puntuación 17, ninguna ganada, ninguna ganada sin pedir consejo, "
    "nunca pediste consejo, 1 de 1",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_games_alone_among_others_are_said_apart(make_client, lang):
    """The wins are of the games played with others: the line says how many were alone."""
    statistics.record_game("sixty-one", 17)
    statistics.record_game("sixty-one", 12)
    statistics.record_game("sixty-one", None, won=False)
    assert _open(make_client(lang)) == [MIXED[lang]]
