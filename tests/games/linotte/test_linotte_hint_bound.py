"""The hint near the end: within a second of CPU, and on a tie the pawn that blocks a threat.

Play-test: a hint asked near the end took 3.9 s of CPU, the hard bot's endgame search (160
games played out for each of up to 5 pawns and no pawn) run again for the hint. The hint now
plays the first games of that very search, as many as 2,000 turns of play allow, and reuses
the bot's search of the same position; the bot itself still plays every game.

Ties: near the end the hint ranks pawns by their share of the same games, and shares are
often equal (every pawn winning every game, or the same few): of 83 hints at pawns near the
end of seeds 0-19, move 1 had a tie in 24, and in 8 a tied pawn blocked a threat the turn had
named while move 1 did not. The hint then names the blocking pawn; the bot keeps its own.
"""

from __future__ import annotations

import random

import pytest
from linotte_support import GAME, Place, PlaceNothing, endgame, stop, table, throw

from accessiplay import hints
from accessiplay.games.linotte import endgame as eg
from accessiplay.games.linotte import hard, rollout
from accessiplay.games.linotte.threats import threats
from accessiplay.present import Ctx
from tests.hint_support import LANGS

HARD = GAME.bot("hard")


def _long_ending():
    """Seed 0, hard against normal, turn 15: black to place with 5 pawns left against white's
    8, on a full of 4s after an APPEL: A4, B4 and E5 are free, the bot's search plays some
    8,000 turns (2.4 s of CPU here)."""
    state = table(
        white=1,
        pawns={
            "A2": 1, "B2": 0, "B3": 1, "C2": 0, "C3": 0, "C4": 1,
            "D2": 0, "D3": 0, "D5": 0, "E2": 1, "E4": 0,
        },
    )  # fmt: skip
    state.turn = 1
    throw(state, 1, 1, 4, 4, 4)
    stop(state)
    return state


def _forget() -> None:
    """No search of these positions kept from another test."""
    eg._searched.clear()


def _counting(monkeypatch) -> list[int]:
    """The turns of every game played out from now on."""
    turns: list[int] = []
    played_out = rollout.played_out

    def counted(*args):
        winner, played = played_out(*args)
        turns.append(played)
        return winner, played

    monkeypatch.setattr(rollout, "played_out", counted)
    return turns


def test_a_hint_in_a_long_ending_plays_a_bounded_part_of_the_search(monkeypatch):
    """The hint's search stops after the round of games that passes 2,000 turns: every pawn
    is judged on the same first games, and H still names a pawn with its share of them."""
    _forget()
    state = _long_ending()
    legal = state.legal_actions(1)
    assert legal == [Place("A4"), Place("B4"), Place("E5"), PlaceNothing()]
    turns = _counting(monkeypatch)
    ranked = hints.ranking(GAME, state, 1, random.Random(1))
    games = ranked[0].samples
    assert 0 < games < eg.PLAYOUTS and all(r.samples == games for r in ranked)
    candidates = len(ranked)
    assert len(turns) == games * candidates
    # Stopped at the first round that reached the bound, not before, not a round later.
    assert sum(turns[:-candidates]) < eg.HINT_TURNS <= sum(turns)
    loc = LANGS["en"]
    ctx = Ctx(state.view(1), 1, ["Ana", "Bob"])
    said = loc.format(hints.words(GAME.presenter(), ctx, GAME.id, ranked, 1, loc.format)[0])
    assert said == (
        "Hint: a pawn on B4, Full; blocks Ana, who would gain 2 points there, and with it you win "
        "15 percent of the games played out from here, the normal bot playing both sides."
    )
    assert games == 40 and ranked[0].wins == 0.15
    assert len(turns) == games * candidates  # the sentence's share is the ranking's: no search


