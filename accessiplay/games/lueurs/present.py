"""What a player of 16 lueurs d'hiver hears: the roll, every turn, completions, sheets, scores.

Works from the view only. The chooser's words are in `choosing`, the sheet review in `review`,
the reading keys' answers (D, S, T, W, L) in `readings`, the shared vocabulary in `words`.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.core.protocol import public_scores
from accessiplay.games.lueurs import choosing, hint, readings
from accessiplay.games.lueurs.events import (
    BagsCrossed,
    Chose,
    Completed,
    DiceRolled,
    GarlandsLit,
    TurnKept,
    TurnPlayed,
)
from accessiplay.games.lueurs.keys import game_keys
from accessiplay.games.lueurs.readings import names, played_words, whom
from accessiplay.games.lueurs.review import sheet_tree
from accessiplay.games.lueurs.sheet import COLOURS, POWERS
from accessiplay.games.lueurs.view import LueursCtx, LueursView
from accessiplay.games.lueurs.words import (
    bag_name,
    bulb_words,
    colour,
    item_name,
    power_name,
    zone_name,
)
from accessiplay.games.lueurs.zones import JOKER
from accessiplay.present import GameKey, Line, Msg, Node, Presenter

RULE_SECTIONS = (
    "goal",
    "turn",
    "choosing",
    "doubles",
    "powers",
    "jokers",
    "bird",
    "birdhouses",
    "cakes",
    "snowmen",
    "squirrel",
    "garlands",
    "bags",
    "end",
    "scoring",
    "solo",
    "readings",
)


def _doubles_full(ctx: LueursCtx, ticked) -> list[int]:
    """The seats a double could not tick, said to: the listener alone hears of their own
    sheet, a shared keyboard of every seat's (the next to hold it may be any of them)."""
    if ctx.named:
        return [seat for seat in range(len(ctx.names)) if seat not in ticked]
    return [ctx.viewer] if ctx.viewer is not None and ctx.viewer not in ticked else []


