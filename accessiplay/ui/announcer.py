"""One place where words leave the program: cue first, then speech, braille and the history."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from accessiplay.i18n import Localizer
from accessiplay.present import Line, Msg


class History:
    """Every announcement, reviewable with , . < >.

    Each line remembers who held the keyboard when it was said, so that with several humans at
    one keyboard nobody can read back what was said privately to another, and whether it was
    the answer to a reading key (S, D, T...): those stay out of the game's messages, so reading
    back the game is not buried under one's own questions.
    """

    def __init__(self) -> None:
        self.entries: list[tuple[str, int | None, bool]] = []
        self.reader: int | None = None
        # Between two players at one keyboard nobody may read anything back, and only the
        # lines said to everyone stay on screen.
        self.hidden = False
        self.pos = 0
        # Indexes in entries of the lines the present reader may read back, oldest first:
        # adding and moving then take the same time however long the game has run (a paste
        # of thousands of keys must not freeze the client).
        self._heard: list[int] = []
        #: Whether the player is reading back (, . < >) since the last new line: the full
        #: screen's message pane then shows the line read back, whole.
        self.reading = False
        # The newest answer to a reading key, until anything else is said: the full screen
        # shows it, so a player who reads the screen (or a partner who cannot hear) sees S answer.
        self._answer: str | None = None

    def _may_hear(self, owner: int | None, answer: bool) -> bool:
        """Whether the present reader may read back a line that belongs to owner."""
        return not answer and (owner is None or owner == self.reader)

    def _readable(self) -> list[int]:
        """Indexes of the lines that can be read back now (none while hands change)."""
        return [] if self.hidden else self._heard

    def add(self, text: str, owner: int | None, answer: bool = False) -> None:
        """Remember an announcement; review starts again from the newest.

        The same line said again and again (a held or pasted key) is remembered once.
        """
        if not self.entries or self.entries[-1] != (text, owner, answer):
            self.entries.append((text, owner, answer))
            if self._may_hear(owner, answer):
                self._heard.append(len(self.entries) - 1)
        if not answer:
            self.pos = len(self._readable()) - 1
            self.reading = False
        self._answer = text if answer and owner == self.reader else None

    def lines(self) -> list[str]:
        """The lines the present reader may hear again (none while the keyboard changes hands)."""
        return [self.entries[i][0] for i in self._readable()]

    def tail(self, count: int) -> list[str]:
        """The newest count lines the screen shows, oldest first: those the present reader may
        hear, or while the keyboard changes hands those said to everyone."""
        return [self.entries[i][0] for i in self._heard[-count:]] if count > 0 else []

    def clear(self, reader: int | None) -> None:
        """A new game: review starts from its first line."""
        self.entries.clear()
        self.hand_to(reader)

    def hand_to(self, reader: int | None) -> None:
        """A new person has the keyboard: review shows only what they may hear."""
        self.reader = reader
        self.hidden = False
        self._heard = [i for i, (_, o, a) in enumerate(self.entries) if self._may_hear(o, a)]
        self.pos = len(self._heard) - 1
        self.reading = False
        self._answer = None

    def hide(self) -> None:
        """The keyboard is changing hands: nothing can be read back until someone takes it,
        and the screen keeps only the lines said to everyone (a hand never, a move always)."""
        self.hand_to(None)
        self.hidden = True
        self.pos = 0
        self.reading = False
        self._answer = None

    def move(self, where: str) -> tuple[str | None, bool, int, int]:
        """The line at previous/next/first/last, whether the edge stopped the move, and where
        it stands: its position (from 1) and how many lines there are."""
        readable = self._readable()
        count = len(readable)
        if not count:
            return None, True, 0, 0
        target = {
            "previous": self.pos - 1,
            "next": self.pos + 1,
            "first": 0,
            "last": count - 1,
        }[where]
        edge = not 0 <= target < count
        self.pos = min(max(target, 0), count - 1)
        self.reading = True
        return self.entries[readable[self.pos]][0], edge, self.pos + 1, count

    def read_back(self) -> str | None:
        """The line being read back with , . < >, or None when the player is not reading back."""
        readable = self._readable()
        if not self.reading or not 0 <= self.pos < len(readable):
            return None
        return self.entries[readable[self.pos]][0]

    def unanswered(self) -> None:
        """Something else was said (a chooser move, a prompt): the answer is no longer news."""
        self._answer = None

    def shown(self) -> str | None:
        """The line the message pane shows whole: the one read back, else the newest answer
        to a reading key (until anything else is said), else None for the newest lines."""
        if self.hidden:
            return None
        return self.read_back() or self._answer


class Announcer:
    """Formats messages in the player's language and hands them to the cue player and speaker."""

    def __init__(
        self, speaker, localizer: Localizer, cues=None, on_text: Callable[[str], None] | None = None
    ):
        self.speaker = speaker
        self.tr = localizer
        self.cues = cues
        self.on_text = on_text
        self.history = History()
        self.last = ""

    def text(self, msgs: Iterable[Msg | str]) -> str:
        """Several messages as one sentence group (a str is text already said once); a
        message that starts a sentence starts with a capital, even a fragment for mid-sentence."""
        out = ""
        for m in msgs:
            if m is None:
                continue
            if isinstance(m, Msg):
                starts = not out or out.endswith((".", "?", "!"))
                text = self.tr.sentence(m) if starts else self.tr(m)
            else:
                text = m
            out = f"{out} {text}" if out else text
        return out

    def say(
        self,
        *msgs: Msg | str,
        cue: str | None = None,
        interrupt: bool = True,
        remember: bool = True,
        public: bool = False,
        answer: bool = False,
    ) -> str:
        """Speak one announcement (one line), cue first; returns the text said.

        Unless `public`, the line belongs to whoever holds the keyboard (see History).
        """
        text = self.text(msgs)
        if cue and self.cues is not None:
            self.cues.play(cue)
        if not text:
            return text
        self.speaker.speak(text, interrupt=interrupt)
        if not answer:
            self.history.unanswered()
        if getattr(self.speaker, "backend_name", "") == "screenreader":
            self.speaker.braille(text)
        self.last = text
        if remember and not (self.history.hidden and not public):
            self.history.add(text, None if public else self.history.reader, answer)
        if self.on_text is not None:
            self.on_text(text)
        return text

    def remember_for(self, owner: int, lines: Iterable[Line]) -> None:
        """Keep lines for another player at this keyboard, in their words, without saying them."""
        for line in lines:
            text = self.text([line.msg])
            if text:
                self.history.add(text, owner)
        self.history.pos = len(self.history.lines()) - 1

    def noted(self, *msgs: Msg | str) -> str:
        """The text of an announcement the speaker will say itself: remembered and printed.

        For the speech facade's own news (speech moved to another output), said on the new
        output before anything else.
        """
        text = self.text(msgs)
        self.last = text
        self.history.add(text, None)
        if self.on_text is not None:
            self.on_text(text)
        return text

    def say_lines(
        self, lines: Iterable[Line], interrupt: bool = True, public: bool = False
    ) -> None:
        """Several announcements in a row: the first may cut off older speech, the rest queue;
        a quiet line only goes to the history."""
        for line in lines:
            if line.quiet:
                self.history.add(self.text([line.msg]), None if public else self.history.reader)
                continue
            self.say(line.msg, cue=line.cue, interrupt=interrupt, public=public)
            interrupt = False

    def cue(self, name: str) -> None:
        """A cue alone (menu moves, edges)."""
        if self.cues is not None:
            self.cues.play(name)
