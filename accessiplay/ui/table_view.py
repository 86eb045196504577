"""Which table the full screen draws, and what on it has the focus the player hears.

The focus follows speech: on the holder's turn the chooser's focused option lights the places
it would fill; while a sheet or board is reviewed, the reviewed node or cell; while D's answer
is the last thing said, the dice (or what D reads instead). What the last move changed is
drawn "<5>" until the next move (see `last_move`). The drawing is built from the holder's own
view, so nothing another seat keeps secret is ever drawn.
"""

from __future__ import annotations

import importlib
from typing import Any

from accessiplay.drawing import Drawer, Drawing, Painter


def drawer_of(game: Any) -> Drawer | None:
    """The game's drawer (its `draw.py`), or None for a game that draws no table."""
    name = f"{game.package}.draw"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None
    drawer: Drawer = module.DRAWER
    return drawer


def table_drawing(app: Any, width: int, height: int = 40) -> Drawing | None:
    """The table under the top screens, lit where the spoken focus is; None outside a game."""
    game_screen = next((s for s in reversed(app.stack) if hasattr(s, "chooser")), None)
    if game_screen is None:
        return None
    drawer = drawer_of(game_screen.game)
    if drawer is None:
        return None
    top = app.top()
    reviewing = hasattr(top, "focus_path") and top.game_screen is game_screen
    # Over a hand-over, only what a spectator sees: the keyboard is changing hands, and the
    # last holder's secrets must not stay on the screen. Help, chat or a question keep it.
    hand_over = getattr(top, "hides_table", False)
    holder = None if hand_over else game_screen.holder
    view = game_screen.session.state.view(holder)
    # The sheet drawn first at a hand-over is the called player's (LV-24), from the public view.
    seat = getattr(top, "next_seat", None) if hand_over else holder
    focus: frozenset[str] = frozenset()
    if reviewing:
        seat = top.seat
        focus = drawer.review_places(view, top.seat, top.focus_path())
    elif (
        top is game_screen and app.announcer.last and game_screen.spoken_dice == app.announcer.last
    ):
        focus = drawer.answer_places(view)
    elif top is game_screen and game_screen.my_turn():
        path = game_screen.chooser.focused_path()
        focus = drawer.chooser_places(view, path) if path is not None else frozenset()
    paint = Painter(
        app.announcer.tr,
        game_screen.session.names,
        focus,
        marks=game_screen.chooser.marks,
        width=width,
        height=height,
        over=game_screen.session.finished(),
    )
    paint.last = game_screen.last_move.places(drawer, view, holder, seat, paint)
    return drawer.draw(view, seat, paint)
