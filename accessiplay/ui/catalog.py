"""Every screen by the name other screens open it with: the one module that imports them all."""

from __future__ import annotations

from accessiplay.ui.screens.dialogs import (
    ConfirmScreen,
    FinalScreen,
    HandOverScreen,
    HelpScreen,
    LinesScreen,
    ListingScreen,
    ReadLinesScreen,
)
from accessiplay.ui.screens.entry import (
    ChatEntryScreen,
    FieldEntryScreen,
    NameEntryScreen,
    PasswordEntryScreen,
)
from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.learn import LearnMenu
from accessiplay.ui.screens.lobby import CreateTableScreen, LobbyScreen, TableMenuScreen
from accessiplay.ui.screens.menu import MainMenu, RulesMenu
from accessiplay.ui.screens.review import PlayerPicker, ReviewScreen
from accessiplay.ui.screens.saves import SavesScreen
from accessiplay.ui.screens.settings import SettingsScreen
from accessiplay.ui.screens.setup import SetupScreen
from accessiplay.ui.screens.walkthrough import WalkthroughScreen

SCREENS = {
    "main-menu": MainMenu,
    "rules-menu": RulesMenu,
    "learn-menu": LearnMenu,
    "setup": SetupScreen,
    "settings": SettingsScreen,
    "saves": SavesScreen,
    "game": GameScreen,
    "help": HelpScreen,
    "confirm": ConfirmScreen,
    "hand-over": HandOverScreen,
    "lines": LinesScreen,
    "read-lines": ReadLinesScreen,
    "listing": ListingScreen,
    "final": FinalScreen,
    "review": ReviewScreen,
    "player-picker": PlayerPicker,
    "walkthrough": WalkthroughScreen,
    "name-entry": NameEntryScreen,
    "field-entry": FieldEntryScreen,
    "password-entry": PasswordEntryScreen,
    "chat-entry": ChatEntryScreen,
    "lobby": LobbyScreen,
    "table-menu": TableMenuScreen,
    "create-table": CreateTableScreen,
}
