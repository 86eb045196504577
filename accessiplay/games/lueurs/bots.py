"""16 lueurs d'hiver bots: they see only their view and the legal turns.

`easy` records a pair somewhere at random (and never bothers with powers). `normal` is greedy:
it values each distinct outcome (what is written, which bulb) by the Grelots the sheet is then
worth plus what its half-done rows, cakes, bags and garlands promise, and plays the best one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from accessiplay.bots import Ranked, RankingBot
from accessiplay.core.actions import Action
from accessiplay.core.protocol import view_seat
from accessiplay.games.lueurs.actions import Turn
from accessiplay.games.lueurs.scoring import bird_run, score_sheet
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BIRD_GRELOTS,
    BIRD_VALUES,
    BULBS,
    CAKE_GRELOTS,
    CAKE_PUFFS,
    CAKE_RISES,
    COLOURS,
    COLUMN_GRELOTS,
    GARLANDS_TO_END,
    HOUSE_COLUMNS,
    HOUSE_ROWS,
    OPEN,
    POWERS,
    ROW_GRELOTS,
    SNOWMAN_SUMS,
    SQUIRREL_SPACES,
    Sheet,
)
from accessiplay.games.lueurs.view import LueursView
from accessiplay.games.lueurs.zones import record

#: Share of a Grelot counted for a box whose row, run or cake is not yet sure to score.
HOPE = 0.45
#: Share of a bag counted, times the square of how far the zone or garland is filled.
BAG_HOPE = 0.8
#: What unlocking the first +1 or −1 power is worth, in Grelots (more choice every turn).
POWER_WORTH = 2.5
#: How much a gap in the bird's run discounts each box beyond it.
GAP_DISCOUNT = 0.75
_LINE_SHARE = (0.0, 0.2, 0.5, 1.0)


def easy(view: LueursView, legal: list[Action], rng: random.Random) -> Action:
    """Any turn that records a pair without powers; skipping only when nothing else is left."""
    plain = [a for a in _turns(legal) if a.pair is not None and not a.powers]
    return rng.choice(plain or list(legal))


def _turns(legal: Sequence[Action]) -> list[Turn]:
    """The legal actions as the turns they all are (the dice roll; a seat plays a turn)."""
    return [a for a in legal if isinstance(a, Turn)]


def normal(view: LueursView, legal: list[Action], rng: random.Random) -> Action:
    """The turn whose outcome the heuristic values most, using powers only when they help."""
    return _best_turn(view, legal, rng, promise)


def hard(view: LueursView, legal: list[Action], rng: random.Random) -> Action:
    """Normal's judgement plus what the turns still to play are worth: alone, a bulb that
    brings the end nearer costs TURN_WORTH a turn; against a rival, RACE_TURN_WORTH (nothing)."""
    return _best_turn(view, legal, rng, _turns_judge(view))


def rank_hard(view: LueursView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """Hard's distinct outcomes, best first, each with the Grelots it expects in the end."""
    sheet = Sheet.from_json(view["sheets"][view_seat(view)])
    judge = _turns_judge(view)
    ranked = [
        Ranked(actions[0], value, value, None, 0)
        for value, actions in _outcomes(sheet, legal, judge)
    ]
    ranked.sort(key=lambda r: -r.value)
    return ranked


def _turns_judge(view: LueursView) -> Callable[[Sheet], float]:
    """A sheet's promise plus what each turn it may still play before the end is worth."""
    me = view_seat(view)
    rivals = [
        turns_left(Sheet.from_json(sheet))
        for seat, sheet in enumerate(view["sheets"])
        if seat != me
    ]
    rival = min(rivals, default=None)

    def judge(after: Sheet) -> float:
        mine = turns_left(after)
        if rival is None:
            return promise(after) + TURN_WORTH * mine
        return promise(after) + RACE_TURN_WORTH * min(mine, rival)

    return judge


#: What one more turn is worth to a sheet played alone, in Grelots (issue #13's prototype: 73
#: solo).
TURN_WORTH = 3.0
#: The same against rivals, where normal's judgement is kept. Saving turns loses there (hard
#: won 38-42% of 200 seat-swapped games against normal at 1 to 3 Grelots a turn): the rival
#: ends the game and takes the bags meanwhile. Hastening the end (-1 a turn) won 53.0% of 500,
#: but followed as a hint it scored 6.5 Grelots fewer than normal's move: not worth it.
RACE_TURN_WORTH = 0.0


def turns_left(sheet: Sheet) -> int:
    """The fewest turns before this sheet lights four garlands: one bulb is ticked a turn."""
    remaining = sorted(size - ticked for size, ticked in zip(BULBS, sheet.bulbs))
    return sum(remaining[:GARLANDS_TO_END])


