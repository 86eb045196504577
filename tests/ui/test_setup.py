"""Game setup: a form of game, players, seats and language, then Start."""

from __future__ import annotations

from accessiplay.ui.screens.game import GameScreen


def test_setup_reads_each_row_with_its_value(client):
    """New game opens the form on the game row."""
    said = client.press("enter")
    assert said[-1] == "New game. Game: Sixty-One, 1 of 5"


def test_left_and_right_change_values_and_limits_are_said(client):
    """Players cannot go outside what the game allows; the limit is spoken."""
    client.press("enter", "down")
    assert (
        client.press("left")[-1]
        == "This game is for 1 to 6 players. Players: 1 (from 1 to 6), 2 of 5"
    )
    assert client.press("right")[-1] == "Players: 2 (from 1 to 6), 2 of 6"
    client.press("down", "down")
    assert client.press("right")[-1] == "Seat 2: hard bot, 4 of 6"
    assert client.press("right")[-1] == "Seat 2: human, Player 2, 4 of 6"
    assert client.press("right")[-1] == "Seat 2: easy bot, 4 of 6"


def test_changing_the_game_keeps_the_players_within_its_range(client):
    """La Linotte is for exactly two: moving to it sets two players."""
    client.press("enter")
    for _ in range(10):
        if "La Linotte" in client.press("right")[-1]:
            break
    said = client.press("down")
    assert said[-1].startswith("Players: 2 (always 2 in this game)")


def test_a_game_for_one_number_of_players_says_so_not_from_2_to_2(client):
    """Spanish review: 'Jugadores: 2 (de 2 a 2)' for La Linotte; Left and Right say why."""
    client.press("enter")
    while "La Linotte" not in client.press("right")[-1]:
        pass
    client.press("down")
    assert client.press("right")[-1] == (
        "This game is for exactly 2 players. Players: 2 (always 2 in this game), 2 of 6"
    )


def test_language_row_switches_the_whole_client(client):
    """Choosing Français on the form speaks French at once, and the game starts in French."""
    client.press("enter", "end", "up")
    assert client.press("right")[-1] == "Langue\u00a0: Français, 4 sur 5"
    said = client.press("end", "enter")
    assert isinstance(client.top, GameScreen)
    assert any(s.startswith("À vous") for s in said)


def test_start_opens_the_game_with_the_chosen_seats(client):
    """Start: one human and one normal bot, in seat order."""
    client.press("enter", "down", "right", "end", "enter")
    screen = client.top
    assert isinstance(screen, GameScreen)
    assert [s.kind for s in screen.session.seats] == ["human", "bot"]
    assert screen.session.seats[1].level == "normal"


def test_speech_fallback_mid_game_is_announced(client):
    """When speech moves to another output, the player hears which, once."""
    client.app.notice_fallback("tts", "console")
    said = client.press("down")
    assert said[-1] == "Speaking through printed lines."


def test_a_change_of_game_that_changes_the_player_count_says_the_new_count(make_client):
    """Play-test: from Sixty-One (1 player) to Fairy Lights the form said only 'Game: Fairy
    Lights, 1 of 6' while the count silently became 2 and a seat row appeared."""
    said = {}
    for lang in ("en", "fr", "es"):
        client = make_client(lang)
        client.press("enter")
        while True:
            line = client.press("right")[-1]
            if "Fairy Lights" in line:
                said[lang] = line
                break
    assert said["en"] == "Game: Fairy Lights, 1 of 6; now 2 players (from 2 to 5)"
    assert said["fr"] == "Jeu\u00a0: Fairy Lights, 1 sur 6\u00a0; désormais 2 joueurs (de 2 à 5)"
    assert said["es"] == "Juego: Fairy Lights, 1 de 6; ahora 2 jugadores (de 2 a 5)"


def test_a_change_of_game_that_keeps_the_count_says_the_game_alone(client):
    """Two players stay two from Fairy Lights to the next game that takes two: nothing more."""
    client.press("enter")
    while "Fairy Lights" not in client.press("right")[-1]:
        pass
    line = client.press("right")[-1]
    assert line.startswith("Game: ") and "player" not in line
