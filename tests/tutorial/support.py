"""Driving a guided game by its keys, as a player following each step would."""

from __future__ import annotations

from accessiplay.ui.screens.game import GameScreen
from accessiplay.ui.screens.learn import LearnMenu

#: The last words of every guided game, per language (issue 16: 'ends with "you know the rules"').
KNOW = {
    "en": "You know the rules.",
    "fr": "Vous connaissez les règles.",
    "es": "Ya conoces las reglas.",
}


def open_from_menu(client, game_id: str) -> GameScreen:
    """Main menu → Learn to play → the game's line → Enter."""
    from accessiplay.ui.screens.menu import MainMenu

    client.app.reset(MainMenu(client.app))
    menu = client.top
    client.press("home")
    for _ in range(menu.entries().index("learn")):
        client.press("down")
    client.press("enter")
    learn = client.top
    assert isinstance(learn, LearnMenu)
    index = [g.id for g in learn.games()].index(game_id)
    client.press("home")
    for _ in range(index):
        client.press("down")
    client.press("enter")
    screen = client.top
    assert isinstance(screen, GameScreen) and screen.coach is not None
    return screen


def walk_to(client, screen: GameScreen, action) -> list[str]:
    """Home, Down to each component of the action, Enter: the chooser's own keys."""
    said: list[str] = []
    steps, played = action.steps(), len(screen.session.record.actions)
    while True:
        # Steps with one option were taken by the chooser: walk on from the step it opened.
        depth = len(screen.chooser.prefix)
        step = steps[depth]
        assert step in screen.chooser.options, f"{action!r} cannot be reached by keys"
        said += client.press("home")
        for _ in range(screen.chooser.options.index(step)):
            said += client.press("down")
        said += client.press("enter")
        # Enter on the last step plays the move, or has the coach refuse it.
        if depth + 1 == len(steps) or client.top is not screen:
            break
        if len(screen.session.record.actions) > played:
            break
    return said


def follow(client, screen: GameScreen, limit: int = 500) -> int:
    """Make every move the steps ask for until the game ends; returns the keys pressed."""
    session = screen.session
    presses = 0
    for _ in range(limit):
        if session.finished() or client.top is not screen:
            return presses
        move = session.expected()
        assert move is not None, "the game waits for a move the script does not have"
        before = len(client.speaker.said)
        if move.keys:
            client.press(*move.keys)
        else:
            walk_to(client, screen, move.action)
        presses += len(client.speaker.said) - before
    raise AssertionError("the guided game did not end")
