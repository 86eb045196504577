"""Players' leftovers, session 30: "vous laissez la boutique vide pour Joueur 2" and "un piège
pour Bob" read as translated. The next player is the subject in French ("Joueur 2 trouvera"),
which reads right for a first name and a default one alike; Spanish says "le dejas a Bob"."""

from __future__ import annotations

import pytest

from tests.i18n.speakable_support import said

SHOP_LEFT = [
    ("en", "Bob", 0, 0, "it leaves the shop empty for Bob"),
    ("fr", "Joueur 2", 0, 0, "Joueur 2 trouvera la boutique vide"),
    ("es", "Jugador 2", 0, 0, "le dejas a Jugador 2 la tienda vacía"),
    ("en", "Bob", 1, 0, "it leaves 1 card with no stars in the shop for Bob"),
    ("fr", "Bob", 1, 0, "Bob trouvera dans la boutique une carte sans étoile"),
    ("es", "Bob", 1, 0, "le dejas a Bob en la tienda una carta que no vale ninguna estrella"),
    ("en", "Bob", 3, 2, "it leaves 3 cards worth 2 stars in the shop for Bob"),
    (
        "fr",
        "Joueur 2",
        3,
        2,
        "Joueur 2 trouvera dans la boutique 3 cartes d'une valeur de 2 étoiles",
    ),
    ("es", "Bob", 3, 2, "le dejas a Bob en la tienda 3 cartas que valen 2 estrellas"),
]


@pytest.mark.parametrize(("lang", "player", "count", "stars", "heard"), SHOP_LEFT)
def test_the_shop_left_names_the_next_player_as_a_native_would(lang, player, count, stars, heard):
    """The exact reason, empty shop, one card and several, with a default name in French."""
    assert said(lang, "fairy-lights-hint-shop-left", count=count, stars=stars, player=player) == (
        heard
    )


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "it leaves 3 blue cards in the shop, a trap for Bob, since taking them would "
            "discard the 2 blue cards Bob holds",
        ),
        (
            "fr",
            "Joueur 2 trouvera dans la boutique 3 cartes bleues, un piège, car les prendre lui "
            "ferait défausser 2 cartes bleues de sa collection",
        ),
        (
            "es",
            "dejas 3 cartas azules en la tienda, una trampa para Ana, porque tomarlas le "
            "haría descartar 2 cartas azules de su colección",
        ),
    ],
)
def test_the_trap_left_in_the_shop_names_the_next_player_as_a_native_would(lang, heard):
    """ "un piège pour Joueur 2" became the next player finding the trap."""
    assert (
        said(
            lang,
            "fairy-lights-hint-shop-trap",
            trap={"en": "3 blue cards", "fr": "3 cartes bleues", "es": "3 cartas azules"}[lang],
            owned={"en": "2 blue cards", "fr": "2 cartes bleues", "es": "2 cartas azules"}[lang],
            count=3,
            player={"en": "Bob", "fr": "Joueur 2", "es": "Ana"}[lang],
        )
        == heard
    )
