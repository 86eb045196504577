"""Full-screen mode: the table drawn from the view, the current list and the messages.

Speech still carries everything; the screen serves low-vision players and sighted partners.
The whole screen is composed by `layout.compose` at the terminal's size, so nothing is ever
written over it: speech and console lines reach only the message pane.
"""

from __future__ import annotations

import asyncio

from prompt_toolkit.application import Application
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl, UIContent
from prompt_toolkit.styles import Style

from accessiplay.ui.drivers.layout import compose
from accessiplay.ui.keys import NAMED
from accessiplay.ui.table_view import table_drawing

#: Each theme's colours. The focus is also bracketed, a kept die starred, a choice not yet
#: revealed in parentheses and what the last move changed in angle brackets, so no colour is
#: ever the only sign; the colour-blind theme uses the Okabe-Ito palette's blue, orange and
#: reddish purple.
THEMES = {
    "high-contrast": {
        "": "#ffffff bg:#000000",
        "status": "#000000 bg:#ffff00 bold",
        "focus": "#000000 bg:#ffff00 bold",
        "title": "#ffffff bold underline",
        "label": "#00ffff",
        "written": "#ffffff bold",
        "kept": "#000000 bg:#00ffff bold",
        "pending": "#00ff00 italic",
        "last": "#000000 bg:#00ff00 bold",
        "pawn": "#ffffff bold",
        "history": "#ffff00 bg:#000000",
        "rule": "bg:#808080",
    },
    "colour-blind": {
        "": "#ffffff bg:#000000",
        "status": "#000000 bg:#e69f00 bold",
        "focus": "#000000 bg:#56b4e9 bold",
        "title": "#ffffff bold underline",
        "label": "#f0e442",
        "written": "#ffffff bold",
        "kept": "#000000 bg:#e69f00 bold",
        "pending": "#f0e442 italic",
        "last": "#000000 bg:#cc79a7 bold",
        "pawn": "#ffffff bold",
        "history": "#56b4e9 bg:#000000",
        "rule": "bg:#808080",
    },
}

HISTORY_LINES = 6


def theme_style(name: str) -> Style:
    """The theme's style, the high-contrast one for a name it does not know."""
    return Style.from_dict(THEMES.get(name, THEMES["high-contrast"]))


def _bindings(app) -> KeyBindings:
    """Every key goes to the controller under its one name."""
    kb = KeyBindings()

    def forward(event) -> None:
        """Hand the key to the controller."""
        press = event.key_sequence[0]
        key = press.key if isinstance(press.key, str) else press.key.value
        app.handle(press.data if key == Keys.Any else key)
        if not app.running:
            event.app.exit()

    for name in NAMED:
        kb.add(
            name
            if name not in ("enter", "space", "tab", "backspace")
            else {"enter": "c-m", "space": " ", "tab": "c-i", "backspace": "c-h"}[name],
            eager=True,
        )(forward)
    kb.add(Keys.Any)(forward)
    return kb


def screen_lines(app, width: int, height: int):
    """The whole screen for the controller's state, at this size."""
    top = app.top()
    status = top.status() if top else ""
    body = top.body() if top else []
    history = app.announcer.history.tail(HISTORY_LINES)
    table_width = width if width < 100 else width - 42
    drawing = table_drawing(app, table_width, height)
    read_back = app.announcer.history.shown()
    return compose(width, height, status, body, history, drawing, read_back)


def screen_text(app, width: int, height: int) -> list[str]:
    """The screen as plain text lines (what a terminal shows, without colours)."""
    return ["".join(text for _, text in line) for line in screen_lines(app, width, height)]


class ScreenControl(FormattedTextControl):
    """The composed screen, laid out at the size the window is drawn at (a resized or
    magnified terminal is laid out again for its new size, never scrolled)."""

    def __init__(self, app) -> None:
        self.size = (80, 24)
        super().__init__(lambda: self.fragments(app))

    def create_content(self, width: int, height: int | None) -> UIContent:
        """Remember the size before the text is asked for."""
        self.size = (width, height or self.size[1])
        return super().create_content(width, height)

    def fragments(self, app) -> StyleAndTextTuples:
        """The composed lines as one formatted text."""
        out: StyleAndTextTuples = []
        for i, line in enumerate(screen_lines(app, *self.size)):
            if i:
                out.append(("", "\n"))
            out.extend(line)
        return out


class ScreenWatch:
    """Whether the screen may have changed since it was last drawn.

    A key press redraws by itself; between keys only what the client says (a bot's move, a
    server's news, a hint ready) or a new screen changes what is drawn. Drawing 120×40 twenty
    times a second cost an idle game a tenth of a core, so the ticker redraws on a change, and
    at least every few seconds in case something changed silently.
    """

    #: Seconds between two redraws when nothing seems to change.
    FALLBACK = 2.0

    def __init__(self, app) -> None:
        self.app = app
        self.seen: tuple = ()
        self.drawn_at = float("-inf")

    def token(self) -> tuple:
        """What the screen depends on besides keys, in a form cheap to compare."""
        history = self.app.announcer.history
        top = self.app.top()
        session = getattr(top, "session", None)
        return (
            id(top),
            # A local state changes in place, so the moves recorded tell it moved; an online
            # table's state is replaced from the server's view, and has no record.
            id(getattr(session, "state", None)),
            len(getattr(getattr(session, "record", None), "actions", ())),
            len(history.entries),
            history.pos,
            history.reading,
            history.hidden,
            history.shown(),
            self.app.settings.theme,
        )

    def changed(self, now: float) -> bool:
        """Whether to redraw now; remembers the state it answered for."""
        token = self.token()
        if token == self.seen and now - self.drawn_at < self.FALLBACK:
            return False
        self.seen, self.drawn_at = token, now
        return True


def run_full(app) -> None:
    """Run the full-screen interface until the controller quits."""
    application: Application[None] = Application(
        layout=Layout(Window(ScreenControl(app), wrap_lines=False)),
        full_screen=True,
        key_bindings=_bindings(app),
        style=theme_style(app.settings.theme),
        mouse_support=False,
    )
    application.ttimeoutlen = 0.05
    application.timeoutlen = 0.05

    async def ticker():
        """Let bots play after their pause and keep the screen current (and its theme)."""
        watch = ScreenWatch(app)
        while app.running:
            app.run_due()
            if watch.changed(app.clock()):
                application.style = theme_style(app.settings.theme)
                application.invalidate()
            await asyncio.sleep(0.05)
        application.exit()

    async def main():
        task = asyncio.ensure_future(ticker())
        try:
            # Our own SIGINT handler (see leaving) leaves from any screen, saved.
            await application.run_async(handle_sigint=False)
        finally:
            task.cancel()

    asyncio.run(main())
