"""Why a value (or an X) may not go in a spot: one reason code per rule, spoken by the UI."""

from __future__ import annotations

from accessiplay.games.sixty_one import areas

#: The rule a die value breaks in each area, named for the spoken error.
_VALUE_RULES = {
    areas.PUMPKINS: "pumpkin-must-match",
    areas.LILIES: "lily-must-differ",
    areas.MARSHMALLOWS: "skewer-must-match",
    areas.CHOCOLATE: "mug-needs-its-value",
    areas.DENS: "den-beside-same",
    areas.MUSHROOMS: "mushroom-must-follow",
}


def placement_reason(sheet: list[list], area: int, spot: int, value) -> str | None:
    """The reason code for writing `value` (a die or X) in this spot, or None if it may go there."""
    if area not in areas.AREAS or type(spot) is not int or not 0 <= spot < areas.SIZES[area]:
        return "no-such-spot"
    spots = sheet[area - 1]
    if spots[spot] is not None:
        return "spot-taken"
    if spot not in areas.open_spots(area, spots):
        return "den-needs-support" if area == areas.DENS else "out-of-order"
    if not areas.value_fits(area, spots, spot, value):
        return _VALUE_RULES[area]
    return None


REASONS = (
    "no-such-spot",
    "spot-taken",
    "den-needs-support",
    "out-of-order",
    *_VALUE_RULES.values(),
    "no-such-die",
    "must-place",
    "place-x-first",
    "not-now",
    "bad-roll",
)
