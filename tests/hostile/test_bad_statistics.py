"""#15: "A bad `stats.json` ... crashes at the end of every game, before the final scores are
spoken. Statistics are never worth a game: a bad statistics file is set aside and started
afresh, after the scores are said." """

from __future__ import annotations

import json

import pytest
from saves_support import client, lines, program

from accessiplay import statistics
from accessiplay.core import get_game
from accessiplay.storage import data_dir
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen

BAD = {
    "a game holding a number": b'{"sixty-one": 5}',
    "a list": b"[1]",
    "played is text": b'{"sixty-one": {"played": "abc"}}',
    "1e999": b"1e999",
    "best is infinite": b'{"sixty-one": {"played": 1, "best": 1e999}}',
    "not JSON": b"\xff\xfe",
    "won is text": b'{"sixty-one": {"played": 1, "won": "1"}}',
}


def _finish_a_solo_game(c) -> list[str]:
    """Start a solo Sixty-One and press Enter to its end; what was said from the start."""
    flow.start_game(c.app, get_game("sixty-one"), ["human"], seed=2)
    c.app.settle()
    for _ in range(3000):
        if not isinstance(c.top, GameScreen):
            return c.speaker.texts
        c.press("enter")
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("case", list(BAD))
def test_a_bad_statistics_file_is_set_aside_after_the_scores_are_said(case):
    """The final scores come first, then one sentence about the statistics; the file is kept."""
    path = data_dir() / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(BAD[case])
    said = _finish_a_solo_game(client())
    (kept,) = path.parent.glob("stats.damaged-*.json")
    over = said.index("Game over.")
    assert said[-2] == (
        "Your statistics file was damaged, so the statistics start afresh. "
        f"The old file is kept as {kept.name}."
    )
    assert any(line.startswith("New best score:") for line in said[over:-2])
    assert kept.read_bytes() == BAD[case]
    assert json.loads(path.read_text())["sixty-one"]["played"] == 1


def test_the_real_program_ends_the_game_with_a_bad_statistics_file(home):
    """Piped Enters play a solo game to the end with `{"sixty-one": 5}` as stats.json."""
    (home / "data").mkdir(parents=True)
    (home / "data" / "stats.json").write_text('{"sixty-one": 5}')
    proc = program(
        home,
        b"\r" * 300,
        "--bot-pause",
        "0",
        "--seed",
        "5",
        "play",
        "sixty-one",
        "--seats",
        "human",
    )
    out = lines(proc)
    assert "Game over." in out
    assert any(line.startswith("Your statistics file was damaged") for line in out)
    assert json.loads((home / "data" / "stats.json").read_text())["sixty-one"]["played"] == 1


@pytest.mark.parametrize(("hints", "won"), [(2, False), (0, True)])
def test_counts_at_their_largest_stay_there_and_the_file_stays_ours(hints, won):
    """Attacker: a stats.json at 999,999,999 games (valid) plus one game was written as
    1,000,000,000, which the next game read as damaged: every statistic was set aside and
    "Your statistics file was damaged" said. Each count now stops at 999,999,999."""
    path = data_dir() / "stats.json"
    path.parent.mkdir(parents=True)
    most = 10**9 - 1
    full = {
        "played": most,
        "best": 20,
        "won": most,
        "hinted": most,
        "hints": most,
        "won_unaided": most,
        "solo": most,
    }
    path.write_text(json.dumps({"sixty-one": full}))
    for _ in range(2):
        result = statistics.record_game("sixty-one", 10, hints=hints, won=won)
        assert not result.damaged and result.set_aside is None
    assert json.loads(path.read_text()) == {"sixty-one": full}
    assert list(path.parent.glob("stats.damaged-*")) == []
