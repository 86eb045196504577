"""What a player hears in Sixty-One: announcements, chooser, review tree, final score."""

import random

import pytest
from sixty_one_support import (
    CHANCE,
    GAME,
    PRESENTER,
    Assign,
    PlaceX,
    Skip,
    X,
    ctx,
    heard,
    play_round,
    roll,
    say,
    table,
)

from accessiplay.games.sixty_one.areas import SIZES
from accessiplay.games.sixty_one.chooser import summary
from accessiplay.present import Choose, Msg


def test_the_roll_says_the_round_and_the_chooser_says_the_dice_once():
    """A player hears "Round 1." then the chooser's "Dice 2, 5 and 5: ..." — the dice once,
    not twice in a row; a spectator, who has no chooser, hears the dice with the round."""
    state = table(2)
    events = roll(state, 2, 5, 5)
    assert heard(state, 0, events) == ["Round 1."]
    assert (
        say().format(PRESENTER.step_prompt(ctx(state, 0), ()))
        == "Dice 2, 5 and 5: choose the area die."
    )
    assert heard(state, None, events) == ["Round 1. Dice: 2, 5 and 5."]
    assert heard(state, None, events, "fr") == ["Manche 1. Dés\u00a0: 2, 5 et 5."]
    assert heard(state, 0, events, "es") == ["Ronda 1."]
    lines = PRESENTER.event(ctx(state, 0), roll(table(), 1, 1, 1)[0])
    assert lines[0].cue == "dice-roll"


def test_the_last_round_is_announced_as_such():
    """Round 20 is the last: the player hears it when the dice fall."""
    state = table(round=19)
    assert heard(state, 0, roll(state, 1, 2, 3)) == ["Round 20, the last."]


def test_own_move_says_area_spot_value_acorns_and_leaf_total():
    """ "Fox dens, den 2: 5" with the acorns and where the leaf die brings the total."""
    state = table(2)
    roll(state, 2, 5, 5)
    private = state.apply(0, Assign(5, 5, 1))
    assert heard(state, 0, private) == [
        "Noted: Fox dens, den 2: 5; leaves plus 2, total 2. Waiting for Bea."
    ]
    assert heard(state, 1, private) == []
    events = state.apply(1, Assign(2, 5, 0))
    assert heard(state, 0, events)[0] == "You: Fox dens, den 2: 5, 1 acorn. Leaves plus 2, total 2."


def test_other_players_moves_are_brief_unless_verbose():
    """Other players' moves in brief (non-verbose) or full (verbose)."""
    state = table(2)
    events = play_round(state, (2, 5, 5), {0: Assign(5, 5, 1), 1: Assign(2, 5, 0)})
    assert heard(state, 0, events, verbose=False)[-1] == "Bea: Water-lilies 5, leaves 5."
    assert (
        heard(state, 0, events, verbose=True)[-1]
        == "Bea: Water-lilies, lily 1: 5, 1 acorn. Leaves plus 5, total 5."
    )


def test_leaf_prizes_and_the_x_are_always_announced():
    """ "Leaf total 31: you gain an X" — bonuses are spoken even in brief mode."""
    state = table(2, leaves={0: [29], 1: [19]})
    events = play_round(state, (1, 2, 2), {0: Assign(1, 2, 0), 1: Assign(1, 2, 0)})
    said = heard(state, 0, events, verbose=False)
    assert "Leaf total 31: you gain an X." in said
    assert "Leaf total 21: Bea gains 2 acorns." in said
    said = heard(state, 0, state.apply(0, PlaceX(6, 0)))
    assert said[0] == "You place your X in Mushrooms, mushroom 1, 1 acorn."


def test_a_lost_x_is_announced():
    """An X with no spot left is lost, and the player hears it."""
    full = {
        (0, n): spots
        for n, spots in enumerate(
            (
                [2, 2, 5, 5],
                [1, 2, 3, 4, 5],
                [1, 1, 4, 4, 4],
                [1, 2, None, 4, 5, 6],
                [1, 2, 1, 3, 4, 1],
                [1, 2, 3, 4, 5],
            ),
            start=1,
        )
    }
    state = table(1, sheets=full, leaves={0: [28]})
    said = heard(state, 0, play_round(state, (4, 3, 3), {0: Assign(4, 3, 2)}))
    assert "Leaf total 31: you gain an X." in said
    assert "No open spot is left: your X is lost." in said


