"""16 lueurs d'hiver's hint sentence: the powers, the pair's zone and place, the bulb, and
why, worked out on a copy of the viewer's own sheet before and after the turn.

Only the view is read: the viewer's sheet and the dice. Other players' choices of this turn
are secret until everyone has chosen, and are never looked at.
"""

from __future__ import annotations

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.games.lueurs.actions import Turn
from accessiplay.games.lueurs.bots import written
from accessiplay.games.lueurs.choosing import gain, my_sheet
from accessiplay.games.lueurs.hard import ends, final
from accessiplay.games.lueurs.scoring import bird_run, grelots
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BULBS,
    COLOURS,
    GARLANDS_TO_END,
    OPEN,
    POWERS,
    Sheet,
)
from accessiplay.games.lueurs.view import LueursCtx
from accessiplay.games.lueurs.words import (
    colour,
    item_name,
    power_name,
    powers_used,
    record_words,
)
from accessiplay.games.lueurs.zones import record
from accessiplay.present import Msg


def move(ctx: LueursCtx, action: Action) -> Msg | None:
    """'plus 1 on the 1, then Squirrel, space 1, 4 left and 2 right, then a blue bulb'."""
    if not isinstance(action, Turn):
        return None
    if action.pair is None or action.zone is None:
        turn = Msg.of("lueurs-hint-nothing", colour=colour(action.bulb))
    else:
        turn = Msg.of(
            "lueurs-hint-move",
            record=record_words(action.zone, action.pair, action.place),
            colour=colour(action.bulb),
        )
    if not action.powers:
        return turn
    return Msg.of("lueurs-hint-powers", uses=powers_used(action.powers), turn=turn)


def reasons(ctx: LueursCtx, action: Action) -> tuple[Msg, ...]:
    """The Grelots the pair brings, a zone it completes, what the bulb does to its garland."""
    if not isinstance(action, Turn):
        return ()
    sheet = my_sheet(ctx)
    said: list[Msg] = []
    if action.pair is not None and action.zone is not None:
        points = gain(sheet, action.zone, action.place)
        if points:
            said.append(Msg.of("lueurs-hint-gain", points=points))
        after = sheet.clone()
        record(after, action.zone, action.place)
        if action.zone == "bird" and bird_run(after) > bird_run(sheet):
            said.append(Msg.of("lueurs-hint-run", boxes=bird_run(after)))
        if after.zone_full(action.zone) and sheet.bags[action.zone] == OPEN:
            # A zone whose bag is crossed out brings nothing more for being complete.
            said.append(_completes(sheet, action.zone))
    said.append(_bulb(ctx, action.bulb))
    after = written(sheet, action.zone, action.place, action.bulb)
    if ends(after):
        said.append(_standing(ctx, final(after)))
    return tuple(said)


def _standing(ctx: LueursCtx, total: int) -> Msg:
    """A turn that ends the game: the sheet's final total beside the best rival's before this
    turn (a French player followed a hint that ended the game 9 behind without a word of it)."""
    seat = ctx.seat()
    rivals = [s for s in range(len(ctx.view["sheets"])) if s != seat]
    totals = {s: grelots(Sheet.from_json(ctx.view["sheets"][s])) for s in rivals}
    best = max(rivals, key=lambda s: totals[s], default=None)
    return Msg.of(
        "lueurs-hint-standing",
        total=total,
        rivals=len(rivals),
        theirs=0 if best is None else totals[best],
        player="" if best is None or best >= len(ctx.names) else ctx.names[best],
    )


def _completes(sheet: Sheet, zone: str) -> Msg:
    """'it completes the Songbird, for its bag of 3 Grelots' (said while the bag is open)."""
    return Msg.of("lueurs-hint-completes", zone=item_name(zone), bag=BAGS[zone])


def _bulb(ctx: LueursCtx, garland: int) -> Msg:
    """How far the bulb takes its garland, and what completing it brings."""
    sheet = my_sheet(ctx)
    lit = sheet.bulbs[garland - 1] + 1
    size = BULBS[garland - 1]
    if lit < size:
        return Msg.of("lueurs-hint-bulb", colour=colour(garland), lit=lit, size=size)
    power = POWERS[garland - 1]
    held = sheet.powers()[0 if power > 0 else 1]
    key = COLOURS[garland - 1]
    ends = sheet.full_garlands() + 1 >= GARLANDS_TO_END
    return Msg.of(
        "lueurs-hint-garland",
        colour=colour(garland),
        bag=BAGS[key] if sheet.bags[key] == OPEN else 0,
        power=power_name(power),
        # A power unlocked as the game ends can never be used: no reason to say it.
        newpower="no" if held or ends else "yes",
        ends="yes" if ends else "no",
    )


def expect(ctx: LueursCtx, ranked: Ranked) -> Msg | None:
    """Shift+H's figure where the common one would mislead: a turn lighting the fourth garland
    is said with the sheet's final total (its forecast was heard 11 above the end), and against
    rivals the rating is said as one, since near the end it weighs the race as well."""
    action = ranked.action
    if not isinstance(action, Turn):
        return None
    after = written(my_sheet(ctx), action.zone, action.place, action.bulb)
    if ends(after):
        return Msg.of("lueurs-hint-expect-end", total=final(after))
    others = len(ctx.view["sheets"]) - 1
    if not others:
        return None
    return Msg.of("lueurs-hint-rated", points=round(ranked.points), others=others)


def rank_figure(ranked: Ranked) -> float:
    """The rating the moves are ranked by, rounded as a rating is said: a last turn said with
    its final total still ranks by the rating."""
    return float(round(ranked.points))


def finer(ctx: LueursCtx, ranked: Ranked) -> tuple[float, Msg] | None:
    """The rating to a tenth of a Grelot, in the words it is said with rounded, for a line whose
    rounded rating is move 1's; a last turn is said with its exact final total, never finer."""
    action = ranked.action
    if not isinstance(action, Turn) or ends(
        written(my_sheet(ctx), action.zone, action.place, action.bulb)
    ):
        return None
    points = round(ranked.points, 1) + 0.0  # never "-0"
    others = len(ctx.view["sheets"]) - 1
    if others:
        return points, Msg.of("lueurs-hint-rated", points=points, others=others)
    return points, Msg.of("lueurs-hint-expect", points=points, wins="none", again="no")
