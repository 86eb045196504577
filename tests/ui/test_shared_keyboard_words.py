"""Two humans at one keyboard hear every public event by name (issue #11, and #12 LV-12).

The French and Spanish player-editors: "Vous passez" for the other human's pass; "Colocas las
fichas del 2 al 4 en la fila roja", then "Jugador 2, te toca. Toma el teclado…", so Jugador 2
never hears whose move it was; the Sixty-One reveal said "Tú:" for Jugador 2, both listening.
Every public line now names the player, the holder too; after a hand-over the new holder hears
the last move again, by name, before their turn. Alone (or against bots) "you" is unchanged.
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.games.sixteen.events import Passed
from accessiplay.ui import flow
from accessiplay.ui.drivers import full
from accessiplay.ui.screens.game import GameScreen

HAND_OVER = {
    "en": "{}, your turn. Take the keyboard and press Enter.",
    "fr": "{}, c'est à vous. Prenez le clavier et appuyez sur Entrée.",
    "es": "{}, te toca. Toma el teclado y pulsa Intro.",
}
PLAYER = {"en": "Player {}", "fr": "Joueur {}", "es": "Jugador {}"}


def start(client, game: str, seed: int, seats=("human", "human")) -> GameScreen:
    """Open a game directly, as `accessiplay play GAME --seats …` does."""
    flow.start_game(client.app, get_game(game), list(seats), seed=seed)
    client.app.settle()
    if client.top.title_id == "ui-title-confirm":
        client.press("y")  # the last test's unfinished game is kept under its own name first
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


def call(lang: str, seat: int) -> str:
    """The hand-over's call to a seat's player."""
    return HAND_OVER[lang].format(PLAYER[lang].format(seat + 1))


SIXTEEN = {
    "en": (
        "Player 2 places 13 to 15 and the 16 Restart on the red row; 26 tiles left.",
        "The red row goes back to its 1; 13 to 15 leave the game with the 16 Restart.",
        "Player 1 places 2 to 4 on the red row; 27 tiles left.",
        "Your turn, Player 2.",
    ),
    "fr": (
        "Joueur 2 pose les tuiles 13 à 15 et le 16 Retour sur la rangée rouge\u00a0; il lui reste "
        "26 tuiles.",
        "La rangée rouge revient à son 1\u00a0; les tuiles 13 à 15 quittent la partie avec le 16 "
        "Retour.",
        "Joueur 1 pose les tuiles 2 à 4 sur la rangée rouge\u00a0; il lui reste 27 tuiles.",
        "À vous, Joueur 2.",
    ),
    "es": (
        "Jugador 2 coloca las fichas del 13 al 15 y el 16 Reinicio en la fila roja; le quedan 26 "
        "fichas.",
        "La fila roja vuelve a su 1; las fichas del 13 al 15 salen del juego con el 16 Reinicio.",
        "Jugador 1 coloca las fichas del 2 al 4 en la fila roja; le quedan 27 fichas.",
        "Te toca, Jugador 2.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_sixteen_names_each_move_and_tells_it_again_after_the_hand_over(make_client, lang):
    """Spanish, Sixteen, seed 16: each move names its player, the mover's own too, and the next
    human hears it again after taking the keyboard, before their hand and their turn."""
    client = make_client(lang)
    start(client, "sixteen", 16)
    placed_2, restarted, placed_1, your_turn = SIXTEEN[lang]
    client.press("enter", "enter")  # Player 2 takes the keyboard; the red row
    assert client.press("enter") == [placed_2, restarted, call(lang, 0)]
    said = client.press("enter")  # Player 1 takes the keyboard
    assert said[:2] == [placed_2, restarted]
    assert (
        said[2]
        == {"en": "You receive", "fr": "Vous recevez", "es": "Recibes"}[lang]
        + ({"en": " 30 tiles.", "fr": " 30 tuiles.", "es": " 30 fichas."}[lang])
    )
    client.press("enter")
    assert client.press("enter") == [placed_1, call(lang, 1)]
    said = client.press("enter")  # Player 2 takes the keyboard again
    assert said[0] == placed_1
    assert said[1].startswith(your_turn)


SIXTY_ONE = {
    "en": (
        "Player 1: Pumpkins, pumpkin 1, first spot: 3. Leaves plus 4, total 4.",
        "Player 2: Pumpkins, pumpkin 1, first spot: 3. Leaves plus 4, total 4.",
        "Round 2.",
        "Your turn, Player 1. Dice 2, 6 and 6",
    ),
    "fr": (
        "Joueur 1\u00a0: Citrouilles, citrouille 1, première case\u00a0: 3. Le 4 aux feuilles, "
        "total 4.",
        "Joueur 2\u00a0: Citrouilles, citrouille 1, première case\u00a0: 3. Le 4 aux feuilles, "
        "total 4.",
        "Manche 2.",
        "À vous, Joueur 1. Dés 2, 6 et 6",
    ),
    "es": (
        "Jugador 1: Calabazas, calabaza 1, primera casilla: 3. El 4 a las hojas, total 4.",
        "Jugador 2: Calabazas, calabaza 1, primera casilla: 3. El 4 a las hojas, total 4.",
        "Ronda 2.",
        "Te toca, Jugador 1. Dados 2, 6 y 6",
    ),
}

# The round's start before the hand-over's call: the dice too, as a spectator hears them.
ROUND_2_DICE = {
    "en": "Round 2. Dice: 2, 6 and 6.",
    "fr": "Manche 2. Dés\u00a0: 2, 6 et 6.",
    "es": "Ronda 2. Dados: 2, 6 y 6.",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_sixty_one_hand_over_says_the_round_and_its_dice(make_client, lang):
    """Session 30 players: at the hand-over the round was said ("Round 2.") without its dice,
    so the next player had to press D for them. The round's start says its dice before the
    call; once the keyboard is taken, the chooser says them, so the recap keeps "Round 2."."""
    client = make_client(lang)
    start(client, "sixty-one", 27)
    client.press(*["enter"] * 4)  # Player 1 takes the keyboard and writes a 3
    said = client.press(*["enter"] * 4)  # Player 2 writes a 3: round 2 is rolled
    assert said[-2:] == [ROUND_2_DICE[lang], call(lang, 0)]
    _, _, round_2, your_turn = SIXTY_ONE[lang]
    said = client.press("enter")  # Player 1 takes the keyboard
    assert said[2] == round_2
    assert said[3].startswith(your_turn)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_sixty_one_reveal_names_both_players_and_the_hand_over_shows_it(make_client, lang):
    """Spanish, Sixty-One, seed 27: the round's reveal said "Tú:" for Jugador 2 while both
    listened. Both are named; the hand-over screen shows the reveal and never the secret
    choice ("Noted"), and Player 1 hears the reveal again before their turn."""
    client = make_client(lang)
    start(client, "sixty-one", 27)
    noted = {"en": "Noted", "fr": "C'est noté", "es": "Anotado"}[lang]
    said = client.press(*["enter"] * 4)  # Player 1 takes the keyboard and writes a 3
    assert any(line.startswith(noted) for line in said)
    assert not any(noted in line for line in full.screen_text(client.app, 120, 40))
    reveal_1, reveal_2, round_2, your_turn = SIXTY_ONE[lang]
    said = client.press(*["enter"] * 4)  # Player 2 takes the keyboard and writes a 3
    assert said[-4:] == [reveal_1, reveal_2, ROUND_2_DICE[lang], call(lang, 0)]
    pane = [line.strip() for line in full.screen_text(client.app, 120, 40)[-4:]]
    assert pane == [reveal_1, reveal_2, ROUND_2_DICE[lang], call(lang, 0)]
    said = client.press("enter")
    assert said[:3] == [reveal_1, reveal_2, round_2]
    assert said[3].startswith(your_turn)


FAIRY_LIGHTS = {
    "en": (
        "Player 1 draws blue, 1 bulb, 2 stars; 1 card in the shop.",
        "Player 1 draws blue, 1 bulb, 1 star. Bust! Same colour as the last card: the turn ends.",
        "Player 2's turn: 2 cards in the shop.",
        "Your turn, Player 2.",
        "Player 2 draws green, 1 bulb, 0 stars; 3 cards in the shop.",
        "Player 2's next draw: bust risk 11 in 57, 19 percent, on a green card.",
    ),
    "fr": (
        "Joueur 1 pioche une carte\u00a0: bleue, une ampoule, 2 étoiles\u00a0; une carte dans "
        "la boutique.",
        "Joueur 1 pioche une carte\u00a0: bleue, une ampoule, une étoile. Grillé\u00a0! Même "
        "couleur que la dernière carte, son tour s'arrête.",
        "Joueur 2 joue\u00a0: 2 cartes dans la boutique.",
        "À vous, Joueur 2.",
        "Joueur 2 pioche une carte\u00a0: verte, une ampoule, aucune étoile\u00a0; 3 cartes dans "
        "la boutique.",
        "Prochaine carte\u00a0: Joueur 2 grille si elle est verte, 11 chances sur 57, soit "
        "19\u00a0%.",
    ),
    "es": (
        "Jugador 1 roba: azul, una bombilla, 2 estrellas; una carta en la tienda.",
        "Jugador 1 roba: azul, una bombilla, una estrella. ¡Apagón! Mismo color que la última "
        "carta: su turno termina.",
        "Turno de Jugador 2: 2 cartas en la tienda.",
        "Te toca, Jugador 2.",
        "Jugador 2 roba: verde, una bombilla, sin estrellas; 3 cartas en la tienda.",
        "Próximo robo de Jugador 2: riesgo de apagón de 11 entre 57 cartas, un 19 %, si sale una carta verde.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_fairy_lights_names_the_drawer_at_the_keyboard(make_client, lang):
    """Fairy Lights hides nothing, so the keyboard passes without a call: the drawer's own
    cards and risk name them, and the next player's turn follows at once, nothing cut off
    and nothing said twice."""
    client = make_client(lang)
    start(client, "fairy-lights", 5)
    drew, bust, next_turn, your_turn, drew_2, risk = FAIRY_LIGHTS[lang]
    assert client.press("enter")[0] == drew
    said = client.press("enter")
    assert said[:2] == [bust, next_turn]
    assert said[2].startswith(your_turn)
    assert len(said) == 3
    assert client.press("enter") == [drew_2, risk]


PASSES = {
    "en": ("Player 1 passes.", "You pass."),
    "fr": ("Joueur 1 passe.", "Vous passez."),
    "es": ("Jugador 1 pasa.", "Pasas."),
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_pass_is_said_by_name_to_a_shared_keyboard_and_as_you_alone(make_client, lang):
    """French, two humans: "Vous passez" for the other human's pass. The holder's own pass is
    said by name when another human listens, and "you" only to a human alone."""
    named, you = PASSES[lang]
    for seats, words in ((("human", "human"), named), (("human", "normal"), you)):
        client = make_client(lang)
        screen = start(client, "sixteen", 3, seats)
        if screen.holder is None:
            client.press("enter")
        assert screen.holder == 0
        before = len(client.speaker.texts)
        screen.announce([Passed(seat=0, streak=1, players=2)])
        assert client.speaker.texts[before] == words
        client.press("q", "y")


#: Each game's first public line about the human alone at the keyboard, against a bot (seed 7):
#: the words a one-human game said before two humans were named, unchanged.
ALONE = {
    "sixteen": (
        "fr",
        "Vous posez le 2 et le 3 sur la rangée rouge\u00a0; il vous reste 28 tuiles.",
    ),
    "sixty-one": ("es", "Tú: Nenúfares, nenúfar 1: 4, una bellota. El 5 a las hojas, total 5."),
    "fairy-lights": ("fr", "Vous prenez une carte jaune et 2 cartes bleues."),
    "lueurs": (
        "es",
        "Tú: Pájaro cantor, casillas 1 y 4, un cascabel más; bombilla azul, una de 4 encendidas.",
    ),
    "linotte": ("fr", "Vous lancez\u00a0: deux 5, un 1, un 3 et un 6."),
}


@pytest.mark.parametrize("game", sorted(ALONE))
def test_a_human_alone_against_a_bot_still_hears_you(make_client, game):
    """Solo and one human against bots stay exactly as they were: the holder is "you"."""
    lang, line = ALONE[game]
    client = make_client(lang)
    start(client, game, 7, ("human", "normal"))
    said: list[str] = []
    for _ in range(60):
        said += client.press("enter")
        if line in said:
            break
    assert line in said
    names = PLAYER[lang].format(1)
    assert not any(text.startswith(names) for text in said)


def test_three_humans_each_hear_every_move_since_their_own_last_turn(client):
    """Play-test, Sixteen seed 7, three humans: Player 2 lays 12 to 14 on red, Player 3 the 15
    and the 16 Restart, Player 1 the 2 and the 3. Player 2, back at the keyboard, heard only
    Player 1's move: the Restart that undid their own row was left out. Each human now hears
    every public move since they last gave up the keyboard."""
    start(client, "sixteen", 7, seats=("human", "human", "human"))
    client.press("enter")  # Player 2 takes the keyboard, as the holder of the red 1
    for _ in range(20):
        if call("en", 1) in client.press("enter"):
            break
    said = client.press("enter")  # Player 2 takes the keyboard again
    assert said[:3] == [
        "Player 3 places the 15 and the 16 Restart on the red row; 27 tiles left.",
        "The red row goes back to its 1; 12 to 15 leave the game with the 16 Restart.",
        "Player 1 places the 2 and the 3 on the red row; 25 tiles left.",
    ]
    assert said[3].startswith("Your turn, Player 2.")
