"""The game screen's turn flow as one explicit state machine.

States (`Turn`):

- NEW        the screen is open and nothing has been said yet.
- BOTS       a bot is to act; it plays once its pause is over (`GameScreen.due`).
- HAND_OVER  another human is called to the keyboard; nothing private is said until they
             confirm.
- CHOOSING   the human at the keyboard (the holder) chooses a move with the chooser.
- OVER       the end was said; only the reading keys still answer.

Events (`TurnEvent`): after each change of the game (the first entry, a move, a bot's move) the
screen plays dice and decks at once, then asks `next_event` what the game waits for:

- BOT_DUE         a bot is to act.
- CALL_HUMAN      a human who does not hold the keyboard is to act.
- KEYBOARD_TAKEN  that human confirmed they have the keyboard (not from `next_event`: a key).
- NEW_TURN        the holder is to act and someone else acted since: "Your turn" is said. In a
                  game where every seat sees the same table, the next human at the keyboard
                  takes it this way too, without a hand-over: there is nothing to hide.
- SAME_TURN       the holder acts again in the same turn (a kept die, a new throw): no call.
- GAME_ENDED      the game is over.

Transitions (`TRANSITIONS`; any other pair is refused with `BadTransition`):

    NEW       --BOT_DUE-->        BOTS        BOTS      --BOT_DUE-->        BOTS
    NEW       --CALL_HUMAN-->     HAND_OVER   BOTS      --CALL_HUMAN-->     HAND_OVER
    NEW       --NEW_TURN-->       CHOOSING    BOTS      --NEW_TURN-->       CHOOSING
    NEW       --GAME_ENDED-->     OVER        BOTS      --GAME_ENDED-->     OVER
    HAND_OVER --KEYBOARD_TAKEN--> CHOOSING    CHOOSING  --BOT_DUE-->        BOTS
    CHOOSING  --CALL_HUMAN-->     HAND_OVER   CHOOSING  --SAME_TURN-->      CHOOSING
    CHOOSING  --GAME_ENDED-->     OVER        BOTS      --SAME_TURN-->      CHOOSING
    CHOOSING  --NEW_TURN-->       CHOOSING

OVER has no way out: the end is said once. A new turn is called only when the game comes to
the holder from NEW, BOTS or HAND_OVER; straight from CHOOSING (the holder's own move, then
perhaps dice) it is the same turn going on, unless a bot chooses alongside the holder (a round
everyone chooses at once: the bot thinks while the holder chooses, so BOTS is not passed). Online the dice thrown by the holder's own move
come from the server in an update of their own, so the screen waits in BOTS meanwhile; when
nobody but chance acted there (`others_acted` false), it is still the same turn.
"""

from __future__ import annotations

import enum


class Turn(enum.Enum):
    """Where the game screen stands in the turn flow."""

    NEW = "new"
    BOTS = "bots"
    HAND_OVER = "hand-over"
    CHOOSING = "choosing"
    OVER = "over"


class TurnEvent(enum.Enum):
    """What happened, or what the game now waits for, as the turn machine hears it."""

    BOT_DUE = "bot-due"
    CALL_HUMAN = "call-human"
    KEYBOARD_TAKEN = "keyboard-taken"
    NEW_TURN = "new-turn"
    SAME_TURN = "same-turn"
    GAME_ENDED = "game-ended"


_FROM_NEW_OR_BOTS = {
    TurnEvent.BOT_DUE: Turn.BOTS,
    TurnEvent.CALL_HUMAN: Turn.HAND_OVER,
    TurnEvent.NEW_TURN: Turn.CHOOSING,
    TurnEvent.GAME_ENDED: Turn.OVER,
}

TRANSITIONS: dict[tuple[Turn, TurnEvent], Turn] = {
    **{(Turn.NEW, cue): target for cue, target in _FROM_NEW_OR_BOTS.items()},
    **{(Turn.BOTS, cue): target for cue, target in _FROM_NEW_OR_BOTS.items()},
    (Turn.HAND_OVER, TurnEvent.KEYBOARD_TAKEN): Turn.CHOOSING,
    (Turn.CHOOSING, TurnEvent.BOT_DUE): Turn.BOTS,
    (Turn.CHOOSING, TurnEvent.CALL_HUMAN): Turn.HAND_OVER,
    (Turn.CHOOSING, TurnEvent.SAME_TURN): Turn.CHOOSING,
    (Turn.CHOOSING, TurnEvent.GAME_ENDED): Turn.OVER,
    (Turn.BOTS, TurnEvent.SAME_TURN): Turn.CHOOSING,
    (Turn.CHOOSING, TurnEvent.NEW_TURN): Turn.CHOOSING,
}


class BadTransition(RuntimeError):
    """The screen asked for a move the table does not have: a bug in the turn flow."""

    def __init__(self, state: Turn, event: TurnEvent):
        super().__init__(f"no transition from {state.name} on {event.name}")
        self.state = state
        self.event = event


class TurnMachine:
    """The current state and the only way to change it: `fire(event)` along the table."""

    def __init__(self, state: Turn = Turn.NEW):
        self.state = state

    def fire(self, event: TurnEvent) -> Turn:
        """Follow the transition for this event, or refuse it and stay where it is."""
        target = TRANSITIONS.get((self.state, event))
        if target is None:
            raise BadTransition(self.state, event)
        self.state = target
        return target


def next_event(
    state: Turn,
    *,
    finished: bool,
    to_act: int | None,
    holder: int | None,
    humans: int,
    others_acted: bool = True,
    private: bool = True,
    alongside: bool = False,
) -> TurnEvent:
    """What the game waits for once dice and decks are done, from the facts of the session.

    `to_act` is the human whose decision the game waits for (None while a bot is to act),
    `holder` the human at the keyboard, `humans` how many humans share it, `others_acted`
    whether anyone but chance acted since the holder last chose (online, BOTS may have waited
    only for the server's dice), `private` whether seats see different tables (a hand, a
    secret choice), which makes the next human confirm they took the keyboard, `alongside`
    whether a bot chooses at the same time as the holder and has not yet: a new round for
    both, said as a turn even straight from the holder's last choice.
    """
    if finished:
        return TurnEvent.GAME_ENDED
    if to_act is None:
        return TurnEvent.BOT_DUE
    if to_act != holder and humans > 1:
        return TurnEvent.CALL_HUMAN if private else TurnEvent.NEW_TURN
    going_on = (state is Turn.CHOOSING and not alongside) or (
        state is Turn.BOTS and not others_acted
    )
    return TurnEvent.SAME_TURN if going_on else TurnEvent.NEW_TURN
