"""What a player of Sixteen hears: rows, hand, placements, moves, the chooser and the end.

Words are checked in English where the exact sentence matters, and every presenter answer is
formatted strictly in en, fr and es over seeded games.
"""

from __future__ import annotations

import random

import pytest
from sixteen_tables import table

from accessiplay.core import CHANCE
from accessiplay.games.sixteen.actions import EndTurn, Pass, Place, PlaceAgain, Scissors, Trash
from accessiplay.games.sixteen.choosing import placements
from accessiplay.games.sixteen.game import GAME
from accessiplay.games.sixteen.hint import reasons
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx, Listing

PRESENTER = GAME.presenter()
EN = Localizer("en", strict=True)
LOCALIZERS = {lang: Localizer(lang, strict=True) for lang in ("en", "fr", "es")}
NAMES = ["Ana", "Ben", "Cleo", "Dan"]


def _ctx(state, seat, verbose=True) -> Ctx:
    """The context of the seat at the keyboard."""
    return Ctx(state.view(seat), seat, NAMES[: state.players], verbose)


def _say(msgs, loc=EN) -> list[str]:
    """Messages as text."""
    return [loc.format(m) for m in msgs]


def _key(state, seat, name) -> list[str]:
    """What a game key says (the lines of the list it opens)."""
    key = next(k for k in PRESENTER.keys() if k.key == name)
    answer = key.run(_ctx(state, seat), state.legal_actions(seat), None)
    return _say(answer.lines if isinstance(answer, Listing) else answer)


def _heard(state, seat, events, verbose=True) -> list[str]:
    """What the seat hears of these events."""
    ctx = _ctx(state, seat, verbose)
    return [
        EN.format(line.msg) for e in events if e.heard_by(seat) for line in PRESENTER.event(ctx, e)
    ]


def _mixed_table():
    """Red 1, 4, 7; blue ended over a 9; green at 15; Ana holds red and specials."""
    return table(
        [
            {"red": [8, 9, 10, 11, 12, 14, 15, "end"], "blue": [3]},
            {"green": ["restart"], "yellow": [5]},
        ],
        rows={"red": [1, 4, 7], "blue": [1, 9, "end"], "green": [1, 14, 15]},
        specials=[(1, 1), (0, 0)],
    )


def test_r_reads_every_row_and_what_may_come_next():
    """Hearing the table: "Red: 1, 4 and 7; next tile above 7"; "Blue: ended" (issue 11: no dash)."""
    assert _key(_mixed_table(), 0, "b") == [
        "Red: 1, 4 and 7; next tile above 7.",
        "Yellow: 1; next tile above 1.",
        "Green: 1, 14 and 15; only a 16 fits.",
        "Blue: ended (1, 9 and 16 End).",
        "Purple: 1; next tile above 1.",
    ]


def test_rows_in_french_and_spanish():
    """The same row, said as a French and a Spanish player would say it."""
    key = next(k for k in PRESENTER.keys() if k.key == "b")
    state = _mixed_table()
    msgs = key.run(_ctx(state, 0), [], None)
    assert (
        _say(msgs, LOCALIZERS["fr"])[0]
        == "Rouge\u00a0: 1, 4 et 7\u00a0; la suivante doit dépasser le 7."
    )
    assert _say(msgs, LOCALIZERS["es"])[3] == "Azul: fila cerrada (1, 9 y 16 Fin)."
    assert _say(msgs, LOCALIZERS["es"])[0] == "Rojo: 1, 4 y 7; la siguiente, por encima del 7."


def test_d_reads_the_hand_by_colour_with_its_specials():
    """There are no dice: D reads your hand, colour by colour, then the specials held."""
    assert _say(PRESENTER.dice(_ctx(_mixed_table(), 0))) == [
        "You hold 11 tiles.",
        "Red: 8 to 12, 14, 15 and 16 End.",
        "Blue: 3.",
        "Special tiles: 1 Scissors tile and the Trash bin.",
    ]


def test_shift_p_hears_every_legal_placement_at_once_briefly():
    """Shift+P off the player's turn: the longest runs of each row (any part fits too), then
    the 16s."""
    state = _mixed_table()
    assert _say(placements(_ctx(state, 0))) == [
        "Red: 8 to 12 or 14 to 15; 16 End, alone or after the 15."
    ]
    assert _key(state, 1, "P") == [
        "Not your turn; on your turn you could place:",
        "Yellow: 5.",
        "Green: 16 Restart.",
    ]


