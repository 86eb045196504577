"""How Sixty-One speaks: every event and the 1-6 keys. The D and T answers are in `readings`,
the chooser's words in `chooser`, the sheet and scores in `review`, the hint's in `hint`."""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.games.sixty_one import areas, chooser, hint, readings, review, words
from accessiplay.games.sixty_one.events import (
    AreaFilled,
    AssignRecorded,
    DiceRolled,
    FirstFill,
    GameEnding,
    LeafBonus,
    Skipped,
    SkipRecorded,
    Wrote,
    XGained,
    XLost,
    XPlaced,
    XRecorded,
)
from accessiplay.games.sixty_one.view import SixtyOneCtx, SixtyOneView
from accessiplay.present import GameKey, Line, Listing, Msg, Node, Presenter


def _rolled(ctx: SixtyOneCtx, e: DiceRolled) -> list[Line]:
    """'Round 3.' for a player, whose chooser then asks with the dice (said once, not twice);
    'Round 3. Dice: 2, 5 and 5.' for a spectator, who has no chooser, and before a hand-over,
    whose call comes before any chooser (session 30: the next player had to ask for them)."""
    asked = ctx.viewer is not None and ctx.chooser_follows
    return [
        Line(
            Msg.of(
                "sixty-one-rolled",
                round=e.round,
                dice=e.dice,
                last=words.last(e.round),
                you="yes" if asked else "no",
            ),
            "dice-roll",
        )
    ]


def _assign_recorded(ctx: SixtyOneCtx, e: AssignRecorded) -> list[Line]:
    """Private confirmation of a choice waiting for the others."""
    return [
        Line(
            Msg.of(
                "sixty-one-recorded",
                area=words.area(e.area),
                spot=words.spot(e.area, e.spot),
                value=e.value,
                leaf=e.leaf,
                **words.leaf_args(e.total),
                **words.waiting(ctx, e.waiting),
            ),
            "tick",
        )
    ]


def _skip_recorded(ctx: SixtyOneCtx, e: SkipRecorded) -> list[Line]:
    """Private confirmation of a skip waiting for the others."""
    return [
        Line(
            Msg.of(
                "sixty-one-recorded-skip",
                leaf=e.leaf,
                **words.leaf_args(e.total),
                **words.waiting(ctx, e.waiting),
            ),
            "tick",
        )
    ]


def _x_recorded(ctx: SixtyOneCtx, e: XRecorded) -> list[Line]:
    """Private confirmation of an X spot waiting for the others."""
    return [
        Line(
            Msg.of(
                "sixty-one-recorded-x",
                area=words.area(e.area),
                spot=words.spot(e.area, e.spot),
                **words.waiting(ctx, e.waiting),
            ),
            "tick",
        )
    ]


def _full(ctx: SixtyOneCtx, seat: int) -> bool:
    """Whether a move is told in full: always one's own, others' only when verbose."""
    return ctx.verbose or seat == ctx.viewer


def _wrote(ctx: SixtyOneCtx, e: Wrote) -> list[Line]:
    """'You: Fox dens, den 2: 5, 1 acorn. Leaves plus 2: 23.' (brief for others)."""
    if not _full(ctx, e.seat):
        return [
            Line(
                Msg.of(
                    "sixty-one-wrote-brief",
                    **ctx.who(e.seat),
                    area=words.area(e.area),
                    value=e.value,
                    total=e.total,
                ),
                "tick",
            )
        ]
    return [
        Line(
            Msg.of(
                "sixty-one-wrote",
                **ctx.who(e.seat),
                area=words.area(e.area),
                spot=words.spot(e.area, e.spot),
                value=e.value,
                acorns=words.acorns(e.acorns),
                gained=e.acorns,
                leaf=e.leaf,
                total=e.total,
            ),
            "tick",
        )
    ]


