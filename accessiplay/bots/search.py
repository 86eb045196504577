"""Flat Monte-Carlo over a few candidate moves, in worlds sampled from what the seat may know.

A hard bot is called like any bot, `(view, legal, rng)`, plus `worlds`: a function giving a
copy of the game in which everything the seat cannot see (others' hands, the deck's order,
others' secret choices) is drawn afresh (`Game.world_for`). Every candidate is tried in the
same worlds with the same dice (common random numbers), so a difference between two
candidates is a difference of the moves, not of luck.

The search's size is a number of rollouts, not a length of time: on a busy machine a
wall-clock budget bought a fraction of the rollouts, so the bot played weaker exactly when it
was measured, and no two runs agreed. A cap on the thinking thread's own CPU time is kept as a
safety: it bounds a decision on a slow machine, whatever else the machine is running.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Sequence

from accessiplay.core.actions import Action
from accessiplay.core.playout import Decider, play_out
from accessiplay.core.protocol import State, View

World = Callable[[random.Random], State]


@dataclasses.dataclass(frozen=True)
class Ranked:
    """A candidate move and what the search expects of it.

    `value` is what the search maximises; `points` the seat's mean final score; `wins` the
    share of rollouts it won (ties shared), None when playing solo.
    """

    action: Action
    value: float
    points: float
    wins: float | None
    samples: int
    #: The one legal move: nothing was weighed, so nothing is expected of it.
    only: bool = False


def outcome(
    state: State, seat: int, margin_weight: float | None = None
) -> tuple[float, float, float | None]:
    """(value, final score, share of the win or None solo) of a finished state for `seat`.

    Solo the value is the score. With rivals it is the share of the win, plus `margin_weight`
    (MARGIN unless given) for each point of margin over the best rival, counted in the
    direction that wins (Sixteen's fewest points).
    """
    totals = state.totals()
    mine = float(totals[seat])
    if state.players == 1:
        return mine, mine, None
    winners = state.winners()
    share = 1.0 / len(winners) if seat in winners else 0.0
    rivals = [t for s, t in enumerate(totals) if s != seat]
    high_wins = not winners or max(totals) == totals[winners[0]]
    margin = mine - max(rivals) if high_wins else min(rivals) - mine
    weight = MARGIN if margin_weight is None else margin_weight
    return share + weight * margin, mine, share


#: What a point of margin adds to a rollout's value beside a win (1): a tie-breaker.
MARGIN = 0.002
#: The CPU seconds one decision may take at most. The rollouts are sized to stay well within
#: it on a quiet 2-core machine (benchmarks: hard decision p95 ≤ 1 s); it only binds on a much
#: slower one.
CPU_BUDGET = 0.8
#: How many standard errors a move must beat normal's favourite by before the bot prefers it:
#: a few rollouts are noisy, and normal's favourite is a good default.
CONFIDENCE = 1.0


@dataclasses.dataclass(frozen=True)
class Judging:
    """How a game's search weighs its rollouts: what a point of margin adds beside a win, and
    how many standard errors a move must beat normal's favourite by (the shared defaults)."""

    margin: float = MARGIN
    confidence: float = CONFIDENCE


def flat_monte_carlo(
    candidates: Sequence[Action],
    seat: int,
    worlds: World,
    policy: Callable[[random.Random], Decider],
    rng: random.Random,
    rollouts: int,
    budget: float,
    judging: Judging | None = None,
) -> list[Ranked]:
    """Play each candidate then `policy` to the end in `rollouts` sampled worlds (at least one,
    fewer once this thread has spent `budget` seconds of CPU). Best first: the first candidate
    (normal's favourite) stays first unless another beats it by `judging.confidence` standard
    errors (CONFIDENCE unless given)."""
    judging = judging or Judging()
    if len(candidates) == 1:
        return [Ranked(candidates[0], 0.0, 0.0, None, 0)]
    # Per candidate, each rollout's (value, score, share of the win or None).
    played: list[list[tuple[float, float, float | None]]] = [[] for _ in candidates]
    # The thread's CPU, not the wall clock: other processes' load must not shorten the search.
    deadline = time.thread_time() + budget
    while len(played[0]) < rollouts and (not played[0] or time.thread_time() < deadline):
        seed = rng.getrandbits(32)
        world = worlds(random.Random(seed))
        for i, action in enumerate(candidates):
            if i and time.thread_time() > deadline:
                break  # out of time: the round stays partial and is left out below
            dice = random.Random(seed)
            state = world.clone()
            state.lean = True  # the rollout's bots read totals only
            state.apply(seat, action)
            end = play_out(state, policy(dice), dice)
            played[i].append(outcome(end, seat, judging.margin))
    # Compare like with like: the rounds every candidate still in play finished.
    kept = [i for i, runs in enumerate(played) if runs]
    done = min(len(played[i]) for i in kept)
    ranked = [_summary(candidates[i], played[i][:done]) for i in kept]
    values = [[v for v, _, _ in played[i][:done]] for i in kept]
    ahead = [k for k in range(1, len(kept)) if _beats(values[k], values[0], judging.confidence)]
    first = max(ahead, key=lambda k: ranked[k].value, default=0)
    rest = sorted((r for k, r in enumerate(ranked) if k != first), key=lambda r: -r.value)
    return [ranked[first], *rest]


def _summary(action: Action, runs: list[tuple[float, float, float | None]]) -> Ranked:
    """A candidate's means over its rollouts."""
    n = len(runs)
    shares = [share for _, _, share in runs if share is not None]
    return Ranked(
        action,
        sum(v for v, _, _ in runs) / n,
        sum(p for _, p, _ in runs) / n,
        sum(shares) / n if shares else None,
        n,
    )


def _beats(mine: list[float], default: list[float], confidence: float) -> bool:
    """Whether paired rollouts (same worlds, same dice) show `mine` clearly above `default`."""
    diffs = [a - b for a, b in zip(mine, default)]
    n = len(diffs)
    if n < 4:
        return False  # too few to tell luck from skill
    mean = sum(diffs) / n
    spread = (sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)) ** 0.5
    return mean > 0 and mean > confidence * spread / n**0.5


