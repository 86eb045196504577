"""Message builders shared by the presenter's parts: areas, spots, acorns, people, rounds."""

from __future__ import annotations

from accessiplay.games.sixty_one import areas
from accessiplay.games.sixty_one.scoring import END_TOTAL, LAST_ROUND, LEAF_ACORNS, X_TOTALS
from accessiplay.games.sixty_one.view import SixtyOneCtx
from accessiplay.present import Alternatives, Msg
from accessiplay.present import either as choice


def area(number: int) -> Msg:
    """The area's name ("Fox dens")."""
    return Msg.of("sixty-one-area", area=areas.AREA_KEYS[number])


def spot(number: int, index: int) -> Msg:
    """The spot's name inside its area ("den 2", "pumpkin 1, second spot")."""
    group, position = areas.group_index(number, index)
    return Msg.of(
        "sixty-one-spot",
        area=areas.AREA_KEYS[number],
        group=group + 1,
        pos=position + 1,
        n=index + 1,
    )


def acorns(count: int) -> Msg:
    """ "1 acorn", "3 acorns"."""
    return Msg.of("sixty-one-acorns", count=count)


def value(written) -> Msg:
    """A written value, or the X wildcard."""
    return Msg.of("sixty-one-value", value=str(written))


def who(ctx: SixtyOneCtx, seat: int) -> Msg:
    """ "you" or the player's name, inside a sentence."""
    return Msg.of("common-who", **ctx.who(seat))


def people(ctx: SixtyOneCtx, seats) -> tuple:
    """Several seats as a spoken list, the listener last ("Ana and you")."""
    return tuple(who(ctx, seat) for seat in ctx.you_last(seats))


def waiting(ctx: SixtyOneCtx, seats) -> dict:
    """Who the game still waits for, as message arguments."""
    return {"waiting": people(ctx, seats)}


def last(round_number: int) -> str:
    """Whether this is round 20, said when it starts and by D."""
    return "yes" if round_number >= LAST_ROUND else "no"


def prize(total: int) -> str:
    """What landing exactly on this leaf total brings: "x", "acorns" or "none"."""
    if total in X_TOTALS:
        return "x"
    return "acorns" if total in LEAF_ACORNS else "none"


def leaf_args(total: int) -> dict:
    """Arguments every message about a new leaf total shares: the total and what it brings."""
    return {
        "total": total,
        "prize": Msg.of(
            "sixty-one-prize",
            prize=prize(total),
            bonus=LEAF_ACORNS.get(total, 0),
            ends="yes" if total >= END_TOTAL else "no",
        ),
    }


def either(values) -> Msg | Alternatives | str:
    """Values as a spoken alternative: "4 or 6", "1, 2, 4 or 6" (nothing when empty)."""
    return choice(values, one=str, none=Msg.of("sixty-one-none"))


def needs(values) -> Msg | Alternatives | str:
    """What an area takes next: "any value" when all six fit, else `either`."""
    values = list(values)
    if values == [1, 2, 3, 4, 5, 6]:
        return Msg.of("sixty-one-any")
    return either(values)
