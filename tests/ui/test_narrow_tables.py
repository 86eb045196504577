"""Issue #12 on a magnified 40×15 screen: what a decision needs shows at once, and a long
message is read from its start ('a low-vision player at 40×15 can follow a whole game')."""

from __future__ import annotations

import random
import re

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.drawing import Painter
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.i18n import Localizer
from accessiplay.ui.announcer import History
from accessiplay.ui.drivers.layout import compose, history_lines, list_lines, wrap
from tests.ui.test_drawing import drawer, played

NAMES = ["Ana", "Bob"]
#: A status as long as a real one gets at 40 columns: two rows, the least room for the table.
TWO_ROW_STATUS = "Fairy Lights, À vous de jouer, 4 cartes piochées pour l'instant."


def short(tr: Localizer, colour: str, bulbs: int, stars: int) -> str:
    """A card face or a colour's total as the narrow table writes it: 'Ye B2 S1'."""
    letter = tr("fairy-lights-draw-letter", colour=colour)
    return f"{letter} {tr('fairy-lights-draw-bulbs', bulbs=bulbs)} {tr('fairy-lights-draw-stars', stars=stars)}"


def texts(lines) -> list[str]:
    """The composed screen as plain text rows."""
    return ["".join(t for _, t in line).rstrip() for line in lines]


def cards(colour: str, count: int, skip: int = 0) -> list[int]:
    """The ids of `count` cards of a colour, after the first `skip` of them."""
    return [i for i in cd.DECK if cd.COLOUR[i] == colour][skip : skip + count]


def fairy_lights_moment():
    """Seat 0 to draw or take, a full-size worst case: four cards in the shop, four colours
    at risk in seat 0's collection, and banked cards too."""
    shop = [*cards("blue", 1), *cards("yellow", 1), *cards("green", 1), *cards("blue", 1, 1)]
    unbanked = [*cards("red", 2, 2), *cards("yellow", 1, 2), *cards("green", 1, 2)]
    unbanked += cards("purple", 1, 2)
    banked = cards("purple", 3, 4)
    used = {*shop, *unbanked, *banked}
    snapshot = {
        "players": 2,
        "shuffled": True,
        "deck": [i for i in cd.DECK if i not in used],
        "shop": shop,
        "turn": 0,
        "draws": 4,
        "unbanked": [unbanked, []],
        "banked": [banked, []],
        "discarded": [],
        "over": False,
    }
    game = get_game("fairy-lights")
    return game, game.from_snapshot(snapshot), unbanked


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_fairy_lights_at_40x15_shows_the_shop_the_risk_and_your_cards_at_risk_at_once(lang):
    """Issue #12's player at 40×15: 'once the shop has cards, your own collection at risk no
    longer fits on screen'. Deciding draw or take needs the shop, the next draw's risk and your
    own cards at risk at once: the compact table shows all three, a total per colour."""
    game, state, unbanked = fairy_lights_moment()
    tr = Localizer(lang, strict=True)
    view = state.view(0)
    paint = Painter(tr, NAMES, frozenset({"deck:0"}), width=40)
    drawing = drawer(game).draw(view, 0, paint)
    body = [(True, "Draw a card, bust risk 10 in 52, 19 percent"), (False, "Take: a colour")]
    shown = texts(compose(40, 15, TWO_ROW_STATUS, body, ["One.", "Two."], drawing))
    screen = "\n".join(shown)
    risky = view["deck"]["colours"]["blue"]
    title = tr("fairy-lights-draw-shop-risk", draws=4, risky=risky, left=view["deck"]["left"])
    assert f"[{title}]" in shown, screen
    for face in view["shop"]:
        assert short(tr, face["colour"], face["bulbs"], face["stars"]) in screen, (face, screen)
    for colour in cd.colours_in(unbanked):
        mine = cd.of_colour(unbanked, colour)
        total = short(
            tr,
            colour,
            cd.bulbs(mine),
            cd.stars(mine),
        )
        assert total in screen, (colour, screen)
    assert tr("fairy-lights-draw-unbanked") in screen
    assert len(shown) <= 15 and all(len(row) <= 40 for row in shown)


def test_fairy_lights_compact_cells_light_as_the_review_names_them():
    """Focus follows speech: reviewing one of your cards lights its colour's total, and the
    take option's colours light the shop's cards of that colour."""
    game, state, unbanked = fairy_lights_moment()
    red = cd.of_colour(unbanked, "red")
    paint = Painter(Localizer("en"), NAMES, frozenset({f"seat-0:{red[1]}"}), width=40)
    drawing = drawer(game).draw(state.view(0), 0, paint)
    assert drawing.current().key == "seat-0"
    lit = [t for z in drawing.zones for line in z.lines for s, t in line if "focus" in s]
    assert lit == ["[Re B2 S2]"]
    view = state.view(0)
    places = drawer(game).chooser_places(view, ("take", "yellow"))
    drawing = drawer(game).draw(view, 0, Painter(Localizer("en"), NAMES, places, width=40))
    lit = [t for z in drawing.zones for line in z.lines for s, t in line if "focus" in s]
    assert lit == ["[Ye B1 S0]"] and drawing.current().key == "shop"


