"""Reviewing sheets and scores: the C tree, S and Shift+S, W, and the spoken final score."""

from __future__ import annotations

from accessiplay.core.protocol import ScoreJSON, public_scores
from accessiplay.games.sixty_one import areas, words
from accessiplay.games.sixty_one.scoring import LEAF_ACORNS, X_TOTALS, leaf_total
from accessiplay.games.sixty_one.view import SheetView, SixtyOneCtx
from accessiplay.present import Listing, Msg, Node


def _score(ctx: SixtyOneCtx, seat: int) -> ScoreJSON:
    """A seat's itemised score from the view: every sheet, hence every score, is public."""
    return public_scores(ctx.view)[seat]


def _total(ctx: SixtyOneCtx, seat: int) -> int:
    """A seat's acorns, from the view's itemised scores."""
    return sum(item[1] for item in _score(ctx, seat))


def _bonus_state(ctx: SixtyOneCtx, seat: int, number: int) -> str:
    """The area's first-fill bonus for this seat: "won", "missed" or "open"."""
    firsts = ctx.view["firsts"][number - 1]
    if not firsts:
        return "open"
    return "won" if seat in firsts else "missed"


def sheet(ctx: SixtyOneCtx, seat: int) -> Node:
    """The review tree: the sheet, its six areas with their spots, then the leaf row."""
    data = ctx.view["sheets"][seat]
    root = Msg.of(
        "sixty-one-sheet",
        **ctx.who(seat),
        acorns=words.acorns(_total(ctx, seat)),
        total=leaf_total(data["leaves"]),
    )
    children = tuple(_area_node(ctx, seat, n) for n in areas.AREAS) + (_leaf_node(data),)
    return Node(root, children, rule="overview")


def _area_node(ctx: SixtyOneCtx, seat: int, number: int) -> Node:
    """One area: acorns, spots written, the bonus, what it takes next; its spots below."""
    spots = ctx.view["sheets"][seat]["areas"][number - 1]
    label = Msg.of(
        "sixty-one-sheet-area",
        area=words.area(number),
        acorns=words.acorns(areas.acorns(number, spots)),
        filled=sum(v is not None for v in spots),
        size=len(spots),
        bonus=_bonus_state(ctx, seat, number),
        needs=words.needs(areas.needed_values(number, spots)),
        full="yes" if areas.is_full(spots) else "no",
    )
    kids = tuple(Node(_spot_label(number, spots, i)) for i in range(len(spots)))
    return Node(label, kids, rule=areas.AREA_KEYS[number])


def _spot_label(number: int, spots: list, index: int) -> Msg:
    """'den 4, middle row, on dens 1 and 2: empty, worth 2 acorns'."""
    written = spots[index]
    where = (
        Msg.of(
            "sixty-one-den-where",
            row=areas.DEN_ROWS[index],
            below=tuple(s + 1 for s in areas.DEN_SUPPORT.get(index, ())),
        )
        if number == areas.DENS
        else Msg.of("sixty-one-nowhere")
    )
    state = "empty" if written is None else "written"
    return Msg.of(
        "sixty-one-sheet-spot",
        spot=words.spot(number, index),
        where=where,
        state=state,
        value=words.value(written),
        kind=_kind(number, spots, index),
        worth=words.acorns(_worth(number, spots, index)),
    )


def _kind(number: int, spots: list, index: int) -> str:
    """ "spot" when it scores alone, else whether its pumpkin or skewer is "done" or still "open"."""
    if number in areas.SPOT_ACORNS:
        return "spot"
    which, _ = areas.group_index(number, index)
    groups = areas.PUMPKIN_PAIRS if number == areas.PUMPKINS else areas.SKEWERS
    return "done" if all(spots[i] is not None for i in groups[which]) else "open"


def _worth(number: int, spots: list, index: int) -> int:
    """What a spot is worth on its own, or what completing its pumpkin or skewer gives."""
    if number in areas.SPOT_ACORNS:
        return areas.SPOT_ACORNS[number][index]
    which, _ = areas.group_index(number, index)
    return areas.PUMPKIN_ACORNS if number == areas.PUMPKINS else areas.SKEWER_ACORNS[which]


