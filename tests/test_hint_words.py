"""The hint key's exact words, game by game, in English, French and Spanish (issue #13):
'one sentence built from the game's own terms', reasons from the player's view before and
after the move, never from anything the view does not hold."""

from __future__ import annotations

import pytest

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import CHANCE, get_game
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

LANGS = {lang: Localizer(lang, strict=True) for lang in ("en", "fr", "es")}


def said(game, state, action, lang: str, count: int = 1, seat: int = 0, points=40.4, wins=0.5):
    """What H (count 1) or the first line of Shift+H says of `action` for `seat`."""
    loc = LANGS[lang]
    ctx = Ctx(state.view(seat), seat, ["Ana", "Bob", "Cleo"][: state.players])
    ranked = [Ranked(action, 1.0, points, wins, 8)]
    return loc.format(hints.words(game.presenter(), ctx, game.id, ranked, count, loc.format)[0])


def sixty_one_round(first_choice):
    """Two players, dice 6, 5 and 4; Bob has already (secretly) chosen `first_choice`."""
    game = get_game("sixty-one")
    state = game.new_state(2)
    state.apply(CHANCE, game.action_types["Roll"]((6, 5, 4)))
    state.apply(1, first_choice)
    return game, state


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: Mushrooms, mushroom 1 with the 5, the 4 to the leaves; it brings 1 acorn, it "
            "leaves 4 or 6 open in the Mushrooms and your leaves reach 4, still 7 from 11.",
        ),
        (
            "fr",
            "Conseil\u00a0: Champignons, champignon 1 avec le 5, le 4 aux feuilles\u00a0; 1 gland "
            "à la clé, la zone Champignons prend encore 4 ou 6 et vos feuilles atteignent 4, "
            "il manque 7 pour arriver à 11.",
        ),
        (
            "es",
            "Consejo: Setas, seta 1 con el 5, el 4 a las hojas; da una bellota, el área Setas "
            "aún admite 4 o 6 y tus hojas llegan a 4, a 7 del 11.",
        ),
    ],
)
def test_sixty_one_hint_says_the_whole_move_and_what_it_does_to_the_sheet(lang, words):
    """'Fox dens, den 3 with the 5: it keeps both mushroom values open and your leaves reach
    41': the acorns, the values the area still takes, where the leaves land."""
    game, state = sixty_one_round(get_game("sixty-one").action_types["Assign"](4, 6, 5))
    assert said(game, state, game.action_types["Assign"](6, 5, 0), lang) == words


def test_sixty_one_shift_h_says_the_expected_acorns_rounded():
    """'expected values must be said sensibly (rounded, plural-correct, no "about 0")'."""
    game, state = sixty_one_round(get_game("sixty-one").action_types["Assign"](4, 6, 5))
    move = game.action_types["Assign"](5, 4, 0)
    assert said(game, state, move, "en", count=3) == (
        "1: Fox dens, den 1 with the 4, the 6 to the leaves; wins 50 percent of the games "
        "played out, about 40 acorns at the end."
    )
    assert "environ 1 gland à la fin" in said(game, state, move, "fr", count=3, points=0.6)
    assert "y acabas sin bellotas." in said(game, state, move, "es", count=3, points=0.3)
    assert "ninguna bellota al final" in said(
        game, state, move, "es", count=3, points=0.3, wins=None
    )


def test_sixty_one_hint_reads_nothing_of_a_rival_secret_choice():
    """'never from anything the view does not hold': Bob's pending choice is secret, so the
    hint for Ana is word for word the same whatever Bob chose."""
    types = get_game("sixty-one").action_types
    one = sixty_one_round(types["Assign"](4, 6, 5))
    other = sixty_one_round(types["Assign"](6, 5, 0))
    for lang in LANGS:
        for move in one[1].legal_actions(0):
            assert said(*one, move, lang) == said(*other, move, lang)


def test_sixty_one_hint_names_the_leaf_prize_and_the_filled_area():
    """The leaves landing on 11 bring an X; a spot that completes an area says so, with the
    first-fill bonus still open."""
    game = get_game("sixty-one")
    types = game.action_types
    state = game.new_state(1)
    for roll, move in [
        ((4, 1, 6), types["Assign"](4, 1, 0)),
        ((4, 2, 3), types["Assign"](4, 2, 1)),
    ]:
        state.apply(CHANCE, types["Roll"](roll))
        state.apply(0, move)
    state.apply(CHANCE, types["Roll"]((4, 3, 2)))
    text = said(game, state, types["Assign"](4, 3, 2), "en", wins=None)
    assert text == (
        "Hint: Hot chocolate, mug 3 with the 3, the 2 to the leaves; it brings 1 acorn and "
        "your leaves reach 11 for an X."
    )


