"""Bots that see only their view: `easy` draws on a whim, `normal` weighs the bust chance,
`hard` (hard.py) weighs what each move hands the rival too."""

from __future__ import annotations

import random

from accessiplay.bots import RankingBot
from accessiplay.core.actions import Action
from accessiplay.core.protocol import view_seat
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.fairy_lights.hard import hard, rank_hard
from accessiplay.games.fairy_lights.judge import Judge
from accessiplay.games.fairy_lights.view import FairyLightsView

#: How far ahead `normal` imagines drawing before it settles for the best take.
LOOKAHEAD = 2


def _takes(legal: list[Action]) -> list[Take]:
    """The take options among the legal actions."""
    return [a for a in legal if isinstance(a, Take)]


def easy(view: FairyLightsView, legal: list[Action], rng: random.Random) -> Action:
    """Draws while the shop is thin or on a coin toss, then takes any colour it won't waste."""
    takes = _takes(legal)
    may_draw = any(isinstance(a, Draw) for a in legal)
    if may_draw and (not takes or len(view["shop"]) < 2 or rng.random() < 0.4):
        return Draw()
    mine = [c["id"] for c in view["collections"][view_seat(view)]["unbanked"]]
    shop = [c["id"] for c in view["shop"]]
    kept = [
        t
        for t in takes
        if all(cd.forecast(mine, shop, colour).fate != cd.DISCARD for colour in t.colours)
    ]
    return rng.choice(kept or takes)


def normal(view: FairyLightsView, legal: list[Action], rng: random.Random) -> Action:
    """Takes the best colour now unless drawing, bust chance weighed, is worth more on average."""
    return _decide(view, legal, LOOKAHEAD)


def _decide(view: FairyLightsView, legal: list[Action], depth: int) -> Action:
    """The best take, or a draw when its expected value over `depth` draws is higher."""
    judge = Judge(view)
    shop = [c["id"] for c in view["shop"]]
    may_draw = any(isinstance(a, Draw) for a in legal)
    takes = _takes(legal)
    if not takes:
        return Draw()
    value, option = judge.best_take(shop)
    if may_draw:
        counts = [n for _, n in judge.faces]
        if judge.draw_value(shop, counts, judge.left, depth) > value:
            return Draw()
    return Take(option)


BOTS = {"easy": easy, "normal": normal, "hard": RankingBot(hard, rank_hard)}
