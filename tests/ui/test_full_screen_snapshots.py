"""Issue #12 in a real terminal: each game's table at 120×40, 80×24 and 40×15, the focus lit.

Each screen is compared with a reviewed expectation in tests/ui/snapshots/ (regenerate with
ACCESSIPLAY_SNAPSHOTS=update, then read the files before committing them).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.ui.tmux_screen import Terminal

SNAPSHOTS = Path(__file__).parent / "snapshots"
SIZES = ((120, 40), (80, 24), (40, 15))
#: Each game, and the keys that bring the holder's first decision to a focused option.
GAMES = {
    "sixty-one": ("Down",),
    "lueurs": ("Down",),
    "fairy-lights": (),
    "sixteen": ("Down",),
    "linotte": ("r", "Down"),
}
#: The high-contrast theme's focus background (#ffff00) as tmux writes it, 256 colours.
FOCUS_BACKGROUND = "226"


def check(name: str, shown: str, may_write: bool = True) -> None:
    """Compare a screen with its reviewed expectation (or write it when asked to)."""
    path = SNAPSHOTS / f"{name}.txt"
    text = "\n".join(line.rstrip() for line in shown.splitlines()).rstrip() + "\n"
    if may_write and os.environ.get("ACCESSIPLAY_SNAPSHOTS") == "update":
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs from its snapshot"


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_each_games_table_at_every_size(tmp_path, game, size):
    """'Snapshot tests of each game's drawing at 120×40, 80×24 and 40×15 …, including the
    highlight of the focused option': the same moment of one seeded game at each size."""
    width, height = size
    term = Terminal(tmp_path, f"--seed 4 play {game} --seats human,normal", width, height)
    try:
        term.settled("> ")
        term.keys(*GAMES[game])
        shown = term.settled("")
        assert len(shown.splitlines()) <= height
        check(f"{game}-{width}x{height}", shown)
        assert any(
            ch == "[" and style.get("bg") == FOCUS_BACKGROUND
            for row in term.styled()[1:]
            for ch, style in row
        ), "the focused place is bracketed in the focus colour"
    finally:
        term.close()


@pytest.mark.slow
def test_a_magnified_terminal_is_laid_out_again(tmp_path):
    """'Readable at any size': a player who magnifies mid-game (the terminal shrinks from
    120×40 to 80×24) sees the same screen as one who started at 80×24, never a scrolled one."""
    term = Terminal(tmp_path, "--seed 4 play lueurs --seats human,normal", 120, 40)
    try:
        term.settled("> ")
        term.keys(*GAMES["lueurs"])
        term.settled("> ")
        term.resize(80, 24)
        check("lueurs-80x24", term.settled("> "), may_write=False)
    finally:
        term.close()


@pytest.mark.slow
def test_fairy_lights_draw_or_take_at_40x15(tmp_path):
    """Issue #12's player at 40×15 deciding 'draw or take' with four cards in the shop: the
    shop, the next draw's risk and their own cards at risk show together on the screen."""
    term = Terminal(tmp_path, "--seed 4 play fairy-lights --seats human,normal", 40, 15)
    try:
        term.settled("> ")
        # Draw twice, take yellow; then (a bust between) draw until four cards are on offer.
        for key in ("Enter", "Enter", "Down", "Enter", "Enter", *["Enter"] * 6):
            before = term.capture()
            term.keys(key)
            term.answered(before)
        shown = term.settled("4 draws")
        check("fairy-lights-40x15-draw-or-take", shown)
        rows = shown.splitlines()
        assert rows[1].startswith("[Shop, drawn 4, risk 9 in 52]"), shown
        # The card the last draw showed is lit as the last move's ('<Bl B1 S1>').
        assert " ".join(rows[2].split()) == "Bl B1 S0 Ye B1 S0 Gr B2 S1 <Bl B1 S1>", shown
        assert "At risk  Ye B2 S1" in rows, shown
    finally:
        term.close()


#: Keys from the first decision to a moment just after Ana's move (the bot's sheet drawn).
AFTER_BOT = {
    "sixty-one": ("Enter",) * 3,
    "lueurs": ("Enter",) * 6,
    "sixteen": ("Enter",) * 3,
}
#: The high-contrast theme's last-move background (#00ff00) as tmux writes it, 256 colours.
LAST_BACKGROUND = "46"


@pytest.mark.slow
@pytest.mark.parametrize("game", AFTER_BOT)
def test_a_sighted_partner_sees_the_bots_last_move_at_120x40(tmp_path, game):
    """Issue #12's sighted partner at 120×40, following a bot game: Ana's sheet (Sixty-One,
    16 lueurs) shows beside yours, and what her last move changed is drawn between angle
    brackets, in the theme's last-move colour as well."""
    term = Terminal(tmp_path, f"--seed 4 play {game} --seats human,normal", 120, 40)
    try:
        term.settled("> ")
        for key in AFTER_BOT[game]:
            before = term.capture()
            term.keys(key)
            term.answered(before)
        shown = term.settled("> ")
        check(f"{game}-120x40-after-bot", shown)
        assert "<" in "\n".join(row[:78] for row in shown.splitlines()[1:]), shown
        marks = [style for row in term.styled()[1:] for ch, style in row[:78] if ch == "<"]
        assert marks and all(s.get("bg") == LAST_BACKGROUND for s in marks), marks
    finally:
        term.close()
