"""The hard bot's endgame search: its playouts play as normal plays, and near the end it
chooses its pawn by the games played out, said as such by the hint key."""

from __future__ import annotations

import random

import pytest
from linotte_support import GAME, Announce, Place, PlaceNothing, endgame

from accessiplay import hints
from accessiplay.games.linotte import bots as nb
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte import endgame as eg
from accessiplay.games.linotte import fastplan, hard, rollout
from accessiplay.games.linotte.plan import HANDS, expect
from accessiplay.present import Ctx
from tests.hint_support import LANGS, listed

HARD = GAME.bot("hard")


def _worths(rng: random.Random) -> dict[str, float]:
    """Some combinations with a free cell, each worth something."""
    chosen = rng.sample(cb.ALL, rng.randint(1, len(cb.ALL)))
    return {combo: round(rng.uniform(0.1, 6.0), 3) for combo in chosen}


def test_playouts_plan_the_dice_as_well_as_normal():
    """Every keep the playouts' planner picks is worth exactly what normal's best keep is worth
    by normal's own reckoning (they differ only between keeps of equal worth)."""
    rng = random.Random(7)
    for _ in range(40):
        worths = _worths(rng)
        announced = rng.choice(cb.ANNOUNCEABLE) if "appel" in worths else None
        combos = tuple(sorted(worths.items()))
        slow, fast = nb.planner_for(combos, announced), fastplan.planner(combos, announced)
        for hand in rng.sample(HANDS, 30):
            for throws in (1, 2):
                keep, value = fast.choose(hand, throws)
                best = slow.choose(hand, throws)[1]
                assert abs(value - best) < 1e-9
                if keep is not None:
                    table = slow.middle() if throws == 1 else slow.final
                    assert abs(expect(table, keep) - best) < 1e-9


def test_playouts_call_the_appel_normal_calls():
    """After every first throw, the playouts announce the APPEL normal announces."""
    rng = random.Random(3)
    for _ in range(4):
        worths = _worths(rng) | {"appel": 2.5}
        combos = tuple(sorted(worths.items()))
        for hand in HANDS:
            call = nb._announce(hand, [Announce("full")], combos)
            assert rollout.announce(hand, combos) == (call.combo if call else None)


def test_a_cell_replaces_the_favourite_only_when_clearly_better():
    """Equal luck keeps the favourite; a cell winning many more of the same games replaces it."""
    n = eg.PLAYOUTS
    even = {None: (1, 0) * (n // 2), 3: (0, 1) * (n // 2), 7: (1, 0) * (n // 2)}
    assert eg.clearly_better(even, 7) == 7
    better = {None: (0,) * n, 3: (1,) * (n // 2) + (0,) * (n // 2), 7: (0,) * n}
    assert eg.clearly_better(better, 7) == 3


def _endgame_ranked():
    """The endgame position and hard's ranking of seat 0's pawns there, as the hint asks."""
    state = endgame()
    return state, hard.rank(state.view(0), state.legal_actions(0), random.Random(1))


def test_near_the_end_the_pawn_is_chosen_by_the_games_played_out():
    """Hard's pawn is the same every time it is asked, its hint list puts it first with the
    share of the played-out games it wins, and every other candidate was played out too."""
    state = endgame()
    assert eg.searching(tuple(state.pawns))
    view, legal = state.view(0), state.legal_actions(0)
    chosen = HARD(view, legal, random.Random(1))
    assert chosen == HARD(view, legal, random.Random(2))
    ranked = hard.rank(view, legal, random.Random(1))
    assert ranked[0].action == chosen
    assert all(r.wins is not None and r.samples == eg.PLAYOUTS for r in ranked)
    assert PlaceNothing() in [r.action for r in ranked]
    assert {r.action for r in ranked} - {PlaceNothing()} <= set(legal)
    assert any(isinstance(r.action, Place) for r in ranked)


PLAYED_OUT = {
    "en": "percent of the games played out from here, the normal bot playing both sides",
    "fr": "% de victoires sur les parties simulées jusqu'au bout, le robot normal jouant pour les "
    "deux camps",
    "es": "% de las partidas simuladas desde aquí hasta el final, con el bot normal jugando por "
    "ti y por el rival",
}


#: A lower line's share, once line 1 has said how the games were played out.
SHARE = {
    "en": "percent of the games played out",
    "fr": "% de victoires sur les parties simulées",
    "es": "% de las partidas simuladas",
}


@pytest.mark.parametrize("lang", sorted(PLAYED_OUT))
def test_shift_h_says_the_share_of_the_games_played_out_near_the_end(lang):
    """Near the end, Shift+H ranks the pawns by the games they win when played out and says so,
    in place of the reckoning of lines that ranks them before."""
    state, ranked = _endgame_ranked()
    lines = listed(GAME, state, ranked, lang)
    assert len(lines) == 3
    assert f"{round(100 * (ranked[0].wins or 0))}" in lines[0]
    # Line 1 says how the games were played out; lines 2 and 3 only their share (session 28).
    assert PLAYED_OUT[lang] in lines[0]
    shares = {f"{round(100 * (r.wins or 0))}" for r in ranked}
    for line in lines[1:]:
        assert SHARE[lang] in line and PLAYED_OUT[lang] not in line
        assert any(share in line for share in shares)
    for line in lines:
        assert "reckoning" not in line and "selon le robot" not in line


HEARD = {
    "en": "Hint: a pawn on {cell}, Sec; {lines} and with it you win {wins} percent of the games "
    "played out from here, the normal bot playing both sides.",
    # The natives' read: no "d'ici" after a cell's name (heard as "from this cell"); session
    # 28's French player heard "il vous fait gagner 0 %" as irony: "avec lui, vous gagnez";
    # Spanish "por los dos lados" is no word of the game. The pawn's reason has commas of its
    # own, so the share comes after a comma too (session 28 Spanish player: "… un punto y con
    # esta ficha ganas" ran the two together).
    "fr": "Conseil\xa0: posez un pion en {cell}, Sec\xa0; {lines} et avec lui, vous gagnez "
    "{wins}\xa0% des parties simulées jusqu'au bout, le robot normal jouant pour les deux camps.",
    "es": "Consejo: coloca una ficha en {cell}, Sec; {lines} y con esta ficha ganas el {wins} % "
    "de las partidas simuladas desde aquí hasta el final, con el bot normal jugando por ti y por "
    "el rival.",
}
# B3 scores and blocks nothing yet: the reason names the own pawn it lines up with (session
# 28's natives heard "ready for lines to come" for a pawn that cut the rival's row).
NEAR = {
    "en": "it lines up with your pawn on B5 in row B",
    "fr": "il s'aligne avec votre pion en B5 sur la ligne B",
    "es": "se alinea con tu ficha de B5 en la fila B",
}


@pytest.mark.parametrize("lang", sorted(HEARD))
def test_h_gives_the_share_won_as_the_reason_for_a_pawn_near_the_end(lang):
    """H names the pawn hard plays, the pawns around it, and the share of the games played out
    from it that it wins: the reason it was chosen."""
    state, ranked = _endgame_ranked()
    first = ranked[0]
    assert first.action == Place("B3")
    loc = LANGS[lang]
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    heard = [
        loc.format(m) for m in hints.words(GAME.presenter(), ctx, GAME.id, ranked, 1, loc.format)
    ]
    wins = round(100 * (first.wins or 0))
    assert heard == [HEARD[lang].format(cell="B3", lines=NEAR[lang], wins=wins)]
