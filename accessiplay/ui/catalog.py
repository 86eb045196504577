"""Every screen by the name other screens open it with: the one module that names them all.

A screen's module is imported the first time it is opened, not when the client starts: the
main menu is spoken before the game screen, the lobby or the rules walkthrough are loaded
(about a sixth of the start's CPU). Opening a game already imports its rules package, so the
game screen's import costs a key nothing a player could hear. A module that cannot be
imported (a damaged install, a missing part) is `ScreenNotLoaded`, which the navigator says.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any

from accessiplay.ui.navigator import ScreenNotLoaded

#: name → (module under accessiplay.ui.screens, class).
PLACES = {
    "main-menu": ("menu", "MainMenu"),
    "rules-menu": ("menu", "RulesMenu"),
    "learn-menu": ("learn", "LearnMenu"),
    "setup": ("setup", "SetupScreen"),
    "settings": ("settings", "SettingsScreen"),
    "statistics": ("statistics", "StatisticsScreen"),
    "saves": ("saves", "SavesScreen"),
    "game": ("game", "GameScreen"),
    "help": ("dialogs", "HelpScreen"),
    "confirm": ("dialogs", "ConfirmScreen"),
    "hand-over": ("dialogs", "HandOverScreen"),
    "lines": ("dialogs", "LinesScreen"),
    "read-lines": ("dialogs", "ReadLinesScreen"),
    "listing": ("dialogs", "ListingScreen"),
    "final": ("dialogs", "FinalScreen"),
    "review": ("review", "ReviewScreen"),
    "player-picker": ("review", "PlayerPicker"),
    "walkthrough": ("walkthrough", "WalkthroughScreen"),
    "name-entry": ("entry", "NameEntryScreen"),
    "field-entry": ("entry", "FieldEntryScreen"),
    "password-entry": ("entry", "PasswordEntryScreen"),
    "chat-entry": ("entry", "ChatEntryScreen"),
    "lobby": ("lobby", "LobbyScreen"),
    "table-menu": ("lobby", "TableMenuScreen"),
    "create-table": ("lobby", "CreateTableScreen"),
}


class Catalog(Mapping[str, Any]):
    """The screens by name, each class imported when it is first looked up."""

    def __init__(self, places: Mapping[str, tuple[str, str]]) -> None:
        self._places = places

    def __getitem__(self, name: str) -> Any:
        """The screen class of that name (KeyError for a name the catalog does not have)."""
        module, cls = self._places[name]
        try:
            return getattr(importlib.import_module(f"accessiplay.ui.screens.{module}"), cls)
        except Exception as exc:
            # Whatever stops the import (a file missing, cut short, of another version) leaves
            # this screen closed, not the client: the cause is kept for the crash log.
            raise ScreenNotLoaded(name) from exc

    def __iter__(self) -> Iterator[str]:
        return iter(self._places)

    def __len__(self) -> int:
        return len(self._places)


SCREENS = Catalog(PLACES)
