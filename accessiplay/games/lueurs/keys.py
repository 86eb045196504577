"""16 lueurs d'hiver's own keys: G reads the garlands, B the bags, 1–6 keep a die for the garland.

Each key answers with words, a chooser path, or None to let the platform's own meaning of the
key apply. They read the view only, like the presenter.
"""

from __future__ import annotations

from accessiplay.games.lueurs import choosing
from accessiplay.games.lueurs.moves import pair_options
from accessiplay.games.lueurs.review import bags_node, garlands_node
from accessiplay.games.lueurs.sheet import Sheet
from accessiplay.games.lueurs.view import LueursCtx
from accessiplay.present import Choose, GameKey, Listing, Msg


def game_keys() -> list[GameKey]:
    """G: my garlands and powers; B: my bags; 1–6 at the pair step: that die lights a bulb."""
    digits = [GameKey(str(value), "garland-die", _garland_die_key(value)) for value in range(1, 7)]
    return [GameKey("g", "garlands", _garlands_key), GameKey("b", "bags", _bags_key)] + digits


def _own_sheet(ctx: LueursCtx) -> Sheet:
    """The sheet a game key speaks of: the viewer's (the first one for a spectator)."""
    seat = ctx.viewer if ctx.viewer is not None else 0
    return Sheet.from_json(ctx.view["sheets"][seat])


def _garlands_key(ctx: LueursCtx, legal, focus) -> Listing:
    """The garlands summed up, then each: bulbs lit and left, power, bag; a list to arrow
    through, as the review's garlands node reads them."""
    return Listing.of_node(garlands_node(_own_sheet(ctx)))


def _bags_key(ctx: LueursCtx, legal, focus) -> Listing:
    """The bags counted, then every bag still to win, won or lost, as a list."""
    return Listing.of_node(bags_node(_own_sheet(ctx)))


def _garland_die_key(die: int):
    """The run of key `die`: at the pair step, keep that die for the garland, pair the other two."""

    def run(ctx: LueursCtx, legal, focus) -> Choose | Msg | None:
        stage = choosing.stage_of(ctx, tuple(focus[:-1])) if focus else None
        if stage is None or stage.kind != "pair":
            return None
        for pair, left in pair_options(stage.dice):
            if left == die and pair in stage.options:
                return Choose(tuple(focus[:-1]) + (pair,))
        return Msg.of("lueurs-no-pair-for-die", die=die)

    return run
