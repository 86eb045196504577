"""H asked mid-move finishes the move begun (play-test, 16 lueurs d'hiver, seed 11, turn 3: "I
chose my pair, pressed H, and the hint named another pair: I could not follow it without going
back").

The hint then ranks only the moves that finish what the player has chosen, by the hard bot's
own judgement, and its sentence says it finishes their move: it is not always the best move
from the start.
"""

from __future__ import annotations

import pytest

from accessiplay.games.lueurs.actions import Turn
from tests.ui.test_hint_key import start, thinker

__all__ = ["thinker"]  # the fixture, used by name below


def _third_turn(client):
    """A solo game of seed 11 at turn 3, its first two turns played from each step's first
    option (the dice are 2, 3, 3)."""
    screen = start(client, ["human"], game="lueurs", seed=11)
    for _ in range(2):
        played = len(screen.session.record.actions)
        while len(screen.session.record.actions) == played:
            client.press("enter")
    assert tuple(screen.session.state.dice) == (2, 3, 3)
    return screen


def _heard(client, thinker, *keys) -> list[str]:
    """What the keys say, the hint thought out and delivered between them."""
    start = len(client.speaker.texts)
    for key in keys:
        client.press(key)
        thinker.run_all()
        client.app.run_due()
    return client.speaker.texts[start:]


HEARD_WHOLE = {
    "en": "Hint: Songbird, boxes 5 and 12, ",
    "fr": "Conseil\u00a0: Oiseau chanteur, cases 5 et 12, ",
    "es": "Consejo: Pájaro cantor, casillas 5 y 12, ",
}
HEARD = {
    "en": "Hint to finish your move: Squirrel, space 3, 2 left and 3 right, then a green bulb; "
    "it brings 2 Grelots and the green garland reaches 1 of 3 bulbs.",
    "fr": "Conseil pour terminer votre coup\u00a0: Écureuil, emplacement 3, 2 à gauche et 3 à "
    "droite, puis une ampoule verte\u00a0; 2 Grelots à la clé et la guirlande verte passe à une "
    "ampoule allumée sur 3.",
    "es": "Consejo para terminar tu jugada: Ardilla, espacio 3, 2 a la izquierda y 3 a la derecha, "
    "y después una bombilla verde; da 2 cascabeles y la guirnalda verde llega a una de 3 "
    "bombillas.",
}


@pytest.mark.parametrize("lang", sorted(HEARD))
def test_h_after_the_pair_is_chosen_names_a_move_with_that_pair(make_client, thinker, lang):
    """The pair 2 and 3 chosen, H names a way to record 2 and 3 and says it finishes the move;
    Enter on its steps plays it."""
    client = make_client(lang)
    screen = _third_turn(client)
    before = _heard(client, thinker, "h")
    whole = screen.hint_thinking().result()[0].action
    # From the start, the hard bot would record the two 3s: the play-tester's hint.
    assert isinstance(whole, Turn) and whole.pair == (3, 3)
    assert before[-1].startswith(HEARD_WHOLE[lang])
    assert client.press("enter")  # the pair 2 and 3, the first option
    assert screen.chooser.prefix == ((2, 3),)
    said = _heard(client, thinker, "h")
    assert said[-1] == HEARD[lang]
    ranked = screen.hint_thinking().result()
    assert all(isinstance(r.action, Turn) and r.action.pair == (2, 3) for r in ranked)


def test_shift_h_mid_move_lists_only_ways_to_finish_it(client, thinker):
    """Shift+H after the pair: its title says the moves finish the player's, and every line
    records 2 and 3 (Enter on a line plays it)."""
    screen = _third_turn(client)
    client.press("enter")
    said = _heard(client, thinker, "H")
    assert said[1] == (
        "The hard bot's best ways to finish your move, by what each should bring. Enter plays "
        "the move you are on; Escape goes back to your move."
    )
    assert said[2].startswith("1: Squirrel, space 3, 2 left and 3 right, then a green bulb; ")
    ranked = screen.hint_thinking().result()
    assert all(r.action.pair == (2, 3) for r in ranked)


def test_h_on_the_last_step_of_a_begun_move_names_its_one_way(client, thinker):
    """Pair, zone and place chosen, the die left lights one garland only: the hint names that
    move as the only way to finish it, not 'the only move you have'."""
    screen = _third_turn(client)
    client.press("enter", "enter", "enter")  # 2 and 3, the Cakes, 2 then 3 in the kouglof
    assert screen.chooser.prefix == ((2, 3), "cakes", (("kouglof", "kouglof"), (2, 3)))
    assert screen.chooser.options == [3]  # the green bulb, the third die's garland
    assert _heard(client, thinker, "h") == [
        "Hint to finish your move: Cakes, 2 then 3 in the kouglof, then a green bulb; it is the "
        "only way to finish it."
    ]


def test_a_hint_for_a_step_left_is_not_said(client, thinker):
    """H at the first step, then the pair chosen before the hard bot has finished: the hint for
    the whole move would name another pair, so it is dropped (H asks again from here)."""
    screen = _third_turn(client)
    client.press("h")
    client.press("enter")
    thinker.run_all()
    start = len(client.speaker.texts)
    client.app.run_due()
    assert client.speaker.texts[start:] == []
    assert screen.chooser.prefix == ((2, 3),)
    said = _heard(client, thinker, "h")
    assert said[-1].startswith("Hint to finish your move: Squirrel, space 3, 2 left and 3 right")
