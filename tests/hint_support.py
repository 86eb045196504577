"""What the hint-word tests share: the three localizers, a hint said for one move, and seeded
games played by normal bots up to the decision a test needs."""

from __future__ import annotations

import random

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import CHANCE, get_game
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx

LANGS = {lang: Localizer(lang, strict=True) for lang in ("en", "fr", "es")}


def said(game, state, action, lang: str, count=1, seat=0, points=40.4, wins=0.5, samples=8) -> str:
    """What H (count 1) or the first line of Shift+H says of `action` for `seat` (`samples` 0:
    a figure worked out, not played out)."""
    loc = LANGS[lang]
    ctx = Ctx(state.view(seat), seat, ["Ana", "Bob", "Cleo"][: state.players])
    ranked = [Ranked(action, 1.0, points, wins, samples)]
    return loc.format(hints.words(game.presenter(), ctx, game.id, ranked, count, loc.format)[0])


def listed(game, state, ranked: list[Ranked], lang: str, seat: int = 0) -> list[str]:
    """What Shift+H says for `seat` of these ranked moves, line by line."""
    loc = LANGS[lang]
    ctx = Ctx(state.view(seat), seat, ["Ana", "Bob", "Cleo"][: state.players])
    return [
        loc.format(m) for m in hints.words(game.presenter(), ctx, game.id, ranked, 3, loc.format)
    ]


def fairy_lights_two_drawn():
    """Two players; Ana has drawn a red 0-star card then a yellow one."""
    game = get_game("fairy-lights")
    state = game.new_state(2)
    first = tuple(range(0, 60, 12))
    state.apply(CHANCE, game.action_types["Shuffle"](first + tuple(i for i in range(60) if i % 12)))
    state.apply(0, game.action_types["Draw"]())
    state.apply(0, game.action_types["Draw"]())
    return game, state


def playout_until(game, players: int, seed: int, stop):
    """A seeded game played by normal bots until `stop(seat, legal, state)` holds for the seat
    to act."""
    rng = random.Random(seed)
    state = game.new_state(players)
    normal = game.bot("normal")
    while True:
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        seat = min(state.acting_seats())
        legal = state.legal_actions(seat)
        if stop(seat, legal, state):
            return state
        state.apply(seat, normal(state.view(seat), legal, rng))


def playout_to(game, players: int, seed: int, decisions: int):
    """A seeded game played by normal bots until seat 0's `decisions`-th real choice."""
    seen = [0]

    def past(seat, legal, state) -> bool:
        """Seat 0's real choices counted, the wanted one reached."""
        if seat == 0 and len(legal) > 1:
            seen[0] += 1
        return seen[0] > decisions

    return playout_until(game, players, seed, past)