def test_first_fill_is_announced_to_winners_and_as_missed_to_others():
    """Shared first-fill bonuses, and "missed" for everyone else. Issue #11: "the announcement
    has no argument telling the message that the player is 'you', so Spanish cannot say..." """
    mugs = [1, 2, None, 4, 5, 6]
    state = table(3, sheets={(0, 4): mugs, (1, 4): mugs})
    events = play_round(
        state, (4, 3, 1), {s: Assign(4, 3, 2) if s < 2 else Assign(1, 4, 0) for s in range(3)}
    )
    assert "Bea and you are first to fill the Hot chocolate: 3 bonus acorns each." in heard(
        state, 0, events
    )
    assert (
        "Ana and Bea are first to fill the Hot chocolate: 3 bonus acorns each. "
        "You missed this bonus."
    ) in heard(state, 2, events)
    fill = next(m for m in first_fills(state, 0, events))
    assert say("es").sentence(fill) == (
        "Bea y tú llenáis antes que nadie el área Chocolate caliente: 3 bellotas extra cada uno."
    )
    assert (
        "Ana y Bea llenan antes que nadie el área Chocolate caliente: 3 bellotas extra "
        "cada uno. Te has quedado sin esta bonificación."
    ) in heard(state, 2, events, "es")
    assert say("fr").sentence(fill) == (
        "Bea et vous remplissez la zone Chocolat chaud en premier\u00a0: 3 glands de bonus chacun."
    )


def test_a_first_fill_alone_says_you_fill_it_first():
    """One winner: "You are first to fill…", "Llenas antes que nadie…", "Ana llena…"."""
    mugs = [1, 2, None, 4, 5, 6]
    state = table(2, sheets={(0, 4): mugs})
    events = play_round(state, (4, 3, 1), {0: Assign(4, 3, 2), 1: Assign(1, 4, 0)})
    assert "You are first to fill the Hot chocolate: 3 bonus acorns." in heard(state, 0, events)
    assert "Llenas antes que nadie el área Chocolate caliente: 3 bellotas extra." in heard(
        state, 0, events, "es"
    )
    assert (
        "Ana llena antes que nadie el área Chocolate caliente: 3 bellotas extra. "
        "Te has quedado sin esta bonificación."
    ) in heard(state, 1, events, "es")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "You fill the Hot chocolate: 3 bonus acorns."),
        ("fr", "Vous remplissez la zone Chocolat chaud\u00a0: 3 glands de bonus."),
        ("es", "Llenas el área Chocolate caliente: 3 bellotas de bonificación."),
    ],
)
def test_a_first_fill_in_a_solo_game_names_no_rival(lang, words):
    """Spanish native review: alone, "Llenas antes que nadie el área Calabazas" spoke of
    others who are not at the table (the Sixty-One lesson, step 3)."""
    mugs = [1, 2, None, 4, 5, 6]
    state = table(1, sheets={(0, 4): mugs})
    events = play_round(state, (4, 3, 1), {0: Assign(4, 3, 2)})
    assert words in heard(state, 0, events, lang)


def first_fills(state, viewer, events):
    """The first-fill messages this viewer is given."""
    context = ctx(state, viewer)
    return [
        line.msg
        for e in events
        for line in PRESENTER.event(context, e)
        if line.msg.id == "sixty-one-first-fill"
    ]


