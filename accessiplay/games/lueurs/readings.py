"""What the reading keys of 16 lueurs d'hiver answer: D, S, T, W and L.

They and the announcements in `present` share the seat words here (`names`, `whom`,
`played_words`); the presenter's methods only delegate, so each answer reads on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessiplay.core.actions import decode_action
from accessiplay.core.protocol import public_scores
from accessiplay.games.lueurs import choosing
from accessiplay.games.lueurs.actions import ACTION_TYPES, Turn
from accessiplay.games.lueurs.sheet import Sheet
from accessiplay.games.lueurs.view import LueursCtx
from accessiplay.games.lueurs.words import (
    colour,
    power_name,
    powers_used,
    record_words,
    zone_name,
)
from accessiplay.games.lueurs.zones import JOKER
from accessiplay.present import Msg, either


def names(ctx: LueursCtx, seats) -> tuple[Msg, ...]:
    """Seats as a spoken list, the viewer as 'you' (as a subject), named last."""
    return tuple(Msg.of("common-who", **ctx.who(seat)) for seat in ctx.you_last(seats))


def whom(ctx: LueursCtx, seats) -> tuple[Msg, ...]:
    """Seats as a spoken list, the viewer as 'you' after a preposition ('for you'), last;
    the ones after the first have their own words, since Spanish repeats the preposition
    there ('para Ana y para ti', never 'para Ana y ti')."""
    order = ctx.you_last(seats)
    return tuple(
        Msg.of("lueurs-whom-after" if i else "lueurs-whom", **ctx.who(seat))
        for i, seat in enumerate(order)
    )


def _offered(ctx: LueursCtx, prefix: tuple) -> Sequence[Any]:
    """The options after a prefix the chooser itself offered (so it is a path on offer)."""
    stage = choosing.stage_of(ctx, prefix)
    assert stage is not None, "a path built from offered options is on offer"
    return stage.options


def _sheet(ctx: LueursCtx, seat: int) -> Sheet:
    """A seat's written sheet from the view."""
    return Sheet.from_json(ctx.view["sheets"][seat])


def played_words(
    ctx: LueursCtx,
    seat: int,
    powers: tuple,
    pair,
    zone,
    place,
    bulb: Msg,
    points: int | None = None,
) -> Msg:
    """One turn in full: powers, what was recorded where, the bulb."""
    record = record_words(zone, pair, place, points)
    if powers:
        return Msg.of(
            "lueurs-played-powers",
            powers=powers_used(powers),
            record=record,
            bulb=bulb,
            **ctx.who(seat),
        )
    return Msg.of("lueurs-played", record=record, bulb=bulb, **ctx.who(seat))


def dice(ctx: LueursCtx) -> list[Msg]:
    """D: the dice of the turn, jokers, double, the viewer's powers and kept turn."""
    view = ctx.view
    if not view["dice"]:
        return [Msg.of("lueurs-no-dice")]
    dice = tuple(view["dice"])
    out = [Msg.of("lueurs-dice", turn=view["turn"], dice=dice)]
    if JOKER in dice:
        out.append(Msg.of("lueurs-dice-jokers", count=dice.count(JOKER)))
    if len(set(dice)) < 3:
        out.append(Msg.of("lueurs-dice-double"))
    if ctx.viewer is not None:
        out += _my_powers(ctx) + _kept(ctx)
    return out


def _my_powers(ctx: LueursCtx) -> list[Msg]:
    """The powers the viewer has unlocked, if any."""
    plus, minus = _sheet(ctx, ctx.seat()).powers()
    held = tuple(power_name(d) for d, on in ((1, plus), (-1, minus)) if on)
    return [Msg.of("lueurs-dice-powers", powers=held)] if held else []


def _kept(ctx: LueursCtx) -> list[Msg]:
    """The viewer's secret turn, once chosen."""
    mine = ctx.view.get("mine")
    if not mine:
        return []
    turn = decode_action(mine, ACTION_TYPES)
    assert isinstance(turn, Turn), "a seat's secret is a turn"
    return [
        played_words(
            ctx,
            ctx.seat(),
            turn.powers or (),
            turn.pair,
            turn.zone,
            turn.place,
            Msg.of("lueurs-bulb-colour", colour=colour(turn.bulb)),
        )
    ]


