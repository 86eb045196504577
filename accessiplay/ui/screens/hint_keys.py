"""H and Shift+H on the game screen: the hard bot's advice, and never a key kept waiting.

The hard bot may think for up to a second, so it thinks in a worker thread on a copy of the
game. A press while it thinks says so at once, and the advice is spoken by itself when it is
ready (the drivers poll `deliver_hint` between keys), unless the turn has moved on by then:
advice for a decision already taken is dropped. H says the best move and why, Shift+H the
three best, each its own line, in a list the arrows read again.
"""

from __future__ import annotations

import random
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import Game
from accessiplay.core.actions import Action
from accessiplay.present import Ctx, Msg, Presenter
from accessiplay.session import Session
from accessiplay.table_session import TableSession
from accessiplay.ui.chooser import MoveChooser
from accessiplay.ui.commands import command

#: One thinker for every game screen: a hint is asked for at one keyboard at a time.
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")


class HintJob:
    """The thinking for one decision, and how many moves the player is waiting to hear."""

    def __init__(
        self, moment: int, seat: int, future: Future[list[Ranked]], begun: tuple[Any, ...] = ()
    ):
        self.moment = moment  # actions played when asked: the decision it is for
        self.seat = seat
        self.future = future
        self.begun = begun  # the chooser's steps already chosen: the hint finishes that move
        self.wanted = 0  # 1 (H) or 3 (Shift+H) once asked while thinking, 0 when nothing waits
        self.counted = False  # the statistics count one hint a decision, however often heard


