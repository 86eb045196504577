"""Issue #12, 'Focus follows speech': every chooser option and every reviewed node lights its
own place on the drawing, and a seat's choice not yet revealed is drawn for that seat only."""

from __future__ import annotations

import random
import re

import pytest

from accessiplay.core import CHANCE
from accessiplay.drawing import Painter
from accessiplay.games.sixteen.tiles import COLOURS
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from tests.ui.test_drawing import GAMES, drawer, played, text_of
from tests.ui.test_narrow_tables import sixteen_tile_choice

ENGLISH = Localizer("en")
NAMES = ["Ana", "Bob"]


def lit(game, view, seat, focus) -> list[str]:
    """The texts drawn in the focus style or as a bracketed title, with this focus."""
    drawing = drawer(game).draw(view, seat, Painter(ENGLISH, NAMES, frozenset(focus)))
    out = [z.title for z in drawing.zones if z.title.startswith("[")]
    for zone in drawing.zones:
        out += [t for line in zone.lines for style, t in line if style == "class:focus"]
    return out


def tree_paths(node, path=()):
    """Every node's index path in a review tree (the root's children and below)."""
    for i, child in enumerate(node.children):
        yield (*path, i)
        yield from tree_paths(child, (*path, i))


def chooser_paths(state, seat, prefix=(), depth=6):
    """Every path of the move chooser, option by option (a few options per step)."""
    if depth == 0 or state.action_at(seat, prefix) is not None:
        return
    for step in state.next_steps(seat, prefix)[:4]:
        yield (*prefix, step)
        yield from chooser_paths(state, seat, (*prefix, step), depth - 1)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("steps", [8, 40])
def test_every_reviewed_node_lights_each_of_its_places(game_id, steps):
    """'What the spoken focus is on (a chooser option, a reviewed cell, a die) is highlighted
    in the drawing': each node of both seats' review trees lights something, and each place
    it names is itself drawn lit (no place names a cell the drawing lacks)."""
    game, state = played(game_id, steps=steps)
    view = state.view(0)
    ctx = Ctx(view, 0, NAMES)
    for seat in (0, 1):
        tree = game.presenter().sheet(ctx, seat)
        for path in tree_paths(tree):
            places = drawer(game).review_places(view, seat, path)
            if seat == 1 and game_id == "sixteen" and not places:
                continue  # Bob's hidden hand: its nodes light nothing, as nothing of it is drawn
            assert places, (path, tree)
            for place in places:
                assert lit(game, view, seat, {place}), (path, place)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("steps", [6, 30])
def test_every_chooser_option_lights_each_of_its_places(game_id, steps):
    """'Options in the move chooser highlight the place on the sheet or board they would
    fill': every step of the chooser (powers, pairs, zones, boxes, cakes, bulbs…) lights."""
    game, state = played(game_id, steps=steps)
    seat = min(s for s in state.acting_seats() if s >= 0)
    view = state.view(seat)
    for path in chooser_paths(state, seat):
        places = drawer(game).chooser_places(view, path)
        assert places, path
        for place in places:
            assert lit(game, view, seat, {place}), (path, place)


def lueurs_state(seed: int, want):
    """A 16 lueurs state waiting on seat 0 where `want(state)` holds."""
    for attempt in range(200):
        game, state = played("lueurs", steps=attempt % 40, seed=seed + attempt)
        if 0 in state.acting_seats() and want(state):
            return game, state
    raise AssertionError("no such state")


