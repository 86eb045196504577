"""`python -m benchmarks strength`: a long run split by seed ranges adds up to the whole run."""

from __future__ import annotations

import json

from accessiplay.core import get_game
from benchmarks import strength


def test_runs_split_by_seeds_combine_into_the_whole_run(tmp_path, capsys):
    """The brief: 'a 500-game run may not fit in one command — split it by seed ranges
    (--seeds A:B) and combine'. Two halves saved then combined give the same games, in the same
    order, as one run over every seed, and the table counts them all."""
    game = get_game("fairy-lights")
    whole = strength.measure(game, ["normal-easy"], range(0, 4))["normal-easy"]
    for name, seeds in (("a.json", "0:2"), ("b.json", "2:4")):
        strength.main(
            ["--seeds", seeds, "--game", "fairy-lights", "--part", "normal-easy"]
            + ["--save", str(tmp_path / name), "--no-speeds"]
        )
    capsys.readouterr()
    combined = strength._combined([str(tmp_path / "a.json"), str(tmp_path / "b.json")])
    assert combined["fairy-lights"]["normal-easy"] == whole
    assert len(whole) == 8  # four seeds, each played with the seats swapped
    strength.main(["--combine", str(tmp_path / "a.json"), str(tmp_path / "b.json")])
    table = capsys.readouterr().out
    assert "fairy-lights: normal beats easy (8)" in table
    assert json.loads((tmp_path / "a.json").read_text())["fairy-lights"]["time:hard"] == []


def test_true_worlds_let_the_search_see_the_hidden_hands(monkeypatch, capsys):
    """Issue #13 asks whether Sixteen's hard bot loses because of the hands it samples or
    because of its rollouts: `--true-worlds` gives the search the real hands (a ceiling, never
    a bot's play), so the worlds it searches hold the opponent's true hand, not a fresh deal."""
    import random

    from accessiplay.core import CHANCE

    game = get_game("sixteen")
    monkeypatch.setattr(game, "world_for", game.world_for)  # undone after the test
    state = game.new_state(2)
    rng = random.Random(3)
    while state.is_chance():
        state.apply(CHANCE, state.sample_chance(rng))
    sampled = game.world_for(state, 0, random.Random(1))
    assert sampled.hands[1] != state.hands[1]  # an honest world deals the hidden hand afresh
    strength.main(["--game", "sixteen", "--seeds", "0:0", "--no-speeds", "--true-worlds"])
    assert "true worlds" in capsys.readouterr().out
    seen = game.world_for(state, 0, random.Random(1))
    assert seen.hands[1] == state.hands[1] and seen.hands[0] == state.hands[0]


def test_a_saved_run_shows_the_load_it_was_measured_under(tmp_path, capsys, monkeypatch):
    """The wall-clock p95 is only read right beside the load the machine was under while the
    games were played: combined later, on a quiet or a busy machine, the row keeps that load."""
    monkeypatch.setattr(strength.os, "getloadavg", lambda: (3.5, 0.0, 0.0))
    strength.main(
        ["--seeds", "0:1", "--game", "fairy-lights", "--part", "hard-normal", "--no-speeds"]
        + ["--save", str(tmp_path / "run.json")]
    )
    monkeypatch.setattr(strength.os, "getloadavg", lambda: (99.0, 0.0, 0.0))
    capsys.readouterr()
    strength.main(["--combine", str(tmp_path / "run.json")])
    table = capsys.readouterr().out
    assert "fairy-lights: hard decision p95 (" in table
    assert ", load 3.5) |" in table and "99.0" not in table
