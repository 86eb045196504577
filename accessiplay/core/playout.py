"""Playing a state to its end with given deciders: for bots' matches, benchmarks and tests."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from accessiplay.core.actions import Action
from accessiplay.core.protocol import CHANCE, Game, State

Decider = Callable[[State, int], Action]


def play_out(state: State, decide: Decider, rng: random.Random) -> State:
    """Run `state` to its end: chance drawn from `rng`, each deciding seat (lowest first) by `decide`."""
    while not state.is_terminal():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        state.apply(seat, decide(state, seat))
    return state


def bot_decider(game: Game, levels: Sequence[str], rng: random.Random) -> Decider:
    """Each seat decided by its bot level, seeing only its own view, as in a session."""
    bots = [game.bot(level) for level in levels]
    return lambda state, seat: ask_bot(game, bots[seat], state, seat, rng)


def ask_bot(
    game: Game, bot: Callable[..., Action], state: State, seat: int, rng: random.Random
) -> Action:
    """One bot decision from the seat's view; a searching bot also gets worlds to search in,
    each a copy of the game with what the seat cannot see drawn afresh."""
    view, legal = state.view(seat), state.legal_actions(seat)
    if getattr(bot, "needs_world", False):
        return bot(view, legal, rng, worlds=lambda r: game.world_for(state, seat, r))
    return bot(view, legal, rng)


def random_decider(rng: random.Random) -> Decider:
    """Any legal action, uniformly: the random playouts of the conformance test and benchmarks."""
    return lambda state, seat: rng.choice(state.legal_actions(seat))


def play_bots(game: Game, levels: Sequence[str], seed: int) -> State:
    """A whole seeded game between bots of these levels; returns the final state."""
    rng = random.Random(seed)
    return play_out(game.new_state(len(levels)), bot_decider(game, levels, rng), rng)
