"""La Linotte's own keys: R throws, Space, Enter or 1–6 mark dice to keep, A announces.

The marks are the chooser's uncommitted selection (`Ctx.marks`): only the rethrow, sent by R
or by choosing the rethrow item, reaches the rules, as one action keeping the marked dice.

Each key answers with an action, a chooser path, words, or None to let the platform's own
meaning of the key apply (Enter and Space choose in the chooser).
"""

from __future__ import annotations

from accessiplay.games.linotte import review
from accessiplay.games.linotte.actions import Announce, Throw
from accessiplay.games.linotte.view import LinotteCtx
from accessiplay.present import Choose, GameKey, KeyAnswer, Listing, Msg


def _illegal(reason: str) -> Msg:
    """The same words the platform says when the rules refuse an action."""
    return Msg.of(f"linotte-illegal-{reason}")


def _not_now(ctx: LinotteCtx) -> Msg | None:
    """Why the viewer cannot act on the dice at all right now, or None if they can."""
    view = ctx.view
    if view["over"]:
        return _illegal("game-over")
    if view["turn"] is None or view["turn"] != ctx.viewer:
        return _illegal("not-your-turn")
    if view["phase"] == "place":
        return _illegal("throwing-over")
    return None


def _die_of(focus) -> int | None:
    """The die position when the chooser's focus is on a die, else None."""
    if focus and len(focus) == 1:
        step = focus[0]
        if isinstance(step, (tuple, list)) and len(step) == 2 and step[0] == "die":
            return step[1]
    return None


def selection(ctx: LinotteCtx) -> list[bool]:
    """The dice marked to keep at the next rethrow: the UI's own, starting from those the last
    rethrow kept, and forgotten once the dice are thrown again."""
    view = ctx.view
    moment = (view["turns"], view["throws"])
    if ctx.marks.get("at") != moment:
        ctx.marks["at"] = moment
        ctx.marks["kept"] = list(view["kept"]) if view["dice"] else []
    return ctx.marks["kept"]


def kept_values(ctx: LinotteCtx) -> tuple[int, ...]:
    """The values of the marked dice, in rising order (the dice are sorted)."""
    return tuple(v for v, k in zip(ctx.view["dice"], selection(ctx)) if k)


def _flip(ctx: LinotteCtx, die: int) -> Msg:
    """Mark or unmark one die and say what is now kept; nothing reaches the rules."""
    marked = selection(ctx)
    marked[die] = not marked[die]
    keeping = kept_values(ctx)
    return Msg.of(
        "linotte-kept" if marked[die] else "linotte-released",
        **ctx.who(ctx.seat()),
        die=die + 1,
        value=ctx.view["dice"][die],
        count=len(keeping),
        keeping=keeping,
        full="yes",
    )


def _rethrow(ctx: LinotteCtx, legal: list) -> KeyAnswer:
    """The first throw, or the rethrow keeping the marked dice."""
    if Throw() in legal and not ctx.view["dice"]:
        return Throw()
    blocked = _not_now(ctx)
    if blocked is None and not ctx.view["dice"]:
        blocked = _illegal("no-dice-yet")
    if blocked is not None:
        return blocked
    action = Throw(kept_values(ctx))
    if action in legal:
        return action
    return _illegal("all-kept" if all(selection(ctx)) else "throwing-over")


def throw(ctx: LinotteCtx, legal: list, focus) -> KeyAnswer:
    """R: the first throw, or rethrow every die not marked to keep."""
    return _rethrow(ctx, legal)


def announce(ctx: LinotteCtx, legal: list, focus) -> KeyAnswer:
    """A: open the choice of the APPEL combination."""
    if any(isinstance(a, Announce) for a in legal):
        return Choose(("announce",))
    blocked = _not_now(ctx)
    if blocked is not None:
        return blocked
    view = ctx.view
    if not view["dice"]:
        return _illegal("no-dice-yet")
    if view["announced"] is not None:
        return _illegal("already-announced")
    if view["throws"] > 1:
        return _illegal("announce-too-late")
    return _illegal("appel-taken")


def toggle(ctx: LinotteCtx, legal: list, focus) -> KeyAnswer:
    """Space or Enter on a die marks or unmarks it; on the rethrow, sends it with the marked
    dice; elsewhere the key chooses as usual."""
    die = _die_of(focus)
    if die is not None:
        return _not_now(ctx) or _flip(ctx, die)
    if focus == ("throw",):
        return _rethrow(ctx, legal)
    return None


def keep_value(value: int):
    """1–6: mark the first unmarked die of that value, or unmark one if all of them are marked."""

    def run(ctx: LinotteCtx, legal: list, focus) -> KeyAnswer:
        view = ctx.view
        blocked = _not_now(ctx)
        if blocked is None and not view["dice"]:
            blocked = _illegal("no-dice-yet")
        if blocked is not None:
            return blocked
        showing = [d for d, v in enumerate(view["dice"]) if v == value]
        if not showing:
            return Msg.of("linotte-no-die-of", value=value)
        marked = selection(ctx)
        unmarked = [d for d in showing if not marked[d]]
        return _flip(ctx, unmarked[0] if unmarked else showing[-1])

    return run


def rows(ctx: LinotteCtx, legal: list, focus) -> Listing:
    """B: the five rows, one after the other."""
    return review.summaries(ctx, "row")


def columns(ctx: LinotteCtx, legal: list, focus) -> Listing:
    """Shift+B: the five columns."""
    return review.summaries(ctx, "column")


def diagonals(ctx: LinotteCtx, legal: list, focus) -> Listing:
    """G: the ten diagonals long enough for a line of 3."""
    return review.summaries(ctx, "diagonal")


def free(ctx: LinotteCtx, legal: list, focus) -> list[Msg]:
    """F: the empty cells, grouped by combination."""
    return review.free_cells(ctx)


KEYS = [
    GameKey("r", "throw", throw),
    GameKey("space", "toggle", toggle),
    GameKey("enter", "toggle", toggle),
    *[GameKey(str(v), f"keep-{v}", keep_value(v)) for v in range(1, 7)],
    GameKey("a", "announce", announce),
    GameKey("b", "rows", rows),
    GameKey("B", "columns", columns),
    GameKey("g", "diagonals", diagonals),
    GameKey("f", "free", free),
]
