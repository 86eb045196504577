"""The game screen's reading and leaving keys: the table as the holder may know it, the
sheet reviews, the rules, saving and quitting. Moving and choosing live in game.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from accessiplay.present import Ctx, Listing, Msg, Presenter
from accessiplay.ui import flow
from accessiplay.ui.commands import Command, command

if TYPE_CHECKING:
    from accessiplay.core import Game
    from accessiplay.table_session import TableSession
    from accessiplay.ui.app import Controller
    from accessiplay.ui.chooser import MoveChooser


class TableHost(Protocol):
    """What TableKeys needs of the screen it is mixed into (GameScreen provides all of it)."""

    app: Controller
    session: TableSession
    game: Game
    presenter: Presenter[Any]
    holder: int | None
    chooser: MoveChooser
    spoken_dice: str

    def ctx(self) -> Ctx[Any]:
        """The holder's view, for the presenter."""
        ...

    def my_turn(self) -> bool:
        """Whether the game waits for the human at the keyboard."""
        ...

    def seated(self) -> int:
        """The holder's seat, for what runs only on the holder's turn."""
        ...

    def waiting(self) -> list[Msg]:
        """Who the game is waiting for."""
        ...

    def seat_words(self) -> tuple[Msg | str, ...]:
        """Every seat by name, a bot with its level."""
        ...

    def say(self, *msgs: Msg | str, cue: str | None = None, answer: bool = False) -> object:
        """Speak one announcement."""
        ...

    def leave(self) -> None:
        """Back to the main menu (TableKeys' own)."""
        ...

    def _speak(self, msgs: list[Msg] | Listing) -> None:
        """A presenter's answer, or that there is nothing to say (TableKeys' own)."""
        ...


class TableKeys:
    """Keys that read the game or leave it; mixed into GameScreen, which provides ctx()."""

    #: What D said last: while it is still the last thing said, the full screen lights the
    #: dice (or what stands for them), as speech is on them.
    spoken_dice = ""

    @command("dice", "d")
    def cmd_dice(self: TableHost, repeat: bool) -> None:
        """The dice, or what stands for them."""
        self._speak(self.presenter.dice(self.ctx()))
        self.spoken_dice = self.app.announcer.last

    @command("scores", "s")
    def cmd_scores(self: TableHost, repeat: bool) -> None:
        """Scores; pressed twice, in detail."""
        self._speak(self.presenter.scores(self.ctx(), detailed=repeat))

    @command("scores-detailed", "S")
    def cmd_scores_detailed(self: TableHost, repeat: bool) -> None:
        """Every player's itemised score."""
        self._speak(self.presenter.scores(self.ctx(), detailed=True))

    @command("turn", "t")
    def cmd_turn(self: TableHost, repeat: bool) -> None:
        """Whose turn, the round, what is awaited."""
        msgs = list(self.presenter.turn(self.ctx()))
        if not self.my_turn() and not self.session.finished():
            msgs += self.waiting()
        self._speak(msgs)

    @command("table", "w")
    def cmd_table(self: TableHost, repeat: bool) -> None:
        """Who is at the table, and which seats are bots, at which level."""
        bots = tuple(w for w in self.seat_words() if isinstance(w, Msg))
        extra = [Msg.of("ui-table-bots", bots=bots, count=len(bots))] if bots else []
        self._speak(self.presenter.table(self.ctx()) + extra)

    @command("legal", "l", when="my_turn")
    def cmd_legal(self: TableHost, repeat: bool) -> None:
        """The legal moves in brief."""
        legal = self.session.state.legal_actions(self.seated())
        self._speak(self.presenter.legal_summary(self.ctx(), legal))

    @command("why-not", "L", when="my_turn")
    def cmd_why_not(self: TableHost, repeat: bool) -> None:
        """Why some options are not offered at this step."""
        self._speak(
            self.presenter.why_not(self.ctx(), self.chooser.prefix)
            or [Msg.of("ui-why-not-nothing")]
        )

    @command("sheet", "c")
    def cmd_sheet(self: TableHost, repeat: bool) -> None:
        """Review my own sheet, hand or collection."""
        seat = self.holder if self.holder is not None else 0
        self.app.nav.open("review", self, seat)

    @command("other-sheet", "C")
    def cmd_other_sheet(self: TableHost, repeat: bool) -> None:
        """Review another player's sheet."""
        self.app.nav.open("player-picker", self)

    @command("rules", "f2")
    def cmd_rules(self: TableHost, repeat: bool) -> None:
        """The rules walkthrough, at the rule of what is focused."""
        section = None
        if self.my_turn():
            section = self.presenter.rule_for_step(self.ctx(), self.chooser.focused_path())
        self.app.nav.open("walkthrough", self.game, section)

    @command("save", "c-s")
    def cmd_save(self: TableHost, repeat: bool) -> None:
        """Keep a copy of the game under a short name to load later."""
        from accessiplay.saves import new_save_path, when_saved
        from accessiplay.storage import saves_dir
        from accessiplay.ui.flow import save_label

        if self.session.online:
            # The record is the server's: nothing here to copy.
            self.say(Msg.of("lobby-no-save"), cue="error")
            return
        path = self.session.save(new_save_path(self.game.id))
        if path is None:
            self.say(Msg.of("ui-save-failed", path=str(saves_dir())), cue="error")
        else:
            self.say(Msg.of("ui-saved", label=save_label(self.game.id, when_saved(path))))

    def offers(self: TableHost, cmd: Command) -> bool:
        """F1 lists F4 chat only at an online table, and Ctrl+S only in a local game (online
        the server keeps the record); the keys still answer with why not."""
        if cmd.id == "chat":
            return self.session.online
        if cmd.id == "save":
            return not self.session.online
        return True

    @command("chat", "f4")
    def cmd_chat(self: TableHost, repeat: bool) -> None:
        """Type a line for everyone at an online table."""
        if not self.session.online:
            self.say(Msg.of("lobby-chat-local"), cue="error")
            return
        self.app.nav.open("chat-entry", self.session.chat)

    @command("quit", "q")
    def cmd_quit(self: TableHost, repeat: bool) -> None:
        """Leave the game (asks first; the game is saved and can be resumed, or online the
        server keeps the seat: Resume has nothing to do with it)."""
        question = "lobby-leave-question" if self.session.online else "ui-quit-question"
        if self.session.save_error is not None:
            question = "ui-quit-question-unsaved"
        self.app.nav.open("confirm", Msg.of(question), self.leave)

    @command("quit-now", "c-c")
    def cmd_quit_now(self: TableHost, repeat: bool) -> None:
        """Leave at once: everything is already saved (a guided game keeps only its progress)."""
        self.say(flow.farewell(self.app))
        self.app.quit()

    def leave(self: TableHost) -> None:
        """Back to the main menu; the autosave keeps the game for Resume (online: the seat
        stays the player's, to come back to)."""
        said = "lobby-left-table" if self.session.online else "ui-left-game"
        if not flow.kept(self.session):
            said = "ui-left-game-unsaved"
        flow.leave(self.session)
        self.say(Msg.of(said))
        self.app.nav.reset("main-menu")

    def _speak(self: TableHost, msgs: list[Msg] | Listing) -> None:
        """Say a presenter's answer, or that there is nothing to say; kept apart from the game's
        messages in the history. A long answer opens as a list to arrow through."""
        if isinstance(msgs, Listing):
            self.app.nav.open("listing", self, msgs)
            return
        self.say(*(msgs or [Msg.of("ui-nothing-to-say")]), answer=True)
