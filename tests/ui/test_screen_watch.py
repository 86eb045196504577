"""The full screen is redrawn when what it shows may have changed, not twenty times a second:
an idle 120×40 game cost a tenth of a core while a player thought (measured with cProfile
on `accessiplay --full play sixty-one` left idle)."""

from __future__ import annotations

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.drivers.full import ScreenWatch


def test_an_idle_screen_is_not_redrawn_until_the_fallback(client):
    """Nothing said, no new screen: one redraw, then none until the fallback's seconds pass."""
    flow.start_game(client.app, get_game("sixty-one"), ["human"], seed=7)
    client.app.settle()
    watch = ScreenWatch(client.app)
    assert watch.changed(0.0)
    assert not watch.changed(0.05)
    assert not watch.changed(ScreenWatch.FALLBACK - 0.01)
    assert watch.changed(ScreenWatch.FALLBACK)


def test_a_bots_move_is_drawn_at_the_next_tick(client):
    """A bot plays after its pause with no key pressed: the next tick redraws."""
    client.app.settings.bot_pause = 1.0
    flow.start_game(client.app, get_game("sixteen"), ["normal", "human"], seed=7)
    watch = ScreenWatch(client.app)
    assert watch.changed(0.0)
    assert not watch.changed(0.05)
    client.clock.advance(5.0)
    client.app.run_due()
    assert watch.changed(0.1)


def test_a_reading_key_and_a_theme_change_are_redrawn(client):
    """What a key said, and the theme chosen in settings, show without waiting."""
    flow.start_game(client.app, get_game("fairy-lights"), ["human", "normal"], seed=7)
    client.app.settle()
    watch = ScreenWatch(client.app)
    watch.changed(0.0)
    client.press("s")
    assert watch.changed(0.05)
    assert not watch.changed(0.1)
    client.app.settings.theme = "colour-blind"
    assert watch.changed(0.15)


def test_a_move_that_says_nothing_new_is_still_drawn(client):
    """A local state changes in place: a move is noticed by the moves recorded, even when no new
    line was said (the same line twice is remembered once), so the drawn table never lags."""
    flow.start_game(client.app, get_game("sixteen"), ["human", "normal"], seed=7)
    client.app.settle()
    watch = ScreenWatch(client.app)
    watch.changed(0.0)
    session = client.app.top().session
    seat = session.human_to_act()
    session.play(seat, session.state.legal_actions(seat)[0], save=False)
    assert watch.changed(0.05)
