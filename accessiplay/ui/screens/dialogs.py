"""Small screens: F1 help, yes/no questions, the keyboard hand-over, a readable list of lines."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessiplay.core.actions import Action
from accessiplay.i18n.sentences import sentence_case
from accessiplay.present import Listing, Msg
from accessiplay.ui import flow
from accessiplay.ui.commands import command
from accessiplay.ui.screens.base import ListScreen, Screen
from accessiplay.ui.screens.hint_keys import HintKeysOverGame


class HelpScreen(ListScreen):
    """F1: the keys of the screen below, each with what it does, in the player's language."""

    title_id = "ui-title-help"

    def __init__(self, app, entries: list[tuple[Msg, Msg]]):
        super().__init__(app)
        self.entries = entries

    def items(self) -> list[Msg]:
        """'Shift+S: Detailed scores', one per command, all read in the same form."""
        tr = self.app.announcer.tr
        lower = tr(Msg.of("ui-help-description-case")).strip() == "a"
        return [
            Msg.of("ui-help-entry", key=k, description=_alike(tr(d), lower=lower))
            for k, d in self.entries
        ]

    def describe(self) -> list[Msg]:
        """How many keys there are, then the first."""
        return [Msg.of("ui-help-intro", count=len(self.entries)), *super().describe()]

    def activate(self, index: int) -> None:
        """Enter on a key repeats it (help only describes)."""
        self.speak_focus()

    @command("help", "f1", "?")
    def cmd_help(self, repeat: bool) -> None:
        """F1 inside help: how help itself works."""
        self.say(Msg.of("ui-help-about-help"))


def _alike(text: str, *, lower: bool) -> str:
    """Descriptions come from the platform and from each game: read them all alike, starting
    as the language writes after a colon (French: lower case, English: a capital)."""
    text = text.strip().removesuffix(".")
    first = text.split(" ", 1)[0]
    if not lower:
        return sentence_case(text)
    # A word in capitals or a key name ("R", "F2", "APPEL") keeps its case; a one-letter word
    # that is no key ("À l'étape") does not.
    ordinary = first[1:].islower() or (len(first) == 1 and not first.isascii())
    return text[:1].lower() + text[1:] if ordinary else text


