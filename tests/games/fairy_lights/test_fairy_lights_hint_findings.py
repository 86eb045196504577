"""The session 25 hint-player's Fairy Lights findings (issue #13), each heard as the player hears
it in en, fr and es: Shift+H says the figure the list is ranked by, to a tenth of a star, a take's
two sides apart; H's reasons speak in the option's points, keep "only" for small risks, call a
trap a trap, name the plan of a 2-bulb pile, and say why the last card is worth drawing."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.bots.search import Ranked
from accessiplay.core import get_game
from accessiplay.games.fairy_lights import hint
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx, Msg
from tests.games.fairy_lights.test_fairy_lights_bots import card, last_card_table, table

GAME = get_game("fairy-lights")
NB = "\u00a0"


def shift_h(state, lang: str) -> list[str]:
    """Shift+H's lines for seat 0, from the hard bot's own ranking."""
    loc = Localizer(lang, strict=True)
    ranked = GAME.bot("hard").rank(state.view(0), state.legal_actions(0), random.Random(0))
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    return [loc.format(m) for m in hints.words(GAME.presenter(), ctx, GAME.id, ranked, 3)]


def h_for(state, action, lang: str) -> str:
    """H's sentence as it would be said of `action` for seat 0."""
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    return loc.format(Msg.of("ui-hint", move=hint.move(ctx, action), why=hint.reasons(ctx, action)))


def bank_or_green():
    """The player's seed 2503 decision: 2 blue cards at risk (2 bulbs, 2 stars), the shop a
    0-star blue and a 0-star green: the blue banks them, score up 4."""
    return table(
        [card("blue", 1, 1), card("blue", 1, 1, 1)], [card("blue", 1, 0), card("green", 1, 0)]
    )


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "en",
            [
                "1: take the blue card; 0 stars on balance, with your score up 4 points now, worth "
                "0.8 to you beyond what your unbanked cards already promised, less 0.8 that the shop "
                "left should bring Bob.",
                "2: take the green card; minus 0.1 stars on balance, with your score unchanged now, "
                "worth 0.7 to you beyond what your unbanked cards already promised, less 0.8 that "
                "the shop left should bring Bob.",
                "3: draw a card; minus 0.1 stars on balance, once what it may hand Bob is counted.",
            ],
        ),
        (
            "fr",
            [
                f"1{NB}: prenez la carte bleue{NB}; 0 étoile au bilan, soit 0,8 pour vous par "
                "rapport à ce que promettaient déjà vos cartes non marquées, moins 0,8 que devrait "
                "gagner Bob avec ce que vous laissez dans la boutique, et votre score monte de 4 "
                "points tout de suite.",
                f"2{NB}: prenez la carte verte{NB}; moins 0,1 étoile au bilan, soit 0,7 pour vous "
                "par rapport à ce que promettaient déjà vos cartes non marquées, moins 0,8 que "
                "devrait gagner Bob avec ce que vous laissez dans la boutique, et votre score ne "
                "change pas pour l'instant.",
                f"3{NB}: piochez une carte{NB}; moins 0,1 étoile au bilan, en comptant ce que "
                "pourrait récupérer Bob dans la boutique.",
            ],
        ),
        (
            "es",
            [
                (
                    "1: toma la carta azul; 0 estrellas de saldo, con 4 puntos más ahora, y la toma "
                    "suma 0,8 a lo que ya prometían tus cartas sin anotar, frente a las 0,8 "
                    "estrellas que la tienda que queda debería darle a Bob."
                ),
                (
                    "2: toma la carta verde; menos 0,1 estrellas de saldo, con tu puntuación sin "
                    "cambios por ahora, y la toma suma 0,7 a lo que ya prometían tus cartas sin "
                    "anotar, frente a las 0,8 estrellas que la tienda que queda debería darle a "
                    "Bob."
                ),
                "3: roba una carta; menos 0,1 estrellas de saldo, contando lo que puede dejarle a "
                "Bob.",
            ],
        ),
    ],
)
def test_shift_h_says_a_sure_bank_with_what_it_banks_and_what_it_hands_the_next_player(lang, lines):
    """Shift+H said "about even once the shop left to the next player is counted" of all three
    moves, the sure +4 bank among them: the figure is now the one the list is ranked by, to a
    tenth of a star, and a take says its score change now beside the shop it hands Bob."""
    assert shift_h(bank_or_green(), lang) == lines