def scores(ctx: LueursCtx, detailed: bool) -> list[Msg]:
    """S: every total; Shift+S: every score track, row by row."""
    rows = public_scores(ctx.view)
    if not detailed:
        return [
            Msg.of("lueurs-score-total", total=sum(i[1] for i in items), **ctx.who(seat))
            for seat, items in enumerate(rows)
        ]
    return [score_detail(ctx, seat, items) for seat, items in enumerate(rows)]


def score_detail(ctx: LueursCtx, seat: int, items: list) -> Msg:
    """One seat's score track."""
    parts = tuple(
        Msg.of("lueurs-score-item", row=Msg.of(f"lueurs-row-{key}"), points=points)
        for key, points, _ in items
    )
    return Msg.of(
        "lueurs-score-detail", total=sum(i[1] for i in items), items=parts, **ctx.who(seat)
    )


def turn(ctx: LueursCtx) -> list[Msg]:
    """T: the turn, who is still choosing, and how near the end is."""
    view = ctx.view
    if view["over"]:
        out = [Msg.of("lueurs-turn-over", turn=view["turn"])]
    elif view["phase"] == "roll":
        out = [Msg.of("lueurs-turn-rolling", turn=view["turn"] + 1)]
    else:
        acting = view["acting"]
        out = [
            Msg.of(
                "lueurs-turn-choosing",
                turn=view["turn"],
                waiting=names(ctx, acting),
                count=len(acting),
                you=ctx.only_you(acting),
            )
        ]
    full = [Sheet.from_json(s).full_garlands() for s in view["sheets"]]
    lead = max(full)
    leaders = [s for s, n in enumerate(full) if n == lead]
    out.append(
        Msg.of(
            "lueurs-turn-garlands",
            count=lead,
            players=names(ctx, leaders),
            you=ctx.leaders(leaders),
        )
    )
    return out


def table(ctx: LueursCtx) -> list[Msg]:
    """W: each seat's Grelots, garlands, powers, and whether it has chosen."""
    out = []
    for seat, data in enumerate(ctx.view["sheets"]):
        sheet = Sheet.from_json(data)
        plus, minus = sheet.powers()
        held = tuple(power_name(d) for d, on in ((1, plus), (-1, minus)) if on)
        if ctx.view["phase"] != "choose":
            status = "none"
        else:
            status = "choosing" if seat in ctx.view["acting"] else "chosen"
        out.append(
            Msg.of(
                "lueurs-table-seat",
                total=sum(i[1] for i in public_scores(ctx.view)[seat]),
                full=sheet.full_garlands(),
                lit=sum(sheet.bulbs),
                powers=held,
                held=len(held),
                status=Msg.of(f"lueurs-status-{status}"),
                **ctx.who(seat),
            )
        )
    return out


def legal_summary(ctx: LueursCtx) -> list[Msg]:
    """L: each pair (without powers) and the zones that take it; the powers held; skipping."""
    stage = choosing.stage_of(ctx, ())
    if stage is None:
        return []
    out = []
    prefix: tuple = ()
    if stage.kind == "powers":
        out.append(Msg.of("lueurs-legal-powers", count=len(stage.options) - 1))
        prefix = ((),)
    for pair in _offered(ctx, prefix):
        if pair == "skip":
            continue
        out.append(
            Msg.of(
                "lueurs-legal-pair",
                pair=choosing.label(ctx, prefix, pair),
                zones=tuple(zone_name(z) for z in _offered(ctx, prefix + (pair,))),
            )
        )
    skip = _offered(ctx, prefix + ("skip",))
    colours = either([colour(g) for g in skip], none=Msg.of("list-empty"))
    out.append(Msg.of("lueurs-legal-skip", colours=colours))
    return out
