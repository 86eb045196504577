"""The `accessiplay` command: parse arguments, build speech, sound and the controller, run a driver.

Only what the first screen needs is imported before the first announcement, so the client
answers within a third of a second.
"""

from __future__ import annotations

import argparse
import sys

from accessiplay.cli_args import SEAT_CHOICES, parse_args
from accessiplay.exit_codes import Exit
from accessiplay.present import Msg

__all__ = ["SEAT_CHOICES", "main", "parse_args"]


def words_per_minute(rate: int) -> int | None:
    """The settings' rate, -10 to 10, as the TTS engine's words per minute (None: its default)."""
    if not rate:
        return None
    return int(175 * (1 + max(-10, min(10, rate)) / 20))


def _settings():
    """The saved settings, the names of those reset, and what to say when they could not be read."""
    from accessiplay.settings import BadSettings, FolderIsAFile, Settings, read_settings

    try:
        settings, reset = read_settings()
        return settings, reset, None
    except FolderIsAFile as exc:
        return Settings(), [], Msg.of("ui-home-is-a-file", path=str(exc))
    except BadSettings as exc:
        return Settings(), [], Msg.of("ui-settings-broken", path=str(exc))


def _clean_temporaries() -> None:
    """Remove what writes killed before they finished left behind (they only take room)."""
    from accessiplay.storage import clean_stale_temporaries, config_dir, data_dir, saves_dir

    clean_stale_temporaries(saves_dir(), data_dir(), config_dir())


def _clear_terminal() -> None:
    """Plain mode: wipe the screen and the scrollback (ED 3) so one player cannot scroll back
    through what the previous player heard at the same keyboard."""
    sys.stdout.write("\x1b[H\x1b[2J\x1b[3J")
    sys.stdout.flush()


def build(args: argparse.Namespace):
    """Settings, speaker, cues and controller, as the arguments and settings ask."""
    from accessiplay.i18n import system_language
    from accessiplay.settings import clamp_pause
    from accessiplay.speech import make_speaker
    from accessiplay.ui.app import Controller
    from accessiplay.ui.catalog import SCREENS

    settings, settings_reset, settings_error = _settings()
    lang = args.lang or settings.language or system_language()
    if args.bot_pause is not None:
        settings.for_this_run("bot_pause", clamp_pause(args.bot_pause, settings.bot_pause))
    if args.brief:
        settings.for_this_run("verbose", False)
    kind = args.speech or settings.speech
    plain = args.plain or (
        not args.full
        and (settings.screen == "plain" or kind == "console" or not sys.stdout.isatty())
    )
    fallbacks: list[tuple[str, str]] = []
    app = None

    def fallen_back(old: str, new: str, reason: str) -> str | None:
        """Tell the player when speech moves to another output (at start or mid-game).

        Mid-game the news is the new output's first words, before the bots' moves.
        """
        if app is None:
            fallbacks.append((old, new))
            return None
        return app.announcer.noted(Msg.of("ui-speech-backend", backend=Msg.of(f"ui-speech-{new}")))

    speaker = make_speaker(
        kind,
        lang=lang,
        rate=words_per_minute(settings.rate),
        voice=settings.voice or None,
        # In full mode the screen's message pane shows every announcement: printed speech
        # would write over the layout, so console speech prints nowhere there.
        out=sys.stdout if plain else _nowhere(),
        on_fallback=fallen_back,
    )
    printer = None
    if plain:
        from accessiplay.ui.drivers.stdio import print_line

        def printer(text: str) -> None:
            """Print each announcement, unless speech itself is printing (it may fall to that)."""
            if speaker.backend_name != "console":
                print_line(text)

    from accessiplay.sound import CuePlayer, NullCuePlayer

    cues = (NullCuePlayer if args.no_sound else CuePlayer)(volume=settings.volume / 100)
    app = Controller(
        settings,
        speaker,
        cues,
        lang,
        screens=SCREENS,
        seed=args.seed,
        on_text=printer,
        on_clear=_clear_terminal if plain and sys.stdout.isatty() else None,
    )
    for old, new in fallbacks:
        app.notice_fallback(old, new)
    if settings_error:
        app.announcer.say(settings_error, cue="error")
    if settings_reset:
        names = tuple(Msg.of(f"ui-setting-name-{n.replace('_', '-')}") for n in settings_reset)
        app.announcer.say(
            Msg.of("ui-settings-reset", settings=names, count=len(names)), cue="error"
        )
    if kind == "auto" and not fallbacks:
        app.notice_fallback(kind, speaker.backend_name)
    app.say_notices()
    if getattr(speaker.backend, "voice_missing", False):
        app.announcer.say(Msg.of("ui-voice-missing", voice=settings.voice), cue="error")
    return app, plain


