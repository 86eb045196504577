"""Issue 11, code side: the listener is "you" in every count and score line.

"La Linotte's T says '12 para Jugador 1' / 'Pions en main : 11 pour Joueur 1' instead of 'you'
(linotte-pawns-left)." A message that names a player beside a number gets, for each player it
names, the argument that lets the listener's own line say "you" (Ctx.who).
"""

from __future__ import annotations

import pytest
from fluent.syntax.visitor import Visitor

from accessiplay.present import Ctx
from tests.games.linotte.linotte_support import PRESENTER, ctx, say, table
from tests.i18n.speakable_support import NUMERIC, messages

#: Arguments that carry a player's name.
NAMES = {"player", "white", "black", "winner", "owner"}

#: Messages that name a player beside a number and never speak of the listener, with why.
NEVER_THE_LISTENER = {
    "fairy-lights-hint-shop-left": "the next player, after the listener's own take",
    "fairy-lights-hint-shop-trap": "the next player, after the listener's own take",
    "fairy-lights-hint-expect-take": "the next player, after the listener's own take",
    "fairy-lights-hint-expect-draw": "the next player, after the listener's own draw",
    "fairy-lights-hint-expect-end": "the listener's best rival",
    "fairy-lights-hint-last-card": "the listener's best rival",
    "linotte-hint-last-pawn": "the listener's rival, ahead of them",
    "lueurs-hint-standing": "the listener's best rival, beside the listener's own total",
    "linotte-line-summary": "$white and $black list cells, not players",
    "linotte-turn-of": "another player's turn; the listener's is linotte-your-turn",
    "linotte-thrown-brief": "another player's throw said briefly; the listener's is said in full",
    "linotte-option-blocks": "the opponent's line the move blocks",
    "linotte-threat": "the opponent's threat",
    "sixteen-ev-placed-brief": "another player's placement said briefly",
    "sixteen-score-hidden": "a hand hidden from the listener is never their own",
    "sixteen-node-hidden": "a hand hidden from the listener is never their own",
    "sixty-one-wrote-brief": "another player's turn said briefly",
    "sixty-one-skipped-brief": "another player's turn said briefly",
}


class _Variables(Visitor):
    """The variables a message uses."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node) -> None:
        """Collect one variable."""
        self.names.add(node.id.name)


def test_every_message_naming_a_player_with_a_number_can_say_you():
    """A new count or score line that names a player fails here until it gets its `you`."""
    missing = []
    for msg_id, message in messages("en").items():
        found = _Variables()
        found.visit(message)
        used = found.names
        if not (used & NAMES and used & NUMERIC) or msg_id in NEVER_THE_LISTENER:
            continue
        for name in used & NAMES:
            you = "you" if name == "player" else f"{name}_you"
            if you not in used:
                missing.append(f"{msg_id}: ${name} without ${you}")
    assert missing == []


def test_who_gives_each_named_player_a_you_argument():
    """The listener's seat is 'yes' whichever role it plays in the message."""
    c = Ctx({}, 1, ("Ana", "Bob"))
    assert c.who(0) == {"player": "Ana", "you": "no"}
    assert c.who(1, "black") == {"black": "Bob", "black_you": "yes"}


@pytest.mark.parametrize(
    ("lang", "white", "black"),
    [
        ("en", "Pawns left: 9 for you; 11 for Bob.", "Pawns left: 9 for Ana; 11 for you."),
        (
            "fr",
            "Pions en main\u00a0: 11 pour Bob et 9 pour vous.",
            "Pions en main\u00a0: 9 pour Ana et 11 pour vous.",
        ),
        (
            "es",
            "Fichas por colocar: 9 para ti; 11 para Bob.",
            "Fichas por colocar: 9 para Ana; 11 para ti.",
        ),
    ],
)
def test_linotte_t_says_the_listeners_pawns_to_you(lang, white, black):
    """'Pions en main : 11 pour Joueur 1' named the listener; each seat hears its own as 'you'."""
    state = table(0, {"A1": 0, "A2": 0, "A3": 0, "E5": 1})
    assert say(lang).format(PRESENTER.turn(ctx(state, 0))[-1]) == white
    assert say(lang).format(PRESENTER.turn(ctx(state, 1))[-1]) == black