@pytest.mark.parametrize(
    ("lang", "tail"),
    [
        (
            "en",
            "beyond what your unbanked cards already promised, and the shop left should bring Bob "
            "nothing",
        ),
        (
            "fr",
            "moins 0 que devrait gagner Bob avec ce que vous laissez dans la boutique, et votre "
            "score baisse "
            "d'un point tout de suite",
        ),
        (
            "es",
            "a lo que ya prometían tus cartas sin anotar, mientras que la tienda que queda no "
            "debería darle nada a Bob",
        ),
    ],
)
def test_a_take_leaving_the_next_player_nothing_says_so(lang, tail):
    """The Spanish native's re-read: 'frente a los 0 que la tienda que queda…' (and English 'less 0
    that the shop left…') are said as the shop bringing the next player nothing; French keeps
    'moins 0', a term of its sum, and its score change now ends on a verb ('et votre score
    baisse'), which 'votre score perdant' was heard as a noun phrase."""
    loc = Localizer(lang, strict=True)
    heard = loc.format(
        Msg.of(
            "fairy-lights-hint-expect-take",
            net=0.6,
            gain="plus",
            mine_size=0.6,
            shop="brings",
            theirs=0.0,
            trend="down",
            change=1,
            player="Bob",
            emptied="no",
        )
    )
    assert heard.endswith(tail), heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "0.9 stars on balance, with your score up 4 points now, worth 0.8 to you beyond what "
            "your unbanked cards already promised, plus 0.1 that the shop left should cost Bob",
        ),
        (
            "fr",
            "0,9 étoile au bilan, soit 0,8 pour vous par rapport à ce que promettaient déjà vos "
            "cartes non marquées, plus 0,1 que devrait perdre Bob avec ce que vous laissez dans "
            "la boutique, et votre score monte de 4 points tout de suite",
        ),
        (
            "es",
            "0,9 estrellas de saldo, con 4 puntos más ahora, y la toma suma 0,8 a lo que ya "
            "prometían tus cartas sin anotar, mientras que la tienda que queda debería quitarle "
            "0,1 a Bob",
        ),
    ],
)
def test_a_take_leaving_a_shop_that_costs_the_next_player_says_so(lang, heard):
    """Session 29, seed 2902: a take whose figure is above its own worth leaves a shop that
    should cost the next player stars; Shift+H said "moins moins 0,1 pour Ana" (English "less
    minus 0.1", Spanish "frente a las menos 0,1 estrellas"). The three figures still add up."""
    state = bank_or_green()
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    ranked = Ranked(Take(("blue",)), value=0.9, points=0.9, wins=None, samples=32)
    assert Localizer(lang, strict=True).format(hint.expect(ctx, ranked)) == heard


@pytest.mark.parametrize(
    ("lang", "tail"),
    [
        ("en", "plus 0.2 that Bob should lose drawing into the empty shop"),
        (
            "fr",
            "plus 0,2 que devrait perdre Bob en piochant dans la boutique vide, et votre score "
            "monte de 3 points tout de suite",
        ),
        ("es", "mientras que Bob debería perder 0,2 robando con la tienda vacía"),
    ],
)
def test_a_take_emptying_the_shop_at_a_cost_to_the_next_player_says_so(lang, tail):
    """The empty shop's words with a next player who should lose by drawing into it: no
    'less minus' there either (session 29)."""
    heard = Localizer(lang, strict=True).format(
        Msg.of(
            "fairy-lights-hint-expect-take",
            net=2.5,
            gain="plus",
            mine_size=2.3,
            shop="costs",
            theirs=0.2,
            trend="up",
            change=3,
            player="Bob",
            emptied="yes",
        )
    )
    assert heard.endswith(tail), heard


