"""The game screen: the move chooser, the in-game keys, bots at a listenable pace, hand-overs.

Its turn flow is the state machine of `accessiplay.ui.turns`: `after_change` asks what the
game waits for and follows one transition, and each transition has one method that speaks it.
The game is a `TableSession`: a local Session, or an online table whose server answers a move
later; that answer is taken by `step_now`, as a bot's step is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessiplay.core import CHANCE, Action, IllegalAction
from accessiplay.names import clean_path
from accessiplay.present import Ctx, Msg
from accessiplay.session import Session
from accessiplay.table_session import Refused, TableSession
from accessiplay.ui import flow
from accessiplay.ui.chooser import MoveChooser, SeatMoves
from accessiplay.ui.last_move import LastMove
from accessiplay.ui.screens.base import Screen
from accessiplay.ui.screens.chooser import ChooserKeys
from accessiplay.ui.screens.game_keys import GameKeys
from accessiplay.ui.screens.game_news import SharedNews
from accessiplay.ui.screens.hint_keys import HintKeys
from accessiplay.ui.screens.table_keys import TableHost, TableKeys
from accessiplay.ui.turns import Turn, TurnEvent, TurnMachine, next_event


class GameScreen(SharedNews, GameKeys, ChooserKeys, HintKeys, TableKeys, Screen):
    """One game in progress, seen by the human at the keyboard (the holder)."""

    title_id = "ui-title-game"

    def __init__(self, app, session: TableSession, resumed: bool = False, coach=None):
        super().__init__(app)
        #: A tutorial's coach (accessiplay.tutorial.Coach), consulted before each move and
        #: after each change; None in a real game.
        self.coach = coach
        self.session = session
        self.game = session.game
        self.presenter = self.game.presenter()
        humans = session.humans()
        # With several humans nobody holds the keyboard until the first one confirms, so no
        # hand is spoken to the wrong person at the deal.
        self.holder: int | None = humans[0] if len(humans) == 1 else None
        self.chooser = MoveChooser(self.holder_moves, lambda: app.settings.auto_single)
        self.last_prompt = None
        self.turn = TurnMachine()
        # When the bot waited for in BOTS plays: after its pause, so a listener can follow.
        self.due: float | None = None
        self.resumed = resumed
        self.save_error_said = False
        self.news_init(resumed)
        self.events_spoken = 0
        self.last_step_spoke = True
        # Online: the holder's move went to the server and its answer has not been taken yet.
        self.sent = False
        # Whether anyone but chance acted since the holder last chose: only then is the game
        # coming back to the holder a new turn (online the dice come after a wait in BOTS).
        self.others_acted = True
        #: The table before the last move, so the full screen lights what that move changed.
        self.last_move = LastMove()

    # --- what the holder may know -------------------------------------------------------
    def ctx(self) -> Ctx:
        """The holder's view, names and verbosity, for the presenter."""
        view = self.session.state.view(self.holder)
        return Ctx(
            view, self.holder, self.session.names, self.app.settings.verbose, self.chooser.marks
        )

    def holder_moves(self) -> SeatMoves:
        """The moves the chooser offers: those of the human at the keyboard."""
        assert self.holder is not None, "the chooser is used only on the holder's turn"
        return SeatMoves(self.session.state, self.holder)

    def title(self) -> Msg:
        """'Sixty-One' as the screen title."""
        return Msg.of(f"{self.game.id}-name")

    def enter(self) -> None:
        """First entry starts the game; coming back from a review repeats where the player is."""
        if self.turn.state is Turn.NEW:
            self.app.announcer.history.clear(self.holder)
            intro = "ui-game-resumed" if self.resumed else "ui-game-started"
            game = Msg.of(f"{self.game.id}-name")
            self.say(
                Msg.of(intro, game=game, players=self.seat_words(), alone=self.alone()),
                public=True,
            )
            if self.resumed and not self.session.finished():
                self.say(*self.where_resumed(), public=True)
            self.after_change()
            return
        self.say(*self.where_am_i())

    def alone(self) -> str:
        """'yes' when the only seat is the human at the keyboard: 'Players: Player 1.' was a
        list of one, so a solo game says 'You play alone.'"""
        seats = self.session.seats
        return "yes" if len(seats) == 1 and not seats[0].is_bot else "no"

    def where_resumed(self) -> list[Msg]:
        """A game taken up again says where it stands first, as T does (play-test: coming back
        the next evening, 'resumed' went straight to the question, with no turn nor dice)."""
        if self.alone() == "yes":
            return self.presenter.turn(self.ctx())
        # Said to the table, by name (with several humans nobody holds the keyboard yet); the
        # holder's own "your turn" follows at once.
        view = self.session.state.view(None)
        return self.presenter.turn(Ctx(view, None, self.session.names, self.app.settings.verbose))

    def seat_words(self) -> tuple:
        """Every seat by name, a bot with its level ('Ana, normal bot')."""
        return tuple(
            Msg.of("ui-seat-bot", name=seat.name, kind=Msg.of(f"ui-seat-kind-{seat.level}"))
            if seat.is_bot
            else seat.name
            for seat in self.session.seats
        )

    def where_am_i(self) -> list[Msg]:
        """Whose turn, and the chooser's question and focus when it is the holder's."""
        if self.session.finished():
            return [Msg.of("ui-game-over-short")]
        if self.my_turn():
            return self.describe_choice()
        return self.waiting()

    def status(self) -> str:
        """Status bar: game, round or turn, and whose decision is awaited."""
        tr = self.app.announcer.tr
        parts = [tr(self.title())] + [tr(m) for m in self.presenter.turn(self.ctx())]
        if self.holder is not None and len(self.session.humans()) > 1:
            # "you" on the screen is whoever holds the keyboard: a partner must see who that is.
            holder = Msg.of("ui-status-holder", name=self.session.names[self.holder])
            parts.insert(1, tr(holder))
        out = parts[0]
        for part in parts[1:]:
            # A part that is a whole sentence is followed by a space, not by "., ".
            out += (" " if out.endswith((".", "!", "?")) else tr(Msg.of("list-separator"))) + part
        return out

    def body(self) -> list[tuple[bool, str]]:
        """The chooser's options when it is the holder's turn."""
        return (
            self.choice_lines()
            if self.my_turn()
            else [(False, t) for t in map(self.app.announcer.tr, self.waiting())]
        )

    # --- turn flow ----------------------------------------------------------------------
    def my_turn(self) -> bool:
        """Whether the game waits for the human at the keyboard (and not for a move's answer)."""
        return self.turn.state is Turn.CHOOSING and not self.sent

    def seated(self) -> int:
        """The holder's seat, for what runs only while a human holds the keyboard."""
        if self.holder is None:
            raise ValueError("nobody holds the keyboard yet")
        return self.holder

    def waiting(self) -> list[Msg]:
        """Who the game is waiting for: never the holder, who is asked this only while another
        seat goes first (a bot still thinking over a choice made at the same time)."""
        state = self.session.state
        acting = sorted(s for s in state.acting_seats() if s >= 0 and s != self.holder)
        names = tuple(self.session.names[s] for s in acting)
        return [Msg.of("ui-waiting-for", players=names)] if names else [Msg.of("ui-waiting")]

    def after_change(self) -> None:
        """Decide what comes next: the end, an automatic step, a hand-over or the holder's turn."""
        self._say_save_error()
        if self.turn.state is Turn.OVER:
            return
        if self.coach is not None:
            self.coach.changed(self)
        if not self.session.finished() and self.session.state.is_chance():
            # Dice and decks answer at once, inside the key press that threw them.
            self.step_now()
            return
        human = self.session.human_to_act()
        event = next_event(
            self.turn.state,
            finished=self.session.finished(),
            to_act=human,
            holder=self.holder,
            humans=len(self.session.humans()),
            others_acted=self.others_acted,
            private=not self.game.seats_see_alike,
            alongside=isinstance(self.session, Session) and bool(self.session.alongside_bots()),
        )
        self.turn.fire(event)
        if self.turn.state is Turn.CHOOSING:
            self.others_acted = False
        if event is TurnEvent.GAME_ENDED:
            self.game_over()
        elif event is TurnEvent.BOT_DUE:
            self.wait_for_bot()
        elif human is None:
            raise AssertionError(f"{event.name} without a human to act")
        elif event is TurnEvent.CALL_HUMAN:
            self.call_human(human)
        else:
            if human != self.holder:
                self.pass_keyboard(human)
            self.your_turn() if event is TurnEvent.NEW_TURN else self.go_on()

    def wait_for_bot(self) -> None:
        """Let the next bot act after its pause.

        The pause lets a listener follow; after a bot action that said nothing there is
        nothing to follow, so the next comes at once.
        """
        pause = self.app.settings.bot_pause if self.last_step_spoke else 0.0
        self.due = self.app.clock() + pause

    def call_human(self, seat: int) -> None:
        """Ask the next human to take the keyboard before anything private is said."""
        self.app.nav.open(
            "hand-over",
            self.session.names[seat],
            lambda: self.take_keyboard(seat),
            self.leave,
            seat,
        )

    def take_keyboard(self, seat: int) -> None:
        """The next human confirmed they have the keyboard: their private news, then their turn."""
        self.turn.fire(TurnEvent.KEYBOARD_TAKEN)
        self.others_acted = False
        self.pass_keyboard(seat, recap=True)
        self.your_turn()

    def pass_keyboard(self, seat: int, recap: bool = False) -> None:
        """The keyboard is now seat's: history reads back what they may hear, their news is
        said, after the last move again when the hand-over's call cut it off (`recap`)."""
        self.app.announcer.history.hand_to(seat)
        self.tell_taker(seat, recap)
        self.holder = seat

    def your_turn(self) -> None:
        """Start the holder's decision: cue, the question and the first option."""
        self.chooser.reset()
        self.turn_taken()
        self.say(
            Msg.of(
                "ui-your-turn",
                player=self.session.names[self.seated()],
                alone="yes" if len(self.session.humans()) == 1 else "no",
            ),
            *self.presenter.turn_start(self.ctx()),
            *self.describe_choice(),
            cue="your-turn",
            interrupt=False,
        )

    def go_on(self) -> None:
        """The holder acts again in the same turn (a kept die, a new throw): no new call.

        When the question is the same the focus stays on the option chosen (the die just
        kept); a new question (a new throw) starts at its first option and is said.
        """
        before = self.last_prompt
        self.chooser.reopen()
        if self.prompt() != before:
            self.chooser.focus = 0
            self.say(*self.describe_choice(), interrupt=False)
        elif not self.events_spoken:
            self.say(*self.describe_choice(), interrupt=False)

    def rejoined(self) -> None:
        """Back at an online table after a drop: the player heard only the loss and the
        return, so the question is said again even when the turn did not change meanwhile."""
        self.events_spoken = 0
        # The server sends the whole table after a rejoin: taken even in the middle of a choice.
        self.sent, self.due = True, self.app.clock()

    def pending(self, wait: bool = False) -> bool:
        """Whether a bot's step or the server's answer waits for its moment (`wait`: thought)."""
        return (self.turn.state is Turn.BOTS or self.sent) and self.session.ready(wait)

    def step_now(self) -> bool:
        """Play one automatic step now and announce it (online: the server's next step)."""
        self.due = None
        own, self.sent = self.sent, False
        self.last_move.note(self.holder, self.session.humans(), self.session.state)
        try:
            step = self.session.auto_step(save=False)
        except IllegalAction as exc:
            # The server refused the holder's move: said as a local refusal is, turn unchanged.
            self.say(*self.refusal(exc), cue="error")
            # The table may have moved on meanwhile (a drop, a stand-in): take what came.
            self.after_change()
            return False
        if step is None:
            self.after_change()
            return False
        self.others_acted = self.others_acted or step.seat not in (CHANCE, self.holder)
        self._own_step_lost()
        self.last_move.took(step.seat)
        spoken = self.announce(step.events)
        # The holder's own move is said as `play` says it locally.
        self.events_spoken = spoken if own else self.events_spoken + spoken
        self.last_step_spoke = own or spoken > 0
        self.session.save()
        self.after_change()
        return True

    def _own_step_lost(self) -> None:
        """Online, the holder's own step was lost in an unreadable frame: 'Your turn' as usual."""
        if getattr(self.session, "gave_up", False) and self.turn.state is Turn.CHOOSING:
            self.session.gave_up = False  # type: ignore[attr-defined]
            self.turn.fire(TurnEvent.BOT_DUE)

    def play(self, action: Action) -> None:
        """Apply the holder's action, or explain why it cannot be done and change nothing."""
        if self.coach is not None and not self.coach.accepts(self, action):
            return
        self.last_move.note(self.holder, self.session.humans(), self.session.state)
        spoken = self._bots_alongside()
        try:
            step = self.session.play(self.seated(), action, save=False)
        except IllegalAction as exc:
            self.say(*self.refusal(exc), cue="error", interrupt=not spoken)
            return
        if step is None:
            # Sent to the server: its answer is taken by step_now when it comes.
            self.sent = True
            self.due = self.app.clock()
            return
        self.last_move.took(step.seat)
        self.events_spoken = spoken + self.announce(step.events, first=not spoken)
        self.last_step_spoke = True
        # Saved right after the words leave, so the disk write is not between key and speech.
        self.session.save()
        self.after_change()

    def _bots_alongside(self) -> int:
        """Put in, and say, the choices of the bots that chose while the holder did (their
        thinking ran meanwhile); how many lines that said."""
        if not isinstance(self.session, Session):
            return 0
        spoken = 0
        for step in self.session.alongside():
            self.others_acted = True
            spoken += self.announce(step.events, first=not spoken)
        return spoken

    def refusal(self, exc: IllegalAction) -> list[Msg]:
        """Why a move was refused: the table's own words (online), or the game's reason."""
        return exc.words if isinstance(exc, Refused) else [self.illegal_msg(exc.reason)]

    def illegal_msg(self, reason: str) -> Msg:
        """The game's own words for a broken rule, or the platform's."""
        specific = f"{self.game.id}-illegal-{reason}"
        if self.app.announcer.tr.has(specific):
            return Msg.of(specific)
        return Msg.of("ui-illegal", reason=reason)

    def _say_save_error(self) -> None:
        """Tell once that the game cannot be saved, and where; the game goes on."""
        error = self.session.save_error
        if error is not None and not self.save_error_said:
            self.save_error_said = True
            self.say(
                Msg.of("ui-save-failed", path=clean_path(self.session.save_path)),
                cue="error",
                interrupt=False,
            )
        elif error is None:
            self.save_error_said = False

    def game_over(self) -> None:
        """Speak the end, itemised, and offer it as a list to read again."""
        self.app.announcer.history.hand_to(None)
        humans = self.session.humans()
        # With several players at one keyboard nobody is "you": each hears their result by name.
        self.holder = humans[0] if len(humans) == 1 else None
        result = flow.finish(self.session) if self.coach is None else self.coach.finish()
        lines = list(self.presenter.final(self.ctx()))
        if result.score is not None:
            own = f"{self.game.id}-best-score"
            msg_id = own if self.app.announcer.tr.has(own) else "ui-best-score"
            lines.append(Msg.of(msg_id, score=result.score, best=result.best, new=result.new_best))
        self.say(Msg.of("ui-game-over"), cue="game-over", interrupt=False, public=True)
        for line in lines:
            self.say(line, interrupt=False, public=True)
        # Said after the scores: statistics are never worth the end of a game.
        for line in flow.statistics_news(result):
            self.say(line, interrupt=False, public=True)
        if self.coach is not None:
            for line in self.coach.closing():
                lines.append(line)
                self.say(line, interrupt=False, public=True)
        self.app.nav.open("final", self, lines)


if TYPE_CHECKING:

    def _hosts_table_keys(screen: GameScreen) -> TableHost:
        """Where mypy checks that GameScreen gives TableKeys everything the mixin expects."""
        return screen