def linotte_throwing():
    """La Linotte with seat 0 choosing which dice to keep, some pawns on the board."""
    game, state = played("linotte", steps=40)
    for _ in range(10):
        if state.view(0)["dice"] and 0 in state.acting_seats():
            break
        acting = state.acting_seats()
        if CHANCE in acting:
            state.apply(CHANCE, state.sample_chance(random.Random(1)))
        else:
            seat = min(acting)
            state.apply(seat, state.legal_actions(seat)[0])
    return game, state


def test_la_linotte_at_40x15_shows_the_dice_beside_the_whole_board():
    """Issue #12's player at 40×15: 'while choosing which dice to keep, the board is not on
    screen'. Now a column of dice, two by two, stands beside the board, one line per row (an
    empty cell's combination, a taken cell's pawn): the dice and the cells they aim at show
    together; below the dice, each colour's pawns left (LV-27: they were on no screen)."""
    game, state = linotte_throwing()
    view = state.view(0)
    assert view["dice"] and 0 in state.acting_seats()
    marks = {"at": (view["turns"], view["throws"]), "kept": [True, False, False, False, True]}
    paint = Painter(Localizer("en"), NAMES, frozenset({"dice:1"}), marks=marks, width=40)
    drawing = drawer(game).draw(view, 0, paint)
    body = [(True, "die 2: 3"), (False, "die 3: 4"), (False, "die 4: 5")]
    status = "La Linotte, Your turn (white), turn 3: throw 1 of 3."
    shown = texts(compose(40, 15, status, body, ["One.", "Two."], drawing))
    # The board's column: where its row letters stand, after the dice column and a gap.
    at = next(m.start(1) for row in shown if (m := re.search(r"(?:^|  )(A)  ", row)))
    rows = [row for row in shown if len(row) > at and row[at] in "ABCDE" and row[at + 1] == " "]
    assert [row[at] for row in rows] == list("ABCDE"), "\n".join(shown)
    dice = [die for row in rows for die in row[:at].split()]
    expected = [f"{v}*" if k else str(v) for v, k in zip(view["dice"], marks["kept"])]
    expected[1] = f"[{expected[1]}]"
    letters = {view["white"]: "W", 1 - view["white"]: "B"}
    pawns = [f"{letters[s]} {n} pawns" for s, n in enumerate(view["pawns"])]
    assert dice[:5] == expected, "\n".join(shown)
    assert sorted(row[:at].strip() for row in rows[3:]) == sorted(pawns), "\n".join(shown)
    for r, owners in enumerate(view["board"]):
        cells = rows[r][at + 2 :].split()
        taken = ["W" if o == view["white"] else "B" for o in owners if o is not None]
        assert [c for c in cells if c in ("W", "B")] == taken, rows[r]


def test_the_message_pane_never_starts_in_the_middle_of_a_message():
    """At 40×15 the pane has two rows and showed only 'percent, on blue.', the end of a
    message: now it shows whole messages, or the start of the newest one, marked as cut."""
    long = "Next draw: bust risk 9 in 52, 17 percent, on blue, the last card of the shop."
    rows = texts(history_lines(["Ana takes red.", long], 40, 2))
    assert rows == ["Next draw: bust risk 9 in 52, 17", "percent, on blue, the last card of the …"]
    rows = texts(history_lines(["Ana takes red.", "You draw blue."], 40, 2))
    assert rows == ["Ana takes red.", "You draw blue."]
    rows = texts(history_lines(["Ana takes red and banks them.", long[:50]], 40, 2))
    assert rows == ["Next draw: bust risk 9 in 52, 17", "percent, on blue,"]
    rows = texts(history_lines([long, "You draw blue."], 40, 2))
    assert rows == ["Next draw: bust risk 9 in 52, 17 …", "You draw blue."]


def test_a_message_read_back_shows_whole_in_a_grown_pane():
    """The keys , . < > read back a message: the pane then shows that message, whole, growing
    up to half the screen, so a long message can be read on a magnified screen."""
    long = " ".join(["Ana takes four red cards with seven bulbs and banks them."] * 3)
    history = History()
    for text in ("First.", long, "Last."):
        history.add(text, None)
    assert history.read_back() is None
    assert history.move("previous")[0] == long
    shown = texts(
        compose(
            40, 15, "Fairy Lights.", [(True, "Draw")], history.lines(), None, history.read_back()
        )
    )
    assert " ".join(row for row in shown if row.strip()).endswith(long[-30:])
    assert "Last." not in shown and len(shown) == 15
    history.add("Bob draws.", None)
    assert history.read_back() is None


