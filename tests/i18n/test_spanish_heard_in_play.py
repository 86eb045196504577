"""Issue 11, the Spanish player-editor's play-test: lines heard in a game, one after another,
that read wrong in context (a number opening a sentence, a zero count, a solo table). Each is
checked by its exact words, with the count or the context that made it wrong."""

from __future__ import annotations

from tests.i18n.speakable_support import said


def test_the_leaf_die_is_named_with_its_article():
    """'Escribir 4; 6 a las hojas' left the 6 bare, and a move report opened a sentence with a
    digit: the leaf die is 'el 6', as the hint already said it."""
    assert (
        said("es", "sixty-one-opt-value", value="4", leaf="6", total=11, prize="")
        == "Escribir 4; el 6 a las hojas, total 11"
    )
    assert said("es", "sixty-one-opt-leaf", leaf="2", total=33, prize="") == (
        "El 2 a las hojas, total 33"
    )
    wrote = said(
        "es",
        "sixty-one-wrote",
        you="yes",
        area="Setas",
        spot="seta 1",
        value="6",
        gained=1,
        acorns="una bellota",
        leaf="6",
        total=21,
    )
    assert wrote == "Tú: Setas, seta 1: 6, una bellota. El 6 a las hojas, total 21."


def test_a_zero_count_is_said_in_words():
    """'0 tachadas', '0 casillas rellenas', '0 líneas': Spanish says 'ninguna'."""
    bags = said("es", "lueurs-tree-bags", circled=0, crossed=0, open=11)
    assert bags == "Bolsas de cascabeles: ninguna rodeada, ninguna tachada, 11 en juego."
    bags = said("es", "lueurs-tree-bags", circled=1, crossed=2, open=8)
    assert bags == "Bolsas de cascabeles: una rodeada, 2 tachadas, 8 en juego."
    seat = said(
        "es",
        "sixty-one-table-seat",
        you="yes",
        acorns="0 bellotas",
        total=0,
        written=0,
        status="choosing",
    )
    assert seat.startswith("Tú: 0 bellotas, total de hojas 0, ninguna casilla rellena, eligiendo")


def test_a_double_is_marked_on_each_sheet_even_alone():
    """'Todos marcan una casilla de doble' was heard in a solo game."""
    assert said("es", "lueurs-double", alone="no") == (
        "¡Doble! Se marca una casilla de doble en cada hoja: un cascabel."
    )
    assert said("es", "lueurs-double", alone="yes") == (
        "¡Doble! Marcas una casilla de doble: un cascabel."
    )


def test_the_lit_bulbs_are_counted_before_the_noun():
    """W said 'bombillas encendidas: 0 de 16, eligiendo'."""
    seat = said(
        "es",
        "lueurs-table-seat",
        you="yes",
        total=0,
        full=0,
        lit=3,
        held=0,
        powers="",
        status="",
    )
    assert seat == "Tú: 0 cascabeles, ninguna guirnalda completa, 3 de 16 bombillas encendidas."


def test_the_hint_expects_about_so_many_grelots():
    """'cerca de 9 cascabeles' is a place: 'unos 9 cascabeles'. Hint-player, two-handed: 'your
    sheet should end near 69 Grelots' on the last move of a game ended at 56; the figure is the
    hard bot's value of the sheet (hopes included), said as such."""
    assert said("es", "lueurs-hint-expect", points=9) == (
        "tras esta jugada, el bot difícil valora tu hoja en unos 9 cascabeles"
    )
    assert (
        said("es", "lueurs-hint-expect", points=1)
        == "tras esta jugada, el bot difícil valora tu hoja en apenas un cascabel"
    )
    # Native re-check: "valdrá casi ningún cascabel" wanted a negation.
    assert said("es", "lueurs-hint-expect", points=0) == (
        "tras esta jugada, el bot difícil valora tu hoja en casi nada"
    )
    assert said("en", "lueurs-hint-expect", points=69) == (
        "the hard bot values your sheet at about 69 Grelots after it"
    )
    assert said("fr", "lueurs-hint-expect", points=69) == (
        "le robot difficile estime alors votre fiche à environ 69 Grelots"
    )


def test_sixteen_counts_the_passes_and_the_tiles_left_plainly():
    """'1 de 2 jugadores ha pasado' and 'Rojo: 9 puntos (9)' read as two numbers in a row;
    'Ha pasado un jugador de 2' is not Spanish: 'de los 2 jugadores' joins the numbers."""
    assert said("es", "sixteen-ev-pass-streak", streak=1, players=2) == (
        "Ha pasado 1 de los 2 jugadores."
    )
    assert said("es", "sixteen-ev-pass-streak", streak=2, players=3) == (
        "Han pasado seguidos 2 de los 3 jugadores."
    )
    assert said("es", "sixteen-item-colour", colour="Amarillo", tiles="6 y 7", points=13) == (
        "Amarillo: 6 y 7; en total, 13 puntos."
    )