def fairy_lights_two_drawn():
    """Two players; Ana has drawn a red 0-star card then a yellow one."""
    game = get_game("fairy-lights")
    state = game.new_state(2)
    first = tuple(range(0, 60, 12))
    state.apply(CHANCE, game.action_types["Shuffle"](first + tuple(i for i in range(60) if i % 12)))
    state.apply(0, game.action_types["Draw"]())
    state.apply(0, game.action_types["Draw"]())
    return game, state


@pytest.mark.parametrize(
    ("lang", "draw", "take"),
    [
        (
            "en",
            "Hint: draw a card; no colour in the shop would raise your score yet and only 11 of "
            "the 58 cards left bust you, 19 percent.",
            "Hint: take the red card; it keeps 1 red card, 1 bulb in all, score unchanged and it leaves 1 "
            "card with no stars in the shop for Bob.",
        ),
        (
            "fr",
            "Conseil\u00a0: piochez une carte\u00a0; aucune couleur de la boutique ne ferait "
            "encore monter votre score et le risque de griller n'est que de 11 chances sur 58, soit "
            "19\u00a0%.",
            "Conseil\u00a0: prenez la carte rouge\u00a0; vous gardez une carte rouge, "
            "une ampoule en tout, sans changer votre score et vous laissez une carte sans étoile dans "
            "la boutique pour Bob.",
        ),
        (
            "es",
            "Consejo: roba una carta; ningún color de la tienda subiría todavía tu puntuación y "
            "solo 11 de las 58 cartas que quedan provocan un apagón, un 19 %.",
            "Consejo: toma la carta roja; te quedas con una carta roja, una bombilla en total, sin cambiar "
            "tu puntuación y dejas una carta que no vale ninguna estrella en la tienda para Bob.",
        ),
    ],
)
def test_fairy_lights_hint_weighs_the_bust_risk_and_the_shop_left(lang, draw, take):
    """A draw is explained by its bust risk and by no take paying yet; a take by what it does
    to your piles and what it leaves the next player."""
    game, state = fairy_lights_two_drawn()
    types = game.action_types
    assert said(game, state, types["Draw"](), lang, wins=None) == draw
    assert said(game, state, types["Take"](("red",)), lang, wins=None) == take


def test_fairy_lights_shift_h_never_says_minus_0_stars():
    """Fairy Lights said 'about 0 stars', then whole stars hid the order: a figure rounded to a
    tenth is said without a sign when it rounds to nothing."""
    game, state = fairy_lights_two_drawn()
    line = said(game, state, game.action_types["Draw"](), "en", count=3, points=-0.04, wins=None)
    assert line == "1: draw a card; 0 stars on balance, once what it may hand Bob is counted."


@pytest.mark.parametrize(
    ("lang", "take", "rethrow"),
    [
        (
            "en",
            "1: take the red card; 0.4 stars on balance, with your score unchanged now, worth 0.7 "
            "to you beyond what your unbanked cards already promised, less 0.3 that the shop "
            "left should bring Bob.",
            "1: throw again, keeping two fours, a 1 and a 3; worth about 40 points of lines made "
            "or blocked, once the other player's best reply is counted.",
        ),
        (
            "fr",
            "1\u00a0: prenez la carte rouge\u00a0; 0,4 étoile au bilan, avec un score inchangé "
            "pour l'instant, la prise vous rapportant 0,7 de plus que ce que promettaient déjà "
            "vos cartes non marquées, moins 0,3 pour Bob grâce à la boutique laissée.",
            "1\u00a0: relancez en gardant deux 4, un 1 et un 3\u00a0; environ 40 points "
            "d'alignements, faits ou bloqués, meilleure réponse adverse comprise.",
        ),
        (
            "es",
            "1: toma la carta roja; 0,4 estrellas de saldo, con tu puntuación sin cambios por "
            "ahora, y la toma te vale 0,7 más de lo que ya prometían tus cartas sin anotar, menos "
            "0,3 que la tienda que queda debería darle a Bob.",
            "1: vuelve a tirar guardando dos cuatros, un 1 y un 3; vale unos 40 puntos de líneas "
            "hechas o bloqueadas, contando la mejor respuesta del rival.",
        ),
    ],
)
def test_shift_h_reads_each_move_on_after_its_number_in_lower_case(lang, take, rethrow):
    """The French play-test on a braille display: 'Conseil : Prenez les cartes bleues : vous…'
    showed a capital after the colon. Shift+H's lines go on after '1:' in lower case too, in
    Fairy Lights and La Linotte alike."""
    game, state = fairy_lights_two_drawn()
    move = game.action_types["Take"](("red",))
    assert said(game, state, move, lang, count=3, points=0.4, wins=None) == take
    game = get_game("linotte")
    state = playout_to(game, 2, 3, 1)
    move = game.action_types["Throw"]((1, 3, 4, 4))
    assert said(game, state, move, lang, count=3, wins=None) == rethrow