def test_the_chooser_goes_area_then_value_then_spot_saying_what_each_does():
    """The chooser asks area → value → spot, each option saying its acorns and leaf total."""
    state = table(1, sheets={(0, 1): [4, None, None, None]}, leaves={0: [27]})
    roll(state, 1, 4, 5)
    loc, c = say(), ctx(state, 0)
    assert state.next_steps(0, ()) == [1, 4, 5]
    assert loc.format(PRESENTER.step_prompt(c, ())) == "Dice 1, 4 and 5: choose the area die."
    assert loc.format(PRESENTER.step_label(c, (), 5)) == "Fox dens, die 5"
    assert loc.format(PRESENTER.step_prompt(c, (1,))) == "Pumpkins: choose the value to write."
    assert [loc.format(PRESENTER.step_label(c, (1,), v)) for v in state.next_steps(0, (1,))] == [
        "write 4; leaves plus 5, total 32",
        "write 5; leaves plus 4, total 31, an X",
    ]
    assert [
        loc.format(PRESENTER.step_label(c, (1, 4), s)) for s in state.next_steps(0, (1, 4))
    ] == ["pumpkin 1, second spot: 4, 3 acorns", "pumpkin 2, first spot: 4"]
    assert state.action_at(0, (1, 4, 1)) == Assign(1, 4, 1)


def test_a_spot_that_fills_the_area_says_so_with_the_open_bonus():
    """Spot labels say when a fill completes the area and the first-fill bonus is still open."""
    state = table(1, sheets={(0, 4): [1, 2, None, 4, 5, 6]})
    roll(state, 4, 3, 3)
    assert (
        say().format(PRESENTER.step_label(ctx(state, 0), (4, 3), 2))
        == "mug 3: 3, 1 acorn, fills the area, plus 3 bonus acorns"
    )
    # French re-check: alone, "si personne ne l'a fait avant" spoke of rivals who are not there;
    # at a table the bonus, still open, goes to everyone who fills the area this round.
    assert say("fr").format(PRESENTER.step_label(ctx(state, 0), (4, 3), 2)) == (
        "tasse 3\u00a0: 3, 1 gland, complète la zone, plus 3 glands de bonus"
    )


def test_why_not_says_what_an_area_needs():
    """Why an area is not offered: "Mushrooms need 4 or 6 next"."""
    state = table(1, sheets={(0, 6): [3, 5, None, None, None]})
    roll(state, 2, 5, 6)
    said = say().lines(PRESENTER.why_not(ctx(state, 0), ()))
    assert "Mushrooms need 4 or 6 next; the other dice show 2 and 5." in said
    assert "Pumpkins: no die shows 1." in said
    assert 6 not in state.next_steps(0, ())


def test_number_keys_jump_to_the_area_then_pick_the_value():
    """Keys 1–6: the area of that die, then that value; a die not rolled says why."""
    state = table(1)
    roll(state, 2, 5, 5)
    keys = {k.key: k for k in PRESENTER.keys()}
    c, legal = ctx(state, 0), state.legal_actions(0)
    assert keys["5"].run(c, legal, None) == Choose((5,))
    assert keys["2"].run(c, legal, (5, 5)) == Choose((5, 2))
    assert say().format(keys["3"].run(c, legal, None)) == "Marshmallows: no die shows 3."
    # On the spot step the keys still pick the value die of the chosen area.
    assert keys["2"].run(c, legal, (5, 5, 1)) == Choose((5, 2))
    assert say().format(keys["4"].run(c, legal, (5, 5, 1))) == "No other die shows 4."
    assert keys["5"].run(c, legal, (2, 5)) == Choose((2, 5))
    assert say().format(keys["2"].run(c, legal, (2, 5))) == "No other die shows 2."


