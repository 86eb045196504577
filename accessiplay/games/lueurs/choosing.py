"""The words of the move chooser: each step's question, each option, why others are missing.

All of it is worked out from the view (the viewer's sheet and the dice) with the same walk the
state uses, so what is said always matches what is offered.
"""

from __future__ import annotations

import functools
import json

from accessiplay.games.lueurs.actions import SKIP
from accessiplay.games.lueurs.moves import Stage, apply_powers, pair_options, walk
from accessiplay.games.lueurs.scoring import ZONE_GRELOTS
from accessiplay.games.lueurs.sheet import (
    BAGS,
    BIRD_GRELOTS,
    BIRD_VALUES,
    BULBS,
    CAKE_PUFFS,
    CAKE_RISES,
    CAKES,
    COLOURS,
    GARLANDS_TO_END,
    HOUSE_COLUMNS,
    HOUSE_ROWS,
    OPEN,
    POWERS,
    SQUIRREL_FIRST,
    Sheet,
)
from accessiplay.games.lueurs.view import LueursCtx
from accessiplay.games.lueurs.words import (
    bulb_name,
    cake_name,
    cake_words,
    colour,
    item_name,
    pair_words,
    place_words,
    power_name,
    powers_used,
    zone_name,
)
from accessiplay.games.lueurs.zones import JOKER, places, record
from accessiplay.present import Msg


def my_sheet(ctx: LueursCtx) -> Sheet:
    """The sheet of the seat at the keyboard (read once per state of the sheet: every label of a
    step walks the same path, and the sheet's memo of places makes that walk cheap)."""
    return sheet_from(json.dumps(ctx.view["sheets"][ctx.seat()], sort_keys=True))


@functools.lru_cache(maxsize=16)
def sheet_from(data: str) -> Sheet:
    """A sheet read from its JSON text; callers never write on it (gains use a copy)."""
    return Sheet.from_json(json.loads(data))


def stage_of(ctx: LueursCtx, prefix: tuple) -> Stage | None:
    """Where `prefix` stands for the seat at the keyboard (None: not a path on offer)."""
    if ctx.viewer is None or not ctx.view.get("dice"):
        return None
    return walk(my_sheet(ctx), tuple(ctx.view["dice"]), tuple(prefix))


def prompt(ctx: LueursCtx, prefix: tuple) -> Msg:
    """The question of the step reached by `prefix`."""
    stage = stage_of(ctx, prefix)
    if stage is None or stage.kind == "done":
        return Msg.of("ui-choose")
    if stage.kind == "zone" and stage.pair is not None:  # a zone step follows a chosen pair
        return Msg.of("lueurs-step-zone", first=stage.pair[0], second=stage.pair[1])
    if stage.kind == "bulb":
        return Msg.of("lueurs-step-bulb", die=stage.die if stage.pair else 0)
    return Msg.of(f"lueurs-step-{stage.kind}")


def label(ctx: LueursCtx, prefix: tuple, step) -> Msg:
    """The words for one option of the step reached by `prefix`."""
    stage = stage_of(ctx, prefix)
    if stage is None:
        return Msg.of("ui-raw", text=str(step))
    sheet = my_sheet(ctx)
    kind = stage.kind
    if kind == "powers":
        if not step:
            return Msg.of("lueurs-opt-no-power")
        return Msg.of(
            "lueurs-opt-powers",
            uses=powers_used(step),
            dice=apply_powers(tuple(ctx.view["dice"]), step),
        )
    if kind == "pair":
        if step == SKIP:
            return Msg.of("lueurs-opt-skip")
        die = dict(pair_options(stage.dice))[step]
        return pair_words(step, die, die == JOKER or sheet.garland_full(die))
    if kind == "zone":
        return _zone_label(ctx, prefix, sheet, step)
    if kind == "bulb":
        return _bulb_label(sheet, step)
    return _place_label(sheet, stage, step)


