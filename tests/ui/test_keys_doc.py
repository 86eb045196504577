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


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_f1_names_each_key_once(client, game: Game) -> None:
    """#10: "One meaning per key": F1 on a game screen says each key on one line only (La
    Linotte's F1 once listed Space and Enter twice, as the die toggle and as choose)."""
    from accessiplay.ui import flow

    flow.start_game(client.app, game, ["human", "normal"], seed=1)
    client.app.settle()
    tr = client.app.announcer.tr
    keys = [k for label, _ in client.top.help_entries() for k in tr(label).split(" or ")]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "Space or Enter: On a die: mark it to keep, or put it back in play; on Throw again: "
            "rethrow the other dice; on any other option: choose it",
        ),
        (
            "fr",
            "Espace ou Entrée\u00a0: sur un dé, le mettre de côté ou le remettre en jeu"
            "\u00a0; sur Relancer, relancer les autres dés\u00a0; sur toute autre option, "
            "la choisir",
        ),
        (
            "es",
            "Espacio o Intro: sobre un dado: guardarlo o devolverlo al juego; sobre Volver a "
            "tirar: tirar los demás dados; sobre cualquier otra opción: elegirla",
        ),
    ],
)
def test_la_linotte_f1_says_enter_once_and_no_shift_c_on_the_shared_board(
    make_client, lang: str, line: str
) -> None:
    """Space and Enter have one line; Shift+C (another player's sheet) is gone where the board
    is shared and C reviews it all; pressed anyway, Shift+C opens no other sheet."""
    from accessiplay.core import get_game
    from accessiplay.ui import flow

    client = make_client(lang)
    flow.start_game(client.app, get_game("linotte"), ["human", "normal"], seed=1)
    client.app.settle()
    client.press("f1")
    # The position ("2 of 41") moves whenever a key is added; the words are what matter.
    assert client.press("down")[0].rsplit(", ", 1)[0] == line
    assert not any("shift" in k.lower() and k.endswith("C") for k in _f1_keys(client))
    # Shift+C is free on this screen: at most a type-ahead jump, never another sheet.
    client.press("escape", "C")
    assert type(client.top).__name__ == "GameScreen"


def _f1_keys(client) -> list[str]:
    """The key labels F1 reads on the screen below it."""
    tr = client.app.announcer.tr
    return [tr(label) for label, _ in client.app.stack[-2].help_entries()]
