"""Pebbles bots: easy takes one, normal leaves a multiple of four when it can."""

from __future__ import annotations

import random

from accessiplay.core.actions import Action


def easy(view: dict, legal: list[Action], rng: random.Random) -> Action:
    """Any legal take."""
    return rng.choice(legal)


def normal(view: dict, legal: list[Action], rng: random.Random) -> Action:
    """Leave the rival a multiple of four, the losing pile."""
    for action in legal:
        if (view["pile"] - action.count) % 4 == 0:
            return action
    return legal[0]


BOTS = {"easy": easy, "normal": normal}