def test_shift_p_on_your_turn_lists_each_placement_to_play_with_enter():
    """#10: "the Shift+P list of every legal placement can be chosen from directly; '5, 8 to 9
    or 15' style answers say each placement as its own item"."""
    state = _mixed_table()
    answer = next(k for k in PRESENTER.keys() if k.key == "P").run(
        _ctx(state, 0), state.legal_actions(0), None
    )
    assert isinstance(answer, Listing)
    lines = _say(answer.lines)
    places = [a for a in state.legal_actions(0) if isinstance(a, (Place, PlaceAgain))]
    assert lines[0] == f"{len(places)} placements, on the red row. Enter on one plays it."
    assert len(lines) == len(places) + 1 and answer.action(0) is None
    assert [answer.action(i) for i in range(1, len(lines))] == places
    assert lines[1].startswith("Red, 8 to 12: ")
    assert len(set(lines)) == len(lines)


def test_w_and_s_tell_counts_passes_and_only_your_own_score():
    """Hearing the table: how many tiles each player holds, who passed; scores stay secret."""
    state = table([{"red": [3]}, {"red": [2, 5]}], rows={"red": [1, 9]})
    state.apply(0, Pass())
    assert _say(PRESENTER.table(_ctx(state, 1))) == [
        "Ana: 1 tile, passed.",
        "You: 2 tiles, playing now.",
    ]
    assert _say(PRESENTER.scores(_ctx(state, 1), False)) == [
        "Ana: 1 tile; score hidden until the end.",
        "You: 7 points in hand so far, 2 tiles.",
    ]
    assert _say(PRESENTER.turn(_ctx(state, 1))) == ["Your turn.", "Passed in a row: Ana."]


def test_moves_are_announced_with_their_tiles_and_what_they_do():
    """Events that reveal a tile placed are public: the tiles, the row and what is left."""
    state = _mixed_table()
    events = state.apply(0, Place("red", (8, 9, 10)))
    assert _heard(state, 1, events, verbose=False) == ["Ana: 8 to 10 on the red row."]
    assert _heard(state, 0, events)[0] == "You place 8 to 10 on the red row; 8 tiles left."
    events = state.apply(1, Place("green", ("restart",)))
    assert _heard(state, 0, events)[:2] == [
        "Ben places the 16 Restart on the green row; 1 tile left.",
        "The green row goes back to its 1; the 14 and the 15 leave the game with the 16 Restart.",
    ]
    events = state.apply(0, Scissors("blue"))
    assert _heard(state, 1, events) == [
        "Ana uses a Scissors tile on the blue row: 16 End leaves the game, "
        "and the row is open again.",
    ]
    assert _heard(state, 0, events) == [
        "You use a Scissors tile on the blue row: 16 End leaves the game, "
        "and the row is open again.",
    ]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "You used a Scissors tile on the blue row: nothing of yours fits there."),
        ("fr", "Vous avez joué des Ciseaux sur la rangée bleue\u00a0: rien de votre main n'y va."),
        ("es", "Has usado unas Tijeras en la fila azul: ninguna de tus fichas cabe en ella."),
    ],
)
def test_after_a_special_with_nothing_to_place_the_end_of_turn_is_said_once(lang, words):
    """French native review: "Rien de votre main ne va sur la rangée rouge : il ne vous reste
    qu'à finir votre tour." then "…y poser des tuiles, ou finir votre tour ? Finir votre tour
    sans poser de tuile. Seul choix possible": the question offered what was not there, after
    a line that had said so. Now the question says it, once."""
    state = _mixed_table()
    state.apply(0, Scissors("blue"))
    assert state.legal_actions(0) == [EndTurn()]
    assert LOCALIZERS[lang].format(PRESENTER.step_prompt(_ctx(state, 0), ())) == words


def test_the_others_hear_that_a_player_places_nothing_after_a_special():
    """After a special whose row then fits nothing of the player's, the player's question says
    why and the player ends the turn; the others hear "places nothing more" only then, exactly as when the player
    chooses so (issue #10: a forced decline looks like a free one)."""
    state = _mixed_table()
    events = state.apply(0, Scissors("blue"))
    assert _heard(state, 1, events, verbose=False) == [
        "Ana uses a Scissors tile on the blue row: 16 End leaves the game, "
        "and the row is open again.",
    ]
    assert EN.format(PRESENTER.step_prompt(_ctx(state, 0), ())) == (
        "You used a Scissors tile on the blue row: nothing of yours fits there."
    )
    events = state.apply(0, EndTurn())
    assert _heard(state, 1, events, verbose=False)[0] == "Ana places nothing more."
    assert _heard(state, 0, events)[0] == "You place nothing more."