def playout_until(game, players: int, seed: int, stop):
    """A seeded game played by normal bots until `stop(seat, legal)` holds for the seat to act."""
    import random

    rng = random.Random(seed)
    state = game.new_state(players)
    normal = game.bot("normal")
    while True:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        legal = state.legal_actions(seat)
        if stop(seat, legal):
            return state
        state.apply(seat, normal(state.view(seat), legal, rng))


def playout_to(game, players: int, seed: int, decisions: int):
    """A seeded game played by normal bots until seat 0's `decisions`-th real choice."""
    seen = [0]

    def past(seat, legal) -> bool:
        """Seat 0's real choices counted, the wanted one reached."""
        if seat == 0 and len(legal) > 1:
            seen[0] += 1
        return seen[0] > decisions

    return playout_until(game, players, seed, past)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: the 11 on the green row; it sheds 11 points from your hand, it leaves the 5 and "
            "the 7 stuck and you then hold 22 tiles.",
        ),
        (
            "fr",
            "Conseil\u00a0: posez le 11 sur la rangée verte\u00a0; 11 points de moins dans votre main, le "
            "5 et le 7 vous restent sur les bras et vous n'avez plus alors que 22 tuiles.",
        ),
        (
            "es",
            "Consejo: coloca el 11 en la fila verde; 11 puntos menos en tu mano, te bloquea el 5 y el "
            "7 y te quedan 22 fichas.",
        ),
    ],
)
def test_sixteen_hint_counts_the_points_shed_and_the_tiles_stranded(lang, words):
    """A placement is explained by the points it takes out of your hand, your own tiles it
    leaves unplayable on that row, and the tiles you then hold."""
    game = get_game("sixteen")
    state = playout_to(game, 2, 10, 3)
    move = game.action_types["Place"]("green", (11,))
    assert said(game, state, move, lang) == words


def test_sixteen_hint_is_the_same_whatever_the_hidden_hands_hold():
    """'never from anything the view does not hold (Sixteen's hidden hands)': with Bob's hand
    redrawn from what Ana cannot see, every hint for Ana is word for word the same."""
    import random

    game = get_game("sixteen")
    state = playout_to(game, 2, 10, 3)
    world = game.world_for(state, 0, random.Random(5))
    assert world.snapshot() != state.snapshot() and world.view(0) == state.view(0)
    for move in state.legal_actions(0):
        for lang in LANGS:
            assert said(game, state, move, lang) == said(game, world, move, lang)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: Songbird, boxes 1 and 5, then a purple bulb; it brings 1 Grelot, your unbroken "
            "run from the bird grows to 1 box and the purple garland reaches 1 of 3 bulbs.",
        ),
        (
            "fr",
            "Conseil\u00a0: Oiseau chanteur, cases 1 et 5, puis une ampoule violette\u00a0; 1 "
            "Grelot à la clé, votre suite depuis l'oiseau passe à une case et la guirlande "
            "violette passe à une ampoule allumée sur 3.",
        ),
        (
            "es",
            "Consejo: Pájaro cantor, casillas 1 y 5, y después una bombilla morada; da un cascabel, "
            "tu serie sin huecos desde el pájaro llega a una casilla y la guirnalda morada llega a una "
            "de 3 bombillas.",
        ),
    ],
)
def test_lueurs_hint_says_the_turn_and_what_it_does_to_the_sheet(lang, words):
    """The zone's Grelots, the Songbird's unbroken run from the bird ('only the unbroken run
    of ticked boxes starting at box 1 scores'), and how far the bulb takes its garland."""
    game = get_game("lueurs")
    state = playout_to(game, 2, 8, 0)
    move = game.action_types["Turn"](None, (2, 3), "bird", (1, 5), 4)
    assert said(game, state, move, lang, wins=None) == words


