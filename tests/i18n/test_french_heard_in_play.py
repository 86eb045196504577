"""French lines as the French player-editor heard them in play, with the exact words fixed.

Each case depends on its context (a count of one, a list, who is named), so the words are
checked whole rather than by pattern.
"""

from __future__ import annotations

from accessiplay.i18n import Localizer
from accessiplay.present import Msg

NB = "\u00a0"


def test_the_bust_risk_is_a_chance_out_of_the_deck():
    """'risque de griller 1 sur 9, 1 sur 2' ran into the list position: 'une chance sur 9'."""
    fr = Localizer("fr", strict=True)
    one = Msg.of("fairy-lights-short-risk", risky=1, left=9, percent="11 %")
    many = Msg.of("fairy-lights-short-risk", risky=2, left=9, percent="22 %")
    assert fr(one) == f"risque de griller{NB}: une chance sur 9, soit 11 %"
    assert fr(many) == f"risque de griller{NB}: 2 chances sur 9, soit 22 %"


def test_the_hint_risk_elides_before_one_chance():
    """'n'est que de une chance' is not French: 'n'est que d'une chance'."""
    fr = Localizer("fr", strict=True)
    one = Msg.of(
        "fairy-lights-hint-risk", risky=1, left=9, percent="11 %", colour="red", small="yes"
    )
    many = Msg.of(
        "fairy-lights-hint-risk", risky=3, left=9, percent="33 %", colour="red", small="no"
    )
    assert fr(one) == "le risque de griller n'est que d'une chance sur 9, soit 11 %"
    assert fr(many) == "le risque de griller est de 3 chances sur 9, soit 33 %"


def test_the_bots_are_named_with_robot_said_once():
    """W said 'Robot : Ana (robot facile)', robot twice in four words."""
    fr = Localizer("fr", strict=True)
    ana = fr(Msg.of("ui-seat-bot", name="Ana", kind=Msg.of("ui-seat-kind-easy")))
    assert fr(Msg.of("ui-table-bots", count=1, bots=ana)) == (
        f"Place tenue par l'ordinateur{NB}: Ana (robot facile)."
    )
    assert fr(
        Msg.of("ui-table-bots", count=2, bots="Ana (robot facile) et Léo (robot normal)")
    ) == (f"Places tenues par l'ordinateur{NB}: Ana (robot facile) et Léo (robot normal).")


def test_sixty_one_leaf_total_reads_as_a_total_reached():
    """'Total des feuilles 11 : vous gagnez un X' ran the number into the noun."""
    fr = Localizer("fr", strict=True)
    assert fr(Msg.of("sixty-one-x-gained", total=11, you="yes", player="Joueur 1")) == (
        f"Feuilles à 11{NB}: vous gagnez un X."
    )


def test_linotte_places_end_with_nothing_as_its_own_choice():
    """'D2, Sec, ou ne rien poser' read as one more cell, and '. Ou ne rien poser.' was a
    sentence without a verb: the last choice stands apart after a semicolon, like the cells."""
    fr = Localizer("fr", strict=True)
    cells = f"B3, Sec{NB}; D2, Sec"
    assert fr(Msg.of("linotte-legal-place", count=2, cells=cells)) == (
        f"Vous pouvez prendre B3, Sec{NB}; D2, Sec{NB}; ou ne rien poser."
    )


def test_sixty_one_score_says_none_rather_than_zero_of_zero():
    """The final score said 'bonus de zone remplie en premier 0 (0 zone)'."""
    fr = Localizer("fr", strict=True)
    assert fr(Msg.of("sixty-one-item-first", points=0, areas=0)) == (
        "aucun bonus de zone remplie en premier"
    )
    assert fr(Msg.of("sixty-one-item-first", points=3, areas=1)) == (
        "bonus de zone remplie en premier\u00a0: 3 (une zone)"
    )
    area = Msg.of("sixty-one-item-area", area="Champignons", points=0, filled=0, size=5)
    # "Citrouilles 6 (…)" was heard as pumpkin 6: a colon sets the acorns apart from the name.
    assert fr(area) == "Champignons\u00a0: 0 (aucune case remplie sur 5)"


def test_lueurs_w_says_none_for_an_empty_sheet():
    """W at the first turn said '0 guirlande complète, 0 ampoule allumée sur 16'."""
    fr = Localizer("fr", strict=True)
    seat = Msg.of(
        "lueurs-table-seat",
        you="no",
        player="Ana",
        total=0,
        full=0,
        lit=0,
        held=0,
        powers="",
        status="",
    )
    assert (
        fr(seat) == f"Ana{NB}: 0 Grelot, aucune guirlande complète, aucune ampoule allumée sur 16."
    )
