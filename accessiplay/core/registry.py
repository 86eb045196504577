"""Registry of games by id and alias: the one place the command line and saves look games up.

Games are found, not listed: every distribution may declare games in the entry-point group
`accessiplay.games` (name: the game's id; value: the package whose import calls `register`).
A game package is imported only when it is asked for, so `play sixty-one` loads one game.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import dataclass
from pathlib import Path

from accessiplay.core.errors import UnknownGame
from accessiplay.core.protocol import Game

GROUP = "accessiplay.games"
BUILTIN = "accessiplay.games"

_games: dict[str, Game] = {}
_aliases: dict[str, str] = {}


@dataclass(frozen=True)
class Found:
    """A game package found but maybe not imported yet: its declared id and its module."""

    id: str
    module: str


def register(game: Game) -> Game:
    """Add a game under its id and aliases (ids and aliases are case-insensitive)."""
    _games[game.id] = game
    for name in (game.id, *game.aliases):
        _aliases[_norm(name)] = game.id
    return game


def _norm(name: str) -> str:
    """Aliases ignore case, spaces and underscores: 'Sixty One' finds 'sixty-one'."""
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def builtin_packages() -> list[str]:
    """Every game package shipped under `accessiplay/games/`, found on disk."""
    games = importlib.import_module(BUILTIN)
    return sorted(
        f"{BUILTIN}.{info.name}" for info in pkgutil.iter_modules(games.__path__) if info.ispkg
    )


def discovered() -> list[Found]:
    """Every game package declared in the entry-point group, read afresh each time.

    When no declared game is a built-in one (running from a source tree that was never
    installed, or installed before the group existed), the built-in packages are found by
    scanning `accessiplay/games/` so the player still has every game.
    """
    from importlib.metadata import entry_points

    found = [Found(_norm(ep.name), ep.value) for ep in entry_points(group=GROUP)]
    if not any(f.module.startswith(BUILTIN + ".") for f in found):
        found += [Found(_norm(m.rsplit(".", 1)[1]), m) for m in builtin_packages()]
    return found


def _builtin(key: str) -> bool:
    """Whether `accessiplay/games/` holds a package named after this id ('sixty-one')."""
    if not key.replace("-", "").isalnum() or not key[:1].isalpha():
        return False
    return importlib.util.find_spec(f"{BUILTIN}.{key.replace('-', '_')}") is not None


def _load(module: str) -> None:
    """Import one game package, which registers its game."""
    importlib.import_module(module)


def get_game(name: str) -> Game:
    """The game registered under this id or alias, importing only its own package if it can."""
    key = _norm(name)
    if key not in _aliases and _builtin(key):
        # A game shipped here is found on disk without reading every distribution's
        # metadata (importlib.metadata alone costs about as much as a game's import).
        _load(f"{BUILTIN}.{key.replace('-', '_')}")
    if key not in _aliases:
        found = discovered()
        exact = [f for f in found if f.id == key]
        # An alias is known only once its package is imported: then every package must be.
        for f in exact or found:
            _load(f.module)
    try:
        return _games[_aliases[key]]
    except KeyError:
        raise UnknownGame(name) from None


def all_games() -> list[Game]:
    """Every available game, in the menu's order (`Game.menu_order`, then id)."""
    for f in discovered():
        _load(f.module)
    return sorted(_games.values(), key=lambda g: (g.menu_order, g.id))


def locale_folders() -> list[Path]:
    """The `locales/` folders that game packages carry themselves (games of other distributions)."""
    folders = []
    for f in discovered():
        spec = importlib.util.find_spec(f.module)
        for root in (spec.submodule_search_locations or []) if spec else []:
            folder = Path(root) / "locales"
            if folder.is_dir():
                folders.append(folder)
    return folders