def fact(ctx: LueursCtx, prefix: tuple, step) -> list[Msg]:
    """An option taken for the player; nothing for the parts of a place the zone option
    already named ("Birdhouses: row 2, column 6" needs no "Which birdhouse?" after it)."""
    stage = stage_of(ctx, prefix)
    if (
        stage is not None
        and stage.zone is not None
        and stage.pair is not None
        and stage.kind != "bulb"
        and len(places(my_sheet(ctx), stage.zone, stage.pair)) == 1
    ):
        return []
    taken = label(ctx, prefix, step)
    if taken.id == "lueurs-opt-zone":
        # "Squirrel, 2 choices. The only choice." contradicted itself: say which is the only one.
        return [Msg.of("lueurs-taken-zone", **taken.kwargs())]
    return [Msg.of("ui-step-taken", label=taken)]


def _zone_label(ctx: LueursCtx, prefix: tuple, sheet: Sheet, zone: str) -> Msg:
    """A zone, and when the pair has one place only there, that place and its Grelots."""
    inner = stage_of(ctx, prefix + (zone,))
    if inner is not None and len(inner.places) == 1:
        place = inner.places[0]
        return Msg.of(
            "lueurs-opt-zone-place",
            zone=zone_name(zone),
            place=place_words(zone, place),
            points=gain(sheet, zone, place),
        )
    return Msg.of("lueurs-opt-zone", zone=zone_name(zone), count=len(inner.places) if inner else 0)


def gain(sheet: Sheet, zone: str, place: tuple) -> int:
    """The Grelots a zone's score changes by once this place is written."""
    score = ZONE_GRELOTS[zone]
    after = sheet.clone()
    record(after, zone, place)
    return score(after) - score(sheet)


def _whole(sheet: Sheet, stage: Stage, step, make) -> Msg:
    """An option that completes the place: its words and its Grelots."""
    chosen = [p for p in stage.places if make(p) == step]
    assert stage.zone is not None, "places are offered once a zone is chosen"
    words = place_words(stage.zone, chosen[0])
    return Msg.of("lueurs-opt-place", place=words, points=gain(sheet, stage.zone, chosen[0]))


def _place_label(sheet: Sheet, stage: Stage, step) -> Msg:
    """Options inside a zone: boxes, cells, cakes and numbers, sums, domino spaces and halves."""
    kind = stage.kind
    if kind in ("boxes", "cell", "cake-write", "domino"):
        return _whole(sheet, stage, step, lambda p: p)
    if kind == "sum":
        return _whole(sheet, stage, step, lambda p: p[0])
    if kind == "box":
        return Msg.of(
            "lueurs-opt-box", box=step, value=BIRD_VALUES[step - 1], grelots=BIRD_GRELOTS[step - 1]
        )
    if kind == "other-box":
        first = stage.places[0][0]
        return Msg.of(
            "lueurs-opt-other-box",
            box=step,
            value=BIRD_VALUES[step - 1],
            points=gain(sheet, "bird", (first, step)),
        )
    if kind == "cakes":
        first, second = step
        if first == second:
            return Msg.of("lueurs-opt-cakes-one", cake=cake_name(first))
        return Msg.of("lueurs-opt-cakes-two", cake=cake_name(first), other=cake_name(second))
    if kind == "first-value":
        return Msg.of("lueurs-opt-first-value", value=step, cake=cake_name(stage.places[0][0][0]))
    if kind == "second-value":
        cakes, (first, _) = stage.places[0]
        place = (cakes, (first, step))
        return Msg.of(
            "lueurs-opt-place", place=cake_words(place), points=gain(sheet, "cakes", place)
        )
    if kind == "space":
        return Msg.of(
            "lueurs-opt-space", space=step, centre="yes" if step == SQUIRREL_FIRST else "no"
        )
    if kind == "left-half":
        return Msg.of("lueurs-opt-left-half", value=step)
    space, left = stage.places[0][:2]
    domino = (space, left, step)
    return Msg.of(
        "lueurs-opt-halves", left=left, right=step, points=gain(sheet, "squirrel", domino)
    )


