"""16 lueurs d'hiver: what a player hears, in English, French and Spanish.

Every message the presenter can produce is formatted strictly (a missing id or variable fails)
over seeded games, for every seat, brief and verbose; the three locales have the same messages
with the same variables; and the words a player relies on are checked as spoken.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from accessiplay.core import CHANCE, get_game
from accessiplay.games.lueurs.actions import Roll, Turn
from accessiplay.games.lueurs.events import GarlandsLit
from accessiplay.games.lueurs.moves import REASONS
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx, Listing, Node

GAME = get_game("lueurs")
PRESENTER = GAME.presenter()
LOCALES = Path(__file__).resolve().parents[3] / "locales"
LANGS = ("en", "fr", "es")
NAMES = ["Ana", "Bob", "Chloé"]


def messages(lang: str, name: str) -> dict[str, tuple[set, bool]]:
    """Each message of a file: its variables and whether a translator comment precedes it."""
    resource = FluentParser().parse((LOCALES / lang / name).read_text(encoding="utf-8"))
    found = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            found[entry.id.name] = (_variables(entry), entry.comment is not None)
    return found


class _Variables(Visitor):
    """Collects the variable names used anywhere in a message."""

    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        """Note a `$variable`."""
        self.names.add(node.id.name)
        self.generic_visit(node)


def _variables(node) -> set[str]:
    """The variable names used anywhere in a message."""
    visitor = _Variables()
    visitor.visit(node)
    return visitor.names


@pytest.mark.parametrize("name", ["lueurs.ftl", "lueurs-rules.ftl"])
def test_the_three_languages_have_the_same_messages_and_variables(name):
    """Key by key, fr and es say what en says, with the same variables, each with a comment."""
    english = messages("en", name)
    assert english
    for lang in ("fr", "es"):
        other = messages(lang, name)
        assert set(other) == set(english), lang
        for key, (variables, _) in english.items():
            assert other[key][0] == variables, (lang, key)
    for lang in LANGS:
        assert all(commented for _, commented in messages(lang, name).values()), lang
        assert all(key.startswith("lueurs-") for key in messages(lang, name))


@pytest.mark.parametrize("lang", LANGS)
def test_walkthrough_keys_and_reasons_exist(lang):
    """Every walkthrough section, game key and reason code has its words."""
    tr = Localizer(lang, strict=True)
    for section in PRESENTER.rule_sections:
        assert tr(f"lueurs-rules-{section}-title") and len(tr(f"lueurs-rules-{section}")) > 80
    for key in PRESENTER.keys():
        assert tr(f"lueurs-key-{key.command}")
    for reason in REASONS:
        assert tr(f"lueurs-illegal-{reason}")
    assert tr("lueurs-name") and tr("lueurs-summary")
    assert tr("lueurs-best-score", score=52, best=61, new="no")


def _labels(node: Node):
    """Every label of a review tree."""
    yield node.label
    for child in node.children:
        yield from _labels(child)


def _chooser_words(state, seat, ctx, rng):
    """The prompt, every option and the why-not of each step along a random path."""
    out, prefix = [], ()
    while state.action_at(seat, prefix) is None:
        options = state.next_steps(seat, prefix)
        out.append(PRESENTER.step_prompt(ctx, prefix))
        out += [PRESENTER.step_label(ctx, prefix, option) for option in options]
        out += PRESENTER.why_not(ctx, prefix)
        prefix += (rng.choice(options),)
        assert PRESENTER.rule_for_step(ctx, prefix) in PRESENTER.rule_sections
    return out


def _heard(state, events, players: int) -> list:
    """What each seat (and a spectator) hears of these events, brief and verbose, and what the
    questions D, T, W and S answer afterwards."""
    said = []
    for viewer in (*range(players), None):
        for verbose in (True, False):
            ctx = Ctx(state.view(viewer), viewer, NAMES[:players], verbose)
            said += [
                line.msg for e in events if e.heard_by(viewer) for line in PRESENTER.event(ctx, e)
            ]
    ctx = Ctx(state.view(0), 0, NAMES[:players])
    said += PRESENTER.dice(ctx) + PRESENTER.turn(ctx) + PRESENTER.table(ctx)
    return said + PRESENTER.scores(ctx, False) + PRESENTER.scores(ctx, True)


def _everything_said(seed: int, players: int):
    """Every message of one seeded game, heard from each seat, brief and verbose."""
    rng = random.Random(seed)
    state = GAME.new_state(players)
    said = []
    while not state.is_terminal():
        if state.is_chance():
            seat, action = CHANCE, state.sample_chance(rng)
        else:
            seat = min(state.acting_seats())
            ctx = Ctx(state.view(seat), seat, NAMES[:players])
            if rng.random() < 0.3:
                said += _chooser_words(state, seat, ctx, rng)
                said += PRESENTER.legal_summary(ctx, state.legal_actions(seat))
            action = rng.choice(state.legal_actions(seat))
        said += _heard(state, state.apply(seat, action), players)
    for viewer in range(players):
        ctx = Ctx(state.view(viewer), viewer, NAMES[:players])
        said += PRESENTER.final(ctx)
        for seat in range(players):
            said += list(_labels(PRESENTER.sheet(ctx, seat)))
        for key in PRESENTER.keys():
            answer = key.run(ctx, [], None)
            # A long answer (G, B) is a Listing: every one of its lines is said too.
            said += (
                list(answer) if isinstance(answer, (list, Listing)) else [answer] if answer else []
            )
    return said


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_everything_the_presenter_says_formats_in_every_language(lang):
    """Strict formatting of every event, key answer, chooser step, sheet node and final score."""
    tr = Localizer(lang, strict=True)
    count = 0
    for seed, players in ((1, 1), (2, 2), (3, 3), (4, 2)):
        for msg in _everything_said(seed, players):
            assert tr.format(msg).strip()
            count += 1
    assert count > 500


def _solo(dice):
    """A solo game after one roll."""
    state = GAME.new_state(1)
    state.apply(CHANCE, Roll(dice))
    return state


def _say(lang, msgs):
    """The text of messages."""
    tr = Localizer(lang, strict=True)
    return [tr.format(m) for m in msgs]


def test_why_a_zone_is_not_offered_is_said():
    """At the zone step, each zone not offered comes with its reason."""
    state = _solo((1, 2, 4))
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    assert "birdhouses" not in state.next_steps(0, ((1, 2),))
    assert "Birdhouses need one die from 1 to 3 and one from 4 to 6." in _say(
        "en", PRESENTER.why_not(ctx, ((1, 2),))
    )
    assert "Les Nichoirs demandent un dé de 1 à 3 et un dé de 4 à 6." in _say(
        "fr", PRESENTER.why_not(ctx, ((1, 2),))
    )
    assert "Las Casitas necesitan un dado del 1 al 3 y otro del 4 al 6." in _say(
        "es", PRESENTER.why_not(ctx, ((1, 2),))
    )


def test_options_say_what_they_bring():
    """Each option says what it does: the garland die of a pair, the Grelots of a place, a bulb
    that completes its garland."""
    state = _solo((1, 1, 4))
    state.sheets[0].bulbs[3] = 2
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    assert _say("en", [PRESENTER.step_label(ctx, (), (1, 1))]) == [
        "1 and 1; the 4 lights a purple bulb"
    ]
    assert _say("en", [PRESENTER.step_label(ctx, ((1, 1),), "snowmen")]) == [
        "Snowmen: sum 2, +4 Grelots"
    ]
    bulb = _say("en", [PRESENTER.step_label(ctx, ((1, 1), "snowmen"), 4)])[0]
    assert bulb == "Purple bulb, 3 of 3 lit: completes the garland, minus 1 power, bag of 2 Grelots"


def test_the_roll_and_other_players_turns_are_announced_briefly_with_completions_always():
    """The dice the moment they land; others' turns in brief unless verbose; completions and
    bags always."""
    state = GAME.new_state(2)
    state.sheets[1].bulbs[0] = 2
    events = state.apply(CHANCE, Roll((2, 2, 1)))
    ctx = Ctx(state.view(0), 0, NAMES[:2], verbose=False)
    lines = [line for e in events for line in PRESENTER.event(ctx, e)]
    assert lines[0].cue == "dice-roll"
    assert _say("en", [line.msg for line in lines]) == [
        "Turn 1: 1, 2 and 2.",
        "Double! Everyone ticks a Grelot.",
    ]
    state.apply(0, Turn(None, (1, 2), "snowmen", (3,), 2))
    events = state.apply(1, Turn(None, (2, 2), "snowmen", (4,), 1))
    brief = [
        line.msg
        for e in events
        for line in PRESENTER.event(Ctx(state.view(0), 0, NAMES[:2], verbose=False), e)
    ]
    assert _say("en", brief) == [
        "You: Snowmen, sum 3, +3 Grelots; yellow bulb, 1 of 3 lit.",
        "Bob: Snowmen, red bulb.",
        "Bob lit all of the red garland: plus 1 power unlocked; bag circled, 2 Grelots!",
        "Crossed out on your sheet: Red garland bag.",
    ]
    # Issue #11: "tachada para ti" was heard when the listener alone crosses the bag out.
    assert _say("es", brief)[3] == "Bolsa de la guirnalda roja: la tachas en tu hoja."
    assert _say("fr", brief)[2] == (
        "Bob allume toute la guirlande rouge\u00a0: pouvoir plus 1 débloqué\u00a0; bourse entourée, 2 Grelots\u00a0!"
    )
    assert _say("es", brief)[2] == (
        "Bob completa la guirnalda roja: poder más 1 desbloqueado; bolsa rodeada, ¡2 cascabeles!"
    )


def test_the_sheet_review_reads_garlands_zones_and_the_running_score():
    """C: garlands with bulbs and bags, every zone's boxes with their state, the score track."""
    state = _solo((1, 2, 5))
    state.apply(0, Turn(None, (2, 5), "bird", (1, 2), 1))
    tree = PRESENTER.sheet(Ctx(state.view(0), 0, NAMES[:1]), 0)
    assert [child.rule for child in tree.children] == [
        "garlands",
        "doubles",
        "bird",
        "birdhouses",
        "cakes",
        "snowmen",
        "squirrel",
        "bags",
        "scoring",
    ]
    said = _say("en", list(_labels(tree)))
    assert (
        "Red garland, lit by a 1: 1 of 3 bulbs, 2 left; plus 1 power locked; bag of 2 Grelots still open."
        in said
    )
    assert "Box 2: shows 5, worth 1, ticked." in said
    assert (
        "Songbird: 2 of 12 boxes ticked, a run of 2 from the bird, 2 Grelots; bag still open."
        in said
    )
    assert "Songbird: 2, running total 2." in said
    assert tree.children[3].grid and len(tree.children[3].children[0].children) == 3


