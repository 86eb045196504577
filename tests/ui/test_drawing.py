"""Each game's table drawn from the view (issue #12): what it shows, what it lights, what it hides."""

from __future__ import annotations

import importlib
import random
import re

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.drawing import Painter
from accessiplay.i18n import Localizer
from accessiplay.ui.drivers.layout import compose

NAMES = ["Ana", "Bob"]
GAMES = ("sixty-one", "lueurs", "fairy-lights", "sixteen", "linotte")


def played(game_id: str, steps: int = 30, seed: int = 3):
    """A two-player state some random moves in, waiting for seat 0 when it can."""
    game = get_game(game_id)
    state = game.new_state(2, {})
    rng = random.Random(seed)
    for i in range(200):
        acting = state.acting_seats()
        if not acting:
            break
        if CHANCE in acting:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if i >= steps and 0 in acting:
            break
        seat = min(acting)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return game, state


def drawer(game):
    """The game's DRAWER."""
    return importlib.import_module(f"{game.package}.draw").DRAWER


def text_of(drawing) -> str:
    """The drawing as one text."""
    return "\n".join(drawing.text())


@pytest.mark.parametrize("width", [120, 40])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_word_of_a_drawing_comes_from_the_locale_files(game_id, lang, width):
    """Issue #12: 'all words in it come from the .ftl files': a strict localizer raises on a
    missing message, and an English word never shows in French or Spanish (the compact tables
    of a narrow screen too)."""
    game, state = played(game_id)
    tr = Localizer(lang, strict=True)
    drawing = drawer(game).draw(state.view(0), 0, Painter(tr, ["Ana", "Bob"], width=width))
    text = text_of(drawing)
    assert drawing.zones
    if lang != "en":
        for word in ("Dice", "Round", "Leaves", "Board", "Shop", "Rows", "Garlands", "Turn"):
            assert word not in text.split(), (word, text)


def test_sixty_one_draws_the_six_areas_values_acorns_and_leaf_track():
    """'Sixty-One's sheet with its six areas, values written, acorns and the leaf track'."""
    game, state = played("sixty-one")
    view = state.view(0)
    drawing = drawer(game).draw(view, 0, Painter(Localizer("en"), ["Ana", "Bob"]))
    keys = [z.key for z in drawing.zones]
    assert keys[:7] == ["dice", *(f"area-{n}" for n in range(1, 7))]
    pumpkins = next(z for z in drawing.zones if z.key == "area-1")
    written = [v for v in view["sheets"][0]["areas"][0]]
    # The bar between the two pumpkins is no value (LV-3).
    cells = [t.strip() for line in pumpkins.lines for _, t in line if t != "|"]
    assert cells == ["_" if v is None else str(v) for v in written]
    leaves = next(z for z in drawing.zones if z.key == "leaves")
    assert [t.strip() for _, t in leaves.lines[0][1:]] == [
        str(v) for v in view["sheets"][0]["leaves"]
    ]
    dice = next(z for z in drawing.zones if z.key == "dice")
    assert [t.strip() for _, t in dice.lines[0][1:]] == [str(d) for d in view["dice"]]


def test_sixteen_draws_only_the_viewers_own_hand():
    """'Sixteen's five rows and your own hand (only yours)': two states that differ only in
    the other seat's hand draw the same table."""
    game, state = played("sixteen", steps=6)
    tr = Localizer("en")
    mine = text_of(drawer(game).draw(state.view(0), 0, Painter(tr, ["Ana", "Bob"])))
    other = game.shuffle_secrets(state, 0, random.Random(9))
    assert other is not None and other.view(1) != state.view(1), "Bob's hand differs"
    theirs = text_of(drawer(game).draw(other.view(0), 0, Painter(tr, ["Ana", "Bob"])))
    assert mine == theirs
    assert "Your hand" in mine
    spectator = text_of(drawer(game).draw(state.view(None), None, Painter(tr, ["Ana", "Bob"])))
    assert "Your hand" not in spectator


