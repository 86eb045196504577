"""The session 28 native players' hint findings outside La Linotte (issue #13), each heard as
the player hears it in en, fr and es: Fairy Lights' two-colour takes said in one clause, no plan
to bank with the deck's last card to come, a shop left empty said as such; 16 lueurs' two jokers
with their values, no completion said of a crossed-out bag; moves valued alike said so; and a
hint's reasons joined with a comma after a clause that has commas of its own."""

from __future__ import annotations

import dataclasses
import random

import pytest

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import CHANCE, get_game
from accessiplay.games.fairy_lights import hint as fairy_hint
from accessiplay.games.fairy_lights.actions import Take
from accessiplay.games.lueurs.sheet import CROSSED
from accessiplay.games.lueurs.words import record_words
from accessiplay.present import Clauses, Ctx, Msg
from tests.games.fairy_lights.test_fairy_lights_bots import card, table
from tests.hint_support import LANGS, listed, playout_to, said

FAIRY = get_game("fairy-lights")
LUEURS = get_game("lueurs")
NB = "\u00a0"


def fairy_h(state, action, lang: str) -> str:
    """H's sentence for seat 0 when the hard bot's first move is `action`."""
    loc = LANGS[lang]
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    ranked = [Ranked(action, 0.0, 0.0, None, 0)]
    return loc.format(hints.sentence(FAIRY.presenter(), ctx, FAIRY.id, ranked, loc.format))


def full_shop(held):
    """Seat 0 holding `held` unbanked before a full shop: red, yellow, blue and two purples."""
    shop = [
        card("red", 1, 1),
        card("yellow", 1, 1),
        card("blue", 1, 0),
        card("purple", 1, 1),
        card("purple", 2, 0),
    ]
    return table(held, shop)


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: take the red card and the blue one; it keeps 2 red cards and 2 blue cards "
            "unbanked, score down 1, though one more bulb of each colour is all it takes to bank "
            "them, and it leaves 3 cards worth 2 stars in the shop for Bob.",
        ),
        (
            "fr",
            f"Conseil{NB}: prenez la carte rouge et la bleue{NB}; vous gardez 2 cartes rouges et "
            "2 cartes bleues sans les marquer, soit 1 point de moins, mais il ne manque qu'une "
            "ampoule de chaque couleur pour marquer, et Bob trouvera dans la boutique 3 cartes "
            "d'une valeur de 2 étoiles.",
        ),
        (
            "es",
            "Consejo: toma la carta roja y la azul; te quedas con 2 cartas rojas y 2 cartas azules "
            "sin anotar, un punto menos, pero solo te falta una bombilla de cada color para "
            "anotar, y le dejas a Bob en la tienda 3 cartas que valen 2 estrellas.",
        ),
    ],
)
def test_a_take_keeping_both_colours_says_them_in_one_clause(lang, heard):
    """Spanish player, seed 2802: 64 words, 'te quedas con' twice, each with its own 'pero solo
    te falta', the score change lost between them; now both piles, the change once."""
    state = full_shop([card("red", 1, 0), card("blue", 1, 2)])
    assert fairy_h(state, Take(("red", "blue")), lang) == heard