def policy_of(bot: Callable[..., Action]) -> Callable[[random.Random], Decider]:
    """A rollout policy: every seat decided by `bot` from its own view, with the rollout's dice."""

    def policy(rng: random.Random) -> Decider:
        return lambda state, seat: bot(state.view(seat), state.legal_actions(seat), rng)

    return policy


def best_by(value: Callable[[Action], float], legal: Sequence[Action], count: int) -> list[Action]:
    """The `count` legal moves `value` rates highest (the search's candidates)."""
    rated = sorted(range(len(legal)), key=lambda i: -value(legal[i]))
    return [legal[i] for i in rated[:count]]


class RankingBot:
    """A hard bot judged by a heuristic rather than a search: it plays `play`, and `rank` gives
    the hint key its favourite moves with what each is worth."""

    def __init__(
        self,
        play: Callable[..., Action],
        rank: Callable[..., list[Ranked]],
    ):
        self.play = play
        self.ranking = rank

    def rank(
        self, view: View, legal: Sequence[Action], rng: random.Random, worlds: World | None = None
    ) -> list[Ranked]:
        """The moves best first; the view is all a heuristic needs."""
        return self.ranking(view, legal, rng)

    def __call__(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The heuristic's move."""
        return self.play(view, legal, rng)


class SearchBot:
    """A hard bot: `rank` orders a few candidate moves by search; the bot plays the first.

    `candidates(view, legal)` picks the moves worth searching (the normal bot's favourites);
    `policy(rng)` decides every seat in the rollouts; with no `worlds` to search in (a caller
    that has no game at hand) the bot plays `fallback`. `budget` is the CPU seconds a decision
    may take at most: a safety for slow machines, the rollouts being the search's real size.
    `solo_rollouts`, when given, is the count for a game played alone: a solo rollout plays one
    sheet, so the same CPU buys about twice as many. `judging` sets how a rollout's margin
    counts and how sure a move must be to overrule normal's favourite (the defaults unless given).
    """

    #: Sessions pass `worlds` to bots that ask for it.
    needs_world = True

    def __init__(
        self,
        candidates: Callable[..., list[Action]],
        policy: Callable[[random.Random], Decider],
        fallback: Callable[..., Action],
        rollouts: int = 32,
        budget: float = CPU_BUDGET,
        solo_rollouts: int | None = None,
        judging: Judging | None = None,
    ):
        self.candidates = candidates
        self.policy = policy
        self.fallback = fallback
        self.rollouts = rollouts
        self.solo_rollouts = solo_rollouts
        self.budget = budget
        self.judging = judging or Judging()

    def rank(
        self, view: View, legal: Sequence[Action], rng: random.Random, worlds: World
    ) -> list[Ranked]:
        """The candidates, best first, with what the search expects of each."""
        candidates = self.candidates(view, legal)
        solo = self.solo_rollouts if view["players"] == 1 else None
        rollouts = solo or self.rollouts
        return flat_monte_carlo(
            candidates, view["seat"], worlds, self.policy, rng, rollouts, self.budget, self.judging
        )

    def __call__(
        self,
        view: View,
        legal: Sequence[Action],
        rng: random.Random,
        worlds: World | None = None,
    ) -> Action:
        """The move the search ranks first."""
        if worlds is None or len(legal) == 1:
            return self.fallback(view, legal, rng)
        return self.rank(view, legal, rng, worlds)[0].action
