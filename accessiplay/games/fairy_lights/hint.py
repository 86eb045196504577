"""Fairy Lights' hint sentence: draw or take which colours, and why, from the table as the
viewer sees it (the shop, the deck's public make-up, the viewer's unbanked cards).

A take is judged by what it does to the viewer's piles (bank, keep or discard, and the score)
and by what it leaves in the shop for the next player; a draw by its bust risk and by whether
any take would raise the score now.
"""

from __future__ import annotations

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights import review
from accessiplay.games.fairy_lights import words as w
from accessiplay.games.fairy_lights.actions import Draw, Take
from accessiplay.games.fairy_lights.hard import take_parts
from accessiplay.games.fairy_lights.view import FairyLightsCtx
from accessiplay.present import Msg, percent

P = "fairy-lights-"


def _ids(faces) -> list[int]:
    """Card ids of a list of card faces in the view."""
    return [face["id"] for face in faces]


def _forecasts(ctx: FairyLightsCtx, colours: tuple[str, ...]) -> list[cd.Forecast]:
    """What taking these colours does to the viewer's unbanked piles."""
    view = ctx.view
    mine = _ids(view["collections"][ctx.seat()]["unbanked"])
    shop = _ids(view["shop"])
    return [cd.forecast(mine, shop, c) for c in colours]


def move(ctx: FairyLightsCtx, action: Action) -> Msg | None:
    """'Draw a card'; 'Take red', 'Take red and blue'."""
    if isinstance(action, Draw):
        return Msg.of(f"{P}hint-draw")
    if isinstance(action, Take):
        return Msg.of(f"{P}hint-take", what=_taken(ctx, action))
    return None


def _taken(ctx: FairyLightsCtx, action: Take) -> Msg:
    """A take's cards, each colour with how many shop cards of it ('the yellow card', 'la
    carta amarilla'): said in the advice and in the take it passes over."""
    first, *rest = action.colours
    cards = [sum(face["colour"] == c for face in ctx.view["shop"]) for c in action.colours]
    return Msg.of(
        f"{P}hint-taken",
        colour=first,
        second=rest[0] if rest else "none",
        cards=cards[0],
        second_cards=cards[-1],
    )


def sure(ctx: FairyLightsCtx, action: Action) -> int | None:
    """The points a take adds to the score now (banks, keeps and discards together); a draw
    has none to compare: its own reasons already weigh the best take against the shop."""
    if not isinstance(action, Take):
        return None
    return sum(fc.score_change() for fc in _forecasts(ctx, action.colours))


def passes(ctx: FairyLightsCtx, other: Ranked, best: Ranked) -> Msg | None:
    """H's clause for a take passed over that scores more now: what it scores, and its figure
    beside the hint's, as Shift+H says them (the stars on balance, or the chance to win)."""
    gained = sure(ctx, other.action)
    if gained is None or not isinstance(other.action, Take):
        return None
    theirs, ours = rank_figure(other), rank_figure(best)
    wins = other.wins is not None and best.wins is not None
    return Msg.of(
        f"{P}hint-passes",
        what=_taken(ctx, other.action),
        sure=gained,
        measure="wins" if wins else "points",
        theirs=percent(int(theirs)) if wins else theirs,
        ours=percent(int(ours)) if wins else ours,
        verdict="worse" if theirs < ours else "even",
    )


def reasons(ctx: FairyLightsCtx, action: Action) -> tuple[Msg, ...]:
    """Why: each colour's fate and score change, and the shop left; or the draw's risk."""
    if isinstance(action, Take):
        ends = bool(ctx.view["last_revealed"])
        said = _fates(_forecasts(ctx, action.colours), plan=not ends and _comes_back(ctx))
        if ends:
            return said  # this take ends the game: nobody finds the shop after it
        return (*said, _shop_left(ctx, action.colours))
    if isinstance(action, Draw):
        return _draw(ctx)
    return ()


def _comes_back(ctx: FairyLightsCtx) -> bool:
    """Whether a pile kept now may still be banked on a later turn: not when the rivals, each
    drawing once, could reveal every card left before the viewer plays again (a native player
    heard 'only 2 red bulbs to bank' with one card left, and the rival drew it)."""
    return ctx.view["deck"]["left"] >= ctx.view["players"]


