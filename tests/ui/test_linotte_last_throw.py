"""LV-10, La Linotte at 40×15: 'your last throw vanishes when no die fits a free cell (the turn
ends at once)'. The last throw stays in the dice zone, marked as the last throw, until the
next throw, at every size."""

from __future__ import annotations

import random
import re

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.drawing import Painter
from accessiplay.games.linotte.events import NothingPlaced
from accessiplay.i18n import Localizer
from accessiplay.ui.drivers.layout import compose
from tests.ui.test_drawing import drawer

NAMES = ["Ana", "Bob"]


def passed_for_no_cell():
    """A random game just after a turn that ended because its third throw fitted no cell,
    with the dice of that throw."""
    game = get_game("linotte")
    for seed in range(50):
        state, rng = game.new_state(2, {}), random.Random(seed)
        while not state.is_terminal():
            seat = min(state.acting_seats())
            action = (
                state.sample_chance(rng)
                if seat == CHANCE
                else rng.choice(
                    [a for a in state.legal_actions(seat) if type(a).__name__ in ("Throw", "Stop")]
                    or state.legal_actions(seat)
                )
            )
            events = state.apply(seat, action)
            if any(isinstance(e, NothingPlaced) and e.no_cell for e in events):
                thrown = next(e for e in events if hasattr(e, "dice") and e.dice)
                return game, state, thrown.dice
    raise AssertionError("no turn passed for want of a cell")


@pytest.mark.parametrize("lit", [False, True], ids=["unlit", "throw-focused"])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize(("width", "height"), [(40, 15), (80, 24), (120, 40)])
def test_the_throw_that_fitted_no_cell_stays_on_screen_marked_as_the_last(lang, width, height, lit):
    """The next turn has thrown nothing yet: the dice zone still shows the throw that ended
    the turn, under a title saying whose throw it was ('Ana threw' at 40 columns, 'Last throw
    (Ana), 3 of 3' wider), beside the whole board, also with the title lit by the focused
    Throw option."""
    game, state, thrown = passed_for_no_cell()
    view = state.view(0)
    assert view["dice"] == [] and view["throws"] == 0
    tr = Localizer(lang, strict=True)
    table_width = width - 42 if width >= 100 else width
    focus = frozenset({"dice"}) if lit else frozenset()
    paint = Painter(tr, NAMES, focus, width=table_width, height=height)
    drawing = drawer(game).draw(view, 0, paint)
    screen = [
        "".join(t for _, t in line)
        for line in compose(width, height, "La Linotte", [(True, "Throw")], [], drawing)
    ]
    shown = "\n".join(screen)
    seat = view["last_throw"][0]
    if table_width < 60:
        # The dice column beside the board at 40 columns, the dice two by two: its title
        # names who threw them (LV-10's re-check: 'Previous' named no one).
        title = tr("linotte-draw-last-throw-short", who=NAMES[seat])
        title = f"[{title}]" if lit else title
        assert len(title) <= 11, title
        column = [row[: len(title)].strip() for row in screen[1:] if row[: len(title)].strip()]
        assert column[0] == title, shown
        assert " ".join(column[1:4]).split() == list(map(str, thrown)), shown
    elif height < 30:
        title = tr("linotte-draw-last-throw", name=NAMES[seat], throws=3, most=3)
        title = f"[{title}]" if lit else title
        column = [row[: len(title)].strip() for row in screen[1:] if row[: len(title)].strip()]
        assert column[:6] == [title, *map(str, thrown)], shown
    else:
        title = tr("linotte-draw-last-throw", name=NAMES[seat], throws=3, most=3)
        assert (f"[{title}]" if lit else title) in shown, shown
        dice_row = next(row for row in screen if row.startswith(tr("ui-draw-dice")))
        assert dice_row.split()[1:] == [str(d) for d in thrown], shown
    for row in "ABCDE":
        assert any(re.search(rf"(^|\s){row}\s", line) for line in screen), shown


def test_the_next_throw_replaces_the_last_one():
    """Once the turn's first throw is made, the dice zone is that throw's again."""
    game, state, _ = passed_for_no_cell()
    rng = random.Random(1)
    seat = min(state.acting_seats())
    state.apply(seat, next(a for a in state.legal_actions(seat) if type(a).__name__ == "Throw"))
    state.apply(CHANCE, state.sample_chance(rng))
    view = state.view(0)
    tr = Localizer("en", strict=True)
    drawing = drawer(game).draw(view, 0, Painter(tr, NAMES, width=40, height=15))
    dice = next(z for z in drawing.zones if z.key == "dice")
    assert dice.title == tr("linotte-draw-throws-short", throws=1, most=3)
    shown = " ".join("".join(t for _, t in line) for line in dice.lines)
    assert shown.split() == list(map(str, view["dice"]))


def test_a_name_too_long_for_the_dice_column_gives_the_pawns_letter():
    """At 40 columns the dice column has 11 columns beside the board: a thrower whose name
    would push the board off the screen is named by their pawns' letter, 'W threw'."""
    game, state, _ = passed_for_no_cell()
    view = state.view(0)
    seat = view["last_throw"][0]
    names = ["Bartholomew", "Maximiliana"]
    tr = Localizer("en", strict=True)
    paint = Painter(tr, names, frozenset({"dice"}), width=40, height=15)
    drawing = drawer(game).draw(view, 0, paint)
    letter = "W" if seat == view["white"] else "B"
    dice = next(z for z in drawing.zones if z.key == "dice")
    assert dice.title == f"[{tr('linotte-draw-last-throw-short', who=letter)}]"
    screen = compose(40, 15, "La Linotte", [(True, "Throw")], [], drawing)
    rows = ["".join(t for _, t in line) for line in screen]
    assert all(any(re.search(rf"(^|  ){r}  ", row) for row in rows) for r in "ABCDE"), rows
