"""The guided game's own keys on every step of every game, and the letters of its lists."""

from __future__ import annotations

import pytest

from accessiplay.tutorial.scripts import MODULES, script_for
from tests.tutorial.support import open_from_menu, walk_to


@pytest.mark.parametrize("game_id", list(MODULES))
def test_repeat_leave_and_skip_answer_on_every_step(client, game_id):
    """Issue 16, item 2: "The player can skip a step, repeat the last explanation, or leave;
    progress is remembered per game." On each step in turn: F5 says that step again, Q then Y
    leaves to Learn to play with the steps done said, the lesson comes back at that step, and F6
    plays it for the player, to the end of the game."""
    count = len(script_for(game_id).moves)
    screen = open_from_menu(client, game_id)
    for step in range(count):
        said = client.press("f5")
        assert said[0].startswith(f"Step {step + 1} of {count}. "), said
        assert client.press("q")[0].startswith("Leave the guided game?")
        said = client.press("y")
        assert said[0] == f"You left the guided game. Steps done: {step} of {count}."
        assert said[1].startswith("Learn to play: choose a game.")
        screen = open_from_menu(client, game_id)
        assert screen.coach.step == step
        said = client.press("f6")
        assert screen.coach.step == step + 1, said
    assert screen.session.finished()
    assert client.top.title().id == "ui-title-final"


def test_a_refused_move_part_way_says_how_to_go_back(client):
    """A new player refused at the last step of a list was left on that step, not knowing how
    to get back to the value the hint named: the hint says Escape goes back a step, and it
    does."""
    from accessiplay.games.sixty_one.actions import Assign

    screen = open_from_menu(client, "sixty-one")
    said = walk_to(client, screen, Assign(1, 6, 2))
    assert said[-1].endswith("then pumpkin 1. Escape goes back a step.")
    assert client.press("escape")[0].startswith("Pumpkins: choose the value to write.")


def test_a_refused_move_with_no_list_behind_it_says_only_its_hint(client):
    """No step to go back to (La Linotte's first throw is the only move): no Escape advice."""
    open_from_menu(client, "linotte")
    said = client.press("a")
    assert "Escape" not in " ".join(said)


def _to_placement(client):
    """La Linotte's lesson at its third step: the list of the cells the dice allow."""
    screen = open_from_menu(client, "linotte")
    client.press("enter", "end", "enter")
    assert client.speaker.texts[-1].startswith("Where do you place your pawn? B3, Sec, 1 of 4")
    return screen


def test_in_la_linottes_cell_list_c_reviews_the_board_as_everywhere(client):
    """A game key means the same in every list of every game (DESIGN: "the keys above mean
    the same in every game"): C reviews the board while choosing a cell, as it reads the sheet
    while choosing a zone in 16 lueurs (where C does not jump to the Cakes). Escape comes back
    to the cell list, where it was."""
    screen = _to_placement(client)
    assert client.press("c")[0].startswith("Board: 6 white pawns, 5 black pawns, 14 empty cells.")
    client.press("escape")
    assert client.top is screen
    assert client.press("down")[0] == "B4, Full, 2 of 4"


def test_in_la_linottes_cell_list_a_free_letter_jumps(client):
    """First-letter navigation, the norm in lists, takes the letters no game key uses: P
    jumps to Place nothing; a letter no option starts with says so and moves nothing."""
    _to_placement(client)
    assert client.press("p") == ["Place nothing, 4 of 4"]
    assert client.press("e") == ["No item starts with E."]
    assert client.press("home", "down") == ["B3, Sec, 1 of 4", "B4, Full, 2 of 4"]


def test_in_16_lueurs_zone_list_c_reads_the_sheet_not_the_cakes(client):
    """The same rule in another game's list: C keeps its meaning (your sheet) while the zones
    are offered, though one of them, the Cakes, starts with C."""
    screen = open_from_menu(client, "lueurs")
    said = client.press("enter", "enter")
    assert said[-1].startswith("Where do you record 2 and 5? Songbird")
    assert client.press("c") == ["Your sheet: 3 Grelots. Garlands: 1 of 5 full, 8 of 16 bulbs lit."]
    assert client.press("escape") == ["Where do you record 2 and 5? Songbird, 4 choices, 1 of 5"]
    assert client.top is screen
