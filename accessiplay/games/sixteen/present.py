"""How Sixteen speaks: events, the hand (D), scores, whose turn, the table, rows and the end.

Works from the viewer's view only, so nothing a seat hears can depend on another hand.
GameEnded says nothing here: the platform announces the end, then speaks `final`.
The chooser's words live in choosing.py and the review tree in review.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.core.protocol import public_scores
from accessiplay.games.sixteen import choosing, hint, review
from accessiplay.games.sixteen import events as ev
from accessiplay.games.sixteen.phrases import colour, hand_lines, row, rows_state, spoken, tile
from accessiplay.games.sixteen.tiles import SPECIALS
from accessiplay.games.sixteen.view import HandJSON, SixteenCtx, SixteenView
from accessiplay.present import GameKey, Line, Msg, Node, Presenter


class SixteenPresenter(Presenter[SixteenView]):
    """Sixteen's words: every tile laid or removed, hands by colour, counts, passes, scores."""

    game_id = "sixteen"
    rule_sections = (
        "goal",
        "tiles",
        "deal",
        "turn",
        "place",
        "sixteens",
        "specials",
        "pass",
        "end",
        "score",
        "keys",
    )

    # --- events -----------------------------------------------------------------------------

    # Each event's announcement: Presenter.event dispatches to the _on_<Event> methods below.

    def _on_HandReceived(self, ctx: SixteenCtx, e: ev.HandReceived) -> list[Line]:
        """The viewer's own tiles, the moment they are dealt."""
        count = sum(len(t) for _, t in e.hand) + e.scissors + e.trash
        hand: HandJSON = {
            "tiles": {name: list(tiles) for name, tiles in e.hand},
            "specials": {"scissors": e.scissors, "trash": e.trash},
        }
        return [
            Line(Msg.of("sixteen-ev-hand", count=count), "tile"),
            *(Line(m) for m in hand_lines(hand)),
        ]

    def _on_TilesDealt(self, ctx: SixteenCtx, e: ev.TilesDealt) -> list[Line]:
        """The 1s start the rows, how many tiles each holds, who starts and why."""
        counts = tuple(
            Msg.of("sixteen-seat-count", count=e.counts[s], **ctx.who(s))
            for s in ctx.you_last(range(len(e.counts)))
        )
        lines = [
            Line(Msg.of("sixteen-ev-dealt", counts=counts)),
            Line(Msg.of("sixteen-ev-first", drawn=e.drawn, **ctx.who(e.first))),
        ]
        if e.bag and ctx.verbose:
            lines.append(Line(Msg.of("sixteen-ev-bag", count=e.bag)))
        return lines

    def _on_TurnBegan(self, ctx: SixteenCtx, e: ev.TurnBegan) -> list[Line]:
        """Nothing: the platform calls the viewer to play or hands the keyboard over, and every
        other player's move names that player, so 'Ana's turn' would only say it twice."""
        return []

    def _on_TilesPlaced(self, ctx: SixteenCtx, e: ev.TilesPlaced) -> list[Line]:
        """The tiles laid, on which row, and how many the player still holds."""
        brief = not ctx.verbose and e.seat != ctx.viewer
        msg = "sixteen-ev-placed-brief" if brief else "sixteen-ev-placed"
        return [
            Line(
                Msg.of(
                    msg,
                    tiles=spoken(e.tiles, the=not brief),
                    row=row(e.row),
                    left=e.left,
                    **ctx.who(e.seat),
                ),
                "tile",
            )
        ]

    def _on_RowRestarted(self, ctx: SixteenCtx, e: ev.RowRestarted) -> list[Line]:
        """A Restart: the row is back to its 1, and what left the game."""
        return [
            Line(
                Msg.of(
                    "sixteen-ev-restarted",
                    row=row(e.row, start=True),
                    removed=spoken(e.removed, the=True),
                    count=len(e.removed),
                )
            )
        ]

    def _on_RowEnded(self, ctx: SixteenCtx, e: ev.RowEnded) -> list[Line]:
        """An End closes the row: said when verbose ('16 End' on the row already tells it)."""
        if not ctx.verbose:
            return []
        return [Line(Msg.of("sixteen-ev-ended", row=row(e.row, start=True)))]

    def _on_RowCut(self, ctx: SixteenCtx, e: ev.RowCut) -> list[Line]:
        """Scissors: which tile left which row (an End leaving reopens it)."""
        return [
            Line(
                Msg.of(
                    "sixteen-ev-cut",
                    row=row(e.row),
                    tile=tile(e.tile),
                    reopened=e.tile == "end",
                    left=e.left,
                    **ctx.who(e.seat),
                ),
                "tile",
            )
        ]

    def _on_RowTrashed(self, ctx: SixteenCtx, e: ev.RowTrashed) -> list[Line]:
        """Trash bin: which tiles left the end of which row."""
        return [
            Line(
                Msg.of(
                    "sixteen-ev-trashed",
                    row=row(e.row),
                    removed=spoken(e.removed, the=True),
                    count=len(e.removed),
                    reopened="end" in e.removed,
                    left=e.left,
                    **ctx.who(e.seat),
                ),
                "tile",
            )
        ]

    def _on_NothingFits(self, ctx: SixteenCtx, e: ev.NothingFits) -> list[Line]:
        """Nothing: the chooser's question says it at once ('nothing of yours fits there'),
        and saying it here too made the turn end twice in the player's ears."""
        return []

    def _on_PlacementDeclined(self, ctx: SixteenCtx, e: ev.PlacementDeclined) -> list[Line]:
        """After a special, no placement, said alike whether the player chose it or had to."""
        return [Line(Msg.of("sixteen-ev-declined", **ctx.who(e.seat)))]

    def _on_Passed(self, ctx: SixteenCtx, e: ev.Passed) -> list[Line]:
        """A pass, and (verbose) how close the table is to a round of passes."""
        lines = [Line(Msg.of("sixteen-ev-passed", **ctx.who(e.seat)))]
        if ctx.verbose and e.streak < e.players:
            lines.append(Line(Msg.of("sixteen-ev-pass-streak", streak=e.streak, players=e.players)))
        return lines

    def _on_WentOut(self, ctx: SixteenCtx, e: ev.WentOut) -> list[Line]:
        """A hand is empty: the game ends at once."""
        return [Line(Msg.of("sixteen-ev-went-out", **ctx.who(e.seat)), "zone-complete")]

    def _on_AllPassed(self, ctx: SixteenCtx, e: ev.AllPassed) -> list[Line]:
        """A whole round of passes ends the game."""
        return [Line(Msg.of("sixteen-ev-all-passed"))]

    # --- keys D S T W and the end -----------------------------------------------------------

    def dice(self, ctx: SixteenCtx) -> list[Msg]:
        """D: there are no dice, so D reads the viewer's hand, colour by colour."""
        hand = ctx.view["hand"]
        if hand is None:
            return [Msg.of("sixteen-hand-none")]
        count = ctx.view["counts"][ctx.seat()]  # a hand is only ever shown to its seat
        return [Msg.of("sixteen-hand-count", count=count), *(hand_lines(hand) if count else [])]

    def scores(self, ctx: SixteenCtx, detailed: bool) -> list[Msg]:
        """S: known scores (the viewer's own during the game, everyone's at the end) and counts."""
        view = ctx.view
        msgs = []
        for seat, sheet in enumerate(view["scores"]):
            count = view["counts"][seat]
            if sheet is None:
                msgs.append(Msg.of("sixteen-score-hidden", count=count, **ctx.who(seat)))
                continue
            total = sum(points for _, points, _ in sheet)
            msgs.append(_score_seat(ctx, seat, total, count, view["over"]))
            if detailed:
                msgs.extend(_items(ctx, seat, sheet))
        return msgs

    def turn(self, ctx: SixteenCtx) -> list[Msg]:
        """T: whose turn, a special awaiting its placement, and who has passed in a row."""
        view = ctx.view
        if not view["dealt"]:
            return [Msg.of("sixteen-turn-deal")]
        if view["over"]:
            return [Msg.of("sixteen-turn-over"), *self._winners(ctx)]
        seat = view["turn"]
        assert seat is not None, "the deal names the first player"
        msgs = [Msg.of("sixteen-turn", **ctx.who(seat))]
        if view["special"]:
            msgs.append(
                Msg.of(
                    "sixteen-turn-special",
                    kind=view["special"]["kind"],
                    row=row(view["special"]["row"]),
                    **ctx.who(seat),
                )
            )
        if view["passed"]:
            names = tuple(Msg.of("common-who", **ctx.who(s)) for s in ctx.you_last(view["passed"]))
            msgs.append(Msg.of("sixteen-turn-passed", players=names, count=len(names)))
        return msgs

    def table(self, ctx: SixteenCtx) -> list[Msg]:
        """W: each player's tile count, whose turn, who passed, which specials they used."""
        view = ctx.view
        msgs = []
        for seat in range(view["players"]):
            used = tuple(
                Msg.of("sixteen-used", kind=kind, row=row(name))
                for who, kind, name in view["used"]
                if who == seat
            )
            msgs.append(
                Msg.of(
                    "sixteen-table-seat",
                    count=view["counts"][seat],
                    turn=seat == view["turn"],
                    passed=seat in view["passed"],
                    used=used,
                    any_used=bool(used),
                    **ctx.who(seat),
                )
            )
        if view["bag"]:
            msgs.append(Msg.of("sixteen-table-bag", count=view["bag"]))
        return msgs

    def final(self, ctx: SixteenCtx) -> list[Msg]:
        """The winner(s), then every seat's score with what was left in hand, best first as in
        the other games (play-test: three seats were read in seat order, the winner last)."""
        view = ctx.view
        msgs = self._winners(ctx)
        sheets = public_scores(view)  # every hand is shown at the end
        totals = [sum(points for _, points, _ in sheet) for sheet in sheets]
        for seat in sorted(range(len(sheets)), key=lambda s: (totals[s], view["counts"][s])):
            msgs.append(_score_seat(ctx, seat, totals[seat], view["counts"][seat], True))
            msgs.extend(_items(ctx, seat, sheets[seat]))
        return msgs

    def _winners(self, ctx: SixteenCtx) -> list[Msg]:
        """Who won, with the score and the reason (empty hand, fewer tiles, shared)."""
        view = ctx.view
        winners = view["winners"]
        if not winners or view["scores"][winners[0]] is None:
            return []
        totals = [sum(p for _, p, _ in sheet) for sheet in public_scores(view)]
        best = totals[winners[0]]
        how = (
            "out"
            if view["ending"] == "out"
            else "shared"
            if len(winners) > 1
            else "tiles"
            if totals.count(best) > 1
            else "points"
        )
        names = tuple(Msg.of("common-who", **ctx.who(s)) for s in ctx.you_last(winners))
        you = "yes" if ctx.you_among(winners) else "no"
        return [
            Msg.of(
                "sixteen-winners",
                players=names,
                how=how,
                points=best,
                count=view["counts"][winners[0]],
                you=you,
            )
        ]

    # --- the chooser and the review tree ----------------------------------------------------

    def legal_summary(self, ctx: SixteenCtx, legal: Sequence[Action]) -> list[Msg]:
        """L: what the viewer may do now, in brief."""
        return choosing.legal_summary(ctx, legal)

    def step_prompt(self, ctx: SixteenCtx, prefix: tuple) -> Msg:
        """The chooser's question at this step."""
        return choosing.step_prompt(ctx, prefix)

    def step_label(self, ctx: SixteenCtx, prefix: tuple, step) -> Msg:
        """The words of one chooser option, saying what it would do."""
        return choosing.step_label(ctx, prefix, step)

    def step_fact(self, ctx: SixteenCtx, prefix: tuple, step) -> list[Msg]:
        """An option taken for the player, said without contradicting its count of ways."""
        return choosing.step_fact(ctx, prefix, step)

    def why_not(self, ctx: SixteenCtx, prefix: tuple) -> list[Msg]:
        """Why the options the rules know are not offered here."""
        return choosing.why_not(ctx, prefix)

    def rule_for_step(self, ctx: SixteenCtx, path: tuple | None) -> str | None:
        """F2 in the chooser: the walkthrough section of the focused option."""
        return choosing.rule_for_step(ctx, path)

    def sheet(self, ctx: SixteenCtx, seat: int) -> Node:
        """C: the viewer's hand tile by tile (another's: its count) and the rows as a grid."""
        return review.sheet(ctx, seat)

    def hint_move(self, ctx: SixteenCtx, action: Action) -> Msg | None:
        """H: 'the 14 and 15 on the red row', 'Scissors on the blue row'."""
        return hint.move(ctx, action)

    def hint_reasons(self, ctx: SixteenCtx, action: Action) -> tuple[Msg, ...]:
        """H: points shed, own tiles stranded or freed, from the viewer's hand only."""
        return hint.reasons(ctx, action)

    def keys(self) -> list[GameKey]:
        """B hears every row; Shift+P every placement the viewer could make, in brief."""
        return [
            # B reads the rows as in La Linotte; R throws or draws in two other games, so here
            # it would be a reading key in one game and an irreversible action in others.
            GameKey("b", "rows", lambda ctx, legal, focus: rows_state(ctx.view["rows"])),
            GameKey(
                "P", "placements", lambda ctx, legal, focus: choosing.placement_list(ctx, legal)
            ),
        ]