def test_no_turn_line_repeats_the_platforms_call_or_the_move_that_names_the_player():
    """The platform says "Your turn, Ana" or hands the keyboard over; each move names its
    player: the game never adds "Ben's turn." (it was heard just before the hand-over)."""
    state = _mixed_table()
    for seat, action in ((0, Place("red", (8, 9, 10))), (1, Place("yellow", (5,)))):
        events = state.apply(seat, action)
        for viewer in (0, 1, None):
            for verbose in (True, False):
                heard = [
                    EN.format(line.msg)
                    for e in events
                    if e.heard_by(viewer)
                    for line in PRESENTER.event(
                        Ctx(state.view(viewer), viewer, NAMES[:2], verbose), e
                    )
                ]
                assert not any(
                    line.endswith("'s turn.") or line == "Your turn." for line in heard
                ), heard


def test_a_16_end_is_said_once_when_brief_and_explained_when_verbose():
    """Brief: "Ana: 15 and 16 End on the red row." says it all; verbose adds what an End does."""
    state = table([{"red": [14, 15, "end"], "blue": [3]}, {"yellow": [5]}], rows={"red": [1, 4, 7]})
    events = state.apply(0, Place("red", (14, 15, "end")))
    assert _heard(state, 1, events, verbose=False) == ["Ana: 14, 15 and 16 End on the red row."]
    assert _heard(state, 1, events)[1:] == [
        "The red row is ended: nothing more goes on it until its End is removed."
    ]


def test_the_chooser_goes_action_then_row_then_tiles_longest_first():
    """Playing by keyboard: action → row → tiles, only legal placements, longest runs first."""
    state = _mixed_table()
    ctx = _ctx(state, 0)
    assert state.next_steps(0, ()) == ["place", "scissors", "trash"]
    assert EN.format(PRESENTER.step_prompt(ctx, ())) == ("Your move?")
    assert state.next_steps(0, ("place",)) == ["red"]
    assert EN.format(PRESENTER.step_label(ctx, ("place",), "red")) == (
        "Red, next above 7: 21 ways."
    )
    runs = state.next_steps(0, ("place", "red"))
    assert runs[0] == (8, 9, 10, 11, 12)
    assert EN.format(PRESENTER.step_label(ctx, ("place", "red"), (14,))) == (
        "14: 14 points; leaves 8 to 12 stuck."
    )
    # French re-check: 'les tuiles 8 à 12 restent bloqués' broke the agreement; 'sur les bras'
    # agrees with tiles and numbers alike.
    assert LOCALIZERS["fr"].format(PRESENTER.step_label(ctx, ("place", "red"), (14,))) == (
        "14\u00a0: 14 points\u00a0; les tuiles 8 à 12 vous restent sur les bras."
    )
    # Spanish re-check: 'se te quedan bloqueados las fichas del 8 al 12' broke the agreement.
    assert LOCALIZERS["es"].format(PRESENTER.step_label(ctx, ("place", "red"), (14,))) == (
        "14: 14 puntos; te bloquea las fichas del 8 al 12."
    )
    assert EN.format(PRESENTER.step_label(ctx, ("place", "red"), ("end",))) == (
        "16 End: 16 points, and the row is ended; leaves 8 to 12, the 14 and the 15 stuck."
    )
    assert state.action_at(0, ("place", "red", (14, 15))) == Place("red", (14, 15))
    assert EN.format(PRESENTER.step_label(ctx, ("trash",), "red")) == (
        "Red: 1, 4 and 7; up to 2 tiles."
    )
    assert EN.format(PRESENTER.step_label(ctx, ("trash", "red"), 2)) == (
        "2 tiles: the 4 and the 7, leaving the 1."
    )


