"""What Sixty-One's reading keys answer: D (the round's dice) and T (the round, who still
chooses or places an X, one's own choice while it waits).

The presenter's D and T only delegate here; the events' announcements stay in `present`, the
sheet and scores in `review`, the shared vocabulary in `words`.
"""

from __future__ import annotations

from accessiplay.games.sixty_one import words
from accessiplay.games.sixty_one.view import SixtyOneCtx, SixtyOneView
from accessiplay.present import Msg


def dice(ctx: SixtyOneCtx) -> list[Msg]:
    """D: the dice of this round."""
    view = ctx.view
    if not view["dice"]:
        return [Msg.of("sixty-one-no-dice")]
    return [
        Msg.of(
            "sixty-one-dice",
            round=view["round"],
            dice=tuple(view["dice"] or ()),
            last=words.last(view["round"]),
        )
    ]


def turn(ctx: SixtyOneCtx) -> list[Msg]:
    """T: the round, the dice, who is still choosing or placing an X, one's own choice."""
    view = ctx.view
    if view["over"]:
        return [Msg.of("sixty-one-turn-over", round=view["round"])]
    if view["phase"] == "roll":
        return [Msg.of("sixty-one-turn-roll", round=view["round"] + 1)]
    if ctx.viewer not in view["acting"]:
        # The platform adds "Waiting for Ana and Leo" when the viewer is not to act.
        return [
            Msg.of(
                "sixty-one-turn-others",
                round=view["round"],
                phase=view["phase"],
                last_round=view["last_round"],
                dice=tuple(view["dice"] or ()),
            )
        ] + _mine(view)
    msg_id = "sixty-one-turn-x" if view["phase"] == "x" else "sixty-one-turn-choose"
    return [
        Msg.of(
            msg_id,
            round=view["round"],
            last_round=view["last_round"],
            dice=tuple(view["dice"] or ()),
            **words.waiting(ctx, view["acting"]),
            you=ctx.only_you(view["acting"]),
        )
    ] + _mine(view)


def _mine(view: SixtyOneView) -> list[Msg]:
    """The viewer's own secret choice, while it waits for the others."""
    mine = view["mine"]
    if not mine:
        return []
    if mine["t"] == "Skip":
        return [Msg.of("sixty-one-turn-mine-skip", leaf=mine["leaf"])]
    spot = words.spot(mine["area"], mine["spot"])
    if mine["t"] == "PlaceX":
        return [Msg.of("sixty-one-turn-mine-x", area=words.area(mine["area"]), spot=spot)]
    return [
        Msg.of("sixty-one-turn-mine", area=words.area(mine["area"]), spot=spot, value=mine["value"])
    ]
