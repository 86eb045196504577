"""Session 28's native players on Fairy Lights' hints: H never named the sure points it passes
over (Sixty-One says "… would bring 5 acorns now, but …"): a take banking the blue for 4 points
now was heard only in Shift+H's line 3, while H advised a take costing 2. Now H says the take
passed over, what it scores now and its figure beside the hint's. And Spanish "la toma suma
menos 0,3" (heard "adds less") is said "la toma le quita 0,3"."""

from __future__ import annotations

import random

import pytest

from accessiplay import hints
from accessiplay.bots import Ranked
from accessiplay.core import get_game
from accessiplay.games.fairy_lights.actions import Take
from accessiplay.games.fairy_lights.hint import passes
from accessiplay.i18n import Localizer
from accessiplay.present import Ctx
from tests.hint_support import playout_until

GAME = get_game("fairy-lights")
HARD = GAME.bot("hard")
NB = "\u00a0"


def ranked_for(state) -> list[Ranked]:
    """The hard bot's ranking for seat 0, as the hint key asks for it."""
    return HARD.rank(state.view(0), state.legal_actions(0), random.Random(0))


def passing_over(seat, legal, state) -> bool:
    """Seat 0 facing a decision where the hint leaves a take that scores more now."""
    if seat != 0 or len(legal) < 2:
        return False
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    return hints.passed_over(GAME.presenter(), ctx, ranked_for(state)) is not None


@pytest.fixture(scope="module")
def state():
    """Seed 3's first such decision: red and blue (+2 now) over green and blue (+3 now)."""
    return playout_until(GAME, 2, 3, passing_over)


def heard(state, lang: str, count: int) -> list[str]:
    """H (count 1) or Shift+H (count 3) for seat 0, as said in `lang`."""
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    ranked = ranked_for(state)
    return [
        loc.format(m)
        for m in hints.words(GAME.presenter(), ctx, GAME.id, ranked, count, loc.format)
    ]


@pytest.mark.parametrize(
    ("lang", "tail"),
    [
        (
            "en",
            "; taking the green cards and the blue one would raise your score by 3 points now, "
            "but comes to minus 1.6 stars on balance, against 0.1.",
        ),
        (
            "fr",
            f"{NB}; prendre les cartes vertes et la bleue ferait monter votre score de 3 points "
            "tout de suite, mais vaudrait moins 1,6 étoile au bilan, contre 0,1.",
        ),
        (
            "es",
            "; tomar las cartas verdes y la azul te daría ya 3 puntos más, pero se quedaría en "
            "menos 1,6 estrellas de saldo, frente a 0,1.",
        ),
    ],
)
def test_h_names_the_take_that_scores_more_now_and_why_it_is_left(state, lang, tail):
    """The hint's take (red and blue, +2 now) leaves green and blue (+3 now): said, with both
    figures as Shift+H says them."""
    (sentence,) = heard(state, lang, 1)
    assert sentence.endswith(tail), sentence
    assert sentence.count(tail.strip(f"{NB}; ")) == 1


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            [
                "taking the green cards and the blue one would raise your score by 3 points now, "
                "but wins the game only 40 percent of the time, against 60 percent",
                "taking the green cards and the blue one would raise your score by 3 points now, "
                "but comes to the same 0.1 stars on balance, so the hard bot keeps its own move",
            ],
        ),
        (
            "fr",
            [
                "prendre les cartes vertes et la bleue ferait monter votre score de 3 points tout "
                f"de suite, mais ne vous donnerait que 40{NB}% de chances de gagner la partie, "
                f"contre 60{NB}%",
                "prendre les cartes vertes et la bleue ferait monter votre score de 3 points tout "
                "de suite, mais reviendrait au même bilan de 0,1 étoile, le robot difficile garde "
                "donc son coup",
            ],
        ),
        (
            "es",
            [
                "tomar las cartas verdes y la azul te daría ya 3 puntos más, pero solo ganarías la "
                "partida un 40 % de las veces, frente a un 60 %",
                "tomar las cartas verdes y la azul te daría ya 3 puntos más, pero el saldo sería "
                "el mismo, 0,1 estrellas, así que el bot difícil se queda con su jugada",
            ],
        ),
    ],
)
def test_the_passed_take_is_said_with_the_last_cards_chances_or_an_even_balance(state, lang, words):
    """With the last cards the figure is the chance to win; said alike, the hard bot keeps its
    own move and says so."""
    loc = Localizer(lang, strict=True)
    ctx = Ctx(state.view(0), 0, ["Ana", "Bob"])
    other, best = Take(("green", "blue")), Take(("red", "blue"))
    by_wins = passes(ctx, Ranked(other, 0, -1.6, 0.4, 0), Ranked(best, 0, 0.1, 0.6, 0))
    alike = passes(ctx, Ranked(other, 0, 0.12, None, 0), Ranked(best, 0, 0.08, None, 0))
    assert [loc.format(by_wins), loc.format(alike)] == words


def test_spanish_says_a_take_that_lowers_the_promise_with_its_verb(state):
    """Shift+H line 2: 'y la toma le quita 0,3 a lo que ya prometían…', never 'suma menos 0,3'."""
    line = heard(state, "es", 3)[1]
    assert "y la toma le quita 0,3 a lo que ya prometían tus cartas sin anotar" in line, line
    assert "suma menos" not in " ".join(heard(state, "es", 3))