def test_the_solo_end_says_the_score_itemised():
    """Solo play aims at a high score: the end says it, row by row."""
    state = GAME.new_state(1)
    state.sheets[0].bulbs = [3, 3, 3, 2, 0]
    state.apply(CHANCE, Roll((4, 5, 6)))
    state.apply(0, Turn((), (5, 6), "snowmen", (11,), 4))
    final = _say("en", PRESENTER.final(Ctx(state.view(0), 0, NAMES[:1])))
    assert final[0] == "Final score: 5 Grelots."
    assert final[1] == (
        "You, 5 Grelots: doubles and bags 2, Songbird 0, Birdhouses 0, Cakes 0, "
        "Snowmen 3 and Squirrel 0."
    )
    assert (
        _say("es", PRESENTER.final(Ctx(state.view(0), 0, NAMES[:1])))[0]
        == "Puntuación final: 5 cascabeles."
    )


def test_a_digit_at_the_pair_step_keeps_that_die_for_the_garland():
    """Keys 1–6 at the pair step open the zone step of the pair that leaves that die."""
    from accessiplay.present import Choose

    state = _solo((1, 2, 4))
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    keys = {key.key: key for key in PRESENTER.keys()}
    legal = state.legal_actions(0)
    assert keys["4"].run(ctx, legal, ((1, 2),)) == Choose(((1, 2),))
    assert keys["1"].run(ctx, legal, ((1, 2),)) == Choose(((2, 4),))
    assert _say("en", [keys["6"].run(ctx, legal, ((1, 2),))]) == [
        "No pair on offer leaves a 6 for the garland."
    ]
    assert keys["4"].run(ctx, legal, ((1, 2), "snowmen")) is None


