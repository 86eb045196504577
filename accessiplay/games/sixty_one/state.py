"""The rules of Sixty-One: a round is a roll, secret simultaneous choices, then X placements.

Phases: "roll" (the dice decide), "choose" (every seat assigns the three dice or skips),
"x" (seats whose leaf total hit 11, 31 or 51 place their X), "over". Choices stay secret in
`pending` until the last seat of the phase has chosen; then they are all written at once.
"""

from __future__ import annotations

from accessiplay.core.actions import Action
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import JSONDict, ScoreSheet
from accessiplay.core.secret_rounds import SecretRoundState
from accessiplay.games.sixty_one import areas
from accessiplay.games.sixty_one.actions import Assign, PlaceX, Roll, Skip
from accessiplay.games.sixty_one.events import (
    AreaFilled,
    AssignRecorded,
    DiceRolled,
    FirstFill,
    GameEnding,
    LeafBonus,
    Skipped,
    SkipRecorded,
    Wrote,
    XGained,
    XLost,
    XPlaced,
    XRecorded,
)
from accessiplay.games.sixty_one.reasons import placement_reason
from accessiplay.games.sixty_one.scoring import (
    END_TOTAL,
    LAST_ROUND,
    LEAF_ACORNS,
    X_TOTALS,
    leaf_total,
    score_sheet,
    total_acorns,
)
from accessiplay.games.sixty_one.view import SheetView, SixtyOneView

_PHASE_ACTIONS = {"choose": (Assign, Skip), "x": (PlaceX,)}


