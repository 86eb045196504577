"""The chooser's words for Sixteen: questions, options that say what they do, and why not.

The path of a move is action → row → tiles (Place), action → row (Scissors),
action → row → how many (Trash), or, after a special, directly the tiles or 'end-turn'
(PlaceAgain / EndTurn). Labels are worked out from the viewer's view alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.games.sixteen.actions import Place, PlaceAgain, Scissors, Trash
from accessiplay.games.sixteen.phrases import (
    colour,
    placement,
    row,
    row_colour,
    row_label,
    spoken,
    tile,
    top_of,
)
from accessiplay.games.sixteen.placing import blocks
from accessiplay.games.sixteen.placing import placements as all_placements
from accessiplay.games.sixteen.tiles import (
    COLOURS,
    END,
    RESTART,
    SIXTEENS,
    known_code,
    token,
    value,
)
from accessiplay.games.sixteen.view import HandJSON, SixteenCtx, Token
from accessiplay.present import Listing, Msg, either


def _mask(tokens: list) -> int:
    """A colour's hand tokens as a mask (bit `code` set)."""
    return sum(1 << known_code(t) for t in tokens)


def _my_turn(ctx: SixteenCtx) -> bool:
    """Whether the viewer is the seat to play."""
    return ctx.viewer is not None and ctx.view["turn"] == ctx.viewer and not ctx.view["over"]


def _to_play(ctx: SixteenCtx) -> int:
    """The seat whose turn it is, once the tiles are dealt."""
    seat = ctx.view["turn"]
    assert seat is not None, "the deal names the first player"
    return seat


def _held(ctx: SixteenCtx) -> HandJSON:
    """The viewer's hand, where only a seated player can be asking (choosing a move)."""
    hand = ctx.view["hand"]
    assert hand is not None, "only a seat at the table chooses"
    return hand


def _rows(ctx: SixteenCtx) -> dict[str, list[Token]]:
    """The rows of the view."""
    return ctx.view["rows"]


def _hand(ctx: SixteenCtx) -> dict[str, list[Token]]:
    """The viewer's tiles by colour (empty for a spectator)."""
    hand = ctx.view["hand"]
    return hand["tiles"] if hand else {name: [] for name in COLOURS}


def _ways(ctx: SixteenCtx, name: str) -> int:
    """How many placements the viewer has on a row."""
    return len(all_placements(top_of(_rows(ctx)[name]), _mask(_hand(ctx)[name])))


def _special_row(ctx: SixteenCtx) -> str | None:
    """The row of the special the viewer just used, while its placement is awaited."""
    special = ctx.view["special"]
    return special["row"] if special and _my_turn(ctx) else None


# --- L and Shift+P ------------------------------------------------------------------------


def legal_summary(ctx: SixteenCtx, legal: Sequence[Action]) -> list[Msg]:
    """L: where the viewer can place, which specials it may use, or that it must pass."""
    if not _my_turn(ctx):
        if ctx.view["over"] or not ctx.view["dealt"]:
            return [Msg.of("sixteen-legal-none")]
        return [Msg.of("sixteen-legal-wait", **ctx.who(_to_play(ctx)))]
    special = _special_row(ctx)
    if special:
        return [Msg.of("sixteen-legal-again", row=row(special), ways=_ways(ctx, special))]
    rows = tuple(
        row_colour(n) for n in COLOURS if any(isinstance(a, Place) and a.row == n for a in legal)
    )
    kinds = []
    if any(isinstance(a, Scissors) for a in legal):
        kinds.append("scissors")
    if any(isinstance(a, Trash) for a in legal):
        kinds.append("trash")
    msgs = [
        Msg.of("sixteen-legal-place", rows=rows, count=len(rows))
        if rows
        else Msg.of("sixteen-legal-pass")
    ]
    if kinds:
        msgs.append(
            Msg.of(
                "sixteen-legal-specials",
                specials=either([Msg.of("sixteen-special", kind=k) for k in kinds]),
            )
        )
    return msgs


def placements(ctx: SixteenCtx) -> list[Msg]:
    """Shift+P: every placement the viewer could make now, row by row, in brief."""
    if ctx.view["hand"] is None:
        return [Msg.of("sixteen-hand-none")]
    only = _special_row(ctx)
    rows = [n for n in COLOURS if not only or n == only]
    options = [_row_options(n, _rows(ctx)[n], _hand(ctx)[n]) for n in rows]
    msgs = [m for m in options if m is not None] or [Msg.of("sixteen-placements-none")]
    return msgs if _my_turn(ctx) else [Msg.of("sixteen-placements-not-turn"), *msgs]


