"""The chooser of Sixty-One: area die, value die, spot — or the leaf die when nothing fits.

Everything is worked out from the viewer's own view, with the same area rules the core uses,
so each option can say what it scores and where it leaves the leaf total.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.games.sixty_one import areas, words
from accessiplay.games.sixty_one.actions import Assign, PlaceX, Skip
from accessiplay.games.sixty_one.scoring import leaf_total
from accessiplay.games.sixty_one.view import SheetView, SixtyOneCtx, Spot
from accessiplay.present import Choose, Msg


def _sheet(ctx: SixtyOneCtx) -> SheetView:
    """The viewer's own sheet."""
    return ctx.view["sheets"][ctx.seat()]


def _spots(ctx: SixtyOneCtx, number: int) -> list[Spot]:
    """The viewer's spots in one area."""
    return _sheet(ctx)["areas"][number - 1]


def _dice(ctx: SixtyOneCtx) -> tuple[int, ...]:
    """The dice of the round."""
    return tuple(ctx.view["dice"] or ())


def prompt(ctx: SixtyOneCtx, prefix: tuple) -> Msg:
    """The question asked at each step."""
    placing_x = ctx.view["phase"] == "x"
    if not prefix:
        if placing_x:
            return Msg.of("sixty-one-prompt-x-area")
        if not any(_area_offered(ctx, n) for n in set(_dice(ctx))):
            return Msg.of("sixty-one-prompt-skip", dice=_dice(ctx))
        return Msg.of("sixty-one-prompt-area", dice=_dice(ctx))
    if prefix[0] == "skip":
        # The skip before it is always taken for the player and says the dice: once is enough.
        return Msg.of("sixty-one-prompt-leaf")
    if placing_x:
        return Msg.of("sixty-one-prompt-x-spot", area=words.area(prefix[0]))
    if len(prefix) == 1:
        return Msg.of("sixty-one-prompt-value", area=words.area(prefix[0]))
    return Msg.of("sixty-one-prompt-spot", area=words.area(prefix[0]), value=prefix[1])


def label(ctx: SixtyOneCtx, prefix: tuple, step) -> Msg:
    """The words of one option: what it is, what it scores, what it does to the leaves."""
    if step == "skip":
        return Msg.of("sixty-one-opt-skip")
    if prefix and prefix[0] == "skip":
        return _leaf_label(ctx, step, "sixty-one-opt-leaf")
    if ctx.view["phase"] == "x":
        if not prefix:
            open_count = len(areas.open_spots(step, _spots(ctx, step)))
            return Msg.of("sixty-one-opt-x-area", area=words.area(step), count=open_count)
        return _spot_label(ctx, prefix[0], step, areas.WILD)
    if not prefix:
        return Msg.of("sixty-one-opt-area", area=words.area(step), die=step)
    if len(prefix) == 1:
        leaf = areas.leaf_of(_dice(ctx), prefix[0], step)
        assert leaf is not None, "the chooser offers only values among the dice"
        return _leaf_label(ctx, leaf, "sixty-one-opt-value", value=step)
    return _spot_label(ctx, prefix[0], step, prefix[1])


def fact(ctx: SixtyOneCtx, prefix: tuple, step) -> list[Msg]:
    """An option taken for the player; at the first step the dice come first, since the
    question that named them is not asked."""
    taken = Msg.of("ui-step-taken", label=label(ctx, prefix, step))
    if prefix or ctx.view["phase"] == "x":
        return [taken]
    if step == "skip":
        return [prompt(ctx, prefix), taken]
    return [Msg.of("sixty-one-fact-dice", dice=_dice(ctx)), taken]


def _leaf_label(ctx: SixtyOneCtx, leaf: int, msg_id: str, **extra) -> Msg:
    """An option that sends `leaf` to the leaves: the new total and its prize."""
    total = leaf_total(_sheet(ctx)["leaves"]) + leaf
    return Msg.of(msg_id, leaf=leaf, **words.leaf_args(total), **extra)


def _spot_label(ctx: SixtyOneCtx, number: int, index: int, written) -> Msg:
    """'den 2: 5, 1 acorn; fills the area, 3 bonus acorns if first'."""
    spots = _spots(ctx, number)
    fills = areas.would_fill(spots, index)
    bonus_open = not ctx.view["firsts"][number - 1]
    gained = areas.gain(number, spots, index)
    return Msg.of(
        "sixty-one-opt-spot",
        spot=words.spot(number, index),
        value=words.value(written),
        gained=gained,
        acorns=words.acorns(gained),
        fills="yes" if fills else "no",
        bonus="yes" if fills and bonus_open else "no",
    )