def _skipped(ctx: SixtyOneCtx, e: Skipped) -> list[Line]:
    """'Nothing fitted for Ana: leaves plus 5: 23.'"""
    msg_id = "sixty-one-skipped" if _full(ctx, e.seat) else "sixty-one-skipped-brief"
    return [Line(Msg.of(msg_id, **ctx.who(e.seat), leaf=e.leaf, total=e.total), "tick")]


def _leaf_bonus(ctx: SixtyOneCtx, e: LeafBonus) -> list[Line]:
    """'Leaf total 21: you gain 2 acorns.'"""
    return [
        Line(
            Msg.of(
                "sixty-one-leaf-bonus",
                **ctx.who(e.seat),
                total=e.total,
                acorns=words.acorns(e.acorns),
            ),
            "bulb",
        )
    ]


def _x_gained(ctx: SixtyOneCtx, e: XGained) -> list[Line]:
    """'Leaf total 31: you gain an X.'"""
    return [Line(Msg.of("sixty-one-x-gained", **ctx.who(e.seat), total=e.total), "bulb")]


def _x_lost(ctx: SixtyOneCtx, e: XLost) -> list[Line]:
    """'No open spot is left: your X is lost.'"""
    return [Line(Msg.of("sixty-one-x-lost", **ctx.who(e.seat)), "bust")]


def _x_placed(ctx: SixtyOneCtx, e: XPlaced) -> list[Line]:
    """'You place your X: Fox dens, den 2, 1 acorn.'"""
    msg_id = "sixty-one-x-placed" if _full(ctx, e.seat) else "sixty-one-x-placed-brief"
    return [
        Line(
            Msg.of(
                msg_id,
                **ctx.who(e.seat),
                area=words.area(e.area),
                spot=words.spot(e.area, e.spot),
                acorns=words.acorns(e.acorns),
                gained=e.acorns,
            ),
            "tick",
        )
    ]


def _first_fill(ctx: SixtyOneCtx, e: FirstFill) -> list[Line]:
    """'Ana is first to fill the Fox dens: 3 bonus acorns. You missed this bonus.' Whether the
    listener is among the winners is an argument: Spanish says "Llenas…", not "…: tú"."""
    mine = ctx.you_among(e.seats)
    # "You missed this bonus" is said to the one listener, never to a shared keyboard.
    missed = ctx.viewer is not None and not ctx.named and not mine
    return [
        Line(
            Msg.of(
                "sixty-one-first-fill",
                area=words.area(e.area),
                winners=words.people(ctx, e.seats),
                count=len(e.seats),
                you="yes" if mine else "no",
                missed="yes" if missed else "no",
                # Alone, "first" and "before anyone" speak of rivals who are not there.
                alone=ctx.alone(),
            ),
            "zone-complete",
        )
    ]


def _area_filled(ctx: SixtyOneCtx, e: AreaFilled) -> list[Line]:
    """A late completion: the area is full but its bonus was already taken."""
    return [
        Line(
            Msg.of("sixty-one-area-filled", **ctx.who(e.seat), area=words.area(e.area)),
            "zone-complete",
        )
    ]


def _ending(ctx: SixtyOneCtx, e: GameEnding) -> list[Line]:
    """Why the game ends before round 20: someone's leaves reached 61. After round 20 nothing
    is added: "Round 20, the last" was said, and the platform says "Game over"."""
    if e.cause != "leaves":
        return []
    return [
        Line(
            Msg.of(
                "sixty-one-ending",
                round=e.round,
                who=words.people(ctx, e.seats),
                count=len(e.seats),
                you="yes" if ctx.you_among(e.seats) else "no",
            )
        )
    ]