def placement_list(ctx: SixteenCtx, legal: Sequence[Action]) -> list[Msg] | Listing:
    """Shift+P on the player's turn: every legal placement its own line, after a one-line
    summary, so Enter plays the one heard; otherwise (or with none) the rows in brief."""
    moves = [a for a in legal if isinstance(a, (Place, PlaceAgain))]
    if not moves:
        return placements(ctx)
    lines = [
        Msg.of("sixteen-pick-place", colour=colour(a.row), label=_tiles_label(ctx, a.row, a.tiles))
        for a in moves
    ]
    rows = tuple(dict.fromkeys(row_colour(a.row) for a in moves))
    summary = Msg.of("sixteen-pick-summary", count=len(moves), rows=rows, rowcount=len(rows))
    return Listing((summary, *lines), (None, *moves))


def _row_options(name: str, row_tokens: list, hand_tokens: list) -> Msg | None:
    """The longest runs that fit a row (any part fits too), then its 16 tiles; None if nothing."""
    top = top_of(row_tokens)
    if top == END:
        return None
    mask = _mask(hand_tokens)
    runs = [
        tile(first) if first == last else Msg.of("sixteen-range", first=first, last=last)
        for first, last in blocks(top, mask)
    ]
    sixteens = [tile(token(s)) for s in SIXTEENS if mask >> s & 1]
    if not runs and not sixteens:
        return None
    after = any(last == 15 for _, last in blocks(top, mask))
    return Msg.of(
        "sixteen-placements-row",
        colour=colour(name),
        runs=either(runs) if runs else "",
        has_runs=bool(runs),
        sixteens=either(sixteens) if sixteens else "",
        has_sixteens=bool(sixteens),
        after=after,
    )


# --- the chooser's questions and options --------------------------------------------------


def step_prompt(ctx: SixteenCtx, prefix: tuple) -> Msg:
    """The question asked at each step."""
    special = _special_row(ctx)
    if not prefix:
        if special:
            kind = ctx.view["special"]["kind"] if ctx.view["special"] else ""  # set with its row
            # With nothing to place the question would offer what is not there.
            fits = _ways(ctx, special) > 0
            return Msg.of("sixteen-ask-again", row=row(special), kind=kind, fits=fits)
        return Msg.of("sixteen-ask-action")
    if prefix == ("place",):
        return Msg.of("sixteen-ask-row")
    if prefix[0] == "place":
        name = prefix[1]
        return Msg.of("sixteen-ask-tiles", row=row(name), top=min(top_of(_rows(ctx)[name]), 15))
    if prefix == ("scissors",):
        return Msg.of("sixteen-ask-cut")
    if prefix == ("trash",):
        return Msg.of("sixteen-ask-trash")
    return Msg.of("sixteen-ask-count", row=row(prefix[1]))


def step_label(ctx: SixteenCtx, prefix: tuple, step) -> Msg:
    """Each option says what it does: tiles shed, tiles removed, what is left behind."""
    if not prefix:
        return _action_label(ctx, step)
    if prefix == ("place",):
        return Msg.of("sixteen-opt-row", **_row_args(ctx, step))
    if prefix[0] == "place":
        return _tiles_label(ctx, prefix[1], step)
    tokens = _rows(ctx)[prefix[1] if len(prefix) > 1 else step]
    if prefix == ("scissors",):
        return Msg.of(
            "sixteen-opt-cut",
            colour=row_label(step),
            tile=tile(tokens[-1]),
            rest=spoken(tokens[:-1]),
            reopens=tokens[-1] == "end",
        )
    if prefix == ("trash",):
        return Msg.of(
            "sixteen-opt-trash-row",
            colour=row_label(step),
            tiles=spoken(tokens),
            most=len(tokens) - 1,
        )
    # Both lists name tiles, each with its article ('una ficha: el 7; resto de la fila: el 1 y
    # las fichas del 4 al 6'): the removed ones alone were bare beside an articled rest.
    return Msg.of(
        "sixteen-opt-trash-count",
        count=step,
        removed=spoken(tokens[-step:], the=True),
        rest=spoken(tokens[:-step], the=True),
        reopens=tokens[-1] == "end",
    )


def step_fact(ctx: SixteenCtx, prefix: tuple, step) -> list[Msg]:
    """An option taken for the player. Placing and a row count the ways that follow, which
    before "The only choice" sounded self-contradictory ("44 ways. The only choice."): their
    own sentence says what was the only one, then the count."""
    if not prefix and step == "place":
        return [Msg.of("sixteen-taken-place", ways=_all_ways(ctx))]
    if prefix == ("place",):
        return [Msg.of("sixteen-taken-row", **_row_args(ctx, step))]
    return [Msg.of("ui-step-taken", label=step_label(ctx, prefix, step))]


def _row_args(ctx: SixteenCtx, name: str) -> dict:
    """A row as an option: its colour, the tile it follows, how many placements it has."""
    top = min(top_of(_rows(ctx)[name]), 15)
    return {"colour": row_label(name), "top": top, "ways": _ways(ctx, name)}


def _all_ways(ctx: SixteenCtx) -> int:
    """How many placements the viewer has on all the rows together."""
    return sum(_ways(ctx, name) for name in COLOURS)


