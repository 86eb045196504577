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


def test_each_act_is_timed_until_every_seat_heard_of_it_even_when_both_act_on_one_turn(
    monkeypatch,
):
    """In Sixty-One both seats choose on the same turn: each act's latency runs from its own
    sending to the last seat's update holding its step (not to an update the other act made)."""
    clock = iter([10.0, 10.5])
    monkeypatch.setattr(online.time, "perf_counter", lambda: next(clock))
    room = online.Room(think=0)
    room.seats["t"] = 2
    room.acted("t", 0)  # at 10.0
    room.acted("t", 1)  # at 10.5
    seat_1_step = {"steps": [{"seat": 1}]}
    room.arrived("t", seat_1_step, 10.6)
    room.arrived("t", seat_1_step, 10.7)
    both = {"steps": [{"seat": -1}, {"seat": 0}]}
    room.arrived("t", both, 11.0)
    room.arrived("t", both, 11.2)
    assert [round(x, 3) for x in room.latencies] == [0.2, 1.2]
    assert room.actions == 2 and not room.sent


def test_a_refused_act_is_not_timed():
    """An act the server refused never gets a step: it leaves no latency behind."""
    room = online.Room(think=0)
    room.seats["t"] = 2
    room.acted("t", 0)
    room.refused("t", 0)
    room.arrived("t", {"steps": [{"seat": 0}]}, 99.0)
    assert room.latencies == []