def sixteen_tile_choice(steps: int):
    """Sixteen with seat 0 choosing which of their tiles to place on a row: the chooser path
    of the first tile option ('place', row, tiles) and its sibling options."""
    game, state = played("sixteen", steps=steps)
    for _ in range(40):
        if 0 in state.acting_seats():
            for row in (
                state.next_steps(0, ("place",)) if "place" in state.next_steps(0, ()) else ()
            ):
                tiles = state.next_steps(0, ("place", row))
                if tiles:
                    return game, state, ("place", row), tiles
        acting = state.acting_seats()
        seat = CHANCE if CHANCE in acting else min(acting)
        if seat == CHANCE:
            state.apply(CHANCE, state.sample_chance(random.Random(2)))
        else:
            state.apply(seat, state.legal_actions(seat)[-1])
    raise AssertionError("seat 0 never had tiles to place")


@pytest.mark.parametrize(("lang", "steps"), [("en", 20), ("fr", 4), ("es", 24)])
def test_sixteen_at_40x15_shows_the_row_with_your_tiles_of_its_colour(lang, steps):
    """Issue #12's player at 40×15, choosing tiles: 'your hand shows but the centre rows do
    not (the prompt only says "Next above 3")'. The row placed on (its tiles, R16 and E16
    marks, the tiles out) now shows with the player's tiles of its colour, the focused ones
    lit, whole words only."""
    game, state, prefix, tiles = sixteen_tile_choice(steps)
    tr = Localizer(lang, strict=True)
    view = state.view(0)
    row = prefix[1]
    places = drawer(game).chooser_places(view, (*prefix, tiles[0]))
    drawing = drawer(game).draw(view, 0, Painter(tr, NAMES, places, width=40))
    tok = lambda t: tr("sixteen-draw-token", token=t if isinstance(t, str) else str(t))  # noqa: E731
    body = [(i == 0, ", ".join(map(tok, t))) for i, t in enumerate(tiles[:3])]
    shown = texts(compose(40, 15, "Sixteen, Your turn.", body, ["One.", "Two."], drawing))
    screen = "\n".join(shown)
    letters = tr("sixteen-draw-colour", colour=row)
    on_row = [r for r in shown if r.split()[:1] in ([letters], [f"[{letters}]"])]
    assert len(on_row) == 1, screen
    tokens = [tok(t) for t in view["rows"][row]]
    out = [tr("sixteen-draw-out", count=len(view["out"][row]))] if view["out"][row] else []
    row_words = [f"[{letters}]", *tokens, *" ".join(out).split()]
    # A zone packed beside it (the counts) may follow on the same screen row.
    assert on_row[0].split()[: len(row_words)] == row_words, screen
    yours = tr("sixteen-draw-yours")
    mine = [r for r in shown if r.startswith(yours)]
    assert len(mine) == 1, screen
    expected = [f"[{tok(t)}]" if t in tiles[0] else tok(t) for t in view["hand"]["tiles"][row]]
    assert mine[0][len(yours) :].replace("][", "] [").split()[: len(expected)] == expected, screen
    assert shown.index(on_row[0]) < shown.index(mine[0]), "the row above the tiles"
    assert len(shown) <= 15 and all(len(r) <= 40 for r in shown), screen


def blue_take_at_40_columns():
    """French Fairy Lights at 40×15 with 'take blue' focused: the localizer and the drawing."""
    game, state, _ = fairy_lights_moment()
    tr = Localizer("fr", strict=True)
    view = state.view(0)
    places = drawer(game).chooser_places(view, ("take", "blue"))
    return tr, drawer(game).draw(view, 0, Painter(tr, NAMES, places, width=40))


def test_a_focused_option_longer_than_the_list_shows_whole_above_the_shop():
    """Playing Fairy Lights at 40×15 in French, the take option 'Rouge : 1 carte, 2 ampoules,
    1 étoile ; 4 ampoules, vous la perdriez avec 2 cartes rouges de votre collection' ran to
    four rows in a list of three: what taking would do was cut off. The list now grows to
    show the focused option whole (up to half the room), the shop and your cards still above."""
    tr, drawing = blue_take_at_40_columns()
    option = (
        "Bleu : 2 cartes, 5 ampoules, 1 étoile ; 4 ampoules, vous les perdriez avec "
        "2 cartes bleues de votre collection, soit 3 points de moins"
    )
    body = [(True, option), (False, "Jaune : 1 carte, 1 ampoule, 0 étoile")]
    shown = texts(compose(40, 15, TWO_ROW_STATUS, body, ["Un.", "Deux."], drawing))
    screen = "\n".join(shown)
    first = next(i for i, row in enumerate(shown) if row.startswith("> "))
    rows = [row[2:] for row in shown[first : first + 4]]
    assert " ".join(rows) == option and len(texts(wrap(option, 38))) == 4, screen
    assert any(row.startswith("Boutique") for row in shown), screen
    assert tr("fairy-lights-draw-unbanked") in screen
    assert len(shown) <= 15 and all(len(row) <= 40 for row in shown), screen


