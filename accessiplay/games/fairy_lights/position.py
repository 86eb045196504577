"""A Fairy Lights position read from a snapshot, and the rules a hand-made one may break.

`FairyLightsGame.from_snapshot` builds a state from `state.snapshot()` (as a FEN is to
python-chess) so rule tests set up the moment they test instead of editing internals.
"""

from __future__ import annotations

from accessiplay.core.protocol import JSONDict
from accessiplay.core.snapshots import flag, integer, integers, rows
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights.state import FairyLightsState


def read(data: JSONDict) -> FairyLightsState:
    """The state a snapshot holds, each value checked for its type and range."""
    state = FairyLightsState(data["players"])
    last = cd.SIZE - 1
    state.shuffled = flag(data["shuffled"], "shuffled")
    state.deck = integers(data["deck"], "deck", 0, last)
    state.shop = integers(data["shop"], "shop", 0, last)
    state.turn = integer(data["turn"], "turn", 0, state.players - 1)
    state.draws = integer(data["draws"], "draws", 0, cd.SIZE)
    state.unbanked = [
        integers(p, "unbanked", 0, last) for p in rows(data["unbanked"], "unbanked", state.players)
    ]
    state.banked = [
        integers(p, "banked", 0, last) for p in rows(data["banked"], "banked", state.players)
    ]
    state.discarded = integers(data["discarded"], "discarded", 0, last)
    state.over = flag(data["over"], "over")
    return state


def problem(state: FairyLightsState) -> str | None:
    """The rule a hand-made position breaks, as a reason code, or None."""
    held = [
        *state.deck,
        *state.shop,
        *(c for pile in state.unbanked for c in pile),
        *(c for pile in state.banked for c in pile),
        *state.discarded,
    ]
    if sorted(held) != (list(cd.DECK) if state.shuffled else []):
        return "cards-not-a-deck"
    if len(state.shop) > cd.SHOP_LIMIT:
        return "shop-overfull"
    if state.over and (state.deck or not state.shuffled):
        return "end-and-deck"
    return None