@pytest.mark.parametrize(
    ("lang", "lacking"),
    [
        ("en", "though one more red bulb and 2 more blue bulbs are all it takes to bank them"),
        ("fr", "mais il ne manque qu'une ampoule rouge et 2 ampoules bleues pour marquer"),
        ("es", "pero solo te faltan una bombilla roja y 2 bombillas azules para anotar"),
    ],
)
def test_two_kept_piles_lacking_different_bulbs_say_each(lang, lacking):
    """A red pile at 2 bulbs and a blue one at 1: what each still lacks, by colour."""
    state = full_shop([card("red", 1, 0)])
    assert f", {lacking}, " in fairy_h(state, Take(("blue", "red")), lang)


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "it banks your 2 red cards for 1 star and your 2 blue cards for 1 star, score up 2, and",
        ),
        (
            "fr",
            "vous marquez 2 cartes rouges pour une étoile et 2 cartes bleues pour une étoile, soit "
            "2 points de plus, et",
        ),
        (
            "es",
            "anotas tus 2 cartas rojas por una estrella y tus 2 cartas azules por una estrella, 2 "
            "puntos más, y",
        ),
    ],
)
def test_a_take_banking_both_colours_says_the_score_change_once(lang, heard):
    """'anotas tus 2 cartas rojas por una estrella, un punto más, anotas tus 2 cartas moradas…'
    (seed 2802) said as one bank of two piles."""
    held = [card("red", 1, 0), card("blue", 2, 0)]
    shop = [
        card("red", 2, 1),
        card("yellow", 1, 1),
        card("blue", 1, 1),
        card("purple", 1, 1),
        card("purple", 2, 0),
    ]
    assert heard in fairy_h(table(held, shop), Take(("red", "blue")), lang)


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: take the red card; it keeps 2 red cards, 2 bulbs in all, score down 1, and it "
            "leaves 1 card worth 1 star in the shop for Bob.",
        ),
        (
            "fr",
            f"Conseil{NB}: prenez la carte rouge{NB}; vous gardez 2 cartes rouges, 2 ampoules en "
            "tout, soit 1 point de moins, et Bob trouvera dans la boutique une carte d'une valeur "
            "d'une étoile.",
        ),
        (
            "es",
            "Consejo: toma la carta roja; te quedas con 2 cartas rojas, 2 bombillas en total, un "
            "punto menos, y le dejas a Bob en la tienda una carta que vale una estrella.",
        ),
    ],
)
def test_no_plan_to_bank_is_said_when_the_rival_can_draw_the_last_card(lang, heard):
    """Spanish player, seed 2802, one card left: 'solo te faltan 2 bombillas rojas para anotar',
    then Ana drew it and the game ended. With 2 cards left the plan is still said."""
    last = table(
        [card("red", 1, 0)], [card("red", 1, 1), card("yellow", 1, 1)], deck=[card("green", 1, 0)]
    )
    assert fairy_h(last, Take(("red",)), lang) == heard
    two = table(
        [card("red", 1, 0)],
        [card("red", 1, 1), card("yellow", 1, 1)],
        deck=[card("green", 1, 0), card("green", 1, 1)],
    )
    assert "one more red bulb is all it takes" in fairy_h(two, Take(("red",)), "en")


@pytest.mark.parametrize(
    ("lang", "tail"),
    [
        ("en", "less 1 that Bob should get drawing into the empty shop."),
        ("fr", "moins 1 que devrait gagner Bob en piochant dans la boutique vide, et"),
        ("es", "frente a la estrella que debería sacar Bob robando con la tienda vacía."),
    ],
)
def test_shift_h_says_a_shop_left_empty_as_such(lang, tail):
    """French player, turn 1: 'moins 0,8 pour Ana avec ce que vous laissez dans la boutique'
    when the take left nothing: the 0,8 is what Ana draws into an empty shop."""
    state = table([], [card("blue", 1, 0)])
    loc = LANGS[lang]
    ranked = FAIRY.bot("hard").rank(state.view(0), state.legal_actions(0), random.Random(0))
    (take,) = [r for r in ranked if isinstance(r.action, Take)]
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    assert tail in loc.format(fairy_hint.expect(ctx, take)) + "."


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "Snowmen, sum 2, jokers as 1 and 1"),
        ("fr", "Bonhommes de neige, somme 2, jokers valant 1 et 1"),
        ("es", "Muñecos de nieve, suma 2, comodines que valen 1 y 1"),
    ],
)
def test_two_jokers_recorded_as_a_sum_say_their_values(lang, heard):
    """Spanish player, seed 2805: 'Muñecos de nieve, suma 2' from a 6 and a 6."""
    assert LANGS[lang].format(record_words("snowmen", (6, 6), (2,))) == heard


def test_a_zone_whose_bag_is_crossed_out_is_not_a_reason():
    """Spanish player, seed 2805: 'completa el Pájaro cantor' as a reason, then 'pero esa bolsa
    ya estaba tachada'. Completing it brings nothing more then: the hint does not say it."""
    state = playout_to(LUEURS, 1, 1, 5)
    move = LUEURS.action_types["Turn"]((), (2, 3), "squirrel", (1, 3, 2), 1)
    state.sheets[0].bags["squirrel"] = CROSSED
    assert said(LUEURS, state, move, "en", wins=None) == (
        "Hint: Squirrel, space 1, 3 left and 2 right, then a red bulb; it brings 4 Grelots and "
        "the red garland reaches 1 of 3 bulbs."
    )


