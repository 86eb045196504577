"""The rules of Fairy Lights (RULES.md §3): draw into the shop until you dare no more, then take."""

from __future__ import annotations

import random

from accessiplay.core.actions import Action
from accessiplay.core.dice import shuffled
from accessiplay.core.events import Event, GameEnded
from accessiplay.core.protocol import CHANCE, JSONDict, ScoreSheet, State
from accessiplay.core.ranking import highest_totals
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.actions import Draw, Shuffle, Take
from accessiplay.games.fairy_lights.events import (
    CardDrawn,
    CardsTaken,
    ColourSettled,
    DeckShuffled,
    TurnBegan,
)
from accessiplay.games.fairy_lights.scoring import score_sheet
from accessiplay.games.fairy_lights.view import FairyLightsView, public_view

GAME_ID = "fairy-lights"
MIN_PLAYERS, MAX_PLAYERS = 2, 5
FIRST_PLAYER = 0
_DRAW = Draw()
# acting_seats() runs several times per action: its few possible answers are built once.
_CHANCE_ACTS = frozenset((CHANCE,))
_NOBODY: frozenset[int] = frozenset()
_SEAT_ACTS = tuple(frozenset((seat,)) for seat in range(MAX_PLAYERS))


class FairyLightsState(State):
    """The deck, the shop, whose turn it is and every player's banked and unbanked cards."""

    game_id = GAME_ID

    def __init__(self, players: int):
        self.players = players
        self.shuffled = False
        self.deck: list[int] = []  # deck[0] is the top card
        self.shop: list[int] = []
        self.turn = FIRST_PLAYER
        self.draws = 0  # draws made in the current turn
        self.unbanked: list[list[int]] = [[] for _ in range(players)]
        self.banked: list[list[int]] = [[] for _ in range(players)]
        self.discarded: list[int] = []
        self.over = False

    # --- who acts and what is legal -------------------------------------------------------

    def acting_seats(self) -> frozenset[int]:
        """Chance shuffles first; then one player at a time until the game ends."""
        if self.over:
            return _NOBODY
        return _SEAT_ACTS[self.turn] if self.shuffled else _CHANCE_ACTS

    def last_revealed(self) -> bool:
        """Whether the last card of the deck is out: the turn may end only by taking."""
        return self.shuffled and not self.deck

    def may_draw(self) -> bool:
        """Drawing needs room in the shop and a card left in the deck."""
        return len(self.shop) < cd.SHOP_LIMIT and bool(self.deck)

    def legal_actions(self, seat: int) -> list[Action]:
        """Draw when the shop has room and the deck has cards; take whenever the shop has cards."""
        if seat not in self.acting_seats() or seat == CHANCE:
            return []
        legal: list[Action] = [_DRAW] if self.may_draw() else []
        legal.extend(Take(option) for option in cd.take_options(self.shop))
        return legal

    def illegal_reason(self, seat: int, action: Action) -> str | None:
        """Name the rule an action breaks, so the player hears why."""
        if seat == CHANCE:
            return self._shuffle_reason(action)
        if isinstance(action, Draw):
            return self._draw_reason()
        if isinstance(action, Take):
            return self._take_reason(action)
        return "not-legal"

    def _shuffle_reason(self, action: Action) -> str | None:
        """Chance may only shuffle once, into an order of the 60 cards."""
        if not isinstance(action, Shuffle) or self.shuffled:
            return "not-legal"
        if sorted(action.order) != list(cd.DECK):
            return "bad-shuffle"
        return None

    def _draw_reason(self) -> str | None:
        """A full shop forces a take; after the last card only taking is left."""
        if len(self.shop) >= cd.SHOP_LIMIT:
            return "shop-full"
        if not self.deck:
            return "last-card"
        return None

    def _take_reason(self, action: Take) -> str | None:
        """The colours must be in the shop, one of them or two from a full shop."""
        if not self.shop:
            return "shop-empty"
        present = cd.colours_in(self.shop)
        wanted = action.colours
        if any(c not in cd.COLOURS for c in wanted) or len(set(wanted)) != len(wanted):
            return "bad-colour"
        if any(c not in present for c in wanted):
            return "colour-absent"
        if list(wanted) != [c for c in cd.COLOURS if c in wanted]:
            return "colour-order"
        if wanted not in cd.take_options(self.shop):
            full = len(self.shop) >= cd.SHOP_LIMIT and len(present) > 1
            return "take-two" if full else "take-one"
        return None

    # --- carrying actions out -------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Dispatch to the rule of the action."""
        if isinstance(action, Shuffle):
            return self._shuffle(action)
        if isinstance(action, Draw):
            return self._draw(seat)
        assert isinstance(action, Take), "a seat draws or takes"
        return self._take(seat, action)

    def _shuffle(self, action: Shuffle) -> list[Event]:
        """Lay the deck face down; the first player starts facing an empty shop."""
        self.deck = list(action.order)
        self.shuffled = True
        return [
            DeckShuffled(cards=len(self.deck), first=self.turn),
            TurnBegan(seat=self.turn, shop=0),
        ]

    def _draw(self, seat: int) -> list[Event]:
        """Reveal the top card at the end of the shop; matching the last card busts."""
        card = self.deck.pop(0)
        bust = bool(self.shop) and cd.COLOUR[self.shop[-1]] == cd.COLOUR[card]
        self.shop.append(card)
        self.draws += 1
        colour = cd.COLOUR[card]
        risky = sum(1 for c in self.deck if cd.COLOUR[c] == colour)
        events: list[Event] = [
            CardDrawn(
                seat=seat,
                card=card,
                bust=bust,
                shop=len(self.shop),
                left=len(self.deck),
                risky=risky,
            )
        ]
        if bust:
            events.extend(self._end_turn())
        return events

    def _take(self, seat: int, action: Take) -> list[Event]:
        """Move the chosen colours to the collection, then bank, keep or discard each of them."""
        taken = [c for c in self.shop if cd.COLOUR[c] in action.colours]
        self.shop = [c for c in self.shop if cd.COLOUR[c] not in action.colours]
        events: list[Event] = [CardsTaken(seat=seat, cards=tuple(taken))]
        for colour in action.colours:
            events.append(self._settle(seat, colour, cd.of_colour(taken, colour)))
        return events + self._end_turn()

    def _settle(self, seat: int, colour: str, taken: list[int]) -> ColourSettled:
        """Count the colour's unbanked bulbs (taken cards included) and apply its fate."""
        mine = self.unbanked[seat]
        pile = cd.of_colour(mine, colour) + taken
        fate = cd.fate(cd.bulbs(pile))
        rest = [c for c in mine if cd.COLOUR[c] != colour]
        if fate == cd.BANK:
            self.banked[seat].extend(pile)
        elif fate == cd.DISCARD:
            self.discarded.extend(pile)
        self.unbanked[seat] = rest + pile if fate == cd.KEEP else rest
        return ColourSettled(seat=seat, colour=colour, fate=fate, pile=tuple(pile))

    def _end_turn(self) -> list[Event]:
        """Pass to the next player, or end the game once the last card has been revealed."""
        self.draws = 0
        if not self.deck:
            self.over = True
            totals = tuple(sheet.total for sheet in self.scores())
            return [GameEnded(winners=self.winners(), scores=totals)]
        self.turn = (self.turn + 1) % self.players
        return [TurnBegan(seat=self.turn, shop=len(self.shop))]

    # --- chance, scores, views ------------------------------------------------------------

    def sample_chance(self, rng: random.Random) -> Action:
        """The only chance in the game: one shuffle of the whole deck."""
        return Shuffle(order=shuffled(rng, cd.DECK))

    def scores(self) -> list[ScoreSheet]:
        """Banked stars minus unbanked stars, itemised, for every seat."""
        return [score_sheet(self.banked[s], self.unbanked[s]) for s in range(self.players)]

    def winners(self) -> tuple[int, ...]:
        """The highest totals once the game is over; a tie is shared."""
        return highest_totals(self.scores()) if self.over else ()

    def view(self, seat: int | None) -> FairyLightsView:
        """Everything but the order of the deck: its composition is printed on the card backs."""
        return public_view(self, seat)

    def snapshot(self) -> JSONDict:
        """The whole state, deck order included."""
        return {
            "players": self.players,
            "shuffled": self.shuffled,
            "deck": list(self.deck),
            "shop": list(self.shop),
            "turn": self.turn,
            "draws": self.draws,
            "unbanked": [list(p) for p in self.unbanked],
            "banked": [list(p) for p in self.banked],
            "discarded": list(self.discarded),
            "over": self.over,
        }

    def clone(self) -> FairyLightsState:
        """A copy made by hand: bots and playouts clone often."""
        other = FairyLightsState.__new__(FairyLightsState)
        other.players = self.players
        other.shuffled = self.shuffled
        other.deck = list(self.deck)
        other.shop = list(self.shop)
        other.turn = self.turn
        other.draws = self.draws
        other.unbanked = [list(p) for p in self.unbanked]
        other.banked = [list(p) for p in self.banked]
        other.discarded = list(self.discarded)
        other.over = self.over
        return other
