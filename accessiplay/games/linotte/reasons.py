"""Why an action breaks a rule of La Linotte: one reason code per rule, spoken by the UI.

Kept apart from the state so the rules of a move read in one place, and the state keeps to
carrying moves out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessiplay.core.actions import Action
from accessiplay.core.protocol import CHANCE
from accessiplay.games.linotte import board as bd
from accessiplay.games.linotte import combos as cb
from accessiplay.games.linotte.actions import (
    Announce,
    DrawFirst,
    Place,
    PlaceNothing,
    Roll,
    Stop,
    Throw,
)
from accessiplay.games.linotte.hands import ONLY_INTS, is_subhand, options

if TYPE_CHECKING:
    from accessiplay.games.linotte.state import LinotteState

#: The two outcomes of the draw for white: immutable, shared by every state.
DRAWS = (DrawFirst(0), DrawFirst(1))


def illegal_reason(state: LinotteState, seat: int, action: Action) -> str | None:
    """Name the rule an action breaks, so the player hears why."""
    if seat == CHANCE:
        return _chance_reason(state, action)
    kind = type(action)
    if kind is Throw or kind is Announce or kind is Stop:
        return _throwing_reason(state, action)
    if isinstance(action, Place):
        return _place_reason(state, action)
    if kind is PlaceNothing:
        return None if state.stopped else "still-throwing"
    return "not-legal"


def _chance_reason(state: LinotteState, action: Action) -> str | None:
    """The draw happens once; a roll gives one value 1–6 per die not kept."""
    if state.white is None:
        return None if action in DRAWS else "not-legal"
    if type(action) is not Roll or not isinstance(action.dice, tuple):
        return "not-legal"
    wanted = cb.DICE if not state.dice else state.kept.count(False)
    dice = action.dice
    # Types first: min and max then compare ints only (a bool or a float is no die).
    if len(dice) != wanted or set(map(type, dice)) != ONLY_INTS or min(dice) < 1 or max(dice) > 6:
        return "bad-roll"
    return None


def _throwing_reason(state: LinotteState, action: Action) -> str | None:
    """Between throws only: dice exist, throwing is not over, each rule's own moment."""
    if state.stopped:
        return "throwing-over"
    if isinstance(action, Throw):
        return throw_reason(state, action.keep)
    if not state.throws:
        return "no-dice-yet"
    if isinstance(action, Announce):
        return _announce_reason(state, action.combo)
    return None  # a Stop


def throw_reason(state: LinotteState, keep: object) -> str | None:
    """The first throw keeps nothing; a rethrow keeps some of the dice, never all five (asked
    of the player to throw, before throwing is over)."""
    if not state.throws:
        return None if keep == () else "no-dice-yet"
    if isinstance(keep, tuple) and len(keep) == cb.DICE and sorted(keep) == list(state.dice):
        return "all-kept"
    return None if is_subhand(keep, state.dice) else "bad-keep"


def _announce_reason(state: LinotteState, combo: object) -> str | None:
    """APPEL: one of five combinations, once, right after the first throw."""
    if combo not in cb.ANNOUNCEABLE:
        return "bad-combo"
    if state.announced is not None:
        return "already-announced"
    if state.throws > 1:
        return "announce-too-late"
    return None if state.may_announce() else "appel-taken"


def _place_reason(state: LinotteState, action: Place) -> str | None:
    """An empty cell whose combination the final dice show, once throwing is over."""
    if not state.stopped:
        return "still-throwing"
    cell = bd.INDEX.get(action.cell) if isinstance(action.cell, str) else None
    if cell is None:
        return "bad-cell"
    if state.board[cell] is not None:
        return "cell-taken"
    if cell not in options(state.dice, state.throws, state.announced)[1]:
        return "not-shown"
    return None
