"""Keys a player presses per turn, each game, measured through the real key interface.

`python -m benchmarks.keys_per_turn` plays seeded games of one human seat against a normal bot.
At the human's turn a normal bot picks the move from the human's view, as a player who knows
what they want, and walks the chooser to it with the fewest presses the screen offers: Up or
Down, Home or End first when shorter, Page Up or Page Down by ten where the screen has them,
and Enter; a step the screen takes by itself costs nothing. Turns are counted by the
'your turn' call, so a La Linotte turn of three throws and a placement is one turn.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

from accessiplay.core import all_games
from accessiplay.settings import Settings
from accessiplay.sound import NullCuePlayer
from accessiplay.speech import RecordBackend
from accessiplay.ui import flow
from accessiplay.ui.app import Controller
from accessiplay.ui.catalog import SCREENS

PAGE = 10


def _moves(screen, focus: int, target: int, count: int) -> list[str]:
    """The fewest keys from `focus` to `target` in a list of `count` options."""
    has_pages = screen.keys().get("pagedown") is not None
    plans = []
    for start, lead in ((focus, []), (0, ["home"]), (count - 1, ["end"])):
        gap = target - start
        step, page = ("down", "pagedown") if gap > 0 else ("up", "pageup")
        if has_pages:
            pages, rest = divmod(abs(gap), PAGE)
            plans.append(lead + [page] * pages + [step] * rest)
        plans.append(lead + [step] * abs(gap))
    return min(plans, key=len)


class Driver:
    """A controller with a silent recorder, the human seat played from the keys."""

    def __init__(self, game, seed: int):
        self.presses = 0
        self.app = Controller(
            Settings(bot_pause=0.0),
            RecordBackend(),
            NullCuePlayer(),
            "en",
            screens=SCREENS,
            seed=seed,
        )
        self.rng = random.Random(seed)
        flow.start_game(self.app, game, ["human", "normal"], seed=seed)
        self.app.settle()

    def press(self, key: str) -> None:
        """One key, then let the bot play."""
        self.presses += 1
        self.app.handle(key)
        self.app.settle()

    def turns(self) -> int:
        """How many times the human was called to play."""
        return self.app.announcer.cues.played.count("your-turn")

    def play(self, limit: int = 5000) -> None:
        """Play the human's turns until the game ends."""
        from accessiplay.ui.screens.game import GameScreen

        for _ in range(limit):
            top = self.app.top()
            if not isinstance(top, GameScreen):
                return
            if not top.my_turn():
                self.press("enter")
                continue
            self.walk(top)
        raise RuntimeError("the game did not end")

    def walk(self, top) -> None:
        """The keys of one decision: to each step's option, then Enter."""
        state, seat = top.session.state, top.holder
        wanted = top.game.bot("normal")(state.view(seat), state.legal_actions(seat), self.rng)
        steps, played = wanted.steps(), len(top.session.record.actions)
        while True:
            # Steps with one option were taken by the screen: walk on from the open one.
            step = steps[len(top.chooser.prefix)]
            options = top.chooser.options
            for key in _moves(top, top.chooser.focus, options.index(step), len(options)):
                self.press(key)
            self.press("enter")
            if self.app.top() is not top or len(top.session.record.actions) > played:
                return


def measure(game, games: int) -> tuple[float, int]:
    """Average keys per turn over seeded games, and the number of turns."""
    presses = turns = 0
    for seed in range(games):
        driver = Driver(game, seed)
        driver.play()
        presses += driver.presses
        turns += driver.turns()
    return presses / max(turns, 1), turns


def main(argv: list[str] | None = None) -> int:
    """Print one line per game: keys per turn, over how many turns."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.keys_per_turn")
    parser.add_argument("--games", type=int, default=5, help="seeded games per game")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args(argv)
    os.environ["ACCESSIPLAY_HOME"] = tempfile.mkdtemp(prefix="keys-per-turn-")
    print(f"| {'game':<14} | {'keys per turn':>13} | {'turns':>6} |")
    print(f"|{'-' * 16}|{'-' * 15}|{'-' * 8}|")
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        keys, turns = measure(game, args.games)
        print(f"| {game.id:<14} | {keys:>13.2f} | {turns:>6} |")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())
