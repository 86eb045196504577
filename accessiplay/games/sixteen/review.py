"""The C review tree: a hand colour by colour and tile by tile, then the five rows as a grid.

Another player's hand stays a count until the end; at the end every hand can be reviewed.
"""

from __future__ import annotations

from accessiplay.games.sixteen.phrases import (
    hand_colour,
    row_colour,
    row_state,
    specials_held,
    tile,
    top_of,
)
from accessiplay.games.sixteen.tiles import COLOURS, END, known_code, value
from accessiplay.games.sixteen.view import SixteenCtx
from accessiplay.present import Msg, Node


def sheet(ctx: SixteenCtx, seat: int) -> Node:
    """The tree for one seat: its hand (when this viewer may see it), its specials, the rows."""
    view = ctx.view
    hand = view["hands"][seat] if view["hands"] else (view["hand"] if seat == ctx.viewer else None)
    count = view["counts"][seat] if view["dealt"] else 0
    children: list[Node] = []
    if hand is None:
        label = Msg.of("sixteen-node-hidden", count=count, **ctx.who(seat))
    else:
        label = Msg.of("sixteen-node-hand", count=count, **ctx.who(seat))
        children.extend(
            _colour_node(ctx, name, hand["tiles"][name]) for name in COLOURS if hand["tiles"][name]
        )
        children.append(Node(specials_held(hand["specials"]), rule="specials"))
    used = tuple(
        Msg.of("sixteen-used", kind=kind, row=Msg.of("sixteen-row", colour=name))
        for who, kind, name in view["used"]
        if who == seat
    )
    if used:
        children.append(
            Node(Msg.of("sixteen-node-used", used=used, **ctx.who(seat)), rule="specials")
        )
    children.append(_rows_node(view["rows"]))
    return Node(label, tuple(children), rule="tiles")


def _colour_node(ctx: SixteenCtx, name: str, tokens: list) -> Node:
    """One colour of a hand; each tile says whether it fits the row now."""
    top = top_of(ctx.view["rows"][name])
    tiles = tuple(
        Node(
            Msg.of(
                "sixteen-node-tile", tile=tile(t), colour=name, state=_fit(top, t), top=min(top, 15)
            ),
            rule="place",
        )
        for t in tokens
    )
    return Node(hand_colour(name, tokens), tiles, rule="place")


def _fit(top: int, tok: object) -> str:
    """Whether a held tile fits its row now: 'fits', 'below' the row's last tile, or 'ended'."""
    if top == END:
        return "ended"
    return "fits" if value(known_code(tok)) > top else "below"


def _rows_node(rows: dict) -> Node:
    """The five rows as a grid: one row per colour, one cell per tile."""
    lines = tuple(
        Node(
            row_state(name, rows[name]),
            tuple(
                Node(Msg.of("sixteen-node-cell", tile=tile(t), colour=name, position=i + 1))
                for i, t in enumerate(rows[name])
            ),
            rule="place",
        )
        for name in COLOURS
    )
    return Node(_rows_label(rows), lines, rule="place", grid=True)


def _rows_label(rows: dict) -> Msg:
    """The rows' line says where each row stands, so it is never a bare heading: each row's
    colour and last tile ('red 7, blue 16 End'), or that nothing is dealt yet."""
    if not any(rows[name] for name in COLOURS):
        return Msg.of("sixteen-node-rows", dealt="no", tops=())
    tops = tuple(
        Msg.of("sixteen-node-row-top", colour=row_colour(name), tile=tile(rows[name][-1]))
        for name in COLOURS
        if rows[name]
    )
    return Msg.of("sixteen-node-rows", dealt="yes", tops=tops)
