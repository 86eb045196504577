"""The hint key: the move the hard bot would make and why, from the player's own view.

`ranking` asks the game's hard bot to rank the legal moves of the seat at the keyboard, in
worlds drawn from what that seat may know (its view: never another seat's secrets); `words`
turns the first one (H) or the first three (Shift+H) into messages: the move in the chooser's
own words, then the game's reason, `<game-id>-hint-why`, with what the bot expects of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from accessiplay.bots import Ranked
from accessiplay.core import Game, State
from accessiplay.present import Ctx, Msg, Presenter


def ranking(game: Game, state: State, seat: int, rng: random.Random) -> list[Ranked]:
    """The hard bot's favourite moves for `seat`, best first, from what the seat may know."""
    bot = game.bot("hard")
    view, legal = state.view(seat), state.legal_actions(seat)
    return bot.rank(view, legal, rng, lambda r: game.world_for(state, seat, r))  # type: ignore[attr-defined]


def move_words(
    presenter: Presenter, ctx: Ctx, ranked: Ranked, tr: Callable[[Msg], str] | None = None
) -> tuple[Msg | str, ...]:
    """The move as the chooser says it, step by step ('Fox dens', 'den 4: X, 2 acorns').

    With `tr` (the UI's formatter) each step is said once, without its closing period, so
    the steps read as one list.
    """
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


def why(game_id: str, ranked: Ranked) -> Msg:
    """The game's reason for a move: the points it expects, the share of games it wins."""
    wins = ranked.wins
    return Msg.of(
        f"{game_id}-hint-why",
        points=round(ranked.points, 1),
        wins="none" if wins is None else round(100 * wins),
        samples=ranked.samples,
    )


def words(
    presenter: Presenter,
    ctx: Ctx,
    game_id: str,
    ranked: list[Ranked],
    count: int,
    tr: Callable[[Msg], str] | None = None,
) -> list[Msg]:
    """H (count 1): 'Hint: the move. The reason.'; Shift+H (count 3): the first three, numbered."""
    if count == 1:
        best = ranked[0]
        move = move_words(presenter, ctx, best, tr)
        return [Msg.of("ui-hint", move=move, why=why(game_id, best))]
    return [
        Msg.of(
            "ui-hint-ranked",
            rank=i + 1,
            move=move_words(presenter, ctx, r, tr),
            why=why(game_id, r),
        )
        for i, r in enumerate(ranked[:count])
    ]