class LinesScreen(ListScreen):
    """A list of sentences read with the arrows (final scores, a summary)."""

    def __init__(
        self, app, title: Msg, lines: list[Msg], on_close: Callable[[], None] | None = None
    ):
        super().__init__(app)
        self._title = title
        self.lines = lines
        self.on_close = on_close

    def title(self) -> Msg:
        """The title given."""
        return self._title

    def items(self) -> list[Msg]:
        """The lines."""
        return self.lines

    def activate(self, index: int) -> None:
        """Enter closes the list."""
        self.cmd_back(False)

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Close the list."""
        self.app.pop()
        if self.on_close:
            self.on_close()


class ReadLinesScreen(LinesScreen):
    """A few lines read out at once, each its own line, then kept as a list the arrows read
    again (Shift+H's three best moves); Escape goes back, and so does Enter unless the line
    carries a move, which `play` then plays (a player who heard the best move takes it)."""

    def __init__(
        self,
        app,
        title: Msg,
        lines: list[Msg],
        interrupt: bool = True,
        moves: Sequence[Action] = (),
        play: Callable[[Action], None] | None = None,
        hint: Callable[[], None] | None = None,
    ):
        super().__init__(app, title, lines)
        self.interrupt = interrupt
        self.read = False
        self.moves = moves
        self.play = play
        self.hint = hint

    def activate(self, index: int) -> None:
        """Play the line's move from the game screen, or close the list."""
        if self.play is None or index >= len(self.moves):
            self.cmd_back(False)
            return
        self.app.pop(announce=False)
        self.play(self.moves[index])

    def enter(self) -> None:
        """The title and every line the first time; the focused line when coming back."""
        if self.read:
            super().enter()
            return
        self.read = True
        self.say(self.title(), interrupt=self.interrupt)
        for index in range(len(self.lines)):
            self.say(self.item_text(index), interrupt=False)

    @command("hint", "h")
    def cmd_hint(self, repeat: bool) -> None:
        """H in Shift+H's list, as a player does for the hint itself: the game screen's H
        sentence, the list staying open (it answered "No item starts with H")."""
        if self.hint is None:
            self.other_key("h")
            return
        self.hint()

    @command("hint-top", "H")
    def cmd_hint_top(self, repeat: bool) -> None:
        """Shift+H pressed again in its own list, as a player does to hear it again: the title
        and every line from the first (it answered "No item starts with H")."""
        self.focus, self.read, self.interrupt = 0, False, True
        self.enter()


class ListingScreen(HintKeysOverGame, LinesScreen):
    """A long answer opened as a list over the game screen: its summary first, one item a
    line, Escape back to the game; Enter on a line that carries a move plays it."""

    title_id = "ui-title-listing"

    def __init__(self, app, game_screen, listing: Listing):
        super().__init__(app, Msg.of(self.title_id), list(listing.lines))
        self.game_screen = game_screen
        self.listing = listing

    def enter(self) -> None:
        """The summary, as the first of the lines."""
        self.say(*self.describe())

    def activate(self, index: int) -> None:
        """Play the line's move from the game screen, or close the list."""
        action = self.listing.action(index)
        if action is None:
            self.cmd_back(False)
            return
        self.app.pop(announce=False)
        self.game_screen.play(action)


class ConfirmScreen(Screen):
    """A yes/no question: Y or Enter for yes, N or Escape for no.

    With `on_no`, No is an answer of its own (discard the changes) and Escape alone goes
    back without answering.
    """

    title_id = "ui-title-confirm"

    def __init__(
        self,
        app,
        question: Msg,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] | None = None,
    ):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no

    def enter(self) -> None:
        """Ask the question and say how to answer."""
        keys = "ui-confirm-keys" if self.on_no is None else "ui-confirm-keys-cancel"
        self.say(self.question, Msg.of(keys))

    def status(self) -> str:
        """The question in the status bar."""
        return self.app.announcer.tr(self.question)

    @command("yes", "y", "o", "s", "enter")
    def cmd_yes(self, repeat: bool) -> None:
        """Answer yes."""
        self.app.pop(announce=False)
        self.on_yes()

    @command("no", "n")
    def cmd_no(self, repeat: bool) -> None:
        """Answer no."""
        if self.on_no is None:
            self.cmd_cancel(repeat)
            return
        self.app.pop(announce=False)
        self.on_no()

    @command("cancel", "escape")
    def cmd_cancel(self, repeat: bool) -> None:
        """Go back without doing anything."""
        self.say(Msg.of("ui-cancelled"))
        self.app.pop()

    def other_key(self, key: str) -> bool:
        """Any other key repeats the question rather than doing something unexpected."""
        self.enter()
        return True