def _action_label(ctx: SixteenCtx, step) -> Msg:
    """The first list: place, a special, pass — or, after a special, a placement or 'end turn'."""
    if isinstance(step, tuple):
        return _tiles_label(ctx, _special_row(ctx) or COLOURS[0], step)
    if step == "place":
        return Msg.of("sixteen-opt-place", ways=_all_ways(ctx))
    if step in ("scissors", "trash"):
        held = _held(ctx)["specials"][step]
        return Msg.of("sixteen-opt-special", kind=step, held=held)
    return Msg.of("sixteen-opt-" + step)


def _tiles_label(ctx: SixteenCtx, name: str, tiles: tuple) -> Msg:
    """A placement: the tiles, their points, what a 16 does, and own tiles it leaves stuck."""
    effect = {RESTART: "restart", END: "end"}.get(known_code(tiles[-1]), "none")
    stuck = stuck_by(top_of(_rows(ctx)[name]), _hand(ctx)[name], tiles, effect)
    return Msg.of(
        "sixteen-opt-tiles",
        tiles=placement(tiles),
        points=sum(value(known_code(t)) for t in tiles),
        effect=effect,
        # Each tile with its article, as the hints say it: "te bloquea el 5 y las fichas del 7
        # al 9" (Spanish review: the option said "se te quedan bloqueados: 5 y 6").
        stuck=spoken(stuck, the=True),
        stuck_count=len(stuck),
    )


def stuck_by(top: int, hand_tokens: list, tiles: tuple, effect: str) -> tuple:
    """The viewer's tiles of that colour a placement leaves unplayable on its row.

    A Restart strands nothing (the row goes back to 1); an End strands every tile of that
    colour that could still have gone on the row (not one already below its last tile);
    otherwise the numbers jumped over between the row's last tile and the first laid.
    """
    if effect == "restart":
        return ()
    if effect == "end":
        return tuple(
            t for t in hand_tokens if t not in tiles and (not isinstance(t, int) or t > top)
        )
    first = value(known_code(tiles[0]))
    return tuple(t for t in hand_tokens if isinstance(t, int) and top < t < first)


def why_not(ctx: SixteenCtx, prefix: tuple) -> list[Msg]:
    """Why the rules' other options are missing at this step."""
    if not _my_turn(ctx):
        return legal_summary(ctx, [])
    rows, hand = _rows(ctx), _hand(ctx)
    if not prefix:
        return _why_not_actions(ctx)
    if prefix == ("place",):
        return [
            _why_not_row(name, rows[name], hand[name]) for name in COLOURS if not _ways(ctx, name)
        ] or [Msg.of("sixteen-why-all-rows")]
    if prefix in (("scissors",), ("trash",)):
        bare = tuple(row_colour(n) for n in COLOURS if len(rows[n]) < 2)
        return (
            [Msg.of("sixteen-why-only-one", rows=bare, count=len(bare))]
            if bare
            else [Msg.of("sixteen-why-all-rows")]
        )
    if prefix[0] == "place":
        return [
            Msg.of("sixteen-why-tiles", row=row(prefix[1]), top=min(top_of(rows[prefix[1]]), 15))
        ]
    return [Msg.of("sixteen-why-count")]


def _why_not_actions(ctx: SixteenCtx) -> list[Msg]:
    """At the first step: no pass while a tile fits, one special per turn, specials not held."""
    if _special_row(ctx):
        return [Msg.of("sixteen-why-one-special")]
    msgs = []
    if any(_ways(ctx, name) for name in COLOURS):
        msgs.append(Msg.of("sixteen-why-no-pass"))
    else:
        msgs.append(Msg.of("sixteen-why-no-place"))
    specials = _held(ctx)["specials"]
    for kind, held in specials.items():
        if not held:
            msgs.append(Msg.of("sixteen-why-no-special", kind=kind))
    if any(specials.values()) and all(len(_rows(ctx)[n]) < 2 for n in COLOURS):
        msgs.append(Msg.of("sixteen-why-no-target"))
    return msgs


def _why_not_row(name: str, row_tokens: list, hand_tokens: list) -> Msg:
    """Why nothing of the viewer's fits this row."""
    top = top_of(row_tokens)
    if top == END:
        return Msg.of("sixteen-why-ended", colour=colour(name))
    reason = "none-held" if not hand_tokens else "needs-sixteen" if top == 15 else "too-low"
    return Msg.of("sixteen-why-row", colour=colour(name), reason=reason, top=top)


def rule_for_step(ctx: SixteenCtx, path: tuple | None) -> str | None:
    """The walkthrough section that explains the focused option."""
    if not path:
        return "turn"
    head = path[0]
    if isinstance(head, tuple) or head in ("scissors", "trash", "end-turn"):
        return "specials"
    if head == "pass":
        return "pass"
    if len(path) > 2 and any(t in ("restart", "end") for t in path[2]):
        return "sixteens"
    return "place"
