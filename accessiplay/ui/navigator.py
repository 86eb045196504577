"""Opening screens by name, so that no screen imports another.

A screen that leads somewhere asks `self.app.nav.open("help", entries)`; the navigator looks the
name up in the catalog it was given (`accessiplay.ui.catalog.SCREENS`) and pushes the screen.
The screens then depend on the navigator's names, not on each other's modules, and the import
graph of `accessiplay.ui` has no circle (tests/ui/test_import_graph.py keeps it so).

A screen whose module cannot be loaded (a damaged install) is said to the player, with the
details in crash.log, and nothing opens: the client goes on from the screen the key was pressed on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from accessiplay.present import Msg


class UnknownScreen(KeyError):
    """A screen asked for a name the catalog does not have: a programming error."""


class ScreenNotLoaded(Exception):
    """A screen's module could not be imported (files missing or damaged); its cause says why."""


class Navigator:
    """Builds screens from their names and puts them on the controller's stack."""

    def __init__(self, app: Any, screens: Mapping[str, Callable[..., Any]]):
        self.app = app
        self.screens = screens

    def make(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """A new screen of that name, not shown yet (the main menu kept under a first screen)."""
        try:
            factory = self.screens[name]
        except KeyError:
            raise UnknownScreen(name) from None
        return factory(self.app, *args, **kwargs)

    def made(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """A new screen, or None once the player has heard that it could not be loaded."""
        try:
            return self.make(name, *args, **kwargs)
        except ScreenNotLoaded:
            from accessiplay.crash_log import write_crash_log
            from accessiplay.names import clean_path

            path = clean_path(write_crash_log())  # said and printed, as every path is
            self.app.announcer.say(Msg.of("ui-screen-not-loaded", path=path), cue="error")
            return None

    def open(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Show a screen over the current one (None: it could not be loaded, and was said)."""
        screen = self.made(name, *args, **kwargs)
        if screen is not None:
            self.app.push(screen)
        return screen

    def replace(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Show a screen instead of the current one (the player picker becomes the review)."""
        screen = self.made(name, *args, **kwargs)
        if screen is not None:
            self.app.replace(screen)
        return screen

    def reset(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """Leave every screen for this one (back to the main menu)."""
        screen = self.made(name, *args, **kwargs)
        if screen is not None:
            self.app.reset(screen)
        return screen
