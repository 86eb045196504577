"""Games are found, not listed (issue #14, part 1).

"A game package that calls `register()` as docs/game-contract.md says is today missing from
`all_games()` until someone also edits `KNOWN_PACKAGES`": games are now declared as entry points
(group `accessiplay.games`), so a sixth game appears without touching any platform file.
"""

from __future__ import annotations

import random
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from test_conformance import _playout

from accessiplay.core import registry
from accessiplay.core.registry import GROUP, all_games, builtin_packages, get_game

GAMES_DIR = Path(__file__).resolve().parents[2] / "accessiplay" / "games"


def test_every_game_package_is_declared_as_an_entry_point():
    """Each package under accessiplay/games/ is declared in the installed metadata, so it is
    found as any other distribution's game would be (re-run `pip install -e .` if this fails)."""
    declared = {ep.value for ep in entry_points(group=GROUP)}
    on_disk = {
        f"accessiplay.games.{p.name}" for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file()
    }
    assert on_disk == set(builtin_packages())
    assert on_disk <= declared, (
        f"{sorted(on_disk - declared)} are not in the installed metadata: declare them under "
        '[project.entry-points."accessiplay.games"] in pyproject.toml, then pip install -e . again'
    )


def test_menu_order_is_the_games_own():
    """The menus keep the order players know, declared by each game rather than a platform list."""
    assert [g.id for g in all_games()][:5] == [
        "sixty-one",
        "lueurs",
        "fairy-lights",
        "sixteen",
        "linotte",
    ]


def test_an_uninstalled_source_tree_still_finds_the_five_games(monkeypatch):
    """Run from a checkout never installed, no entry point exists: the built-in folder is scanned."""
    import importlib.metadata

    monkeypatch.setattr(importlib.metadata, "entry_points", lambda **kw: [])
    assert sorted(f.module for f in registry.discovered()) == builtin_packages()


def test_get_game_imports_only_the_game_asked_for():
    """#13: 'Loading one game imports all five: load only the game asked for.'"""
    code = (
        "import sys; from accessiplay.core import get_game; get_game('sixteen');"
        "print(sorted(m for m in sys.modules if m.count('.') == 2"
        " and m.startswith('accessiplay.games.')), 'importlib.metadata' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # A built-in game is found on disk: no distribution's metadata is read for it.
    assert out.stdout.strip() == "['accessiplay.games.sixteen'] False"


def test_an_alias_still_finds_its_game():
    """Aliases are known only once a package is imported: an unknown name loads every game."""
    code = "from accessiplay.core import get_game; print(get_game('seize').id)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "sixteen"


def test_a_sixth_game_is_found_through_its_entry_point(sixth_game):
    """A game of another distribution is in all_games(), after the five, and by id or alias."""
    games = all_games()
    assert [g.id for g in games][-1] == "pebbles"
    assert get_game("Nim") is games[-1]


def test_a_sixth_game_passes_the_conformance_playouts(sixth_game):
    """The conformance test's own playout runs on it: legal moves, replay, end, winners."""
    for seed in range(20):
        state = _playout(get_game("pebbles"), seed)
        assert state.pile == 0 and len(state.winners()) == 1


def test_a_game_without_chance_writes_no_chance_code_and_a_wrong_call_says_so(sixth_game):
    """Pebbles has no dice or deck: it overrides nothing for chance, never reports a chance
    node, and a stray request for one names the game instead of passing silently."""
    state = get_game("pebbles").new_state(2)
    assert "sample_chance" not in type(state).__dict__
    assert not state.is_chance()
    with pytest.raises(RuntimeError, match="was asked for chance but has none"):
        state.sample_chance(random.Random(1))
