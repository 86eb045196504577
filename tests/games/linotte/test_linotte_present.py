"""What a player hears: throws grouped, cells with their combinations, the board as a grid."""

from __future__ import annotations

import random

import pytest
from linotte_support import (
    CHANCE,
    GAME,
    PRESENTER,
    Place,
    Throw,
    ctx,
    say,
    spoken,
    stop,
    table,
    throw,
)

from accessiplay.core.events import GameEnded
from accessiplay.present import Choose, Msg

LANGS = ("en", "fr", "es")


def _heard(state, events, lang="en", viewer=0, verbose=True):
    """The text of every event's announcement, for one viewer."""
    c = ctx(state, viewer, verbose)
    return spoken(lang, [line for e in events for line in PRESENTER.event(c, e)])


def _key(name):
    """A game key by its key name."""
    return next(k for k in PRESENTER.keys() if k.key == name)


def test_a_throw_is_heard_sorted_grouped_with_what_it_makes():
    """'Every throw is announced sorted and grouped ("three fours, a 2, a 6"), with what it
    already makes.'"""
    state = table()
    heard = _heard(state, throw(state, 6, 4, 2, 4, 4))
    assert heard == ["You throw three fours, a 2 and a 6.", "Makes Brelan of fours (A4 or E5)."]


def test_the_first_throw_says_sec_and_taken_cells():
    """SEC on the first throw is part of what a throw makes; taken cells are said as taken."""
    state = table(pawns={"B4": 1, "C2": 1})
    heard = _heard(state, throw(state, 5, 2, 5, 2, 5))
    assert heard[1] == "Makes Brelan of fives (B5 or E4), Full (no free cell) and Sec (B3 or D2)."


def test_a_rethrow_says_the_dice_thrown_and_all_five():
    """A rethrow tells which dice flew, then the whole hand grouped."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    heard = _heard(state, throw(state, 4, 1, keep=(4, 4, 4)))
    assert heard[0] == "Second throw, 2 dice: 1 and 4. You have four fours and a 1."
    assert heard[1] == "Makes Brelan of fours (A4 or E5) and Carré (B2 or E3)."


@pytest.mark.parametrize(
    "lang, text",
    [
        ("fr", "Vous lancez\u00a0: trois 4, un 2 et un 6."),
        ("es", "Tiras: tres cuatros, un 2 y un 6."),
    ],
)
def test_throws_in_french_and_spanish(lang, text):
    """The same throw in the player's language."""
    state = table()
    assert _heard(state, throw(state, 6, 4, 2, 4, 4), lang)[0] == text


def test_french_speech_keeps_the_boards_words():
    """'keep its words BRELAN, CARRÉ, FULL, QUINTE, SEC, APPEL, YAM in French speech', written as
    names (Sec, Yam): espeak-ng spells three capitals letter by letter inside a sentence."""
    state = table()
    heard = _heard(state, throw(state, 5, 2, 5, 2, 5), "fr")
    assert (
        heard[1] == "Combinaisons\u00a0: Brelan de 5 (B5 ou E4), Full (B4 ou C2) et Sec (B3 ou D2)."
    )
    fr = say("fr")
    labels = [
        fr.format(PRESENTER.step_label(ctx(state), ("announce",), c))
        for c in ("full", "carre", "quinte", "small", "yam")
    ]
    assert labels == ["Full", "Carré", "Quinte", "Small", "Yam"]