def test_number_keys_answer_in_every_state():
    """Keys 1–6 always say something: the leaf die when nothing fits, the area of an X, and
    who is awaited when it is not this seat's turn."""
    keys = {k.key: k for k in PRESENTER.keys()}
    blocked = {
        (0, n): spots
        for n, spots in enumerate(
            (
                [2, 2, 5, 5],
                [1, 2, 3, 4, 5],
                [1, 1, 4, 4, 4],
                [1, 2, 3, 4, 5, 6],
                [1, 2, 1, 3, 4, 1],
                [1, 2, 3, 4, None],
            ),
            start=1,
        )
    }
    state = table(2, sheets=blocked)
    roll(state, 1, 2, 3)
    legal = state.legal_actions(0)
    assert isinstance(legal[0], Skip)
    c = ctx(state, 0)
    assert keys["3"].run(c, legal, ("skip",)) == Choose(("skip",))
    assert keys["3"].run(c, legal, ("skip", 1)) == Skip(3)
    assert say().format(keys["6"].run(c, legal, ("skip", 1))) == "No die shows 6."
    state.apply(0, Skip(3))
    assert say().lines(keys["1"].run(ctx(state, 0), [], None)) == [
        "Nothing to do now: waiting for Bea."
    ]
    state = table(1, sheets={(0, 1): [2, 2, None, None]}, leaves={0: [8]})
    play_round(state, (1, 2, 3), {0: Assign(1, 2, 2)})
    legal = state.legal_actions(0)
    assert isinstance(legal[0], PlaceX)
    assert keys["6"].run(ctx(state, 0), legal, (1, 1)) == Choose((6,))
    assert keys["4"].run(ctx(state, 0), legal, None) == Choose((4,))
    assert say().format(PRESENTER.step_label(ctx(state, 0), (), 1)) == "Pumpkins, 1 open spot"
    assert (
        say("fr").format(PRESENTER.step_label(ctx(state, 0), (), 4))
        == "Chocolat chaud, 6 cases libres"
    )


def test_the_sheet_review_lists_areas_then_spots_with_value_and_acorns():
    """C: sheet → areas (with their walkthrough section) → spots with value and acorns."""
    state = table(
        2,
        sheets={(0, 5): [None, 5, None, None, None, None], (0, 1): [3, X, None, None]},
        leaves={0: [4, 11]},
    )
    root = PRESENTER.sheet(ctx(state, 1), 0)
    loc = say()
    assert loc.format(root.label) == "Ana's sheet: 4 acorns, leaf total 11."
    assert [node.rule for node in root.children] == [
        "pumpkins",
        "lilies",
        "marshmallows",
        "chocolate",
        "dens",
        "mushrooms",
        "leaves",
    ]
    dens = root.children[4]
    assert loc.format(dens.label) == (
        "Fox dens: 1 acorn, 1 of 6 written, fits next: 1, 2, 3, 4 "
        "or 6; first-fill bonus still open."
    )
    assert loc.format(root.children[5].label) == (
        "Mushrooms: 0 acorns, 0 of 5 written, fits next: any value; first-fill bonus still open."
    )
    assert loc.format(dens.children[1].label) == "den 2, bottom row: 5, worth 1 acorn."
    assert (
        loc.format(dens.children[3].label)
        == "den 4, middle row, on dens 1 and 2: empty, worth 2 acorns."
    )
    assert (
        loc.format(root.children[0].children[1].label)
        == "pumpkin 1, second spot: X, complete, 3 acorns."
    )
    assert loc.format(root.children[6].children[1].label) == "Leaf 2: plus 7, total 11, an X."


def test_the_final_score_names_the_winner_and_itemises_every_sheet():
    """Itemised spoken final scores with the winner(s)."""
    state = table(2, sheets={(1, 1): [2, 2, None, None]}, leaves={0: [58], 1: [29]})
    play_round(state, (1, 4, 4), {0: Assign(1, 4, 0), 1: Assign(4, 4, 3)})
    assert state.is_terminal()
    said = say().lines(PRESENTER.final(ctx(state, 0)))
    assert said[0] == "Winner: Bea, with 5 acorns."
    assert said[1] == (
        "Bea: 5 acorns. Pumpkins 3 (2 of 4 spots), Water-lilies 0 (0 of 5 spots), "
        "Marshmallows 0 (0 of 5 spots), Hot chocolate 2 (1 of 6 spots), Fox dens 0 "
        "(0 of 6 spots), Mushrooms 0 (0 of 5 spots), first-fill bonuses 0 (0 areas) "
        "and leaf bonuses 0 (leaf total 30)."
    )
    assert said[2].startswith("You: 0 acorns. Pumpkins 0 (1 of 4 spots)")


