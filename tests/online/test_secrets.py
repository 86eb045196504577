"""Nothing sent to a seat names what that seat may not know.

Issue #9: "Sixteen: every frame sent to seat 1 during a whole game is captured; none names a
tile of seat 0's hand (and the other way round)."
"""

from __future__ import annotations

import asyncio
from typing import Any

from tests.online.online_support import seat_players

Tile = tuple[str, Any]
COLOURS = ("red", "yellow", "green", "blue", "purple")


def _token(value: Any) -> bool:
    """Whether a value can be a tile's token: a number, or a 16's name."""
    return isinstance(value, int) or value in ("restart", "end")


def _hand(update: dict[str, Any]) -> set[Tile]:
    """The (colour, token) tiles of the receiving seat's own hand in an update."""
    hand = update["view"]["hand"]
    return {(colour, t) for colour, tokens in hand["tiles"].items() for t in tokens}


def _named(value: Any) -> set[Tile]:
    """Every (colour, token) a frame names: lists under a colour key (rows, hands, what left
    the game), and the tiles of anything placed or removed on a `row` (events, actions)."""
    found: set[Tile] = set()
    if isinstance(value, dict):
        row = value.get("row")
        for key, item in value.items():
            if key in COLOURS:
                found |= _tiles(item, key)
            elif key in ("tiles", "tile", "removed") and isinstance(row, str):
                found |= _tiles(item, row)
            else:
                found |= _named(item)
    elif isinstance(value, list):
        for item in value:
            found |= _named(item)
    return found


def _tiles(value: Any, colour: str) -> set[Tile]:
    """The tokens in a value (a token or lists of them), as tiles of this colour."""
    if isinstance(value, list):
        return set().union(*(_tiles(v, colour) for v in value)) if value else set()
    return {(colour, value)} if not isinstance(value, bool) and _token(value) else set()


def _leaks(receiver: list[dict[str, Any]], owner: list[dict[str, Any]]) -> list[Any]:
    """Tiles of the owner's hand at turn n named in a frame the receiver got at turn n."""
    hands = {u["turn"]: _hand(u) for u in owner if u["type"] == "update" and not u["over"]}
    leaks = []
    for frame in receiver:
        if frame["type"] != "update" or frame["over"] or frame["turn"] not in hands:
            continue
        secret = hands[frame["turn"]]
        named = _named({k: v for k, v in frame.items() if k != "view"})
        # The receiver's own hand and score sheet (its own tiles, counted) are its to know.
        view = {k: v for k, v in frame["view"].items() if k not in ("hand", "scores")}
        named |= _named(view)
        leaks += sorted(named & secret, key=str)
    return leaks


def test_no_frame_to_one_seat_names_a_tile_of_the_others_hand(server):
    """A whole game of Sixteen, every frame of both players captured and searched."""

    async def scenario():
        players = await seat_players(server.url, "sixteen", 2, 1, ("en", "fr"))
        await asyncio.gather(*(p.play() for p in players))
        for p in players:
            await p.client.close()
        return players

    ana, bruno = asyncio.run(scenario())
    frames = {0: ana.client.frames, 1: bruno.client.frames}
    # The server deals afresh for every table, so the game's length varies (29 updates seen):
    # what matters is that the search ran over a whole game, to its end.
    updates = [f for f in frames[1] if f["type"] == "update"]
    assert updates[-1]["over"] and len(updates) > 20
    assert _leaks(frames[1], frames[0]) == []
    assert _leaks(frames[0], frames[1]) == []
    for seat, other in ((0, 1), (1, 0)):
        for frame in frames[seat]:
            if frame["type"] != "update":
                continue
            for step in frame["steps"]:
                assert "action" not in step or step["seat"] == seat
                for event in step["events"]:
                    assert event.get("audience") in (None, [seat])
            if not frame["over"]:
                assert frame["view"]["hands"] is None
                assert frame["view"]["scores"][other] is None
    # Neither ever hears the other's seat token.
    assert ana.token not in "".join(bruno.client.texts)
    assert bruno.token not in "".join(ana.client.texts)


def test_the_search_finds_a_tile_when_it_is_there():
    """The leak search is not blind: a seat-0 tile put in a seat-1 frame is found."""
    owner = [
        {"type": "update", "turn": 5, "over": False, "view": {"hand": {"tiles": {"red": [7]}}}}
    ]
    leaked = {
        "type": "update",
        "turn": 5,
        "over": False,
        "steps": [],
        "view": {"rows": {"red": [1, 7]}},
    }
    event = {
        "type": "update",
        "turn": 5,
        "over": False,
        "view": {},
        "steps": [{"seat": 0, "events": [{"t": "TilesPlaced", "row": "red", "tiles": [7]}]}],
    }
    assert _leaks([leaked], owner) == [("red", 7)]
    assert _leaks([event], owner) == [("red", 7)]


def test_a_table_s_dice_cannot_be_foreseen_unless_a_test_fixes_them(monkeypatch):
    """Players must not foresee the dice: each table's seed is a fresh secret. A test may fix the
    series (ACCESSIPLAY_TABLE_SEED) to replay a whole game; a value that is not a number is
    ignored rather than trusted."""
    from accessiplay.online import seeds

    monkeypatch.delenv(seeds.SEED_VARIABLE, raising=False)
    assert len({seeds.table_seed() for _ in range(5)}) == 5
    monkeypatch.setenv(seeds.SEED_VARIABLE, "not a number")
    assert len({seeds.table_seed() for _ in range(5)}) == 5
    monkeypatch.setenv(seeds.SEED_VARIABLE, "40")
    first, second = seeds.table_seed(), seeds.table_seed()
    assert first >= 40 and second == first + 1
