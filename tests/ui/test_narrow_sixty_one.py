"""Issue #12's low-vision player at 40×15 in Sixty-One: 'the leaf track row often does not
fit'. A narrow sheet draws the leaf row as one short line of its last totals, kept with the
area a choice is about and the dice: at every decision all three show, whole words only."""

from __future__ import annotations

import random
import re

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.drawing import Painter, zone_of
from accessiplay.games.sixty_one.scoring import leaf_total
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from accessiplay.ui import flow
from accessiplay.ui.drivers import full
from accessiplay.ui.drivers.layout import compose, zone_block
from tests.ui.test_drawing import drawer
from tests.ui.test_narrow_tables import NAMES, texts

GAME = get_game("sixty-one")
PRESENTER = GAME.presenter()
#: A status as long as Sixty-One's gets at 40 columns: two rows, the least room for the table.
STATUS = "Soixante et un, manche 11 sur 20, dés 2, 3 et 6. Choix en cours : vous."


def turns(seed: int):
    """Each state of one random game where seat 0 has a decision to make."""
    state = GAME.new_state(2, {})
    rng = random.Random(seed)
    while state.acting_seats():
        acting = state.acting_seats()
        if CHANCE in acting:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if 0 in acting:
            yield state
        seat = min(acting)
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def decisions(state, prefix=()):
    """Each decision of seat 0's turn on the way to its first and last choices."""
    steps = state.next_steps(0, prefix)
    if not steps or state.action_at(0, prefix) is not None:
        return
    yield prefix, steps
    for step in {steps[0], steps[-1]}:
        yield from decisions(state, (*prefix, step))


@pytest.mark.parametrize(("lang", "seed"), [("en", 1), ("fr", 2), ("es", 3)])
def test_every_decision_at_40x15_shows_its_area_the_dice_and_the_leaf_total(lang, seed):
    """Each option of each decision, focused: the zones it lights (the area, whole), the dice
    and the leaf line ending on the leaf total show on the 40×15 screen."""
    tr = Localizer(lang, strict=True)
    checked = 0
    for state in turns(seed):
        view = state.view(0)
        ctx = Ctx(view, 0, NAMES)
        total = str(leaf_total(view["sheets"][0]["leaves"]))
        for prefix, options in decisions(state):
            for step in options:
                places = drawer(GAME).chooser_places(view, (*prefix, step))
                drawing = drawer(GAME).draw(view, 0, Painter(tr, NAMES, places, width=40))
                body = [
                    (s == step, tr.format(PRESENTER.step_label(ctx, prefix, s))) for s in options
                ]
                shown = texts(compose(40, 15, STATUS, body, ["One.", "Two."], drawing))
                screen = "\n".join(shown)
                zones = {z.key: z for z in drawing.zones}
                needed = {"dice", "leaves"} | {zone_of(p) for p in places}
                for key in needed:
                    for line in zone_block(zones[key], 40):
                        text = "".join(t for _, t in line).strip()
                        assert text in screen, (key, text, screen)
                # Your leaf line, not the other player's one-line total beside it ('Leaves (Bob)').
                others = tr("sixty-one-draw-leaves-of", player=NAMES[1])
                leaf_line = next(
                    r.replace(others, "")
                    for r in shown
                    if tr("sixty-one-draw-leaf-line", lost=0) in r.replace(others, "")
                )
                written = leaf_line.replace("[", " ").replace("]", " ").split()
                assert total in written, screen
                assert len(shown) <= 15 and all(len(r) <= 40 for r in shown), screen
                checked += 1
    assert checked > 40


def test_every_players_acorns_show_at_40x15_while_two_columns_of_areas_do(client):
    """LV-19: at 40×15 the round whose sheet goes to two columns (the fox dens beside the dice)
    dropped the 'Acorns Player 1 … Ana …' line: as wide as the screen, it fitted beside no
    column. It folds to a row per player there ('Acorns' / 'Player 1 <8>' / 'Ana <7>'), so
    every player's acorns show, as the view adds them up, at each decision of a whole game."""
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=7)
    client.app.settle()
    game = client.top
    folded = decisions = 0
    while client.top is game and not game.session.finished():
        if game.my_turn():
            decisions += 1
            screen = full.screen_text(client.app, 40, 15)
            rows = [" ".join(re.sub(r"[<>\[\]]", " ", row).split()) for row in screen]
            view = game.session.state.view(0)
            for name, items in zip(game.session.names, view["scores"], strict=True):
                total = rf"(^| ){re.escape(name)} {sum(item[1] for item in items)}( |$)"
                assert any(re.search(total, row) for row in rows), (total, "\n".join(screen))
            folded += any(row.endswith("Acorns") for row in rows)
        client.press("enter")
    assert decisions >= 20
    assert folded, "a round drew the acorns folded beside two columns"
