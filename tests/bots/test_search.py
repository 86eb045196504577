"""The hard bots' search: worlds from the seat's view only, common dice, normal as default."""

from __future__ import annotations

import random

import pytest

from accessiplay.bots import SearchBot, flat_monte_carlo, outcome
from accessiplay.core import CHANCE, get_game
from accessiplay.core.playout import ask_bot, play_bots, play_out


def _first_decision(game, players: int, seed: int):
    """A seeded game advanced past chance to the first seat with a real choice."""
    rng = random.Random(seed)
    state = game.new_state(players)
    while state.is_chance() or len(state.legal_actions(min(state.acting_seats()))) < 2:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = min(state.acting_seats())
            state.apply(seat, state.legal_actions(seat)[0])
    return state


@pytest.mark.parametrize("game_id", ["sixty-one", "sixteen"])
def test_a_search_bot_picks_a_legal_move_from_worlds_its_view_allows(game_id):
    """DESIGN: 'A bot sees only its view' — the hard bot is asked with the view, the legal
    moves and a sampler of worlds; the world it gets never shows another seat's secrets."""
    game = get_game(game_id)
    state = _first_decision(game, 2, 3)
    seat = min(state.acting_seats())
    bot = game.bot("hard")
    assert getattr(bot, "needs_world", False)
    seen = []

    def worlds(r):
        world = game.world_for(state, seat, r)
        seen.append(world)
        return world

    ranked = bot.rank(state.view(seat), state.legal_actions(seat), random.Random(1), worlds)
    assert ranked[0].action in state.legal_actions(seat)
    assert {r.action for r in ranked} <= set(state.legal_actions(seat))
    assert seen and all(w.view(seat) == state.view(seat) for w in seen)
    assert ask_bot(game, bot, state, seat, random.Random(1)) in state.legal_actions(seat)


def test_without_worlds_a_hard_bot_plays_as_normal():
    """A caller with no game at hand (a view alone) still gets a legal move: normal's."""
    game = get_game("sixty-one")
    state = _first_decision(game, 1, 5)
    view, legal = state.view(0), state.legal_actions(0)
    assert game.bot("hard")(view, legal, random.Random(2)) == game.bot("normal")(
        view, legal, random.Random(2)
    )


def test_sixteen_counts_fewest_points_as_the_better_margin():
    """RULES.md §4: in Sixteen the fewest points win, so a rollout's margin is counted the
    other way round from the roll-and-writes."""
    state = play_bots(get_game("sixteen"), ["normal", "easy"], 4)
    totals = state.totals()
    for seat in (0, 1):
        value, points, share = outcome(state, seat)
        assert points == totals[seat]
        assert share == (1.0 / len(state.winners()) if seat in state.winners() else 0.0)
        assert (value - share) * (totals[1 - seat] - totals[seat]) >= 0


def test_normal_favourite_stays_first_unless_clearly_beaten():
    """With one rollout nothing is clear: the first candidate, normal's favourite, is kept."""
    game = get_game("sixty-one")
    state = _first_decision(game, 1, 8)
    legal = state.legal_actions(0)
    normal = game.bot("normal")

    def policy(r):
        return lambda s, seat: normal(s.view(seat), s.legal_actions(seat), r)

    ranked = flat_monte_carlo(
        [legal[-1], legal[0]], 0, lambda r: state.clone(), policy, random.Random(3), 1, 0.0
    )
    assert ranked[0].action == legal[-1] and ranked[0].samples == 1


@pytest.mark.slow
def test_a_search_bot_plays_whole_games_to_their_end():
    """Every decision legal, in a short solo Sixty-One game played out by the search itself."""
    game = get_game("sixty-one")
    bot = SearchBot(
        lambda view, legal: list(legal)[:2],
        game.bot("hard").policy,
        game.bot("normal"),
        rollouts=1,
        budget=0.0,
    )
    rng = random.Random(11)
    state = game.new_state(1)
    final = play_out(state, lambda s, seat: ask_bot(game, bot, s, seat, rng), rng)
    assert final.is_terminal() and final.totals()[0] > 0


@pytest.mark.parametrize("players, made", [(1, 5), (2, 2)])
def test_alone_the_search_plays_its_solo_rollout_count(players, made):
    """Issue #13's solo target (Sixty-One hard ≥ 42): a solo rollout plays one sheet, so the
    hard bot makes `solo_rollouts` of them alone and `rollouts` against rivals."""
    game = get_game("sixty-one")
    state = _first_decision(game, players, 5)
    seat = min(state.acting_seats())
    bot = SearchBot(
        lambda view, legal: list(legal)[:2],
        game.bot("hard").policy,
        game.bot("normal"),
        rollouts=2,
        budget=1e9,
        solo_rollouts=5,
    )
    worlds = lambda r: game.world_for(state, seat, r)  # noqa: E731
    ranked = bot.rank(state.view(seat), state.legal_actions(seat), random.Random(1), worlds)
    assert {r.samples for r in ranked} == {made}