def _fates(forecasts: list[cd.Forecast], plan: bool) -> tuple[Msg, ...]:
    """Each colour's fate; two piles both kept, or both banked, are said as one clause, the
    score change once (two keep clauses of 30 words ran together by ear, the change lost)."""
    fates = {fc.fate for fc in forecasts}
    if len(forecasts) == 2 and fates == {cd.KEEP}:
        return (_keep_both(forecasts[0], forecasts[1], plan),)
    if len(forecasts) == 2 and fates == {cd.BANK}:
        return (_bank_both(forecasts[0], forecasts[1]),)
    return tuple(_fate(fc, plan=plan) for fc in forecasts)


def _bank_both(first: cd.Forecast, second: cd.Forecast) -> Msg:
    """'it banks your 2 red cards for 1 star and your 2 purple cards for 2 stars, score up 3'."""
    return Msg.of(
        f"{P}hint-bank-both",
        cards=w.colour_cards(first.colour, len(first.pile)),
        value=cd.stars(first.pile),
        second=w.colour_cards(second.colour, len(second.pile)),
        second_value=cd.stars(second.pile),
        change=w.score_change(first.score_change() + second.score_change()),
    )


def _keep_both(first: cd.Forecast, second: cd.Forecast, plan: bool) -> Msg:
    """'it keeps 2 red cards and 2 blue cards unbanked, score down 1, though one more bulb of
    each colour is all it takes to bank them'."""
    # Piles lacking 1 and 2 bulbs: the one lacking one is $colour, the other $second_colour.
    short, long = sorted((first, second), key=lambda fc: -cd.bulbs(fc.pile))
    needs = [cd.BANK_BULBS - cd.bulbs(fc.pile) for fc in (short, long)]
    same = needs[0] == needs[1]
    return Msg.of(
        f"{P}hint-keep-both",
        cards=w.colour_cards(first.colour, len(first.pile)),
        second=w.colour_cards(second.colour, len(second.pile)),
        change=w.score_change(first.score_change() + second.score_change()),
        plan="yes" if plan else "no",
        same=("one" if needs[0] == 1 else "two") if same else "no",
        colour=short.colour,
        second_colour=long.colour,
    )


def _fate(fc: cd.Forecast, plan: bool = True) -> Msg:
    """'it banks 3 red cards for 4 stars, score up 4' (or keeps, or discards); a pile kept says
    how many bulbs more would bank it, unless this take ends the game (`plan` false)."""
    return Msg.of(
        f"{P}hint-{fc.fate}",
        cards=w.colour_cards(fc.colour, len(fc.pile)),
        value=cd.stars(fc.pile),
        bulbs=cd.bulbs(fc.pile),
        change=w.score_change(fc.score_change()),
        colour=fc.colour,
        plan="yes" if plan else "no",
    )


def _shop_left(ctx: FairyLightsCtx, colours: tuple[str, ...]) -> Msg:
    """What the next player finds in the shop after the take: a trap when taking a colour
    of it would discard cards they hold (never to be heard as a gift of its stars)."""
    left = _left(ctx, colours)
    trap = _trap(ctx, left)
    if trap is not None:
        return trap
    return Msg.of(
        f"{P}hint-shop-left",
        count=len(left),
        stars=sum(face["stars"] for face in left),
        player=_next_player(ctx),
    )


def _left(ctx: FairyLightsCtx, colours: tuple[str, ...]) -> list:
    """The shop's cards a take of these colours leaves for the next player."""
    return [face for face in ctx.view["shop"] if face["colour"] not in colours]


def _trap(ctx: FairyLightsCtx, left: list) -> Msg | None:
    """The colour of the shop left that would discard the next player's unbanked cards."""
    nxt = (ctx.seat() + 1) % ctx.view["players"]
    theirs = _ids(ctx.view["collections"][nxt]["unbanked"])
    shop = _ids(left)
    for colour in cd.colours_in(shop):
        fc = cd.forecast(theirs, shop, colour)
        if fc.fate == cd.DISCARD and fc.owned:
            return Msg.of(
                f"{P}hint-shop-trap",
                trap=w.colour_cards(colour, len(fc.taken)),
                count=len(fc.taken),
                owned=w.colour_cards(colour, fc.owned),
                player=_next_player(ctx),
            )
    return None


