"""The hard bot's judgement against rivals: the bag races and the end, seen from both sheets.

Normal values its own sheet as if it played alone. Against a rival every bag is a race (the
first to complete a zone or a garland circles its bag, the others cross it out, RULES.md §1)
and the game ends when anyone lights four garlands. So hard judges a turn by the margin: its
own promise with each bag weighed by who is nearer to it, less what the rival may still hope
from the bags this turn leaves it (a bag hard completes is crossed on the rival's sheet), with
nothing for a bag neither can finish before the likely end. The rival's sheet and the dice
are public, so the turn normal would play on them is foreseen (a bag it completes now is
lost unless hard completes it too; its garlands may end the game, and on that last turn only
Grelots and the win count).

Measured on seeds 1000-1099 (200 seat-swapped games against normal): races and denial alone
55.0%; with the rival's turn foreseen 59.0%; plus the last turn played for the win 60.5%
(seeds 0-249, 500 games: 59.0% ± 3.4, normal against itself 50.0%).
Session 27, each variant screened on 400 games paired with the same dice (seeds 1000-1199,
main 62.0%), the best checked on seeds 1200-1399 (main 59.5%): a raced bag hoped for at 1.0
instead of 0.8 times its fill squared (RACED_HOPE), +3.6 ± 2.2 and +4.8 ± 2.5 points; RACE 1.5
as much (+3.0 ± 2.2, +5.1 ± 2.3) but not on top of it (both +2.8, or RACE 1.25 +2.0); RACE 2
+2.2 and RACED_HOPE 1.2 +3.2; with RACED_HOPE 1.0, DENY 0.8 −4.4 and 1.2 −2.4; SLACK 0 −2.9
± 2.7, SLACK 2 −0.5, POWER_WORTH 4 +0.6; ENDGAME 20 changed no game. Dead end: playing hard's
four favourite outcomes out to the end with normal in the last two turns (16 or 32 rollouts)
59.0% and 59.8% against main's 60.5% (seeds 1000-1099).
Session 28, against main on seeds 1000-1199 (65.6%), paired: a turn that hard itself ends
judged by its result too (ENDGAME weighing a sure win first) +1.1 ± 1.5; with two players,
hard's favourite outcomes played one roll further when the next turn may end the game
(`lastturns.py`, exact when it does, else the promise margin) +2.1 ± 2.1 for 4 favourites,
+3.0 ± 2.1 for 8, +2.9 ± 2.1 for 16; looking ahead from 2 bulbs from the end rather than 1,
+3.9 ± 2.5 (4 favourites), and with 8 favourites and ENDGAME 40 (kept) +4.5 ± 2.5, 70.1%; the
margin's scale (lastturns.SCALE 4 or 16) changed almost nothing. Seeds 0-249 (500 games):
68.1% ± 3.5, paired with main on the same seeds +5.7 ± 2.3; hard CPU p95 193 ms.
Dead ends: no race tilt (RACE 0) 54.2%; denial at half weight 46.5% and double 57.5% (the
margin, weight 1, is best); hastening the end when ahead (2 Grelots a turn) 58.5%; judging a
turn that hard itself ends by the win, beside turns valued by promise, 56.0%.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessiplay.games.lueurs.promise import (
    POWER_WORTH,
    ZONE_SIZES,
    bird_hope,
    cake_hope,
    house_hope,
    zone_filled,
)
from accessiplay.games.lueurs.scoring import grelots
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BULBS,
    COLOURS,
    GARLANDS_TO_END,
    OPEN,
    POWERS,
    Sheet,
)

#: How many boxes (or bulbs) each bag needs, zones first, then garlands by colour.
SIZES = {**ZONE_SIZES, **dict(zip(COLOURS, BULBS))}
#: Boxes one turn can fill in each zone (a pair; one cell, sum or domino), or bulbs.
PER_TURN = {"bird": 2, "birdhouses": 1, "cakes": 2, "snowmen": 1, "squirrel": 1}

#: How strongly the race tilts a bag's hope: 0 is normal's view, 1 scales it by the lead.
RACE = 1.0
#: Share of a raced bag hoped for, times the square of how far it is filled (normal's BAG_HOPE
#: is 0.8, hard's up to session 26): racing harder for the bags, and to deny them, wins more.
RACED_HOPE = 1.0
#: Share of the rival's hoped-for bags counted against this sheet (what a turn denies them):
#: 1 judges the margin.
DENY = 1.0
#: Turns beyond the fewest possible that a game is expected to last (dice rarely allow the
#: fastest end).
SLACK = 1
#: What winning is worth, in Grelots, on a turn that ends the game (the rival's expected turn
#: or this one): enough that a sure win comes first and a sure loss last.
ENDGAME = 40.0


def filled(sheet: Sheet) -> dict[str, int]:
    """Boxes written in each zone and bulbs ticked on each garland, by bag name."""
    counts = zone_filled(sheet)
    counts.update(zip(COLOURS, sheet.bulbs))
    return counts


def turns_left(sheet: Sheet) -> int:
    """The fewest turns before this sheet lights four garlands: one bulb is ticked a turn."""
    remaining = sorted(size - ticked for size, ticked in zip(BULBS, sheet.bulbs))
    return sum(remaining[:GARLANDS_TO_END])


def bag_share(bag: str, mine: int, theirs: int, turns: int) -> float:
    """The share of a bag hoped for, `mine` filled against the rival's `theirs`, with `turns`
    left: normal's share, tilted by who is nearer, nothing if out of reach before the end."""
    size = SIZES[bag]
    if mine >= size:
        return 1.0
    needed = -(-(size - mine) // PER_TURN.get(bag, 1))
    if needed > turns:
        return 0.0
    share = RACED_HOPE * (mine / size) ** 2
    lead = (size - theirs) / ((size - mine) + (size - theirs))
    return min(1.0, share * (2 * lead) ** RACE)


def race_judge(
    rivals: Sequence[Sheet], moved: Sequence[Sheet] | None = None
) -> Callable[[Sheet], float]:
    """A judge of this seat's sheet after its turn: its own promise with the bags raced, less
    what the nearest rival may still hope from the bags this turn leaves it. `moved` are the
    rivals' sheets after the turns expected of them on these dice (by default, as they are)."""
    after_rivals = list(moved or rivals)
    nearest = min(range(len(rivals)), key=lambda i: turns_left(after_rivals[i]))
    rival, rival_after = rivals[nearest], after_rivals[nearest]
    theirs = filled(rival_after)
    best = {bag: max(filled(s)[bag] for s in after_rivals) for bag in SIZES}
    taken = {bag for bag in SIZES if best[bag] >= SIZES[bag]}
    rival_turns = turns_left(rival_after)
    ending = moved is not None and rival_turns == 0
    best_final = max(final(s) for s in after_rivals)

    def judge(after: Sheet) -> float:
        counts = filled(after)
        if ENDGAME and moved is not None and (ending or ends(after)):
            return last_turn(final(after), best_final)
        turns = min(turns_left(after), rival_turns) + SLACK
        done = {bag for bag in SIZES if counts[bag] >= SIZES[bag]}
        own = sum(
            BAGS[bag] * bag_share(bag, counts[bag], best[bag], turns)
            for bag, mark in after.bags.items()
            if mark == OPEN and (bag not in taken or bag in done)
        )
        denied = sum(
            BAGS[bag] * bag_share(bag, theirs[bag], counts[bag], turns)
            for bag, mark in rival.bags.items()
            if mark == OPEN and bag not in done and bag not in taken
        )
        return _kept(after) + own - DENY * denied

    return judge


def ends(sheet: Sheet) -> bool:
    """Whether this sheet, once its turn is written, ends the game (four garlands lit)."""
    return sheet.full_garlands() >= GARLANDS_TO_END


def final(sheet: Sheet) -> int:
    """The Grelots of a sheet when the game ends on this turn: its score and the open bags
    it has just completed (they are circled as the turn ends)."""
    return grelots(sheet) + sum(BAGS[bag] for bag in sheet.completed() if sheet.bags[bag] == OPEN)


def last_turn(mine: int, theirs: int) -> float:
    """The value of a turn that ends the game: the Grelots, and ENDGAME more for a win (half
    for a tie), since half-done rows and races are worth nothing any more."""
    share = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return mine + ENDGAME * (share - 0.5)


def _kept(sheet: Sheet) -> float:
    """Normal's promise without its bags: Grelots won, runs, rows, cakes and powers."""
    kinds = {POWERS[g] for g in range(5) if sheet.bulbs[g] == BULBS[g]}
    return (
        grelots(sheet)
        + bird_hope(sheet)
        + house_hope(sheet)
        + cake_hope(sheet)
        + POWER_WORTH * len(kinds)
    )
