"""`python -m benchmarks hints [--games N] [--game ID]`: is following the hint ever worse
than playing the normal bot's move?

For each game, seat 0 plays the same seeded games twice: once following the hint key's move
(the first of `accessiplay.hints.ranking`, from its own view, as H says it), once playing the
normal bot's move; the other seats are normal bots in both. The table gives both means, the
paired difference with its 95% interval, and whether following the hint is never worse: the
interval of the difference does not lie wholly below zero. Solo for the roll-and-writes;
two players, seats swapped, for every game (the win share counts a tie half).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable

from accessiplay import hints
from accessiplay.core import CHANCE, Action, Game, State, all_games
from accessiplay.core.playout import ask_bot
from benchmarks.strength import mean_ci

#: A seat's way of deciding: (game, state, seat, rng) -> the action played.
Decider = Callable[[Game, State, int, random.Random], Action]


def follow_hint(game: Game, state: State, seat: int, rng: random.Random) -> Action:
    """The move H would say, worked out as the hint key does."""
    return hints.ranking(game, state, seat, rng)[0].action


def normal(game: Game, state: State, seat: int, rng: random.Random) -> Action:
    """The normal bot's move."""
    return ask_bot(game, game.bot("normal"), state, seat, rng)


def play(game: Game, deciders: list[Decider], seed: int) -> State:
    """One seeded game, each seat deciding its own way; chance from the seed alone, so both
    runs of a pair see the same dice and decks as long as their moves allow."""
    chance, thinking = random.Random(seed), random.Random(seed + 1)
    state = game.new_state(len(deciders))
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(chance))
            continue
        seat = min(state.acting_seats())
        state.apply(seat, deciders[seat](game, state, seat, thinking))
    return state


def _share(state: State, seat: int) -> float:
    """The seat's share of the win (ties half)."""
    winners = state.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def compare(game: Game, players: int, games: int) -> dict[str, tuple[float, float]]:
    """Seat under test following hints vs playing normal, same seeds (seats swapped when there
    are rivals): mean score, mean win share, and the paired score difference."""
    scores: dict[str, list[float]] = {"hint": [], "normal": []}
    shares: dict[str, list[float]] = {"hint": [], "normal": []}
    for seed in range(games):
        for seat in range(players) if players > 1 else (0,):
            for way, decide in (("hint", follow_hint), ("normal", normal)):
                deciders: list[Decider] = [normal] * players
                deciders[seat] = decide
                state = play(game, deciders, seed)
                scores[way].append(float(state.totals()[seat]))
                shares[way].append(_share(state, seat))
    diff = [h - n for h, n in zip(scores["hint"], scores["normal"])]
    result = {f"{way} score": mean_ci(values) for way, values in scores.items()}
    result["difference"] = mean_ci(diff)
    if players > 1:
        result.update({f"{way} wins": mean_ci(values) for way, values in shares.items()})
        result["win difference"] = mean_ci(
            [h - n for h, n in zip(shares["hint"], shares["normal"])]
        )
    return result


def _row(what: str, value: str, verdict: str = "") -> str:
    """One line of the table."""
    return f"| {what:<50} | {value:>16} | {verdict:<7} |"


def main(argv: list[str] | None = None) -> int:
    """Play, print the table; exit 0 whatever the numbers (reported, not asserted)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks hints")
    parser.add_argument("--games", type=int, default=20, help="seeded games (or seat pairs)")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args(argv)
    print(f"seat 0 follows the hint or plays normal; {args.games} seeded games per row")
    print(_row("what", "measured", "verdict"))
    print("|" + "-" * 52 + "|" + "-" * 18 + "|" + "-" * 9 + "|")
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        for players in sorted({max(1, game.min_players), 2} & set(range(1, game.max_players + 1))):
            _report(game, players, compare(game, players, args.games))
    return 0


def _report(game: Game, players: int, result: dict[str, tuple[float, float]]) -> None:
    """The rows of one game at one table size."""
    where = f"{game.id}, {'solo' if players == 1 else f'{players} players'}"
    for key in ("hint score", "normal score"):
        mean, half = result[key]
        print(_row(f"{where}: {key}", f"{mean:.1f} ± {half:.1f}"), flush=True)
    # Sixteen counts points left in hand: fewer is better, so its difference is turned round.
    sign = -1.0 if game.id == "sixteen" else 1.0
    mean, half = result["difference"]
    ok = sign * mean + half >= 0
    print(_row(f"{where}: hint minus normal, score", f"{mean:+.1f} ± {half:.1f}", _verdict(ok)))
    if "hint wins" in result:
        for key in ("hint wins", "normal wins"):
            mean, half = result[key]
            print(_row(f"{where}: {key}", f"{100 * mean:.0f}% ± {100 * half:.0f}"))
        mean, half = result["win difference"]
        ok = mean + half >= 0
        print(
            _row(
                f"{where}: hint minus normal, wins",
                f"{100 * mean:+.0f}% ± {100 * half:.0f}",
                _verdict(ok),
            ),
            flush=True,
        )


def _verdict(never_worse: bool) -> str:
    """'ok' when following the hint is not measurably worse than normal."""
    return "ok" if never_worse else "WORSE"


if __name__ == "__main__":
    sys.exit(main())
