"""H and Shift+H on the game screen: the hard bot's advice, and never a key kept waiting.

The hard bot may think for up to a second, so it thinks in a worker thread on a copy of the
game: the first press starts it and says so at once; once it is done, H reads the best move
and why, Shift+H the three best with what each should bring. A move played forgets the advice.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import Game
from accessiplay.present import Ctx, Msg, Presenter
from accessiplay.session import Session
from accessiplay.table_session import TableSession
from accessiplay.ui.commands import command

#: One thinker for every game screen: a hint is asked for at one keyboard at a time.
_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")


class HintKeys:
    """Mixed into GameScreen, which provides the session, the holder and `say`."""

    #: (actions played when asked, the thinking) for the decision the holder faces now.
    hint_job: tuple[int, Future[list[Ranked]]] | None = None

    if TYPE_CHECKING:  # what GameScreen provides
        app: Any
        say: Any  # the announcer's say
        game: Game
        holder: int | None
        presenter: Presenter
        session: TableSession

        def ctx(self) -> Ctx: ...
        def my_turn(self) -> bool: ...

    @command("hint", "h", when="my_turn")
    def cmd_hint(self, repeat: bool) -> None:
        """The move the hard bot would make, and why."""
        self._hint(1)

    @command("hint-top", "H", when="my_turn")
    def cmd_hint_top(self, repeat: bool) -> None:
        """The three best moves by the hard bot's reckoning."""
        self._hint(3)

    def hint_thinking(self) -> Future[list[Ranked]]:
        """The hard bot's ranking for the holder's decision now, started if need be."""
        session = self.session
        assert isinstance(session, Session), "hints search a game held here"
        moment = len(session.record.actions)
        if self.hint_job is None or self.hint_job[0] != moment:
            # A copy, so the thread never reads the game while a key changes it.
            state, seat = session.state.clone(), self.holder
            assert seat is not None, "hints are asked on the holder's turn"
            rng = random.Random(f"{session.seed}-hint-{moment}")
            job = _THINKER.submit(hints.ranking, self.game, state, seat, rng)
            self.hint_job = (moment, job)
        return self.hint_job[1]

    def _hint(self, count: int) -> None:
        """Say the advice if it is ready, else that it is coming (the holder's turn only: out
        of it the screen says who the game waits for)."""
        if self.session.online:
            # The hint searches the whole game, which only the server holds.
            self.say(Msg.of("lobby-no-hints"), cue="error")
            return
        job = self.hint_thinking()
        if not job.done():
            self.say(Msg.of("ui-hint-thinking"))
            return
        if job.exception() is not None:
            self.hint_job = None  # the next press thinks again
            self.say(Msg.of("ui-hint-failed"), cue="error")
            return
        self.session.hints_asked += 1
        tr = self.app.announcer.tr
        self.say(*hints.words(self.presenter, self.ctx(), self.game.id, job.result(), count, tr))