def _best_turn(
    view: LueursView, legal: list[Action], rng: random.Random, judge: Callable[[Sheet], float]
) -> Action:
    """The turn whose outcome `judge` values most, with the fewest powers among equals."""
    sheet = Sheet.from_json(view["sheets"][view_seat(view)])
    best, chosen = None, []
    for value, actions in _outcomes(sheet, legal, judge):
        if best is None or value > best + 1e-9:
            best, chosen = value, [actions]
        elif value > best - 1e-9:
            chosen.append(actions)
    actions = rng.choice(chosen)
    return actions[0]


def _outcomes(
    sheet: Sheet, legal: Sequence[Action], judge: Callable[[Sheet], float]
) -> list[tuple[float, list[Turn]]]:
    """Each distinct outcome (what is written, which bulb) valued by `judge`, with the turns
    giving it, fewest powers first."""
    outcomes: dict[tuple, list[Turn]] = {}
    for action in _turns(legal):
        outcomes.setdefault((action.zone, action.place, action.bulb), []).append(action)
    return [
        (
            judge(written(sheet, zone, place, bulb)),
            sorted(actions, key=lambda a: len(a.powers or ())),
        )
        for (zone, place, bulb), actions in outcomes.items()
    ]


def written(sheet: Sheet, zone: str | None, place: tuple, bulb: int) -> Sheet:
    """A copy of the sheet once this outcome is written."""
    after = sheet.clone()
    if zone is not None:
        record(after, zone, place)
    after.bulbs[bulb - 1] += 1
    return after


def promise(sheet: Sheet) -> float:
    """Grelots already won plus the hoped-for share of what is under way."""
    return (
        score_sheet(sheet).total
        + _bird_hope(sheet)
        + _house_hope(sheet)
        + _cake_hope(sheet)
        + _bag_hope(sheet)
        + _garland_hope(sheet)
    )


def _bird_hope(sheet: Sheet) -> float:
    """Boxes ticked beyond a gap may join the run later, less likely the more gaps before them."""
    run, gaps, hope = bird_run(sheet), 0, 0.0
    for box in range(run + 1, len(BIRD_VALUES) + 1):
        if box in sheet.bird:
            hope += BIRD_GRELOTS[box - 1] * GAP_DISCOUNT**gaps
        else:
            gaps += 1
    return hope


def _house_hope(sheet: Sheet) -> float:
    """Rows and columns under way, the fuller the likelier (full ones are already in the score)."""
    hope = 0.0
    for r in HOUSE_ROWS:
        n = sum((r, c) in sheet.houses for c in HOUSE_COLUMNS)
        hope += ROW_GRELOTS[r] * _LINE_SHARE[n] * (n < 3)
    for c in HOUSE_COLUMNS:
        n = sum((r, c) in sheet.houses for r in HOUSE_ROWS)
        hope += COLUMN_GRELOTS[c] * _LINE_SHARE[n] * (n < 3)
    return hope * HOPE


def _cake_hope(sheet: Sheet) -> float:
    """Puffs still writable: as many as values remain above (kouglof) or below (biscuits) the last."""
    hope = 0.0
    for cake, puffs in sheet.cakes.items():
        left = CAKE_PUFFS[cake] - len(puffs)
        if not left:
            continue
        room = 6 if not puffs else (6 - puffs[-1] if CAKE_RISES[cake] else puffs[-1] - 1)
        reachable = CAKE_GRELOTS[cake][len(puffs) : len(puffs) + min(left, room)]
        hope += sum(reachable) * (1.0 if room > left else 0.6)
    return hope * HOPE


def _bag_hope(sheet: Sheet) -> float:
    """Open zone bags, weighted by how full each zone is (a zone just filled wins its bag)."""
    sizes = {
        "bird": len(BIRD_VALUES),
        "birdhouses": 9,
        "cakes": sum(CAKE_PUFFS.values()),
        "snowmen": len(SNOWMAN_SUMS),
        "squirrel": len(SQUIRREL_SPACES),
    }
    filled = {
        "bird": len(sheet.bird),
        "birdhouses": len(sheet.houses),
        "cakes": sum(len(p) for p in sheet.cakes.values()),
        "snowmen": len(sheet.snowmen),
        "squirrel": len(sheet.squirrel),
    }
    return sum(
        BAGS[zone] * (1.0 if filled[zone] == size else BAG_HOPE * (filled[zone] / size) ** 2)
        for zone, size in sizes.items()
        if sheet.bags[zone] == OPEN
    )


def _garland_hope(sheet: Sheet) -> float:
    """Garlands under way promise their bag (a garland just filled wins it); a full one gives its
    power, once per kind."""
    hope, kinds = 0.0, set()
    for g in range(1, 6):
        share = sheet.bulbs[g - 1] / BULBS[g - 1]
        colour = COLOURS[g - 1]
        if sheet.bags[colour] == OPEN:
            hope += BAGS[colour] * (1.0 if share == 1 else BAG_HOPE * share**2)
        if share == 1:
            kinds.add(POWERS[g - 1])
    return hope + POWER_WORTH * len(kinds)


BOTS = {"easy": easy, "normal": normal, "hard": RankingBot(hard, rank_hard)}
