"""Registry of games by id and alias: the one place the command line and saves look games up."""

from __future__ import annotations

import importlib

from accessiplay.core.errors import UnknownGame
from accessiplay.core.protocol import Game

# Game packages are imported on first lookup so that start-up stays fast.
KNOWN_PACKAGES = {
    "sixty-one": "accessiplay.games.sixty_one",
    "lueurs": "accessiplay.games.lueurs",
    "fairy-lights": "accessiplay.games.fairy_lights",
    "sixteen": "accessiplay.games.sixteen",
    "linotte": "accessiplay.games.linotte",
}

_games: dict[str, Game] = {}
_aliases: dict[str, str] = {}


def register(game: Game) -> Game:
    """Add a game under its id and aliases (ids and aliases are case-insensitive)."""
    _games[game.id] = game
    for name in (game.id, *game.aliases):
        _aliases[_norm(name)] = game.id
    return game


def _norm(name: str) -> str:
    """Aliases ignore case, spaces and underscores: 'Sixty One' finds 'sixty-one'."""
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def _load_all() -> None:
    """Import every known game package that is present, registering it."""
    for module in KNOWN_PACKAGES.values():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise


def get_game(name: str) -> Game:
    """The game registered under this id or alias."""
    key = _norm(name)
    if key not in _aliases:
        _load_all()
    try:
        return _games[_aliases[key]]
    except KeyError:
        raise UnknownGame(name) from None


def all_games() -> list[Game]:
    """Every available game, in the menu's order."""
    _load_all()
    order = list(KNOWN_PACKAGES)
    return sorted(_games.values(), key=lambda g: order.index(g.id) if g.id in order else 99)