def test_la_linotte_draws_every_cell_with_its_combination_and_pawn_and_marks_kept_dice():
    """'La Linotte's 5×5 board with each cell's combination and pawn, and the five dice with
    kept ones marked'."""
    game, state = played("linotte", steps=40)
    view = state.view(0)
    marks = {"at": (view["turns"], view["throws"]), "kept": [True, False, False, False, True]}
    drawing = drawer(game).draw(view, 0, Painter(Localizer("en"), ["Ana", "Bob"], marks=marks))
    board = next(z for z in drawing.zones if z.key == "board")
    assert len(board.lines) == 1 + 2 * 5
    assert "QUINTE" in "".join(t for _, t in board.lines[5])
    pawns = sum(
        "".join(t for _, t in line).split().count(p) for line in board.lines[2::2] for p in "WB"
    )
    assert pawns == sum(owner is not None for row in view["board"] for owner in row)
    dice = next(z for z in drawing.zones if z.key == "dice")
    stars = [t.strip().endswith("*") for _, t in dice.lines[0][1:]]
    if view["dice"]:
        assert stars == marks["kept"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_focused_option_lights_a_place_between_brackets(game_id):
    """'Options in the move chooser highlight the place on the sheet or board they would fill';
    the focus is bracketed as well as coloured, so colour is never the only sign."""
    game, state = played(game_id, steps=6)
    seat = min(s for s in state.acting_seats() if s >= 0)
    d = drawer(game)
    view = state.view(seat)
    lit = set()
    for option in state.next_steps(seat, ()):
        path = (option,)
        while state.action_at(seat, path) is None and state.next_steps(seat, path):
            path = (*path, state.next_steps(seat, path)[0])
        lit |= d.chooser_places(view, path)
    assert lit, "some option lights a place"
    focus = frozenset(lit)
    drawing = d.draw(view, seat, Painter(Localizer("en"), ["Ana", "Bob"], focus))
    assert any(z.focused for z in drawing.zones)
    assert any(
        style == "class:focus" and t.startswith("[")
        for z in drawing.zones
        for line in z.lines
        for style, t in line
    ) or any(z.title.startswith("[") for z in drawing.zones)


@pytest.mark.parametrize("size", [(120, 40), (80, 24), (40, 15)])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_layout_fits_every_size_without_cutting_a_word(game_id, size):
    """'Readable at any size … from 80×24 to a magnified 40×15: it drops to the list and the
    current zone rather than wrapping or cutting words'."""
    width, height = size
    game, state = played(game_id)
    painter = Painter(Localizer("en"), ["Ana", "Bob"], frozenset({"dice"}), width=width)
    drawing = drawer(game).draw(state.view(0), 0, painter)
    body = [
        (True, "A fairly long option that has to wrap on a narrow screen, 1 of 3"),
        (False, "b"),
    ]
    lines = compose(width, height, "Status of the game", body, ["One message said."], drawing)
    texts = ["".join(t for _, t in line) for line in lines]
    assert len(texts) <= height
    assert all(len(t) <= width for t in texts), [t for t in texts if len(t) > width]
    every = " ".join(texts)
    assert "wrap" in every and "One message said." in every
    current = drawing.current()
    assert current is not None and current.title in every


def test_the_table_stays_under_help_and_hides_the_hand_only_at_a_hand_over(client):
    """'Focus follows speech' and issue #15's hand-over: F1's key list over the game leaves
    the holder's own hand drawn; the hand-over screen shows only the public table."""
    from accessiplay.ui import flow
    from accessiplay.ui.drivers import full

    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=3)
    client.app.settle()
    assert any("Your hand" in line for line in full.screen_text(client.app, 120, 40))
    client.press("f1")
    screen = full.screen_text(client.app, 120, 40)
    assert any("Your hand" in line for line in screen)
    assert any("Rows, bag" in line for line in screen)


def test_the_focused_option_is_lit_on_the_screen_and_moves_with_the_arrows(client):
    """'Options in the move chooser highlight the place on the sheet or board they would
    fill': Down moves the spoken option, and the bracketed area on the screen with it."""
    from accessiplay.ui import flow
    from accessiplay.ui.drivers import full

    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=4)
    client.app.settle()
    game = client.top

    def lit_areas() -> list[str]:
        """The area titles drawn between brackets (the '[3. Marshmallows: 0]' kind)."""
        screen = full.screen_text(client.app, 120, 40)
        return [line.split("]")[0] for line in screen if re.match(r"\[\d\.", line)]

    first = game.chooser.focused_path()[0]
    assert [a.split(".")[0] for a in lit_areas()] == [f"[{first}"]
    said = client.press("down")
    second = game.chooser.focused_path()[0]
    assert second != first and said
    assert [a.split(".")[0] for a in lit_areas()] == [f"[{second}"]
    name = lit_areas()[0][len(f"[{second}. ") :].split(":")[0]
    assert said[-1].startswith(name), "the lit area is the one said"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Full screen colours: safe for colour blindness"),
        ("fr", "Couleurs du plein écran\u00a0: adaptées au daltonisme"),
        ("es", "Colores de la pantalla completa: apto para daltonismo"),
    ],
)
def test_the_theme_setting_is_spoken_changed_and_saved(make_client, lang, words):
    """'a setting for the theme': on the Settings screen, Right changes it, it is said in the
    player's language, and Save writes it to settings.toml."""
    from accessiplay.settings import load_settings
    from accessiplay.ui.screens.settings import ROWS

    client = make_client(lang)
    client.app.nav.open("settings")
    for _ in range(ROWS.index("theme")):
        client.press("down")
    said = client.press("right")
    assert said[-1].startswith(words), said
    assert client.app.settings.theme == "colour-blind"
    client.press("end", "enter")
    assert load_settings().theme == "colour-blind"


