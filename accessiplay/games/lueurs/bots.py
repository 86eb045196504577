"""16 lueurs d'hiver bots: they see only their view and the legal turns.

`easy` records a pair somewhere at random (and never bothers with powers). `normal` is greedy:
it values each distinct outcome (what is written, which bulb) by the Grelots the sheet is then
worth plus what its half-done rows, cakes, bags and garlands promise, and plays the best one.
`hard` alone also values the turns left; against rivals it judges from both sheets (`hard.py`):
the bag races, the turn normal would play on the same dice, and the result on the last turn;
against one rival, when the next turn may end the game, its favourites are played one roll
further (`lastturns.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from accessiplay.bots import Ranked, RankingBot
from accessiplay.core.actions import Action
from accessiplay.core.protocol import view_seat
from accessiplay.games.lueurs import lastturns
from accessiplay.games.lueurs.actions import Turn
from accessiplay.games.lueurs.hard import ends, race_judge, turns_left
from accessiplay.games.lueurs.legal import legal_turns
from accessiplay.games.lueurs.promise import (
    ZONE_SIZES,
    garland_hope,
    promise,
    zone_part,
    zone_promise,
)
from accessiplay.games.lueurs.sheet import Sheet
from accessiplay.games.lueurs.view import LueursView
from accessiplay.games.lueurs.zones import record

#: Tests and the hint read the heuristic and the turn count here.
__all__ = ["BOTS", "promise", "turns_left"]


def easy(view: LueursView, legal: list[Action], rng: random.Random) -> Action:
    """Any turn that records a pair without powers; skipping only when nothing else is left."""
    plain = [a for a in _turns(legal) if a.pair is not None and not a.powers]
    return rng.choice(plain or list(legal))


def _turns(legal: Sequence[Action]) -> list[Turn]:
    """The legal actions as the turns they all are (the dice roll; a seat plays a turn)."""
    return [a for a in legal if isinstance(a, Turn)]


def normal(view: LueursView, legal: list[Action], rng: random.Random) -> Action:
    """The turn whose outcome the heuristic values most, using powers only when they help."""
    sheet = Sheet.from_json(view["sheets"][view_seat(view)])
    return _chosen(_promises(sheet, legal), rng)


def hard(view: LueursView, legal: list[Action], rng: random.Random) -> Action:
    """Alone, normal's judgement plus what the turns still to play are worth (a bulb that
    brings the end nearer costs TURN_WORTH a turn); against rivals, the bag races and the end
    too."""
    return _chosen(_hard_outcomes(view, legal), rng)


def rank_hard(view: LueursView, legal: Sequence[Action], rng: random.Random) -> list[Ranked]:
    """Hard's distinct outcomes, best first, each with the Grelots it expects in the end: alone
    its judgement (turns left included); against rivals, what the best sheet then promises,
    the others less by what the judgement sets them below it (so the figures rank the moves;
    the judgement itself also counts the rival's loss, which is not this seat's Grelots)."""
    sheet = Sheet.from_json(view["sheets"][view_seat(view)])
    ranked = [
        Ranked(actions[0], value, value, None, 0) for value, actions in _hard_outcomes(view, legal)
    ]
    ranked.sort(key=lambda r: -r.value)
    if len(view["sheets"]) == 1 or not ranked:
        return ranked
    shift = _promised(sheet, ranked[0].action) - ranked[0].value
    return [replace(r, points=r.value + shift) for r in ranked]


def _hard_outcomes(view: LueursView, legal: Sequence[Action]) -> list[tuple[float, list[Turn]]]:
    """Hard's outcomes valued by its judgement; with one rival, when the next turn may end the
    game, its favourites valued again by the next roll played out (`lastturns`)."""
    sheet = Sheet.from_json(view["sheets"][view_seat(view)])
    outcomes = _outcomes(sheet, legal, _turns_judge(view))
    if len(view["sheets"]) != 2 or not LOOK or not outcomes:
        return outcomes
    return _looked(view, sheet, outcomes)


#: How many of hard's favourite outcomes are played one roll ahead near the end.
LOOK = 8
#: How few turns from the end either sheet must be for the look ahead.
NEAR = 2
#: Grelots a whole win is worth beside the judgement, to rank the outcomes looked at.
WIN_WORTH = 20.0


def _looked(
    view: LueursView, sheet: Sheet, outcomes: list[tuple[float, list[Turn]]]
) -> list[tuple[float, list[Turn]]]:
    """The favourite outcomes ranked by their expected result over the next roll, when this
    turn does not end the game and either sheet is within NEAR bulbs of the end."""
    rival = Sheet.from_json(view["sheets"][1 - view_seat(view)])
    rival_after = _expected(rival, view)
    if ends(rival_after):
        return outcomes
    order = sorted(range(len(outcomes)), key=lambda i: -outcomes[i][0])[:LOOK]
    afters = {i: written(sheet, *_outcome(outcomes[i][1][0])) for i in order}
    if min(turns_left(rival_after), *(turns_left(a) for a in afters.values())) > NEAR:
        return outcomes
    cache: dict = {}
    hoped = {i: lastturns.expected(afters[i], rival_after, cache) for i in order}
    top, best = outcomes[order[0]][0], max(hoped.values())
    looked = list(outcomes)
    for rank, i in enumerate(order):
        looked[i] = (top + WIN_WORTH * (hoped[i] - best) - 1e-6 * rank, outcomes[i][1])
    return looked


def _outcome(turn: Turn) -> tuple:
    """What a turn writes: (zone, place, bulb)."""
    return turn.zone, turn.place, turn.bulb


def _promised(sheet: Sheet, turn: Action) -> float:
    """What the sheet promises once this turn is written (normal's estimate, in Grelots)."""
    assert isinstance(turn, Turn), "16 lueurs d'hiver's moves are turns"
    return promise(written(sheet, turn.zone, turn.place, turn.bulb))


def _turns_judge(view: LueursView) -> Callable[[Sheet], float]:
    """Alone, a sheet's promise plus what each turn it may still play is worth; against
    rivals, the bag races and the end judged from both sheets (`hard.race_judge`)."""
    me = view_seat(view)
    sheets = [Sheet.from_json(sheet) for sheet in view["sheets"]]
    rivals = [sheet for seat, sheet in enumerate(sheets) if seat != me]
    if rivals:
        return race_judge(rivals, [_expected(rival, view) for rival in rivals])

    def judge(after: Sheet) -> float:
        return promise(after) + TURN_WORTH * turns_left(after)

    return judge


#: What one more turn is worth to a sheet played alone, in Grelots (issue #13's prototype: 73
#: solo). Against a rival, saving turns loses (hard won 38-42% of 200 seat-swapped games
#: against normal at 1 to 3 Grelots a turn): the rival ends the game and takes the bags.
TURN_WORTH = 3.0


def _expected(rival: Sheet, view: LueursView) -> Sheet:
    """A rival's sheet after the turn normal would play on these dice (the sheet and the dice
    are public; the turn it really chose is not read)."""
    legal = legal_turns(rival, tuple(view["dice"]))
    _value, actions = max(_outcomes(rival, legal, promise), key=lambda outcome: outcome[0])
    turn = actions[0]
    return written(rival, turn.zone, turn.place, turn.bulb)


def _chosen(outcomes: list[tuple[float, list[Turn]]], rng: random.Random) -> Action:
    """The best outcome's turn with the fewest powers, a tie drawn at random."""
    best, chosen = None, []
    for value, actions in outcomes:
        if best is None or value > best + 1e-9:
            best, chosen = value, [actions]
        elif value > best - 1e-9:
            chosen.append(actions)
    actions = rng.choice(chosen)
    return actions[0]


def _outcomes(
    sheet: Sheet, legal: Sequence[Action], judge: Callable[[Sheet], float]
) -> list[tuple[float, list[Turn]]]:
    """Each distinct outcome (what is written, which bulb) valued by `judge`, with the turns
    giving it, fewest powers first."""
    return [
        (judge(written(sheet, zone, place, bulb)), actions)
        for (zone, place, bulb), actions in _grouped(legal).items()
    ]


def _promises(sheet: Sheet, legal: Sequence[Action]) -> list[tuple[float, list[Turn]]]:
    """`_outcomes` valued by `promise`, from each pair's and each bulb's share worked out once
    (normal's hundreds of outcomes come from a few dozen places and five garlands)."""
    base = zone_promise(sheet)
    parts = {zone: base - zone_part(sheet, zone) for zone in ZONE_SIZES}
    places: dict[tuple, float] = {(None, ()): base}
    bulbs: dict[int, float] = {}
    outcomes = []
    for (zone, place, bulb), actions in _grouped(legal).items():
        if (zone, place) not in places:
            after = written(sheet, zone, place, None)
            places[zone, place] = parts[zone] + zone_part(after, zone)
        if bulb not in bulbs:
            bulbs[bulb] = garland_hope(written(sheet, None, (), bulb))
        outcomes.append((places[zone, place] + bulbs[bulb], actions))
    return outcomes


def _grouped(legal: Sequence[Action]) -> dict[tuple, list[Turn]]:
    """The legal turns by outcome (zone, place, bulb), in the order first met, each outcome's
    turns fewest powers first."""
    outcomes: dict[tuple, list[Turn]] = {}
    for action in _turns(legal):
        outcomes.setdefault((action.zone, action.place, action.bulb), []).append(action)
    for actions in outcomes.values():
        actions.sort(key=lambda a: len(a.powers or ()))
    return outcomes


def written(sheet: Sheet, zone: str | None, place: tuple, bulb: int | None) -> Sheet:
    """A copy of the sheet once this outcome is written (no bulb: the pair alone)."""
    after = sheet.clone()
    if zone is not None:
        record(after, zone, place)
    if bulb is not None:
        after.bulbs[bulb - 1] += 1
    return after


BOTS = {"easy": easy, "normal": normal, "hard": RankingBot(hard, rank_hard)}
