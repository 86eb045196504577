"""Two windows on one data folder ending games at the same moment.

Attacker play-test (session 27): two clients each counting 300 finished Sixteen games into
the same stats.json kept 311 of the 600: each read the file, added its game and wrote it back
over the other's. A best score was lost the same way ("Best so far" then named a lower one).
Now each window has the statistics to itself while it reads, adds and writes them.
"""

from __future__ import annotations

import json
import subprocess
import sys

from hostile_support import ROOT, environment

from accessiplay.i18n import Localizer
from accessiplay.present import Msg
from accessiplay.statistics import record_game

#: One window's games: Sixteen counted, and a solo Sixty-One score each (its own range), a
#: few milliseconds apart (a game's end is never two at once in one window).
WINDOW = (
    "import sys, time\n"
    "from accessiplay.statistics import record_game\n"
    "first = int(sys.argv[1])\n"
    "for score in range(first, first + 300):\n"
    "    record_game('sixteen', None)\n"
    "    record_game('sixty-one', score)\n"
    "    time.sleep(0.003)\n"
)


def test_two_windows_counting_at_once_lose_no_game_and_no_best_score(tmp_path, monkeypatch):
    """600 games counted, and the next game hears the best of either window's scores."""
    home = tmp_path / "home"
    env = environment(home)
    windows = [
        subprocess.Popen([sys.executable, "-c", WINDOW, str(first)], env=env, cwd=ROOT)
        for first in (0, 300)
    ]
    assert [window.wait(120) for window in windows] == [0, 0]
    kept = json.loads((home / "data" / "stats.json").read_text())
    assert kept["sixteen"]["played"] == 600
    assert kept["sixty-one"] == {"played": 600, "best": 599, "won": 0, "solo": 600}
    monkeypatch.setenv("ACCESSIPLAY_HOME", str(home))
    result = record_game("sixty-one", 42)
    heard = Localizer("en")(
        Msg.of("ui-best-score", score=result.score, best=result.best, new=result.new_best)
    )
    assert heard == "Your score: 42. Best so far: 599."