def test_after_a_special_the_first_list_is_the_placements_on_that_row_or_end_turn():
    """After a special: what to remove, then the optional placement, on that row only."""
    state = _mixed_table()
    ctx = _ctx(state, 0)
    assert EN.format(PRESENTER.step_label(ctx, ("scissors",), "red")) == (
        "Red: removes 7, leaving 1 and 4."
    )
    state.apply(0, Scissors("red"))
    ctx = _ctx(state, 0)
    steps = state.next_steps(0, ())
    assert steps[0] == (8, 9, 10, 11, 12)
    assert steps[-1] == "end-turn"
    assert EN.format(PRESENTER.step_prompt(ctx, ())) == (
        "You used a Scissors tile on the red row: place on it, or end your turn?"
    )
    assert EN.format(PRESENTER.step_label(ctx, (), "end-turn")) == "End your turn without placing."
    assert state.action_at(0, ((14, 15),)) == PlaceAgain("red", (14, 15))
    assert _say(PRESENTER.legal_summary(ctx, state.legal_actions(0))) == [
        "Place on the red row (21 ways), or end your turn."
    ]
    assert _say(PRESENTER.why_not(ctx, ())) == [
        "One special per turn: now place on that row, or end your turn."
    ]


def test_l_and_why_not_explain_the_choices():
    """L says where you can place and which specials you may use; why-not says what is missing."""
    state = _mixed_table()
    ctx = _ctx(state, 0)
    assert _say(PRESENTER.legal_summary(ctx, state.legal_actions(0))) == [
        "You can place on the red row.",
        "You may also use a Scissors tile or the Trash bin.",
    ]
    assert "Blue: ended; nothing goes on it until its End is removed." in _say(
        PRESENTER.why_not(ctx, ("place",))
    )
    assert "Yellow: you hold no tile of this colour." in _say(PRESENTER.why_not(ctx, ("place",)))
    assert _say(PRESENTER.why_not(ctx, ())) == ["You cannot pass: a tile of yours fits."]


def test_the_final_names_the_winner_and_itemises_every_hand():
    """Scores: an itemised final score with the winner; 16s count 16, specials 20."""
    rows = {name: [1, "end"] for name in ("red", "yellow", "green", "blue", "purple")}
    state = table(
        [{"red": [3, "restart"]}, {"blue": [9, 10]}], rows=rows, specials=[(0, 0), (1, 0)]
    )
    events = state.apply(0, Pass())
    events += state.apply(1, Pass())
    assert _heard(state, 0, events)[-1:] == ["Everyone passed in the same round."]
    assert _say(PRESENTER.final(_ctx(state, 0))) == [
        "You win with 19 points.",
        "You: 19 points, 2 tiles.",
        "Red: 19 points (3 and 16 Restart).",
        "Ben: 39 points, 3 tiles.",
        "Blue: 19 points (9 and 10).",
        "Scissors: 20 points.",
    ]


def test_the_final_reads_the_seats_best_first():
    """Play-test (seed 12, three seats): the scores came in seat order, the winner last; a
    listener wants who came second without adding up, as every other game says it."""
    rows = {name: [1, "end"] for name in ("red", "yellow", "green", "blue", "purple")}
    state = table(
        [{"red": [13, 15]}, {"blue": [9, 10], "green": [2]}, {"yellow": [3, 4]}], rows=rows
    )
    for seat in range(3):
        state.apply(seat, Pass())
    assert _say(PRESENTER.final(_ctx(state, 0))) == [
        "Cleo wins with 7 points.",
        "Cleo: 7 points, 2 tiles.",
        "Yellow: 7 points (3 and 4).",
        "Ben: 21 points, 3 tiles.",
        "Green: 2 points (2).",
        "Blue: 19 points (9 and 10).",
        "You: 28 points, 2 tiles.",
        "Red: 28 points (13 and 15).",
    ]


def test_a_tie_on_points_is_announced_as_won_on_fewer_tiles():
    """RULES.md §4: "tie → fewer tiles wins", said as such."""
    rows = {name: [1, "end"] for name in ("red", "yellow", "green", "blue", "purple")}
    state = table([{"red": [3, 5, 11]}, {"red": [4, 15]}], rows=rows)
    state.apply(0, Pass())
    state.apply(1, Pass())
    assert _say(PRESENTER.final(_ctx(state, 0)))[0] == (
        "Ben wins: tied on 19 points, but with fewer tiles (2)."
    )