def test_legal_summary_lists_the_values_each_area_takes():
    """L: the legal moves in brief."""
    state = table(1, sheets={(0, 6): [3, None, None, None, None]})
    roll(state, 2, 4, 6)
    assert say().lines(PRESENTER.legal_summary(ctx(state, 0), state.legal_actions(0))) == [
        "You can write:",
        "Water-lilies: 4 or 6.",
        "Hot chocolate: 2 or 6.",
        "Mushrooms: 2 or 4.",
    ]


def _everything(state, viewer, rng) -> list[Msg]:
    """Every message the presenter can produce for this viewer right now."""
    c = ctx(state, viewer, verbose=rng.random() < 0.5)
    legal = state.legal_actions(viewer) if viewer is not None else []
    msgs = PRESENTER.dice(c) + PRESENTER.turn(c) + PRESENTER.table(c)
    # Detailed scores (Shift+S) are a Listing: summary first, then one line per player.
    msgs += [*PRESENTER.scores(c, False), *PRESENTER.scores(c, True)]
    msgs += PRESENTER.legal_summary(c, legal) + (PRESENTER.final(c) if state.is_terminal() else [])
    stack = [PRESENTER.sheet(c, rng.randrange(state.players))]
    while stack:
        node = stack.pop()
        msgs.append(node.label)
        stack.extend(node.children)
    if legal:
        prefix = ()
        while True:
            msgs += [PRESENTER.step_prompt(c, prefix)] + PRESENTER.why_not(c, prefix)
            options = state.next_steps(viewer, prefix)
            msgs += [PRESENTER.step_label(c, prefix, o) for o in options]
            if not options or state.action_at(viewer, prefix + (options[0],)):
                break
            prefix += (rng.choice(options),)
        for key in PRESENTER.keys():
            answer = key.run(c, legal, prefix + (options[0],) if options else None)
            msgs += [answer] if isinstance(answer, Msg) else []
    return msgs


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_every_message_formats_strictly_in_every_language(lang):
    """Every message the presenter produces over seeded games exists, with all its variables."""
    loc = say(lang)
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_state(1 + seed)
        while not state.is_terminal():
            if state.is_chance():
                events = state.apply(CHANCE, state.sample_chance(rng))
            else:
                seat = rng.choice(sorted(state.acting_seats()))
                # Sampled: formatting every screen at every decision would take minutes.
                for msg in _everything(state, seat, rng) if rng.random() < 0.25 else ():
                    assert loc.format(msg)
                events = state.apply(seat, rng.choice(state.legal_actions(seat)))
            for viewer in (None, *range(state.players)):
                for text in heard(state, viewer, events, lang, verbose=rng.random() < 0.5):
                    assert text and "{" not in text
        for msg in _everything(state, 0, rng) + _everything(state, None, rng):
            assert loc.format(msg)


def test_the_end_is_not_announced_twice():
    """The platform says "Game over": the game adds only why it ended early (61 in the leaves),
    and nothing after round 20, which was announced as the last."""
    state = table(2, leaves={0: [58], 1: [29]})
    events = play_round(state, (1, 3, 4), {0: Assign(1, 4, 0), 1: Assign(4, 1, 0)})
    assert state.is_terminal()
    said = heard(state, 0, events)
    assert said[-1] == "Your leaf total reaches 61 or more: round 2 was the last."
    assert not any("Game over" in line for line in said)
    assert (
        heard(state, 1, events, "fr")[-1]
        == "Total des feuilles à 61 ou plus pour Ana\u00a0: la manche 2 était la dernière."
    )
    assert (
        heard(state, 1, events, "es")[-1]
        == "Ana llega a 61 o más en la fila de hojas. La ronda 2 ha sido la última."
    )
    assert heard(state, 0, events, "es")[-1] == (
        "Tu fila de hojas llega a 61 o más. La ronda 2 ha sido la última."
    ), "issue #11: Spanish could only say '...: tú' without knowing the listener is 'you'"
    state = table(2, round=19)
    events = play_round(state, (1, 3, 4), {0: Assign(1, 4, 0), 1: Assign(1, 4, 0)})
    assert state.is_terminal()
    assert (
        heard(state, 0, events)[-1]
        == "Bea: Pumpkins, pumpkin 1, first spot: 4. Leaves plus 3, total 3."
    )


