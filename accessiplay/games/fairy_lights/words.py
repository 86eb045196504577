"""Small message builders the presenter and the review tree share: cards, colours, counts, odds."""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.cards import CardJSON
from accessiplay.games.fairy_lights.view import FaceJSON, FairyLightsView
from accessiplay.present import Msg, percent

P = "fairy-lights-"


def colour(name: str, capital: bool = False) -> Msg:
    """A colour's name, lower case inside a sentence or capitalised to start one."""
    return Msg.of(f"{P}{'Colour' if capital else 'colour'}-{name}")


def colour_cards(name: str, count: int) -> Msg:
    """'2 red cards': the colour goes in as its key so each language makes it agree with 'card'."""
    return Msg.of(f"{P}cards", colour=name, count=count)


def card(face: CardJSON | FaceJSON, capital: bool = True) -> Msg:
    """'Purple, 2 bulbs, 1 star': a card as it is announced and reviewed; lower case after a
    name ('Ana: purple, 2 bulbs, 1 star'). The colour goes in as its key, so each language
    makes it agree with its word for a card ('roja', 'verte')."""
    return Msg.of(
        f"{P}card",
        colour=face["colour"],
        capital="yes" if capital else "no",
        bulbs=face["bulbs"],
        stars=face["stars"],
    )


def card_id(card_number: int, capital: bool = True) -> Msg:
    """A card known by its id (from an event) spoken like any other."""
    return card(cd.card_json(card_number), capital)


def piles(ids: Sequence[int]) -> tuple:
    """'2 red cards and 1 blue card': cards counted colour by colour."""
    return tuple(colour_cards(c, len(cd.of_colour(ids, c))) for c in cd.colours_in(ids))


def option(colours: Sequence[str], capital: bool = False) -> Msg:
    """A take option's short name: 'red', or 'red and blue' from a full shop."""
    if len(colours) == 1:
        return colour(colours[0], capital)
    return Msg.of(f"{P}pair", first=colour(colours[0], capital), second=colour(colours[1]))


def odds(view: FairyLightsView) -> tuple[str | None, int, int]:
    """The colour that would bust the next draw, how many deck cards have it, and the deck size."""
    deck = view["deck"]
    if not view["shop"]:
        return None, 0, deck["left"]
    last = view["shop"][-1]["colour"]
    return last, deck["colours"][last], deck["left"]


def risk(view: FairyLightsView) -> Msg:
    """'The next draw busts on 4 of 23 cards (17 percent), the blue ones.'"""
    last, risky, left = odds(view)
    if left == 0:
        return Msg.of(f"{P}risk-no-deck")
    if last is None:
        return Msg.of(f"{P}risk-empty-shop")
    return Msg.of(
        f"{P}risk", risky=risky, left=left, percent=percent(round(100 * risky / left)), colour=last
    )


def short_risk(view: FairyLightsView) -> Msg:
    """'risk 4 in 23': the bust chance in a few words, for option labels."""
    last, risky, left = odds(view)
    return Msg.of(
        f"{P}short-risk",
        risky=risky if last else 0,
        left=left,
        percent=percent(round(100 * risky / left) if last and left else 0),
    )


def score_change(change: int) -> Msg:
    """'your score rises by 4': a signed change said in words."""
    trend = "up" if change > 0 else "down" if change < 0 else "same"
    return Msg.of(f"{P}score-change", trend=trend, gain=abs(change))


def effect(fc: cd.Forecast) -> Msg:
    """What a take would do to the colour's pile: bank it, keep it, or lose it."""
    return Msg.of(
        f"{P}effect-{fc.fate}",
        taken=len(fc.taken),
        pile=len(fc.pile),
        total=cd.bulbs(fc.pile),
        value=cd.stars(fc.pile),
        owned=fc.owned,
        lost=colour_cards(fc.colour, fc.owned),
        change=score_change(fc.score_change()),
    )


def forecast(fc: cd.Forecast) -> Msg:
    """'Red: 2 cards, 3 bulbs, 1 star; you would bank 3 cards for 4 stars, ...'."""
    return Msg.of(
        f"{P}forecast",
        colour=colour(fc.colour, capital=True),
        taken=len(fc.taken),
        bulbs=cd.bulbs(fc.taken),
        stars=cd.stars(fc.taken),
        effect=effect(fc),
    )
