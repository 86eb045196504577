"""The skeleton the roll-and-writes share: the dice roll, every seat chooses in secret, then
every choice is revealed at once.

Phases: "roll" (the dice decide: `acting_seats` is {CHANCE}), then one or more phases of secret
choices, then "over". A seat's choice waits in `pending`, seen only in that seat's view, until
the last seat of the phase has chosen; the game then reveals them all (`_reveal`). A game fills
in the roll (`_roll`), the private confirmation (`_recorded`), the reveal and the reasons a
choice is refused (`_choice_problem`).
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, cast

from accessiplay.core.actions import Action, decode_action, encode_action
from accessiplay.core.dice import roll, roll_problem
from accessiplay.core.errors import BadRecord
from accessiplay.core.events import Event
from accessiplay.core.protocol import CHANCE, JSONDict, State
from accessiplay.core.snapshots import bad, integer, mapping, seats


class SecretRoundState(State):
    """A roll-and-write: a shared roll, simultaneous secret choices, one reveal."""

    #: The game's roll action, built from the sorted dice.
    roll_type: Callable[[tuple[int, ...]], Action]
    #: How many dice a roll throws.
    dice_count = 3

    phase: str
    pending: dict[int, Action]
    waiting: set[int]
    # Per seat, the legal choices of this phase in whatever form the game caches them.
    _legal: dict[int, Any]

    def acting_seats(self) -> frozenset[int]:
        """The dice at a roll, the seats yet to choose otherwise, nobody once over."""
        if self.phase == "roll":
            return frozenset((CHANCE,))
        return frozenset(self.waiting)

    def illegal_reason(self, seat: int, action: Action) -> str | None:
        """A roll must be `dice_count` dice of 1 to 6; a choice answers to the game's rules."""
        if seat == CHANCE:
            return roll_problem(action, self.roll_type, self.dice_count)  # type: ignore[arg-type]
        return self._choice_problem(seat, action)

    def sample_chance(self, rng: random.Random) -> Action:
        """The dice, sorted so they are announced from low to high."""
        return self.roll_type(tuple(sorted(roll(rng, self.dice_count))))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Roll, or keep one seat's secret choice and reveal them all once the last has chosen."""
        if seat == CHANCE:
            # illegal_reason has checked it is a roll of this game's dice.
            return self._roll(tuple(cast(Any, action).dice))
        self.pending[seat] = action
        self.waiting.discard(seat)
        if self.waiting:
            return self._recorded(seat, action)
        return self._reveal()

    def _everyone_chooses(self, phase: str = "choose") -> None:
        """A new phase of choices in which every seat must decide."""
        self.phase = phase
        self.waiting = set(range(self.players))
        self._legal = {}

    def _forget_choices(self) -> None:
        """The choices are written: none is pending, and the legal choices must be rebuilt."""
        self.pending = {}
        self._legal = {}

    def _own_choice(self, seat: int | None) -> JSONDict | None:
        """This seat's own pending choice, the one secret its view may show."""
        mine = self.pending.get(seat) if seat is not None else None
        return encode_action(mine) if mine else None

    def _choices_json(self) -> JSONDict:
        """The secret choices and who is still to choose, as a snapshot keeps them."""
        return {
            "pending": {str(s): encode_action(a) for s, a in sorted(self.pending.items())},
            "waiting": sorted(self.waiting),
        }

    def _read_choices(self, data: JSONDict, action_types: Mapping[str, type]) -> None:
        """The pending choices and the seats still to choose, from a snapshot (checked)."""
        for key, choice in mapping(data["pending"], "pending").items():
            seat = integer(int(key) if key.isdigit() else key, "pending", 0, self.players - 1)
            try:
                self.pending[seat] = decode_action(mapping(choice, "pending"), action_types)
            except BadRecord:
                raise bad("pending", choice) from None
        self.waiting = set(seats(data["waiting"], "waiting", self.players))

    def _choices_problem(self, everyone: bool) -> str | None:
        """What is wrong with the secret choices of a hand-made position, or None.

        `everyone`: every seat decides in this phase, so each has chosen or is still to.
        """
        deciding = self.phase not in ("roll", "over")
        if not deciding and (self.waiting or self.pending):
            return "choices-out-of-phase"
        if deciding and not self.waiting:
            return "nobody-to-choose"
        if self.waiting & set(self.pending):
            return "chose-and-waiting"
        if deciding and everyone and self.waiting | set(self.pending) != set(range(self.players)):
            return "seat-left-out"
        for seat, choice in self.pending.items():
            # legal_actions answers only for a seat still deciding: ask as if it were.
            self.waiting.add(seat)
            legal = choice in self.legal_actions(seat)
            self.waiting.discard(seat)
            self._legal = {}
            if not legal:
                return "pending-illegal"
        return None

    @abstractmethod
    def _roll(self, dice: tuple[int, ...]) -> list[Event]:
        """Write the dice and open the choices."""

    @abstractmethod
    def _recorded(self, seat: int, action: Action) -> list[Event]:
        """The private confirmation of a choice that waits for the others."""

    @abstractmethod
    def _reveal(self) -> list[Event]:
        """Write every pending choice, then close the phase (a new one, a roll, or the end)."""

    @abstractmethod
    def _choice_problem(self, seat: int, action: Action) -> str | None:
        """The reason code of the rule a seat's choice breaks, or None when it is legal."""