class HintKeys:
    """Mixed into GameScreen, which provides the session, the holder and `say`."""

    #: Where the hard bot thinks; tests give an executor they run by hand.
    thinker: Executor = _THINKER
    #: The thinking for the decision the holder faces now (or a past one, until replaced).
    hint_job: HintJob | None = None

    if TYPE_CHECKING:  # what GameScreen provides
        app: Any
        say: Any  # the announcer's say
        game: Game
        holder: int | None
        presenter: Presenter
        chooser: MoveChooser
        session: TableSession

        def ctx(self) -> Ctx: ...
        def my_turn(self) -> bool: ...
        def play(self, action: Action) -> None: ...

    @command("hint", "h", when="my_turn")
    def cmd_hint(self, repeat: bool) -> None:
        """The move the hard bot would make, and why."""
        self._hint(1)

    @command("hint-top", "H", when="my_turn")
    def cmd_hint_top(self, repeat: bool) -> None:
        """The three best moves by the hard bot's reckoning."""
        self._hint(3)

    def _local(self) -> Session:
        """The game held here: hints search it (an online table has no hints)."""
        session = self.session
        assert isinstance(session, Session), "hints search a game held here"
        return session

    def _moment(self) -> int:
        """The decision at hand, as the number of actions played before it."""
        return len(self._local().record.actions)

    def _begun(self) -> tuple[Any, ...]:
        """The steps of the move the holder has begun choosing (none while at its first real
        choice: steps with one option, taken for them, leave every move open)."""
        return self.chooser.prefix if self.chooser.within_a_step() else ()

    def _for_now(self, job: HintJob) -> bool:
        """Whether the thinking is for the decision at hand, from the steps chosen so far."""
        return (job.moment, job.seat, job.begun) == (self._moment(), self.holder, self._begun())

    def hint_thinking(self) -> Future[list[Ranked]]:
        """The hard bot's ranking for the holder's decision now, started if need be; mid-move,
        its ranking of the ways to finish the move begun."""
        moment, begun = self._moment(), self._begun()
        job = self.hint_job
        if job is None or not self._for_now(job):
            if job is not None:
                # A search for a decision already taken, still queued, kept this one waiting
                # behind it (H at every move queued a search each): dropped unless started.
                job.future.cancel()
            # A copy, so the thread never reads the game while a key changes it.
            session = self._local()
            state, seat = session.state.clone(), self.holder
            assert seat is not None, "hints are asked on the holder's turn"
            rng = random.Random(f"{session.seed}-hint-{moment}")
            if len(hints.finishing(state.legal_actions(seat), begun)) == 1:
                # Nothing to weigh: said at once, never "Thinking about a hint" first.
                future: Future[list[Ranked]] = Future()
                future.set_result(hints.ranking(self.game, state, seat, rng, begun))
            else:
                future = self.thinker.submit(hints.ranking, self.game, state, seat, rng, begun)
            counted = job is not None and job.counted and (job.moment, job.seat) == (moment, seat)
            job = self.hint_job = HintJob(moment, seat, future, begun)
            # The same decision from another step is the same hint for the statistics.
            job.counted = counted
        return job.future

    def _hint(self, count: int) -> None:
        """Say the advice if it is ready, else that it will be said once it is (the holder's
        turn only: out of it the screen says who the game waits for)."""
        if self.session.online:
            # The hint searches the whole game, which only the server holds.
            self.say(Msg.of("lobby-no-hints"), cue="error")
            return
        future = self.hint_thinking()
        if not future.done():
            assert self.hint_job is not None
            self.hint_job.wanted = count
            self.say(Msg.of("ui-hint-thinking"))
            return
        self._tell(count, interrupt=True)

    def deliver_hint(self) -> None:
        """Say a hint asked while the bot was thinking, now that it is ready; drop it if the
        decision it was for is over or no longer the holder's."""
        job = self.hint_job
        if job is None or not job.wanted or not job.future.done() or self.session.online:
            return
        if not self._for_now(job) or not self.my_turn():
            # Advice for a step the player has left (or a decision over) would name a move
            # their chooser no longer offers from where they stand: they ask again there.
            job.wanted = 0
            return
        count, job.wanted = job.wanted, 0
        self._tell(count, interrupt=False)

    def _play_listed(self, action: Action) -> None:
        """Enter on a line of Shift+H's list: back to the game first, the list having maybe
        been opened over the board reader, whose board the move would leave stale."""
        while self in self.app.stack and self.app.top() is not self:
            self.app.pop(announce=False)
        self.play(action)

    def _tell(self, count: int, interrupt: bool) -> None:
        """Speak the ready advice: the best move, or the three best as a list to read again."""
        assert self.hint_job is not None
        future = self.hint_job.future
        if future.exception() is not None:
            self.hint_job = None  # the next press thinks again
            self.say(Msg.of("ui-hint-failed"), cue="error", interrupt=interrupt)
            return
        if not self.hint_job.counted:
            # Hearing the advice again (H held down, Shift+H after H) is the same hint.
            self.hint_job.counted = True
            self.session.hints_asked += 1
        ranked = future.result()
        tr = self.app.announcer.tr
        lines = hints.words(
            self.presenter,
            self.ctx(),
            self.game.id,
            ranked,
            count,
            tr,
            fewest_points_win=self.game.fewest_points_win,
            begun=bool(self.hint_job.begun),
        )
        if count == 1 or ranked[0].only:
            # One legal move: no ranking to title, the H sentence alone.
            self.say(*lines, interrupt=interrupt)
        else:
            title = Msg.of(
                "ui-hint-top-title-begun" if self.hint_job.begun else "ui-hint-top-title",
                measure=hints.measure(ranked),
            )
            shown = hints.listed(
                self.presenter, self.ctx(), ranked, count, self.game.fewest_points_win
            )
            moves = [r.action for r in shown]
            self.app.nav.open(
                "read-lines",
                title,
                lines,
                interrupt=interrupt,
                moves=moves,
                play=self._play_listed,
                hint=lambda: self._hint(1),
            )
        # Saved after the words leave: the count survives a resume (the statistics read it).
        self._local().save()


class HintKeysOverGame:
    """H and Shift+H on a screen opened over the game (the board reader, a game key's list):
    answered as pressed on the game screen, its turn check and its thinking included, where
    they said "No item starts with H"; a hint asked there is said there once ready."""

    game_screen: Any

    @command("hint", "h")
    def cmd_hint(self, repeat: bool) -> None:
        """The game screen's hint."""
        self._as_in_game("hint", repeat)

    @command("hint-top", "H")
    def cmd_hint_top(self, repeat: bool) -> None:
        """The game screen's three best moves, their list opened over this screen."""
        self._as_in_game("hint-top", repeat)

    def _as_in_game(self, command_id: str, repeat: bool) -> None:
        """The command's key answered as pressed on the game screen: its turn check (off turn,
        who the game waits for), its thinking, and a lesson's own answer (no hard bot's move)."""
        keys: dict[str, list[Any]] = self.keys()  # type: ignore[attr-defined]
        key = next(k for k, cmds in keys.items() if any(c.id == command_id for c in cmds))
        self.game_screen.handle(key, repeat)

    def deliver_hint(self) -> None:
        """A hint asked here while the hard bot thought is said here once ready."""
        self.game_screen.deliver_hint()
