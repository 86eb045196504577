"""One command table for the platform's keys and each game's own: remappable, described once,
and applying only when they say they do."""

from __future__ import annotations

import itertools

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow
from accessiplay.ui.catalog import SCREENS
from accessiplay.ui.commands import collect
from accessiplay.ui.screens.game import GameScreen


def start(client, game, seats, seed):
    """Open a game directly and let the bots and dice play until a human must act."""
    flow.start_game(client.app, get_game(game), seats, seed=seed)
    client.app.settle()
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


def help_lines(client):
    """F1's entries as the player hears them, then back to the game."""
    client.press("f1")
    lines = [client.app.announcer.tr(m) for m in client.top.items()]
    client.press("escape")
    return lines


@pytest.fixture
def heard(make_client, tmp_path, monkeypatch):
    """What a key says at the start of a game, with the keys remapped as given; each game in
    a folder of its own, so no unfinished game is waiting for the next."""
    homes = itertools.count()

    def hear(game, seats, seed, key, **remap):
        monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path / f"home-{next(homes)}"))
        client = make_client(keys=remap)
        start(client, game, seats, seed=seed)
        return client, client.press(key)

    return hear


def test_a_remapped_game_key_answers_on_its_new_key_only(heard):
    """'Remapping a game key in settings' [keys] must work': X throws in La Linotte, R no
    longer does, and F1 says X."""
    _, expected = heard("linotte", ["human", "normal"], 1, "r")
    client, said = heard("linotte", ["human", "normal"], 1, "x", **{"linotte-throw": "x"})
    assert said == expected
    assert client.top.session.state.view(0)["dice"]
    # R is free now: it only looks for an option starting with R (type-ahead), throwing nothing.
    assert client.press("r") == ["No item starts with R."]
    assert "X: Throw the dice, or rethrow the dice not kept" in help_lines(client)


def test_a_game_key_of_six_digits_is_remapped_digit_by_digit(heard):
    """Sixty-One's 1 to 6 are one command: six new keys take the six dice in order."""
    _, expected = heard("sixty-one", ["human"], 4, "3")
    client, said = heard("sixty-one", ["human"], 4, "9", **{"sixty-one-die": "7 8 9 0 j k"})
    assert said == expected
    # 3 is free now: it only looks for an option starting with 3 (type-ahead).
    assert client.press("3")[-1] == "No item starts with 3."
    entries = help_lines(client)
    assert sum(e.endswith("the die for your leaves") for e in entries) == 1
    assert any(e.startswith("7, 8, 9, 0, J or K: The die showing") for e in entries)


def test_a_remap_that_cannot_pair_every_digit_leaves_the_digits_alone(heard):
    """Two keys for six dice would lose four of them: the game's own keys stay."""
    _, expected = heard("sixty-one", ["human"], 4, "3")
    _, said = heard("sixty-one", ["human"], 4, "3", **{"sixty-one-die": "7 8"})
    assert said == expected


def test_a_platform_key_is_remapped_the_same_way(heard):
    """The common commands come from the same table: 'scores' on Z reads the scores."""
    _, expected = heard("sixty-one", ["human", "normal"], 4, "s")
    _, said = heard("sixty-one", ["human", "normal"], 4, "z", scores="z")
    assert said == expected


def test_a_key_the_player_gives_to_a_command_is_that_commands_first(heard):
    """Scores moved onto D: D reads the scores, though the dice were there by default."""
    _, expected = heard("sixty-one", ["human", "normal"], 4, "s")
    _, said = heard("sixty-one", ["human", "normal"], 4, "d", scores="d")
    assert said == expected


def test_each_game_command_is_listed_once_with_its_own_words(client):
    """F1 is built from the table: La Linotte's keys, each once, before the platform's."""
    start(client, "linotte", ["human", "normal"], seed=1)
    entries = help_lines(client)
    assert entries[0] == "R: Throw the dice, or rethrow the dice not kept"
    assert entries.index("B: Read the five rows") < entries.index(
        "S: Scores; press twice for the details"
    )
    assert len(entries) == len(set(entries))


@pytest.mark.parametrize("key", ["up", "down", "home", "end", "enter", "escape", "l", "L"])
def test_keys_of_the_holders_turn_answer_with_who_is_awaited_at_other_times(make_client, key):
    """A command declared `when="my_turn"` does not run while a bot is to act: it says who
    the game waits for (the bot, not the player who asks), and changes nothing."""
    client = make_client(bot_pause=5.0)
    flow.start_game(client.app, get_game("sixty-one"), ["normal", "human"], seed=2)
    screen = client.top
    assert not screen.my_turn()
    before = screen.session.state.snapshot()
    client.app.handle(key)
    assert client.speaker.texts[-1] == "Waiting for Ana."
    assert screen.session.state.snapshot() == before


def test_every_when_names_a_predicate_of_its_screen():
    """A `when=` with a typo would fail at the first key press: check them all now."""
    for screen in SCREENS.values():
        for cmd in collect(screen).values():
            if cmd.when is not None:
                assert callable(getattr(screen, cmd.when, None)), (screen, cmd.id)


def test_a_command_shared_by_several_keys_is_registered_once():
    """'each registered once with its localized description': Sixty-One's six digits are one
    command, each digit keeping its own die."""
    from accessiplay.ui.commands import game_commands

    keys = get_game("sixty-one").presenter().keys()
    (die,) = game_commands("sixty-one", keys)
    assert die.id == "sixty-one-die" and die.description.id == "sixty-one-key-die"
    assert die.keys == ("1", "2", "3", "4", "5", "6")
    assert [die.run_for(k) for k in die.keys] == [k.run for k in keys]
