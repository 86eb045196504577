"""docs/keys.md against the keys F1 lists on a game screen.

The document says: "F1 on a game screen lists the same keys, in the player's language;
`tests/ui/test_keys_doc.py` checks that this table and F1 agree." A player reading it must
find every key F1 would read them, H and Shift+H included.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessiplay.core import Game
from accessiplay.core.registry import all_games
from accessiplay.ui.commands import collect, game_commands
from accessiplay.ui.screens.game import GameScreen

DOC = Path(__file__).resolve().parents[2] / "docs" / "keys.md"


def doc_sections() -> dict[str, set[str]]:
    """Each '## section' of docs/keys.md and the commands its table names."""
    sections: dict[str, set[str]] = {}
    current = ""
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
            sections[current] = set()
        elif current and line.startswith("| ") and not line.startswith("| key"):
            cell = line.split("|")[2].strip()
            ranged = re.fullmatch(r"(.+)-(\d) to (.+)-(\d)", cell)
            if ranged:  # 'keep-1 to keep-6'
                base, first, last = ranged[1], int(ranged[2]), int(ranged[4])
                sections[current].update(f"{base}-{n}" for n in range(first, last + 1))
            elif not set(cell) <= {"-"}:
                sections[current].add(cell)
    return sections


def test_the_every_game_table_names_exactly_the_shared_game_screen_commands() -> None:
    """F1 on any game screen reads these commands, H and Shift+H among them, and the page
    promises no key F1 would not read (it once listed Page Up and Page Down before they existed)."""
    assert set(collect(GameScreen)) == doc_sections()["Every game"]


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_each_game_table_names_exactly_the_game_keys(game: Game) -> None:
    """A game's own keys, as F1 lists them after the shared ones."""
    sections = doc_sections()
    title = next(t for t in sections if t in _titles(game))
    own = {
        c.id.removeprefix(f"{game.id}-") for c in game_commands(game.id, game.presenter().keys())
    }
    assert sections[title] == own


def _titles(game: Game) -> set[str]:
    """The section titles docs/keys.md may give this game."""
    return {
        "sixty-one": {"Sixty-One"},
        "lueurs": {"16 lueurs d'hiver"},
        "fairy-lights": {"Fairy Lights"},
        "sixteen": {"Sixteen"},
        "linotte": {"La Linotte"},
    }[game.id]
