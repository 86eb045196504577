"""The coach: what turns the game screen into a lesson.

The game screen asks it two things (ui/screens/game.py keeps those hooks small): before a move
is played, whether it is the move the step asks for (else the coach says the step's hint and
nothing is played); and after each change, whether a new step has come (then the coach explains
it, before the screen asks for the move). At the end it says "you know the rules" instead of
counting the game in the statistics. Its keys (repeat, skip, leave) join the screen's command
table, so F1 lists them in the player's language; every other key works as in a real game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessiplay.core import Action
from accessiplay.present import Msg
from accessiplay.statistics import Result
from accessiplay.tutorial.progress import Book, Progress
from accessiplay.tutorial.session import ScriptedSession
from accessiplay.ui.commands import Command
from accessiplay.ui.screens.base import spoken_keys

if TYPE_CHECKING:
    from accessiplay.ui.screens.game import GameScreen

#: The coach's commands and their default keys: F keys no game screen uses (F4 is the table's
#: chat), and Q to leave.
KEYS = {"tutorial-repeat": ("f5",), "tutorial-skip": ("f6",), "tutorial-leave": ("q",)}
#: Platform commands a tutorial answers in its own way (no save of a lesson; leaving keeps
#: the progress, not a game; the hard bot's hint would name a move the step refuses).
REPLACES = {
    "quit": "tutorial-leave",
    "save": "tutorial-save",
    "hint": "tutorial-hint",
    "hint-top": "tutorial-hint",
}


class Coach:
    """Follows the script beside the game screen: explains, checks, hints, remembers."""

    def __init__(self, session: ScriptedSession, book: Book, start: int = 0) -> None:
        self.session = session
        self.script = session.script
        self.book = book
        self.game_id = self.script.game
        #: Steps done (the index of the step being taught).
        self.step = start
        #: Index of the last step explained, so each is explained once (F5 repeats it).
        self.explained = -1
        self.last: list[Msg] = []
        self.welcomed = False

    # --- the screen's hooks ------------------------------------------------------------
    def accepts(self, screen: GameScreen, action: Action) -> bool:
        """Whether the player's move is the one asked for; if not, say why not and refuse it."""
        move = self.session.expected()
        if move is None:
            return True
        if action != move.action:
            hint = [Msg.of(f"{self.game_id}-tutorial-{move.step}-hint")]
            # Refused at the last step of a list, the player is still on that step: say how
            # to go back to the step the hint names (a new player was lost there).
            if screen.chooser.prefix:
                hint.append(Msg.of("tutorial-escape-back"))
            screen.say(*hint, cue="error")
            return False
        self.session.advance()
        self._remember(self.step + 1)
        return True

    def changed(self, screen: GameScreen) -> None:
        """After each change: explain a step the moment it comes, once (F5 says it again).

        The welcome comes with the first explanation, after the first dice or deal are
        announced: said before them, it would be cut short by them.
        """
        move = self.session.expected()
        if move is None or self.session.state.is_chance() or self.explained == self.step:
            return
        self.explained = self.step
        self.last = [
            Msg.of("tutorial-step", step=self.step + 1, count=len(self.script.moves)),
            Msg.of(f"{self.game_id}-tutorial-{move.step}"),
        ]
        if not self.welcomed:
            self.welcomed = True
            screen.say(self._welcome(screen), interrupt=False)
        for line in self.last:
            screen.say(line, interrupt=False)

    def finish(self) -> Result:
        """The tutorial's game is over: remembered as done, never counted in the statistics."""
        self._remember(len(self.script.moves), done=True)
        return Result()

    def closing(self) -> list[Msg]:
        """The last words: the game's own summary, then that the player knows the rules."""
        return [Msg.of(f"{self.game_id}-tutorial-end"), Msg.of("tutorial-you-know-the-rules")]

    # --- keys ---------------------------------------------------------------------------
    def commands(self, platform: list[Command]) -> list[Command]:
        """The coach's keys first, then the screen's, less the ones a tutorial answers itself."""
        own = [
            Command(cmd_id, keys, description_id=f"{cmd_id.replace('tutorial-', 'tutorial-key-')}")
            for cmd_id, keys in KEYS.items()
        ]
        for replaced in ("tutorial-save", "tutorial-hint"):
            keys = tuple(k for c in platform if REPLACES.get(c.id) == replaced for k in c.keys)
            if keys:
                description = replaced.replace("tutorial-", "tutorial-key-")
                own.append(Command(replaced, keys, description_id=description))
        return own + [c for c in platform if c.id not in REPLACES]

    def owns(self, cmd: Command) -> bool:
        """Whether a command is one of the coach's."""
        return cmd.id in KEYS or cmd.id in REPLACES.values()

    def run(self, screen: GameScreen, cmd: Command) -> None:
        """Answer one of the coach's keys."""
        if cmd.id == "tutorial-repeat":
            screen.say(*(self.last or [self._welcome(screen)]))
        elif cmd.id == "tutorial-skip":
            self._skip(screen)
        elif cmd.id == "tutorial-save":
            screen.say(Msg.of("tutorial-not-saved"))
        elif cmd.id == "tutorial-hint":
            # The lesson's step names its move; the hard bot's favourite may be another one.
            screen.say(Msg.of("tutorial-no-hints"), *self.last)
        else:
            screen.app.nav.open("confirm", Msg.of("tutorial-leave-question"), self._leaver(screen))

    def _skip(self, screen: GameScreen) -> None:
        """Play the step's move for the player: they hear it done, and the next step comes."""
        move = self.session.expected()
        if move is None or not screen.my_turn():
            screen.say(Msg.of("tutorial-nothing-to-skip"), cue="error")
            return
        # The move's own words say what was done for them, and the next step follows.
        screen.play(move.action)

    def _leaver(self, screen: GameScreen) -> Any:
        """What leaving does once confirmed: the progress is already kept; back to the list."""

        def leave() -> None:
            screen.say(Msg.of("tutorial-left", step=self.step, count=len(self.script.moves)))
            self.back(screen)

        return leave

    def back(self, screen: GameScreen) -> None:
        """Close the lesson (left, or played to its end) for the screen it was opened from.

        That is the Learn to play list, which reads the progress again and says it: the
        player chose the game there and may choose the next one. `accessiplay tutorial
        <game>` puts the same list under the lesson (cli.py), so a lesson always ends there,
        one Escape above the main menu.
        """
        app = screen.app
        while screen in app.stack:
            app.pop(announce=False)
        app.stack[-1].enter()

    # --- words and memory ---------------------------------------------------------------
    def _welcome(self, screen: GameScreen) -> Msg:
        """How the lesson works and its keys; taken up again, where the player is."""
        keys = self._key_names(screen)
        if self.step:
            count = len(self.script.moves)
            return Msg.of("tutorial-welcome-back", step=self.step + 1, count=count, **keys)
        return Msg.of("tutorial-welcome", game=Msg.of(f"{self.game_id}-name"), **keys)

    def _key_names(self, screen: GameScreen) -> dict[str, Msg]:
        """The repeat, skip and leave keys as F1 names them, so a remapped key is named right."""
        remap = screen.app.settings.keys
        table = {cmd.id: cmd for cmd in screen.commands()}
        return {
            cmd_id.removeprefix("tutorial-"): spoken_keys(table[cmd_id], remap) for cmd_id in KEYS
        }

    def _remember(self, step: int, done: bool = False) -> None:
        """Keep how far the player got; a folder that cannot be written costs only that."""
        self.step = step
        previous = self.book.of(self.game_id)
        self.book.mark(self.game_id, Progress(step, done or previous.done))
