"""La Linotte's hint sentence: the throw, the APPEL, the stop or the pawn, and why, from the
board and the dice as the viewer sees them (La Linotte hides nothing).

A pawn is explained by the lines it makes and blocks; a rethrow by its chances of showing a
combination whose cell is still free; a stop by the cells the dice already allow; an APPEL by
the free APPEL cells it aims at.
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from accessiplay.bots import Ranked
from accessiplay.core.actions import Action
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import combos, review, words
from accessiplay.games.linotte.actions import Announce, Place, PlaceNothing, Stop, Throw
from accessiplay.games.linotte.keys import kept_values
from accessiplay.games.linotte.threats import cell_effects
from accessiplay.games.linotte.view import LinotteCtx
from accessiplay.present import Clauses, Msg, either, percent

#: How many combinations a rethrow's reason names (the likeliest first).
NAMED_CHANCES = 2


def move(ctx: LinotteCtx, action: Action) -> Msg | None:
    """'Throw again, keeping 5 and 5'; 'A pawn on D3, QUINTE'; 'Announce an APPEL on FULL'."""
    if isinstance(action, Throw):
        if not ctx.view["dice"]:
            return Msg.of("linotte-hint-first-throw")
        rethrow = Msg.of(
            "linotte-hint-rethrow", kept=words.dice(action.keep), count=len(action.keep)
        )
        back = _to_put_back(ctx, action.keep)
        if not back:
            return rethrow
        return Msg.of("linotte-hint-put-back", back=words.dice(back), rethrow=rethrow)
    if isinstance(action, Announce):
        return Msg.of("linotte-hint-announce", combo=words.combo(action.combo))
    if isinstance(action, Stop):
        return Msg.of("linotte-hint-stop")
    if isinstance(action, Place):
        return Msg.of("linotte-hint-place", cell=words.cell(action.cell))
    if isinstance(action, PlaceNothing):
        return Msg.of("linotte-hint-place-nothing")
    return None


def _to_put_back(ctx: LinotteCtx, keep: tuple[int, ...]) -> tuple[int, ...]:
    """The dice the player has marked to keep that the advised rethrow throws: R alone would
    keep them (play-test: a 3 kept, "throw again, keeping three ones" kept the 3 as well)."""
    extra = Counter(kept_values(ctx)) - Counter(keep)
    return tuple(sorted(extra.elements()))


def reasons(ctx: LinotteCtx, action: Action) -> tuple[Msg, ...]:
    """Lines made and blocked, chances of a free cell, cells allowed now, APPEL cells free."""
    view = ctx.view
    if isinstance(action, Place):
        lines = tuple(cell_effects(ctx, action.cell)) or _shape(ctx, action.cell)
        return lines + _played_out(ctx, action)
    last = _last_pawn_loses(ctx)
    if isinstance(action, (PlaceNothing, Stop)) and last is not None:
        # A 12th pawn ends the game: while behind, that outweighs any line it would block.
        return (last,)
    if isinstance(action, PlaceNothing):
        useful = [c for c in view["cells"] if cell_effects(ctx, c)]
        return () if useful else (Msg.of("linotte-hint-no-line"),)
    if isinstance(action, Stop):
        free = view["cells"]
        if not free:
            # Stopping on dice that allow no cell: the cells are no reason, the expectation
            # says it (an empty list closed the game).
            return ()
        # The cells that make or block a line first: by board order alone, the Carré that
        # completed a line of five went unsaid among "others" (play-test).
        named = sorted(free, key=lambda cell: not cell_effects(ctx, cell))[:3]
        return (Msg.of("linotte-hint-allowed", cells=words.cells(named), count=len(free)),)
    if isinstance(action, Announce):
        free = _free_cells(ctx, "appel")
        if not free:
            return ()
        # Every free cell here is an Appel cell: its combination said once per cell was noise
        # ("A3, Appel; C4, Appel"), so the cells are a plain choice, "A3 or C4".
        return (Msg.of("linotte-hint-appel", cells=either(free), combo=words.combo(action.combo)),)
    if isinstance(action, Throw) and view["dice"]:
        return _chances(ctx, action.keep)
    return ()


def expect(ranked: Ranked) -> Msg | None:
    """Shift+H's figure for a move hard worked out, not played out: the chance of winning it
    leaves once the other player's next turn is played (None: the common played-out share)."""
    if ranked.samples or ranked.wins is None:
        return None
    return Msg.of("linotte-hint-chance", chance=percent(round(100 * ranked.wins)), again="no")


def _played_out(ctx: LinotteCtx, action: Place) -> tuple[Msg, ...]:
    """Near the end the hard bot picks its pawn by the games played out from it: their share
    won is the reason, said after the lines the cell makes."""
    from accessiplay.games.linotte.hard import played_out_share  # hard builds on the hints' bots

    share = played_out_share(ctx.view, action)
    if share is None:
        return ()
    return (Msg.of("linotte-hint-played-out", wins=percent(round(100 * share))),)


def _last_pawn_loses(ctx: LinotteCtx) -> Msg | None:
    """'Your last pawn would end the game with Ana ahead 4 to 2', when it would."""
    view = ctx.view
    seat = ctx.seat()
    rival = 1 - seat
    mine, theirs = view["points"][seat], view["points"][rival]
    if view["pawns"][seat] != 1 or mine >= theirs:
        return None
    name = ctx.names[rival] if rival < len(ctx.names) else ""
    return Msg.of("linotte-hint-last-pawn", player=name, mine=mine, theirs=theirs)


