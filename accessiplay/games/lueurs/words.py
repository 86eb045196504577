"""The game's vocabulary as messages: zones, garlands, bags, places, powers, jokers.

Every function returns `Msg` values (ids of locales/*/lueurs.ftl), never text, so the
presenter, the chooser's labels and the sheet review all say things the same way.
"""

from __future__ import annotations

from accessiplay.games.lueurs.sheet import BULBS, COLOURS
from accessiplay.games.lueurs.zones import JOKER, written
from accessiplay.present import Msg


def zone_name(zone: str) -> Msg:
    """The bare name of a zone ('Songbird'), for options and lists."""
    return Msg.of(f"lueurs-zone-{zone}")


def item_name(item: str) -> Msg:
    """A zone or a garland (by colour) inside a sentence, with its article ('the red garland')."""
    return Msg.of(f"lueurs-item-{item}")


def bag_name(item: str) -> Msg:
    """The Grelot bag of a zone or garland ('the Songbird's bag')."""
    return Msg.of(f"lueurs-bag-{item}")


def colour(garland: int) -> Msg:
    """The colour of garland 1–5, as an adjective for a bulb or a garland."""
    return Msg.of(f"lueurs-colour-{COLOURS[garland - 1]}")


def garland_name(garland: int) -> Msg:
    """A garland as a title ('Red garland')."""
    return Msg.of(f"lueurs-garland-name-{COLOURS[garland - 1]}")


def bulb_name(garland: int) -> Msg:
    """A bulb as an option's title ('Red bulb')."""
    return Msg.of(f"lueurs-bulb-name-{COLOURS[garland - 1]}")


def cake_title(cake: str) -> Msg:
    """A cake as a title ('Kouglof')."""
    return Msg.of(f"lueurs-cake-title-{cake}")


def cake_name(cake: str) -> Msg:
    """A cake with its article ('the kouglof', 'biscuit 1')."""
    return Msg.of(f"lueurs-cake-{cake}")


def power_name(delta: int) -> Msg:
    """'+1' or '−1' as words."""
    return Msg.of("lueurs-power-plus" if delta > 0 else "lueurs-power-minus")


def powers_used(powers: tuple) -> Msg:
    """'+1 on the 3 and −1 on the 5'."""
    uses = tuple(
        Msg.of("lueurs-power-on", power=power_name(delta), value=value) for delta, value in powers
    )
    return Msg.of("lueurs-powers-used", uses=uses)


def place_words(zone: str, place: tuple) -> Msg:
    """Where exactly a pair is written, in the zone's own terms."""
    if zone == "bird":
        return Msg.of("lueurs-place-bird", first=place[0], second=place[1])
    if zone == "birdhouses":
        return Msg.of("lueurs-place-birdhouses", row=place[0], column=place[1])
    if zone == "cakes":
        return cake_words(place)
    if zone == "snowmen":
        return Msg.of("lueurs-place-snowmen", sum=place[0])
    return Msg.of("lueurs-place-squirrel", space=place[0], left=place[1], right=place[2])


def cake_words(place: tuple) -> Msg:
    """'3 then 5 in the kouglof', or '3 in the kouglof and 5 in biscuit 1'."""
    (cake, other), (first, second) = place
    if cake == other:
        return Msg.of("lueurs-place-cake-one", cake=cake_name(cake), first=first, second=second)
    return Msg.of(
        "lueurs-place-cake-two",
        cake=cake_name(cake),
        other=cake_name(other),
        first=first,
        second=second,
    )


def jokers(zone: str, pair: tuple, place: tuple) -> tuple[int, ...]:
    """The values the pair's jokers were declared as (a 6 always is one), when the place says."""
    count = pair.count(JOKER)
    if not count:
        return ()
    if zone == "snowmen":
        if count == 2:
            # Any two values of the sum will do: said as even as they come, so a 6 and a 6
            # recorded as 'sum 2' are heard as standing for 1 and 1.
            return (place[0] // 2, place[0] - place[0] // 2)
        return (place[0] - min(pair),)
    values = list(written(zone, place))
    if count == 1:
        values.remove(min(pair))
    return tuple(values)


def record_words(
    zone: str | None, pair: tuple | None, place: tuple, points: int | None = None
) -> Msg:
    """What a turn wrote: the zone, the place, the jokers' values, the Grelots it brought."""
    if zone is None:
        return Msg.of("lueurs-record-nothing")
    assert pair is not None, "a turn that wrote in a zone recorded a pair"
    declared = jokers(zone, pair, place)
    return Msg.of(
        "lueurs-record",
        zone=zone_name(zone),
        place=place_words(zone, place),
        jokers=len(declared),
        values=declared,
        known="no" if points is None else "yes",
        points=points or 0,
    )


def bulb_words(garland: int, lit: int) -> Msg:
    """'red bulb, 2 of 3 lit'."""
    return Msg.of("lueurs-bulb-lit", colour=colour(garland), lit=lit, size=BULBS[garland - 1])


def pair_words(pair: tuple, die: int, free: bool) -> Msg:
    """'2 and 6, with a joker; the 1 lights a red bulb' (or any garland: a 6, or a full one)."""
    return Msg.of(
        "lueurs-pair",
        first=pair[0],
        second=pair[1],
        die=die,
        jokers=pair.count(JOKER),
        free="yes" if free else "no",
        colour=colour(die if die < JOKER else 1),
    )
