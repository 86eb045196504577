"""Issue 16, item 5: "The tutorial's script is data checked against the rules core": every
scripted move is legal, the game ends with the script, and each rule of the game's list is met
in play, found in the game's own events rather than taken on the tags' word."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable

import pytest

from accessiplay.core import CHANCE, Event, get_game
from accessiplay.i18n import LANGUAGES, Localizer
from accessiplay.tutorial.script import Chance, Move, Opponent, Script
from accessiplay.tutorial.scripts import MODULES, script_for

Check = Callable[[list[Event]], bool]


def _named(events: Iterable[Event], name: str) -> list:
    """The events of one class, by its name (the games' event modules stay out of the test)."""
    return [e for e in events if type(e).__name__ == name]


def _wrote(events: list[Event], area: int) -> list:
    """The values written by dice in one Sixty-One area, in order."""
    return [e for e in _named(events, "Wrote") if e.area == area]


def _mushroom_wrap(events: list[Event]) -> bool:
    """'Each value is the previous ±1; 6 and 1 are neighbours': a 6 written after a 1."""
    values = [e.value for e in _wrote(events, 6)]
    return any((a, b) in ((1, 6), (6, 1)) for a, b in itertools.pairwise(values))


def _colour(card: int) -> int:
    """A Fairy Lights card's colour (twelve cards a colour, in id order)."""
    return card // 12


def _two_colours_from_a_full_shop(events: list[Event]) -> bool:
    """A draw that filled the shop to 5, then a take of two colours."""
    for before, after in itertools.pairwise(events):
        if type(before).__name__ == "CardDrawn" and before.shop == 5 and not before.bust:
            return (
                type(after).__name__ == "CardsTaken" and len({_colour(c) for c in after.cards}) == 2
            )
    return False


def _placed_after_a_cut(events: list[Event]) -> bool:
    """A Scissors that took a 16 End, then a placement on that row by the same seat."""
    for cut, placed in itertools.pairwise(events):
        if type(cut).__name__ == "RowCut" and cut.tile == "end":
            return type(placed).__name__ == "TilesPlaced" and (placed.seat, placed.row) == (
                cut.seat,
                cut.row,
            )
    return False


#: Per game, each rule of issue 16's list and how the game's events show it was met in play.
RULES: dict[str, dict[str, Check]] = {
    "sixty-one": {
        # "Roll three dice ... die A chooses the area, die B is the value, die C is added to
        # the leaf row."
        "round": lambda ev: bool(_named(ev, "DiceRolled")) and bool(_named(ev, "Wrote")),
        # "Pumpkins: first spot any value; second equals the first. 3 per complete pumpkin."
        "pumpkins": lambda ev: any(e.acorns == 3 for e in _wrote(ev, 1)),
        # "Water-lilies: each value differs from every earlier value."
        "lilies": lambda ev: len({e.value for e in _wrote(ev, 2)}) >= 2,
        # "Marshmallows: the rest of that skewer equal to it." A complete skewer scores.
        "marshmallows": lambda ev: any(e.acorns >= 3 for e in _wrote(ev, 3)),
        # "Hot chocolate: mug k takes only the value k."
        "chocolate": lambda ev: any(e.value == e.spot + 1 for e in _wrote(ev, 4)),
        # "Fox dens: a den above needs both dens under it filled"; two bottom dens side by side.
        "dens": lambda ev: (
            len(_wrote(ev, 5)) >= 2
            and any(e.area == 5 and e.spot >= 3 for e in _named(ev, "XPlaced"))
        ),
        # "Mushrooms: each value is the previous ±1; 6 and 1 are neighbours."
        "mushrooms": _mushroom_wrap,
        # "When the new total equals 11, 31 or 51 the player gains an X."
        "leaf-x": lambda ev: {e.total for e in _named(ev, "XGained")} == {11, 31, 51},
        # "21 → 2 acorns, 41 → 3 acorns, 61 → 5 acorns."
        "leaf-acorns": lambda ev: (
            {(e.total, e.acorns) for e in _named(ev, "LeafBonus")} == {(21, 2), (41, 3), (61, 5)}
        ),
        # "An X is placed at once in any valid spot of any area, as a wildcard."
        "x-wildcard": lambda ev: len(_named(ev, "XPlaced")) == 3,
        # "The first player(s) to fill an area completely gain 3 acorns."
        "first-fill": lambda ev: bool(_named(ev, "FirstFill")),
        # "The game ends after the round in which someone's leaf total reaches 61 or more."
        "end": lambda ev: any(e.cause == "leaves" for e in _named(ev, "GameEnding")),
    },
    "fairy-lights": {
        # "Draw: reveal the top card and put it at the end of the shop."
        "draw": lambda ev: any(not e.bust for e in _named(ev, "CardDrawn")),
        # "If it has the colour of the card that was last in the shop before it, you bust."
        "bust": lambda ev: any(e.bust for e in _named(ev, "CardDrawn")),
        # "Take: with 1-4 cards in the shop take every card of one colour."
        "take": lambda ev: any(
            len({_colour(c) for c in e.cards}) == 1 for e in _named(ev, "CardsTaken")
        ),
        # "1 or 2 → keep them."
        "keep": lambda ev: any(e.fate == "keep" for e in _named(ev, "ColourSettled")),
        # "A multiple of 3 → bank all those cards."
        "bank": lambda ev: any(e.fate == "bank" for e in _named(ev, "ColourSettled")),
        # "4 or more otherwise → discard all your unbanked cards of that colour."
        "discard": lambda ev: any(e.fate == "discard" for e in _named(ev, "ColourSettled")),
        # "Shop holds 5 cards: you must take ... with 5, every card of two colours."
        "full-shop": _two_colours_from_a_full_shop,
        # "When the last card of the deck is revealed, the active player finishes that turn
        # (taking is allowed, drawing is not) and the game ends."
        "end": lambda ev: (
            any(e.left == 0 for e in _named(ev, "CardDrawn"))
            and type(ev[-1]).__name__ == "GameEnded"
            and type(ev[-2]).__name__ == "ColourSettled"
        ),
    },
    "sixteen": {
        # "A run of consecutive ascending numbers whose first tile is higher than the row's last."
        "run": lambda ev: any(
            len(e.tiles) >= 2 and all(isinstance(t, int) for t in e.tiles)
            for e in _named(ev, "TilesPlaced")
        ),
        # "16END: the row is closed" — played against the player by the scripted seat.
        "end-tile": lambda ev: any(e.seat == 1 for e in _named(ev, "RowEnded")),
        # "Scissors: remove the last tile of any row (a 16END may be removed). Then you may
        # make one placement on that same row."
        "scissors": _placed_after_a_cut,
        # "16RESTART: the row goes back to its 1."
        "restart": lambda ev: bool(_named(ev, "RowRestarted")),
        # "Pass: only when no number or 16 tile of yours can legally be placed" — so the
        # player's pass proves a stuck tile; the rules core refuses a pass otherwise.
        "stuck": lambda ev: any(e.seat == 0 for e in _named(ev, "Passed")),
        "pass": lambda ev: any(e.seat == 0 for e in _named(ev, "Passed")),
        # "Trash bin: remove one or more tiles from the end of one row."
        "trash": lambda ev: bool(_named(ev, "RowTrashed")),
        # "The game ends at once when a player has no tiles left (that player wins)."
        "out": lambda ev: (
            any(e.seat == 0 for e in _named(ev, "WentOut")) and ev[-1].winners == (0,)
        ),
    },
    "linotte": {
        # "Throw 5 dice."
        "throw": lambda ev: any(e.seat == 0 and e.throw == 1 for e in _named(ev, "DiceThrown")),
        # "SEC: a FULL, CARRÉ, QUINTE, SMALL or YAM shown by the very first throw."
        "sec": lambda ev: any(
            e.seat == 0 and e.combo == "sec" and e.throws == 1 for e in _named(ev, "PawnPlaced")
        ),
        # The scripted seat's pawn makes a line: what the player must learn to watch for.
        "threat": lambda ev: any(e.seat == 1 and e.lines for e in _named(ev, "PawnPlaced")),
        # "Set aside any dice to keep and rethrow the rest": one die flew, four stayed.
        "keep": lambda ev: any(
            e.seat == 0 and e.throw > 1 and len(e.rolled) < 5 for e in _named(ev, "DiceThrown")
        ),
        # "APPEL: announced right after the first throw; the final dice, after at least one
        # rethrow, show it."
        "appel": lambda ev: (
            bool(_named(ev, "Announced"))
            and any(e.seat == 0 and e.combo == "appel" for e in _named(ev, "PawnPlaced"))
        ),
        # "Every maximal line of 3 or more ... 5 → 4 points."
        "lines": lambda ev: any(
            length == 5 for e in _named(ev, "PawnPlaced") for *_, length in e.lines
        ),
        # "The game ends as soon as a player makes an alignment of 5."
        "end": lambda ev: any(e.cause == "five" for e in _named(ev, "EndReached")),
    },
    "lueurs": {
        # "Doubles: if the natural roll shows two equal dice, every player ticks one box."
        "doubles": lambda ev: sum(bool(e.ticked) for e in _named(ev, "DiceRolled")) >= 1,
        # Each zone: a pair recorded in it, by its own rule.
        **{
            zone: (lambda z: lambda ev: any(e.zone == z for e in _named(ev, "TurnPlayed")))(zone)
            for zone in ("bird", "birdhouses", "cakes", "snowmen", "squirrel")
        },
        # "A 6 is a joker: when recorded, the player says which value 1–6 it stands for": the
        # snowmen box of the sum is not the sum of the dice as thrown.
        "joker": lambda ev: any(
            6 in e.pair and e.zone == "snowmen" and e.place[0] != sum(e.pair)
            for e in _named(ev, "TurnPlayed")
        ),
        # "Powers: +1 may add 1 to one die."
        "power": lambda ev: any(e.powers for e in _named(ev, "TurnPlayed")),
        # "Completions: every player who completed a garland circles its bag", and a
        # completed garland unlocks its power.
        "garland": lambda ev: any(
            e.item == "yellow" and e.power == -1 for e in _named(ev, "Completed")
        ),
        "bag": lambda ev: sum(e.won and e.grelots > 0 for e in _named(ev, "Completed")) >= 3,
        # "End: after the turn in which any player has filled four garlands."
        "end": lambda ev: bool(_named(ev, "GarlandsLit")) and type(ev[-1]).__name__ == "GameEnded",
    },
}

SCRIPTS = [script_for(game_id) for game_id in MODULES]


def play_script(script: Script) -> tuple[list[Event], object]:
    """Apply every beat to the rules core, checking each is legal where it comes."""
    game = get_game(script.game)
    state = (
        game.from_snapshot(script.start)
        if script.start is not None
        else game.new_state(len(script.seats), game.options(script.options or None))
    )
    events: list[Event] = []
    for index, beat in enumerate(script.beats):
        assert not state.is_terminal(), f"beat {index} comes after the end of the game"
        if isinstance(beat, Chance):
            assert state.is_chance(), f"beat {index}: the game does not wait for chance"
            assert state.illegal_reason(CHANCE, beat.outcome) is None, index
            events += state.apply(CHANCE, beat.outcome)
        elif isinstance(beat, Opponent):
            assert beat.seat in state.acting_seats(), f"beat {index}: seat {beat.seat} waits"
            assert beat.action in state.legal_actions(beat.seat), f"beat {index}: {beat!r}"
            events += state.apply(beat.seat, beat.action)
        else:
            assert isinstance(beat, Move)
            assert script.player in state.acting_seats(), f"beat {index}: not the player's turn"
            assert beat.action in state.legal_actions(script.player), f"beat {index}: {beat!r}"
            events += state.apply(script.player, beat.action)
    return events, state


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.game for s in SCRIPTS])
def test_every_scripted_move_is_legal_and_the_game_ends_with_the_script(script):
    """A scripted move the rules refuse would leave the player stuck: never."""
    _, state = play_script(script)
    assert state.is_terminal()


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.game for s in SCRIPTS])
def test_every_rule_of_the_games_list_is_met_in_play(script):
    """Issue 16: "fails if ... a rule of the game's list is never met" — each rule is found in
    the events, and each is also named on a step (so the step explaining it exists)."""
    events, _ = play_script(script)
    checks = RULES[script.game]
    assert set(script.rules) == set(checks)
    missing = [rule for rule, met in checks.items() if not met(events)]
    assert missing == []
    tagged = {rule for move in script.moves for rule in move.rules}
    assert tagged == set(script.rules)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("script", SCRIPTS, ids=[s.game for s in SCRIPTS])
def test_every_step_has_its_words_in_every_language(script, lang):
    """Each step explains and hints in the player's language, and the game has its last words."""
    tr = Localizer(lang, strict=True)
    for msg_id in [*script.msg_ids(), f"{script.game}-tutorial-end"]:
        assert tr.has(msg_id), msg_id
        assert tr(msg_id).strip()


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.game for s in SCRIPTS])
def test_each_step_has_a_name_of_its_own(script):
    """Two steps sharing words would explain one of them wrongly."""
    names = [move.step for move in script.moves]
    assert len(names) == len(set(names))
