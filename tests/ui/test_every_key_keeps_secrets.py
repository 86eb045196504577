"""Issue #10, "Done means": "a two-human Sixteen game and a two-human Sixty-One game at one
keyboard where no key pressed by either player reveals the other's secret (a test presses every
key on every screen of both players' turns and checks the heard words against the other hand)".

Every step of every turn, each key of the keyboard is pressed (letters and digits no key takes
jump through the options: type-ahead); every screen a key opens (help, reviews, the player
picker, rules, the quit question, Sixteen's Shift+P list of placements) has every key pressed in
turn too, and is left with Escape. On the hand-over screen, where nobody holds the keyboard yet, nothing of
either player may be heard. The moves themselves are chosen by a normal bot from the holder's
view and walked to with the arrows and Enter, as a player would.
"""

from __future__ import annotations

import random
import string

import pytest

from accessiplay.core import get_game
from accessiplay.games.sixteen.phrases import hand_lines
from accessiplay.present import Ctx
from accessiplay.ui import flow
from accessiplay.ui.screens.dialogs import ConfirmScreen, FinalScreen, HandOverScreen
from accessiplay.ui.screens.game import GameScreen

NAMED = [
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "tab",
    "s-tab",
    "backspace",
    "delete",
    "escape",
    "c-s",
    *(f"f{n}" for n in range(1, 13)),
]
#: Every key but those that end a turn (Enter, Space: pressed last, to play) or the program.
KEYS = [*string.ascii_lowercase, *string.ascii_uppercase, *string.digits, *",.<>?/;'", *NAMED]
#: Keys that would answer "yes" to a question (leaving the game): never pressed there.
YES = {"y", "o", "s", "enter"}


class Watch:
    """Who may hear what: each seat's secrets, checked against every word heard."""

    def __init__(self, client, screen: GameScreen, secrets):
        self.client = client
        self.screen = screen
        self.secrets = secrets  # (screen, seat) -> set of texts only that seat may hear
        self.pressed = 0
        # The screens keys opened (Shift+P's list of placements among them).
        self.opened: set[str] = set()

    def press(self, key: str) -> list[str]:
        """Press a key and check that what it said reveals no secret of a seat not holding it."""
        said = self.client.press(key)
        self.pressed += 1
        assert said, f"silence after {key!r} on {type(self.client.top).__name__}"
        if self.screen.session.finished():
            return said  # the rules show every hand at the end
        holder = None if isinstance(self.client.top, HandOverScreen) else self.screen.holder
        heard = " ".join(said)
        for seat in self.screen.session.humans():
            if seat == holder:
                continue
            own = self.secrets(self.screen, holder) if holder is not None else set()
            for secret in self.secrets(self.screen, seat) - own:
                assert secret not in heard, (
                    f"{key!r} on {type(self.client.top).__name__} told seat {holder} "
                    f"the secret of seat {seat}: {secret!r}"
                )
        return said

    def every_key(self, depth: int = 0, deep: bool = True) -> None:
        """Every key on the screen on top; a screen a key opens is searched the same way (when
        `deep`: the screens a step's keys open are the same at each step of a turn)."""
        top = self.client.top
        for key in KEYS:
            if self.client.top is not top:
                return
            if isinstance(top, ConfirmScreen) and key in YES:
                continue
            self.press(key)
            if self.client.top is top or self.screen.session.finished():
                continue
            self.opened.add(type(self.client.top).__name__)
            if deep and depth < 2 and top in self.client.app.stack:
                self.every_key(depth + 1)
            self.back_to(top)

    def back_to(self, screen) -> None:
        """Escape until `screen` is on top again (each Escape's words are checked too)."""
        for _ in range(6):
            if self.client.top is screen or screen not in self.client.app.stack:
                return
            self.press("n" if isinstance(self.client.top, ConfirmScreen) else "escape")
        raise AssertionError(f"could not get back to {type(screen).__name__}")


def sixteen_secrets(screen: GameScreen, seat: int) -> set[str]:
    """A Sixteen hand, colour by colour, as its owner hears it."""
    view = screen.session.state.view(seat)
    if view["hand"] is None:
        return set()
    tr = screen.app.announcer.tr
    return {tr(m) for m in hand_lines(view["hand"])}


def sixty_one_secrets(noted: dict):
    """A Sixty-One seat's choice this round, as its owner heard it ('Noted: …'), until the round
    is resolved."""

    def secrets(screen: GameScreen, seat: int) -> set[str]:
        state = screen.session.state
        round_ = state.view(seat)["round"]
        text = noted.get((seat, round_))
        return {text} if text and seat not in state.acting_seats() else set()

    return secrets


