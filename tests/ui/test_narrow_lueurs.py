"""Issue #12's low-vision player at 40×15 in 16 lueurs d'hiver: 'when a pair could fill
several zones, only one of them fits beside the dice and garlands'. The narrow sheet draws
each zone in one line, so at every decision the dice, the garlands and every zone the
focused option could fill show at once, the focused place lit."""

from __future__ import annotations

import json

import pytest

from accessiplay.core import get_game
from accessiplay.drawing import Painter, zone_of
from accessiplay.games.lueurs import sheet as sh
from accessiplay.games.lueurs.choosing import sheet_from
from accessiplay.games.lueurs.moves import walk
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from accessiplay.ui.drivers.layout import compose, wrap, zone_block
from tests.ui.test_drawing import drawer, played
from tests.ui.test_narrow_tables import NAMES, texts

GAME = get_game("lueurs")
PRESENTER = GAME.presenter()


def decisions(state, prefix=(), depth=0):
    """Each decision of seat 0's turn met on the way to its first and last full choices:
    (the path before it, its options)."""
    steps = state.next_steps(0, prefix)
    if not steps or state.action_at(0, prefix) is not None or depth > 8:
        return
    yield prefix, steps
    for step in {steps[0], steps[-1]}:
        yield from decisions(state, (*prefix, step), depth + 1)


def screen(tr: Localizer, view, path, options, status: str):
    """The 40×15 screen with the option `path` ends on focused, its siblings listed with the
    words the chooser speaks: the drawing and the rows shown."""
    places = drawer(GAME).chooser_places(view, path)
    drawing = drawer(GAME).draw(view, 0, Painter(tr, NAMES, places, width=40))
    ctx = Ctx(view, 0, NAMES)
    body = [
        (step == path[-1], tr.format(PRESENTER.step_label(ctx, path[:-1], step)))
        for step in options
    ]
    return places, drawing, texts(compose(40, 15, status, body, ["One.", "Two."], drawing))


@pytest.mark.parametrize(("lang", "steps"), [("en", 30), ("fr", 6), ("es", 18), ("fr", 2)])
def test_every_decision_at_40x15_shows_the_dice_the_garlands_and_every_zone_it_could_fill(
    lang, steps
):
    """At every decision (power, pair, zone, cell, joker, bulb) of a turn: the dice line and
    the garlands line show whole; a pair option's zones (all of them) and any zone holding
    a lit place show whole, their lines never cut; the focused place is lit on screen."""
    _, state = played("lueurs", steps=steps)
    tr = Localizer(lang, strict=True)
    view = state.view(0)
    sheet = sheet_from(json.dumps(view["sheets"][0], sort_keys=True))
    # As long as the game's status gets: two rows, the least room for the table.
    status = "16 lueurs d'hiver (Winter Glows), " + tr("lueurs-draw-turn", turn=view["turn"]) * 3
    seen_pairs = 0
    for prefix, options in decisions(state):
        kind = walk(sheet, tuple(view["dice"]), prefix).kind
        for step in options:
            path = (*prefix, step)
            places, drawing, shown = screen(tr, view, path, options, status)
            rows = "\n".join(shown)
            assert len(shown) <= 15 and all(len(r) <= 40 for r in shown), rows
            zones = {z.key: z for z in drawing.zones}
            needed = {"dice", "garlands"} | {zone_of(p) for p in places if zone_of(p) in zones}
            if kind == "pair" and step != "skip":
                fills = set(walk(sheet, tuple(view["dice"]), path).options)
                assert fills <= needed, (path, fills, needed)
                seen_pairs += len(fills) > 1
            for key in needed:
                for row in texts(zone_block(zones[key], 40)):
                    assert row in shown, (kind, path, key, row, rows)
            if kind not in ("powers", "pair", "bulb"):
                # Choosing where the pair goes, its two dice stay lit.
                assert shown[2].count("[") == 2, (kind, path, rows)
            lit = [t for z in drawing.zones for line in z.lines for s, t in line if "focus" in s]
            assert all(any(t in r for r in shown) for t in lit), (path, lit, rows)
            assert not places or lit, (path, places)
            # The focused option's words whole, none cut off by the shorter list.
            first = next(i for i, r in enumerate(shown) if r.startswith("> "))
            words = texts(wrap(body_of(tr, view, path), 38))
            assert [r[2:] for r in shown[first : first + len(words)]] == words, rows
    assert seen_pairs, "a pair that could fill several zones was met"


def body_of(tr: Localizer, view, path) -> str:
    """The words of the option a path ends on."""
    return tr.format(PRESENTER.step_label(Ctx(view, 0, NAMES), path[:-1], path[-1]))


def test_a_narrow_zone_reads_its_name_its_bag_and_what_is_written():
    """'Each zone in one or two short lines (its name, what is written, its bag)': a sheet
    with a box, a house, puffs, a snowman and a domino written, drawn at 40 columns in
    English and French, the chosen cells of a turn not yet revealed in parentheses."""
    view = {
        "seat": 0,
        "turn": 4,
        "dice": [3, 4, 5],
        "mine": None,
        "scores": [None, None],
        "acting": [0],
        "sheets": [
            {
                "bulbs": [1, 0, 3, 0, 2],
                "doubles": 2,
                "bird": [1, 3],
                "houses": [[2, 5]],
                "cakes": {"kouglof": [1, 3], "biscuit-1": [5], "biscuit-2": []},
                "snowmen": [7, 11],
                "squirrel": {"3": [5, 2]},
                "bags": {
                    **dict.fromkeys(sh.BAGS, sh.OPEN),
                    "cakes": sh.CIRCLED,
                    "green": sh.CROSSED,
                },
            }
        ],
    }
    en = Localizer("en", strict=True)
    lines = (
        drawer(GAME).draw(view, 0, Painter(en, NAMES, frozenset({"snowmen:5"}), width=40)).text()
    )
    assert lines[:7] == [
        "Turn 4  3  4  5  Doubles  2/12 ",
        "Re O__ Ye ___ Gr OOO Pu ___ Bl OO__",
        "Songbird (open) X5X436524163",
        "Birdhouses (open) ___ _X_ ___",
        "Cakes (won) 13__ 5__ ___",
        "Snowmen (open) [5_] 7 11",
        "Squirrel (open) _-_ _-_ 5-2 _-_ _-_",
    ]
    fr = Localizer("fr", strict=True)
    lit = frozenset({"bird", "garlands:1-0"})
    lines = drawer(GAME).draw(view, 0, Painter(fr, NAMES, lit, width=40)).text()
    assert lines[1:3] == [
        "Ro O__ Ja [_]__ Ve OOO Vi ___ Bl OO__",
        "[Oiseau (libre)] X5X436524163",
    ]