def _score_seat(ctx: SixteenCtx, seat: int, points: int, count: int, over: bool) -> Msg:
    """'Ana: 12 points, 3 tiles' (during the game, 'so far')."""
    return Msg.of(
        "sixteen-score-seat",
        points=Msg.of("common-points", count=points),
        tiles=Msg.of("sixteen-tiles", count=count),
        over=over,
        **ctx.who(seat),
    )


def _items(ctx: SixteenCtx, seat: int, sheet: list) -> list[Msg]:
    """A score's non-empty lines; at the end, with the tiles left in that colour."""
    hands = ctx.view["hands"]
    hand = hands[seat] if hands else (ctx.view["hand"] if seat == ctx.viewer else None)
    msgs = []
    for key, points, detail in sheet:
        if not detail["tiles"]:
            continue
        if key in SPECIALS:
            msgs.append(
                Msg.of("sixteen-item-special", kind=key, count=detail["tiles"], points=points)
            )
        else:
            msgs.append(
                Msg.of(
                    "sixteen-item-colour",
                    colour=colour(key),
                    points=points,
                    tiles=spoken(hand["tiles"][key]) if hand else (),
                    count=detail["tiles"],
                )
            )
    return msgs or [Msg.of("sixteen-item-none")]


PRESENTER = SixteenPresenter()
