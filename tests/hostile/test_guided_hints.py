"""H and Shift+H in a guided game: the lesson's step names the move to play, so the keys say
that there are no hints here and repeat the step, never the hard bot's favourite.

Before the fix H in the Sixty-One lesson's first step could say 'Hint: Hot chocolate, mug 6
with the 6' while the step asks for the Pumpkins: the player who followed it heard 'Not this
move.' (the search is bounded by the clock, so under load its favourite changed run to run).
"""

from __future__ import annotations

import pytest
from saves_support import client

from accessiplay.tutorial.scripts import MODULES
from tests.tutorial.support import open_from_menu

NO_HINTS = {
    "en": "No hints in a guided game: the step tells you which move to play.",
    "fr": "Pas de conseil dans une partie guidée\u00a0: l'étape vous dit quel coup jouer.",
    "es": "En una partida guiada no hay consejos: el paso te dice qué jugada hacer.",
}

#: F1's line for the two keys.
KEYS = {"fr": "H ou Maj+H", "es": "H o Mayús+H"}
KEY_SAYS = {
    "fr": "Pas de conseil dans une partie guidée\u00a0; l'étape dit quel coup jouer.",
    "es": "Una partida guiada no da consejos: el paso dice qué jugada hacer.",
}


@pytest.mark.parametrize("game_id", list(MODULES))
def test_h_and_shift_h_repeat_the_step_instead_of_a_hint(game_id):
    """Both keys: the words above, then the step as F5 says it; no search is started and no
    hint is counted."""
    c = client()
    screen = open_from_menu(c, game_id)
    (step,) = c.press("f5")
    assert step.startswith("Step 1 of ")
    assert c.press("h") == [f"{NO_HINTS['en']} {step}"]
    assert c.press("H") == [f"{NO_HINTS['en']} {step}"]
    assert screen.hint_job is None
    assert screen.session.hints_asked == 0


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_guided_game_says_so_in_the_players_language(lang):
    """French and Spanish players hear it in their language, and F1 lists it."""
    c = client(lang)
    screen = open_from_menu(c, "sixty-one")
    assert c.press("h")[0].startswith(NO_HINTS[lang] + " ")
    tr = c.app.announcer.tr
    described = {tr(key): tr(what) for key, what in screen.help_entries()}
    assert described[KEYS[lang]] == KEY_SAYS[lang]


@pytest.mark.parametrize("game_id", list(MODULES))
def test_h_in_the_board_reader_of_a_guided_game_repeats_the_step_too(game_id):
    """Session 30: H and Shift+H in the board reader (C) answer as on the game screen, so in a
    lesson they say there are no hints there and repeat the step, never the hard bot's move."""
    c = client()
    screen = open_from_menu(c, game_id)
    (step,) = c.press("f5")
    c.press("c")
    assert type(c.top).__name__ == "ReviewScreen"
    assert c.press("h") == [f"{NO_HINTS['en']} {step}"]
    assert c.press("H") == [f"{NO_HINTS['en']} {step}"]
    assert type(c.top).__name__ == "ReviewScreen"
    assert screen.hint_job is None
    assert screen.session.hints_asked == 0