class SixtyOnePresenter(Presenter[SixtyOneView]):
    """The words of Sixty-One, from views and events only."""

    game_id = "sixty-one"
    rule_sections = (
        "overview",
        "round",
        "choosing",
        "skip",
        "pumpkins",
        "lilies",
        "marshmallows",
        "chocolate",
        "dens",
        "mushrooms",
        "leaves",
        "wildcard",
        "bonus",
        "end",
        "scoring",
    )

    # Each event's announcement (Presenter.event dispatches by name; others' moves in brief
    # unless verbose). The functions above need no presenter state.
    _on_DiceRolled = staticmethod(_rolled)
    _on_AssignRecorded = staticmethod(_assign_recorded)
    _on_SkipRecorded = staticmethod(_skip_recorded)
    _on_XRecorded = staticmethod(_x_recorded)
    _on_Wrote = staticmethod(_wrote)
    _on_Skipped = staticmethod(_skipped)
    _on_LeafBonus = staticmethod(_leaf_bonus)
    _on_XGained = staticmethod(_x_gained)
    _on_XLost = staticmethod(_x_lost)
    _on_XPlaced = staticmethod(_x_placed)
    _on_FirstFill = staticmethod(_first_fill)
    _on_AreaFilled = staticmethod(_area_filled)
    _on_GameEnding = staticmethod(_ending)

    def dice(self, ctx: SixtyOneCtx) -> list[Msg]:
        """D."""
        return readings.dice(ctx)

    def turn(self, ctx: SixtyOneCtx) -> list[Msg]:
        """T."""
        return readings.turn(ctx)

    def scores(self, ctx: SixtyOneCtx, detailed: bool) -> list[Msg] | Listing:
        """S and Shift+S."""
        return review.scores(ctx, detailed)

    def table(self, ctx: SixtyOneCtx) -> list[Msg]:
        """W."""
        return review.table(ctx)

    def sheet(self, ctx: SixtyOneCtx, seat: int) -> Node:
        """C and Shift+C."""
        return review.sheet(ctx, seat)

    def legal_summary(self, ctx: SixtyOneCtx, legal: Sequence[Action]) -> list[Msg]:
        """L."""
        return chooser.summary(ctx, legal)

    def step_prompt(self, ctx: SixtyOneCtx, prefix: tuple) -> Msg:
        """The chooser's question."""
        return chooser.prompt(ctx, prefix)

    def step_label(self, ctx: SixtyOneCtx, prefix: tuple, step) -> Msg:
        """The chooser's option."""
        return chooser.label(ctx, prefix, step)

    def step_fact(self, ctx: SixtyOneCtx, prefix: tuple, step) -> list[Msg]:
        """An option taken for the player, the dice first when it was the area."""
        return chooser.fact(ctx, prefix, step)

    def why_not(self, ctx: SixtyOneCtx, prefix: tuple) -> list[Msg]:
        """Why an area or a value is not offered."""
        return chooser.why_not(ctx, prefix)

    def rule_for_step(self, ctx: SixtyOneCtx, path: tuple | None) -> str | None:
        """F2 while choosing: the rule of the area the path is about."""
        if path and path[0] == "skip":
            return "skip"
        area = path[0] if path else None
        return areas.AREA_KEYS.get(area) if isinstance(area, int) else None

    def hint_move(self, ctx: SixtyOneCtx, action: Action) -> Msg | None:
        """H: the whole move ('Fox dens, den 3 with the 5, the 2 to the leaves')."""
        return hint.move(ctx, action)

    def hint_reasons(self, ctx: SixtyOneCtx, action: Action) -> tuple[Msg, ...]:
        """H: why, from the viewer's sheet before and after the move."""
        return hint.reasons(ctx, action)

    def hint_twin(self, ctx: SixtyOneCtx, action: Action) -> Action:
        """Shift+H: a pumpkin move said once when the other pumpkin holds the same."""
        return hint.twin(ctx, action)

    def hint_sure(self, ctx: SixtyOneCtx, action: Action) -> int | None:
        """H: the acorns the move writes now, a first-fill bonus included."""
        return hint.sure(ctx, action)

    def keys(self) -> list[GameKey]:
        """1 to 6: the die showing that number, for the step being chosen (one F1 entry)."""
        return [GameKey(str(n), "die", chooser.digit_key(n)) for n in range(1, 7)]

    def final(self, ctx: SixtyOneCtx) -> list[Msg]:
        """The winner(s) and every seat's itemised acorns."""
        return review.final(ctx)


PRESENTER = SixtyOnePresenter()