@pytest.mark.slow
def test_the_bounded_hint_plays_the_first_games_of_the_bots_search():
    """The bot's decision is its whole search, as before (B4); the hint's games are the first
    of the same games, won and lost alike."""
    _forget()
    state = _long_ending()
    view, legal = state.view(1), state.legal_actions(1)
    ranked = hard.rank(view, legal, random.Random(1))
    _forget()
    assert HARD(view, legal, random.Random(1)) == Place("B4")
    whole = eg._searched
    assert len(whole) == 1
    won = next(iter(whole.values()))
    assert all(len(games) == eg.PLAYOUTS for games in won.values())
    for r in ranked:
        cell = None if r.action == PlaceNothing() else hard.bd.INDEX[r.action.cell]
        assert r.value == sum(won[cell][: r.samples]) / r.samples


def test_a_hint_reuses_the_bots_search_of_the_same_position(monkeypatch):
    """After the bot has searched a position, a hint there plays no game and gives the shares
    of all the bot's games."""
    _forget()
    state = endgame()
    view, legal = state.view(0), state.legal_actions(0)
    chosen = HARD(view, legal, random.Random(1))
    turns = _counting(monkeypatch)
    ranked = hints.ranking(GAME, state, 0, random.Random(1))
    assert turns == []
    assert ranked[0].action == chosen and all(r.samples == eg.PLAYOUTS for r in ranked)


def _last_pawn():
    """Seed 15, hard against normal, turn 29: white, 6 points to 2, places its 12th pawn on a
    first-throw full of 2s: B1, B3 or D2 each end the game won, Bob's threat at B3 named as
    the turn began."""
    state = table(
        white=0,
        pawns={
            "A1": 0, "A2": 0, "A3": 0, "A4": 1, "A5": 0, "B2": 1, "B4": 0, "B5": 1, "C2": 0,
            "C3": 0, "C4": 1, "D1": 0, "D3": 1, "D5": 1, "E1": 1, "E2": 0, "E3": 0, "E4": 0,
        },
    )  # fmt: skip
    throw(state, 2, 2, 2, 5, 5)
    stop(state)
    return state


def test_on_a_tie_the_hint_names_the_pawn_that_blocks_a_named_threat():
    """Play-test: 'on a tie, say the cell that blocks the threat I was told about'. The three
    pawns win every game; hard plays D2 (its worths are equal too), the hint names B3, Bob's
    threat, and says D2 is valued exactly as it; the bot's own move is unchanged."""
    _forget()
    state = _last_pawn()
    view, legal = state.view(0), state.legal_actions(0)
    assert HARD(view, legal, random.Random(1)) == Place("D2")
    ranked = hints.ranking(GAME, state, 0, random.Random(1))
    assert [r.action for r in ranked[:3]] == [Place("B3"), Place("D2"), Place("B1")]
    assert ranked[0].value == ranked[1].value == ranked[2].value == 1.0
    loc = LANGS["en"]
    ctx = Ctx(view, 0, ["Ana", "Bob"])
    words = hints.words(GAME.presenter(), ctx, GAME.id, ranked, 3, loc.format)
    assert [loc.format(m) for m in words] == [
        "1: a pawn on B3, Sec; wins 100 percent of the games played out from here, the normal "
        "bot playing both sides.",
        "2: a pawn on D2, Sec; wins 100 percent of the games played out; valued exactly as move "
        "1, so either will do.",
        "3: a pawn on B1, Brelan of twos; wins 100 percent of the games played out; valued "
        "exactly as move 1, so either will do.",
    ]
    assert loc.format(threats(ctx)[0]).startswith("Threats: B3, Sec, would line up 3")
    heard = hints.words(GAME.presenter(), ctx, GAME.id, ranked, 1, loc.format)
    assert loc.format(heard[0]) == (
        "Hint: a pawn on B3, Sec; makes 3 in a column from A3 to C3 and 3 in a diagonal from B3 "
        "to D1, 4 more points, blocks Bob, who would gain 2 points there, and with it you win "
        "100 percent of the games played out from here, the normal bot playing both sides."
    )