def test_the_chooser_questions_are_short_and_do_not_repeat_the_roll():
    """The roll was just announced and every pair option names all three dice: the powers and
    pair questions do not say the dice again, and the bulb question ends with the question."""
    state = _solo((1, 3, 5))
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    assert _say("en", [PRESENTER.step_prompt(ctx, ())]) == ["Which pair do you record?"]
    assert _say("fr", [PRESENTER.step_prompt(ctx, ())]) == ["Quelle paire inscrivez-vous\u00a0?"]
    assert _say("es", [PRESENTER.step_prompt(ctx, ())]) == ["¿Qué pareja anotas?"]
    assert _say("en", [PRESENTER.step_label(ctx, (), (1, 3))]) == [
        "1 and 3; the 5 lights a blue bulb"
    ]
    assert _say("en", [PRESENTER.step_prompt(ctx, ((1, 3), "snowmen"))]) == [
        "Which bulb does the 5 light?"
    ]
    assert _say("en", [PRESENTER.step_label(ctx, ((1, 3), "snowmen"), 5)]) == [
        "Blue bulb, 1 of 4 lit"
    ]
    assert _say("fr", [PRESENTER.step_label(ctx, ((1, 3), "snowmen"), 5)]) == [
        "Ampoule bleue, une allumée sur 4"
    ]
    state = _solo((1, 3, 5))
    state.sheets[0].bulbs[1] = 3
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    assert _say("en", [PRESENTER.step_prompt(ctx, ())]) == ["Use a power?"]


