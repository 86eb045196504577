"""Sixty-One's hint sentence: the whole move ('Fox dens, den 3 with the 5, the 2 to the
leaves') and why, worked out from the viewer's own sheet before and after it.

Only the view is read: the viewer's sheet, the dice, which areas someone has filled first.
Another player's choice of this round is secret until the reveal and is never looked at.
"""

from __future__ import annotations

import dataclasses

from accessiplay.core.actions import Action
from accessiplay.games.sixty_one import areas, words
from accessiplay.games.sixty_one.actions import Assign, PlaceX, Skip
from accessiplay.games.sixty_one.bots import sure_acorns
from accessiplay.games.sixty_one.scoring import END_TOTAL, LEAF_ACORNS, X_TOTALS, leaf_total
from accessiplay.games.sixty_one.view import SheetView, SixtyOneCtx
from accessiplay.present import Msg

#: Leaf totals that bring something, in order: what the leaves aim at.
_PRIZES = sorted((*X_TOTALS, *LEAF_ACORNS))


def _sheet(ctx: SixtyOneCtx) -> SheetView:
    """The viewer's own sheet."""
    return ctx.view["sheets"][ctx.seat()]


def _leaf(ctx: SixtyOneCtx, action: Action) -> int | None:
    """The die the move adds to the leaves (None for an X, which adds nothing)."""
    if isinstance(action, Skip):
        return action.leaf
    if isinstance(action, Assign):
        return areas.leaf_of(tuple(ctx.view["dice"] or ()), action.area, action.value)
    return None


def move(ctx: SixtyOneCtx, action: Action) -> Msg | None:
    """'Fox dens, den 3 with the 5, the 2 to the leaves'; 'the X in den 3 of the Fox dens'."""
    if isinstance(action, Assign):
        return Msg.of(
            "sixty-one-hint-move",
            area=words.area(action.area),
            spot=words.spot(action.area, action.spot),
            value=action.value,
            leaf=_leaf(ctx, action),
        )
    if isinstance(action, Skip):
        return Msg.of("sixty-one-hint-skip", leaf=action.leaf)
    if isinstance(action, PlaceX):
        return Msg.of(
            "sixty-one-hint-x",
            area=words.area(action.area),
            spot=words.spot(action.area, action.spot),
        )
    return None


def reasons(ctx: SixtyOneCtx, action: Action) -> tuple[Msg, ...]:
    """The acorns the spot brings, the area it fills, what the area takes next, where the
    leaves land: each read from the viewer's sheet as it is and as the move leaves it."""
    said: list[Msg] = []
    if isinstance(action, (Assign, PlaceX)):
        said.extend(_area_reasons(ctx, action))
    leaf = _leaf(ctx, action)
    if leaf is not None:
        said.append(_leaves(leaf_total(_sheet(ctx)["leaves"]) + leaf))
    return tuple(said)


def sure(ctx: SixtyOneCtx, action: Action) -> int:
    """The acorns the move writes now for certain, as the hard bot counts them when it makes
    sure to weigh the surest move: a hint passing over more says why."""
    return sure_acorns(ctx.view, _sheet(ctx), action)


def _area_reasons(ctx: SixtyOneCtx, action: Assign | PlaceX) -> list[Msg]:
    """What writing the spot does to its area: acorns, a fill (and its bonus), values kept open."""
    number = action.area
    spots = list(_sheet(ctx)["areas"][number - 1])
    said: list[Msg] = []
    gained = areas.gain(number, spots, action.spot)
    if gained:
        said.append(Msg.of("sixty-one-hint-gain", acorns=words.acorns(gained)))
    if areas.would_fill(spots, action.spot):
        bonus = not ctx.view["firsts"][number - 1]
        said.append(
            Msg.of("sixty-one-hint-fills", area=words.area(number), bonus="yes" if bonus else "no")
        )
        return said
    started = _starts(number, spots, action.spot, isinstance(action, PlaceX))
    if started is not None:
        said.append(started)
    spots[action.spot] = areas.WILD if isinstance(action, PlaceX) else action.value
    grown = _grows(number, spots, action.spot)
    if grown is not None:
        said.append(grown)
    after = areas.needed_values(number, spots)
    if number != areas.CHOCOLATE and 0 < len(after) <= 3:
        said.append(
            Msg.of(
                "sixty-one-hint-open",
                area=words.area(number),
                values=words.needs(after),
                count=len(after),
            )
        )
    return said


def _starts(number: int, spots: list, spot: int, wild: bool) -> Msg | None:
    """A first value in an empty pumpkin or skewer: what the group is worth once complete (an X
    first matches anything, so only the spots after it need one value between them)."""
    if number not in (areas.PUMPKINS, areas.MARSHMALLOWS):
        return None
    which, _ = areas.group_index(number, spot)
    groups = areas.PUMPKIN_PAIRS if number == areas.PUMPKINS else areas.SKEWERS
    if any(spots[i] is not None for i in groups[which]):
        return None
    worth = areas.PUMPKIN_ACORNS if number == areas.PUMPKINS else areas.SKEWER_ACORNS[which]
    return Msg.of(
        "sixty-one-hint-starts",
        area=areas.AREA_KEYS[number],
        acorns=words.acorns(worth),
        size=len(groups[which]),
        wild="yes" if wild else "no",
        rest=len(groups[which]) - 1,
    )


def _grows(number: int, after: list, spot: int) -> Msg | None:
    """A skewer one spot short of complete once the move is written (the right one, of 3): the
    value it lacks and its worth, the plan a second 3 serves (heard only as the leaves' total)."""
    if number != areas.MARSHMALLOWS:
        return None
    which, _ = areas.group_index(number, spot)
    written = [after[i] for i in areas.SKEWERS[which] if after[i] is not None]
    if len(written) != len(areas.SKEWERS[which]) - 1 or len(written) < 2:
        return None
    values = [v for v in written if v != areas.WILD]
    return Msg.of(
        "sixty-one-hint-grows",
        value=str(values[0]) if values else "any",
        acorns=words.acorns(areas.SKEWER_ACORNS[which]),
    )


def _leaves(total: int) -> Msg:
    """Where the leaves land: on a prize, past the end, or how far the next prize is."""
    if total >= END_TOTAL or total in _PRIZES:
        return Msg.of("sixty-one-hint-leaves", total=total, **_prize(total))
    upcoming = [p for p in _PRIZES if p > total]
    target = upcoming[0]
    return Msg.of("sixty-one-hint-leaves-short", total=total, target=target, gap=target - total)


def _prize(total: int) -> dict:
    """What landing on `total` brings, for the leaves' reason."""
    return {
        "prize": words.prize(total),
        "bonus": LEAF_ACORNS.get(total, 0),
        "ends": "yes" if total >= END_TOTAL else "no",
    }


def twin(ctx: SixtyOneCtx, action: Action) -> Action:
    """The same move in the first pumpkin when both pumpkins hold the same values (both empty,
    say): the sheets they leave score alike, so Shift+H says one of them."""
    if not isinstance(action, (Assign, PlaceX)) or action.area != areas.PUMPKINS:
        return action
    spots = ctx.view["sheets"][ctx.seat()]["areas"][areas.PUMPKINS - 1]
    first, second = ([spots[i] for i in pair] for pair in areas.PUMPKIN_PAIRS)
    if first != second or action.spot < len(first):
        return action
    return dataclasses.replace(action, spot=action.spot - len(first))
