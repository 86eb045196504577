"""The speed table's playout lines: each game is held to the figure DESIGN.md names for it."""

from __future__ import annotations

from accessiplay.core import get_game
from benchmarks import __main__ as table


def _lines(game_id: str, capsys) -> list[str]:
    """The playout lines the table prints for one game (a short measure: labels, not speed)."""
    table._playout_rows(get_game(game_id), 0.05)
    return capsys.readouterr().out.splitlines()


def test_la_linotte_is_held_to_easy_games_not_to_random_playouts(capsys):
    """DESIGN.md: 'La Linotte: easy vs easy, since random play there rarely places a pawn' —
    the random playouts are shown without a target, the easy games against 300 a second."""
    lines = _lines("linotte", capsys)
    random_line = next(line for line in lines if "random playouts" in line)
    easy_line = next(line for line in lines if "easy vs easy games" in line)
    assert ">= 300 /s" not in random_line and "MISSED" not in random_line
    assert ">= 300 /s" in easy_line and "(cpu)" in easy_line


def test_other_games_keep_their_random_playouts_target(capsys):
    """16 lueurs' figure stays its random 2-player playouts, against 300 a second."""
    lines = _lines("lueurs", capsys)
    assert any("random playouts" in line and ">= 300 /s" in line for line in lines)
    assert not any("easy vs easy" in line for line in lines)