def test_the_chooser_reads_dice_then_actions():
    """'die 1: 4, kept', then throw again, APPEL and stop with how many cells it allows."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    c = ctx(state)
    _key("space").run(c, state.legal_actions(0), (("die", 1),))
    en = say("en")
    labels = [en.format(PRESENTER.step_label(c, (), step)) for step in state.next_steps(0, ())]
    assert labels == [
        "die 1: 2",
        "die 2: 4, kept",
        "die 3: 4",
        "die 4: 4",
        "die 5: 6",
        "Throw again, 4 dice",
        "Announce an Appel",
        "Stop throwing, 2 cells possible",
    ]
    assert (
        en.format(PRESENTER.step_prompt(c, ())) == "Throw 1 of 3: keep dice, throw again, or stop."
    )


def test_after_stopping_only_the_allowed_cells_and_nothing():
    """'Enter stops and lists only the cells you may take ("C3, YAM"), or "place nothing"'."""
    state = table(pawns={"B3": 1})
    throw(state, 3, 3, 3, 3, 3)
    heard = _heard(state, stop(state))
    assert heard == [
        "You stop throwing.",
        "You may take A2, Brelan of threes; B2, Carré; B4, Full; C2, Full; C3, Yam; "
        "D2, Sec; E1, Brelan of threes; E3, Carré, or place nothing.",
    ]
    c = ctx(state)
    labels = [say("en").format(PRESENTER.step_label(c, (), s)) for s in state.next_steps(0, ())]
    assert labels[4] == "C3, Yam" and labels[-1] == "Place nothing"
    assert len(labels) == 9


def test_a_stop_with_nothing_to_take_says_so():
    """No free cell for the dice: the player hears it and the turn passes."""
    state = table()
    throw(state, 1, 2, 3, 5, 6)
    heard = _heard(state, stop(state))
    assert heard == [
        "You stop throwing.",
        "No empty cell matches your dice: the turn passes.",
        "Bob's turn, 12 pawns left.",
    ]


def test_a_pawn_is_heard_with_the_lines_it_made():
    """'after each move, the lines it made'."""
    state = table(pawns={"A1": 0, "C1": 0})
    throw(state, 2, 2, 2, 1, 6)
    stop(state)
    heard = _heard(state, state.apply(0, Place("B1")))
    assert heard[:2] == [
        "You place a pawn on B1, Brelan of twos; 9 pawns left.",
        "You line up 3 in a column from A1 to C1: 2 more points, 2 in all.",
    ]


def test_other_players_moves_are_brief_unless_verbose():
    """Other players' moves in brief (non-verbose) or in full (verbose); a rethrow is one move,
    heard once with the dice it threw."""
    state = table()
    events = throw(state, 6, 4, 2, 4, 4) + throw(state, 1, 5, keep=(4, 4, 4))
    brief = _heard(state, events, viewer=1, verbose=False)
    full = _heard(state, events, viewer=1, verbose=True)
    assert brief[0] == "Ana, throw 1: three fours, a 2 and a 6."
    assert brief[2] == "Ana, throw 2: three fours, a 1 and a 5."
    assert full[0] == "Ana throws three fours, a 2 and a 6."
    assert full[2] == "Second throw, 2 dice: 1 and 5. Ana has three fours, a 1 and a 5."
    assert len(brief) == len(full) == 4


def test_marking_dice_says_what_is_kept_and_changes_nothing_in_the_rules():
    """Issue #13: 'the keep/release toggles living in the UI chooser as an uncommitted
    selection (Space or 1–6 toggle, R sends)'. One die kept: its own words say it all; two or
    more: the list of kept values. The rules see nothing until R sends the rethrow."""
    state = table()
    throw(state, 6, 4, 2, 4, 4)
    before = state.snapshot()
    c, legal, en = ctx(state), state.legal_actions(0), say("en")
    assert en.format(_key("4").run(c, legal, None)) == "Die 2 kept, a 4."
    assert (
        en.format(_key("space").run(c, legal, (("die", 2),))) == "Die 3 kept, a 4. Keeping 4 and 4."
    )
    assert say("fr").format(_key("enter").run(c, legal, (("die", 3),))) == (
        "Dé 4 gardé, un 4. Gardés\u00a0: 4, 4 et 4."
    )
    assert en.format(_key("4").run(c, legal, None)) == "Die 4 back in play, a 4. Keeping 4 and 4."
    assert state.snapshot() == before
    assert _key("r").run(c, legal, None) == Throw((4, 4))
    assert _key("enter").run(c, legal, ("throw",)) == Throw((4, 4))


def test_a_new_turn_is_said_only_when_verbose():
    """Brief: the platform's "Your turn" and the other's throw say whose turn it is."""
    state = table()
    throw(state, 1, 2, 3, 5, 6)
    events = stop(state)
    assert _heard(state, events, viewer=0, verbose=False) == [
        "You stop throwing.",
        "No empty cell matches your dice: the turn passes.",
    ]
    c = ctx(state, 1, False)
    lines = [line for e in events for line in PRESENTER.event(c, e)]
    assert [(text, line.quiet) for text, line in zip(spoken("en", lines), lines)] == [
        ("Ana stops throwing.", True),
        ("Ana threw once and placed nothing: no free cell matched.", False),
    ]
    assert _heard(state, events, viewer=1, verbose=True)[-1] == "You have 12 pawns left."
    assert _heard(state, events, lang="es")[-1] == "Turno de Bob; le quedan 12 fichas."
    assert _heard(state, events, lang="fr")[-1] == "Bob joue, 12 pions en main."


def test_the_third_throw_does_not_list_its_cells_twice():
    """The third throw's "Makes ..." names the free cells; the automatic stop adds no list."""
    state = table()
    throw(state, 1, 2, 3, 5, 6)
    throw(state, 1, 2, 3, 5, 6)
    heard = _heard(state, throw(state, 4, 4, 4, 2, 6))
    assert heard == [
        "Third and last throw, 5 dice: 2, 4, 4, 4 and 6. You have three fours, a 2 and a 6.",
        "Makes Brelan of fours (A4 or E5).",
        "You have made your three throws.",
    ]
    manual = table()
    throw(manual, 4, 4, 4, 2, 6)
    assert (
        _heard(manual, stop(manual))[-1]
        == "You may take A4, Brelan of fours; E5, Brelan of fours, or place nothing."
    )


