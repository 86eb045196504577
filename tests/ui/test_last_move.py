"""Issue #12: 'nothing on the table shows what a bot just did'. Until the next move, every place
the last move changed is drawn between angle brackets on the full screen ("<7>"), the sign a
sighted partner reads whatever the theme's colours; a secret choice lights nothing until it is
revealed, and does not put out the light of the move before it."""

from __future__ import annotations

import re

import pytest

from accessiplay.core import CHANCE, get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers import full


def screen(client, width: int = 120, height: int = 40) -> str:
    """The full screen as one text."""
    return "\n".join(full.screen_text(client.app, width, height))


def lit(text: str) -> list[str]:
    """What the screen draws between angle brackets, in reading order."""
    return re.findall(r"<([^<>]+)>", text)


def game_screen(client):
    """The game screen under whatever is on top."""
    return next(s for s in reversed(client.app.stack) if hasattr(s, "chooser"))


def state_before_last_move(session, seat: int):
    """The game replayed up to just before `seat`'s last move."""
    actions = session.record.actions
    last = max(i for i, (who, _) in enumerate(actions) if who == seat)
    state = session.game.new_state(len(session.seats), session.record.options)
    for who, action in actions[:last]:
        state.apply(who, action)
    return state


def bots_tiles_lit(client) -> None:
    """The tiles Ana's last move laid, and only they, show lit, each on its row."""
    session = game_screen(client).session
    assert session.record.actions[-1][0] == 1, "Ana moved last"
    before = state_before_last_move(session, 1).view(0)["rows"]
    now = session.state.view(0)["rows"]
    laid = [str(t) for c in now for t in now[c][len(before[c]) :]]
    shown = screen(client)
    assert lit(shown) == laid, shown
    rows = [line for line in shown.splitlines() if "<" in line]
    assert all(line.split()[0] in ("Re", "Ye", "Gr", "Bl", "Pu") for line in rows), shown


def test_sixteen_the_tiles_a_bot_just_laid_are_drawn_lit_until_the_next_move(client):
    """After Ana's move the tiles she laid show as '<7>' on their row, and only they; after
    the holder's next move and hers, her earlier tiles are no longer lit, her new ones are."""
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=4)
    client.app.settle()
    client.press("enter", "enter", "enter")
    bots_tiles_lit(client)
    assert lit(screen(client)), "Ana's first move laid tiles"
    client.press("enter", "enter", "enter")
    bots_tiles_lit(client)


def test_sixty_one_a_revealed_round_stays_lit_past_the_bots_secret_choice(client):
    """Sixty-One's choices are secret until all have chosen: once revealed, the value written
    and the leaf total are lit; the bot's secret choice for the next round (which shows
    nothing) leaves them lit, and it lights nothing of its own."""
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=4)
    client.app.settle()
    client.press("enter", "enter", "enter")
    session = game_screen(client).session
    seats = [who for who, _ in session.record.actions if who != CHANCE]
    assert seats[-1] == 1 and session.record.actions[-2][0] == CHANCE, "Ana chose, unrevealed"
    expected = []
    yours, theirs = session.state.view(0)["sheets"]  # Ana's is drawn after yours
    for sheet in (yours, theirs):
        expected += [str(v) for area in sheet["areas"] for v in area if v is not None]
        leaf = str(sheet["leaves"][-1])
        expected.append(leaf if sheet is yours else f"Leaf row: {leaf}")
    assert lit(screen(client)) == expected, screen(client)
    assert lit(screen(client, 40, 15)), screen(client, 40, 15)


def test_sixty_one_the_bots_sheet_shows_beside_yours_with_what_it_wrote_lit(client):
    """'In Sixty-One the bot's own sheet is never drawn': at 120×40 and 80×24 Ana's sheet
    shows beside yours, one line an area, each value she wrote; once the round is revealed,
    what her move wrote is lit there."""
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=4)
    client.app.settle()
    client.press("enter", "enter", "enter")
    theirs = game_screen(client).session.state.view(0)["sheets"][1]
    for width, height in ((120, 40), (80, 24)):
        shown = screen(client, width, height)
        assert "Ana's sheet" in shown, shown
        left = shown.splitlines()
        for number, spots in enumerate(theirs["areas"], 1):
            drawn = [v if v is None else str(v) for v in spots]
            cells = ["_" if v is None else v for v in drawn]
            assert any(
                re.sub(r"[<>|]", " ", row).split()[: len(cells) + 1] == [f"{number}.", *cells]
                for part in left
                for row in part.split("  " * 2)
            ), (number, shown)
        written = [str(v) for area in theirs["areas"] for v in area if v is not None]
        assert set(written) <= set(lit(shown)), shown


def test_lueurs_the_bots_sheet_shows_beside_yours_with_what_it_wrote_lit(client):
    """16 lueurs at 120×40: Ana's sheet shows in short lines beside yours (her garlands, her
    doubles, her zones); what her last turn wrote is lit there."""
    flow.start_game(client.app, get_game("lueurs"), ["human", "normal"], seed=4)
    client.app.settle()
    client.press(*["enter"] * 6)
    session = game_screen(client).session
    assert session.record.actions[-1][0] != 0
    shown = screen(client)
    assert "Ana's sheet" in shown, shown
    bulbs = session.state.view(0)["sheets"][1]["bulbs"]
    garlands = " ".join(line[38:78] for line in shown.splitlines() if line[38:41] in ("Re ", "Pu "))
    drawn = [w for w in re.sub(r"[<>]", "", garlands).split() if set(w) <= {"O", "_"}]
    assert [m.count("O") for m in drawn] == bulbs, (garlands, shown)
    assert lit(garlands), shown


@pytest.mark.parametrize("game_id", ["sixty-one", "lueurs", "fairy-lights", "sixteen", "linotte"])
def test_a_lit_or_focused_value_keeps_its_space_before_the_next_word(client, game_id):
    """'<3>(to play)' and 'Acorns Player 1 <26>Ana <15>': a value drawn lit or focused takes
    its padding spaces for its brackets, and the caption after it ran into it. Whatever is lit
    after the bot's moves, at every size, a closing bracket is never glued to a word."""
    flow.start_game(client.app, get_game(game_id), ["human", "normal"], seed=4)
    client.app.settle()
    checked = 0
    for key in ["r", "enter", "down", "enter", "r", "enter", "enter"] * 3:
        for width, height in ((120, 40), (80, 24), (40, 15)):
            shown = screen(client, width, height)
            glued = re.findall(r"[>\]][A-Za-z(]\S*", shown)
            assert not glued, (glued, shown)
            checked += bool(re.search(r"[>\]]", shown))
        client.press(key)
    assert checked, "something was lit or focused"