def test_an_empty_board_has_no_pawns_in_words():
    """La Linotte's C at the first turn said 'Tablero: 0 fichas blancas, 0 fichas negras'."""
    assert said("es", "linotte-board", whites=0, blacks=0, empties=25) == (
        "Tablero: ninguna ficha blanca, ninguna negra, 25 casillas vacías."
    )
    assert said("es", "linotte-board", whites=2, blacks=1, empties=22) == (
        "Tablero: 2 fichas blancas, una ficha negra, 22 casillas vacías."
    )


def test_a_hint_names_its_move_with_a_verb():
    """'Consejo: en la fila morada, del 5 al 7' and 'Una ficha en E2' had no verb, unlike
    'pasa' or 'plántate' beside them; an Appel's reason says what the player may then do."""
    assert said("es", "sixteen-hint-place", tiles="del 5 al 7", row="la fila morada") == (
        "coloca del 5 al 7 en la fila morada"
    )
    assert said("es", "linotte-hint-place", cell="E2, Brelan de doses") == (
        "coloca una ficha en E2, Brelan de doses"
    )
    assert said("es", "linotte-hint-appel", combo="Carré", cells="A3 o C4") == (
        "si sacas Carré tras volver a tirar, podrás colocar una ficha en A3 o C4"
    )
    assert said("es", "sixteen-hint-expect", points=50, wins="none") == (
        "al final te quedan unos 50 puntos en la mano"
    )


def test_an_unchosen_name_is_the_default_one():
    """Settings said 'Tu nombre: por defecto': it now names the default, 'Jugador 1'."""
    default = said("es", "ui-setting-name-default", name="Jugador 1")
    assert default == "Jugador 1 (por defecto)"
    assert said("es", "ui-setting-name", value=default) == "Tu nombre: Jugador 1 (por defecto)"


def test_no_first_fill_bonus_is_said_in_words():
    """Sixty-One's final score said 'bonificaciones por llenar primero: 0 (0 áreas)'."""
    assert said("es", "sixty-one-item-first", points=0, areas=0) == (
        "bonificaciones por llenar primero: ninguna"
    )
    assert said("es", "sixty-one-item-first", points=3, areas=1) == (
        "bonificaciones por llenar primero: 3 bellotas (un área)"
    )


def test_a_rethrow_hint_gives_the_chance_of_each_combination():
    """'esta tirada da un 100 % para Brelan de treses y un 31 % para Carré, ambas combinaciones…'
    read as a calque: Spanish says the chance 'de sacar' a combination."""
    odds = (
        said("es", "linotte-hint-odds", percent="100 %", combo="Brelan de treses"),
        said("es", "linotte-hint-odds", percent="31 %", combo="Carré"),
    )
    assert said("es", "linotte-hint-chances", odds=" y ".join(odds), count=2) == (
        "con esta tirada tienes un 100 % de sacar Brelan de treses y un 31 % de sacar Carré, "
        "las dos con una casilla todavía libre"
    )


def test_leaving_names_the_menu_item_that_resumes():
    """Q said 'elige Continuar', but the main menu's item is 'Continuar la partida guardada'."""
    assert said("es", "ui-menu-resume") == "Continuar la partida guardada"
    assert said("es", "ui-quit-question") == (
        "¿Salir de esta partida? Queda guardada: para seguir, elige Continuar la partida guardada "
        "en el menú principal."
    )


def test_w_names_the_computer_seats_without_saying_bot_twice():
    """'Bot: Ana (bot fácil).' said "bot" twice in one W line (English too: 'Bot: Ana (easy
    bot).'); the line now says who plays those seats ('Puesto del ordenador' named a seat the
    computer owns, not one it plays)."""
    from accessiplay.present import Msg

    ana = Msg.of("ui-seat-bot", name="Ana", kind=Msg.of("ui-seat-kind-easy"))
    assert said("es", "ui-table-bots", bots=(ana,), count=1) == (
        "En manos del ordenador: Ana (bot fácil)."
    )
    assert said("en", "ui-table-bots", bots=(ana,), count=1) == ("Computer player: Ana (easy bot).")


def test_a_solo_game_opens_without_a_plural_players():
    """'Sixty-One. Jugadores: Jugador 1.' opened every solo game and lesson: alone, 'Juegas en
    solitario'; at a table, 'En la mesa'."""
    assert said("es", "ui-game-started", game="Sixty-One", players="Jugador 1", alone="yes") == (
        "Sixty-One. Juegas en solitario."
    )
    assert said("es", "ui-game-resumed", game="Sixteen", players="Jugador 1 y Ana") == (
        "Sixteen: partida reanudada. En la mesa: Jugador 1 y Ana."
    )
