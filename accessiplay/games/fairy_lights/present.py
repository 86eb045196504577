"""How Fairy Lights sounds: every card as it lands, every take with its outcome, the table on demand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.core.protocol import public_scores
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights import hint, review
from accessiplay.games.fairy_lights import words as w
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.fairy_lights.cards import CardJSON
from accessiplay.games.fairy_lights.events import (
    CardDrawn,
    CardsTaken,
    ColourSettled,
    DeckShuffled,
    TurnBegan,
)
from accessiplay.games.fairy_lights.view import FairyLightsCtx, FairyLightsView
from accessiplay.games.fairy_lights.words import P
from accessiplay.present import Choose, GameKey, Line, Msg, Node, Presenter, either, percent

_SETTLED_CUE = {cd.BANK: "zone-complete", cd.KEEP: "bulb", cd.DISCARD: None}


def situation(view: FairyLightsView) -> str:
    """What the shop allows now: 'empty' (must draw), 'full' or 'last' (must take), 'choose'."""
    if view["last_revealed"]:
        return "last"
    size = len(view["shop"])
    return "empty" if size == 0 else "full" if size >= cd.SHOP_LIMIT else "choose"


def _to_play(view: FairyLightsView) -> int:
    """The seat whose turn it is, once the deck is shuffled and until the game is over."""
    seat = view["turn"]
    assert seat is not None, "asked only while the game runs"
    return seat


def _ids(faces: list[CardJSON]) -> list[int]:
    """Card ids of faces from a view."""
    return [f["id"] for f in faces]


def _pairs(view: FairyLightsView) -> bool:
    """Whether a take now means two colours (a full shop holding more than one)."""
    options = cd.take_options(_ids(view["shop"]))
    return bool(options) and len(options[0]) == 2


def _shop_colours(view: FairyLightsView) -> tuple:
    """The colours in the shop as a spoken list ('red, yellow and blue')."""
    return tuple(w.colour(c) for c in cd.colours_in(_ids(view["shop"])))


class FairyLightsPresenter(Presenter[FairyLightsView]):
    """Words and cues for Fairy Lights, from views and events only."""

    game_id = "fairy-lights"
    rule_sections = ("goal", "deck", "turn", "draw", "take", "bank", "end", "keys")

    # --- events ---------------------------------------------------------------------------

    # Each event's announcement (Presenter.event dispatches by name); a draw is heard the
    # moment the card lands. GameEnded says nothing here: the platform announces the end.

    def _on_DeckShuffled(self, ctx: FairyLightsCtx, e: DeckShuffled) -> list[Line]:
        """The game starts: who begins."""
        return [Line(Msg.of(f"{P}shuffled", cards=e.cards, **ctx.who(e.first)), "card")]

    def _on_TurnBegan(self, ctx: FairyLightsCtx, e: TurnBegan) -> list[Line]:
        """Another player's turn, and what the shop size leaves them.

        The viewer's own turn is called by the platform, whose question says the same.
        """
        if e.seat == ctx.viewer:
            return []
        return [Line(Msg.of(f"{P}turn-began", shop=e.shop, **ctx.who(e.seat)))]

    def _on_CardDrawn(self, ctx: FairyLightsCtx, e: CardDrawn) -> list[Line]:
        """The card, with the bust cue on a bust; then what the drawer must or may do next.

        The drawer at the keyboard is not told what their own chooser says next: when the
        draw changes its question (a first card, a full shop, the last card) the platform asks
        it again with the draw's risk, so only a draw that leaves the question alone adds the
        next risk (verbose).
        """
        who = ctx.who(e.seat)
        mine = e.seat == ctx.viewer
        detail = ctx.verbose or mine
        card = w.card_id(e.card, capital=ctx.is_you(e.seat))
        if e.bust:
            return [Line(Msg.of(f"{P}busted", card=card, detail=detail, **who), "bust")]
        lines = [Line(Msg.of(f"{P}drawn", card=card, shop=e.shop, detail=detail, **who), "card")]
        if e.left == 0:
            if not mine:
                lines.append(Line(Msg.of(f"{P}last-card", **who)))
        elif e.shop >= cd.SHOP_LIMIT:
            if not mine:
                lines.append(Line(Msg.of(f"{P}shop-full", **who)))
        elif mine and ctx.verbose and e.shop > 1:
            lines.append(
                Line(
                    Msg.of(
                        f"{P}next-risk",
                        risky=e.risky,
                        left=e.left,
                        percent=percent(round(100 * e.risky / e.left)),
                        colour=cd.COLOUR[e.card],
                        **who,
                    )
                )
            )
        return lines

    def _on_CardsTaken(self, ctx: FairyLightsCtx, e: CardsTaken) -> list[Line]:
        """Which cards left the shop."""
        return [Line(Msg.of(f"{P}took", cards=w.piles(e.cards), **ctx.who(e.seat)), "card")]

    def _on_ColourSettled(self, ctx: FairyLightsCtx, e: ColourSettled) -> list[Line]:
        """Banked, kept or discarded: always said, banking with the completion cue."""
        msg = Msg.of(
            f"{P}settled-{e.fate}",
            cards=w.colour_cards(e.colour, len(e.pile)),
            bulbs=cd.bulbs(e.pile),
            stars=cd.stars(e.pile),
            **ctx.who(e.seat),
        )
        return [Line(msg, _SETTLED_CUE[e.fate])]

    # --- on demand ------------------------------------------------------------------------

    def turn_start(self, ctx: FairyLightsCtx) -> list[Msg]:
        """The shop colour by colour, so 'Draw or take?' is answered knowing what is on offer."""
        ids = _ids(ctx.view["shop"])
        return [Msg.of(f"{P}turn-shop", piles=w.piles(ids))] if ids else []

    def dice(self, ctx: FairyLightsCtx) -> list[Msg]:
        """D: the shop, card by card."""
        return review.shop_cards(ctx.view)

    def scores(self, ctx: FairyLightsCtx, detailed: bool) -> list[Msg]:
        """S: every total; Shift+S: each seat's banked and unbanked stars, item by item."""
        if not detailed:
            return [
                Msg.of(f"{P}score-total", points=review.total(ctx.view, s), **ctx.who(s))
                for s in range(ctx.view["players"])
            ]
        return [m for s in range(ctx.view["players"]) for m in self._itemised(ctx, s)]

    def _itemised(self, ctx: FairyLightsCtx, seat: int) -> list[Msg]:
        """One seat's total, then each line of its score."""
        lines = [Msg.of(f"{P}score-total", points=review.total(ctx.view, seat), **ctx.who(seat))]
        for key, points, detail in public_scores(ctx.view)[seat]:
            if key == "banked":
                lines.append(Msg.of(f"{P}score-banked", stars=points, cards=detail["cards"]))
            else:
                lines.append(
                    Msg.of(
                        f"{P}score-unbanked",
                        stars=-points,
                        colour=detail["colour"],
                        cards=detail["cards"],
                        bulbs=detail["bulbs"],
                    )
                )
        return lines

    def turn(self, ctx: FairyLightsCtx) -> list[Msg]:
        """T: whose turn, the draws so far, what the shop allows, the deck and the bust chance."""
        view = ctx.view
        if view["over"]:
            return [Msg.of(f"{P}turn-over")]
        if not view["started"]:
            return [Msg.of(f"{P}turn-unshuffled")]
        seat = _to_play(view)
        lines = [
            Msg.of(
                f"{P}turn",
                draws=view["draws"],
                shop=len(view["shop"]),
                left=view["deck"]["left"],
                situation=situation(view),
                **ctx.who(seat),
            )
        ]
        if situation(view) == "choose":
            lines.append(w.risk(view))
        return lines

    def table(self, ctx: FairyLightsCtx) -> list[Msg]:
        """W: every seat with its score, banked stars and unbanked colours, the active seat marked."""
        view = ctx.view
        lines = []
        for seat in range(view["players"]):
            mine = view["collections"][seat]
            held = _ids(mine["unbanked"])
            lines.append(
                Msg.of(
                    f"{P}table-seat",
                    **ctx.who(seat),
                    score=review.total(view, seat),
                    banked=cd.stars(_ids(mine["banked"])),
                    playing=seat == view["turn"],
                    colours=len(cd.colours_in(held)),
                    unbanked=tuple(
                        Msg.of(
                            f"{P}held", colour=w.colour(c), bulbs=cd.bulbs(cd.of_colour(held, c))
                        )
                        for c in cd.colours_in(held)
                    ),
                )
            )
        return lines

    def sheet(self, ctx: FairyLightsCtx, seat: int) -> Node:
        """C / Shift+C: a collection, with the shop and the deck after it."""
        return review.collection_tree(ctx, seat)

    # --- choosing a move ------------------------------------------------------------------

    def _forecasts(self, ctx: FairyLightsCtx, colours: tuple) -> list[cd.Forecast]:
        """What taking these colours would do to the collection of the seat to play."""
        view = ctx.view
        mine = _ids(view["collections"][_to_play(view)]["unbanked"])
        shop = _ids(view["shop"])
        return [cd.forecast(mine, shop, c) for c in colours]

    def legal_summary(self, ctx: FairyLightsCtx, legal: Sequence[Action]) -> list[Msg]:
        """L: draw (with its risk) and the colours that may be taken, or whose turn it is."""
        if not legal:
            return self._waiting(ctx)
        lines = []
        if Draw() in legal:
            lines.append(Msg.of(f"{P}may-draw", risk=w.short_risk(ctx.view)))
        takes = [a.colours for a in legal if isinstance(a, Take)]
        if takes:
            lines.append(
                Msg.of(
                    f"{P}may-take",
                    options=either([w.option(t) for t in takes]),
                    two=_pairs(ctx.view) and len(takes) > 1,
                    colours=_shop_colours(ctx.view),
                )
            )
        if Draw() not in legal or not takes:
            lines.extend(self.why_not(ctx, ()))
        return lines

    def _waiting(self, ctx: FairyLightsCtx) -> list[Msg]:
        """Nothing to do: the game is over, or someone else is playing."""
        view = ctx.view
        if view["over"] or view["turn"] is None:
            return [Msg.of(f"{P}turn-over" if view["over"] else f"{P}turn-unshuffled")]
        return [Msg.of(f"{P}wait", **ctx.who(view["turn"]))]

    def step_prompt(self, ctx: FairyLightsCtx, prefix: tuple) -> Msg:
        """'Draw or take?' first; then 'Which colour?' or 'Which two colours?'."""
        if not prefix:
            return Msg.of(f"{P}prompt-turn", situation=situation(ctx.view))
        return Msg.of(f"{P}prompt-take", two=_pairs(ctx.view))

    def step_label(self, ctx: FairyLightsCtx, prefix: tuple, step: Any) -> Msg:
        """Draw with its bust chance; take with what each colour would do to you."""
        if not prefix and step == "draw":
            return Msg.of(f"{P}option-draw", risk=w.short_risk(ctx.view))
        if not prefix:
            options = cd.take_options(_ids(ctx.view["shop"]))
            return Msg.of(
                f"{P}option-take",
                count=len(options),
                two=_pairs(ctx.view) and len(options) > 1,
                options=either([w.option(o) for o in options]),
                colours=_shop_colours(ctx.view),
            )
        forecasts = [w.forecast(fc) for fc in self._forecasts(ctx, tuple(step))]
        if len(forecasts) == 1:
            return forecasts[0]
        return Msg.of(
            f"{P}option-pair",
            pair=w.option(step, capital=True),
            first=forecasts[0],
            second=forecasts[1],
        )

    def step_fact(self, ctx: FairyLightsCtx, prefix: tuple, step: Any) -> list[Msg]:
        """Draw or take forced on the player: the shop's situation says it ("The shop is full:
        take."); a single colour is said as the only choice."""
        if not prefix:
            return [self.step_prompt(ctx, prefix)]
        return super().step_fact(ctx, prefix, step)

    def why_not(self, ctx: FairyLightsCtx, prefix: tuple) -> list[Msg]:
        """Why drawing or taking, or some colours, are not offered now."""
        view = ctx.view
        if view["over"] or view["turn"] is None:
            return self._waiting(ctx)
        if prefix:
            shop = _ids(view["shop"])
            absent = tuple(w.colour(c) for c in cd.COLOURS if c not in cd.colours_in(shop))
            return [Msg.of(f"{P}why-colours", two=_pairs(view), absent=len(absent), colours=absent)]
        return [Msg.of(f"{P}why-{situation(view)}")]

    def rule_for_step(self, ctx: FairyLightsCtx, path: tuple | None) -> str | None:
        """F2 while choosing: drawing's rule on Draw, taking's on Take, and on a colour what
        its bulbs do (bank, keep or discard), which is what that option tells."""
        if path is None:
            return None
        if not path:
            return "turn"
        if path[0] == "draw":
            return "draw"
        return "take" if len(path) == 1 else "bank"

    # --- keys -----------------------------------------------------------------------------

    def hint_move(self, ctx: FairyLightsCtx, action: Action) -> Msg | None:
        """H: 'Draw a card' or 'Take red'."""
        return hint.move(ctx, action)

    def hint_reasons(self, ctx: FairyLightsCtx, action: Action) -> tuple[Msg, ...]:
        """H: what the take does to your piles and leaves in the shop, or the draw's risk."""
        return hint.reasons(ctx, action)

    def hint_expect(self, ctx: FairyLightsCtx, ranked: Ranked) -> Msg:
        """Shift+H: each move's ranking figure to a tenth of a star, a take's sides apart."""
        return hint.expect(ctx, ranked)

    def hint_sure(self, ctx: FairyLightsCtx, action: Action) -> int | None:
        """H: the points a take adds now, so a hint passing over a surer bank says why."""
        return hint.sure(ctx, action)

    def hint_passes(self, ctx: FairyLightsCtx, other: Ranked, best: Ranked) -> Msg | None:
        """The take passed over named by its cards, its figure the stars on balance."""
        return hint.passes(ctx, other, best)

    def hint_rank_figure(self, ctx: FairyLightsCtx, ranked: Ranked) -> float:
        """The stars net to a tenth (the chance to win with the last cards): said first, and
        all that ranks the moves; the sides and the score change said after it do not."""
        return hint.rank_figure(ranked)

    def keys(self) -> list[GameKey]:
        """R draws, K takes, B tells the deck and the bust chance, G sums up the shop by colour."""
        return [
            GameKey("r", "draw", self._key_draw),
            GameKey("k", "take", self._key_take),
            GameKey("b", "deck", lambda ctx, legal, focus: review.deck_lines(ctx.view)),
            GameKey("g", "shop", lambda ctx, legal, focus: review.shop_colours(ctx.view)),
        ]

    def _key_draw(self, ctx: FairyLightsCtx, legal: list[Action], focus) -> Action | list[Msg]:
        """Draw at once, or say why not."""
        if Draw() in legal:
            return Draw()
        return self.why_not(ctx, ()) if legal else self._waiting(ctx)

    def _key_take(
        self, ctx: FairyLightsCtx, legal: list[Action], focus
    ) -> Action | Choose | list[Msg]:
        """Take the only option at once, or open the chooser on the colours."""
        takes = [a for a in legal if isinstance(a, Take)]
        if len(takes) == 1:
            return takes[0]
        if takes:
            return Choose(("take",))
        return self.why_not(ctx, ()) if legal else self._waiting(ctx)

    # --- the end --------------------------------------------------------------------------

    def final(self, ctx: FairyLightsCtx) -> list[Msg]:
        """The winner or the shared win, then every seat's itemised score, best first."""
        view = ctx.view
        winners = view["winners"]
        if not winners:
            return self.scores(ctx, detailed=True)
        best = review.total(view, winners[0])
        if len(winners) == 1:
            head = Msg.of(f"{P}final-win", points=best, **ctx.who(winners[0]))
        else:
            head = Msg.of(
                f"{P}final-shared",
                points=best,
                names=tuple(Msg.of("common-who", **ctx.who(s)) for s in ctx.you_last(winners)),
            )
        order = sorted(range(view["players"]), key=lambda s: -review.total(view, s))
        return [head] + [m for s in order for m in self._itemised(ctx, s)]


PRESENTER = FairyLightsPresenter()
