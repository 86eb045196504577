"""The controller: a stack of screens, key dispatch, timers, and what the whole client shares."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from accessiplay.i18n import Localizer
from accessiplay.present import Msg
from accessiplay.settings import Settings
from accessiplay.ui.announcer import Announcer
from accessiplay.ui.keys import key_label, normalize
from accessiplay.ui.navigator import Navigator

# A key pressed again within this time says more (summary, then detail).
REPEAT_WINDOW = 0.6


class Controller:
    """Owns the screens and routes every key to the top one; an unknown key is always answered."""

    def __init__(
        self,
        settings: Settings,
        speaker,
        cues,
        lang: str,
        *,
        screens: Mapping[str, Callable],
        clock: Callable[[], float] = time.monotonic,
        seed: int | None = None,
        on_text: Callable[[str], None] | None = None,
        on_clear: Callable[[], None] | None = None,
        strict: bool = False,
    ):
        self.settings = settings
        self.clock = clock
        self.seed = seed
        self.strict = strict
        self.announcer = Announcer(speaker, Localizer(lang, strict=strict), cues, on_text)
        self.on_clear = on_clear
        self.screen_clears = 0
        self.stack: list = []
        self.running = True
        self._last_key: tuple[str, float] = ("", -1.0)
        self._notices: list[str] = []
        # The screens by name (accessiplay.ui.catalog.SCREENS), given by whoever builds the
        # client, so the controller imports no screen and no screen imports it back.
        self.nav = Navigator(self, screens)
        #: Called at every tick, before timed steps: what came from elsewhere (a server) is
        #: taken on this thread, where speech and screens live.
        self.pollers: list[Callable[[], None]] = []
        #: The online connection in use (accessiplay.ui.online_client.OnlineClient), if any.
        self.online = None

    def notice_fallback(self, old: str, new: str) -> None:
        """Speech moved to another output; say so once the current announcement is over."""
        self._notices.append(new)

    def say_notices(self) -> None:
        """Say which speech output is now in use, after a start or a failure."""
        while self._notices:
            backend = self._notices.pop(0)
            self.announcer.say(
                Msg.of("ui-speech-backend", backend=Msg.of(f"ui-speech-{backend}")), interrupt=False
            )

    def clear_screen(self) -> None:
        """Wipe the terminal and, where it allows, its scrollback (the keyboard changes hands)."""
        self.screen_clears += 1
        if self.on_clear is not None:
            self.on_clear()

    @property
    def lang(self) -> str:
        """The language spoken now."""
        return self.announcer.tr.lang

    def set_language(self, lang: str) -> None:
        """Speak another language from the next announcement on."""
        self.announcer.tr = Localizer(lang, strict=self.strict)
        for screen in self.stack:
            screen._keys = None

    def top(self):
        """The screen that has the keyboard."""
        return self.stack[-1] if self.stack else None

    def push(self, screen) -> None:
        """Show a screen over the current one."""
        self.stack.append(screen)
        screen.enter()

    def replace(self, screen) -> None:
        """Show a screen instead of the current one."""
        if self.stack:
            self.stack.pop()
        self.push(screen)

    def pop(self, announce: bool = True) -> None:
        """Close the top screen; the one below speaks again. Closing the last one quits."""
        if self.stack:
            self.stack.pop()
        if not self.stack:
            self.quit()
        elif announce:
            self.stack[-1].enter()

    def reset(self, screen) -> None:
        """Leave every screen and start again from this one (back to the main menu)."""
        self.stack.clear()
        self.push(screen)

    def quit(self) -> None:
        """Stop the client; drivers leave their loop."""
        self.running = False

    def handle(self, key: str) -> None:
        """One key press: the top screen reacts, or the player hears the key is unknown here."""
        key = normalize(key)
        now = self.clock()
        last, when = self._last_key
        repeat = key == last and now - when <= REPEAT_WINDOW
        self._last_key = (key, now)
        screen = self.top()
        if screen is None:
            return
        if not screen.handle(key, repeat):
            self.announcer.say(
                Msg.of("ui-unknown-key", key=key_label(key)), cue="error", remember=False
            )
        self.say_notices()

    def _ticking(self):
        """The nearest screen with timed steps, and whether it has the keyboard."""
        top = self.top()
        for candidate in reversed(self.stack):
            if getattr(candidate, "pending", None) is not None:
                return candidate, candidate is top
        return None, False

    def run_due(self, limit: int = 10000) -> None:
        """Take what came from a server, then play every timed step whose moment has come
        (bots after their pause)."""
        for poll in list(self.pollers):
            poll()
        for _ in range(limit):
            screen, on_top = self._ticking()
            if screen is None or not on_top or not screen.pending() or screen.due > self.clock():
                break
            screen.step_now()
        # Advice asked while the hard bot was thinking is said as soon as it is ready.
        deliver = getattr(self.top(), "deliver_hint", None)
        if deliver is not None:
            deliver()
        self.say_notices()

    def settle(self, limit: int = 100000) -> None:
        """Play every pending timed step at once, pauses or not (tests, end of scripted input)."""
        for _ in range(limit):
            screen, on_top = self._ticking()
            if screen is None or not on_top or not screen.pending(wait=True):
                return
            screen.step_now()

    def end_of_input(self) -> None:
        """Scripted input ran out: finish what bots were doing, then stop (the game is saved)."""
        self.settle()
        self.quit()