def test_the_board_is_a_five_by_five_grid_of_cells_with_owners():
    """'a 5×5 grid reviewed with the arrows, each cell read as coordinate, combination and
    owner'."""
    state = table(pawns={"C3": 0, "B2": 1})
    node = PRESENTER.sheet(ctx(state), 0)
    assert node.grid and len(node.children) == 5
    assert all(len(row.children) == 5 for row in node.children)
    en = say("en")
    assert en.format(node.children[2].children[2].label) == "C3, Yam, white pawn"
    assert en.format(node.children[0].children[2].label) == "A3, Appel, empty"
    assert en.format(node.children[1].children[1].label) == "B2, Carré, black pawn"
    assert en.format(node.label) == "Board: 1 white pawn, 1 black pawn, 23 empty cells."
    assert node.children[0].children[2].rule == "appel"
    assert node.children[1].children[2].rule == "sec"


def test_a_cell_the_dice_allow_says_so_to_the_player_whose_turn_it_is():
    """While choosing, the grid tells which empty cells the dice allow."""
    state = table()
    throw(state, 3, 3, 3, 1, 6)
    en = say("en")
    mine = PRESENTER.sheet(ctx(state, 0), 0).children[0].children[1].label
    theirs = PRESENTER.sheet(ctx(state, 1), 1).children[0].children[1].label
    assert en.format(mine) == "A2, Brelan of threes, empty, your dice allow it"
    assert en.format(theirs) == "A2, Brelan of threes, empty"


def test_row_column_and_diagonal_summaries():
    """Row, column and diagonal summaries (keys B, Shift+B, G)."""
    state = table(pawns={"A1": 0, "A2": 0, "A5": 1, "B2": 0})
    c = ctx(state)
    en = say("en")
    rows = [en.format(m) for m in _key("b").run(c, [], None).lines]
    assert rows[:2] == [
        "Five rows: 2 hold pawns.",
        "Row A: white on A1 and A2; black on A5; empty: A3, Appel; A4, Brelan of fours.",
    ]
    columns = [en.format(m) for m in _key("B").run(c, [], None).lines]
    assert columns[0] == "Five columns: 3 hold pawns."
    assert columns[2].startswith("Column 2: white on A2 and B2; no black pawn; empty: C2, Full")
    diagonals = [en.format(m) for m in _key("g").run(c, [], None).lines]
    assert len(diagonals) == 11
    assert diagonals[0] == "Ten diagonals: 4 hold pawns."
    assert diagonals[1].startswith("Diagonal A1 to E5: white on A1 and B2; no black pawn;")
    free = en.format(_key("f").run(c, [], None)[0])
    assert free.startswith("21 empty cells: Brelan of ones: D5; Brelan of twos: B1 and E2; ")