def test_lueurs_hint_reads_nothing_of_a_rival_secret_turn():
    """'Each player, simultaneously and privately, decides': Bob's choice is secret until
    the turn resolves, so Ana's hint is the same whatever he chose."""
    game = get_game("lueurs")
    first, second = playout_to(game, 2, 8, 0), playout_to(game, 2, 8, 0)
    bob = first.legal_actions(1)
    first.apply(1, bob[0])
    second.apply(1, bob[-1])
    assert first.view(0) == second.view(0)
    for move in first.legal_actions(0)[:20]:
        for lang in LANGS:
            assert said(game, first, move, lang) == said(game, second, move, lang)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: a pawn on E2, Brelan of twos; makes 3 in a column from C2 to E2, 2 more points "
            "and blocks Bob, who would gain 3 points there.",
        ),
        (
            "fr",
            "Conseil\u00a0: posez un pion en E2, Brelan de 2\u00a0; il met 3 pions en colonne de C2 "
            "à E2, 2 points de plus et il bloque Bob, qui y gagnerait 3 points.",
        ),
        (
            "es",
            "Consejo: coloca una ficha en E2, Brelan de doses; alinea 3 fichas en columna desde C2 hasta E2, 2 puntos "
            "más y bloquea a Bob, que ganaría ahí 3 puntos.",
        ),
    ],
)
def test_linotte_hint_names_the_lines_a_pawn_makes_and_blocks(lang, words):
    """'Every maximal line of 3 or more same-colour pawns ... scores': a pawn is explained by
    the line it makes and the one it takes from the other player."""
    game = get_game("linotte")
    state = playout_to(game, 2, 17, 10)
    assert said(game, state, game.action_types["Place"]("E2"), lang, wins=None) == words


def test_linotte_rethrow_hint_gives_the_odds_of_a_free_cell():
    """A rethrow is explained by its chances of showing a combination whose cell is free:
    two fours, a 1 and a 3 kept, the one die thrown shows a 4 one time in six (17 percent)."""
    game = get_game("linotte")
    state = playout_to(game, 2, 3, 1)
    assert state.view(0)["dice"] == [1, 3, 4, 4, 6]
    move = game.action_types["Throw"]((1, 3, 4, 4))
    assert said(game, state, move, "en", wins=None) == (
        "Hint: throw again, keeping two fours, a 1 and a 3; this throw gives 17 percent for "
        "Brelan of fours, with a cell still free."
    )
    assert said(game, state, move, "fr", wins=None) == (
        "Conseil\u00a0: relancez en gardant deux 4, un 1 et un 3\u00a0; cette relance donne "
        "17\u00a0% de chances de faire Brelan de 4, avec une case encore libre."
    )
    assert said(game, state, move, "es", wins=None) == (
        "Consejo: vuelve a tirar guardando dos cuatros, un 1 y un 3; con esta tirada tienes un "
        "17 % de sacar Brelan de cuatros, con una casilla todavía libre."
    )


def test_sixteen_trash_hint_says_what_it_removes_and_what_fits_again():
    """'Trash bin: remove one or more tiles from the end of one row': explained by its own 20
    points shed, the tiles removed and the player's own tiles the row then takes."""
    game = get_game("sixteen")
    state = playout_to(game, 2, 1, 2)
    move = game.action_types["Trash"]("red", 2)
    assert [said(game, state, move, lang) for lang in LANGS] == [
        "Hint: the Trash bin on the red row, its last 2 tiles; it sheds 20 points from your hand, "
        "it removes the 7 and the 8 and that row takes the 5 and the 6 again.",
        "Conseil\u00a0: jouez la Poubelle sur les 2 dernières tuiles de la rangée rouge\u00a0; 20 "
        "points de moins dans votre main, vous retirez le 7 et le 8 et la rangée peut alors "
        "prendre le 5 et le 6.",
        "Consejo: usa la Papelera en las 2 últimas fichas de la fila roja; 20 puntos menos en tu "
        "mano, quita el 7 y el 8 y ahí vuelven a caber el 5 y el 6.",
    ]