class SixtyOneState(SecretRoundState):
    """One game of Sixty-One: every seat's sheet and leaf row, the dice, the secret choices."""

    game_id = "sixty-one"
    roll_type = Roll

    def __init__(self, players: int):
        self.players = players
        self.round = 0
        self.dice: tuple[int, ...] = ()  # empty until the first roll
        self.phase = "roll"
        self.sheets = [areas.empty_sheet() for _ in range(players)]
        self.leaves: list[list[int]] = [[] for _ in range(players)]
        self.filled: list[list[int]] = [[] for _ in range(players)]
        self.lost = [0] * players
        self.firsts: list[list[int]] = [[] for _ in areas.AREAS]
        self.pending: dict[int, Action] = {}
        self.waiting: set[int] = set()
        self.ended_by: str | None = None
        # Per seat: its legal actions, and the same as a set for quick checks.
        self._legal: dict[int, tuple[list[Action], frozenset[Action]]] = {}

    # --- who acts and what they may do -------------------------------------------------

    def legal_actions(self, seat: int) -> list[Action]:
        """Every choice open to a seat still deciding (cached until the sheets change)."""
        if seat not in self.waiting:
            return []
        if seat not in self._legal:
            options = self.options(seat)
            self._legal[seat] = (options, frozenset(options))
        return self._legal[seat][0]

    def options(self, seat: int) -> list[Action]:
        """What this seat could choose in the current phase, whether or not it already has."""
        sheet = self.sheets[seat]
        if self.phase == "x":
            return [
                PlaceX(area, spot)
                for area in areas.AREAS
                for spot in areas.open_spots(area, sheet[area - 1])
            ]
        if self.phase != "choose":
            return []
        found: list[Action] = self.assignments(seat)
        return found or [Skip(leaf) for leaf in sorted(set(self.dice))]

    def assignments(self, seat: int) -> list[Action]:
        """Every (area die, value die, spot) that fits this seat's sheet with the current dice."""
        found: list[Action] = []
        for area in sorted(set(self.dice)):
            spots = self.sheets[seat][area - 1]
            opened = areas.open_spots(area, spots)
            rest = list(self.dice)
            rest.remove(area)
            found.extend(
                Assign(area, value, spot)
                for value in sorted(set(rest))
                for spot in opened
                if areas.value_fits(area, spots, spot, value)
            )
        return found

    def _choice_problem(self, seat: int, action: Action) -> str | None:
        """A reason code naming the rule a choice breaks, or None when it is legal."""
        if seat not in self.waiting:
            return "not-now"
        self.legal_actions(seat)
        if action in self._legal[seat][1]:
            return None
        if not isinstance(action, _PHASE_ACTIONS.get(self.phase, ())):
            return "place-x-first" if self.phase == "x" else "not-now"
        if isinstance(action, Skip):
            return "no-such-die" if action.leaf not in self.dice else "must-place"
        value: int | str = areas.WILD
        if isinstance(action, Assign):
            if areas.leaf_of(self.dice, action.area, action.value) is None:
                return "no-such-die"
            value = action.value
        return placement_reason(self.sheets[seat], action.area, action.spot, value)

    # --- carrying out ------------------------------------------------------------------

    def _reveal(self) -> list[Event]:
        """Everybody has chosen: write the choices, or the Xs placed this round."""
        return self._resolve_choices() if self.phase == "choose" else self._resolve_xs()

    def _roll(self, dice: tuple[int, ...]) -> list[Event]:
        """A new round: everybody must now choose."""
        self.round += 1
        self.dice = tuple(dice)
        self._everyone_chooses()
        return [DiceRolled(self.round, self.dice)]

    def _recorded(self, seat: int, action: Action) -> list[Event]:
        """The private confirmation of a choice that waits for the others."""
        assert isinstance(action, (Assign, Skip, PlaceX)), "legal_actions offers nothing else"
        return [self._confirmation(seat, action)]

    def _confirmation(self, seat: int, action: Assign | Skip | PlaceX) -> Event:
        """What a seat hears of its own choice: its die, spot and leaf total."""
        waiting = tuple(sorted(self.waiting))
        total = leaf_total(self.leaves[seat])
        if isinstance(action, Assign):
            leaf = self._leaf(action)
            return AssignRecorded(
                seat,
                action.area,
                action.value,
                action.spot,
                leaf,
                total + leaf,
                waiting,
                audience=(seat,),
            )
        if isinstance(action, Skip):
            return SkipRecorded(seat, action.leaf, total + action.leaf, waiting, audience=(seat,))
        return XRecorded(seat, action.area, action.spot, waiting, audience=(seat,))

    def _resolve_choices(self) -> list[Event]:
        """Write every seat's choice and leaf; seats hitting 11, 31 or 51 then place an X."""
        events: list[Event] = []
        gained = []
        for seat in range(self.players):
            events.extend(self._write_choice(seat, self.pending[seat]))
            total = leaf_total(self.leaves[seat])
            if total in LEAF_ACORNS:
                events.append(LeafBonus(seat, total, LEAF_ACORNS[total]))
            if total in X_TOTALS:
                events.append(XGained(seat, total))
                if any(areas.open_spots(a, self.sheets[seat][a - 1]) for a in areas.AREAS):
                    gained.append(seat)
                else:
                    self.lost[seat] += 1
                    events.append(XLost(seat, total))
        self._forget_choices()
        if gained:
            self.phase = "x"
            self.waiting = set(gained)
            return events
        return events + self._end_round()

    def _write_choice(self, seat: int, choice: Action) -> list[Event]:
        """Write one seat's value and leaf die."""
        leaves = self.leaves[seat]
        if isinstance(choice, Skip):
            leaves.append(leaf_total(leaves) + choice.leaf)
            return [Skipped(seat, choice.leaf, leaves[-1])]
        assert isinstance(choice, Assign), "X are placed in their own phase"
        spots = self.sheets[seat][choice.area - 1]
        won = areas.gain(choice.area, spots, choice.spot)
        spots[choice.spot] = choice.value
        leaf = self._leaf(choice)
        leaves.append(leaf_total(leaves) + leaf)
        return [Wrote(seat, choice.area, choice.spot, choice.value, won, leaf, leaves[-1])]

    def _leaf(self, assign: Assign) -> int:
        """The die a legal assignment leaves for the leaves (legal: both its dice were rolled)."""
        leaf = areas.leaf_of(self.dice, assign.area, assign.value)
        assert leaf is not None, "only legal assignments are written"
        return leaf

    def _resolve_xs(self) -> list[Event]:
        """Write every X placed this round, then close the round."""
        events: list[Event] = []
        for seat in sorted(self.pending):
            place = self.pending[seat]
            assert isinstance(place, PlaceX), "only X wait in this phase"
            spots = self.sheets[seat][place.area - 1]
            events.append(
                XPlaced(seat, place.area, place.spot, areas.gain(place.area, spots, place.spot))
            )
            spots[place.spot] = areas.WILD
        self._forget_choices()
        return events + self._end_round()

    def _end_round(self) -> list[Event]:
        """First-fill bonuses for areas completed this round, then the end or a new roll."""
        events: list[Event] = []
        for area in areas.AREAS:
            done = [
                seat
                for seat in range(self.players)
                if area not in self.filled[seat] and areas.is_full(self.sheets[seat][area - 1])
            ]
            for seat in done:
                self.filled[seat].append(area)
            if done and not self.firsts[area - 1]:
                self.firsts[area - 1] = done
                events.append(FirstFill(area, tuple(done)))
            else:
                events.extend(AreaFilled(seat, area) for seat in done)
        return events + self._maybe_end()

    def _maybe_end(self) -> list[Event]:
        """The game ends after a round where a leaf total reached 61, or after round 20."""
        reached = tuple(s for s in range(self.players) if leaf_total(self.leaves[s]) >= END_TOTAL)
        if not reached and self.round < LAST_ROUND:
            self.phase = "roll"
            return []
        self.phase = "over"
        self.waiting = set()
        self.ended_by = "leaves" if reached else "rounds"
        totals = tuple(self.totals())
        return [GameEnding(self.ended_by, self.round, reached), GameEnded(self.winners(), totals)]

    # --- scores and views --------------------------------------------------------------

    def scores(self) -> list[ScoreSheet]:
        """Every seat's itemised acorns from its written sheet (secret choices not included)."""
        return [
            score_sheet(
                self.sheets[seat], self.leaves[seat], sum(seat in seats for seats in self.firsts)
            )
            for seat in range(self.players)
        ]

    def totals(self) -> list[int]:
        """Every seat's acorns counted without itemising: search and winners ask often."""
        return [
            total_acorns(
                self.sheets[seat], self.leaves[seat], sum(seat in seats for seats in self.firsts)
            )
            for seat in range(self.players)
        ]

    def winners(self) -> tuple[int, ...]:
        """The seats with the most acorns once the game is over; a tie stays a tie."""
        if self.phase != "over":
            return ()
        totals = self.totals()
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    def view(self, seat: int | None) -> SixtyOneView:
        """Every written sheet is public; of the secret choices, only this seat's own shows."""
        return {
            **self.view_header(seat),
            "round": self.round,
            "last_round": LAST_ROUND,
            "phase": self.phase,
            "dice": list(self.dice) if self.dice else None,
            "sheets": [self._sheet_json(s) for s in range(self.players)],
            "firsts": [list(seats) for seats in self.firsts],
            "mine": self._own_choice(seat),
            "ended_by": self.ended_by,
        }

    def _sheet_json(self, seat: int) -> SheetView:
        """One seat's written sheet as JSON."""
        return {
            "areas": [list(spots) for spots in self.sheets[seat]],
            "leaves": list(self.leaves[seat]),
            "filled": list(self.filled[seat]),
            "lost": self.lost[seat],
        }

    def snapshot(self) -> JSONDict:
        """The whole state, secret choices included."""
        return {
            "players": self.players,
            "round": self.round,
            "phase": self.phase,
            "dice": list(self.dice) if self.dice else None,
            "sheets": [self._sheet_json(s) for s in range(self.players)],
            "firsts": [list(seats) for seats in self.firsts],
            **self._choices_json(),
            "ended_by": self.ended_by,
        }

    def clone(self) -> SixtyOneState:
        """An independent copy, containers copied by hand for speed."""
        other = SixtyOneState.__new__(SixtyOneState)
        other.__dict__.update(self.__dict__)
        other.sheets = [[list(spots) for spots in sheet] for sheet in self.sheets]
        other.leaves = [list(x) for x in self.leaves]
        other.filled = [list(x) for x in self.filled]
        other.lost = list(self.lost)
        other.firsts = [list(x) for x in self.firsts]
        other.pending = dict(self.pending)
        other.waiting = set(self.waiting)
        other._legal = dict(self._legal)
        return other
