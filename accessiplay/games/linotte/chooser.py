"""The words of the move chooser: its questions, its options, and what it leaves out and why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import review, threats, words
from accessiplay.games.linotte.actions import Announce, Place, Throw
from accessiplay.games.linotte.keys import selection
from accessiplay.games.linotte.view import LinotteCtx, LinotteView
from accessiplay.present import Msg


def _mine(ctx: LinotteCtx) -> bool:
    """Whether the viewer is the one to play."""
    view = ctx.view
    return not view["over"] and view["turn"] is not None and view["turn"] == ctx.viewer


def _unkept(ctx: LinotteCtx) -> int:
    """How many dice the next throw would throw, given the dice marked to keep."""
    return selection(ctx).count(False) if ctx.view["dice"] else 5


def legal_summary(ctx: LinotteCtx, legal: Sequence[Action]) -> list[Msg]:
    """L: what the viewer may do now."""
    view = ctx.view
    if view["over"]:
        return [Msg.of("linotte-over")]
    if not _mine(ctx) or not legal:
        if view["turn"] is None:
            return [Msg.of("linotte-drawing")]
        return [Msg.of("linotte-legal-wait", player=ctx.names[view["turn"]])]
    if view["phase"] == "place":
        cells = [a.cell for a in legal if isinstance(a, Place)]
        return [
            Msg.of(
                "linotte-legal-place", count=len(cells), cells=words.cells(cells) if cells else ()
            )
        ]
    if not view["dice"]:
        return [Msg.of("linotte-legal-first")]
    return [
        Msg.of(
            "linotte-legal-throwing",
            throw=view["throws"],
            rethrow="yes" if any(isinstance(a, Throw) for a in legal) else "no",
            count=_unkept(ctx),
            announce="yes" if any(isinstance(a, Announce) for a in legal) else "no",
        )
    ]


def step_prompt(ctx: LinotteCtx, prefix: tuple) -> Msg:
    """The question asked at each step."""
    view = ctx.view
    if prefix and prefix[0] == "announce":
        return Msg.of("linotte-prompt-announce")
    if view["phase"] == "place":
        return Msg.of("linotte-prompt-place")
    if not view["dice"]:
        return Msg.of("linotte-prompt-first")
    return Msg.of("linotte-prompt-throwing", throw=view["throws"])


def first_throw(ctx: LinotteCtx, prefix: tuple) -> bool:
    """The turn's first throw keeps nothing: its two steps ('throw', no die kept) are one move,
    heard once as 'Throw the five dice' rather than two 'only choice' lines."""
    return prefix == ("throw",) and not ctx.view["dice"]


def step_label(ctx: LinotteCtx, prefix: tuple, step: Any) -> Msg:
    """One option of the chooser."""
    view = ctx.view
    if prefix and prefix[0] == "announce":
        return words.combo(step)
    if first_throw(ctx, prefix):
        return Msg.of("linotte-step-throw", count=5, first="yes")
    if prefix and prefix[0] == "throw":
        return Msg.of("linotte-keeping", count=len(step), keeping=tuple(step))
    if isinstance(step, (tuple, list)):
        kind, value = step
        if kind == "die":
            return Msg.of(
                "linotte-die",
                die=value + 1,
                value=view["dice"][value],
                kept="yes" if selection(ctx)[value] else "no",
            )
        return threats.cell_option(ctx, value)
    if step == "throw":
        return Msg.of(
            "linotte-step-throw", count=_unkept(ctx), first="yes" if not view["dice"] else "no"
        )
    if step == "stop":
        return Msg.of("linotte-step-stop", count=len(view["cells"]))
    return Msg.of(f"linotte-step-{step}")


def why_not(ctx: LinotteCtx, prefix: tuple) -> list[Msg]:
    """What the rules leave out now: no rethrow, no APPEL, cells taken or not shown."""
    view = ctx.view
    if not _mine(ctx):
        return legal_summary(ctx, [])
    if view["phase"] == "place":
        return _why_not_cells(view)
    if not view["dice"]:
        return [Msg.of("linotte-why-first")]
    reasons = []
    if all(selection(ctx)):
        reasons.append(Msg.of("linotte-illegal-all-kept"))
    if view["announced"] is not None:
        reasons.append(Msg.of("linotte-why-announced", combo=words.combo(view["announced"])))
    elif view["throws"] > 1:
        reasons.append(Msg.of("linotte-illegal-announce-too-late"))
    elif not view["may_announce"]:
        reasons.append(Msg.of("linotte-illegal-appel-taken"))
    if view["throws"] > 1:
        reasons.append(Msg.of("linotte-why-no-sec"))
    return reasons or [Msg.of("linotte-why-nothing")]


def _why_not_cells(view: LinotteView) -> list[Msg]:
    """Cells the dice would allow but are taken; the other cells need other combinations."""
    board = review.owners(view)
    taken = [
        bd.CELLS[i] for name in view["made"] for i in bd.CELLS_OF[name] if board[i] is not None
    ]
    msgs = []
    if taken:
        msgs.append(Msg.of("linotte-why-taken", count=len(taken), cells=words.cells(taken)))
    msgs.append(Msg.of("linotte-why-not-shown"))
    return msgs
