"""Score = stars of banked cards minus stars of unbanked cards, itemised so it can be spoken."""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.games.fairy_lights import cards as cd


def score_sheet(banked: Sequence[int], unbanked: Sequence[int]) -> ScoreSheet:
    """One 'banked' item, then one 'unbanked' item (negative) per colour still held face up."""
    items = [
        ScoreItem("banked", cd.stars(banked), (("cards", len(banked)), ("stars", cd.stars(banked))))
    ]
    for colour in cd.colours_in(unbanked):
        pile = cd.of_colour(unbanked, colour)
        items.append(
            ScoreItem(
                "unbanked",
                -cd.stars(pile),
                (
                    ("colour", colour),
                    ("cards", len(pile)),
                    ("bulbs", cd.bulbs(pile)),
                    ("stars", cd.stars(pile)),
                ),
            )
        )
    return ScoreSheet(tuple(items))
