"""The hint key: the move the hard bot would make and why, from the player's own view.

`ranking` asks the game's hard bot to rank the legal moves of the seat at the keyboard, in
worlds drawn from what that seat may know (its view: never another seat's secrets); `words`
turns the first one (H) into one sentence, the whole move in the game's words and the reasons
its presenter finds by comparing the view before and after it, or the first three (Shift+H)
into one line each with what the hard bot expects of it, rounded as a player would say it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from accessiplay.bots import Ranked
from accessiplay.core import Action, Game, State
from accessiplay.present import Clauses, Ctx, Msg, Presenter, percent


def ranking(
    game: Game, state: State, seat: int, rng: random.Random, begun: tuple[Any, ...] = ()
) -> list[Ranked]:
    """The hard bot's favourite moves for `seat`, best first, from what the seat may know;
    with a move `begun` in the chooser, its favourite ways to finish it."""
    bot = game.bot("hard")
    view, legal = state.view(seat), finishing(state.legal_actions(seat), begun)
    if len(legal) == 1:
        # A search of one move expects nothing ("an empty hand" at Sixteen's last pass).
        return [Ranked(legal[0], 0.0, 0.0, None, 0, only=True)]
    return bot.rank(view, legal, rng, lambda r: game.world_for(state, seat, r))  # type: ignore[attr-defined]


def finishing(legal: Sequence[Action], begun: tuple[Any, ...]) -> Sequence[Action]:
    """The legal moves that finish the steps a player has already chosen: a hint asked mid-move
    (16 lueurs: the pair chosen, then H) named a move with another pair, which could not be
    followed without going back. A path no legal move starts with leaves every move."""
    if not begun:
        return legal
    depth = len(begun)
    finished = [action for action in legal if action.steps()[:depth] == begun]
    return finished or legal


def move_words(
    presenter: Presenter, ctx: Ctx, ranked: Ranked, tr: Callable[[Msg], str] | None = None
) -> Msg | tuple[Msg | str, ...]:
    """The move in the game's words ('Fox dens, den 3 with the 5'), or else as the chooser
    says it, step by step; with `tr` (the UI's formatter) a step is said once, without its
    closing period, so the steps read as one list."""
    whole = presenter.hint_move(ctx, ranked.action)
    if whole is not None:
        return whole
    path = ranked.action.steps()
    ctx = presenter.ctx_for(ctx, ranked.action)
    labels = [presenter.step_label(ctx, path[:i], path[i]) for i in range(len(path))]
    if tr is None:
        return tuple(labels)
    texts: list[str] = []
    for text in (tr(label).rstrip(".") for label in labels):
        if text not in texts:
            texts.append(text)
    return tuple(texts)


def expect(game_id: str, ranked: Ranked) -> Msg:
    """What the hard bot expects of a move, rounded to whole points as a player says them,
    with the share of played-out games it wins when it plays against others."""
    wins = ranked.wins
    points = round(ranked.points)
    return Msg.of(
        f"{game_id}-hint-expect",
        points=points,
        # A move expected to lose points 'costs' them ("te cuesta unas 2 estrellas"), where
        # "vale unas menos 2 estrellas" read as a calque.
        sign="minus" if points < 0 else "plus",
        size=abs(points),
        wins="none" if wins is None else percent(round(100 * wins)),
        again="no",
    )


def said_expect(presenter: Presenter, ctx: Ctx, game_id: str, ranked: Ranked) -> Msg:
    """The move's figure in the game's own terms where it has them, else the common one."""
    return presenter.hint_expect(ctx, ranked) or expect(game_id, ranked)


def sentence(
    presenter: Presenter,
    ctx: Ctx,
    game_id: str,
    ranked: list[Ranked],
    tr: Callable[[Msg], str] | None,
    begun: bool = False,
) -> Msg:
    """H: 'Hint: the move; why.' in one sentence; the expectation stands in for reasons when
    the view shows none, and a move bringing more for certain now is said with why it loses.
    Mid-move it says it finishes the move begun: it may not be the best move from the start."""
    best = ranked[0]
    move = move_words(presenter, ctx, best, tr)
    reasons = Clauses(
        presenter.hint_reasons(ctx, best.action) or (said_expect(presenter, ctx, game_id, best),)
    )
    over = passed_over(presenter, ctx, ranked)
    hint = "ui-hint-begun" if begun else "ui-hint"
    if over is None:
        return Msg.of(hint, move=move, why=reasons)
    return Msg.of(
        f"{hint}-over",
        move=move,
        why=reasons,
        over=passing(presenter, ctx, game_id, over, best, tr),
    )


def passed_over(presenter: Presenter, ctx: Ctx, ranked: list[Ranked]) -> Ranked | None:
    """The weighed move that brings the most more for certain now than the hint's, if any."""
    sure = presenter.hint_sure(ctx, ranked[0].action)
    if sure is None:
        return None
    # A move with no sure figure (Fairy Lights' draw) is not a surer gain to pass over.
    figures = [(presenter.hint_sure(ctx, r.action), -i) for i, r in enumerate(ranked) if i]
    more = [(gained, i) for gained, i in figures if gained is not None]
    gained, i = max(more, default=(sure, 0))
    # Passing over a move that gains nothing (a take costing less than the hint's) is no gain.
    return ranked[-i] if gained > sure and gained > 0 else None


def passing(
    presenter: Presenter,
    ctx: Ctx,
    game_id: str,
    other: Ranked,
    best: Ranked,
    tr: Callable[[Msg], str] | None,
) -> Msg:
    """Why the hint leaves a surer gain: what that move ends with in the games played out
    (the share won against rivals, the final score solo) beside the hint's own figure."""
    own = presenter.hint_passes(ctx, other, best)
    if own is not None:
        return own
    wins = other.wins is not None and best.wins is not None
    if wins:
        theirs, ours = round(100 * (other.wins or 0)), round(100 * (best.wins or 0))
    else:
        theirs, ours = round(other.points), round(best.points)
    return Msg.of(
        f"{game_id}-hint-passes",
        move=move_words(presenter, ctx, other, tr),
        sure=presenter.hint_sure(ctx, other.action) or 0,
        measure="wins" if wins else "points",
        theirs=percent(theirs) if wins else theirs,
        ours=percent(ours) if wins else ours,
        # The search keeps its first move unless another beats it clearly: said as such, with
        # how few games that judges (an 11-point gap called luck sounded like no figure at all).
        verdict="worse" if theirs < ours else "even",
        samples=other.samples,
    )


def words(
    presenter: Presenter,
    ctx: Ctx,
    game_id: str,
    ranked: list[Ranked],
    count: int,
    tr: Callable[[Msg], str] | None = None,
    fewest_points_win: bool = False,
    begun: bool = False,
) -> list[Msg]:
    """H (count 1): the best move and why; Shift+H (count 3): the first three, numbered, each
    with what it should bring; the only legal move is said as such. `begun`: the moves ranked
    finish a move the player has begun choosing, and H says so."""
    if ranked[0].only:
        only = "ui-hint-begun-only" if begun else "ui-hint-only"
        return [Msg.of(only, move=move_words(presenter, ctx, ranked[0], tr))]
    if count == 1:
        return [sentence(presenter, ctx, game_id, ranked, tr, begun)]
    ranked = listed(presenter, ctx, ranked, count, fewest_points_win)
    figures = [said_expect(presenter, ctx, game_id, r) for r in ranked]
    ranks = [presenter.hint_rank_figure(ctx, r) for r in ranked]
    figures, ranks = finer(presenter, ctx, ranked[:count], figures, ranks, fewest_points_win)
    return [
        Msg.of(
            line_id(r, ranked[0], (ranks[i], figures[i]), (ranks[0], figures[0]), fewest_points_win)
            if i
            else "ui-hint-ranked",
            rank=i + 1,
            move=move_words(presenter, ctx, r, tr),
            expect=again(figures[i]) if i else figures[i],
            samples=r.samples,
            equal=tie(r, ranked[0]),
        )
        for i, r in enumerate(ranked[:count])
    ]


def finer(
    presenter: Presenter,
    ctx: Ctx,
    ranked: list[Ranked],
    figures: list[Msg],
    ranks: list[float | None],
    fewest_points_win: bool,
) -> tuple[list[Msg], list[float | None]]:
    """Move 1 and the lines said with its rounded figure, said to a tenth where the game can and
    a tenth shows one lower: 'about 10.2' above 'about 9.8' says why move 1 comes first, where
    'about 10' on every line did not (16 lueurs, session 30). Lines still alike to a tenth keep
    the tie note; a list no tenth separates, or where one sounds above move 1, stays whole."""
    tied = [i for i in range(1, len(ranked)) if said_alike(figures, ranks, i)]
    fine = [presenter.hint_finer(ctx, ranked[i]) for i in [0, *tied]]
    if not tied or any(f is None for f in fine):
        return figures, ranks
    sign = -1 if fewest_points_win else 1
    said = [f for f in fine if f is not None]
    lower = [sign * rank < sign * said[0][0] for rank, _ in said[1:]]
    # A tenth above move 1 would need its own excuse ("too close to tell apart from luck", of
    # a reckoning with no luck in it): the whole figure and its tie note say it better.
    higher = any(sign * rank > sign * said[0][0] for rank, _ in said[1:])
    if not any(lower) or higher:
        return figures, ranks
    figures, ranks = list(figures), list(ranks)
    for i, (rank, words) in zip([0, *tied], said):
        figures[i], ranks[i] = words, rank
    return figures, ranks


def said_alike(figures: list[Msg], ranks: list[float | None], i: int) -> bool:
    """Whether line `i` is said with move 1's figure: its ranking figure where the game has
    one, else its whole expectation."""
    if ranks[i] is None or ranks[0] is None:
        return figures[i] == figures[0]
    return ranks[i] == ranks[0]


def tie(other: Ranked, first: Ranked) -> str:
    """How a lower line said with move 1's figure stands: valued exactly alike (16 lueurs: two
    bulbs of one worth), so the order is no choice of the bot's; a shade below by a reckoning
    with no luck in it (nothing played out); or too close to tell by the games played out.
    'Cannot tell them apart' on every line sounded like a figure of noise (session 28)."""
    if other.value == first.value:
        return "yes"
    return "no" if other.samples else "close"


def again(figure: Msg) -> Msg:
    """A lower line's figure, marked so a game may leave out what line 1 already explained (La
    Linotte's 25 words on what its points count, said three times in a row)."""
    return Msg.of(figure.id, **{**figure.kwargs(), "again": "yes"})


def line_id(
    other: Ranked,
    first: Ranked,
    said: tuple[float | None, Msg],
    first_said: tuple[float | None, Msg],
    fewest_points_win: bool,
) -> str:
    """A lower Shift+H line: one that sounds better than move 1 says why it still comes lower,
    and one said with move 1's very figure says that the figure cannot tell them apart (a
    play-test heard '2 points' on all three lines of a list and took the order for arbitrary).

    `said` is the line's ranking figure as the game says it, if the game has one, and its whole
    figure: Fairy Lights says the take's sides after the stars net, so two lines heard '0.7
    stars on balance' differ in their tails, and 'minus 0.46' is no better than 'minus 0.51'
    once both are said 'minus 0.5'."""
    (rank, whole), (first_rank, first_whole) = said, first_said
    if rank is None or first_rank is None:
        better = sounds_better(other, first, fewest_points_win)
        alike = whole == first_whole
    else:
        sign = -1 if fewest_points_win else 1
        better, alike = sign * rank > sign * first_rank, rank == first_rank
    if better:
        return "ui-hint-ranked-even"
    if alike:
        return "ui-hint-ranked-tied"
    # The same chance said, a worse score after it: that is what puts it lower (a French player
    # heard '29 %' on three Sixteen lines under 'by chance to win', with no word why).
    return "ui-hint-ranked-chance" if same_chance(other, first) else "ui-hint-ranked"


def same_chance(other: Ranked, first: Ranked) -> bool:
    """Whether both moves are said with the same chance to win."""
    if other.wins is None or first.wins is None:
        return False
    return round(100 * other.wins) == round(100 * first.wins)


def listed(
    presenter: Presenter, ctx: Ctx, ranked: list[Ranked], count: int, fewest_points_win: bool
) -> list[Ranked]:
    """The moves of Shift+H's lines, in their order: Enter plays the move of the line heard.
    Twins are said once, and below the hard bot's own move the lines follow the figure the
    title names (a native player heard 12 percent above 17 under 'by chance to win': the
    search ranks them by its own value, a margin beside the share)."""
    shown = distinct(presenter, ctx, ranked)[:count]
    sign = -1 if fewest_points_win else 1

    def heard(r: Ranked) -> tuple[int, float, float]:
        """The chance said first, then the points said after it, best first; points said alike
        follow their tenths, which a tie may make heard (`finer`)."""
        share = -round(100 * r.wins) if r.wins is not None else 0
        return share, -sign * round(r.points), -sign * r.points

    return shown[:1] + sorted(shown[1:], key=heard)


def distinct(presenter: Presenter, ctx: Ctx, ranked: list[Ranked]) -> list[Ranked]:
    """The ranking with each move that leaves an equivalent sheet kept once, at its best place:
    'pumpkin 1' and 'pumpkin 2' when both are empty read as two moves and differ only by luck."""
    seen: list[object] = []
    kept = []
    for r in ranked:
        twin = presenter.hint_twin(ctx, r.action)
        if twin not in seen:
            seen.append(twin)
            kept.append(r)
    return kept


def measure(ranked: list[Ranked]) -> str:
    """What ranks the moves, said once before them: the share of played-out games won when
    there are rivals to beat (what the search maximises), else the points each should bring."""
    return "wins" if any(r.wins is not None for r in ranked) else "points"


def sounds_better(other: Ranked, first: Ranked, fewest_points_win: bool = False) -> bool:
    """Whether a lower move's ranking figure (the one said first) beats the first's: the search
    keeps its first move unless another is clearly better, so the list must say why it still
    comes first. Another figure said after it does not rank the moves."""
    if first.wins is not None and not first.samples:
        # Worked out exactly, not played out at random: no luck to tell apart, the list is
        # simply the order of the chances to win.
        return False
    sign = -1 if fewest_points_win else 1
    more = sign * round(other.points) > sign * round(first.points)
    if other.wins is not None and first.wins is not None:
        theirs, ours = round(100 * other.wins), round(100 * first.wins)
        # The same chance said, and more points after it: the order needs its reason too.
        return theirs > ours or (theirs == ours and more)
    return more
