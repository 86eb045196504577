"""The tutorial scripts, one data module per game, imported only when that tutorial opens."""

from __future__ import annotations

import importlib

from accessiplay.tutorial.script import Script

#: Game id → the module holding its SCRIPT, in the order the "Learn to play" menu lists them.
MODULES = {
    "sixty-one": "accessiplay.tutorial.scripts.sixty_one",
    "fairy-lights": "accessiplay.tutorial.scripts.fairy_lights",
    "sixteen": "accessiplay.tutorial.scripts.sixteen",
    "lueurs": "accessiplay.tutorial.scripts.lueurs",
    "linotte": "accessiplay.tutorial.scripts.linotte",
}


def script_for(game_id: str) -> Script | None:
    """A game's tutorial script, or None when that game has none yet."""
    module = MODULES.get(game_id)
    if module is None:
        return None
    script: Script = importlib.import_module(module).SCRIPT
    return script
