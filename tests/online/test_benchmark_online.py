"""`python -m benchmarks online` runs end to end on a small room and reports every number.

Speed is reported by the benchmark, never asserted here: this only checks that its bots really
play through the server (actions are served, every connection is held) and that each line of
the table the issue asks for is printed.
"""

from __future__ import annotations

import re

from benchmarks import online


def test_a_small_room_plays_through_real_sockets_and_prints_the_table(capsys):
    """Two tables (a Sixteen of 3 seats, a Sixty-One of 2) and one watcher each."""
    online.main(
        ["--tables", "2", "--watchers", "1", "--clients", "1"]
        + ["--seconds", "2", "--warmup", "1", "--think", "0.05"]
    )
    out = capsys.readouterr().out
    served = re.search(r"actions served \s*\|\s*(\d+) /s", out)
    assert served and int(served.group(1)) > 0, out
    assert re.search(r"connections held at once\s*\|\s*7 ", out), out
    for line in (
        "act -> last seat's update p50",
        "act -> last seat's update p99",
        "server CPU per table",
        "server memory per table",
    ):
        assert line in out
