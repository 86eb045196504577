"""Issue #12: 'a full game of each game in --full mode driven through tmux, checking nothing is
written outside the panes and the drawn table agrees with the view at every turn'."""

from __future__ import annotations

import re
import time

import pytest

from accessiplay.core.record import GameRecord
from accessiplay.drawing import Painter
from accessiplay.i18n import Localizer
from accessiplay.session import Session
from accessiplay.ui.table_view import drawer_of
from tests.ui.tmux_screen import Terminal

WIDTH, HEIGHT = 120, 40
#: Where the rule above the message pane sits: the five message lines are below it.
RULE_ROW = HEIGHT - 6
ENGLISH = Localizer("en")
#: A whole game must end within this many decisions.
MOST_STEPS = 400


def flat(text: str) -> str:
    """Text without the focus brackets or spaces, to compare drawn values (a focused bulb
    '[_]' splits a garland drawn '___' unfocused)."""
    return re.sub(r"[\[\]\s]", "", text)


def saved_session(term: Terminal) -> Session:
    """The game as the client saved it after the last action."""
    path = term.home / "data" / "saves" / "autosave.json"
    return Session.resume(GameRecord.loads(path.read_text(encoding="utf-8")))


def check_table(term: Terminal, shown: str) -> None:
    """Every zone title and drawn line of the holder's view shows on the screen, left pane."""
    session = saved_session(term)
    drawer = drawer_of(session.game)
    assert drawer is not None
    view = session.state.view(0)
    paint = Painter(ENGLISH, session.names, width=WIDTH - 42)
    left = "\n".join(flat(line[: WIDTH - 42]) for line in shown.splitlines())
    for zone in drawer.draw(view, 0, paint).zones:
        assert flat(zone.title) in left, (zone.title, shown)
        for line in zone.lines:
            assert flat("".join(t for _, t in line)) in left, (zone.key, line, shown)


def check_panes(shown: str, game_name: str) -> None:
    """The status line on top, the rule above the messages in its place: nothing printed
    over the layout has scrolled or covered it."""
    rows = shown.split("\n")
    assert rows[0].startswith(game_name), rows[0]
    assert rows[RULE_ROW].strip() == "", (RULE_ROW, shown)
    assert len(rows) <= HEIGHT + 1


def checked(term: Terminal, shown: str, name: str) -> str:
    """Check the screen; a frame caught a moment before the client redrew is taken again."""
    for _ in range(5):
        try:
            check_panes(shown, name)
            check_table(term, shown)
            return shown
        except AssertionError:
            shown = term.settled("")
    check_panes(shown, name)
    check_table(term, shown)
    return shown


def keys_for(shown: str) -> tuple[str, ...]:
    """The next decision: the focused option, except that a die option would only toggle a
    kept die in La Linotte, so there the last option (stop throwing) is taken."""
    focused = next((r for r in shown.splitlines() if "> " in r), "")
    if re.search(r"> die \d", focused):
        return ("End", "Enter")
    return ("Enter",)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "name"),
    [
        ("sixty-one", "Sixty-One"),
        ("lueurs", "16 lueurs"),
        ("fairy-lights", "Fairy Lights"),
        ("sixteen", "Sixteen"),
        ("linotte", "La Linotte"),
    ],
)
def test_a_whole_game_in_full_mode(tmp_path, game, name):
    """One human against a bot, every decision the focused option, to the final scores; at
    each decision the layout is whole and the table drawn agrees with the saved game's view."""
    term = Terminal(tmp_path, f"--seed 4 play {game} --seats human,normal", WIDTH, HEIGHT)
    started = time.monotonic()
    try:
        shown = term.settled("> ", quick=True)
        if game in ("linotte",):
            term.keys("r")
            shown = term.settled("> ", quick=True)
        for _ in range(MOST_STEPS):
            if shown.startswith("Final scores."):
                break
            shown = checked(term, shown, name)
            term.keys(*keys_for(shown))
            if game == "linotte":
                term.keys("r")
            shown = term.settled("", quick=True)
        else:
            raise AssertionError(f"no end after {MOST_STEPS} decisions:\n{shown}")
        assert term.stray_lines() == [], "lines printed over the layout"
    finally:
        term.close()
    assert time.monotonic() - started < 60
