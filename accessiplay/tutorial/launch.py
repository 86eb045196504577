"""Opening a tutorial: its scripted game on the real game screen, taken up where it was left."""

from __future__ import annotations

from accessiplay.core import Game
from accessiplay.present import Msg
from accessiplay.tutorial import progress
from accessiplay.tutorial.coach import Coach
from accessiplay.tutorial.scripts import script_for
from accessiplay.tutorial.session import ScriptedSession
from accessiplay.ui import flow


def read_progress(app) -> progress.Book:
    """Every tutorial's progress; a damaged file is said once and ignored."""
    book = progress.load()
    if book.damaged:
        app.announcer.say(Msg.of("tutorial-progress-damaged"), cue="error", interrupt=False)
    return book


def open_tutorial(app, game: Game, book: progress.Book | None = None) -> bool:
    """Open a game's tutorial at the step the player reached (a finished one starts again).

    False, said, when the game has no tutorial or its screen could not be loaded.
    """
    script = script_for(game.id)
    if script is None:
        app.announcer.say(Msg.of("tutorial-none", game=Msg.of(f"{game.id}-name")), cue="error")
        return False
    book = book or read_progress(app)
    seats = flow.seat_list(app, list(script.seats))
    session = ScriptedSession(game, seats, script)
    reached = book.of(game.id)
    start = 0 if reached.done else min(reached.step, len(script.moves) - 1)
    start = session.fast_forward(start)
    coach = Coach(session, book, start)
    flow.stop_trying_servers(app)
    return app.nav.open("game", session, resumed=start > 0, coach=coach) is not None