def _draw(ctx: FairyLightsCtx) -> tuple[Msg, ...]:
    """A draw: the shop is empty, or no take pays yet, and the risk of busting."""
    view = ctx.view
    if not view["shop"]:
        return (Msg.of(f"{P}hint-empty-shop"),)
    shop = _ids(view["shop"])
    best = max(
        (sum(fc.score_change() for fc in _forecasts(ctx, o)) for o in cd.take_options(shop)),
        default=0,
    )
    last, risky, left = w.odds(view)
    if left and risky == left:
        # A bust for certain is a pass, chosen as such: 'the risk is 1 chance in 1' argued
        # against the very move it gave.
        take = "yes" if best > 0 else "no"
        return (Msg.of(f"{P}hint-sure-bust", take=take, best=best),)
    risk = Msg.of(
        f"{P}hint-risk",
        risky=risky,
        left=left,
        percent=percent(round(100 * risky / left) if left else 0),
        colour=w.colour(last) if last else "",
        # 'Only' reassures: said of a small risk, never of an even chance.
        small="yes" if 4 * risky < left else "no",
    )
    lead = _last_card_lead(ctx)
    if lead is not None and not risky:
        return (lead, risk)
    if best <= 0:
        return (Msg.of(f"{P}hint-no-take"), risk)
    return (Msg.of(f"{P}hint-grow", best=best), risk)


def _last_card_lead(ctx: FairyLightsCtx) -> Msg | None:
    """With one card left and the lead, drawing it ends the game on the viewer's own take:
    the reason that decides, when no later turn can let a rival bank."""
    view = ctx.view
    if view["deck"]["left"] != 1:
        return None
    seat = ctx.seat()
    mine = review.total(view, seat)
    rival = max(
        (s for s in range(view["players"]) if s != seat), key=lambda s: review.total(view, s)
    )
    theirs = review.total(view, rival)
    if mine <= theirs:
        return None
    name = ctx.names[rival] if rival < len(ctx.names) else ""
    return Msg.of(f"{P}hint-last-card", player=name, mine=mine, theirs=theirs)


def expect(ctx: FairyLightsCtx, ranked: Ranked) -> Msg:
    """Shift+H's figure for one move, the one the list is ranked by, to a tenth of a star so
    the order can be heard: with the last cards the chance to win worked out to the end; else
    the stars it should bring net of the turn it hands the next player, a take's two sides
    said apart (the score it changes now among them), so a sure bank is never 'about even'."""
    if ranked.wins is not None:
        return _expect_end(ctx, ranked)
    net = round(ranked.points, 1) + 0.0  # never "-0"
    player = _next_player(ctx)
    if not isinstance(ranked.action, Take):
        return Msg.of(f"{P}hint-expect-draw", net=net, player=player)
    mine, _ = take_parts(ctx.view, ranked.action.colours)
    change = sum(fc.score_change() for fc in _forecasts(ctx, ranked.action.colours))
    theirs = round(round(mine, 1) - net, 1) + 0.0
    return Msg.of(
        f"{P}hint-expect-take",
        net=net,
        # "la toma suma menos 2,5" was heard as "adds less": Spanish says a loss with its verb.
        gain="minus" if round(mine, 1) < 0 else "plus",
        mine_size=abs(round(mine, 1)),
        # Said as what is left of `mine` once `net` is taken, so the three figures add up; a
        # shop that should cost the next player stars was said "less minus 0.1" (session 29).
        shop="costs" if theirs < 0 else "brings",
        theirs=abs(theirs),
        trend="up" if change > 0 else "down" if change < 0 else "same",
        change=abs(change),
        player=player,
        # 'with what you leave in the shop' was said of a shop left empty: the next player draws.
        emptied="no" if _left(ctx, ranked.action.colours) else "yes",
    )


def rank_figure(ranked: Ranked) -> float:
    """What `expect` says first, as rounded there: the figure the moves are ranked by."""
    if ranked.wins is not None:
        return round(100 * ranked.wins)
    return round(ranked.points, 1) + 0.0


def _expect_end(ctx: FairyLightsCtx, ranked: Ranked) -> Msg:
    """The last cards: the chance to win (what ranks them), then the stars gained or lost on
    the best rival by the end; no next player is named, since the game may end first."""
    size = round(abs(ranked.points), 1) + 0.0
    others = ctx.view["players"] - 1
    rival = (ctx.seat() + 1) % ctx.view["players"]
    return Msg.of(
        f"{P}hint-expect-end",
        wins=percent(round(100 * (ranked.wins or 0))),
        trend="same" if not size else "up" if ranked.points > 0 else "down",
        size=size,
        others=others,
        player=ctx.names[rival] if rival < len(ctx.names) else "",
    )


def _next_player(ctx: FairyLightsCtx) -> str:
    """The name of the player who finds the shop after the viewer's turn."""
    nxt = (ctx.seat() + 1) % ctx.view["players"]
    return ctx.names[nxt] if nxt < len(ctx.names) else ""
