"""16 lueurs' hint words in English, French and Spanish (issue #13): 'one sentence built from the
game's own terms', reasons from the player's view before and after the move, never from anything
the view does not hold."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from tests.hint_support import LANGS, playout_to, said


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
    # French natives: 'bourse de 2 Grelots comprise' was heard as included in the 4 just said.
    assert "vous complétez l'Écureuil et gagnez sa bourse de 2 Grelots" in said(
        game, state, move, "fr", wins=None
    )
    # Spanish reader: "completa la zona Pájaro cantor" → the zone with its own article.
    assert "completa la Ardilla, que te da su bolsa de 2 cascabeles" in said(
        game, state, move, "es", wins=None
    )