def test_pawns_left_lines_and_points_for_each_player():
    """'pawns left for each player; the lines each player has and their points'."""
    state = table(pawns={"A1": 0, "A2": 0, "A3": 0, "E5": 1})
    c = ctx(state)
    en = say("en")
    assert [en.format(m) for m in PRESENTER.table(c)] == [
        "You (white): 9 pawns left, 3 on the board, 1 line, 2 points.",
        "Bob (black): 11 pawns left, 1 on the board, 0 lines, 0 points.",
        "21 empty cells.",
    ]
    assert [en.format(m) for m in PRESENTER.scores(c, detailed=True)] == [
        "You (white): 2 points: 3 in a row from A1 to A3 (2 points).",
        "Bob (black): 0 points, no line yet.",
    ]
    assert en.format(PRESENTER.turn(c)[-1]) == "Pawns left: 9 for you; 11 for Bob."


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Bob (black): 0 points, no line."),
        ("fr", "Bob (noirs)\u00a0: 0 point, aucun alignement."),
        ("es", "Bob (negras): 0 puntos, ninguna línea."),
    ],
)
def test_at_the_end_a_player_without_a_line_has_none_not_none_yet(lang, line):
    """Spanish review: 'ninguna línea todavía' was still said in the final scores."""
    state = table(pawns={"A1": 0, "A2": 0, "A3": 0, "E5": 1})
    view = dict(ctx(state).view, over=True)
    c = ctx(state)
    c = type(c)(view, c.seat, c.names, c.verbose)
    assert say(lang).format(PRESENTER.scores(c, detailed=True)[1]) == line


def test_game_keys_throw_keep_announce_stop():
    """R throws, Space or Enter mark the focused die, 1–6 mark by value, A opens APPEL; stopping
    is its own item, chosen as any other (issue #10: 'Enter and Space on a die toggle')."""
    state = table()
    c = ctx(state)
    assert _key("r").run(c, state.legal_actions(0), None) == Throw()
    throw(state, 6, 4, 2, 4, 4)
    c, legal = ctx(state), state.legal_actions(0)
    assert _key("space").run(c, legal, ("stop",)) is None
    assert _key("enter").run(c, legal, ("stop",)) is None
    assert _key("a").run(c, legal, None) == Choose(("announce",))
    assert say("en").format(_key("3").run(c, legal, None)) == "No die shows 3."
    assert _key("r").run(c, legal, None) == Throw(())
    for die in range(5):
        _key("enter").run(c, legal, (("die", die),))
    assert say("en").format(_key("r").run(c, legal, None)) == (
        "Every die is kept: release one to throw again, or stop."
    )
    _key("6").run(c, legal, None)
    assert _key("r").run(c, legal, None) == Throw((2, 4, 4, 4))
    state.apply(0, Throw((2, 4, 4, 4)))
    state.apply(CHANCE, state.sample_chance(random.Random(1)))
    c = ctx(state)
    assert [k for k, v in zip(state.dice, _marked(c)) if v] == [2, 4, 4, 4]


def _marked(c):
    """The dice the chooser shows as kept."""
    from accessiplay.games.linotte.keys import selection

    return selection(c)


def test_game_keys_explain_when_they_cannot_act():
    """Keys never go silent: out of turn or at the wrong moment they say why."""
    state = table()
    en = say("en")
    assert en.format(_key("r").run(ctx(state, 1), [], None)) == "It is not your turn."
    assert (
        en.format(_key("a").run(ctx(state, 0), state.legal_actions(0), None))
        == "Throw the dice first."
    )
    throw(state, 6, 4, 2, 4, 4)
    throw(state, 1, 1, 1, 1, 1)
    c, legal = ctx(state), state.legal_actions(0)
    assert (
        en.format(_key("a").run(c, legal, None))
        == "Appel is announced right after the first throw, before any rethrow."
    )
    stop(state)
    assert (
        en.format(_key("r").run(ctx(state), state.legal_actions(0), None))
        == "Throwing is over: place a pawn or place nothing."
    )


def test_game_keys_avoid_the_platform_keys():
    """Platform keys D S T C W L V Q , . < > F1 F2 are not reused."""
    platform = set("dstcwlvqDSTCWLVQ,.<>") | {"f1", "f2"}
    assert not platform & {k.key for k in PRESENTER.keys()}


