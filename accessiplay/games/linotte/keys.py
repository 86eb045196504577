"""La Linotte's own keys: R throws, Space/1–6 keep dice, A announces, Enter stops.

Each key answers with an action, a chooser path, words, or None to let the platform's own
meaning of the key apply (Enter and Space choose in the chooser).
"""

from __future__ import annotations

from accessiplay.games.linotte import review
from accessiplay.games.linotte.actions import Announce, Keep, Release, Stop, Throw
from accessiplay.present import Choose, Ctx, GameKey, Msg


def _illegal(reason: str) -> Msg:
    """The same words the platform says when the rules refuse an action."""
    return Msg.of(f"linotte-illegal-{reason}")


def _not_now(ctx: Ctx) -> Msg | None:
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


def throw(ctx: Ctx, legal: list, focus) -> object:
    """R: the first throw, or rethrow every die not kept."""
    if Throw() in legal:
        return Throw()
    return _not_now(ctx) or _illegal("all-kept")


def announce(ctx: Ctx, legal: list, focus) -> object:
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


def toggle(ctx: Ctx, legal: list, focus) -> object:
    """Space on a die keeps or releases it; elsewhere Space chooses as usual."""
    die = _die_of(focus)
    if die is None:
        return None
    for action in (Keep(die), Release(die)):
        if action in legal:
            return action
    return None


def stop(ctx: Ctx, legal: list, focus) -> object:
    """Enter on a die stops throwing (Enter on any other option chooses it)."""
    if _die_of(focus) is not None and Stop() in legal:
        return Stop()
    return None


def keep_value(value: int):
    """1–6: keep the first unkept die of that value, or release one if all of them are kept."""

    def run(ctx: Ctx, legal: list, focus) -> object:
        view = ctx.view
        blocked = _not_now(ctx)
        if blocked is None and not view["dice"]:
            blocked = _illegal("no-dice-yet")
        if blocked is not None:
            return blocked
        showing = [d for d, v in enumerate(view["dice"]) if v == value]
        if not showing:
            return Msg.of("linotte-no-die-of", value=value)
        unkept = [d for d in showing if not view["kept"][d]]
        action = Keep(unkept[0]) if unkept else Release(showing[-1])
        return action if action in legal else None

    return run


def rows(ctx: Ctx, legal: list, focus) -> list[Msg]:
    """B: the five rows, one after the other."""
    return review.summaries(ctx, "row")


def columns(ctx: Ctx, legal: list, focus) -> list[Msg]:
    """Shift+B: the five columns."""
    return review.summaries(ctx, "column")


def diagonals(ctx: Ctx, legal: list, focus) -> list[Msg]:
    """G: the ten diagonals long enough for a line of 3."""
    return review.summaries(ctx, "diagonal")


def free(ctx: Ctx, legal: list, focus) -> list[Msg]:
    """F: the empty cells, grouped by combination."""
    return review.free_cells(ctx)


KEYS = [
    GameKey("r", "throw", throw),
    GameKey("space", "toggle", toggle),
    *[GameKey(str(v), f"keep-{v}", keep_value(v)) for v in range(1, 7)],
    GameKey("a", "announce", announce),
    GameKey("enter", "stop", stop),
    GameKey("b", "rows", rows),
    GameKey("B", "columns", columns),
    GameKey("g", "diagonals", diagonals),
    GameKey("f", "free", free),
]