def test_a_solo_final_score_says_the_total_once():
    """Solo: no "You scored 12 acorns" before "You: 12 acorns. ..." — the total is said once."""
    state = table(1, leaves={0: [58]})
    play_round(state, (1, 3, 4), {0: Assign(1, 4, 0)})
    said = say().lines(PRESENTER.final(ctx(state, 0)))
    assert len(said) == 1 and said[0].startswith("You: 5 acorns. Pumpkins 0 (1 of 4 spots)")


def test_counts_agree_in_number_in_every_language():
    """W says "1 spot written", never "1 spots"; French and Spanish agree too."""
    state = table(2, sheets={(0, 2): [4, None, None, None, None]})
    roll(state, 1, 2, 3)
    assert (
        say().format(PRESENTER.table(ctx(state, 1))[0])
        == "Ana: 1 acorn, leaf total 0, 1 spot written, still choosing."
    )
    assert (
        say("fr").format(PRESENTER.table(ctx(state, 1))[1])
        == "Vous\u00a0: 0 gland, total des feuilles 0, aucune case remplie, choix en cours."
    )
    assert (
        say("es").format(PRESENTER.table(ctx(state, 1))[0])
        == "Ana: una bellota, total de hojas 0, una casilla rellena, eligiendo."
    )


def test_f1_lists_the_number_keys_once():
    """Keys 1 to 6 share one command, so F1 has one entry for them, not six."""
    assert {k.command for k in PRESENTER.keys()} == {"die"}
    assert [k.key for k in PRESENTER.keys()] == ["1", "2", "3", "4", "5", "6"]


def test_when_nothing_fits_the_chooser_says_it_once_then_offers_the_leaf_dice():
    """ "Only when no (A, B) pair fits anywhere does the player skip placement and pick any die
    for the leaves": the question says nothing fits, the option says what comes next."""
    blocked = {
        (0, n): spots
        for n, spots in enumerate(
            (
                [2, 2, 5, 5],
                [1, 2, 3, 4, 5],
                [1, 1, 4, 4, 4],
                [1, 2, 3, 4, 5, 6],
                [1, 2, 1, 3, 4, 1],
                [1, 2, 3, 4, None],
            ),
            start=1,
        )
    }
    state = table(1, sheets=blocked, leaves={0: [18]})
    roll(state, 1, 2, 3)
    c, loc = ctx(state, 0), say()
    assert loc.format(PRESENTER.step_prompt(c, ())) == "Dice 1, 2 and 3: nothing fits your sheet."
    assert (
        loc.format(PRESENTER.step_label(c, (), "skip")) == "Skip writing, then choose the leaf die"
    )
    assert [loc.format(PRESENTER.step_label(c, ("skip",), d)) for d in (1, 3)] == [
        "leaves plus 1, total 19",
        "leaves plus 3, total 21, 2 bonus acorns",
    ]


def test_t_does_not_repeat_who_the_platform_says_it_waits_for():
    """T for a seat with nothing to decide: the round and dice only, since the platform adds
    "Waiting for Ana"; for a seat still choosing, who else is choosing."""
    state = table(2)
    roll(state, 1, 5, 6)
    assert say().lines(PRESENTER.turn(ctx(state, 0))) == [
        "Round 1 of 20, dice 1, 5 and 6. Still choosing: Bea and you."
    ]
    assert say().lines(PRESENTER.turn(ctx(state, None))) == ["Round 1 of 20, dice 1, 5 and 6."]
    state.apply(0, Assign(5, 6, 0))
    assert say().lines(PRESENTER.turn(ctx(state, 0))) == [
        "Round 1 of 20, dice 1, 5 and 6.",
        "Your choice: Fox dens, den 1: 6.",
    ]
    state = table(2, leaves={1: [10]})
    play_round(state, (1, 5, 6), {0: Assign(5, 6, 0), 1: Assign(5, 6, 0)})
    assert say("fr").lines(PRESENTER.turn(ctx(state, 0))) == [
        "Manche 2 sur 20, dés 1, 5 et 6, placement des X."
    ]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Still choosing: Bea and you."),
        ("fr", "Choix en attente\u00a0: Bea et vous."),
        ("es", "Pendientes de elegir: Bea y tú."),
    ],
)
def test_t_names_the_listener_last(lang, words):
    """The Spanish play-test heard 'Falta por elegir: tú y Jugador 2': 'tú' goes last, as
    'you' and 'vous' do; and 'Falta por elegir' was correct but stiff. 'Aún tienen que elegir: Bea
    y tú' put a third-person verb before a list holding 'tú': the label agrees with any list."""
    state = table(2)
    roll(state, 1, 5, 6)
    assert say(lang).lines(PRESENTER.turn(ctx(state, 0)))[0].endswith(" " + words)