def walk_to(client, watch: Watch, rng) -> None:
    """The holder's move, chosen by a normal bot from their view, walked to with the keys.

    Before each step every key is pressed; some move the chooser (Escape, a game key opening
    a step), so Escape goes back until the path agrees with the wanted one again. Steps with
    one option are taken by the chooser itself: the walk goes on from the step it opened.
    """
    top = client.top
    session = top.session
    state, seat = session.state, top.holder
    wanted = top.game.bot("normal")(state.view(seat), state.legal_actions(seat), rng).steps()
    played = len(session.record.actions)
    target = len(top.chooser.prefix)  # the step whose option is chosen next
    deep = True
    while True:
        watch.every_key(deep=deep)
        deep = False
        if client.top is not top or len(session.record.actions) != played:
            return  # a game key played a move: the turn went on without the walk
        for _ in range(len(wanted) + 1):
            prefix = top.chooser.prefix
            if prefix == tuple(wanted[: len(prefix)]) and len(prefix) <= target:
                break
            watch.press("escape")
        while len(top.chooser.prefix) < target:  # Escape went back: walk the path again
            choose(top, watch, wanted[len(top.chooser.prefix)])
        choose(top, watch, wanted[target])
        if client.top is not top or len(session.record.actions) != played:
            return
        target = len(top.chooser.prefix)


def choose(top: GameScreen, watch: Watch, step) -> None:
    """Home, Down to the option, Enter."""
    assert step in top.chooser.options, f"{step!r} cannot be reached by keys"
    watch.press("home")
    for _ in range(top.chooser.options.index(step)):
        watch.press("down")
    watch.press("enter")


def play(client, game_id: str, secrets, seed: int, turns: int, noted=None) -> Watch:
    """Two humans at one keyboard: every key on every screen, for `turns` turns."""
    flow.start_game(client.app, get_game(game_id), ["human", "human"], seed=seed)
    client.app.settle()
    screen = next(s for s in client.app.stack if isinstance(s, GameScreen))
    watch = Watch(client, screen, secrets)
    rng = random.Random(seed)
    played = 0
    while played < turns and not isinstance(client.top, FinalScreen):
        top = client.top
        if isinstance(top, HandOverScreen):
            watch.every_key()
            watch.press("enter")
            continue
        assert isinstance(top, GameScreen)
        if not top.my_turn():
            watch.press("enter")
            continue
        before = len(client.speaker.texts)
        walk_to(client, watch, rng)
        if noted is not None:
            for text in client.speaker.texts[before:]:
                if "Noted:" in text:
                    note = text[text.index("Noted:") :].split(" Waiting for")[0]
                    noted[(top.holder, top.session.state.view(top.holder)["round"])] = note
        played += 1
    return watch


@pytest.mark.slow
def test_no_key_of_either_player_reveals_the_other_hand_in_sixteen(make_client):
    """Two humans play Sixteen: no key of one player's turns, on any screen, says a line of the
    other's hand; on the hand-over screen neither hand is heard."""
    client = make_client("en")
    watch = play(client, "sixteen", sixteen_secrets, seed=3, turns=8)
    assert watch.pressed > 2000
    # Every key was pressed in Shift+P's list of placements too, and in the reviews.
    assert {"ListingScreen", "ReviewScreen", "HelpScreen"} <= watch.opened


@pytest.mark.slow
def test_no_key_of_either_player_reveals_the_others_choice_in_sixty_one(make_client):
    """Two humans play Sixty-One: a choice is secret until the round is resolved; no key of the
    other player's turn, on any screen, says it."""
    client = make_client("en")
    noted: dict = {}
    watch = play(client, "sixty-one", sixty_one_secrets(noted), seed=4, turns=8, noted=noted)
    assert len(noted) >= 3, "the first player's choices were noted, secret until the round ends"
    assert watch.pressed > 2000


@pytest.mark.slow
@pytest.mark.parametrize("leak", ["hand-over", "game"])
def test_the_watch_would_catch_a_leak(make_client, monkeypatch, leak):
    """The check can fail: a hand-over screen that read back the previous player's lines, or a
    game screen that answered from the other seat's view, is caught."""
    client = make_client("en")
    if leak == "hand-over":
        monkeypatch.setattr(
            HandOverScreen,
            "_history",
            lambda self, where: self.say(*(t for t, _, _ in self.app.announcer.history.entries)),
        )
    else:
        original = GameScreen.ctx

        def peeking(self):
            ctx = original(self)
            if self.holder is None:
                return ctx
            other = 1 - self.holder
            return Ctx(self.session.state.view(other), other, ctx.names, ctx.verbose)

        monkeypatch.setattr(GameScreen, "ctx", peeking)
    with pytest.raises(AssertionError, match="the secret of seat"):
        play(client, "sixteen", sixteen_secrets, seed=3, turns=3)
