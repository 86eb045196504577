"""The `accessiplay` command: parse arguments, build speech, sound and the controller, run a driver.

Only what the first screen needs is imported before the first announcement, so the client
answers within a third of a second.
"""

from __future__ import annotations

import argparse
import sys
import threading

from accessiplay.present import Msg

SEAT_CHOICES = ("human", "easy", "normal")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line: a command (menu, play, resume, rules, bench) and global options."""
    parser = argparse.ArgumentParser(prog="accessiplay")
    parser.add_argument("--lang", choices=("en", "fr", "es"))
    parser.add_argument("--speech", choices=("auto", "screenreader", "tts", "console"))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--plain", action="store_true", help="one printed line per announcement")
    mode.add_argument("--full", action="store_true", help="full-screen, high-contrast layout")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--bot-pause", type=float, dest="bot_pause")
    parser.add_argument("--brief", action="store_true", help="brief announcements")
    parser.add_argument("--no-sound", action="store_true", dest="no_sound")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("menu")
    play = sub.add_parser("play")
    play.add_argument("game")
    play.add_argument("--seats", default="human,normal",
                      help="comma-separated seats: human, easy or normal")
    sub.add_parser("resume")
    rules = sub.add_parser("rules")
    rules.add_argument("game")
    bench = sub.add_parser("bench")
    bench.add_argument("--quick", action="store_true")
    return parser.parse_args(argv)


class DeferredCues:
    """Loads the cue player (and miniaudio) in the background so start-up does not wait for it."""

    def __init__(self, volume: float, enabled: bool = True):
        self._player = None
        self._volume = volume
        self._thread = threading.Thread(target=self._load, daemon=True) if enabled else None
        if self._thread is not None:
            self._thread.start()

    def _load(self) -> None:
        """Create the real player; any failure leaves the client silent, never broken."""
        try:
            from accessiplay.sound import CuePlayer

            player = CuePlayer()
            player.volume = self._volume
            self._player = player
        except Exception:
            self._player = None

    @property
    def volume(self) -> float:
        """Cue volume, 0 to 1."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = value
        if self._player is not None:
            self._player.volume = value

    def play(self, cue: str) -> None:
        """Play a cue once the player is ready (cues before that are skipped)."""
        if self._player is not None:
            self._player.play(cue)

    def close(self) -> None:
        """Release the audio device."""
        if self._thread is not None:
            self._thread.join(timeout=2)
        if self._player is not None:
            self._player.close()


def _settings():
    """The saved settings, or the defaults and the reason they could not be read."""
    from accessiplay.settings import BadSettings, Settings, load_settings

    try:
        return load_settings(), None
    except BadSettings as exc:
        return Settings(), str(exc)


def build(args: argparse.Namespace):
    """Settings, speaker, cues and controller, as the arguments and settings ask."""
    from accessiplay.i18n import system_language
    from accessiplay.speech import make_speaker
    from accessiplay.ui.app import Controller

    settings, settings_error = _settings()
    lang = args.lang or settings.language or system_language()
    if args.bot_pause is not None:
        settings.bot_pause = max(0.0, args.bot_pause)
    if args.brief:
        settings.verbose = False
    kind = args.speech or settings.speech
    plain = args.plain or (not args.full and (settings.screen == "plain" or kind == "console"
                                              or not sys.stdout.isatty()))
    fallbacks: list[tuple[str, str]] = []
    speaker = make_speaker(kind, lang=lang, rate=settings.rate or None, voice=settings.voice or None,
                           out=sys.stdout,
                           on_fallback=lambda old, new, reason: fallbacks.append((old, new)))
    printer = None
    if plain and speaker.backend_name != "console":
        printer = lambda text: (print(text), sys.stdout.flush())  # noqa: E731
    cues = DeferredCues(settings.volume / 100, enabled=not args.no_sound)
    app = Controller(settings, speaker, cues, lang, seed=args.seed, on_text=printer)
    app.fallbacks = fallbacks
    if settings_error:
        app.announcer.say(Msg.of("ui-settings-broken", path=settings_error), cue="error")
    if kind == "auto" or fallbacks:
        app.announcer.say(Msg.of("ui-speech-backend",
                                 backend=Msg.of(f"ui-speech-{speaker.backend_name}")))
    return app, plain


def first_screen(app, args: argparse.Namespace) -> int:
    """Open the screen the command asks for; non-zero if it cannot be opened."""
    from accessiplay.core import UnknownGame, get_game
    from accessiplay.ui.screens.menu import MainMenu

    app.push(MainMenu(app)) if args.command in (None, "menu", "resume") else app.stack.append(
        MainMenu(app))
    if args.command == "resume":
        from accessiplay.ui import flow

        flow.resume_game(app)
    elif args.command in ("play", "rules"):
        try:
            game = get_game(args.game)
        except UnknownGame:
            app.announcer.say(Msg.of("ui-unknown-game", name=args.game), cue="error")
            return 2
        if args.command == "rules":
            from accessiplay.ui.screens.walkthrough import WalkthroughScreen

            app.push(WalkthroughScreen(app, game))
        else:
            kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
            if any(k not in SEAT_CHOICES for k in kinds) or not (
                    game.min_players <= len(kinds) <= game.max_players):
                app.announcer.say(Msg.of("ui-bad-seats", seats=args.seats, low=game.min_players,
                                         high=game.max_players), cue="error")
                return 2
            from accessiplay.ui import flow

            flow.start_game(app, game, kinds, seed=args.seed)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script."""
    args = parse_args(argv)
    if args.command == "bench":
        try:
            from benchmarks.__main__ import main as bench_main
        except ModuleNotFoundError:
            from accessiplay.i18n import Localizer, system_language

            print(Localizer(args.lang or system_language())("ui-bench-unavailable"))
            return 2
        return bench_main(["--quick"] if args.quick else [])
    app, plain = build(args)
    try:
        status = first_screen(app, args)
        if status:
            return status
        if plain:
            from accessiplay.ui.drivers.plain import run_plain

            run_plain(app)
        else:
            from accessiplay.ui.drivers.full import run_full

            run_full(app)
    except KeyboardInterrupt:
        app.announcer.say(Msg.of("ui-saved-quit"))
    finally:
        app.announcer.speaker.close()
        app.announcer.cues.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