def test_a_second_garland_of_the_same_power_unlocks_nothing_and_says_so():
    """RULES.md: several garlands with the same power give nothing more — neither the bulb
    option nor the completion announces the power again."""
    state = _solo((3, 4, 5))
    state.sheets[0].bulbs = [3, 0, 2, 0, 0]  # +1 held (red); green one bulb short
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    assert _say("en", [PRESENTER.step_label(ctx, ((), (4, 5), "snowmen"), 3)]) == [
        "Green bulb, 3 of 3 lit: completes the garland, bag of 2 Grelots"
    ]
    events = state.apply(0, Turn((), (4, 5), "snowmen", (9,), 3))
    done = [e for e in events if type(e).__name__ == "Completed"]
    assert [(e.item, e.power) for e in done] == [("green", None)]
    said = _say("en", [line.msg for e in events for line in PRESENTER.event(ctx, e)])
    assert "You lit all of the green garland; bag circled, 2 Grelots!" in said
    assert _say("fr", [PRESENTER.event(ctx, done[0])[0].msg]) == [
        "Vous allumez toute la guirlande verte\u00a0; bourse entourée, 2 Grelots\u00a0!"
    ]


def test_another_player_having_chosen_is_said_only_to_a_viewer_already_waiting():
    """Bots choose the moment the dice land: 'Bob has chosen' before the player's own choice
    would be said every turn for nothing. Once the player waits, it is news (verbose)."""
    state = GAME.new_state(3)
    state.apply(CHANCE, Roll((1, 3, 5)))
    chose = [
        e
        for e in state.apply(1, Turn(None, (1, 3), "snowmen", (4,), 5))
        if type(e).__name__ == "Chose"
    ]
    waiting = Ctx(state.view(0), 0, NAMES[:3])
    assert PRESENTER.event(waiting, chose[0]) == []
    state.apply(0, Turn(None, (1, 3), "snowmen", (4,), 5))
    state = GAME.new_state(3)
    state.apply(CHANCE, Roll((1, 3, 5)))
    state.apply(0, Turn(None, (1, 3), "snowmen", (4,), 5))
    chose = [
        e
        for e in state.apply(1, Turn(None, (1, 3), "snowmen", (4,), 5))
        if type(e).__name__ == "Chose"
    ]
    ctx = Ctx(state.view(0), 0, NAMES[:3])
    assert _say("en", [line.msg for line in PRESENTER.event(ctx, chose[0])]) == ["Bob has chosen."]
    assert PRESENTER.event(Ctx(state.view(0), 0, NAMES[:3], verbose=False), chose[0]) == []


def test_t_before_any_full_garland():
    """T says plainly that no garland is full yet (not 'Most full garlands: 0 of 4, ...')."""
    state = _solo((1, 3, 5))
    assert _say("en", PRESENTER.turn(Ctx(state.view(0), 0, NAMES[:1]))) == [
        "Turn 1: waiting for you.",
        "No full garland yet.",
    ]
    assert (
        _say("fr", PRESENTER.turn(Ctx(state.view(0), 0, NAMES[:1])))[1]
        == "Aucune guirlande complète pour l'instant."
    )


def test_a_domino_is_read_as_left_and_right_halves_not_with_a_dash():
    """'5–1' reads as 'five to one' or 'five one' aloud: the halves are named left and right."""
    state = _solo((1, 3, 5))
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    assert _say("en", [PRESENTER.step_label(ctx, ((1, 5), "squirrel"), (3, 5, 1))]) == [
        "space 3, 5 left and 1 right, +2 Grelots"
    ]
    events = state.apply(0, Turn(None, (1, 5), "squirrel", (3, 5, 1), 3))
    said = _say("fr", [line.msg for e in events for line in PRESENTER.event(ctx, e)])
    assert said == [
        "Vous\u00a0: Écureuil, emplacement 3, 5 à gauche et 1 à droite, 2 Grelots de plus\u00a0; "
        "ampoule verte, une allumée sur 3."
    ]


