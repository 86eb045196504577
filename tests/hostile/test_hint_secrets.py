"""H and Shift+H never tell a player what their view hides: another seat's hand in Sixteen,
the deck's order in Fairy Lights, the bags and dice still to come.

The hint's words are a function of the player's view: two games that differ only in what the
player cannot see (`Game.shuffle_secrets`, the same hidden parts drawn afresh) must get the same
advice, word for word, with the same dice for the search. A hint that peeked at the real hands
or deck (a hard bot searching the true state, or a reason read from it) would differ.
"""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.core import all_games
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from tests.hint_support import playout_to

EN = Localizer("en", strict=True)
SECRET = [g for g in all_games() if g.shuffle_secrets(g.new_state(2), 0, random.Random(0))]


def _advice(game, state, seat: int) -> list[str]:
    """What H and then Shift+H would say to `seat`, with the search's dice fixed."""
    ranked = hints.ranking(game, state, seat, random.Random(7))
    ctx = Ctx(state.view(seat), seat, ["Ana", "Bob"])
    presenter = game.presenter()
    said = hints.words(presenter, ctx, game.id, ranked, 1, EN.format)
    said += hints.words(presenter, ctx, game.id, ranked, 3, EN.format)
    return [EN.format(m) for m in said]


@pytest.fixture
def patient_search(monkeypatch):
    """A searching hard bot bounded by its number of rollouts, not by the clock: the same
    dice then give the same ranking however loaded the machine is."""

    def bound(game):
        bot = game.bot("hard")
        if hasattr(bot, "budget"):
            monkeypatch.setattr(bot, "budget", 1e9)
            monkeypatch.setattr(bot, "rollouts", 6)

    return bound


@pytest.mark.parametrize("game", SECRET, ids=lambda g: g.id)
@pytest.mark.parametrize("decisions", [1, 4])
def test_the_hint_is_the_same_whatever_the_player_cannot_see(game, decisions, patient_search):
    """'a hint must never reveal a hidden tile/card (Sixteen's other hands, Fairy Lights'
    deck order)': the advice is unchanged when only those are redrawn."""
    patient_search(game)
    state = playout_to(game, 2, 11, decisions)
    other = game.shuffle_secrets(state, 0, random.Random(99))
    assert other.view(0) == state.view(0)
    assert _advice(game, other, 0) == _advice(game, state, 0)