@pytest.mark.slow
def test_every_answer_formats_in_three_languages_over_seeded_games():
    """Every presenter answer, for every seat, brief and verbose, strictly in en, fr and es."""
    for seed in range(6):
        rng = random.Random(seed)
        players = 2 + seed % 3
        state = GAME.new_state(players)
        while not state.is_terminal():
            if state.is_chance():
                seat, action = CHANCE, state.sample_chance(rng)
            else:
                seat = state.turn
                action = GAME.bot("normal" if seed % 2 else "easy")(
                    state.view(seat), state.legal_actions(seat), rng
                )
            events = state.apply(seat, action)
            viewer = rng.choice([*range(players), None])
            ctx = Ctx(state.view(viewer), viewer, NAMES[:players], rng.random() < 0.5)
            msgs = [
                line.msg for e in events if e.heard_by(viewer) for line in PRESENTER.event(ctx, e)
            ]
            msgs += [
                *PRESENTER.dice(ctx),
                *PRESENTER.scores(ctx, True),
                *PRESENTER.turn(ctx),
                *PRESENTER.table(ctx),
            ]
            if viewer is not None:
                legal = state.legal_actions(viewer)
                msgs += PRESENTER.legal_summary(ctx, legal)
                msgs += [m for k in PRESENTER.keys() for m in k.run(ctx, legal, None)]
                msgs += _chooser(state, ctx, viewer, ())
                msgs += _labels(PRESENTER.sheet(ctx, rng.randrange(players)))
            for loc in LOCALIZERS.values():
                assert all(loc.format(m) for m in msgs)
        ctx = Ctx(state.view(0), 0, NAMES[:players])
        for loc in LOCALIZERS.values():
            assert all(loc.format(m) for m in PRESENTER.final(ctx))


def _chooser(state, ctx, seat, prefix, depth=0) -> list:
    """The prompts, labels and why-nots of the chooser, down the first two options of each step."""
    msgs = [PRESENTER.step_prompt(ctx, prefix), *PRESENTER.why_not(ctx, prefix)]
    for step in state.next_steps(seat, prefix)[: 2 if depth else 4]:
        msgs.append(PRESENTER.step_label(ctx, prefix, step))
        path = prefix + (step,)
        assert PRESENTER.rule_for_step(ctx, path) in PRESENTER.rule_sections
        if state.action_at(seat, path) is None:
            msgs += _chooser(state, ctx, seat, path, depth + 1)
    return msgs


def _labels(node) -> list:
    """Every label of a review tree, checking each F2 section exists."""
    assert node.rule is None or node.rule in PRESENTER.rule_sections
    return [node.label, *(m for child in node.children for m in _labels(child))]


def test_game_keys_do_not_take_the_platforms_keys():
    """Platform keys D S T C W L V Q , . < > F1 F2 1-6 keep their meaning: R and Shift+P only."""
    assert [(k.key, k.command) for k in PRESENTER.keys()] == [("b", "rows"), ("P", "placements")]


def test_french_and_spanish_agree_with_you_and_with_how_many_tiles():
    """French and Spanish words agree: "le 8 et le 9 vous restent sur les bras", "le 8 vous reste sur les bras";
    W says "Vous : …, vous avez passé" and "Tú: …, has pasado" to the player at the keyboard."""
    state = table([{"red": [8, 9, 14], "blue": [3]}, {"yellow": [5]}], rows={"red": [1, 4, 7]})
    ctx = _ctx(state, 0)
    fr, es = LOCALIZERS["fr"], LOCALIZERS["es"]
    label = PRESENTER.step_label(ctx, ("place", "red"), (14,))
    assert fr.format(label) == "14\u00a0: 14 points\u00a0; le 8 et le 9 vous restent sur les bras."
    assert es.format(label) == "14: 14 puntos; te bloquea el 8 y el 9."
    label = PRESENTER.step_label(ctx, ("place", "red"), (9,))
    assert fr.format(label) == "9\u00a0: 9 points\u00a0; le 8 vous reste sur les bras."
    assert es.format(label) == "9: 9 puntos; te bloquea el 8."
    assert fr.format(PRESENTER.step_label(ctx, ("place",), "red")) == (
        "Rouge, au-dessus du 7\u00a0: 4 possibilités."
    )
    state = table(
        [{"red": [8, 9], "blue": [3]}, {"yellow": [2, 5]}],
        rows={"yellow": [1, 12]},
        specials=[(1, 0), (0, 0)],
    )
    state.apply(0, Place("red", (8,)))
    state.apply(1, Pass())
    assert fr.format(PRESENTER.table(_ctx(state, 1))[1]) == "Vous\u00a0: 2 tuiles, vous avez passé."
    assert es.format(PRESENTER.table(_ctx(state, 1))[1]) == "Tú: 2 fichas, has pasado."
    assert es.format(PRESENTER.table(_ctx(state, 0))[1]) == "Ben: 2 fichas, ha pasado."
    state.apply(0, Scissors("yellow"))
    state.apply(0, EndTurn())
    ctx = _ctx(state, 1)
    assert fr.format(PRESENTER.table(ctx)[1]) == "Vous\u00a0: 2 tuiles, en train de jouer."
    assert fr.format(PRESENTER.table(ctx)[0]) == (
        "Ana\u00a0: 2 tuiles\u00a0; tuiles spéciales jouées\u00a0: Ciseaux sur la rangée jaune."
    )
    assert es.format(PRESENTER.table(ctx)[0]) == (
        "Ana: 2 fichas; ha usado las Tijeras en la fila amarilla."
    )
    assert es.format(PRESENTER.table(_ctx(state, 0))[0]) == (
        "Tú: 2 fichas; has usado las Tijeras en la fila amarilla."
    )
    assert fr.format(PRESENTER.turn(_ctx(state, 0))[0]) == "C'est Ben qui joue."