@pytest.mark.parametrize(
    ("lang", "note", "shade"),
    [
        (
            "en",
            "; valued exactly as move 1, so either will do.",
            "; a shade below move 1, by less than the rounded figure can show.",
        ),
        (
            "fr",
            f"{NB}; exactement la même estimation que le coup 1, l'un vaut donc l'autre.",
            f"{NB}; un rien en dessous du coup 1, d'un écart que le chiffre arrondi ne montre pas.",
        ),
        (
            "es",
            "; valorada exactamente igual que la jugada 1, así que tanto da una como otra.",
            "; un poco por debajo de la jugada 1, por una diferencia que la cifra redondeada no "
            "muestra.",
        ),
    ],
)
def test_a_move_rated_as_move_1_says_whether_it_is_as_good_or_a_shade_below(lang, note, shade):
    """French player, 16 lueurs: the same figure on all three lines, 'which cannot tell them
    apart' each time. The rating plays nothing out: a move valued exactly alike is as good,
    one a shade lower is said so, neither as a figure too noisy to use."""
    state = playout_to(LUEURS, 2, 1, 5)
    ranked = hints.ranking(LUEURS, state, 0, random.Random(0))
    first, second = ranked[0], ranked[1]
    alike = dataclasses.replace(second, value=first.value, points=first.points)
    assert listed(LUEURS, state, [first, alike], lang)[1].endswith(note)
    close = dataclasses.replace(second, value=first.value - 0.01, points=first.points - 0.01)
    assert listed(LUEURS, state, [first, close], lang)[1].endswith(shade)


@pytest.mark.parametrize(
    ("lang", "commas", "plain"),
    [
        ("en", "it keeps 2 cards, 2 bulbs in all, and it leaves", "it banks them and it leaves"),
        ("fr", "vous gardez 2 cartes, 2 ampoules, et vous laissez", "vous marquez et vous laissez"),
        ("es", "bloquea a Ana, que ganaría un punto, y con esta ficha", "da 4 y llega a 3"),
    ],
)
def test_reasons_join_with_a_comma_after_a_clause_with_commas(lang, commas, plain):
    """Spanish player, La Linotte: '… bloquea a Ana, que ganaría ahí un punto y con esta ficha
    ganas …' ran Ana's point into the player's chance; a clause with its own commas is
    followed by ', y'. Clauses without commas keep the plain 'y'."""
    loc = LANGS[lang]
    word = " " + {"en": "and", "fr": "et", "es": "y"}[lang] + " "
    first, _, last = commas.rpartition(word)
    assert loc.clauses([first.rstrip(","), last]) == commas
    assert loc.clauses(plain.rpartition(word)[::2]) == plain
    hint = loc.format(Msg.of("ui-hint", move="m", why=Clauses((first.rstrip(","), last))))
    assert hint.endswith(f"; {commas}.")


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "which ends the game after this turn, and your sheet finishes on 16 Grelots, against "
            "11 for Bob before this turn.",
        ),
        (
            "fr",
            "ce qui arrête la partie après ce tour, et votre fiche finit à 16 Grelots, quand Bob "
            "en a 11 avant ce tour.",
        ),
        (
            "es",
            "así que la partida acaba tras este turno, y tu hoja se queda en 16 cascabeles, frente "
            "a los 11 que tiene Bob antes de este turno.",
        ),
    ],
)
def test_a_turn_that_ends_the_game_says_the_final_total_beside_the_rivals(lang, heard):
    """French player, seed 2805, turn 15: H ended the game 9 behind without saying so. The
    sheet's final total (its bags of this turn included) beside the rival's before the turn."""
    state = LUEURS.new_state(2)
    state.apply(CHANCE, LUEURS.action_types["Roll"]((1, 2, 3)))
    state.sheets[0].bulbs = [3, 2, 3, 0, 4]
    state.sheets[0].snowmen.update({2, 3})  # 7 Grelots, and 9 in garland bags with the yellow
    state.sheets[1].snowmen.update({2, 11, 12})  # 11 Grelots
    move = LUEURS.action_types["Turn"]((), None, None, (), 2)
    assert said(LUEURS, state, move, lang, wins=None).endswith(heard)


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        ("en", "; the same chance to win as move 1, with a worse score after it."),
        ("fr", f"{NB}; même chance de victoire que le coup 1, pour un moins bon score."),
        ("es", "; la misma probabilidad de ganar que la jugada 1, pero con peor puntuación."),
    ],
)
def test_a_lower_move_with_the_same_chance_says_its_score_puts_it_lower(lang, note):
    """French player, Sixteen seed 2803, turn 7: '29 %' on three lines under 'by chance to
    win', with no word why line 1 comes first; its fewer points left in hand do."""
    game = get_game("sixteen")
    state = playout_to(game, 2, 3, 2)
    first, second, third = state.legal_actions(0)[:3]
    ranked = [
        Ranked(first, 0.30, 54.0, 0.29, 32),
        Ranked(second, 0.29, 55.0, 0.29, 32),
        Ranked(third, 0.28, 57.0, 0.25, 32),
    ]
    loc = LANGS[lang]
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    words = hints.words(game.presenter(), ctx, game.id, ranked, 3, loc.format, True)
    lines = [loc.format(m) for m in words]
    assert lines[1].endswith(note)
    assert not lines[2].endswith(note)  # a lower chance speaks for itself