def why_not(ctx: SixtyOneCtx, prefix: tuple) -> list[Msg]:
    """Why the areas (or values) not offered are missing: no die, area full, value refused."""
    if ctx.viewer is None or not ctx.view["dice"]:
        return []
    if ctx.view["phase"] == "x":
        return (
            [
                Msg.of("sixty-one-why-full", area=words.area(n))
                for n in areas.AREAS
                if not areas.open_spots(n, _spots(ctx, n))
            ]
            if not prefix
            else []
        )
    if prefix and prefix[0] != "skip" and len(prefix) == 1:
        return _why_values(ctx, prefix[0])
    if prefix:
        return []
    return [_why_area(ctx, n) for n in areas.AREAS if not _area_offered(ctx, n)]


def _others(dice: tuple, number: int) -> list[int]:
    """The two dice left once one die showing `number` chooses the area."""
    rest = list(dice)
    rest.remove(number)
    return rest


def _area_offered(ctx: SixtyOneCtx, number: int) -> bool:
    """Whether a die chooses this area and another die fits in it."""
    dice = _dice(ctx)
    spots = _spots(ctx, number)
    return number in dice and any(
        areas.fitting_spots(number, spots, v) for v in _others(dice, number)
    )


def _why_area(ctx: SixtyOneCtx, number: int) -> Msg:
    """One area that cannot be chosen now, and why."""
    spots = _spots(ctx, number)
    if number not in _dice(ctx):
        return Msg.of("sixty-one-why-no-die", area=words.area(number), die=number)
    if areas.is_full(spots):
        return Msg.of("sixty-one-why-full", area=words.area(number))
    return Msg.of(
        "sixty-one-why-needs",
        area=words.area(number),
        key=areas.AREA_KEYS[number],
        needs=words.either(areas.needed_values(number, spots)),
        others=tuple(_others(_dice(ctx), number)),
    )


def _why_values(ctx: SixtyOneCtx, number: int) -> list[Msg]:
    """The other dice that do not fit in the chosen area."""
    spots = _spots(ctx, number)
    refused = sorted(
        {v for v in _others(_dice(ctx), number) if not areas.fitting_spots(number, spots, v)}
    )
    if not refused:
        return []
    return [
        Msg.of(
            "sixty-one-why-needs",
            area=words.area(number),
            key=areas.AREA_KEYS[number],
            needs=words.either(areas.needed_values(number, spots)),
            others=tuple(refused),
        )
    ]


def summary(ctx: SixtyOneCtx, legal: Sequence[Action]) -> list[Msg]:
    """L: what this seat may do now, in brief."""
    if ctx.view["over"]:
        return [Msg.of("sixty-one-legal-over")]
    if not legal:
        return [Msg.of("sixty-one-legal-none", waiting=words.people(ctx, ctx.view["acting"]))]
    if isinstance(legal[0], Skip):
        return [
            Msg.of(
                "sixty-one-legal-skip",
                dice=words.either(a.leaf for a in legal if isinstance(a, Skip)),
            )
        ]
    if isinstance(legal[0], PlaceX):
        names = tuple(
            words.area(n) for n in dict.fromkeys(a.area for a in legal if isinstance(a, PlaceX))
        )
        return [Msg.of("sixty-one-legal-x", areas=names, count=len(names))]
    by_area: dict[int, dict[int, None]] = {}
    for action in legal:
        if isinstance(action, Assign):
            by_area.setdefault(action.area, {})[action.value] = None
    return [Msg.of("sixty-one-legal-assign")] + [
        Msg.of("sixty-one-legal-area", area=words.area(n), values=words.either(vals))
        for n, vals in by_area.items()
    ]


def digit_key(number: int):
    """The run of key `number`: the die showing it, for the step being chosen.

    Area step: open that area. Value or spot step: write that die in the chosen area. Placing
    an X: open that area at any step. Nothing fits: that die goes to the leaves (the move).
    Not this seat's turn: who the game waits for.
    """

    def run(ctx: SixtyOneCtx, legal: list[Action], focus):
        if not legal:
            return summary(ctx, legal)
        prefix = tuple(focus[:-1]) if focus else ()
        if isinstance(legal[0], Skip):
            if not prefix:
                return Choose(("skip",))
            if number in _dice(ctx):
                return Skip(number)
            return Msg.of("sixty-one-why-leaf", die=number)
        paths = {a.steps() for a in legal}
        if not prefix or isinstance(legal[0], PlaceX):
            if any(p[0] == number for p in paths):
                return Choose((number,))
            if isinstance(legal[0], PlaceX):
                return Msg.of("sixty-one-why-full", area=words.area(number))
            return _why_area(ctx, number)
        if any(p[:2] == (prefix[0], number) for p in paths):
            return Choose((prefix[0], number))
        if number not in _others(_dice(ctx), prefix[0]):
            return Msg.of("sixty-one-why-other-die", die=number)
        return Msg.of("sixty-one-why-value", area=words.area(prefix[0]), value=number)

    return run