def test_the_spoken_figures_follow_the_order_of_the_list():
    """Each line's figure is the ranking figure: never higher than the line above it."""
    figures = [
        float(line.split("; ")[1].split(" stars")[0].replace("minus ", "-"))
        for line in shift_h(bank_or_green(), "en")
    ]
    assert figures == sorted(figures, reverse=True) and figures[0] > figures[-1]


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: draw a card; it reveals the deck's last card, so the game ends with your take "
            "while you lead Bob 20 to 17 and no card left in the deck can bust you.",
        ),
        (
            "fr",
            f"Conseil{NB}: piochez une carte{NB}; vous retournez la dernière carte de la pioche, la "
            "partie se termine donc avec votre prise, alors que vous menez 20 à 17 contre Bob et "
            "aucune carte de la pioche ne peut vous faire griller.",
        ),
        (
            "es",
            (
                "Consejo: roba una carta; robas la última carta del mazo, así que tu toma cierra la "
                "partida, ahora que vas ganando a Bob por 20 a 17 y ninguna carta del mazo puede "
                "provocarte un apagón."
            ),
        ),
    ],
)
def test_h_says_the_last_card_ends_a_game_you_lead(lang, heard):
    """Hard draws the last card to end a game it leads; H said only that no take pays yet."""
    assert h_for(last_card_table(), Draw(), lang) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            (
                "Hint: take the purple card; it keeps 2 purple cards, 2 bulbs in all, score down 1, "
                "though one more purple bulb is all it takes to bank and it leaves the shop empty "
                "for Bob."
            ),
        ),
        (
            "fr",
            f"Conseil{NB}: prenez la carte violette{NB}; vous gardez 2 cartes violettes, 2 ampoules "
            "en tout, soit 1 point de moins, mais il ne manque qu'une ampoule violette pour marquer "
            "et Bob trouvera la boutique vide.",
        ),
        (
            "es",
            (
                "Consejo: toma la carta morada; te quedas con 2 cartas moradas, 2 bombillas en "
                "total, un punto menos, pero solo te falta una bombilla morada para anotar y le "
                "dejas a Bob la tienda vacía."
            ),
        ),
    ],
)
def test_a_keep_at_two_bulbs_says_one_more_bulb_banks_them(lang, heard):
    """'Take it, it costs you 2' was all a learner heard: the plan is said."""
    state = table([card("purple", 1, 1)], [card("purple", 1, 1, 1)])
    assert h_for(state, Take(("purple",)), lang) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: draw a card; no colour in the shop would raise your score yet and 1 of the 2 "
            "cards left bust you, 50 percent.",
        ),
        (
            "fr",
            f"Conseil{NB}: piochez une carte{NB}; aucune couleur de la boutique ne ferait encore "
            f"monter votre score et le risque de griller est d'une chance sur 2, soit 50{NB}%.",
        ),
        (
            "es",
            "Consejo: roba una carta; ningún color de la tienda subiría todavía tu puntuación y "
            "una de las 2 cartas que quedan provoca un apagón, un 50 %.",
        ),
    ],
)
def test_an_even_risk_is_not_said_only(lang, heard):
    """ "n'est que d'une chance sur 2, soit 50 %": 'only' reassured whatever the figure."""
    state = table([], [card("yellow", 1, 0)], deck=[card("yellow", 1, 1), card("green", 1, 0)])
    assert h_for(state, Draw(), lang) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Hint: draw a card; a fuller shop should beat the 4 points the best take adds now and "
            "only 11 of the 56 cards left bust you, 20 percent.",
        ),
        (
            "fr",
            f"Conseil{NB}: piochez une carte{NB}; la meilleure prise actuelle ne ferait monter "
            "votre score que de 4 points, une boutique plus garnie devrait rapporter plus et le "
            f"risque de griller n'est que de 11 chances sur 56, soit 20{NB}%.",
        ),
        (
            "es",
            "Consejo: roba una carta; una tienda más llena debería superar los 4 puntos que "
            "sumaría ahora la mejor toma y solo 11 de las 56 cartas que quedan provocan un apagón, "
            "un 20 %.",
        ),
    ],
)
def test_a_draw_passing_over_a_take_counts_it_in_the_options_points(lang, heard):
    """'plus que les 3 étoiles' where the option says '3 points de plus': one unit, points."""
    state = table(
        [card("red", 1, 1), card("red", 1, 1, 1)], [card("red", 1, 0), card("blue", 1, 0)]
    )
    assert h_for(state, Draw(), lang) == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            (
                "Hint: take the red card and the purple one; it keeps 1 red card and 1 purple card "
                "unbanked, score unchanged, though 2 more bulbs of each colour are all it takes to "
                "bank them and it leaves 3 blue cards in the shop, a trap for Bob, since taking "
                "them would discard the 2 blue cards Bob holds."
            ),
        ),
        (
            "fr",
            (
                f"Conseil{NB}: prenez la carte rouge et la violette{NB}; vous gardez une carte rouge "
                "et une carte violette sans les marquer, sans changer votre score, mais il ne "
                "manque que 2 ampoules de chaque couleur pour marquer et Bob trouvera dans la "
                "boutique 3 cartes bleues, un piège, car les prendre lui ferait défausser 2 cartes "
                "bleues de sa collection."
            ),
        ),
        (
            "es",
            (
                "Consejo: toma la carta roja y la morada; te quedas con una carta roja y una carta "
                "morada sin anotar, sin cambiar tu puntuación, pero solo te faltan 2 bombillas de "
                "cada color para anotar y dejas 3 cartas azules en la tienda, una trampa para Bob, "
                "porque tomarlas le haría descartar 2 cartas azules de su colección."
            ),
        ),
    ],
)
def test_cards_that_would_ruin_the_next_players_pile_are_a_trap_not_a_gift(lang, heard):
    """'vous laissez 3 cartes d'une valeur de 3 étoiles … pour Ana' when taking them would
    discard her blue pile: said as the trap it is."""
    shop = [card("red", 1, 0), card("blue", 1, 0), card("blue", 1, 1)]
    state = table([], [*shop, card("blue", 1, 1, 1), card("purple", 1, 0)])
    state.unbanked[1] = [card("blue", 1, 2), card("blue", 1, 2, 1)]
    assert h_for(state, Take(("red", "purple")), lang) == heard
