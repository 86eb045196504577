"""A solo game speaks to one player (#11): "Players: Player 1." opened every solo game and lesson,
a list of one, and 16 lueurs' double said "Everyone ticks a Grelot." with one sheet at the table.
Alone, "Sixty-One. You play alone." and "Double! You tick a Grelot."; at a table, as before."""

from __future__ import annotations

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.games.lueurs.actions import Roll
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx, Msg
from accessiplay.ui import flow

OPENED = {
    "en": ("Sixty-One. You play alone.", "Sixty-One. Players: Player 1 and Ana (normal bot)."),
    "fr": (
        "Sixty-One. Vous jouez en solo.",
        "Sixty-One. À la table\u00a0: Joueur 1 et Ana (robot normal).",
    ),
    "es": (
        "Sixty-One. Juegas en solitario.",
        "Sixty-One. En la mesa: Jugador 1 y Ana (bot normal).",
    ),
}
DOUBLE = {
    "en": ("Double! You tick a Grelot.", "Double! Everyone ticks a Grelot."),
    "fr": (
        "Double\u00a0! Vous cochez une case de double\u00a0: 1 Grelot.",
        "Double\u00a0! Chacun coche une case de double\u00a0: 1 Grelot.",
    ),
    "es": (
        "¡Doble! Marcas una casilla de doble: un cascabel.",
        "¡Doble! Se marca una casilla de doble en cada hoja: un cascabel.",
    ),
}
RESUMED = {
    "en": "Sixty-One, resumed. You play alone.",
    "fr": "Sixty-One\u00a0: reprise de la partie. Vous jouez en solo.",
    "es": "Sixty-One: partida reanudada. Juegas en solitario.",
}


def _opening(make_client, lang: str, seats: list[str]) -> str:
    """The line that opens a new game of Sixty-One."""
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixty-one"), seats, seed=7)
    client.app.settle()
    return next(line for line in client.speaker.texts if "Sixty-One" in line)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_solo_game_opens_saying_you_play_alone(make_client, lang):
    """Alone at the table, no list of one."""
    assert _opening(make_client, lang, ["human"]) == OPENED[lang][0]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_game_with_others_opens_naming_the_table(make_client, lang):
    """With a bot, the table as before."""
    assert _opening(make_client, lang, ["human", "normal"]) == OPENED[lang][1]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_resumed_solo_game_says_you_play_alone(lang):
    """The same words when a saved solo game comes back."""
    game = Msg.of("sixty-one-name")
    said = Localizer(lang, strict=True)(
        Msg.of("ui-game-resumed", game=game, players=("Player 1",), alone="yes")
    )
    assert said == RESUMED[lang]


def _double(lang: str, players: int) -> str:
    """What a double of 2s says to seat 0 at a table of `players`."""
    game = get_game("lueurs")
    state = game.new_state(players)
    events = state.apply(CHANCE, Roll((2, 2, 1)))
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"][:players])
    lines = [line.msg for e in events for line in game.presenter().event(ctx, e)]
    return Localizer(lang, strict=True)(lines[1])


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_double_alone_is_ticked_by_you(lang):
    """One sheet: 'you tick'; two: everyone."""
    assert _double(lang, 1) == DOUBLE[lang][0]
    assert _double(lang, 2) == DOUBLE[lang][1]