class LueursPresenter(Presenter[LueursView]):
    """Speaks 16 lueurs d'hiver."""

    game_id = "lueurs"
    rule_sections = RULE_SECTIONS

    # --- events ------------------------------------------------------------------------

    # The announcements of one event, brief for other players' turns unless verbose.
    # (Presenter.event dispatches to the _on_<Event> methods.)

    def _on_DiceRolled(self, ctx: LueursCtx, event: DiceRolled) -> list[Line]:
        """The dice the moment they land, the jokers, and a natural double."""
        lines = [Line(Msg.of("lueurs-rolled", turn=event.turn, dice=event.dice), "dice-roll")]
        if JOKER in event.dice:
            lines.append(Line(Msg.of("lueurs-dice-jokers", count=event.dice.count(JOKER))))
        if event.double:
            lines.append(Line(Msg.of("lueurs-double", alone=ctx.alone()), "tick"))
            full = _doubles_full(ctx, event.ticked)
            lines += [Line(Msg.of("lueurs-double-full", **ctx.who(seat))) for seat in full]
        return lines

    def _on_TurnKept(self, ctx: LueursCtx, event: TurnKept) -> list[Line]:
        """The chooser's own turn, read back, and who is still choosing."""
        summary = played_words(
            ctx,
            event.seat,
            event.powers,
            event.pair,
            event.zone,
            event.place,
            Msg.of("lueurs-bulb-colour", colour=colour(event.bulb)),
        )
        return [
            Line(summary, "tick"),
            Line(
                Msg.of("lueurs-kept", waiting=names(ctx, event.waiting), count=len(event.waiting))
            ),
        ]

    def _on_Chose(self, ctx: LueursCtx, event: Chose) -> list[Line]:
        """Another player has chosen (verbose only, and only to a viewer already waiting: before
        the viewer's own choice it is noise, bots choosing the moment the dice land)."""
        if event.seat == ctx.viewer or not ctx.verbose or ctx.viewer in event.waiting:
            return []
        return [Line(Msg.of("lueurs-chose", **ctx.who(event.seat)))]

    def _on_TurnPlayed(self, ctx: LueursCtx, event: TurnPlayed) -> list[Line]:
        """A written turn: in full for the viewer (or verbose), in brief for the others."""
        if event.seat != ctx.viewer and not ctx.verbose:
            zone = zone_name(event.zone) if event.zone else Msg.of("lueurs-record-nothing")
            return [
                Line(
                    Msg.of(
                        "lueurs-played-brief",
                        zone=zone,
                        colour=colour(event.bulb),
                        **ctx.who(event.seat),
                    )
                )
            ]
        bulb = bulb_words(event.bulb, event.lit)
        words = played_words(
            ctx, event.seat, event.powers, event.pair, event.zone, event.place, bulb, event.points
        )
        return [Line(words, "bulb" if event.seat == ctx.viewer else None)]

    def _on_Completed(self, ctx: LueursCtx, event: Completed) -> list[Line]:
        """A zone or garland filled: always said, with its bag and power."""
        won = "yes" if event.won else "no"
        if event.item not in COLOURS:
            msg = Msg.of(
                "lueurs-completed-zone",
                item=item_name(event.item),
                won=won,
                grelots=event.grelots,
                **ctx.who(event.seat),
            )
        else:
            power = POWERS[COLOURS.index(event.item)]
            msg = Msg.of(
                "lueurs-completed-garland",
                item=item_name(event.item),
                won=won,
                grelots=event.grelots,
                power=power_name(power),
                newpower="no" if event.power is None else "yes",
                **ctx.who(event.seat),
            )
        return [Line(msg, "zone-complete")]

    def _on_BagsCrossed(self, ctx: LueursCtx, event: BagsCrossed) -> list[Line]:
        """Bags others can no longer win: always said."""
        return [
            Line(
                Msg.of(
                    "lueurs-bags-crossed",
                    bag=bag_name(event.item),
                    players=whom(ctx, event.seats),
                    you=ctx.only_you(event.seats),
                )
            )
        ]

    def _on_GarlandsLit(self, ctx: LueursCtx, event: GarlandsLit) -> list[Line]:
        """Why the game ends."""
        return [
            Line(
                Msg.of(
                    "lueurs-four-garlands", players=whom(ctx, event.seats), count=len(event.seats)
                )
            )
        ]

    # --- questions the player asks -------------------------------------------------------

    def dice(self, ctx: LueursCtx) -> list[Msg]:
        """D: the dice of the turn, jokers, double, the viewer's powers and kept turn."""
        return readings.dice(ctx)

    def scores(self, ctx: LueursCtx, detailed: bool) -> list[Msg]:
        """S: every total; Shift+S: every score track, row by row."""
        return readings.scores(ctx, detailed)

    def turn(self, ctx: LueursCtx) -> list[Msg]:
        """T: the turn, who is still choosing, and how near the end is."""
        return readings.turn(ctx)

    def table(self, ctx: LueursCtx) -> list[Msg]:
        """W: each seat's Grelots, garlands, powers, and whether it has chosen."""
        return readings.table(ctx)

    def sheet(self, ctx: LueursCtx, seat: int) -> Node:
        """C / Shift+C: a seat's whole sheet as a tree."""
        return sheet_tree(ctx, seat)

    def legal_summary(self, ctx: LueursCtx, legal: Sequence[Action]) -> list[Msg]:
        """L: each pair and the zones that take it, the powers held, skipping."""
        return readings.legal_summary(ctx)

    # --- the chooser ---------------------------------------------------------------------

    def step_prompt(self, ctx: LueursCtx, prefix: tuple) -> Msg:
        """The question of each step."""
        return choosing.prompt(ctx, prefix)

    def step_label(self, ctx: LueursCtx, prefix: tuple, step) -> Msg:
        """The words of each option, with the Grelots it brings."""
        return choosing.label(ctx, prefix, step)

    def step_fact(self, ctx: LueursCtx, prefix: tuple, step) -> list[Msg]:
        """An option taken for the player, unless the zone already named it."""
        return choosing.fact(ctx, prefix, step)

    def why_not(self, ctx: LueursCtx, prefix: tuple) -> list[Msg]:
        """Why a pair, a zone or a bulb is not offered."""
        return choosing.why_not(ctx, prefix)

    def rule_for_step(self, ctx: LueursCtx, path: tuple | None) -> str | None:
        """F2 on an option: its zone's rule, the powers, the garlands."""
        return choosing.rule_for_step(ctx, path)

    # H: the whole turn and why, from the viewer's sheet before and after it (hint.py).
    hint_move = staticmethod(hint.move)
    hint_reasons = staticmethod(hint.reasons)

    def hint_expect(self, ctx: LueursCtx, ranked: Ranked) -> Msg | None:
        """Shift+H: a last turn with its final total, a rating against rivals said as one."""
        return hint.expect(ctx, ranked)

    def hint_rank_figure(self, ctx: LueursCtx, ranked: Ranked) -> float:
        """The rating, which orders the lines even where the final total is said."""
        return hint.rank_figure(ranked)

    def hint_finer(self, ctx: LueursCtx, ranked: Ranked) -> tuple[float, Msg] | None:
        """The rating to a tenth, where three lines of 'about 38 Grelots' told nothing."""
        return hint.finer(ctx, ranked)

    def keys(self) -> list[GameKey]:
        """G: my garlands and powers; B: my bags; 1–6 at the pair step: that die lights a bulb."""
        return game_keys()

    # --- the end ----------------------------------------------------------------------

    def final(self, ctx: LueursCtx) -> list[Msg]:
        """The winner(s), or the solo score, then every score track."""
        rows = public_scores(ctx.view)
        totals = [sum(i[1] for i in items) for items in rows]
        winners = ctx.view["winners"] or [s for s, t in enumerate(totals) if t == max(totals)]
        if ctx.view["players"] == 1:
            head = Msg.of("lueurs-final-solo", total=totals[0])
        else:
            head = Msg.of(
                "lueurs-final-winners",
                players=names(ctx, winners),
                count=len(winners),
                total=totals[winners[0]],
                you=ctx.only_you(winners),
            )
        order = sorted(range(len(rows)), key=lambda s: -totals[s])
        return [head] + [readings.score_detail(ctx, seat, rows[seat]) for seat in order]


PRESENTER = LueursPresenter()