def test_lueurs_hint_names_a_completed_zone_and_its_bag():
    """'every player who completed a zone ... circles its bag': a pair that fills the Squirrel
    says so, with the bag's Grelots."""
    game = get_game("lueurs")
    state = playout_to(game, 1, 1, 5)
    move = game.action_types["Turn"]((), (2, 3), "squirrel", (1, 3, 2), 1)
    assert said(game, state, move, "en", wins=None) == (
        "Hint: Squirrel, space 1, 3 left and 2 right, then a red bulb; it brings 4 Grelots, it "
        "completes the Squirrel for its bag of 2 Grelots and the red garland reaches 1 of 3 bulbs."
    )
    assert "vous complétez l'Écureuil, bourse de 2 Grelots comprise" in said(
        game, state, move, "fr", wins=None
    )
    # Spanish reader: "completa la zona Pájaro cantor" → the zone with its own article.
    assert "completa la Ardilla, que te da su bolsa de 2 cascabeles" in said(
        game, state, move, "es", wins=None
    )


def test_sixty_one_hint_names_the_first_fill_bonus():
    """'The first player(s) to fill an area completely gain 3 acorns'."""
    game = get_game("sixty-one")
    state = playout_to(game, 1, 3, 8)
    move = game.action_types["Assign"](5, 4, 5)
    assert said(game, state, move, "en", wins=None) == (
        "Hint: Fox dens, den 6 with the 4, the 6 to the leaves; it brings 4 acorns, it fills the "
        "Fox dens for 3 bonus acorns and your leaves reach 27, still 4 from 31."
    )
    assert "llena el área Madrigueras de zorro con 3 bellotas de bonificación y tus hojas" in said(
        game, state, move, "es", wins=None
    )
    # French re-check: "remplie avant tout le monde" was untrue alone, and at a table too.
    assert "la zone Terriers de renard remplie avec 3 glands de bonus" in said(
        game, state, move, "fr", wins=None
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: announce an Appel on Full; a Full made after a rethrow then lets a pawn go on "
            "A3 or C4.",
        ),
        (
            "fr",
            "Conseil\u00a0: annoncez un Appel sur Full\u00a0; une combinaison Full obtenue après "
            "une relance permet alors de poser un pion en A3 ou C4.",
        ),
        (
            "es",
            "Consejo: anuncia Full como Appel; si sacas Full tras volver a tirar, podrás colocar "
            "una ficha en A3 o C4.",
        ),
    ],
)
def test_linotte_appel_hint_names_the_free_appel_cells_as_a_choice(lang, words):
    """French reader: the Appel hint said "…poser un pion en A3, Appel ; C4, Appel": every
    such cell is an Appel cell, so the cells are said as a choice, "A3 or C4"."""
    game = get_game("linotte")
    state = playout_to(game, 2, 3, 0)
    move = game.action_types["Announce"]("full")
    assert move in state.legal_actions(0)
    assert said(game, state, move, lang, wins=None) == words


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            "Hint: stop throwing; no line points made or blocked, once the other player's best "
            "reply is counted.",
        ),
        (
            "fr",
            "Conseil\u00a0: arrêtez de lancer\u00a0; aucun point d'alignement, fait ou bloqué, "
            "meilleure réponse adverse comprise.",
        ),
        (
            "es",
            "Consejo: plántate; no vale ningún punto de líneas hechas o bloqueadas, contando la "
            "mejor respuesta del rival.",
        ),
    ],
)
def test_linotte_stop_hint_on_dice_that_allow_no_cell(lang, words):
    """Play-test (hint-player, seed 2504, Spanish): with one pawn left and dice that allow no
    free cell the hard bot stops, and H closed the game ('list index out of range' naming the
    allowed cells of an empty list); the hint says what the turn is worth instead."""
    import random

    game = get_game("linotte")
    stop = game.action_types["Stop"]()
    rng = random.Random(5)
    state = game.new_state(2)
    normal = game.bot("normal")
    while True:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        legal = state.legal_actions(seat)
        if seat == 0 and stop in legal and state.view(0)["dice"] and not state.view(0)["cells"]:
            break
        state.apply(seat, normal(state.view(seat), legal, rng))
    assert said(game, state, stop, lang, points=0.2, wins=None) == words