def test_t_says_your_turn_to_choose_when_only_you_are_left():
    """Issue #11 ("Aún eligen: tú"): a list of one listener reads wrong in Spanish; the listener
    alone hears 'Te toca elegir', and a list with another player keeps its names."""
    state = table(2)
    roll(state, 1, 5, 6)
    assert say("es").lines(PRESENTER.turn(ctx(state, 1))) == [
        "Ronda 1 de 20, dados 1, 5 y 6. Pendientes de elegir: Ana y tú."
    ]
    state.apply(0, Assign(5, 6, 0))
    assert say("es").lines(PRESENTER.turn(ctx(state, 1))) == [
        "Ronda 1 de 20, dados 1, 5 y 6. Te toca elegir."
    ]
    assert say("fr").lines(PRESENTER.turn(ctx(state, 1))) == [
        "Manche 1 sur 20, dés 1, 5 et 6. À vous de choisir."
    ]
    assert say("en").lines(PRESENTER.turn(ctx(state, 1))) == [
        "Round 1 of 20, dice 1, 5 and 6. Your turn to choose."
    ]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["You have no acorns.", "You have 1 acorn.", "You have 3 acorns."]),
        ("fr", ["Vous n'avez aucun gland.", "Vous avez un gland.", "Vous avez 3 glands."]),
        ("es", ["No tienes ninguna bellota.", "Tienes una bellota.", "Tienes 3 bellotas."]),
    ],
)
def test_s_in_a_solo_game_says_your_acorns_in_a_sentence(lang, words):
    """Spanish player-editor: alone at the table, S said "Bellotas: tú con 3.", a list of one."""
    fresh = table(1)
    one = table(1)
    play_round(one, (2, 2, 3), {0: Assign(2, 2, 0)})
    three = table(1, leaves={0: [18]})
    play_round(three, (2, 2, 3), {0: Assign(2, 2, 0)})
    said = [say(lang).sentence(PRESENTER.scores(ctx(s, 0), False)[0]) for s in (fresh, one, three)]
    assert said == words
    pair = table(2)
    assert (
        say(lang).sentence(PRESENTER.scores(ctx(pair, 0), False)[0])
        == {
            "en": "Nobody has any acorns yet.",
            "fr": "Personne n'a encore de gland.",
            "es": "Todavía nadie tiene bellotas.",
        }[lang]
    )


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Your X may go in Pumpkins.", "Your X may go in Pumpkins and Water-lilies."),
        (
            "fr",
            "Votre X peut aller dans la zone Citrouilles.",
            "Votre X peut aller dans les zones Citrouilles et Nénuphars.",
        ),
        (
            "es",
            "Tu X puede ir en el área Calabazas.",
            "Tu X puede ir en las áreas Calabazas y Nenúfares.",
        ),
    ],
)
def test_l_names_the_one_area_left_for_an_x(lang, one, two):
    """French native review: late in a game L said "Votre X peut aller dans ces zones :
    Citrouilles.", a plural over one area. The other areas are full here."""
    said = []
    for open_areas in ((1,), (1, 2)):
        sheets = {(0, a): [X] * n for a, n in SIZES.items() if a not in open_areas}
        state = table(sheets=sheets, leaves={0: [5]})
        play_round(state, (1, 1, 6), {0: Assign(1, 1, 0)})
        said += [say(lang)(m) for m in summary(ctx(state, 0), state.legal_actions(0))]
    assert said == [one, two]
