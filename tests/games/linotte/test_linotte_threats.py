"""Issue #10, "Hear what you need when your turn starts": "La Linotte: each cell option says
what it does to lines ("D3: makes three in row D, 2 points"), and the start of your turn names
the opponent's threats ("E4 would complete Ana's line of five"). A player lost to a line of five
they were never told about."""

from __future__ import annotations

import pytest
from linotte_support import PRESENTER, Place, ctx, say, stop, table, throw

from accessiplay.games.linotte import threats

LANGS = ("en", "fr", "es")


def _text(msg, lang="en") -> str:
    return say(lang).format(msg)


def test_a_cell_option_says_the_line_it_makes_and_its_points():
    """RULES.md §5: "3 → 2 points": a third pawn in row D is said with its line and points."""
    state = table(white=0, pawns={"D1": 0, "D2": 0})
    assert _text(threats.cell_option(ctx(state, 0), "D3")) == (
        "D3, Quinte: makes 3 in a row from D1 to D3, 2 more points"
    )


def test_a_cell_option_says_a_line_of_five_ends_the_game_and_what_it_blocks():
    """RULES.md §5: "The game ends as soon as a player makes an alignment of 5"; a cell that
    also stops the opponent's line says so."""
    state = table(white=0, pawns={"A1": 0, "A2": 0, "A4": 0, "A5": 0, "B3": 1, "C3": 1})
    assert _text(threats.cell_option(ctx(state, 0), "A3")) == (
        "A3, Appel: makes 5 in a row from A1 to A5, a line of five, which ends the game "
        "and blocks Bob, who would gain 2 points there"
    )


def test_a_cell_with_no_effect_is_said_as_before():
    """Nothing to say about lines: the cell and its combination, no more."""
    assert _text(threats.cell_option(ctx(table(), 0), "C3")) == "C3, Yam"


def test_the_turn_starts_with_the_threat_of_a_line_of_five_first():
    """ "E4 would complete Ana's line of five": the biggest threat is named first."""
    state = table(
        white=0,
        pawns={"E1": 0, "E2": 0, "E3": 0, "E5": 0, "A1": 0, "A2": 0, "B5": 1, "C5": 1},
    )
    state.turn = 1
    heard = [_text(m) for m in PRESENTER.turn_start(ctx(state, 1))]
    assert heard == [
        "Threats: E4, Brelan of fives, would complete Ana's line of five; "
        "A3, Appel, would line up 3 in a row from A1 to A3 for Ana."
    ]


def test_no_threat_no_words_and_the_count_beyond_three():
    """An empty board says nothing; many threats name the three biggest and count the rest."""
    assert PRESENTER.turn_start(ctx(table(), 0)) == []
    state = table(white=0, pawns={"B2": 0, "C3": 0, "B4": 0, "D2": 0, "D4": 0})
    state.turn = 1
    (msg,) = PRESENTER.turn_start(ctx(state, 1))
    assert _text(msg).endswith("more.")


@pytest.mark.parametrize("lang", LANGS)
def test_threats_and_options_are_said_in_every_language(lang):
    """Every new message formats strictly in en, fr and es."""
    state = table(white=0, pawns={"A1": 0, "A2": 0, "A4": 0, "A5": 0, "B3": 1, "C3": 1})
    state.turn = 1
    for msg in PRESENTER.turn_start(ctx(state, 1)):
        assert "A3" in _text(msg, lang)
    for cell in ("A3", "D3", "C3"):
        assert cell in _text(threats.cell_option(ctx(state, 1), cell), lang)


def test_a_bot_turn_is_one_line_in_brief_with_its_throws_kept_in_the_history():
    """Issue #10: "Each bot's turn is summed up in one line in brief mode ("Ana threw three
    times and took C3, FULL"), with the throws and keeps still in the history; detailed mode
    may keep them". Bob (seat 1) throws three times and takes B4, FULL; Ana listens."""
    state = table(white=1)
    events = throw(state, 1, 2, 3, 3, 5)
    events += throw(state, 3, 3, 5, keep=(3, 3))
    events += throw(state, 5, 5, keep=(3, 3, 5))
    if not state.stopped:
        events += stop(state)
    events += state.apply(1, Place("B4"))
    brief = [line for e in events for line in PRESENTER.event(ctx(state, 0, False), e)]
    said = [say("en").format(line.msg) for line in brief if not line.quiet]
    kept = [say("en").format(line.msg) for line in brief if line.quiet]
    assert said == ["Bob threw 3 times and took B4, Full."]
    assert len(kept) >= 6 and kept[0].startswith("Bob")
    verbose = [line for e in events for line in PRESENTER.event(ctx(state, 0, True), e)]
    assert not any(line.quiet for line in verbose)
    mine = [line for e in events for line in PRESENTER.event(ctx(state, 1, False), e)]
    assert not any(line.quiet for line in mine), "a player hears their own throws in full"
    summary = next(line for line in brief if not line.quiet)
    for lang in LANGS:
        assert "B4" in say(lang).format(summary.msg)
