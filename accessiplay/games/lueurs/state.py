"""The rules of 16 lueurs d'hiver: a shared roll, secret simultaneous turns, then completions.

Phases: "roll" (the dice decide), "choose" (every seat plays its turn in secret), "over".
Turns stay in `pending` until the last seat has chosen; then they are written all at once,
completions circle and cross out bags, and the game ends once someone lit four garlands.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from accessiplay.core.actions import Action
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import CHANCE, JSONDict, ScoreSheet
from accessiplay.core.ranking import highest_totals
from accessiplay.core.secret_rounds import SecretRoundState
from accessiplay.games.lueurs.actions import Roll, Turn
from accessiplay.games.lueurs.events import (
    BagsCrossed,
    Chose,
    Completed,
    DiceRolled,
    GarlandsLit,
    TurnKept,
    TurnPlayed,
)
from accessiplay.games.lueurs.legal import legal_turns
from accessiplay.games.lueurs.moves import apply_powers, turn_problem, walk
from accessiplay.games.lueurs.scoring import ZONE_GRELOTS, grelots, score_sheet
from accessiplay.games.lueurs.sheet import (
    BAGS,
    CIRCLED,
    COLOURS,
    CROSSED,
    DOUBLE_BOXES,
    GARLANDS_TO_END,
    OPEN,
    POWERS,
    Sheet,
)
from accessiplay.games.lueurs.view import LueursView
from accessiplay.games.lueurs.zones import record

#: Every roll, as the sorted dice the state keeps.
ROLLS = [Roll(dice) for dice in itertools.combinations_with_replacement(range(1, 7), 3)]


class LueursState(SecretRoundState):
    """One game: every seat's sheet, the dice of the turn and the turns chosen in secret."""

    game_id = "lueurs"
    roll_type = Roll

    def __init__(self, players: int):
        self.players = players
        self.turn = 0
        self.dice: tuple[int, ...] = ()
        self.phase = "roll"
        self.sheets = [Sheet() for _ in range(players)]
        self.pending: dict[int, Action] = {}
        self.waiting: set[int] = set()
        self.ended_by: tuple[int, ...] = ()
        self._legal: dict[int, Sequence[Action]] = {}

    # --- who acts and what they may do -------------------------------------------------

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """Every roll for the dice; every turn for a seat still choosing (cached for the turn)."""
        if seat == CHANCE:
            return list(ROLLS) if self.phase == "roll" else []
        if seat not in self.waiting:
            return []
        if seat not in self._legal:
            self._legal[seat] = legal_turns(self.sheets[seat], self.dice)
        return self._legal[seat]

    def next_steps(self, seat: int, prefix: tuple) -> list:
        """The chooser's options after `prefix`, computed step by step (never the whole list)."""
        if seat not in self.waiting:
            return []
        stage = walk(self.sheets[seat], self.dice, prefix)
        return list(stage.options) if stage else []

    def action_at(self, seat: int, path: tuple) -> Action | None:
        """The turn a whole chooser path names, or None while it is partial."""
        if seat not in self.waiting:
            return None
        stage = walk(self.sheets[seat], self.dice, path)
        return stage.turn if stage else None

    def _choice_problem(self, seat: int, action: Action) -> str | None:
        """The reason code of the rule a turn breaks, checked directly (no list search)."""
        if not isinstance(action, Turn):
            return "not-now"
        if action in self._legal.get(seat, ()):
            return None
        return turn_problem(self.sheets[seat], self.dice, action)

    # --- carrying out ------------------------------------------------------------------

    def _recorded(self, seat: int, action: Action) -> list[Event]:
        """The chooser's own turn read back to it, and to everybody that it has chosen."""
        assert isinstance(action, Turn), "a seat's only action is a whole turn"
        waiting = tuple(sorted(self.waiting))
        rolled = apply_powers(self.dice, action.powers)
        kept = TurnKept(
            seat,
            action.powers or (),
            rolled,
            action.pair,
            action.zone,
            action.place,
            _garland_die(rolled, action.pair),
            action.bulb,
            waiting,
            audience=(seat,),
        )
        return [kept, Chose(seat, waiting)]

    def _roll(self, dice: tuple[int, ...]) -> list[Event]:
        """A new turn; a natural double ticks a doubles box on every sheet that has one left."""
        dice = tuple(sorted(dice))
        self.turn += 1
        self.dice = dice
        self._everyone_chooses()
        double = len(set(dice)) < 3
        ticked = []
        if double:
            for seat, sheet in enumerate(self.sheets):
                if sheet.doubles < DOUBLE_BOXES:
                    sheet.doubles += 1
                    ticked.append(seat)
        return [DiceRolled(self.turn, dice, double, tuple(ticked))]

    def _reveal(self) -> list[Event]:
        """Write every turn, then the completions of this turn, then the end or a new roll."""
        held = [{d for d, on in zip((1, -1), sheet.powers()) if on} for sheet in self.sheets]
        events: list[Event] = [
            self._write(seat, self.pending[seat]) for seat in range(self.players)
        ]
        events += self._bags([self._finished(seat) for seat in range(self.players)], held)
        self._forget_choices()
        lit = tuple(
            s for s, sheet in enumerate(self.sheets) if sheet.full_garlands() >= GARLANDS_TO_END
        )
        if not lit:
            self.phase = "roll"
            return events
        self.phase = "over"
        self.ended_by = lit
        scores = self.scores()
        totals = tuple(sheet.total for sheet in scores)
        return events + [GarlandsLit(lit), GameEnded(highest_totals(scores), totals)]

    def _write(self, seat: int, turn: Action) -> TurnPlayed:
        """One seat's pair in its zone and its bulb on its garland."""
        assert isinstance(turn, Turn), "a seat's only action is a whole turn"
        sheet = self.sheets[seat]
        rolled = apply_powers(self.dice, turn.powers)
        points = 0
        if turn.pair is not None:
            assert turn.zone is not None, "a recorded pair has its zone"
            score = ZONE_GRELOTS[turn.zone]
            points = -score(sheet)
            record(sheet, turn.zone, turn.place)
            points += score(sheet)
        sheet.bulbs[turn.bulb - 1] += 1
        return TurnPlayed(
            seat,
            turn.powers or (),
            rolled,
            turn.pair,
            turn.zone,
            turn.place,
            _garland_die(rolled, turn.pair),
            turn.bulb,
            sheet.bulbs[turn.bulb - 1],
            points,
        )

    def _finished(self, seat: int) -> set[str]:
        """The bags the seat's turn, just written, completed: only its zone and its garland can
        be, and a legal turn writes in neither once full (so each was not complete before)."""
        turn = self.pending[seat]
        assert isinstance(turn, Turn), "a seat's only action is a whole turn"
        sheet = self.sheets[seat]
        done = {COLOURS[turn.bulb - 1]} if sheet.garland_full(turn.bulb) else set()
        if turn.zone is not None and sheet.zone_full(turn.zone):
            done.add(turn.zone)
        return done

    def _bags(self, finished: list[set[str]], held: list[set[int]]) -> list[Event]:
        """Finishers circle the bag if still open; every other open bag of it is crossed out.

        `held` is each seat's powers before this turn: a garland whose power the seat already
        has unlocks nothing more (its `Completed.power` is None)."""
        events: list[Event] = []
        if not any(finished):
            return events
        for item in BAGS:
            seats = [s for s in range(self.players) if item in finished[s]]
            if not seats:
                continue
            power = POWERS[COLOURS.index(item)] if item in COLOURS else None
            for seat in seats:
                won = self.sheets[seat].bags[item] == OPEN
                if won:
                    self.sheets[seat].bags[item] = CIRCLED
                new = power if power is not None and power not in held[seat] else None
                if new is not None:
                    held[seat].add(new)
                events.append(Completed(seat, item, won, BAGS[item], new))
            crossed = tuple(
                s
                for s, sheet in enumerate(self.sheets)
                if s not in seats and sheet.bags[item] == OPEN
            )
            for seat in crossed:
                self.sheets[seat].bags[item] = CROSSED
            if crossed:
                events.append(BagsCrossed(item, crossed))
        return events

    # --- scores and views --------------------------------------------------------------

    def scores(self) -> list[ScoreSheet]:
        """Every seat's itemised Grelots from its written sheet (secret turns not included)."""
        return [score_sheet(sheet) for sheet in self.sheets]

    def totals(self) -> list[int]:
        """Every seat's Grelots without the items: what bots' lean views and search read."""
        return [grelots(sheet) for sheet in self.sheets]

    def winners(self) -> tuple[int, ...]:
        """The seats with the most Grelots once the game is over; a tie stays a tie."""
        return highest_totals(self.scores()) if self.phase == "over" else ()

    def view(self, seat: int | None) -> LueursView:
        """Every written sheet is public; only this seat's own secret turn shows."""
        return {
            **self.view_header(seat),
            "turn": self.turn,
            "phase": self.phase,
            "dice": list(self.dice),
            "sheets": [sheet.to_json() for sheet in self.sheets],
            "chosen": sorted(self.pending),
            "mine": self._own_choice(seat),
            "ended_by": list(self.ended_by),
        }

    def snapshot(self) -> JSONDict:
        """The whole state, secret turns included."""
        return {
            "players": self.players,
            "turn": self.turn,
            "phase": self.phase,
            "dice": list(self.dice),
            "sheets": [sheet.to_json() for sheet in self.sheets],
            **self._choices_json(),
            "ended_by": list(self.ended_by),
        }

    def clone(self) -> LueursState:
        """An independent copy, containers copied by hand for speed."""
        other = LueursState.__new__(LueursState)
        other.__dict__.update(self.__dict__)
        other.sheets = [sheet.clone() for sheet in self.sheets]
        other.pending = dict(self.pending)
        other.waiting = set(self.waiting)
        other._legal = dict(self._legal)
        return other


def _garland_die(rolled: tuple, pair: tuple | None) -> int | None:
    """The die left over by the pair (None when the seat recorded nothing)."""
    if pair is None:
        return None
    rest = list(rolled)
    for value in pair:
        rest.remove(value)
    return rest[0]