@pytest.mark.parametrize(
    ("lang", "title", "caption"),
    [
        ("en", "Leaf row: ", "Totals"),
        ("fr", "Rangée de feuilles\u00a0: ", "Totaux"),
        ("es", "Fila de hojas: ", "Totales"),
    ],
)
def test_sixty_one_leaf_row_has_one_title_and_a_distinct_caption(lang, title, caption):
    """French full screen showed two rows both labelled 'Feuilles' ('feuille' is the score
    sheet too): the rulebook's 'fila de hojas' titles the row, its cells are the totals."""
    game, state = played("sixty-one", steps=30)
    drawing = drawer(game).draw(state.view(0), 0, Painter(Localizer(lang), ["Ana", "Bob"]))
    leaves = next(z for z in drawing.zones if z.key == "leaves")
    assert leaves.title.startswith(title), leaves.title
    assert "".join(t for _, t in leaves.lines[0]).startswith(caption)
    assert sum(line.startswith(("Feuilles", "Hojas", "Leaves")) for line in drawing.text()) == 0


@pytest.mark.parametrize("width", [120, 40])
def test_sixty_one_pumpkins_and_skewers_are_drawn_apart(width):
    """Play-test LV-3: '6  6  3  _  _' read as one skewer. The two pumpkins (2 spots each)
    and the two skewers (2 and 3) are drawn with a bar between them, on your sheet and on
    another player's one-line sheet."""
    game, state = played("sixty-one", steps=30)
    view = state.view(0)
    drawing = drawer(game).draw(view, 0, Painter(Localizer("en"), ["Ana", "Bob"], width=width))
    zones = {z.key: z for z in drawing.zones}
    for number, sizes in ((1, (2, 2)), (3, (2, 3))):
        line = "".join(t for _, t in zones[f"area-{number}"].lines[0])
        assert [len(run.split()) for run in line.split("|")] == list(sizes), line
        spots = view["sheets"][0]["areas"][number - 1]
        assert line.replace("|", " ").split() == ["_" if v is None else str(v) for v in spots]
    if width >= 60:
        theirs = ["".join(t for _, t in line) for line in zones["sheet-1"].lines]
        assert [len(r.split()) for r in theirs[0].split("|")] == [3, 2], theirs[0]
        assert [len(r.split()) for r in theirs[4].split("|")] == [4, 2, 1], theirs[4]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_fairy_lights_cards_read_alike_at_every_width_with_a_key_and_a_labelled_deck(lang):
    """LV-14: 'Pu, B2, S0' at 120 columns and 'Pu B2 S0' at 40 were two spellings of a card
    whose B and S nobody explained, and the deck's lit count was a bare '[34]'. One spelling,
    a key line saying what B and S are, and the lit count says what it counts."""
    game, state = played("fairy-lights", steps=12)
    view = state.view(0)
    assert view["shop"], "cards in the shop"
    tr = Localizer(lang, strict=True)
    for width in (120, 40):
        text = "\n".join(drawer(game).draw(view, 0, Painter(tr, NAMES, width=width)).text())
        assert tr("fairy-lights-draw-key") in text, text
        for face in view["shop"]:
            letter = tr("fairy-lights-draw-letter", colour=face["colour"])
            bulbs = tr("fairy-lights-draw-bulbs", bulbs=face["bulbs"])
            stars = tr("fairy-lights-draw-stars", stars=face["stars"])
            assert f"{letter} {bulbs} {stars}" in text, (width, text)
    lit = Painter(tr, NAMES, frozenset({"deck:0"}), width=120)
    text = "\n".join(drawer(game).draw(view, 0, lit).text())
    assert f"[{tr('fairy-lights-draw-left', left=view['deck']['left'])}]" in text, text