def test_why_not_says_why_specials_held_are_not_offered_on_bare_rows():
    """RULES.md §4: Scissors and Trash bin never take a row's "1": at the start, with every row
    at its 1, a player holding both hears why neither is offered (Shift+L), not only the pass."""
    state = table([{"red": [3], "blue": [4]}, {"yellow": [5]}], specials=[(1, 1), (0, 0)])
    ctx = _ctx(state, 0)
    assert state.next_steps(0, ()) == ["place"]
    assert _say(PRESENTER.why_not(ctx, ())) == [
        "You cannot pass: a tile of yours fits.",
        "No special yet: every row holds only its 1, which never leaves.",
    ]
    assert EN.format(PRESENTER.step_prompt(ctx, ())) == "Your move?"


def test_an_end_leaves_stuck_only_the_tiles_that_could_still_go_on_the_row():
    """Issue #10: '"leaves your 2, 11 and 13 stuck" counts a tile already stuck': the 2 below
    the row's 9 was stuck before the 16 End; only the 11 and 13 are newly left behind."""
    state = table([{"red": [2, 11, 13, "end"]}, {"red": [3]}], rows={"red": [1, 9]})
    ctx = _ctx(state, 0)
    label = PRESENTER.step_label(ctx, ("place", "red"), ("end",))
    assert EN.format(label) == (
        "16 End: 16 points, and the row is ended; leaves the 11 and the 13 stuck."
    )


def test_with_three_players_the_ones_going_to_the_centre_come_before_the_hand():
    """Issue #10: '"You receive 28 tiles" before saying the 1s go to the centre': the table
    (the five tiles numbered 1 start the rows) is said first, then the hand, whose count agrees with it."""
    state = GAME.new_state(3)
    events = state.apply(CHANCE, state.sample_chance(random.Random(3)))
    heard = _heard(state, 0, events)
    assert heard[0].startswith("The tiles are dealt and the five tiles numbered 1 start the rows.")
    received = next(i for i, line in enumerate(heard) if line.startswith("You receive"))
    count = state.count(0)
    assert heard[received] == f"You receive {count} tiles."
    assert f"{count} for you" in heard[0]


def test_the_last_tile_placed_says_none_are_left_in_each_language():
    """Play-test: the last placement said "te quedan 0 fichas"; a player hears none are left."""
    state = table([{"red": [2]}, {"red": [5, 6]}])
    events = state.apply(0, Place("red", (2,)))
    ctx0, ctx1 = _ctx(state, 0), _ctx(state, 1)
    mine = next(e for e in events if e.heard_by(0) and PRESENTER.event(ctx0, e))
    heard = {
        lang: (
            loc.format(PRESENTER.event(ctx0, mine)[0].msg),
            loc.format(PRESENTER.event(ctx1, mine)[0].msg),
        )
        for lang, loc in LOCALIZERS.items()
    }
    assert heard == {
        "en": (
            "You place the 2 on the red row; no tiles left.",
            "Ana places the 2 on the red row; no tiles left.",
        ),
        "fr": (
            "Vous posez le 2 sur la rangée rouge\u00a0; il ne vous reste aucune tuile.",
            "Ana pose le 2 sur la rangée rouge\u00a0; il ne lui reste aucune tuile.",
        ),
        "es": (
            "Colocas el 2 en la fila roja; no te queda ninguna ficha.",
            "Ana coloca el 2 en la fila roja; no le queda ninguna ficha.",
        ),
    }