def _nowhere():
    """A text stream that keeps nothing (console speech under the full screen)."""
    import io

    class Nowhere(io.TextIOBase):
        """Accepts every write and drops it."""

        def write(self, text: str) -> int:
            """Drop the text."""
            return len(text)

    return Nowhere()


def first_screen(app, args: argparse.Namespace) -> int:
    """Open the screen the command asks for; non-zero if it cannot be opened."""
    from accessiplay.core import UnknownGame, get_game
    from accessiplay.ui.screens.menu import MainMenu

    # The menu is always underneath, so leaving a game or the rules lands there; it is said
    # only when it is the first screen.
    menu = MainMenu(app)
    if args.command in (None, "menu"):
        app.push(menu)
    else:
        app.stack.append(menu)
    if args.command == "resume":
        from pathlib import Path

        from accessiplay.ui import flow

        if not flow.resume_game(app, Path(args.file) if args.file else None):
            menu.enter()  # the player is told why, then offered the main menu
    elif args.command == "join":
        from accessiplay.ui import online

        if online.connect(app, args.address, args.password) is None:
            menu.enter()  # the player is told why, then offered the main menu
    elif args.command in ("play", "rules", "tutorial"):
        try:
            game = get_game(args.game)
        except UnknownGame:
            app.announcer.say(Msg.of("ui-unknown-game", name=args.game), cue="error")
            return Exit.USAGE
        if args.command == "rules":
            from accessiplay.ui.screens.walkthrough import WalkthroughScreen

            app.push(WalkthroughScreen(app, game))
        elif args.command == "tutorial":
            from accessiplay.tutorial.launch import open_tutorial

            # The Learn to play list lies under the lesson, as when it is chosen there: leaving
            # it, or its end, lands on the list with the progress said (one Escape above the menu).
            learn = app.nav.made("learn-menu") or menu
            if learn is not menu:
                app.stack.append(learn)
            if not open_tutorial(app, game):
                learn.enter()
        else:
            kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
            if any(k not in SEAT_CHOICES for k in kinds) or not (
                game.min_players <= len(kinds) <= game.max_players
            ):
                from accessiplay.ui.players import bad_seats

                app.announcer.say(
                    bad_seats(args.seats, game.min_players, game.max_players), cue="error"
                )
                return Exit.USAGE
            from accessiplay.ui import flow

            flow.start_game(app, game, kinds, seed=args.seed)
    return Exit.OK


def _run_driver(app, plain: bool) -> None:
    """Read keys until the player leaves: printed lines, or the full screen."""
    if plain:
        from accessiplay.ui.drivers.plain import run_plain

        run_plain(app)
    else:
        from accessiplay.ui.drivers.full import run_full

        run_full(app)


def main(argv: list[str] | None = None, leaving=None) -> int:
    """Run the client; `leaving` holds signal handlers installed earlier (see launch)."""
    from accessiplay.ui.drivers.leaving import Leaving
    from accessiplay.ui.drivers.stdio import drop_dead_streams

    own = leaving is None
    if leaving is None:
        leaving = Leaving()
        leaving.install()
    try:
        return _main(argv, leaving)
    finally:
        if own:
            leaving.uninstall()
        drop_dead_streams()


def _main(argv: list[str] | None, leaving) -> int:
    """Parse, build, open the first screen and run the driver until the player leaves."""
    from accessiplay.ui import flow
    from accessiplay.ui.drivers import stdio

    streams = stdio.prepare()
    args = parse_args(argv)
    if args.command == "serve":
        from accessiplay.online.serve import main as serve_main

        return serve_main(args)
    if args.command == "bench":
        try:
            from benchmarks.__main__ import main as bench_main
        except ModuleNotFoundError:
            from accessiplay.i18n import Localizer, system_language

            print(Localizer(args.lang or system_language())("ui-bench-unavailable"))
            return Exit.UNAVAILABLE
        return bench_main(["--quick"] if args.quick else [])
    _clean_temporaries()
    app, plain = build(args)
    leaving.attach(app)
    try:
        if streams.stdin_closed:
            # Started with `<&-`: no key can ever come, and fd 0 is /dev/null now.
            app.announcer.say(Msg.of("ui-no-keyboard"), cue="error")
            return 2
        status = first_screen(app, args)
        if status:
            return status
        app.announcer.cues.warm_up()
        if app.running:
            _run_driver(app, plain)
        if leaving.signum is not None:
            app.announcer.say(flow.farewell(app))
    except KeyboardInterrupt:
        app.announcer.say(flow.farewell(app))
    except Exception:
        from accessiplay.crash_log import write_crash_log
        from accessiplay.names import clean_path

        # stderr may be silenced while TTS speaks: the details go to a file, the player is told.
        app.announcer.say(Msg.of("ui-crashed", path=clean_path(write_crash_log())), cue="error")
        return Exit.CRASHED
    finally:
        app.announcer.speaker.close()
        app.announcer.cues.close()
    return Exit.OK


if __name__ == "__main__":
    sys.exit(main())