def test_lueurs_a_reviewed_birdhouse_and_puff_light_that_cell_alone():
    """The previous drawing lit a whole zone for any node in it: a birdhouse cell (row 2,
    column 6) now lights that cell, and the second puff of the kouglof that puff."""
    game, state = played("lueurs", steps=6)
    view = state.view(0)
    d = drawer(game)
    assert d.review_places(view, 0, (3, 1, 2)) == {"birdhouses:2-6"}
    assert d.review_places(view, 0, (3, 1)) == {f"birdhouses:2-{c}" for c in (4, 5, 6)}
    assert d.review_places(view, 0, (4, 0, 1)) == {"cakes:kouglof-1"}
    drawing = d.draw(view, 0, Painter(ENGLISH, NAMES, frozenset({"birdhouses:2-6"})))
    houses = next(z for z in drawing.zones if z.key == "birdhouses")
    row_two = houses.lines[2]
    assert [s for s, _ in row_two].index("class:focus") == len(row_two) - 1, row_two


def test_lueurs_a_bulb_option_lights_the_next_bulb_of_its_garland():
    """'16 lueurs' bulb chooser steps light nothing': the bulb option of garland g lights the
    first unlit bulb of g, drawn '[_]' inside the garland."""

    def at_bulb(state):
        """Some chooser path of seat 0 reaches a bulb step."""
        return any(_kind(state, p) == "bulb" for p in chooser_paths(state, 0))

    game, state = lueurs_state(1, at_bulb)
    view = state.view(0)
    path = next(p for p in chooser_paths(state, 0) if _kind(state, p) == "bulb")
    garland = path[-1]
    lit_bulbs = view["sheets"][0]["bulbs"][garland - 1]
    places = drawer(game).chooser_places(view, path)
    assert places == {f"garlands:{garland - 1}-{lit_bulbs}"}
    drawing = drawer(game).draw(view, 0, Painter(ENGLISH, NAMES, places))
    garlands = next(z for z in drawing.zones if z.key == "garlands")
    line = "".join(t for _, t in garlands.lines[garland - 1])
    assert "O" * lit_bulbs + "[_]" in line, line


def _kind(state, path):
    """The kind of chooser step the last component of `path` answers."""
    from accessiplay.games.lueurs.moves import walk
    from accessiplay.games.lueurs.sheet import Sheet

    view = state.view(0)
    stage = walk(Sheet.from_json(view["sheets"][0]), tuple(view["dice"]), path[:-1])
    return stage.kind if stage else None


def test_fairy_lights_a_reviewed_card_lights_that_card_only():
    """'Fairy Lights lights a whole collection': a card reviewed lights one card; its colour
    node, that colour's cards; the shop node's third card, the shop's third card."""
    game, state = played("fairy-lights", steps=40)
    view = state.view(0)
    tree = game.presenter().sheet(Ctx(view, 0, NAMES), 0)
    d = drawer(game)
    for path in tree_paths(tree):
        node = tree
        for i in path:
            node = node.children[i]
        places = d.review_places(view, 0, path)
        if not node.children and len(path) == 2 and path[0] < len(tree.children) - 2:
            assert len(places) == 1, (path, places)
            assert len(lit(game, view, 0, places)) == 1
    shop = len(tree.children) - 2
    if len(view["shop"]) >= 3:
        c = view["shop"][2]
        assert d.review_places(view, 0, (shop, 2)) == {f"shop:{c['colour']}-2"}


def test_sixteen_a_reviewed_row_tile_and_hand_tile_light_that_tile():
    """'Sixteen only your own hand': the rows grid of the review lights the tile reviewed,
    and a tile of your own hand that tile; another seat's hand is never lit or drawn."""
    game, state = played("sixteen", steps=12)
    view = state.view(0)
    tree = game.presenter().sheet(Ctx(view, 0, NAMES), 0)
    d = drawer(game)
    rows = len(tree.children) - 1
    colour = next(c for c in COLOURS if view["rows"][c])
    r = COLOURS.index(colour)
    assert d.review_places(view, 0, (rows, r, 0)) == {f"rows:{colour}-0"}
    held = [c for c in COLOURS if view["hand"]["tiles"][c]]
    first = view["hand"]["tiles"][held[0]][0]
    assert d.review_places(view, 0, (0, 0)) == {f"hand:{held[0]}-{first}"}
    other = game.presenter().sheet(Ctx(view, 0, NAMES), 1)
    for path in tree_paths(other):
        assert not any(p.startswith("hand") for p in d.review_places(view, 1, path)), path


