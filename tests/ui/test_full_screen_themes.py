"""Issue #12: 'a high-contrast theme and a colour-blind-safe theme (colours never the only
signal: letters or shapes too), and a setting for the theme', read from a real terminal."""

from __future__ import annotations

import pytest

from tests.ui.tmux_screen import Terminal

THEMES = ("high-contrast", "colour-blind")


def screen_in(tmp_path, theme: str) -> tuple[str, list]:
    """La Linotte at 80×24 after the first throw, the 2 marked to keep (key 2), the focus on die 2:
    the plain text and the styled characters."""
    term = Terminal(
        tmp_path / theme, "--seed 4 play linotte --seats human,normal", 80, 24, theme=theme
    )
    try:
        term.settled("> ")
        term.keys("r")
        term.settled("> Die 1")
        term.keys("2", "Down")
        shown = term.settled("> Die 2")
        return shown, term.styled()
    finally:
        term.close()


def styles_of(rows: list, wanted: str) -> list[dict[str, str]]:
    """The attributes of every character `wanted` drawn below the status line."""
    return [style for row in rows[1:] for ch, style in row if ch == wanted]


@pytest.mark.slow
def test_both_themes_mark_focus_and_kept_dice_with_signs_as_well_as_colours(tmp_path):
    """The same moment in both themes: the plain text is the same (the focused die between
    brackets, the kept die starred), so nothing rests on colour alone; each sign carries its
    theme's colour, and the theme setting changes those colours."""
    tmp_path.joinpath("high-contrast").mkdir()
    tmp_path.joinpath("colour-blind").mkdir()
    plain = {}
    focus_bg = {}
    kept_bg = {}
    for theme in THEMES:
        shown, rows = screen_in(tmp_path, theme)
        plain[theme] = shown
        # At 80×24 the dice stand in a column beside the compact board, under "1 of 3".
        lines = shown.splitlines()
        top = next(i for i, line in enumerate(lines) if line.startswith("1 of 3"))
        dice = " ".join(line[:5] for line in lines[top + 1 : top + 6])
        assert "*" in dice and "[" in dice, dice
        # The star of the kept die and the bracket of the focused one, each in its own colours.
        kept = {s.get("bg") for s in styles_of(rows, "*")}
        lit = {s.get("bg") for s in styles_of(rows, "[")}
        assert len(kept) == 1 and None not in kept, kept
        assert None not in lit and lit != kept, (lit, kept)
        kept_bg[theme], focus_bg[theme] = kept.pop(), lit
        assert all(s.get("bold") for s in styles_of(rows, "*")), "kept dice are bold too"
    assert plain["high-contrast"] == plain["colour-blind"], "the signs do not depend on colour"
    assert focus_bg["high-contrast"] == {"226"}, "high contrast: focus on pure yellow"
    assert focus_bg["colour-blind"] != focus_bg["high-contrast"]
    assert kept_bg["colour-blind"] != kept_bg["high-contrast"]
