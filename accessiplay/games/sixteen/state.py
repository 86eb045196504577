"""The rules of Sixteen (RULES.md §4): the deal, a turn, the specials, passing and the end.

Hands are kept as one bit mask per colour (bit `code` set when the tile is held) plus the
counts of Scissors and Trash bins: legal moves and clones stay cheap enough for fast playouts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from accessiplay.core.actions import Action
from accessiplay.core.dice import shuffled
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import CHANCE, JSONDict, ScoreSheet, State
from accessiplay.games.sixteen import events as ev
from accessiplay.games.sixteen.actions import (
    Deal,
    EndTurn,
    Pass,
    Place,
    PlaceAgain,
    Scissors,
    Trash,
)
from accessiplay.games.sixteen.deal import deal_problem, hand_from_ids, red_one_holder, split
from accessiplay.games.sixteen.placing import fits, place_actions, problem
from accessiplay.games.sixteen.scoring import ranking_winners, sheet, tile_count, total
from accessiplay.games.sixteen.tiles import (
    ALL_IDS,
    COLOURS,
    END,
    ONES,
    RESTART,
    code,
    codes_in,
    colour_index,
    known_code,
    token,
)
from accessiplay.games.sixteen.view import SixteenView, build_view

GAME_ID = "sixteen"
SCISSORS, TRASH = 0, 1


class SixteenState(State):
    """A table of Sixteen: secret hands, five public rows, and whose turn it is."""

    game_id = GAME_ID

    def __init__(self, players: int):
        self.players = players
        self.hands = [[0] * len(COLOURS) for _ in range(players)]
        self.specials = [[0, 0] for _ in range(players)]
        self.rows: list[list[int]] = [[] for _ in COLOURS]
        self.out: list[list[int]] = [[] for _ in COLOURS]
        self.bag: list[int] = []
        self.dealt = False
        self.first: int | None = None
        self.turn: int | None = None
        #: (SCISSORS or TRASH, colour) after a special, until the turn ends.
        self.pending: tuple[int, int] | None = None
        self.passed: list[int] = []
        self.used: list[list] = []
        #: Per seat and colour, the lowest end the row had at any of its passes (public): it
        #: holds no tile of that colour above it (END: nothing is known).
        self.ceilings = [[END] * len(COLOURS) for _ in range(players)]
        self.ending: str | None = None
        self._legal: list[Action] | None = None

    # --- who acts and what they may do ------------------------------------------------------

    def acting_seats(self) -> frozenset[int]:
        """CHANCE until the deal, then the seat whose turn it is; nobody once the game is over."""
        if not self.dealt:
            return frozenset((CHANCE,))
        if self.ending or self.turn is None:  # the deal names the first player
            return frozenset()
        return frozenset((self.turn,))

    def legal_actions(self, seat: int) -> list[Action]:
        """Placements (longest runs first), then Scissors, Trash bin, and Pass when nothing fits."""
        if seat != self.turn or self.ending or not self.dealt:
            return []
        if self._legal is None:
            self._legal = self._compute_legal(seat)
        return list(self._legal)

    def _compute_legal(self, seat: int) -> list[Action]:
        """The legal actions of the seat to play, worked out once per position."""
        hand = self.hands[seat]
        if self.pending is not None:
            colour = self.pending[1]
            return [*place_actions(colour, self.rows[colour][-1], hand[colour], True), EndTurn()]
        legal: list[Action] = []
        for colour, row in enumerate(self.rows):
            legal.extend(place_actions(colour, row[-1], hand[colour], False))
        can_place = bool(legal)
        scissors, trash = self.specials[seat]
        if scissors:
            legal.extend(Scissors(COLOURS[c]) for c, row in enumerate(self.rows) if len(row) > 1)
        if trash:
            legal.extend(
                Trash(COLOURS[c], n) for c, row in enumerate(self.rows) for n in range(1, len(row))
            )
        if not can_place:
            legal.append(Pass())
        return legal

    def can_place(self, seat: int) -> bool:
        """Whether any number or 16 tile of this seat fits a row now (else it may pass)."""
        hand = self.hands[seat]
        return any(fits(row[-1], hand[c]) for c, row in enumerate(self.rows))

    def count(self, seat: int) -> int:
        """How many tiles this seat holds, specials included."""
        return tile_count(self.hands[seat], self.specials[seat])

    # --- checking ---------------------------------------------------------------------------

    def illegal_reason(self, seat: int, action: Action) -> str | None:
        """The rule this action breaks, as a reason code the UI can speak, or None."""
        if seat == CHANCE:
            if self.dealt:
                return "already-dealt"
            if type(action) is not Deal:
                return "not-legal"
            return deal_problem(action.order, action.first, self.players)
        if seat != self.turn or self.ending or not self.dealt:
            return "not-your-turn"
        check = _CHECKS.get(type(action))
        return check(self, seat, action) if check else "not-legal"

    def _check_place(self, seat: int, action: Place) -> str | None:
        """A placement at the start of a turn."""
        if self.pending is not None:
            return "finish-special"
        return self._placement_problem(seat, action.row, action.tiles)

    def _check_again(self, seat: int, action: PlaceAgain) -> str | None:
        """The optional placement after a special: on that row only."""
        if self.pending is None:
            return "no-special"
        if action.row != COLOURS[self.pending[1]]:
            return "other-row"
        return self._placement_problem(seat, action.row, action.tiles)

    def _placement_problem(self, seat: int, row: object, tiles: object) -> str | None:
        """Why these tokens cannot go on that row from this seat's hand, or None."""
        colour = colour_index(row)
        if colour is None:
            return "no-such-row"
        if not isinstance(tiles, tuple):
            return "no-tiles"
        codes = [code(t) for t in tiles]
        known = tuple(c for c in codes if c is not None)
        if len(known) != len(codes):
            return "not-in-hand"
        return problem(self.rows[colour][-1], self.hands[seat][colour], known)

    def _check_special(self, seat: int, action: Scissors | Trash) -> str | None:
        """A Scissors or the Trash bin: one per turn, held, on a row holding more than its 1."""
        kind = SCISSORS if type(action) is Scissors else TRASH
        if self.pending is not None:
            return "one-special"
        if not self.specials[seat][kind]:
            return "no-scissors" if kind == SCISSORS else "no-trash"
        colour = colour_index(action.row)
        if colour is None:
            return "no-such-row"
        length = len(self.rows[colour])
        if length < 2:
            return "only-the-one"
        if isinstance(action, Trash) and (
            type(action.count) is not int or not 1 <= action.count < length
        ):
            return "bad-count"
        return None

    def _check_end_turn(self, seat: int, action: EndTurn) -> str | None:
        """Ending the turn is a choice only after a special; otherwise a turn ends by playing."""
        return None if self.pending is not None else "no-special"

    def _check_pass(self, seat: int, action: Pass) -> str | None:
        """Passing is allowed only when no number or 16 tile fits; specials are never forced."""
        if self.pending is not None:
            return "finish-special"
        return "must-place" if self.can_place(seat) else None

    # --- playing ----------------------------------------------------------------------------

    def sample_chance(self, rng: random.Random) -> Action:
        """Mix the bag; draw a first player only when no hand holds the red 1."""
        order = shuffled(rng, range(len(ALL_IDS)))
        holder = red_one_holder(order, self.players)
        return Deal(order, None if holder is not None else rng.randrange(self.players))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a checked action."""
        self._legal = None
        events: list[Event] = []
        _APPLY[type(action)](self, seat, action, events)
        return events

    def _deal(self, seat: int, action: Deal, events: list[Event]) -> None:
        """Give out the hands, put every 1 in the centre, and start with the red 1's holder."""
        hands, bag = split(action.order, self.players)
        for player, ids in enumerate(hands):
            self.hands[player], self.specials[player] = hand_from_ids(ids)
        self.rows = [[1] for _ in COLOURS]
        self.bag = sorted(t for t in bag if t not in ONES)
        holder = red_one_holder(action.order, self.players)
        first = holder if holder is not None else action.first
        assert first is not None, "deal_problem refuses a deal naming no first player"
        self.first = self.turn = first
        self.dealt = True
        # The table first: the 1s going to the centre explain why a hand holds fewer tiles
        # than were dealt.
        counts = tuple(self.count(p) for p in range(self.players))
        events.append(ev.TilesDealt(counts, first, holder is None, len(self.bag)))
        for player in range(self.players):
            hand = tuple(
                (name, tuple(token(c) for c in codes_in(mask)))
                for name, mask in zip(COLOURS, self.hands[player])
            )
            events.append(ev.HandReceived(player, hand, *self.specials[player], audience=(player,)))
        events.append(ev.TurnBegan(first))

    def _place(self, seat: int, action: Place | PlaceAgain, events: list[Event]) -> None:
        """Lay the tiles; a Restart sends the row back to its 1, an End closes it; the turn ends."""
        colour = COLOURS.index(action.row)
        codes = [known_code(t) for t in action.tiles]
        hand = self.hands[seat]
        for c in codes:
            hand[colour] &= ~(1 << c)
        row = self.rows[colour]
        row.extend(codes)
        self.passed = []
        events.append(ev.TilesPlaced(seat, action.row, action.tiles, self.count(seat)))
        if codes[-1] == RESTART:
            removed = row[1:-1]
            self.out[colour].extend(row[1:])
            del row[1:]
            events.append(ev.RowRestarted(seat, action.row, tuple(token(c) for c in removed)))
        elif codes[-1] == END:
            events.append(ev.RowEnded(seat, action.row))
        self._next(seat, events)

    def _special(self, seat: int, action: Scissors | Trash, events: list[Event]) -> None:
        """Spend the special, clear the end of the row, then await the optional placement."""
        kind = SCISSORS if type(action) is Scissors else TRASH
        colour = COLOURS.index(action.row)
        row = self.rows[colour]
        count = action.count if isinstance(action, Trash) else 1
        removed = row[-count:]
        del row[-count:]
        self.out[colour].extend(removed)
        self.specials[seat][kind] -= 1
        self.used.append([seat, "scissors" if kind == SCISSORS else "trash", action.row])
        self.passed = []
        left = self.count(seat)
        if kind == SCISSORS:
            events.append(ev.RowCut(seat, action.row, token(removed[0]), left))
        else:
            events.append(ev.RowTrashed(seat, action.row, tuple(token(c) for c in removed), left))
        if left == 0:
            self._finish(events, ev.WentOut(seat))
        else:
            # Even when nothing fits, the seat still ends its turn itself: an instant pass would
            # tell every other seat that it holds nothing of that colour above the row's end.
            self.pending = (kind, colour)
            if not fits(row[-1], self.hands[seat][colour]):
                events.append(ev.NothingFits(seat, action.row, audience=(seat,)))

    def _end_turn(self, seat: int, action: EndTurn, events: list[Event]) -> None:
        """Place nothing after the special."""
        events.append(ev.PlacementDeclined(seat))
        self._hand_on(seat, events)

    def _pass(self, seat: int, action: Pass, events: list[Event]) -> None:
        """Nothing fits: pass; when every player has passed in a row the game ends."""
        # Everyone now knows the seat holds no tile that would have fitted a row: hands only
        # shrink, so that stays true for the rest of the game.
        ceilings = self.ceilings[seat]
        for colour, row in enumerate(self.rows):
            ceilings[colour] = min(ceilings[colour], row[-1])
        self.passed.append(seat)
        events.append(ev.Passed(seat, len(self.passed), self.players))
        if len(self.passed) == self.players:
            self._finish(events, ev.AllPassed())
        else:
            self._hand_on(seat, events)

    def _next(self, seat: int, events: list[Event]) -> None:
        """After a placement: the game ends at once on an empty hand, else the turn moves on."""
        if self.count(seat) == 0:
            self._finish(events, ev.WentOut(seat))
        else:
            self._hand_on(seat, events)

    def _hand_on(self, seat: int, events: list[Event]) -> None:
        """The next seat clockwise plays."""
        self.pending = None
        self.turn = (seat + 1) % self.players
        events.append(ev.TurnBegan(self.turn))

    def _finish(self, events: list[Event], reason: Event) -> None:
        """End the game: every hand is shown and scored."""
        self.ending = "out" if isinstance(reason, ev.WentOut) else "blocked"
        self.pending = None
        self.turn = None
        events.append(reason)
        events.append(GameEnded(self.winners(), tuple(s.total for s in self.scores())))

    # --- scores, views, copies --------------------------------------------------------------

    def scores(self) -> list[ScoreSheet]:
        """Every hand's itemised score (what it would count if the game ended now)."""
        return [sheet(self.hands[s], self.specials[s]) for s in range(self.players)]

    def totals(self) -> list[int]:
        """Every hand's score, counted without itemising: rollouts ask for it at every view."""
        return [total(self.hands[s], self.specials[s]) for s in range(self.players)]

    def winners(self) -> tuple[int, ...]:
        """Lowest score, then fewest tiles; a remaining tie is shared. Empty until the end."""
        if not self.ending:
            return ()
        return ranking_winners(self.scores(), [self.count(s) for s in range(self.players)])

    def view(self, seat: int | None) -> SixteenView:
        """What this seat may know: its own hand, the rows and the public counts (view.py)."""
        return build_view(self, seat)

    def snapshot(self) -> JSONDict:
        """The whole table, hands and bag included."""
        return {
            "players": self.players,
            "dealt": self.dealt,
            "first": self.first,
            "turn": self.turn,
            "hands": [list(h) for h in self.hands],
            "specials": [list(s) for s in self.specials],
            "rows": [list(r) for r in self.rows],
            "out": [list(o) for o in self.out],
            "bag": list(self.bag),
            "pending": list(self.pending) if self.pending else None,
            "passed": list(self.passed),
            "used": [list(u) for u in self.used],
            "ceilings": [list(c) for c in self.ceilings],
            "ending": self.ending,
        }

    def clone(self) -> SixteenState:
        """An independent copy, containers copied by hand for speed."""
        other = object.__new__(SixteenState)
        other.__dict__.update(self.__dict__)
        other.hands = [h[:] for h in self.hands]
        other.specials = [s[:] for s in self.specials]
        other.rows = [r[:] for r in self.rows]
        other.out = [o[:] for o in self.out]
        other.bag = self.bag[:]
        other.passed = self.passed[:]
        other.used = [u[:] for u in self.used]
        other.ceilings = [c[:] for c in self.ceilings]
        return other


_CHECKS: dict[type[Action], Callable[[SixteenState, int, Any], str | None]] = {
    Place: SixteenState._check_place,
    PlaceAgain: SixteenState._check_again,
    Scissors: SixteenState._check_special,
    Trash: SixteenState._check_special,
    EndTurn: SixteenState._check_end_turn,
    Pass: SixteenState._check_pass,
}
_APPLY: dict[type[Action], Callable[[SixteenState, int, Any, list[Event]], None]] = {
    Deal: SixteenState._deal,
    Place: SixteenState._place,
    PlaceAgain: SixteenState._place,
    Scissors: SixteenState._special,
    Trash: SixteenState._special,
    EndTurn: SixteenState._end_turn,
    Pass: SixteenState._pass,
}