def test_the_end_names_the_winner_and_itemises_both_scores():
    """An itemised final score with the winner; a tie goes to black."""
    state = table(white=1, pawns={"B1": 1, "C1": 1, "E2": 0, "E3": 0, "E4": 0})
    state.pawns[1] = 1
    throw(state, 6, 6, 6, 1, 2)
    stop(state)
    events = state.apply(1, Place("D1"))
    assert isinstance(events[-1], GameEnded)
    heard = _heard(state, events)
    # The platform says "Game over" and `final` names the winner: the game does not repeat it.
    assert heard[-1] == "Bob has placed a twelfth pawn: the game ends."
    assert PRESENTER.event(ctx(state), events[-1]) == []
    final = [say("en").format(m) for m in PRESENTER.final(ctx(state))]
    assert final == [
        "Tie at 2 points: the tie goes to black, so you win.",
        "Bob (white): 2 points: 3 in a column from B1 to D1 (2 points).",
        "You (black): 2 points: 3 in a row from E2 to E4 (2 points).",
    ]


def _every_message(state, legal_by_seat):
    """Everything the presenter can say about this state, for every viewer."""
    msgs = []
    for viewer in (0, 1, None):
        for verbose in (True, False):
            c = ctx(state, viewer, verbose)
            legal = legal_by_seat.get(viewer, [])
            msgs += PRESENTER.dice(c) + PRESENTER.scores(c, False) + PRESENTER.scores(c, True)
            msgs += PRESENTER.turn(c) + PRESENTER.table(c) + PRESENTER.legal_summary(c, legal)
            sheet = PRESENTER.sheet(c, 0)
            msgs += [n.label for row in sheet.children for n in (row,) + row.children]
            msgs.append(sheet.label)
            if viewer is not None and legal:
                msgs += _chooser(state, viewer, c)
            for key in PRESENTER.keys():
                answer = key.run(c, legal, None)
                if isinstance(answer, Msg):
                    msgs.append(answer)
                elif isinstance(answer, list):
                    msgs += answer
            if state.is_terminal():
                msgs += PRESENTER.final(c)
    return msgs


def _chooser(state, seat, c):
    """Every prompt, option and why-not of the chooser, one step deep and in the APPEL step."""
    msgs = []
    for prefix in [()] + [(s,) for s in state.next_steps(seat, ()) if s == "announce"]:
        msgs.append(PRESENTER.step_prompt(c, prefix))
        msgs += PRESENTER.why_not(c, prefix)
        msgs += [PRESENTER.step_label(c, prefix, s) for s in state.next_steps(seat, prefix)]
    return msgs


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_every_message_formats_in_three_languages(seed):
    """Over whole bot games, every announcement and answer exists in en, fr and es (strict)."""
    rng = random.Random(seed)
    state = GAME.new_state(2)
    bots = [GAME.bot("normal"), GAME.bot("easy")]
    said: set[Msg] = set()
    while not state.is_terminal():
        if state.is_chance():
            events = state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = min(state.acting_seats())
            legal = state.legal_actions(seat)
            said.update(_every_message(state, {seat: legal}))
            events = state.apply(seat, bots[seat](state.view(seat), legal, rng))
        for viewer in (0, 1, None):
            for verbose in (True, False):
                c = ctx(state, viewer, verbose)
                said.update(line.msg for e in events for line in PRESENTER.event(c, e))
    said.update(_every_message(state, {}))
    for lang in LANGS:
        text = say(lang)
        assert all(text.format(m) for m in said)


def test_rule_sections_for_focused_options():
    """F2 on an option opens the section that explains it."""
    c = ctx(table())
    assert PRESENTER.rule_for_step(c, (("die", 0),)) == "keeping"
    assert PRESENTER.rule_for_step(c, ("announce",)) == "appel"
    assert PRESENTER.rule_for_step(c, (("cell", "B3"),)) == "sec"
    assert PRESENTER.rule_for_step(c, (("cell", "C3"),)) == "combinations"
    assert PRESENTER.rule_for_step(c, None) is None