def test_a_step_taken_for_the_player_names_the_only_choice_then_its_ways():
    """Placing, then a row, taken because nothing else fits: each says it was the only one
    before counting the ways that follow, never "3 ways. The only choice." """
    state = table([{"purple": [6, 7]}, {"yellow": [5]}], rows={"purple": [1, 4]})
    ctx = _ctx(state, 0)
    assert state.next_steps(0, ()) == ["place"] and state.next_steps(0, ("place",)) == ["purple"]
    taken = [
        *PRESENTER.step_fact(ctx, (), "place"),
        *PRESENTER.step_fact(ctx, ("place",), "purple"),
    ]
    assert _say(taken, LOCALIZERS["en"]) == [
        "Place tiles (the only choice): 3 ways.",
        "Purple, next above 4 (the only row): 3 ways.",
    ]
    assert _say(taken, LOCALIZERS["fr"]) == [
        "Poser des tuiles (seul choix)\u00a0: 3 possibilités.",
        "Violette, au-dessus du 4 (seule rangée possible)\u00a0: 3 possibilités.",
    ]
    assert _say(taken, LOCALIZERS["es"]) == [
        "Colocar fichas (única opción): 3 formas.",
        "Morada, por encima del 4 (única fila posible): 3 formas.",
    ]
    state = table([{"purple": ["end"]}, {"yellow": [5]}], rows={"purple": [1, 14, 15]})
    taken = PRESENTER.step_fact(_ctx(state, 0), ("place",), "purple")
    assert _say(taken, LOCALIZERS["fr"]) == [
        "Violette, seul un 16 peut venir (seule rangée possible)\u00a0: une possibilité."
    ]
    assert _say(taken, LOCALIZERS["es"]) == [
        "Morada, solo cabe un 16 (única fila posible): una forma."
    ]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            [
                "You place 13 to 15 and the 16 Restart on the red row; 1 tile left.",
                "The red row goes back to its 1; 2 to 15 leave the game with the 16 Restart.",
            ],
        ),
        (
            "fr",
            [
                "Vous posez les tuiles 13 à 15 et le 16 Retour sur la rangée rouge\u00a0; il vous "
                "reste une tuile.",
                "La rangée rouge revient à son 1\u00a0; les tuiles 2 à 15 quittent la partie avec "
                "le 16 Retour.",
            ],
        ),
        (
            "es",
            [
                "Colocas las fichas del 13 al 15 y el 16 Reinicio en la fila roja; te queda una "
                "ficha.",
                "La fila roja vuelve a su 1; las fichas del 2 al 15 salen del juego con el 16 "
                "Reinicio.",
            ],
        ),
    ],
)
def test_each_tile_of_a_placement_has_its_article(lang, words):
    """Spanish player-editor: "Colocas las fichas del 13 al 15 y 16 Reinicio" lacked the "el"
    of the last tile: a range carries its own article, so each item carries its own."""
    state = table(
        [{"red": [13, 14, 15, "restart"], "blue": [3]}, {"yellow": [5]}],
        rows={"red": list(range(1, 13))},
    )
    events = state.apply(0, Place("red", (13, 14, 15, "restart")))
    ctx = _ctx(state, 0)
    heard = [line.msg for e in events if e.heard_by(0) for line in PRESENTER.event(ctx, e)]
    assert _say(heard, LOCALIZERS[lang]) == words


def test_a_tile_after_a_range_in_a_label_has_its_spanish_article():
    """Spanish editor: D said "Rojo: del 12 al 14 y 16 Reinicio"; "del … al" carries an article,
    so the tiles after it take theirs ("y el 16 Reinicio"); English and French lists are bare."""
    state = table(
        [{"red": [12, 13, 14, "restart"], "blue": [2, 3, 4, 7, 9]}, {"yellow": [5]}],
    )
    ctx = _ctx(state, 0)
    said = {lang: _say(PRESENTER.dice(ctx), tr)[1:3] for lang, tr in LOCALIZERS.items()}
    assert said["es"] == ["Rojo: del 12 al 14 y el 16 Reinicio.", "Azul: del 2 al 4, el 7 y el 9."]
    assert said["fr"] == ["Rouge\u00a0: 12 à 14 et 16 Retour.", "Bleu\u00a0: 2 à 4, 7 et 9."]
    assert said["en"] == ["Red: 12 to 14 and 16 Restart.", "Blue: 2 to 4, 7 and 9."]


