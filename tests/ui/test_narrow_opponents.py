"""Issue #12 at 40×15: 'the bot's sheet/collection is never on screen' (LV-20, LV-22). While
playing, the opponent's race shows in one line: Sixty-One's leaf total, Fairy Lights' cards at
risk, 16 lueurs' garlands, each agreeing with the view, on at least half the screens of a
decision (kept, as the scores' line is, after the zones the decision needs). At 80×24, 16
lueurs draws Ana's whole compact sheet beside yours on every screen of a decision."""

from __future__ import annotations

import re

import pytest

from accessiplay.core import get_game
from accessiplay.games.lueurs import sheet as sh
from accessiplay.games.sixty_one.scoring import leaf_total
from accessiplay.i18n import Localizer
from accessiplay.ui import flow
from accessiplay.ui.drivers import full
from accessiplay.ui.screens.game import GameScreen


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


def garlands(tr: Localizer, view, seat: int, colours=sh.COLOURS) -> list[str]:
    """A 16 lueurs sheet's garlands as the table writes them: 'Re', 'OO_' …"""
    data = view["sheets"][seat]
    out = []
    for colour in colours:
        g = sh.COLOURS.index(colour)
        out.append(tr("lueurs-draw-letter", colour=colour))
        out.append("".join("O" if b < data["bulbs"][g] else "_" for b in range(sh.BULBS[g])))
    return out


def lueurs_line(tr: Localizer, view) -> str:
    """Ana's name and garlands as the narrow table writes them."""
    return " ".join(["Ana", *garlands(tr, view, 1)])


LINES = {"sixty-one": sixty_one_line, "fairy-lights": fairy_lights_line, "lueurs": lueurs_line}


def decisions(client, game_id: str, presses: int, width: int, height: int, seed: int = 4):
    """Each of the holder's decisions over a game's first presses of Enter against the normal
    bot: the holder's view and the screen at this size."""
    flow.start_game(client.app, get_game(game_id), ["human", "normal"], seed=seed)
    client.app.settle()
    game = client.top
    for _ in range(presses):
        if client.top is not game or game.session.finished():
            break
        if game.my_turn():
            yield game.session.state.view(0), full.screen_text(client.app, width, height)
        client.press("enter")


@pytest.mark.parametrize("game_id", list(LINES))
def test_the_opponents_line_shows_at_40x15_while_playing(client, game_id):
    """Over the first turns of a game against the bot, Ana's line is on the 40×15 screen at
    half the holder's decisions or more, always as her view has it."""
    tr = Localizer("en")
    shown = count = 0
    for view, screen in decisions(client, game_id, 16, 40, 15):
        count += 1
        rows = [" ".join(re.sub(r"[<>\[\]]", " ", row).split()) for row in screen]
        expected = LINES[game_id](tr, view)
        ana = [row for row in rows if row.startswith(expected.split()[0] + " ") and "Ana" in row]
        if ana:
            shown += 1
            assert expected in ana, (expected, "\n".join(screen))
    assert count >= 6
    assert shown * 2 >= count, (shown, count)


def test_16_lueurs_at_80x24_draws_anas_sheet_on_every_decision_her_last_move_lit(client):
    """LV-22: 'Ana's sheet is on no screen of the game' at 80×24. Now, at each of the holder's
    decisions over the first turns, her sheet shows beside yours (your sheet drawn one line a
    zone, as at 40×15, to make room), her garlands as her view has them; once she has played,
    her last move is lit on it ('<X>') while you choose your pair."""
    tr = Localizer("en")
    count = lit = 0
    title = tr("lueurs-draw-sheet-of", player="Ana")
    for view, screen in decisions(client, "lueurs", 24, 80, 24):
        count += 1
        heads = [row for row in screen if title in row]
        assert len(heads) == 1, "\n".join(screen)
        top = screen.index(heads[0])
        column = heads[0].index(title)
        # A lit bulb's angle brackets aside: '<O>__' reads 'O__'.
        sheet = [" ".join(re.sub(r"[<>\[\]]", "", row[column:]).split()) for row in screen]
        assert sheet[top + 1] == " ".join(garlands(tr, view, 1, sh.COLOURS[:3])), sheet
        assert sheet[top + 2].startswith(" ".join(garlands(tr, view, 1, sh.COLOURS[3:])))
        if view["turn"] > 1:
            lit += any("<" in row[column:] for row in screen[top + 1 : top + 8])
    assert count >= 10
    assert lit >= count // 2, (lit, count)


@pytest.mark.parametrize("size", [(40, 15), (120, 40)], ids=["40x15", "120x40"])
def test_fairy_lights_lit_cards_side_by_side_keep_a_space(client, size):
    """'<Gr B2 S3><Bl B2 S2>' read as one card: two lit or focused cards side by side keep a
    space between their brackets, on every screen of the holder's decisions, lit ones met."""
    met = 0
    for _, screen in decisions(client, "fairy-lights", 60, *size, seed=7):
        text = "\n".join(screen)
        assert not re.search(r"[>\]][<\[]", text), text
        met += len(re.findall(r"[>\]] [<\[]", text))
    assert met, "two lit cards side by side were drawn"


def test_16_lueurs_at_40x15_keeps_each_garland_whole_when_the_name_is_long(client):
    """LV-28: two humans at 40×15, 'Player 2 Re ___ Ye ___ Gr ___ Pu ___ Bl' then '____' alone
    on the next row (the line was sized for a bot's name). A name that leaves the garlands no
    room takes its own row; the five garlands follow whole on the next, as the view has them."""
    flow.start_game(client.app, get_game("lueurs"), ["human", "human"], seed=4)
    client.app.settle()
    game = next(s for s in client.app.stack if isinstance(s, GameScreen))
    tr = Localizer("en")
    seen = 0
    for _ in range(30):
        screen = full.screen_text(client.app, 40, 15)
        rows = [" ".join(re.sub(r"[<>\[\]]", " ", row).split()) for row in screen]
        view = game.session.state.view(None)
        for at, row in enumerate(rows):
            if row in ("Player 1", "Player 2"):
                seen += 1
                seat = int(row[-1]) - 1
                assert rows[at + 1] == " ".join(garlands(tr, view, seat)), "\n".join(screen)
        assert not any(re.fullmatch(r"[O_ ]+", row) for row in rows), "\n".join(screen)
        client.press("enter")
    assert seen >= 10, seen