def _leaf_node(data: SheetView) -> Node:
    """The leaf row: the total, the next prize, then each leaf with its die and prize."""
    leaves = data["leaves"]
    total = leaf_total(leaves)
    upcoming = [t for t in sorted((*X_TOTALS, *LEAF_ACORNS)) if t > total]
    label = Msg.of(
        "sixty-one-sheet-leaves",
        total=total,
        count=len(leaves),
        next=upcoming[0] if upcoming else 0,
        prize=words.prize(upcoming[0]) if upcoming else "none",
        bonus=LEAF_ACORNS.get(upcoming[0], 0) if upcoming else 0,
        lost=data["lost"],
    )
    kids = []
    for n, now in enumerate(leaves):
        before = leaves[n - 1] if n else 0
        kids.append(
            Node(Msg.of("sixty-one-sheet-leaf", n=n + 1, leaf=now - before, **words.leaf_args(now)))
        )
    return Node(label, tuple(kids), rule="leaves")


def _items(ctx: SixtyOneCtx, seat: int) -> tuple:
    """One seat's itemised score as spoken pieces."""
    pieces = []
    for key, points, detail in _score(ctx, seat):
        if key == "first":
            pieces.append(Msg.of("sixty-one-item-first", points=points, areas=detail["areas"]))
        elif key == "leaves":
            pieces.append(Msg.of("sixty-one-item-leaves", points=points, total=detail["total"]))
        else:
            pieces.append(
                Msg.of(
                    "sixty-one-item-area",
                    area=Msg.of("sixty-one-area", area=key),
                    points=points,
                    filled=detail["filled"],
                    size=detail["size"],
                )
            )
    return tuple(pieces)


def scores(ctx: SixtyOneCtx, detailed: bool) -> list[Msg] | Listing:
    """S: every seat's acorns in one line; Shift+S: that line first, then one itemised line
    per seat, as a list to arrow through (it once ran to 900 characters in one breath)."""
    seats = range(ctx.view["players"])
    entries = tuple(
        Msg.of("sixty-one-score-entry", **ctx.who(s), count=_total(ctx, s))
        for s in ctx.you_last(seats)
    )
    mine = _total(ctx, ctx.viewer) if ctx.viewer is not None else 0
    summary = Msg.of("sixty-one-scores", entries=entries, solo=ctx.alone(), count=mine)
    if ctx.alone() != "yes" and not any(_total(ctx, s) for s in seats):
        # Spanish review: "Ana no tiene ninguna bellota y tú no tienes ninguna bellota" opened
        # every game; a native says nobody has any yet.
        summary = Msg.of("sixty-one-scores-none")
    if not detailed:
        return [summary]
    return Listing.of_lines(
        summary,
        [
            Msg.of(
                "sixty-one-score-detail",
                **ctx.who(s),
                acorns=words.acorns(_total(ctx, s)),
                items=_items(ctx, s),
            )
            for s in seats
        ],
    )


def table(ctx: SixtyOneCtx) -> list[Msg]:
    """W: each seat's acorns, leaf total, spots written and whether it still has to choose."""
    lines = []
    for seat in range(ctx.view["players"]):
        data = ctx.view["sheets"][seat]
        status = "none"
        if seat in ctx.view["acting"]:
            status = "x" if ctx.view["phase"] == "x" else "choosing"
        elif ctx.view["phase"] == "choose":
            status = "chosen"
        lines.append(
            Msg.of(
                "sixty-one-table-seat",
                **ctx.who(seat),
                acorns=words.acorns(_total(ctx, seat)),
                total=leaf_total(data["leaves"]),
                written=sum(v is not None for a in data["areas"] for v in a),
                status=status,
            )
        )
    return lines


def final(ctx: SixtyOneCtx) -> list[Msg]:
    """The winner(s) (not in solo), then every seat's itemised acorns, best first."""
    winners = ctx.view["winners"]
    best = _total(ctx, winners[0]) if winners else 0
    lines = []
    if ctx.view["players"] > 1:
        # Solo: the itemised line below already says the total.
        lines.append(
            Msg.of(
                "sixty-one-final-winners",
                winners=words.people(ctx, winners),
                count=len(winners),
                acorns=words.acorns(best),
                mine="yes" if ctx.viewer in winners else "no",
            )
        )
    order = sorted(range(ctx.view["players"]), key=lambda s: (-_total(ctx, s), s))
    lines.extend(
        Msg.of(
            "sixty-one-score-detail",
            **ctx.who(s),
            acorns=words.acorns(_total(ctx, s)),
            items=_items(ctx, s),
        )
        for s in order
    )
    return lines
