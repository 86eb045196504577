"""Issue #12's low-vision player at 40×15 in Sixteen: 'on a forced pass / when the hand is
shown, the hand is drawn but not the rows'. A narrow screen gives the rows one line of each
row's top tile (colour letters and number, never colour alone), so at every decision, and
while the other player plays, every row's top and your tiles show at once."""

from __future__ import annotations

import itertools
import random

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.drawing import Painter
from accessiplay.games.sixteen.tiles import COLOURS
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from accessiplay.ui.drivers.layout import compose
from tests.ui.test_drawing import drawer
from tests.ui.test_narrow_tables import NAMES, texts

GAME = get_game("sixteen")
PRESENTER = GAME.presenter()


def moments(seed: int, count: int):
    """States of one random game, each waiting for a seat (seat 0's turns and the other's)."""
    state = GAME.new_state(2, {})
    rng = random.Random(seed)
    found = 0
    while state.acting_seats() and found < count:
        acting = state.acting_seats()
        if CHANCE in acting:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        found += 1
        yield state
        seat = min(acting)
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def decisions(state, prefix=(), depth=0):
    """Each decision of seat 0's turn on the way to its first and last choices."""
    steps = state.next_steps(0, prefix)
    if not steps or state.action_at(0, prefix) is not None or depth > 6:
        return
    yield prefix, steps
    for step in {steps[0], steps[-1]}:
        yield from decisions(state, (*prefix, step), depth + 1)


def screens(tr: Localizer, state):
    """The 40×15 screens of this moment: each option of each decision of seat 0 focused, or,
    when seat 0 waits, the table unlit."""
    view = state.view(0)
    ctx = Ctx(view, 0, NAMES)
    if 0 not in state.acting_seats():
        yield frozenset(), [(True, "Wait")]
        return
    for prefix, options in decisions(state):
        for step in options:
            path = (*prefix, step)
            body = [(s == step, tr.format(PRESENTER.step_label(ctx, prefix, s))) for s in options]
            yield drawer(GAME).chooser_places(view, path), body


@pytest.mark.parametrize(("lang", "seed"), [("en", 1), ("fr", 2), ("es", 3)])
def test_every_rows_top_and_your_tiles_show_at_40x15_in_every_phase(lang, seed):
    """Every row shows (its letters and its top tile, or the whole row a decision is about)
    with your hand (or, on a decision about one row, your tiles of its colour), whole words
    only, in 15 rows of 40 columns."""
    tr = Localizer(lang, strict=True)
    tok = lambda t: tr("sixteen-draw-token", token=t if isinstance(t, str) else str(t))  # noqa: E731
    checked = 0
    for state in moments(seed, 60):
        view = state.view(0)
        for places, body in screens(tr, state):
            paint = Painter(tr, NAMES, places, width=40)
            drawing = drawer(GAME).draw(view, 0, paint)
            shown = texts(compose(40, 15, "Sixteen, Your turn.", body, ["One.", "Two."], drawing))
            screen = "\n".join(shown)
            words = screen.replace("[", " ").replace("]", " ").split()
            rows = [row.replace("[", " ").replace("]", " ").split() for row in shown]
            for colour in COLOURS:
                letters = tr("sixteen-draw-colour", colour=colour)
                tiles = [tok(t) for t in view["rows"][colour]]
                whole = [letters, *tiles]
                assert (letters, tiles[-1]) in itertools.pairwise(words) or any(
                    row[: len(whole)] == whole for row in rows
                ), (colour, screen)
            mine = tr("sixteen-draw-hand-bag", bag=view["bag"])
            assert mine in screen or tr("sixteen-draw-yours") in screen, screen
            assert len(shown) <= 15 and all(len(row) <= 40 for row in shown), screen
            checked += 1
    assert checked > 60


@pytest.mark.parametrize(("lang", "seed"), [("en", 1), ("es", 3)])
def test_the_tiles_left_in_each_hand_show_at_40x15_while_the_other_plays(lang, seed):
    """Play-test LV-8: 'Ana's tile count (public, the race) never shows' at 40×15, only a
    points zone whose other value is '?'. One line 'Tiles in hand Player 1 27 Ana 26' shows
    while the other seat plays."""
    tr = Localizer(lang, strict=True)
    seen = 0
    for state in moments(seed, 60):
        if 0 in state.acting_seats():
            continue
        view = state.view(0)
        drawing = drawer(GAME).draw(view, 0, Painter(tr, NAMES, width=40))
        shown = texts(compose(40, 15, "Sixteen.", [(True, "Wait")], ["One."], drawing))
        line = next(r for r in shown if r.startswith(tr("sixteen-draw-counts")))
        words = line[len(tr("sixteen-draw-counts")) :].split()
        assert words == [w for s, n in enumerate(view["counts"]) for w in (NAMES[s], str(n))]
        assert not any(r.startswith(tr("sixteen-draw-points")) for r in shown), shown
        seen += 1
    assert seen > 10


def test_a_lit_last_tile_keeps_a_space_before_the_tiles_out():
    """Play-test LV-9: '[Ye] 1  7  10 [11](out 4)': the count of tiles out glued to a lit
    last tile. It keeps its space: '[11] (out 4)'."""
    for state in moments(2, 200):
        view = state.view(0)
        colour = next((c for c in COLOURS if view["out"][c] and len(view["rows"][c]) > 1), None)
        if colour is None:
            continue
        last = len(view["rows"][colour]) - 1
        paint = Painter(Localizer("en"), NAMES, frozenset({f"rows:{colour}-{last}"}))
        drawing = drawer(GAME).draw(view, 0, paint)
        text = "\n".join(drawing.text())
        top = view["rows"][colour][-1]
        tok = {"restart": "R16", "end": "E16"}.get(str(top), str(top))
        assert f"[{tok}] (out {len(view['out'][colour])})" in text, text
        return
    raise AssertionError("no row with tiles out")


def test_the_tiles_in_hand_line_stays_while_a_row_is_chosen(client):
    """LV-21: 'Tiles in hand' (the race, the one public fact about the others) dropped from
    the 40×15 screen whenever the rest of your hand was drawn beside a focused row. While a
    row is focused (its colour drawn with it), the line is on screen, as the view counts."""
    from accessiplay.ui import flow
    from accessiplay.ui.drivers import full

    flow.start_game(client.app, GAME, ["human", "normal"], seed=7)
    client.app.settle()
    game = client.top
    tr = Localizer("en")
    rows_focused = 0
    for _ in range(30):
        if client.top is not game or game.session.finished():
            break
        screen = full.screen_text(client.app, 40, 15)
        if game.my_turn() and any(r.startswith("[") and "bag" in r for r in screen[1:]):
            rows_focused += 1
            counts = game.session.state.view(0)["counts"]
            line = " ".join(
                [tr("sixteen-draw-counts"), "Player 1", str(counts[0]), "Ana", str(counts[1])]
            )
            assert line in [" ".join(r.split()) for r in screen], "\n".join(screen)
        client.press("down" if rows_focused % 2 else "enter")
    assert rows_focused >= 3
