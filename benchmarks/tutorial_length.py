"""How long each guided game takes to hear through, in each language (issue 16: 5 to 10 minutes).

`python -m benchmarks.tutorial_length` plays every guided game through the real key interface,
as a player who does each step as asked with the fewest presses (keys_per_turn's walk), and
counts the words of every announcement and the keys pressed. The estimate is the words at 170
words a minute plus one second a key press. It is an upper bound for the words (an
announcement cut short by the next key is counted whole) and a guess for the keys.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from accessiplay.core import get_game
from accessiplay.settings import Settings
from accessiplay.sound import NullCuePlayer
from accessiplay.speech import RecordBackend
from accessiplay.tutorial.launch import open_tutorial
from accessiplay.tutorial.scripts import MODULES, script_for
from accessiplay.ui.app import Controller
from accessiplay.ui.catalog import SCREENS
from benchmarks.keys_per_turn import _moves

WORDS_PER_MINUTE = 170
SECONDS_PER_KEY = 1.0


def hear_through(game_id: str, lang: str) -> tuple[int, int]:
    """The words spoken and the keys pressed from the first step to 'you know the rules'."""
    from accessiplay.ui.screens.game import GameScreen

    speaker = RecordBackend()
    app = Controller(
        Settings(bot_pause=0.0), speaker, NullCuePlayer(), lang, screens=SCREENS, seed=1
    )
    open_tutorial(app, get_game(game_id))
    screen = app.top()
    presses = 0
    while isinstance(app.top(), GameScreen) and not screen.session.finished():
        move = screen.session.expected()
        if move is None:
            raise RuntimeError(f"{game_id}: the game waits for a move the script lacks")
        if move.keys:
            for key in move.keys:
                presses += 1
                app.handle(key)
                app.settle()
            continue
        steps = move.action.steps()
        while True:
            # Steps with one option are taken by the chooser (#10): walk on from the one it
            # opened, not from a list computed before the first Enter.
            depth = len(screen.chooser.prefix)
            options = screen.chooser.options
            keys = _moves(screen, screen.chooser.focus, options.index(steps[depth]), len(options))
            for key in [*keys, "enter"]:
                presses += 1
                app.handle(key)
                app.settle()
            if app.top() is not screen or screen.chooser.prefix == () or depth + 1 == len(steps):
                break
    words = sum(len(text.split()) for text in speaker.texts)
    return words, presses


def main(argv: list[str] | None = None) -> int:
    """One line per guided game and language."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.tutorial_length")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args(argv)
    os.environ["ACCESSIPLAY_HOME"] = tempfile.mkdtemp(prefix="tutorial-length-")
    print(f"| {'game':<14} | lang | steps | {'words':>6} | {'keys':>5} | {'minutes':>7} |")
    print(f"|{'-' * 16}|------|-------|{'-' * 8}|{'-' * 7}|{'-' * 9}|")
    for game_id in MODULES:
        if args.game and game_id not in args.game:
            continue
        script = script_for(game_id)
        assert script is not None
        for lang in ("en", "fr", "es"):
            words, keys = hear_through(game_id, lang)
            minutes = words / WORDS_PER_MINUTE + keys * SECONDS_PER_KEY / 60
            steps = len(script.moves)
            print(
                f"| {game_id:<14} | {lang:<4} | {steps:>5} | {words:>6} | {keys:>5} | {minutes:>7.1f} |"
            )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())