class HandOverScreen(Screen):
    """Several humans at one keyboard: nothing private is spoken until the next one confirms.

    The screen is cleared and the history hidden while the keyboard changes hands, so neither
    the terminal nor , . < > shows what the previous player heard; Q and Escape leave the game
    without revealing anything of the next player's.
    """

    title_id = "ui-title-hand-over"
    #: The full screen draws only the public table under it: the keyboard is changing hands.
    hides_table = True

    def __init__(
        self,
        app,
        name: str,
        on_ready: Callable[[], None],
        on_quit: Callable[[], None],
        seat: int | None = None,
    ):
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.on_quit = on_quit
        #: The seat called to the keyboard: the full screen draws their sheet, as the onlooker
        #: sees it, under the call (an unnamed sheet there was the last holder's, LV-24).
        self.next_seat = seat

    def enter(self) -> None:
        """Wipe what the previous player saw, then call the next player to the keyboard."""
        self.app.announcer.history.hide()
        self.app.clear_screen()
        self.say(Msg.of("ui-hand-over", player=self.name), cue="your-turn", public=True)

    def status(self) -> str:
        """The call in the status bar."""
        return self.app.announcer.tr(Msg.of("ui-hand-over", player=self.name))

    @command("ready", "enter", "space")
    def cmd_ready(self, repeat: bool) -> None:
        """The player has the keyboard."""
        self.app.pop(announce=False)
        self.on_ready()

    @command("quit", "q", "escape")
    def cmd_quit(self, repeat: bool) -> None:
        """Leave the game (asks first); nothing of the next player's is said."""
        self.app.push(ConfirmScreen(self.app, Msg.of("ui-quit-question"), self.on_quit))

    @command("quit-now", "c-c")
    def cmd_quit_now(self, repeat: bool) -> None:
        """Leave at once, as on the game screen: the game is already saved. Two friends
        stopping for the night at the call heard it again instead (session 29)."""
        self.say(flow.farewell(self.app))
        self.app.quit()

    def _history(self, where: str) -> None:
        """Nothing said before the hand-over can be read back until the next player takes over."""
        self.say(Msg.of("ui-hand-over-history", player=self.name), remember=False)

    def other_key(self, key: str) -> bool:
        """Until confirmed, every key only repeats the call."""
        self.say(Msg.of("ui-hand-over", player=self.name), remember=False)
        return True


class FinalScreen(LinesScreen):
    """The end of a game: the final lines to read again, the game's reading keys still alive.

    It opens over the game screen; Escape or Enter goes back to the main menu (a guided game's:
    to the Learn to play list), or to the lobby of an online table, whose connection is still
    open.
    """

    def __init__(self, app, game_screen, lines: list[Msg]):
        super().__init__(app, Msg.of("ui-title-final"), lines)
        self.game_screen = game_screen
        self.focus = -1

    def enter(self) -> None:
        """The lines were just spoken: say how to hear them again rather than repeat them."""
        self.say(self.title(), self._hint())

    def _hint(self) -> Msg:
        """The keys of this screen, where Enter goes back to: the menu, the lobby, the lessons."""
        hint = "ui-final-hint-online" if self._lobby() is not None else "ui-final-hint"
        if getattr(self.game_screen, "coach", None) is not None:
            hint = "tutorial-final-hint"
        return Msg.of(hint)

    def _lobby(self):
        """The online lobby the game was joined from, if it is still under the game (screens
        do not import each other: the lobby says what it is)."""
        return next((s for s in self.app.stack if getattr(s, "is_lobby", False)), None)

    def _move(self, target: int) -> None:
        """The first Down reads the first line (nothing is focused until then)."""
        super()._move(max(target, 0) if self.focus < 0 else target)

    def activate(self, index: int) -> None:
        """Enter goes back to the main menu."""
        self.cmd_back(False)

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Back to the main menu, said once; online, back to the lobby, its tables read again;
        a guided game, back to the Learn to play list."""
        lobby = self._lobby()
        coach = getattr(self.game_screen, "coach", None)
        if coach is not None:
            # A guided game goes back to the Learn to play list, its progress said again.
            coach.back(self.game_screen)
            return
        if lobby is None:
            self.app.nav.reset("main-menu")
            return
        lobby.online.session = None
        while self.app.top() is not lobby:
            self.app.pop(announce=False)
        lobby.online.refresh()
        lobby.enter()

    def other_key(self, key: str) -> bool:
        """S, D, C, W... read the finished game as they did during it."""
        platform = [cmd for cmd in self.game_screen.keys().get(key, ()) if not cmd.runs]
        if platform and platform[0].when is not None:
            # H, L: keys of a turn. The game screen said "Please wait." for a game that waits
            # for nothing any more (a held H, a thousand times).
            self.say(Msg.of("ui-game-over-short"), self._hint())
            return True
        if platform and platform[0].id not in ("quit", "quit-now", "save"):
            return self.game_screen.handle(key, False)
        return super().other_key(key)