def test_la_linotte_a_reviewed_row_lights_its_five_cells():
    """A row of the board reviewed lights its five cells; a cell, that cell."""
    game, state = played("linotte", steps=20)
    view = state.view(0)
    d = drawer(game)
    assert d.review_places(view, 0, (1,)) == {f"board:B{c}" for c in range(1, 6)}
    assert d.review_places(view, 0, (2, 3)) == {"board:C4"}


def secret_state(game_id: str):
    """A state where seat 0 has chosen and seat 1 has not yet: 0's choice is pending."""
    from accessiplay.core import get_game

    game = get_game(game_id)
    rng = random.Random(5)
    state = game.new_state(2, {})
    for _ in range(400):
        acting = state.acting_seats()
        if CHANCE in acting:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if 0 not in acting and state.view(0).get("mine"):
            return game, state
        seat = min(acting)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("seat 0 never waited with a choice made")


@pytest.mark.parametrize("game_id", ["sixty-one", "lueurs"])
def test_the_pending_secret_choice_is_drawn_for_its_own_seat_only(game_id):
    """'what this seat has chosen but not yet revealed': drawn in parentheses, with a caption
    saying so, for the seat that chose; Bob's screen, a spectator's, and Ana's own table
    reviewed by Bob never show it."""
    game, state = secret_state(game_id)
    d = drawer(game)
    own = d.draw(state.view(0), 0, Painter(ENGLISH, NAMES))
    own_text = text_of(own)
    assert "your choice, hidden from others" in own_text
    pending = [
        t for z in own.zones for line in z.lines for style, t in line if style == "class:pending"
    ]
    assert pending and all(t.strip().startswith("(") for t in pending), pending
    before = text_of(d.draw(state.view(None), 0, Painter(ENGLISH, NAMES)))
    for view, seat in ((state.view(1), 0), (state.view(1), 1), (state.view(None), 0)):
        shown = d.draw(view, seat, Painter(ENGLISH, NAMES))
        assert "your choice" not in text_of(shown)
        assert not any(
            s == "class:pending" for z in shown.zones for line in z.lines for s, _ in line
        )
    assert text_of(d.draw(state.view(1), 0, Painter(ENGLISH, NAMES))) == before


@pytest.mark.parametrize(
    ("game_id", "lit_text"),
    [("sixty-one", r"Dice \[\d\]\[\d\]\[\d\]"), ("linotte", r"Dice (\[\d\]){5}")],
)
def test_d_lights_the_dice_while_its_answer_is_the_last_thing_said(client, game_id, lit_text):
    """'no die is highlighted when the dice are reviewed': D lights every die of the throw;
    the next thing said (Down in the chooser) moves the light back to the option."""
    import re

    from accessiplay.core import get_game
    from accessiplay.ui import flow
    from accessiplay.ui.drivers import full

    flow.start_game(client.app, get_game(game_id), ["human", "normal"], seed=4)
    client.app.settle()
    if game_id == "linotte":
        client.press("r")

    def screen() -> str:
        """The full screen as one text."""
        return "\n".join(full.screen_text(client.app, 120, 40))

    assert not re.search(lit_text, screen())
    said = client.press("d")
    assert said and re.search(lit_text, screen()), screen()
    client.press("down")
    assert not re.search(lit_text, screen())


def test_a_long_status_keeps_whole_sentences_at_40_columns():
    """At the magnified 40×15 the status has two rows: 'Pawns left: Ana, 8;' cut after the
    name lost its meaning; the rows now end with the last whole sentence that fits."""
    from accessiplay.ui.drivers.layout import status_lines

    status = (
        "La Linotte, Your turn (black), turn 8: throw 1 of 3. Pawns left: Ana, 8; Player 1, 11."
    )
    rows = ["".join(t for _, t in row) for row in status_lines(status, 40)]
    assert " ".join(rows) == "La Linotte, Your turn (black), turn 8: throw 1 of 3."
    assert len(status_lines(status, 120)) == 1