def test_a_label_with_a_range_gives_every_lone_tile_its_spanish_article():
    """Spanish native review: D said "Amarillo: 5, del 8 al 11, el 13 y el 14.", one list in
    two styles. With a range in it, every lone tile takes "el", before the range too; a list
    with no range stays bare."""
    state = table(
        [{"yellow": [5, 8, 9, 10, 11, 13, 15], "green": [4, 9, 11]}, {"red": [5]}],
    )
    ctx = _ctx(state, 0)
    said = _say(PRESENTER.dice(ctx), LOCALIZERS["es"])
    assert "Amarillo: el 5, del 8 al 11, el 13 y el 15." in said
    assert "Verde: 4, 9 y 11." in said


@pytest.mark.parametrize(
    ("lang", "stuck", "frees"),
    [
        (
            "en",
            "though it leaves the 5 and 7 to 9 stuck",
            "that row takes the 5 and 7 to 9 again",
        ),
        (
            "fr",
            "mais le 5 et les tuiles 7 à 9 vous restent sur les bras",
            "vous pouvez alors y poser le 5 et les tuiles 7 à 9",
        ),
        (
            "es",
            "pero te bloquea el 5 y las fichas del 7 al 9",
            "ahí vuelven a caber el 5 y las fichas del 7 al 9",
        ),
    ],
)
def test_a_hint_names_your_tiles_each_with_its_article(lang, stuck, frees):
    """Spanish re-check: "bloquea tus 5 y del 7 al 9" is not how a native says it; every item
    carries its article and a range is "las fichas del 7 al 9", so no possessive leads the list.
    The red 12 on a row ending at 4 strands the 5 and 7 to 9; the Trash bin taking 10 and 11
    off a row ending at 4 lets them go on again."""
    said = LOCALIZERS[lang].format
    state = table([{"red": [5, 7, 8, 9, 12]}, {"blue": [3]}], rows={"red": [1, 4]})
    assert [said(m) for m in reasons(_ctx(state, 0), Place("red", (12,)))][1] == stuck
    state = table(
        [{"red": [5, 7, 8, 9]}, {"blue": [3]}],
        rows={"red": [1, 4, 10, 11]},
        specials=[(0, 1), (0, 0)],
    )
    assert [said(m) for m in reasons(_ctx(state, 0), Trash("red", 2))][2] == frees


@pytest.mark.parametrize(
    ("lang", "two", "five"),
    [
        (
            "en",
            "2 tiles: the 12 and the 13, leaving the 1, the 5 and 7 to 9.",
            "5 tiles: 7 to 9, the 12 and the 13, leaving the 1 and the 5.",
        ),
        (
            "fr",
            "2 tuiles\u00a0: le 12 et le 13\u00a0; il reste le 1, le 5 et les tuiles 7 à 9.",
            "5 tuiles\u00a0: les tuiles 7 à 9, le 12 et le 13\u00a0; il reste le 1 et le 5.",
        ),
        (
            "es",
            "2 fichas: el 12 y el 13; resto de la fila: el 1, el 5 y las fichas del 7 al 9.",
            "5 fichas: las fichas del 7 al 9, el 12 y el 13; resto de la fila: el 1 y el 5.",
        ),
    ],
)
def test_a_trash_count_names_each_tile_with_its_article(lang, two, five):
    """Spanish review: "Una ficha: 7; resto de la fila: el 1 y del 4 al 6" mixed two list
    styles in one option; both lists name tiles, each with its article, as sentences do."""
    state = table(
        [{"blue": [3]}, {"blue": [4]}],
        rows={"red": [1, 5, 7, 8, 9, 12, 13]},
        specials=[(0, 1), (0, 0)],
    )
    said = LOCALIZERS[lang].format
    assert said(PRESENTER.step_label(_ctx(state, 0), ("trash", "red"), 2)) == two
    assert said(PRESENTER.step_label(_ctx(state, 0), ("trash", "red"), 5)) == five
