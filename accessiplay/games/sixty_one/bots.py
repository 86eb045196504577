"""Sixty-One bots: they see only their view and the legal actions.

`easy` writes any legal move at random. `normal` is greedy: it scores each move by the acorns
it makes now, by the progress it makes towards pumpkins, skewers and first-fill bonuses, by
how much room it leaves in the area, and by where the leaf die brings the leaf total.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from accessiplay.bots import SearchBot, best_by, policy_of
from accessiplay.core.actions import Action
from accessiplay.core.protocol import public_scores, view_seat
from accessiplay.games.sixty_one import areas
from accessiplay.games.sixty_one.actions import Assign, PlaceX, Skip
from accessiplay.games.sixty_one.scoring import END_TOTAL, LEAF_ACORNS, X_TOTALS, leaf_total
from accessiplay.games.sixty_one.view import SheetView, SixtyOneView

#: What an X is worth to the bot, in acorns: it fills a hard spot later.
X_WORTH = 2.5
LEAF_PRIZES = {**LEAF_ACORNS, **{t: X_WORTH for t in X_TOTALS}}
#: Chance-weighted share of a prize one roll away.
REACH_SHARE = 0.3
#: Every pip on the leaves brings the end nearer and leaves one fewer round to fill the sheet.
LEAF_COST = 0.3
#: How much a fill towards an unclaimed first-fill bonus counts, per spot of the area.
BONUS_SHARE = 0.35


def easy(view: SixtyOneView, legal: list[Action], rng: random.Random) -> Action:
    """Any legal move: it plays by the rules and nothing more."""
    return rng.choice(legal)


def normal(view: SixtyOneView, legal: list[Action], rng: random.Random) -> Action:
    """The move with the best heuristic value; ties broken at random."""
    me = view["sheets"][view_seat(view)]
    ahead = _ahead(view)
    best, chosen = None, []
    for action in legal:
        value = _worth(view, me, action, ahead)
        if best is None or value > best + 1e-9:
            best, chosen = value, [action]
        elif abs(value - best) <= 1e-9:
            chosen.append(action)
    return rng.choice(chosen)


def _ahead(view: SixtyOneView) -> bool:
    """Whether this seat leads on acorns, so ending the game early suits it."""
    totals = [sum(item[1] for item in sheet) for sheet in public_scores(view)]
    seat = view_seat(view)
    mine = totals[seat]
    return all(mine > t for s, t in enumerate(totals) if s != seat)


def _worth(view: SixtyOneView, me: SheetView, action: Action, ahead: bool) -> float:
    """The heuristic value of one legal move."""
    if isinstance(action, PlaceX):
        return _fill_worth(view, me, action.area, action.spot, areas.WILD) - _wild_waste(action)
    if isinstance(action, Skip):
        leaf = action.leaf
    else:
        assert isinstance(action, Assign), "a roll is never a seat's move"
        found = areas.leaf_of(tuple(view["dice"] or ()), action.area, action.value)
        assert found is not None, "a legal assignment takes two of the dice"
        leaf = found
    worth = _leaf_worth(leaf_total(me["leaves"]), leaf, ahead)
    if isinstance(action, Assign):
        worth += _fill_worth(view, me, action.area, action.spot, action.value)
    return worth


def _fill_worth(view: SixtyOneView, me: SheetView, area: int, spot: int, value) -> float:
    """Acorns now, progress towards a complete group or bonus, and room left in the area."""
    spots = tuple(me["areas"][area - 1])
    after = spots[:spot] + (value,) + spots[spot + 1 :]
    worth = _shape(area, after) - _shape(area, spots)
    if not view["firsts"][area - 1]:
        worth += (
            areas.FIRST_FILL_BONUS
            * BONUS_SHARE
            * ((1.0 / areas.SIZES[area]) + (1.0 if None not in after else 0.0))
        )
    return worth


@lru_cache(maxsize=1 << 16)
def _shape(area: int, spots: tuple) -> float:
    """An area's potential plus the room it leaves: the same few thousand shapes recur in every
    game, and the hard bot's rollouts ask for them millions of times."""
    return _potential(area, spots) + 0.15 * len(areas.needed_values(area, list(spots)))


def _potential(area: int, spots: Sequence) -> float:
    """Acorns written plus part of those a started pumpkin or skewer promises."""
    worth = float(areas.acorns(area, list(spots)))
    if area == areas.PUMPKINS:
        worth += sum(
            1.2 for a, b in areas.PUMPKIN_PAIRS if (spots[a] is None) != (spots[b] is None)
        )
    elif area == areas.MARSHMALLOWS:
        for group, reward in zip(areas.SKEWERS, areas.SKEWER_ACORNS):
            done = sum(spots[i] is not None for i in group)
            if done < len(group):
                worth += 0.6 * reward * done / len(group)
    return worth


def _wild_waste(action: PlaceX) -> float:
    """An X in an easy spot (a first pumpkin half, an open lily) wastes its freedom."""
    return 0.3 if action.area in (areas.CHOCOLATE, areas.LILIES) else 0.0


def _leaf_worth(total: int, leaf: int, ahead: bool) -> float:
    """Landing on a prize total, or one roll short of one; ending the game only when ahead."""
    new = total + leaf
    worth = LEAF_PRIZES.get(new, 0.0)
    upcoming = [t for t in LEAF_PRIZES if 0 < t - new <= 6]
    worth += REACH_SHARE * sum(LEAF_PRIZES[t] for t in upcoming)
    if new >= END_TOTAL:
        worth += 4.0 if ahead else -4.0
    return worth - LEAF_COST * leaf


def _favourites(view: SixtyOneView, legal: Sequence[Action]) -> list[Action]:
    """The moves normal rates highest, and the move writing the most acorns now if normal
    leaves it out: a strong player always weighs the sure acorns (and a hint that passes over
    them says what the search found)."""
    seat = view["seat"]
    assert seat is not None, "a bot always has a seat"
    me, ahead = view["sheets"][seat], _ahead(view)
    chosen = best_by(lambda a: _worth(view, me, a, ahead), legal, HARD_CANDIDATES)
    surest = max(legal, key=lambda a: sure_acorns(view, me, a))
    if sure_acorns(view, me, surest) > max(sure_acorns(view, me, a) for a in chosen):
        chosen.append(surest)
    return chosen


def sure_acorns(view: SixtyOneView, me: SheetView, action: Action) -> int:
    """The acorns a move writes now for certain: its spot's, and a fill's bonus while nobody
    has claimed it (whoever fills the area in the same round shares the claim)."""
    if not isinstance(action, (Assign, PlaceX)):
        return 0
    spots = list(me["areas"][action.area - 1])
    bonus = areas.would_fill(spots, action.spot) and not view["firsts"][action.area - 1]
    return areas.gain(action.area, spots, action.spot) + (areas.FIRST_FILL_BONUS if bonus else 0)


#: How many of normal's favourite moves the hard bot plays out, and how many times each.
HARD_CANDIDATES, HARD_ROLLOUTS = 4, 32
#: Alone, twice the rollouts for about the same CPU (one sheet to play out, not two): over 60
#: paired seeds, 64 scored 42.6 against 32's 41.2; six candidates instead of four, 41.2.
SOLO_ROLLOUTS = 64

hard = SearchBot(
    _favourites, policy_of(normal), normal, rollouts=HARD_ROLLOUTS, solo_rollouts=SOLO_ROLLOUTS
)
"""Plays out normal's favourite moves to the end of the game, normal deciding every seat."""

BOTS = {"easy": easy, "normal": normal, "hard": hard}
