"""Fairy Lights' hint sentence: draw or take which colours, and why, from the table as the
viewer sees it (the shop, the deck's public make-up, the viewer's unbanked cards).

A take is judged by what it does to the viewer's piles (bank, keep or discard, and the score)
and by what it leaves in the shop for the next player; a draw by its bust risk and by whether
any take would raise the score now.
"""

from __future__ import annotations

from accessiplay.core.actions import Action
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights import words as w
from accessiplay.games.fairy_lights.actions import Draw, Take
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
        first, *rest = action.colours
        # How many shop cards of each colour: 'the yellow card', 'la carta amarilla'.
        cards = [sum(face["colour"] == c for face in ctx.view["shop"]) for c in action.colours]
        return Msg.of(
            f"{P}hint-take",
            colour=first,
            second=rest[0] if rest else "none",
            count=len(rest) + 1,
            cards=cards[0],
            second_cards=cards[-1],
        )
    return None


def reasons(ctx: FairyLightsCtx, action: Action) -> tuple[Msg, ...]:
    """Why: each colour's fate and score change, and the shop left; or the draw's risk."""
    if isinstance(action, Take):
        said = [_fate(fc) for fc in _forecasts(ctx, action.colours)]
        if ctx.view["last_revealed"]:
            return tuple(said)  # this take ends the game: nobody finds the shop after it
        return (*said, _shop_left(ctx, action.colours))
    if isinstance(action, Draw):
        return _draw(ctx)
    return ()


def _fate(fc: cd.Forecast) -> Msg:
    """'it banks 3 red cards for 4 stars, score up 4' (or keeps, or discards)."""
    return Msg.of(
        f"{P}hint-{fc.fate}",
        cards=w.colour_cards(fc.colour, len(fc.pile)),
        value=cd.stars(fc.pile),
        bulbs=cd.bulbs(fc.pile),
        change=w.score_change(fc.score_change()),
    )


def _shop_left(ctx: FairyLightsCtx, colours: tuple[str, ...]) -> Msg:
    """What the next player finds in the shop after the take."""
    view = ctx.view
    left = [face for face in view["shop"] if face["colour"] not in colours]
    nxt = (ctx.seat() + 1) % view["players"]
    return Msg.of(
        f"{P}hint-shop-left",
        count=len(left),
        stars=sum(face["stars"] for face in left),
        player=ctx.names[nxt] if nxt < len(ctx.names) else "",
    )


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
    risk = Msg.of(
        f"{P}hint-risk",
        risky=risky,
        left=left,
        percent=percent(round(100 * risky / left) if left else 0),
        colour=w.colour(last) if last else "",
    )
    if best <= 0:
        return (Msg.of(f"{P}hint-no-take"), risk)
    return (Msg.of(f"{P}hint-grow", best=best), risk)