def _shape(ctx: LinotteCtx, name: str) -> tuple[Msg, ...]:
    """A pawn that scores and blocks nothing yet: the rival's stretch it cuts and the own one it
    lines up with; else the pawns around it. A learner heard "ready for lines to come" for a
    pawn that cut the rival's row (session 28)."""
    view = ctx.view
    board = review.owners(view)
    seat = view["turn"]
    assert seat is not None, "a pawn is placed on someone's turn"
    cell = bd.INDEX[name]
    rival = 1 - seat
    found = []
    cut = _stretch(board, cell, rival, seat)
    if len(cut[1]) >= 2:
        found.append(Msg.of("linotte-hint-cuts", line=cut[0], cells=cut[1], **ctx.who(rival)))
    built = _stretch(board, cell, seat, rival)
    if built[1]:
        found.append(
            Msg.of("linotte-hint-lines-up", line=built[0], cells=built[1], count=len(built[1]))
        )
    return tuple(found) or _near(ctx, name)


def _stretch(board: list, cell: int, owner: int, other: int) -> tuple[Msg | None, tuple[str, ...]]:
    """The line through `cell` where `owner` holds most pawns that a line of 3 or more with
    `cell` could still join (no pawn of `other` between): the line and those pawns."""
    best: tuple[Msg | None, tuple[str, ...]] = (None, ())
    for n, _ in bd.THROUGH[cell]:
        held: set[int] = set()
        for stretch in nb.WINDOWS[cell]:
            if set(stretch) <= set(bd.LINES[n][1]) and not any(board[c] == other for c in stretch):
                held.update(c for c in stretch if board[c] == owner)
        if len(held) > len(best[1]):
            best = (_line(n), tuple(bd.CELLS[c] for c in sorted(held)))
    return best


def _line(n: int) -> Msg:
    """A line of the board as a hint names it: "row B", "column 4", "the diagonal B2 to E5"."""
    direction, cells = bd.LINES[n]
    first, last = bd.CELLS[cells[0]], bd.CELLS[cells[-1]]
    return Msg.of(
        "linotte-hint-line",
        direction=direction,
        row=first[0],
        column=int(first[1]),
        first=first,
        last=last,
    )


def _near(ctx: LinotteCtx, name: str) -> tuple[Msg, ...]:
    """A pawn that scores nothing yet: the own and rival pawns around it, lines to come."""
    view = ctx.view
    board = review.owners(view)
    seat = view["turn"]
    assert seat is not None, "a pawn is placed on someone's turn"
    row, column = divmod(bd.INDEX[name], bd.SIZE)
    around = [
        board[r * bd.SIZE + c]
        for r in range(row - 1, row + 2)
        for c in range(column - 1, column + 2)
        if 0 <= r < bd.SIZE and 0 <= c < bd.SIZE and (r, c) != (row, column)
    ]
    mine, theirs = around.count(seat), around.count(1 - seat)
    if not mine and not theirs:
        return ()
    return (Msg.of("linotte-hint-near", mine=mine, theirs=theirs),)


def _made(dice, announced: str | None) -> set[str]:
    """The combinations these dice show, APPEL among them when they show the one announced."""
    made = set(combos.shown(tuple(dice)))
    return made | {"appel"} if announced in made else made


def _appel_in(hits: Counter[str], announced: str | None) -> dict[str, str]:
    """The Appel is the announced combination landing on another cell: one chance, not two
    (session 28 heard "31 % for Carré and 31 % for Appel"). Its count moves onto the
    combination, marked "yes" (it makes both) or "only" (its own cells are taken)."""
    if announced is None or "appel" not in hits:
        return {}
    count = hits.pop("appel")
    if announced in hits:
        return {announced: "yes"}
    hits[announced] = count
    return {announced: "only"}


def _free_cells(ctx: LinotteCtx, combo: str) -> list[str]:
    """The empty cells of a combination."""
    board = review.owners(ctx.view)
    return [bd.CELLS[i] for i in bd.CELLS_OF[combo] if board[i] is None]


def _chances(ctx: LinotteCtx, keep: tuple[int, ...]) -> tuple[Msg, ...]:
    """The likeliest combinations with a free cell that this rethrow may show, with their odds."""
    view = ctx.view
    board = review.owners(view)
    free = {combo for combo, cells in bd.CELLS_OF.items() if any(board[i] is None for i in cells)}
    announced = view["announced"]
    # What the dice already show is no chance of the rethrow: said at 100 %, it hid what the
    # rethrow can add (four 2s kept: Yam, not the Carré already made).
    free -= _made(view["dice"], announced)
    hits: Counter[str] = Counter()
    outcomes = 0
    for thrown in product(range(1, 7), repeat=5 - len(keep)):
        outcomes += 1
        hits.update(_made(keep + thrown, announced) & free)
    # A chance under half a percent said "0 percent" is no reason to throw.
    hits = Counter({c: n for c, n in hits.items() if round(100 * n / outcomes)})
    if not hits:
        return (Msg.of("linotte-hint-no-chance"),)
    appel = _appel_in(hits, announced)
    likeliest = sorted(hits, key=lambda c: (-hits[c], combos.ALL.index(c)))[:NAMED_CHANCES]
    odds = Clauses(
        Msg.of(
            "linotte-hint-odds",
            combo=words.combo(c),
            percent=percent(round(100 * hits[c] / outcomes)),
            appel=appel.get(c, "no"),
        )
        for c in likeliest
    )
    return (Msg.of("linotte-hint-chances", odds=odds, count=len(odds)),)
