"""Starting, resuming and finishing games: the glue between menus, sessions and the game screen.

No game is lost without a word: a new game never overwrites an unfinished one (it is kept as
a named save, after asking), a damaged save is refused with its reason and set aside, and a
game open in another window is left to that window.
"""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from accessiplay import locks, saves, statistics
from accessiplay.core import Game
from accessiplay.core.errors import BadRecord
from accessiplay.core.record import GameRecord
from accessiplay.names import clean_path
from accessiplay.present import Msg
from accessiplay.session import Seat, Session
from accessiplay.statistics import Result
from accessiplay.storage import autosave_path, read_text, saves_dir, set_aside, write_atomically
from accessiplay.table_session import TableSession

BOT_NAMES = 6
#: Where the games opened here let a searching (hard) bot think: off the interface's thread,
#: so that a key pressed meanwhile is answered at once, however long the search takes.
BOT_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")


def has_saved_game() -> bool:
    """Whether an unfinished game waits in the autosave."""
    return autosave_path().is_file()


def seat_list(app, kinds: list[str], names: list[str] | None = None) -> list[Seat]:
    """Seats from setup choices: humans by the name typed (the first one's from settings) or
    'Player 2', bots by localized names."""
    tr = app.announcer.tr
    seats, humans, bots = [], 0, 0
    for index, kind in enumerate(kinds):
        if kind == "human":
            humans += 1
            typed = names[index] if names and index < len(names) else ""
            if not typed and humans == 1:
                typed = app.settings.name
            name = typed or tr(Msg.of("ui-human-name", n=humans))
            seats.append(Seat(name, "human"))
        else:
            bots += 1
            seats.append(Seat(tr(Msg.of(f"ui-bot-name-{(bots - 1) % BOT_NAMES + 1}")), "bot", kind))
    return seats


def save_label(game_id: str, when) -> Msg:
    """A save said by its game and date: 'Lueurs, 30 November 14:41'."""
    return Msg.of(
        "ui-save-label",
        game=Msg.of(f"{game_id}-name"),
        day=when.day,
        month=Msg.of(f"ui-month-{when.month}"),
        hour=when.hour,
        minute=when.minute,
    )


def start_game(
    app, game: Game, kinds: list[str], seed: int | None = None, names: list[str] | None = None
) -> None:
    """Open the game screen on a new game, asking first when an unfinished one is saved."""
    path = autosave_path()
    if locks.is_open_elsewhere(path):
        # Another window plays the game in progress: this new one is saved on its own.
        app.announcer.say(Msg.of("ui-new-game-apart"))
        _open_new(app, game, kinds, seed, names, saves.new_save_path(game.id))
        return
    if not path.exists():
        _open_new(app, game, kinds, seed, names, path)
        return

    def keep_and_start() -> None:
        """Keep the unfinished game under its own name, say where, then start."""
        _keep_unfinished(app)
        target = path if not path.exists() else saves.new_save_path(game.id)
        _open_new(app, game, kinds, seed, names, target)

    app.nav.open("confirm", Msg.of("ui-new-game-question"), keep_and_start)


def _keep_unfinished(app) -> None:
    """Move the game in progress to a named save, and say under which name."""
    kept, old = saves.keep_unfinished()
    if kept is not None and old is not None:
        app.announcer.say(
            Msg.of("ui-unfinished-kept", label=save_label(old.game.id, saves.when_saved(kept)))
        )
    elif kept is not None:
        app.announcer.say(Msg.of("ui-unfinished-damaged-kept", file=clean_path(kept.name)))


def load_copy(app, path: Path) -> bool:
    """Load a kept save as the game in progress (play-test: a copy loaded and played on was
    changed, so the position Ctrl+S kept was gone, and Resume then opened another game).

    The copy stays as it was kept; its game goes on in the autosave, so Resume is the game
    last left. The game in progress it replaces is kept under its own name first, and said.
    When the autosave is another window's, or cannot be written, the copy is played in place.
    """
    live = autosave_path()
    if saves.is_autosave(path) or locks.is_open_elsewhere(live):
        return resume_game(app, path)
    try:
        text = read_text(path)
        # Checked before the game in progress is moved aside: a copy damaged since the list
        # was read moved it, then was refused as 'autosave.json', so Resume had no game.
        Session.resume(GameRecord.loads(text))
    except (OSError, UnicodeDecodeError, BadRecord):
        return resume_game(app, path)  # says why it cannot be opened, by the copy's name
    if live.exists():
        _keep_unfinished(app)
    try:
        if live.exists():
            raise FileExistsError(live)
        write_atomically(live, text)
    except OSError:
        return resume_game(app, path)
    return resume_game(app)


def _open_new(
    app, game: Game, kinds: list[str], seed: int | None, names: list[str] | None, path: Path
) -> None:
    """The game screen on a fresh game saved in `path`."""
    stop_trying_servers(app)
    if seed is None:
        seed = app.seed if app.seed is not None else random.SystemRandom().randrange(2**31)
    locks.claim(path)
    session = Session(game, seat_list(app, kinds, names), seed=seed, save_path=path)
    session.thinker = BOT_THINKER
    if app.nav.open("game", session) is None:
        locks.release(path)  # no window plays it: another may


def _exists(path: Path) -> bool:
    """Whether a file is there: a name too long for the system (`resume` and 300 letters)
    names no file, where `Path.exists` raised and the game closed on a crash report."""
    try:
        return path.exists()
    except OSError:
        return False


