"""Sixteen's hint sentence: which tiles on which row, or which special, and why, from the
viewer's own hand, the rows and the public tile counts.

Other players' hands are secret: nothing here reads them (the view holds only the viewer's).
"""

from __future__ import annotations

from accessiplay.core.actions import Action
from accessiplay.games.sixteen.actions import EndTurn, Pass, Place, PlaceAgain, Scissors, Trash
from accessiplay.games.sixteen.bots import Table
from accessiplay.games.sixteen.choosing import stuck_by
from accessiplay.games.sixteen.phrases import row, spoken, top_of
from accessiplay.games.sixteen.tiles import END, RESTART, SPECIAL_POINTS, known_code, token, value
from accessiplay.games.sixteen.view import SixteenCtx, Token
from accessiplay.present import Msg


def _hand(ctx: SixteenCtx) -> dict[str, list[Token]]:
    """The viewer's number and 16 tiles by colour."""
    hand = ctx.view["hand"]
    return hand["tiles"] if hand else {}


def _held(ctx: SixteenCtx) -> int:
    """How many tiles the viewer holds, specials included."""
    hand = ctx.view["hand"]
    if not hand:
        return 0
    return sum(map(len, hand["tiles"].values())) + sum(hand["specials"].values())


def move(ctx: SixteenCtx, action: Action) -> Msg | None:
    """'The 14 and 15 on the red row'; 'Scissors on the blue row'; 'Pass'."""
    if isinstance(action, (Place, PlaceAgain)):
        return Msg.of(
            "sixteen-hint-place", tiles=spoken(action.tiles, the=True), row=row(action.row)
        )
    if isinstance(action, (Scissors, Trash)):
        then = _follow_up(ctx, action)
        return Msg.of(
            "sixteen-hint-special",
            kind="scissors" if isinstance(action, Scissors) else "trash",
            row=row(action.row),
            count=1 if isinstance(action, Scissors) else action.count,
            follow="yes" if then else "no",
            then=spoken(then, the=True),
        )
    if isinstance(action, EndTurn):
        return Msg.of("sixteen-hint-end-turn")
    if isinstance(action, Pass):
        return Msg.of("sixteen-hint-pass")
    return None


def _follow_up(ctx: SixteenCtx, action: Scissors | Trash) -> tuple[Token, ...]:
    """The tiles the special's own placement lays on its row, as the bots would lay them
    (session 30: 'Scissors on the red row' left the player asking where to place after)."""
    if ctx.view["hand"] is None:
        return ()
    return tuple(token(c) for c in Table(ctx.view).follow_up(action))


def reasons(ctx: SixteenCtx, action: Action) -> tuple[Msg, ...]:
    """Points shed, what a 16 does, own tiles stranded or freed, tiles left in hand."""
    if isinstance(action, (Place, PlaceAgain)):
        return _placed(ctx, action)
    if isinstance(action, (Scissors, Trash)):
        return _cut(ctx, action)
    return ()


def _placed(ctx: SixteenCtx, action: Place | PlaceAgain) -> tuple[Msg, ...]:
    """A placement: the points it sheds, a 16's effect, the own tiles it strands, what is left."""
    tiles = action.tiles
    effect = {RESTART: "restart", END: "end"}.get(known_code(tiles[-1]), "none")
    top = top_of(ctx.view["rows"][action.row])
    stuck = stuck_by(top, _hand(ctx).get(action.row, []), tiles, effect)
    said = [Msg.of("sixteen-hint-shed", points=sum(value(known_code(t)) for t in tiles))]
    if effect != "none":
        said.append(Msg.of("sixteen-hint-effect", effect=effect, row=row(action.row)))
    if stuck:
        said.append(Msg.of("sixteen-hint-stuck", tiles=spoken(stuck, the=True), count=len(stuck)))
    said.append(Msg.of("sixteen-hint-left", count=_held(ctx) - len(tiles)))
    return tuple(said)


def _cut(ctx: SixteenCtx, action: Scissors | Trash) -> tuple[Msg, ...]:
    """A special: the points shed first, its own 20 and those of the placement the move names
    after it (play-test: "Scissors on the blue row, then the 14 on that row; it sheds 20
    points" shed 34), the tiles it removes, and the own tiles that may go on the row
    afterwards. A row reopened with nothing of the player's to lay there helps only the
    others, so that is not given as a reason."""
    then = _follow_up(ctx, action)
    shed = SPECIAL_POINTS + sum(value(known_code(t)) for t in then)
    tokens = ctx.view["rows"][action.row]
    count = action.count if isinstance(action, Trash) else 1
    removed, rest = tokens[-count:], tokens[:-count]
    low, high = top_of(rest), top_of(tokens)
    freed = tuple(
        t for t in _hand(ctx).get(action.row, []) if isinstance(t, int) and low < t <= min(high, 15)
    )
    said = [
        Msg.of("sixteen-hint-shed", points=shed),
        Msg.of(
            "sixteen-hint-removes",
            tiles=spoken(removed, the=True),
            reopens=high == END and bool(freed),
        ),
    ]
    if freed and _frees_more(freed, then):
        said.append(Msg.of("sixteen-hint-frees", tiles=spoken(freed, the=True), count=len(freed)))
    return tuple(said)


def _frees_more(freed: tuple[Token, ...], then: tuple[Token, ...]) -> bool:
    """Whether what fits again on the row says more than the move's own placement after the
    special: nothing follows, or it lays some of them (the 5 fits too, where 7 to 9 follow).
    A placement laying them all says it already; one laying none (the 10 and the 11) leaves
    them stuck again, and "that row takes the 5 again" would argue for what is not done."""
    laid = set(freed) & set(then)
    return not then or (bool(laid) and laid != set(freed))