def _bulb_label(sheet: Sheet, garland: int) -> Msg:
    """A bulb: how full its garland gets, and what filling it brings (bag, power, the end)."""
    lit = sheet.bulbs[garland - 1] + 1
    completes = lit == BULBS[garland - 1]
    power = POWERS[garland - 1]
    held = sheet.powers()[0 if power > 0 else 1]
    ends = completes and sheet.full_garlands() + 1 >= GARLANDS_TO_END
    bag = BAGS[COLOURS[garland - 1]] if sheet.bags[COLOURS[garland - 1]] == OPEN else 0
    return Msg.of(
        "lueurs-opt-bulb",
        name=bulb_name(garland),
        lit=lit,
        size=BULBS[garland - 1],
        completes="yes" if completes else "no",
        bag=bag,
        power=power_name(power),
        newpower="no" if held else "yes",
        ends="yes" if ends else "no",
    )


def why_not(ctx: LueursCtx, prefix: tuple) -> list[Msg]:
    """For the step reached by `prefix`, why each option the rules know of is not offered."""
    stage = stage_of(ctx, prefix)
    if stage is None:
        return []
    sheet = my_sheet(ctx)
    if stage.kind == "pair":
        return [
            Msg.of("lueurs-why-pair", first=pair[0], second=pair[1])
            for pair, _ in pair_options(stage.dice)
            if pair not in stage.options
        ]
    if stage.kind == "zone" and stage.pair is not None:  # a zone step follows a chosen pair
        return [
            zone_reason(sheet, zone, stage.pair)
            for zone in ZONE_REASONS
            if zone not in stage.options
        ]
    if stage.kind == "bulb":
        return _bulb_reasons(sheet, stage)
    return [_step_rule(sheet, stage.kind)]


def _step_rule(sheet: Sheet, kind: str) -> Msg:
    """Inside a zone, or at the powers: the rule that narrows the options offered."""
    if kind in ("cake-write", "cakes", "first-value", "second-value"):
        return Msg.of("lueurs-why-cakes", needs=tuple(cake_need(sheet, cake) for cake in CAKES))
    if kind in ("domino", "space", "left-half", "right-half"):
        ends = squirrel_ends(sheet)
        if not ends:
            return Msg.of("lueurs-why-squirrel-first")
        return Msg.of("lueurs-why-squirrel-ends", values=ends)
    return Msg.of(_STEP_RULES[kind])


_STEP_RULES = {
    "powers": "lueurs-why-powers",
    "boxes": "lueurs-why-boxes",
    "box": "lueurs-why-boxes",
    "other-box": "lueurs-why-boxes",
    "cell": "lueurs-why-cell",
    "sum": "lueurs-why-sum",
}


def _bulb_reasons(sheet: Sheet, stage: Stage) -> list[Msg]:
    """Full garlands, and garlands another die would have lit."""
    out = []
    for garland in range(1, 6):
        if garland in stage.options:
            continue
        if sheet.garland_full(garland):
            out.append(Msg.of("lueurs-why-bulb-full", colour=colour(garland)))
        else:
            out.append(
                Msg.of(
                    "lueurs-why-bulb-colour",
                    die=stage.die or 0,
                    garland=item_name(COLOURS[garland - 1]),
                )
            )
    return out


def _bird_reason(sheet: Sheet, pair: tuple) -> Msg:
    """The Songbird needs two free boxes, one showing each value (a joker takes any)."""
    free = [b for b in range(1, len(BIRD_VALUES) + 1) if b not in sheet.bird]
    if not free:
        return Msg.of("lueurs-why-bird-full")
    if len(free) == 1:
        return Msg.of("lueurs-why-bird-one-box")
    for value in pair:
        if value != JOKER and not any(BIRD_VALUES[b - 1] == value for b in free):
            return Msg.of("lueurs-why-bird-value", value=value)
    return Msg.of("lueurs-why-bird-same", value=pair[0])


