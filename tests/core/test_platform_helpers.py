"""What the platform owns (issue #14, part 4): one home for what the games used to repeat.

"The dice check duplicated in sixty_one and lueurs, 'highest total wins, ties shared' written
three times, the roll / secret-choice / reveal skeleton of the two roll-and-writes, `either()`
four times, event dispatch written three ways: give each one home in core/ or present.py, with a
check that every event class of every game has a presenter handler."
"""

from __future__ import annotations

import importlib
import inspect

import pytest

from accessiplay.core import CHANCE, IllegalAction, all_games, get_game
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import ScoreItem, ScoreSheet
from accessiplay.core.ranking import highest_totals
from accessiplay.i18n import Localizer
from accessiplay.present import Alternatives, Ctx, Line, Msg, Presenter, either

GAMES = all_games()


def _event_classes(game) -> list[type[Event]]:
    """Every event class a game's events module defines, and the core's GameEnded."""
    module = importlib.import_module(f"{game.package}.events")
    found = [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Event) and cls.__module__ == module.__name__
    ]
    return [*found, GameEnded]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_event_class_has_a_presenter_handler(game):
    """An event with no handler would pass in silence: each has words, or is quiet on purpose."""
    presenter = game.presenter()
    classes = _event_classes(game)
    assert len(classes) > 2
    missing = [cls.__name__ for cls in classes if not presenter.announces(cls)]
    assert missing == []


def test_a_presenter_without_a_handler_is_caught():
    """The check above can fail: a presenter that forgot an event does not announce it."""

    class Forgot(Event):
        pass

    assert not Presenter().announces(Forgot)
    assert Presenter().announces(GameEnded)


def test_a_private_event_says_nothing_to_another_seat():
    """One dispatch for every game, and it keeps secrets: 'audience' decides who hears."""

    class Noted(Event):
        pass

    class Speaks(Presenter):
        def _on_Noted(self, ctx, event):
            return [Line(Msg.of("ui-raw", text="noted"))]

    private = Noted(audience=(1,))
    assert Speaks().event(Ctx({}, 0, ["Ana", "Leo"]), private) == []
    assert Speaks().event(Ctx({}, 1, ["Ana", "Leo"]), private) != []
    assert Speaks().event(Ctx({}, None, ["Ana", "Leo"]), private) == []


def _sheets(*totals: int) -> list[ScoreSheet]:
    return [ScoreSheet((ScoreItem("points", t),)) for t in totals]


def test_highest_total_wins_and_a_tie_is_shared():
    """RULES.md: 'most points wins; a tie is shared'."""
    assert highest_totals(_sheets(30, 41, 12)) == (1,)
    assert highest_totals(_sheets(41, 12, 41)) == (0, 2)
    assert highest_totals(_sheets(-3)) == (0,)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_either_reads_a_choice_and_one_item_as_itself(lang):
    """'red, blue or green'; a single option is just said; an empty choice has its own words."""
    words = Localizer(lang, strict=True)
    assert either([4]) == 4
    assert either([4], one=str) == "4"
    assert isinstance(either([4, 6]), Alternatives)
    conjunction = {"en": "or", "fr": "ou", "es": "o"}[lang]
    assert words(Msg.of("ui-raw", text=either([4, 6]))) == f"4 {conjunction} 6"
    assert either([], none="nothing") == "nothing"
    with pytest.raises(ValueError):
        either([])


@pytest.mark.parametrize("game_id", ["sixty-one", "lueurs"])
@pytest.mark.parametrize(
    "dice",
    [(1, 2), (1, 2, 3, 4), (0, 2, 3), (1, 2, 7), (1, 2, "3"), (True, 2, 3), [1, 2, 3], None],
)
def test_a_roll_is_three_dice_of_one_to_six(game_id, dice):
    """The shared dice check: anything but three dice showing 1 to 6 is a bad roll."""
    game = get_game(game_id)
    state = game.new_state(1)
    roll = game.action_types["Roll"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(CHANCE, roll(dice))
    assert refused.value.reason == "bad-roll"
    assert state.snapshot() == game.new_state(1).snapshot()