def resume_game(app, path: Path | None = None) -> bool:
    """Open a saved game (the autosave unless a file is given).

    A save that cannot be used is refused with its reason and renamed aside, never deleted;
    one open in another window is left to it. False when no game was opened.
    """
    if path is not None and not _exists(path):
        # The player named a file: say which one is not there, not "no saved game".
        app.announcer.say(Msg.of("ui-save-missing", path=clean_path(path)), cue="error")
        return False
    path = path or autosave_path()
    if not path.exists():
        app.announcer.say(Msg.of("ui-no-saved-game"), cue="error")
        return False
    if not path.is_file() and not _ours(path):
        # `resume /tmp` or `resume /dev/zero`: no lock file beside it, no rename of it.
        refuse(app, path, "not-a-file")
        return False
    if not locks.claim(path):
        app.announcer.say(Msg.of("ui-game-open-elsewhere"), cue="error")
        return False
    try:
        session = saves.open_save(path)
    except (OSError, BadRecord) as exc:
        locks.release(path)
        refuse(app, path, getattr(exc, "reason", "unreadable"))
        return False
    session.thinker = BOT_THINKER
    stop_trying_servers(app)
    if app.nav.open("game", session, resumed=True) is None:
        locks.release(path)  # said why; the save stays as it was, for a mended install
        return False
    return True


def stop_trying_servers(app) -> None:
    """A local game starts: a server still being tried stops being tried, and the player hears
    so (play-test: a server that came up 20 s after "No server answers" opened its lobby over
    the local game, which vanished from the screen)."""
    client = getattr(app, "online", None)
    if client is None:
        return
    client.close()
    app.announcer.say(Msg.of("lobby-stopped-trying", address=client.address))


def _ours(path: Path) -> bool:
    """Whether a file lives in the saves folder, where a damaged one would be in the way."""
    try:
        return path.absolute().parent == saves_dir().absolute()
    except OSError:
        return False


def refuse(app, path: Path, reason: str) -> None:
    """Say why a save cannot be opened and move it out of the way, kept for the player.

    Only a file in the saves folder is renamed: one the player named from elsewhere is in
    nobody's way, and it stays exactly where and as it is.
    """
    kept = set_aside(path) if _ours(path) else None
    because = Msg.of(f"ui-record-{reason}")
    if kept is None:
        app.announcer.say(
            Msg.of("ui-save-broken", path=clean_path(path), reason=because), cue="error"
        )
    else:
        app.announcer.say(
            Msg.of("ui-save-set-aside", reason=because, file=clean_path(kept.name)), cue="error"
        )


def leave(session: TableSession) -> None:
    """The game screen closes: another window may open this game now (online: the table is
    told, and the seat stays the player's to come back to)."""
    session.leave()
    if session.save_path is not None:
        locks.release(session.save_path)


def finish(session: TableSession) -> Result:
    """Keep the finished game apart from the saves in progress and count it in the statistics."""
    path = session.save_path
    if path is not None:
        _set_finished_apart(path)
    humans = session.humans()
    if session.online and not humans:
        return Result()  # a spectator watched someone else's game
    score = None
    if len(session.seats) == 1 and humans and session.game.scored:
        score = session.state.scores()[humans[0]].total
    # Alone at the table, or humans only, a player at the keyboard always wins: no game won.
    no_bot = len(humans) > 1 and len(humans) == len(session.seats)
    won = len(humans) < len(session.seats) and any(
        seat in session.state.winners() for seat in humans
    )
    return statistics.record_game(session.game.id, score, session.hints_asked, won, no_bot)


def statistics_news(result: Result) -> list[Msg]:
    """What the player hears of the statistics after the scores: a damaged file set aside, or
    this game not kept (a full disk dropped it silently while 'New best score' was said)."""
    news = []
    if result.damaged and result.set_aside is not None:
        news.append(Msg.of("ui-stats-set-aside", file=clean_path(result.set_aside.name)))
    if result.unsaved:
        folder = clean_path(statistics.stats_path().parent)
        news.append(Msg.of("ui-stats-not-saved", reason=result.unsaved, path=folder))
    return news


def _set_finished_apart(path: Path) -> None:
    """Move a finished game out of the autosave, so Resume does not offer it again."""
    try:
        # A file the player opened from elsewhere (`resume FILE`) stays where it is.
        if path.exists() and path.parent == saves_dir():
            path.replace(path.with_name(saves.FINISHED))
    except OSError:
        pass
    locks.release(path)


def kept(session: TableSession) -> bool:
    """Whether the game as it stands is kept (by the server online, or in its save): a save
    that failed is tried once more first, since a full disk may have room again."""
    if session.online:
        return True
    if session.save_error is not None:
        session.save()
    return session.save_error is None


def farewell(app) -> Msg:
    """What leaving at once says: 'The game is saved' only when a game in play is kept (by its
    autosave, or by the server online), and that its last moves are lost when its save keeps
    failing; the menus, the rules and a guided game keep no game, and were told one was saved."""
    for screen in app.stack:
        session = getattr(screen, "session", None)
        if session is None or session.state.is_terminal():
            continue
        if getattr(session, "online", False) or getattr(session, "autosave", False):
            return Msg.of("ui-saved-quit" if kept(session) else "ui-unsaved-quit")
    return Msg.of("ui-goodbye")
