"""The hard bot's look one roll ahead when the next turn may be the last (two players).

Both sheets and the dice are public and every choice is made on the same roll, so near the
end hard can play the next turn out exactly: for each of the 56 rolls (weighted by how many of
the 216 throws give it), the turn normal would play on the rival's sheet, then hard's best
reply, judged by the result when the game ends on it (RULES.md §1 "End": four garlands lit
after the turn, the highest total wins, a tie stays a tie), else by the promise margin.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter

from accessiplay.games.lueurs.hard import ends, final
from accessiplay.games.lueurs.legal import legal_turns
from accessiplay.games.lueurs.promise import garland_hope, promise, zone_part, zone_promise
from accessiplay.games.lueurs.scoring import ZONE_GRELOTS, grelots
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BULBS,
    CIRCLED,
    COLOURS,
    CROSSED,
    DOUBLE_BOXES,
    GARLANDS_TO_END,
    OPEN,
    Sheet,
)
from accessiplay.games.lueurs.zones import record

#: Every roll of three dice, sorted as the game rolls them, with how many throws give it.
ROLLS = tuple(
    sorted(Counter(tuple(sorted(t)) for t in itertools.product(range(1, 7), repeat=3)).items())
)
#: How many Grelots of promise margin make a game not yet over about three-quarters won.
SCALE = 8.0


def settle(mine: Sheet, theirs: Sheet) -> None:
    """Circle the bags each sheet has just completed and cross them out on the other (RULES.md
    §1 step 4): a complete item whose bag is still open was completed this turn."""
    done = [{b for b in s.completed() if s.bags[b] == OPEN} for s in (mine, theirs)]
    for sheet, own, other in ((mine, done[0], done[1]), (theirs, done[1], done[0])):
        for bag in own:
            sheet.bags[bag] = CIRCLED
        for bag in other - own:
            if sheet.bags[bag] == OPEN:
                sheet.bags[bag] = CROSSED


def result(mine: int, theirs: int) -> float:
    """A finished game's worth: a win 1, a tie half."""
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def hope(margin: float) -> float:
    """How much a game still going is worth, from the margin of promise."""
    return 0.5 + 0.5 * math.tanh(margin / SCALE)


def rolled(sheet: Sheet, dice: tuple) -> Sheet:
    """The sheet once these dice are rolled: a natural double ticks a doubles box."""
    if len(set(dice)) == 3 or sheet.doubles >= DOUBLE_BOXES:
        return sheet
    after = sheet.clone()
    after.doubles += 1
    return after


def expected(mine: Sheet, theirs: Sheet, cache: dict) -> float:
    """Hard's expected result once both turns of this roll are written: exact if the game
    ends now, else over the next roll."""
    if ends(mine):
        return result(final(mine), final(theirs))
    mine, theirs = mine.clone(), theirs.clone()
    settle(mine, theirs)
    return worth(mine, theirs, cache)


def worth(mine: Sheet, theirs: Sheet, cache: dict) -> float:
    """Hard's expected result over the next roll, both sheets settled after this turn (a
    pair's or a bulb's share does not depend on the roll: each is worked out once)."""
    total = 0.0
    key = tuple(theirs.bags.values())
    parts = cache.setdefault(key, ({}, {}))
    gains: tuple[dict, dict] = ({(None, ()): (0.0, 0.0)}, {})
    for dice, throws in ROLLS:
        theirs_after = cache.get((key, dice))
        if theirs_after is None:
            theirs_after = cache[key, dice] = normal_turn(rolled(theirs, dice), dice, parts)
        total += throws * best_reply(rolled(mine, dice), dice, theirs_after, gains)
    return total / 216


def normal_turn(sheet: Sheet, dice: tuple, parts: tuple[dict, dict]) -> Sheet:
    """The sheet once the turn normal would play on these dice is written (one of its best:
    normal's value of an outcome is its place's share plus its bulb's, `bots._promises`).
    `parts` keeps each place's and bulb's share for this sheet whatever the roll."""
    places, bulbs = parts
    places.setdefault((None, ()), 0.0)
    best, chosen = -1e9, (None, (), 0)
    for zones, lights in legal_turns(sheet, dice).options():
        for zone, spots in zones:
            for place in spots:
                value = places.get((zone, place))
                if value is None:
                    after = sheet.clone()
                    record(after, zone, place)
                    value = places[zone, place] = zone_part(after, zone) - zone_part(sheet, zone)
                for bulb in lights:
                    hoped = bulbs.get(bulb)
                    if hoped is None:
                        hoped = bulbs[bulb] = garland_hope(lit(sheet, bulb))
                    if value + hoped > best + 1e-9:
                        best, chosen = value + hoped, (zone, place, bulb)
    zone, place, bulb = chosen
    after = lit(sheet, bulb)
    if zone is not None:
        record(after, zone, place)
    return after


def lit(sheet: Sheet, bulb: int) -> Sheet:
    """A copy of the sheet with one more bulb ticked on this garland."""
    after = sheet.clone()
    after.bulbs[bulb - 1] += 1
    return after


def best_reply(mine: Sheet, dice: tuple, theirs: Sheet, known: tuple[dict, dict]) -> float:
    """Hard's best result on this roll against the rival's turn (already written): each use
    of powers and pair gives its best place for the Grelots and for the promise, then each
    bulb it may light decides whether the game ends."""
    rival_ends = ends(theirs)
    theirs_final = final(theirs)
    theirs_hope = promise(theirs)
    count = mine.full_garlands()
    base_g, base_p = grelots(mine), zone_promise(mine)
    gains, bulbs = known
    best = 0.0
    for zones, lights in legal_turns(mine, dice).options():
        top_g = top_p = -1e9
        for zone, spots in zones:
            for place in spots:
                gain = gains.get((zone, place))
                if gain is None:
                    gain = gains[zone, place] = _zone_gain(mine, zone, place)
                top_g, top_p = max(top_g, gain[0]), max(top_p, gain[1])
        for bulb in lights:
            light = bulbs.get(bulb)
            if light is None:
                light = bulbs[bulb] = _bulb_gain(mine, bulb, count)
            bag, hoped, over = light
            if rival_ends or over:
                value = result(int(base_g + top_g + bag), theirs_final)
            else:
                value = hope(base_p + top_p + hoped - theirs_hope)
            if value > best:
                best = value
                if best == 1.0:
                    return best
    return best


def _zone_gain(sheet: Sheet, zone: str, place: tuple) -> tuple[float, float]:
    """What a pair written here adds: to the final Grelots (its bag if it completes the zone),
    and to the promise."""
    after = sheet.clone()
    record(after, zone, place)
    score = ZONE_GRELOTS[zone]
    gained = score(after) - score(sheet)
    if after.zone_full(zone) and sheet.bags[zone] == OPEN:
        gained += BAGS[zone]
    return float(gained), zone_part(after, zone) - zone_part(sheet, zone)


def _bulb_gain(sheet: Sheet, bulb: int, count: int) -> tuple[float, float, bool]:
    """What a bulb adds: its garland's bag if it completes it (with whether that ends the game),
    and the garlands' promise."""
    ticked = sheet.bulbs[bulb - 1] + 1
    full = ticked == BULBS[bulb - 1]
    colour = COLOURS[bulb - 1]
    bag = BAGS[colour] if full and sheet.bags[colour] == OPEN else 0
    return float(bag), garland_hope(lit(sheet, bulb)), full and count + 1 >= GARLANDS_TO_END
