"""Pebbles in words: every message from the package's own locales/ folder."""

from __future__ import annotations

from accessiplay.core.events import Event
from accessiplay.present import Ctx, Line, Msg, Presenter


class PebblesPresenter(Presenter):
    """Says the takes, the pile and the winner."""

    game_id = "pebbles"
    rule_sections = ("goal",)

    def event(self, ctx: Ctx, event: Event) -> list[Line]:
        """A take, said with the pile left."""
        if hasattr(event, "count"):
            msg = Msg.of("pebbles-took", count=event.count, left=event.left, **ctx.who(event.seat))
            return [Line(msg, "tick")]
        return []

    def dice(self, ctx: Ctx) -> list[Msg]:
        """D: the pile stands for the dice."""
        return [Msg.of("pebbles-pile", left=ctx.view["pile"])]

    def turn(self, ctx: Ctx) -> list[Msg]:
        """T: the pile again."""
        return self.dice(ctx)

    def step_prompt(self, ctx: Ctx, prefix: tuple) -> Msg:
        """How many to take."""
        return Msg.of("pebbles-how-many")

    def step_label(self, ctx: Ctx, prefix: tuple, step) -> Msg:
        """'Take 2' (the first step is the verb, said once)."""
        if step == "Take":
            return Msg.of("pebbles-take-verb")
        return Msg.of("pebbles-take", count=step)

    def final(self, ctx: Ctx) -> list[Msg]:
        """Who took the last pebble."""
        return [Msg.of("pebbles-won", **ctx.who(w)) for w in ctx.view["winners"]]


PRESENTER = PebblesPresenter()
