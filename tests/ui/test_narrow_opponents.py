"""Issue #12 at 40×15: 'the bot's sheet/collection is never on screen' (LV-20). While playing,
the opponent's race shows in one line: Sixty-One's leaf total, Fairy Lights' cards at risk, each
agreeing with the view, on at least half the screens of a decision (kept, as the scores' line
is, after the zones the decision needs)."""

from __future__ import annotations

import re

import pytest

from accessiplay.core import get_game
from accessiplay.games.sixty_one.scoring import leaf_total
from accessiplay.i18n import Localizer
from accessiplay.ui import flow
from accessiplay.ui.drivers import full


def sixty_one_line(tr: Localizer, view) -> str:
    """Ana's leaf total as the narrow table writes it."""
    sheet = view["sheets"][1]
    caption = tr("sixty-one-draw-leaves-of", player="Ana")
    return f"{caption} {leaf_total(sheet['leaves'])}"


def fairy_lights_line(tr: Localizer, view) -> str:
    """Ana's cards at risk as the narrow table writes them, a total per colour."""
    cells = []
    for colour in ("red", "yellow", "green", "blue", "purple"):
        mine = [c for c in view["collections"][1]["unbanked"] if c["colour"] == colour]
        if mine:
            letter = tr("fairy-lights-draw-letter", colour=colour)
            bulbs = tr("fairy-lights-draw-bulbs", bulbs=sum(c["bulbs"] for c in mine))
            stars = tr("fairy-lights-draw-stars", stars=sum(c["stars"] for c in mine))
            cells.append(f"{letter} {bulbs} {stars}")
    return " ".join(["Ana", tr("fairy-lights-draw-unbanked"), *cells])


LINES = {"sixty-one": sixty_one_line, "fairy-lights": fairy_lights_line}


@pytest.mark.parametrize("game_id", list(LINES))
def test_the_opponents_line_shows_at_40x15_while_playing(client, game_id):
    """Over the first turns of a game against the bot, Ana's line is on the 40×15 screen at
    half the holder's decisions or more, always as her view has it."""
    flow.start_game(client.app, get_game(game_id), ["human", "normal"], seed=4)
    client.app.settle()
    game = client.top
    tr = Localizer("en")
    shown = decisions = 0
    for _ in range(16):
        if client.top is not game or game.session.finished():
            break
        if game.my_turn():
            decisions += 1
            screen = full.screen_text(client.app, 40, 15)
            rows = [" ".join(re.sub(r"[<>\[\]]", " ", row).split()) for row in screen]
            expected = LINES[game_id](tr, game.session.state.view(0))
            ana = [
                row for row in rows if row.startswith(expected.split()[0] + " ") and "Ana" in row
            ]
            if ana:
                shown += 1
                assert expected in ana, (expected, "\n".join(screen))
        client.press("enter")
    assert decisions >= 6
    assert shown * 2 >= decisions, (shown, decisions)
