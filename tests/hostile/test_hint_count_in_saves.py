"""A save whose `"hints"` count was edited to the largest number a save may hold.

Attack on the hint count (#13 session's hints): `"hints": 9223372036854775807` (2**63 - 1)
loaded, one H more saved 9223372036854775808, and the next resume said the game could not be
opened, its file set aside as damaged: a hint lost the whole game. The count now stops at
999,999,999 (what the statistics keep), on load and on every hint.
"""

from __future__ import annotations

import json

from saves_support import client, played_record, write_save

from accessiplay.core.record import MAX_HINTS
from accessiplay.storage import autosave_path
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen
from tests.ui.test_hint_key import thinker  # noqa: F401 (a fixture)


def test_a_hint_on_the_largest_count_keeps_the_game_resumable(thinker):  # noqa: F811
    data = played_record()
    data["hints"] = 2**63 - 1
    write_save(data)
    c = client()
    assert flow.resume_game(c.app)
    c.app.settle()
    screen = c.top
    assert isinstance(screen, GameScreen)
    c.press("h")
    thinker.run_all()
    said = c.press("h")
    assert said[0].startswith("Hint: ")
    assert json.loads(autosave_path().read_text())["hints"] == MAX_HINTS
    c.press("c-c")
    again = client()
    assert flow.resume_game(again.app)
    again.app.settle()
    assert isinstance(again.top, GameScreen)
    assert again.top.session.hints_asked == MAX_HINTS
