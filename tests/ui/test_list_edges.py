"""The end an arrow hits is named: 'Début de la liste' at the top, 'Fin de la liste' at the bottom.

Play-test (#11): Up on the first item of a French menu said 'Fin de la liste', which a listener
takes for the bottom; the same in the move chooser and the C review.
"""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen

EDGES = {
    "en": ("Top of the list.", "End of the list."),
    "fr": ("Début de la liste.", "Fin de la liste."),
    "es": ("Principio de la lista.", "Final de la lista."),
}


def _last(client, *keys):
    """What the last of these keys said."""
    return client.press(*keys)[-1]


@pytest.mark.parametrize("lang", sorted(EDGES))
def test_main_menu_names_the_top_and_the_bottom(make_client, lang):
    """Up on the first item says the top; End then Down says the bottom."""
    top, bottom = EDGES[lang]
    client = make_client(lang)
    first = client.speaker.texts[0].split(". ", 1)[1]  # "Main menu. New game, 1 of 8"
    assert _last(client, "up") == f"{top} {first}"
    last = _last(client, "end")
    assert _last(client, "down") == f"{bottom} {last}"


@pytest.mark.parametrize("lang", sorted(EDGES))
def test_move_chooser_and_review_name_the_end_reached(make_client, lang):
    """In a game: the move chooser (Up on its first option, Down past its last) and the C
    review (Up on its first zone) each name the end the arrow hit."""
    top, bottom = EDGES[lang]
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=3)
    client.app.settle()
    assert isinstance(client.top, GameScreen)
    assert _last(client, "home", "up").startswith(f"{top} ")
    assert _last(client, "end", "down").startswith(f"{bottom} ")
    client.press("c")
    if client.top.title_id != "ui-title-review":
        client.press("enter")
    assert _last(client, "home", "up").startswith(f"{top} ")
    assert _last(client, "end", "down").startswith(f"{bottom} ")


@pytest.mark.parametrize("lang", sorted(EDGES))
def test_a_list_of_one_option_names_the_end_each_arrow_hit(make_client, lang):
    """French native review: on a step with a single option (the Sixty-One lesson's X in
    pumpkin 2), Up said 'Fin de la liste'; the only option is both ends, so the arrow decides."""
    top, bottom = EDGES[lang]
    client = make_client(lang)
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=3)
    client.app.settle()
    # Seed 3: Enter on the first option of each step until a step offers only one.
    for _ in range(6):
        if len(client.top.chooser.options) == 1:
            break
        client.press("enter")
    assert len(client.top.chooser.options) == 1
    assert _last(client, "up").startswith(f"{top} ")
    assert _last(client, "down").startswith(f"{bottom} ")
    assert _last(client, "pageup").startswith(f"{top} ")