def test_the_status_joins_whole_sentences_without_a_comma_after_the_full_stop(client):
    """The status bar read '16 lueurs … Turn 1: waiting for you., No full garland yet'."""
    from accessiplay.core import get_game
    from accessiplay.ui import flow

    flow.start_game(client.app, get_game("lueurs"), ["human", "normal"], seed=4)
    client.app.settle()
    status = client.top.status()
    assert "., " not in status and "waiting for you. " in status, status


@pytest.mark.parametrize("cell", ["A2", "D3", "E5"])
def test_la_linotte_board_at_40x15_shows_whole_with_the_cell_the_chooser_names(cell):
    """Played at 40×15, La Linotte's board (12 rows) never showed: choosing a cell, the player
    saw the dice and the players only. Now the compact board (one line per row) shows whole,
    the lit cell bracketed, so 'D3, SEC' can be read on the board."""
    from accessiplay.ui.drivers.layout import compose

    game, state = played("linotte", steps=20)
    paint = Painter(ENGLISH, NAMES, frozenset({f"board:{cell}"}), width=40)
    drawing = drawer(game).draw(state.view(0), 0, paint)
    body = [(True, f"{cell}, a combination"), (False, "B3, SEC"), (False, "B4, FULL")]
    lines = compose(40, 15, "La Linotte, Your turn.", body, ["One.", "Two."], drawing)
    texts = ["".join(t for _, t in line).rstrip() for line in lines]
    # Each board row starts with its letter, after the column of dice two by two (the last
    # throw's when this turn has not thrown yet) and the pawns left ('B 12 pawns').
    rows = {m[1]: t for t in texts if (m := re.search(r"(?:^|  )([A-E])(?:  | \[)", t))}
    assert sorted(rows) == list("ABCDE"), texts
    assert "[" in rows[cell[0]] and all("[" not in t for r, t in rows.items() if r != cell[0])
    assert len(texts) <= 15 and all(len(t) <= 40 for t in texts)


def test_sixteen_a_tile_option_lights_the_row_it_goes_on_as_well():
    """Watching a blind player at 120×40: speech asks 'Which tiles on the red row?' while only
    the tiles in the hand were lit. The row they go on now stays lit by its name."""
    game, state, prefix, tiles = sixteen_tile_choice(20)
    view = state.view(0)
    tr = Localizer("en", strict=True)
    places = drawer(game).chooser_places(view, (*prefix, tiles[0]))
    drawing = drawer(game).draw(view, 0, Painter(tr, ["Ana", "Bob"], places, width=78))
    letters = tr("sixteen-draw-colour", colour=prefix[1])
    lit = [t for z in drawing.zones for line in z.lines for s, t in line if "focus" in s]
    assert f"[{letters}]" in lit, lit
    assert len(lit) == 1 + len(tiles[0]), lit


def test_sixty_one_a_value_option_lights_every_spot_it_may_fill():
    """Full-mode play-test at 40x15: "at the write value step only the area is lit, not the
    spot". A value option lights the area and each open spot where the rules let the value go
    (the spots the next step offers), and no other spot."""
    game, state = played("sixty-one", 30)
    view = state.view(0)
    checked = 0
    for path in chooser_paths(state, 0, depth=3):
        if len(path) != 2 or view["phase"] == "x":
            continue
        area = path[0]
        offered = {f"area-{area}:{spot}" for spot in state.next_steps(0, path)}
        places = drawer(game).chooser_places(view, path)
        spots = {p for p in places if p.startswith(f"area-{area}:")}
        assert spots == offered, path
        assert f"area-{area}" in places
        checked += 1
    assert checked