def test_t_says_you_lead_and_your_choice_rather_than_a_list_of_you():
    """Issue #11: a list of one listener reads wrong ('En cabeza ...: tú', 'falta por
    elegir: tú'); the listener alone hears 'Vas en cabeza' and 'te toca elegir', others a name."""
    state = GAME.new_state(2)
    for bulb in (2, 2, 3):
        state.apply(CHANCE, Roll((1, 2, 3)))
        state.apply(0, Turn(None, None, None, (), 1))
        state.apply(1, Turn(None, None, None, (), bulb))
    state.apply(CHANCE, Roll((1, 2, 4)))
    state.apply(1, Turn(None, None, None, (), 4))
    mine = PRESENTER.turn(Ctx(state.view(0), 0, NAMES[:2]))
    theirs = PRESENTER.turn(Ctx(state.view(1), 1, NAMES[:2]))
    assert _say("es", mine) == [
        "Turno 4; te toca elegir.",
        "Vas en cabeza, con una de 4 guirnaldas completas.",
    ]
    assert _say("es", theirs) == [
        "Turno 4; pendiente de elegir: Ana.",
        "En cabeza, con una de 4 guirnaldas completas: Ana.",
    ]
    assert _say("en", mine) == ["Turn 4: waiting for you.", "You lead with 1 of 4 full garlands."]
    # One other player still choosing is said in a sentence ('Falta por elegir: Ana' was stiff).
    assert _say("en", theirs)[0] == "Turn 4: Ana is still choosing."
    assert _say("fr", theirs)[0] == "Tour 4\u00a0; Ana doit encore choisir."
    assert _say("fr", mine) == [
        "Tour 4\u00a0; à vous de choisir.",
        "Vous menez avec une guirlande complète sur 4.",
    ]


def test_t_in_a_solo_game_says_how_many_garlands_not_that_you_lead():
    """Spanish player-editor, the solo lesson: 'Vas en cabeza, con 1 de 4 guirnaldas completas',
    where there is nobody to lead."""
    state = GAME.new_state(1)
    for _ in range(3):
        state.apply(CHANCE, Roll((1, 2, 3)))
        state.apply(0, Turn(None, None, None, (), 1))
    said = {
        lang: _say(lang, PRESENTER.turn(Ctx(state.view(0), 0, NAMES[:1])))[-1] for lang in LANGS
    }
    assert said == {
        "en": "Full garlands: 1 of 4.",
        "fr": "Vous avez une guirlande complète sur 4.",
        "es": "Tienes una de 4 guirnaldas completas.",
    }


def test_a_zone_taken_for_the_player_names_the_only_zone_then_its_places():
    """ "Squirrel, 2 choices. The only choice." contradicted itself: the zone the chooser takes
    is said as the only zone, then how many places it has."""
    state = _solo((1, 2, 4))
    ctx = Ctx(state.view(0), 0, NAMES[:1])
    taken = PRESENTER.step_fact(ctx, ((1, 2),), "squirrel")
    assert _say("en", taken) == ["Squirrel (the only zone): 2 choices."]
    assert _say("fr", taken) == ["Écureuil (seule zone possible)\u00a0: 2 possibilités."]
    assert _say("es", taken) == ["Ardilla (única zona posible): 2 opciones."]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            [
                "Four full garlands for Ana and you: that was the last turn.",
                "Four full garlands for Ana and Bob: that was the last turn.",
            ],
        ),
        (
            "fr",
            [
                "Quatre guirlandes complètes pour Ana et vous\u00a0: c'était le dernier tour.",
                "Quatre guirlandes complètes pour Ana et Bob\u00a0: c'était le dernier tour.",
            ],
        ),
        (
            "es",
            [
                "Cuatro guirnaldas completas para Ana y para ti: era el último turno.",
                "Cuatro guirnaldas completas para Ana y Bob: era el último turno.",
            ],
        ),
    ],
)
def test_a_list_for_you_repeats_the_spanish_preposition_before_ti(lang, words):
    """Spanish player-editor: "para Ana y ti" is "para Ana y para ti"; a list of names alone
    keeps one "para"."""
    state = GAME.new_state(3)
    tr = Localizer(lang, strict=True)
    event = GarlandsLit((0, 1))
    said = [
        tr.format(line.msg)
        for viewer in (1, 2)
        for line in PRESENTER.event(Ctx(state.view(viewer), viewer, NAMES), event)
    ]
    assert said == words