def test_a_focused_option_longer_than_half_the_room_grows_as_far_as_the_decision_allows():
    """At 40×15 a focused option of seven rows lost its last rows after half the room, ending
    mid-sentence with nothing to say so. It now grows as far as the zones the decision needs
    allow (the shop and your own cards at risk stay in sight), and a row it still cannot show
    ends in '…', words whole."""
    tr, drawing = blue_take_at_40_columns()
    option = (
        "Bleu : 2 cartes, 5 ampoules, 1 étoile ; 4 ampoules, vous les perdriez avec "
        "2 cartes bleues de votre collection, soit 3 points de moins ; il resterait ensuite "
        "3 cartes dans la boutique, dont une rouge qui compléterait votre guirlande rouge, "
        "risque 9 sur 52"
    )
    body = [(False, "Piocher"), (True, option), (False, "Jaune : 1 carte, 1 ampoule")]
    shown = texts(compose(40, 15, TWO_ROW_STATUS, body, ["Un.", "Deux."], drawing))
    screen = "\n".join(shown)
    assert len(texts(wrap(option, 38))) == 7
    first = next(i for i, row in enumerate(shown) if row.startswith("> "))
    rows = []
    for row in shown[first:]:
        if not row.strip():
            break
        rows.append(row[2:])
    assert first + len(rows) == 2 + 10, screen  # the option takes every row the zones leave
    assert rows[-1].endswith(" …"), screen
    assert option.startswith(" ".join(rows)[: -len(" …")]), screen
    assert any(row.startswith("Boutique") for row in shown), screen
    assert tr("fairy-lights-draw-unbanked") in screen
    assert len(shown) <= 15 and all(len(row) <= 40 for row in shown), screen


def test_an_option_cut_at_the_bottom_of_the_list_ends_in_an_ellipsis():
    """Play-test LV-5 (16 lueurs at 40×15): 'Blue bulb, 4 of 4 lit: completes the' showed half
    an option as if whole. A row whose option goes on below the list now ends in '…', words
    whole; an option shown to its end does not."""
    long = "Blue bulb, 4 of 4 lit: completes the garland, bag already crossed out. Your turn ends."
    body = [(True, "Yellow bulb, 2 of 3 lit"), (False, "Green bulb, 1 of 3 lit"), (False, long)]
    rows = texts(list_lines(body, 40, 3))
    assert rows == [
        "> Yellow bulb, 2 of 3 lit",
        "  Green bulb, 1 of 3 lit",
        "  Blue bulb, 4 of 4 lit: completes the …",
    ]
    assert texts(list_lines(body, 40, 5))[-1] == "  turn ends."
    assert texts(list_lines(body[:2], 40, 3))[-1] == "  Green bulb, 1 of 3 lit"
    assert all(len(row) <= 40 for row in rows)


def test_a_list_never_starts_with_the_tail_of_the_option_above():
    """Play-test LV-18 (the C review at 40×15): moving down one item showed 'missed.' alone at
    the top, the end of the option above, read as an option of its own. The list now starts at
    that option's first row when the focused one still shows whole; else the tail it shows
    begins with '… '."""
    above = "Pumpkins: 0 acorns, 1 of 4 written, fits next: any value; first-fill bonus missed."
    focused = "Water-lilies: 1 acorn, 1 of 5 written, fits next: 1, 2, 3, 4 or 6."
    after = "Marshmallows: 3 acorns, 3 of 5 written."
    body = [(False, above), (True, focused), (False, after)]
    assert texts(list_lines(body, 40, 5)) == [
        "  Pumpkins: 0 acorns, 1 of 4 written,",
        "  fits next: any value; first-fill bonus",
        "  missed.",
        "> Water-lilies: 1 acorn, 1 of 5 written,",
        "  fits next: 1, 2, 3, 4 or 6.",
    ]
    assert texts(list_lines(body, 40, 3)) == [
        "… missed.",
        "> Water-lilies: 1 acorn, 1 of 5 written,",
        "  fits next: 1, 2, 3, 4 or 6.",
    ]
    for height in range(1, 8):
        rows = texts(list_lines(body, 40, height))
        assert rows[0].startswith(("> ", "… ", "  Pumpkins", "  Marshmallows")), (height, rows)
        assert any(row.startswith("> Water-lilies: 1 acorn") for row in rows), (height, rows)
        assert all(len(row) <= 40 for row in rows), rows
