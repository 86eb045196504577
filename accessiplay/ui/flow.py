"""Starting, resuming and finishing games: the glue between menus, sessions and the game screen."""

from __future__ import annotations

import random

from accessiplay.core import Game
from accessiplay.core.errors import BadRecord
from accessiplay.core.record import GameRecord
from accessiplay.present import Msg
from accessiplay.session import Seat, Session
from accessiplay.storage import autosave_path, data_dir, read_json, write_atomically

BOT_NAMES = 6


def has_saved_game() -> bool:
    """Whether an unfinished game waits in the autosave."""
    return autosave_path().is_file()


def seat_list(app, kinds: list[str]) -> list[Seat]:
    """Seats from setup choices: humans named from settings or 'Player 2', bots by localized names."""
    tr = app.announcer.tr
    seats, humans, bots = [], 0, 0
    for kind in kinds:
        if kind == "human":
            humans += 1
            name = (
                app.settings.name
                if humans == 1 and app.settings.name
                else tr(Msg.of("ui-human-name", n=humans))
            )
            seats.append(Seat(name, "human"))
        else:
            bots += 1
            seats.append(Seat(tr(Msg.of(f"ui-bot-name-{(bots - 1) % BOT_NAMES + 1}")), "bot", kind))
    return seats


def start_game(app, game: Game, kinds: list[str], seed: int | None = None) -> None:
    """Open the game screen on a new game."""
    from accessiplay.ui.screens.game import GameScreen

    if seed is None:
        seed = app.seed if app.seed is not None else random.SystemRandom().randrange(2**31)
    session = Session(game, seat_list(app, kinds), seed=seed)
    app.push(GameScreen(app, session))


def resume_game(app) -> bool:
    """Open the autosaved game; a broken save is explained and left untouched."""
    from accessiplay.ui.screens.game import GameScreen

    path = autosave_path()
    try:
        record = GameRecord.loads(path.read_text(encoding="utf-8"))
        session = Session.resume(record, save_path=path)
    except FileNotFoundError:
        app.announcer.say(Msg.of("ui-no-saved-game"), cue="error")
        return False
    except (OSError, BadRecord) as exc:
        reason = getattr(exc, "reason", "unreadable")
        app.announcer.say(
            Msg.of("ui-save-broken", path=str(path), reason=Msg.of(f"ui-record-{reason}")),
            cue="error",
        )
        return False
    app.push(GameScreen(app, session, resumed=True))
    return True


def finish(session: Session) -> dict:
    """Keep the finished game apart from the autosave and update the statistics; returns them."""
    path = session.save_path
    try:
        if path == autosave_path() and path.exists():
            path.replace(path.with_name("last-finished.json"))
    except OSError:
        pass
    stats_path = data_dir() / "stats.json"
    stats = read_json(stats_path, {})
    if not isinstance(stats, dict):
        stats = {}
    entry = stats.setdefault(session.game.id, {"played": 0, "best": None})
    entry["played"] = int(entry.get("played") or 0) + 1
    humans = session.humans()
    result = {"best": entry.get("best"), "new_best": False}
    if len(session.seats) == 1 and humans and session.game.scored:
        score = session.state.scores()[humans[0]].total
        result["score"] = score
        if entry.get("best") is None or score > entry["best"]:
            entry["best"] = score
            result["new_best"] = True
        result["best"] = entry["best"]
    try:
        import json

        write_atomically(stats_path, json.dumps(stats))
    except OSError:
        pass
    return result