def _house_reason(sheet: Sheet, pair: tuple) -> Msg:
    """A row die 1–3 and a column die 4–6, on an empty cell."""
    if len(sheet.houses) == len(HOUSE_ROWS) * len(HOUSE_COLUMNS):
        return Msg.of("lueurs-why-birdhouses-full")
    if JOKER in pair:
        return Msg.of("lueurs-why-birdhouses-joker")
    a, b = pair
    if not ((a in HOUSE_ROWS and b in HOUSE_COLUMNS) or (b in HOUSE_ROWS and a in HOUSE_COLUMNS)):
        return Msg.of("lueurs-why-birdhouses-dice")
    return Msg.of("lueurs-why-birdhouses-taken", row=min(pair), column=max(pair))


def _cake_reason(sheet: Sheet, pair: tuple) -> Msg:
    """What each cake's lowest empty puff accepts."""
    if all(len(sheet.cakes[c]) == CAKE_PUFFS[c] for c in CAKES):
        return Msg.of("lueurs-why-cakes-full")
    needs = tuple(cake_need(sheet, cake) for cake in CAKES)
    return Msg.of("lueurs-why-cakes-order", first=pair[0], second=pair[1], needs=needs)


def cake_need(sheet: Sheet, cake: str) -> Msg:
    """What the next puff of a cake accepts: full, anything, above or below its last number."""
    puffs = sheet.cakes[cake]
    if len(puffs) == CAKE_PUFFS[cake]:
        return Msg.of("lueurs-cake-need-full", cake=cake_name(cake))
    if not puffs:
        return Msg.of("lueurs-cake-need-any", cake=cake_name(cake))
    which = "above" if CAKE_RISES[cake] else "below"
    return Msg.of(f"lueurs-cake-need-{which}", cake=cake_name(cake), value=puffs[-1])


def _snow_reason(sheet: Sheet, pair: tuple) -> Msg:
    """The box of the sum is taken."""
    if len(sheet.snowmen) == 11:
        return Msg.of("lueurs-why-snowmen-full")
    if JOKER in pair:
        return Msg.of("lueurs-why-snowmen-joker")
    return Msg.of("lueurs-why-snowmen-taken", sum=sum(pair))


def _squirrel_reason(sheet: Sheet, pair: tuple) -> Msg:
    """The numbers the open ends of the squirrel's row need."""
    if len(sheet.squirrel) == 5:
        return Msg.of("lueurs-why-squirrel-full")
    return Msg.of("lueurs-why-squirrel-ends", values=squirrel_ends(sheet))


def squirrel_ends(sheet: Sheet) -> tuple[int, ...]:
    """The numbers a new domino must show where it touches the row (empty: the centre is free)."""
    placed = sheet.squirrel
    if not placed:
        return ()
    ends = []
    if min(placed) > 1:
        ends.append(placed[min(placed)][0])
    if max(placed) < 5:
        ends.append(placed[max(placed)][1])
    return tuple(dict.fromkeys(ends))


ZONE_REASONS = {
    "bird": _bird_reason,
    "birdhouses": _house_reason,
    "cakes": _cake_reason,
    "snowmen": _snow_reason,
    "squirrel": _squirrel_reason,
}


def zone_reason(sheet: Sheet, zone: str, pair: tuple) -> Msg:
    """Why a pair without a joker cannot go in a zone (a joker pair fits wherever there is room)."""
    return ZONE_REASONS[zone](sheet, pair)


def rule_for_step(ctx: LueursCtx, path: tuple | None) -> str | None:
    """The walkthrough section of the focused option: its zone, the powers, the bulbs."""
    stage = stage_of(ctx, tuple(path[:-1])) if path else None
    if stage is None or not path:
        return "choosing"
    if stage.kind == "zone":
        return path[-1]
    if stage.kind in ("powers", "bulb"):
        return "powers" if stage.kind == "powers" else "garlands"
    if stage.kind == "pair":
        return "turn"
    return stage.zone
