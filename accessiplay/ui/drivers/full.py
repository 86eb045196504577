"""Full-screen mode: a high-contrast prompt_toolkit layout (status, the current list, history).

Speech still carries everything; the screen serves low-vision players and sighted partners.
"""

from __future__ import annotations

import asyncio

from prompt_toolkit.application import Application
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import HSplit, Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.styles import Style

from accessiplay.ui.keys import NAMED

STYLE = Style.from_dict(
    {
        "": "#ffffff bg:#000000",
        "status": "#000000 bg:#ffff00 bold",
        "focus": "#000000 bg:#ffffff bold",
        "history": "#ffff00 bg:#000000",
    }
)

HISTORY_LINES = 6


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


def _status(app):
    """The status line: where the player is."""
    top = app.top()
    return [("class:status", f" {top.status() if top else ''} ")]


def _body(app):
    """The current list, the focused line marked and highlighted."""
    top = app.top()
    out = []
    for focused, text in top.body() if top else []:
        out.append(("class:focus" if focused else "", ("> " if focused else "  ") + text + "\n"))
    return out


def _history(app):
    """The last announcements, newest at the bottom."""
    return [("class:history", line + "\n") for line in app.announcer.history.tail(HISTORY_LINES)]


def run_full(app) -> None:
    """Run the full-screen interface until the controller quits."""
    layout = Layout(
        HSplit(
            [
                Window(FormattedTextControl(lambda: _status(app)), height=1, style="class:status"),
                Window(FormattedTextControl(lambda: _body(app)), wrap_lines=True),
                Window(
                    FormattedTextControl(lambda: _history(app)),
                    height=HISTORY_LINES,
                    wrap_lines=True,
                ),
            ]
        )
    )
    application: Application[None] = Application(
        layout=layout,
        key_bindings=_bindings(app),
        style=STYLE,
        full_screen=True,
        mouse_support=False,
    )
    application.ttimeoutlen = 0.05
    application.timeoutlen = 0.05

    async def ticker():
        """Let bots play after their pause and keep the screen current."""
        while app.running:
            app.run_due()
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
