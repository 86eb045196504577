"""How La Linotte speaks: every throw grouped with what it makes, every pawn with its lines."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.core.events import GameEnded
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import chooser, hint, keys, review, threats, words
from accessiplay.games.linotte import events as ev
from accessiplay.games.linotte.actions import Throw
from accessiplay.games.linotte.hands import marks
from accessiplay.games.linotte.view import LinotteCtx, LinotteView
from accessiplay.present import GameKey, Line, Msg, Node, Presenter

RULE_OF_STEP = {"throw": "turn", "stop": "turn", "announce": "appel", "nothing": "placing"}


class LinottePresenter(Presenter[LinotteView]):
    """Speech for La Linotte; everything is public, so every seat hears every move."""

    game_id = "linotte"
    shared_board = True
    rule_sections = (
        "goal",
        "board",
        "turn",
        "keeping",
        "combinations",
        "sec",
        "appel",
        "placing",
        "lines",
        "end",
        "keys",
    )

    # --- events --------------------------------------------------------------------------------

    # Announce one event; other players' dice and toggles are brief unless verbose.
    # (Presenter.event dispatches to the _on_<Event> methods.)

    def _full(self, ctx: LinotteCtx, seat: int) -> bool:
        """Whether a move is told in full: the viewer's own, or anyone's when verbose."""
        return ctx.verbose or seat == ctx.viewer

    def _on_FirstDrawn(self, ctx: LinotteCtx, e: ev.FirstDrawn) -> list[Line]:
        """Who plays white and starts, who plays black."""
        black = 1 - e.white
        return [
            Line(
                Msg.of(
                    "linotte-first-drawn",
                    **ctx.who(e.white),
                    **ctx.who(black, "black"),
                )
            )
        ]

    def _on_TurnBegan(self, ctx: LinotteCtx, e: ev.TurnBegan) -> list[Line]:
        """Verbose only: whose turn with the pawns left. Brief says nothing: the platform says
        "Your turn", and another player's throw, said next, names them."""
        if not ctx.verbose:
            return []
        if ctx.is_you(e.seat):
            # The platform plays the your-turn cue when it hands the move to the player.
            return [Line(Msg.of("linotte-your-turn", pawns=e.pawns))]
        return [Line(Msg.of("linotte-turn-of", player=ctx.names[e.seat], pawns=e.pawns))]

    def _on_DiceThrown(self, ctx: LinotteCtx, e: ev.DiceThrown) -> list[Line]:
        """The dice sorted and grouped, then what they make and where it could go."""
        who = ctx.who(e.seat)
        if not self._full(ctx, e.seat):
            # Kept for reading back; the turn is summed up in one line when it ends.
            return [
                Line(
                    Msg.of(
                        "linotte-thrown-brief",
                        player=who["player"],
                        throw=e.throw,
                        dice=words.dice(e.dice),
                    ),
                    "dice-roll",
                    quiet=True,
                ),
                Line(words.made(e.made, e.cells), quiet=True),
            ]
        if e.throw == 1:
            thrown = Msg.of("linotte-thrown-first", **who, dice=words.dice(e.dice))
        else:
            thrown = Msg.of(
                "linotte-thrown-again",
                **who,
                throw=e.throw,
                count=len(e.rolled),
                rolled=tuple(sorted(e.rolled)),
                dice=words.dice(e.dice),
            )
        return [Line(thrown, "dice-roll"), Line(words.made(e.made, e.cells))]

    def _on_Announced(self, ctx: LinotteCtx, e: ev.Announced) -> list[Line]:
        """The APPEL combination, for everyone to hear."""
        return [
            Line(Msg.of("linotte-announced", **ctx.who(e.seat), combo=words.combo(e.combo)), "bulb")
        ]

    def _on_ThrowingStopped(self, ctx: LinotteCtx, e: ev.ThrowingStopped) -> list[Line]:
        """Throwing is over: the cells the dice allow, or that none is free."""
        who = ctx.who(e.seat)
        stopped = Msg.of("linotte-stopped", **who, auto="yes" if e.auto else "no")
        if not self._full(ctx, e.seat):
            return [Line(stopped, "tick", quiet=True)]
        lines = [Line(stopped, "tick")]
        if not e.cells:
            lines.append(Line(Msg.of("linotte-no-cell", **who)))
        elif self._full(ctx, e.seat) and not e.auto:
            # After the third throw its "Makes ..." line has just named these cells.
            lines.append(Line(Msg.of("linotte-may-take", **who, cells=words.cells(e.cells))))
        return lines

    def _on_PawnPlaced(self, ctx: LinotteCtx, e: ev.PawnPlaced) -> list[Line]:
        """Where the pawn went, and always the lines it made."""
        who = ctx.who(e.seat)
        placed = Msg.of(
            "linotte-placed",
            **who,
            cell=words.cell(e.cell),
            pawns=e.pawns,
            full="yes" if self._full(ctx, e.seat) else "no",
        )
        if not self._full(ctx, e.seat):
            # Brief: another player's whole turn in one line, its throws kept in the history.
            placed = Msg.of(
                "linotte-turn-took", player=who["player"], throws=e.throws, cell=words.cell(e.cell)
            )
        lines = [Line(placed, "pawn")]
        if e.lines:
            made = tuple(words.line(*line) for line in e.lines)
            lines.append(
                Line(
                    Msg.of("linotte-lines-made", **who, lines=made, gained=e.gained, total=e.total),
                    "zone-complete",
                )
            )
        return lines

    def _on_NothingPlaced(self, ctx: LinotteCtx, e: ev.NothingPlaced) -> list[Line]:
        """A turn passed by choice (a pass with no cell was said at the stop); brief, another
        player's whole turn in one line."""
        who = ctx.who(e.seat)
        if not self._full(ctx, e.seat):
            cause = "no-cell" if e.no_cell else "choice"
            msg = Msg.of("linotte-turn-nothing", player=who["player"], throws=e.throws, cause=cause)
            return [Line(msg, "tick")]
        if e.no_cell:
            return []
        return [Line(Msg.of("linotte-placed-nothing", **who))]

    def _on_EndReached(self, ctx: LinotteCtx, e: ev.EndReached) -> list[Line]:
        """Why the game stops now."""
        return [Line(Msg.of("linotte-end-reached", **ctx.who(e.seat), cause=e.cause))]

    def _on_GameEnded(self, ctx: LinotteCtx, e: GameEnded) -> list[Line]:
        """Nothing: the platform says "Game over" and `final` names the winner and the scores."""
        return []

    # --- the review keys ---------------------------------------------------------------------

    def dice(self, ctx: LinotteCtx) -> list[Msg]:
        """D: the dice of this turn, what is kept, what they make."""
        view = ctx.view
        if view["over"]:
            return [Msg.of("linotte-over")]
        if view["turn"] is None:
            return [Msg.of("linotte-drawing")]
        if not view["dice"]:
            return [Msg.of("linotte-no-dice", **self._turn_who(ctx))]
        if view["turn"] == ctx.viewer:
            kept = keys.kept_values(ctx)  # the player's own marks, not yet sent
        else:
            kept = tuple(v for v, k in zip(view["dice"], view["kept"]) if k)
        msgs = [
            Msg.of("linotte-dice", throw=view["throws"], dice=words.dice(view["dice"])),
            Msg.of("linotte-keeping", count=len(kept), keeping=kept),
        ]
        if view["announced"]:
            msgs.append(Msg.of("linotte-appel-called", combo=words.combo(view["announced"])))
        msgs.append(words.made(view["made"], view["cells"]))
        return msgs

    def scores(self, ctx: LinotteCtx, detailed: bool) -> list[Msg]:
        """S: each colour's points; Shift+S: every line that scores."""
        msgs = []
        for seat in self._seats(ctx):
            items = ctx.view["scores"][seat]
            args = dict(
                **ctx.who(seat), colour=words.colour(ctx.view, seat), points=words.total(items)
            )
            if detailed:
                lines = words.score_lines(items)
                msgs.append(
                    Msg.of(
                        "linotte-score-lines",
                        **args,
                        count=len(lines),
                        lines=words.semi(lines) if lines else (),
                        over="yes" if ctx.view["over"] else "no",
                    )
                )
            else:
                msgs.append(Msg.of("linotte-score", **args))
        return msgs

    def turn(self, ctx: LinotteCtx) -> list[Msg]:
        """T: whose turn it is, which throw, the APPEL; then the pawns left."""
        view = ctx.view
        if view["over"]:
            return [Msg.of("linotte-over")]
        if view["turn"] is None:
            return [Msg.of("linotte-drawing")]
        msg = Msg.of(
            "linotte-turn",
            **self._turn_who(ctx),
            turn=view["turns"],
            phase=view["phase"],
            throw=view["throws"],
            colour=words.colour(view, view["turn"]),
        )
        msgs = [msg]
        if view["announced"]:
            msgs.append(Msg.of("linotte-appel-called", combo=words.combo(view["announced"])))
        return msgs + [self._pawns(ctx)]

    def table(self, ctx: LinotteCtx) -> list[Msg]:
        """W: each player's colour, pawns in hand and on the board, lines and points."""
        view = ctx.view
        if view["white"] is None:
            return [Msg.of("linotte-drawing")]
        board = review.owners(view)
        msgs = []
        for seat in self._seats(ctx):
            items = view["scores"][seat]
            msgs.append(
                Msg.of(
                    "linotte-table-seat",
                    **ctx.who(seat),
                    colour=words.colour(view, seat),
                    pawns=view["pawns"][seat],
                    placed=board.count(seat),
                    lines=len(view["lines"][seat]),
                    points=words.total(items),
                )
            )
        msgs.append(Msg.of("linotte-table-empty", count=board.count(None)))
        return msgs

    def sheet(self, ctx: LinotteCtx, seat: int) -> Node:
        """C: the board as a 5×5 grid (the same board for every seat)."""
        return review.sheet(ctx)

    def hint_move(self, ctx: LinotteCtx, action: Action) -> Msg | None:
        """H: the throw, the APPEL, the stop or the pawn, in one phrase."""
        return hint.move(ctx, action)

    def hint_reasons(self, ctx: LinotteCtx, action: Action) -> tuple[Msg, ...]:
        """H: lines made and blocked, a rethrow's chances, the cells allowed now."""
        return hint.reasons(ctx, action)

    def hint_expect(self, ctx: LinotteCtx, ranked: Ranked) -> Msg | None:
        """Shift+H: a move's chance of winning after the other player's reply, as hard works
        it out; near the end, the share of the games played out from it (the common figure)."""
        return hint.expect(ranked)

    def keys(self) -> list[GameKey]:
        """R, Space, 1–6, A, Enter, and the board summaries B, Shift+B, G, F."""
        return keys.KEYS

    def final(self, ctx: LinotteCtx) -> list[Msg]:
        """The winner with both totals (a tie goes to black), then every line of each player."""
        view = ctx.view
        winner = view["winners"][0]
        loser = 1 - winner
        totals = [words.total(items) for items in view["scores"]]
        msgs = [
            Msg.of(
                "linotte-final-winner",
                **ctx.who(winner),
                colour=words.colour(view, winner),
                points=totals[winner],
                other=totals[loser],
                tie="yes" if totals[0] == totals[1] else "no",
            )
        ]
        return msgs + self.scores(ctx, detailed=True)

    # --- the chooser --------------------------------------------------------------------------

    def turn_start(self, ctx: LinotteCtx) -> list[Msg]:
        """The opponent's threats, so no line of five comes as a surprise."""
        return threats.threats(ctx)

    def legal_summary(self, ctx: LinotteCtx, legal: Sequence[Action]) -> list[Msg]:
        """L: what the viewer may do now, in one sentence."""
        return chooser.legal_summary(ctx, legal)

    def step_prompt(self, ctx: LinotteCtx, prefix: tuple) -> Msg:
        """The question of each chooser step."""
        return chooser.step_prompt(ctx, prefix)

    def step_label(self, ctx: LinotteCtx, prefix: tuple, step: Any) -> Msg:
        """Each option: a die with its value, an action, a cell with its combination."""
        return chooser.step_label(ctx, prefix, step)

    def step_fact(self, ctx: LinotteCtx, prefix: tuple, step: Any) -> list[Msg]:
        """The first throw is one move: its 'throw' step, taken alone, goes unsaid."""
        if chooser.first_throw(ctx, prefix + (step,)):
            return []
        return super().step_fact(ctx, prefix, step)

    def why_not(self, ctx: LinotteCtx, prefix: tuple) -> list[Msg]:
        """Why the rules leave some options out now."""
        return chooser.why_not(ctx, prefix)

    def ctx_for(self, ctx: LinotteCtx, action: Action) -> LinotteCtx:
        """A rethrow is said with the dice it keeps marked, whatever the player has marked."""
        view = ctx.view
        if not isinstance(action, Throw) or not view["dice"]:
            return ctx
        kept = list(marks(tuple(view["dice"]), action.keep))
        moment = {"at": (view["turns"], view["throws"]), "kept": kept}
        return dataclasses.replace(ctx, marks=moment)

    def rule_for_step(self, ctx: LinotteCtx, path: tuple | None) -> str | None:
        """F2 in the chooser: the section that explains the focused option."""
        step = path[0] if path else None
        if isinstance(step, (tuple, list)):
            if step[0] == "die":
                return "keeping"
            return review.RULE_OF.get(bd.COMBO_AT[bd.INDEX[step[1]]], "combinations")
        return RULE_OF_STEP.get(step) if isinstance(step, str) else None

    # --- helpers -------------------------------------------------------------------------------

    def _seats(self, ctx: LinotteCtx) -> list[int]:
        """White first, then black (seat order before the draw)."""
        white = ctx.view["white"]
        return [0, 1] if white is None else [white, 1 - white]

    def _turn_who(self, ctx: LinotteCtx) -> dict[str, str]:
        """`player`/`you` for the seat whose turn it is (asked once the draw is made)."""
        seat = ctx.view["turn"]
        assert seat is not None, "the callers say 'drawing' before the draw"
        return ctx.who(seat)

    def _pawns(self, ctx: LinotteCtx) -> Msg:
        """Pawns left in hand for both players."""
        white, black = self._seats(ctx)
        return Msg.of(
            "linotte-pawns-left",
            **ctx.who(white, "white"),
            **ctx.who(black, "black"),
            white_pawns=ctx.view["pawns"][white],
            black_pawns=ctx.view["pawns"][black],
        )


PRESENTER = LinottePresenter()
