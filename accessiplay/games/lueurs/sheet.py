"""One player's sheet of 16 lueurs d'hiver: what is printed on it and what has been written.

Numbers follow the sheet: garlands 1–5 (the die that lights them), bird boxes 1–12 from the
bird outward, birdhouse rows 1–3 and columns 4–6, squirrel spaces 1–5 (3 is the arrow).
"""

from __future__ import annotations

from accessiplay.games.lueurs.view import SheetJSON

#: Garland n is lit by a die showing n; its colour, bulbs, power and bag (RULES.md §1).
COLOURS = ("red", "yellow", "green", "purple", "blue")
BULBS = (3, 3, 3, 3, 4)
POWERS = (1, -1, 1, -1, 1)
GARLAND_BAGS = (2, 2, 2, 2, 3)
GARLANDS_TO_END = 4
DOUBLE_BOXES = 12

ZONES = ("bird", "birdhouses", "cakes", "snowmen", "squirrel")
ZONE_BAGS = (3, 3, 3, 3, 2)
#: Every bag of the sheet, zones first, then garlands by colour.
BAGS = dict(zip(ZONES + COLOURS, ZONE_BAGS + GARLAND_BAGS))

BIRD_VALUES = (2, 5, 1, 4, 3, 6, 5, 2, 4, 1, 6, 3)
BIRD_GRELOTS = (1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4)
HOUSE_ROWS = (1, 2, 3)
HOUSE_COLUMNS = (4, 5, 6)
ROW_GRELOTS = {1: 6, 2: 7, 3: 8}
COLUMN_GRELOTS = {4: 8, 5: 7, 6: 6}
CAKES = ("kouglof", "biscuit-1", "biscuit-2")
CAKE_PUFFS = {"kouglof": 4, "biscuit-1": 3, "biscuit-2": 3}
#: The kouglof's numbers rise from the bottom; the biscuits' fall.
CAKE_RISES = {"kouglof": True, "biscuit-1": False, "biscuit-2": False}
CAKE_GRELOTS = {"kouglof": (1, 1, 2, 2), "biscuit-1": (1, 1, 2), "biscuit-2": (1, 1, 2)}
SNOWMAN_SUMS = tuple(range(2, 13))
SNOWMAN_GRELOTS = {2: 4, 3: 3, 4: 2, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 2, 11: 3, 12: 4}
SQUIRREL_SPACES = (1, 2, 3, 4, 5)
SQUIRREL_FIRST = 3
SQUIRREL_GRELOTS = {1: 4, 2: 3, 3: 2, 4: 3, 5: 4}

OPEN, CIRCLED, CROSSED = "open", "circled", "crossed"

_PLUS_GARLANDS = tuple(g for g, power in enumerate(POWERS) if power > 0)
_MINUS_GARLANDS = tuple(g for g, power in enumerate(POWERS) if power < 0)
_HOUSES = len(HOUSE_ROWS) * len(HOUSE_COLUMNS)


class Sheet:
    """What one player has written: bulbs, doubles, the five zones and the state of each bag."""

    __slots__ = (
        "bags",
        "bird",
        "bulbs",
        "cakes",
        "doubles",
        "houses",
        "memo",
        "snowmen",
        "squirrel",
    )

    def __init__(self) -> None:
        self.bulbs = [0, 0, 0, 0, 0]
        self.doubles = 0
        self.bird: set[int] = set()
        self.houses: set[tuple[int, int]] = set()
        self.cakes: dict[str, list[int]] = {cake: [] for cake in CAKES}
        self.snowmen: set[int] = set()
        self.squirrel: dict[int, tuple[int, int]] = {}
        self.bags = dict.fromkeys(BAGS, OPEN)
        #: Places already worked out, by zone then pair; a zone's entry is dropped, never
        #: changed, when something is written there, so copies (and every sheet with the same
        #: contents: `zones.zone_memo`) may share the inner dicts.
        self.memo: dict[str, dict] = {}

    def clone(self) -> Sheet:
        """A copy sharing nothing mutable (bots and shuffles write on copies)."""
        other = Sheet.__new__(Sheet)
        other.bulbs = list(self.bulbs)
        other.doubles = self.doubles
        other.bird = set(self.bird)
        other.houses = set(self.houses)
        other.cakes = {cake: list(puffs) for cake, puffs in self.cakes.items()}
        other.snowmen = set(self.snowmen)
        other.squirrel = dict(self.squirrel)
        other.bags = dict(self.bags)
        other.memo = dict(self.memo)
        return other

    def garland_full(self, garland: int) -> bool:
        """Whether every bulb of garland 1–5 is ticked."""
        return self.bulbs[garland - 1] == BULBS[garland - 1]

    def full_garlands(self) -> int:
        """How many garlands are lit from end to end (four end the game)."""
        return sum(ticked == size for ticked, size in zip(self.bulbs, BULBS))

    def powers(self) -> tuple[bool, bool]:
        """Whether the +1 and the −1 powers are unlocked (one full garland of each kind is enough)."""
        bulbs = self.bulbs
        return (
            any(bulbs[g] == BULBS[g] for g in _PLUS_GARLANDS),
            any(bulbs[g] == BULBS[g] for g in _MINUS_GARLANDS),
        )

    def zone_full(self, zone: str) -> bool:
        """Whether every box of a zone is written."""
        if zone == "bird":
            return len(self.bird) == len(BIRD_VALUES)
        if zone == "birdhouses":
            return len(self.houses) == _HOUSES
        if zone == "cakes":
            return all(len(self.cakes[c]) == CAKE_PUFFS[c] for c in CAKES)
        if zone == "snowmen":
            return len(self.snowmen) == len(SNOWMAN_SUMS)
        return len(self.squirrel) == len(SQUIRREL_SPACES)

    def completed(self) -> set[str]:
        """The bag names (zones and garland colours) whose boxes are all written (hot: every
        turn reads it twice per sheet, so each zone's size is compared directly)."""
        done = {
            colour for colour, ticked, size in zip(COLOURS, self.bulbs, BULBS) if ticked == size
        }
        if len(self.bird) == len(BIRD_VALUES):
            done.add("bird")
        if len(self.houses) == _HOUSES:
            done.add("birdhouses")
        if all(len(self.cakes[c]) == CAKE_PUFFS[c] for c in CAKES):
            done.add("cakes")
        if len(self.snowmen) == len(SNOWMAN_SUMS):
            done.add("snowmen")
        if len(self.squirrel) == len(SQUIRREL_SPACES):
            done.add("squirrel")
        return done

    def to_json(self) -> SheetJSON:
        """The sheet as JSON, in the sheet's own numbering."""
        return {
            "bulbs": list(self.bulbs),
            "doubles": self.doubles,
            "bird": sorted(self.bird),
            "houses": [list(cell) for cell in sorted(self.houses)],
            "cakes": {cake: list(puffs) for cake, puffs in self.cakes.items()},
            "snowmen": sorted(self.snowmen),
            "squirrel": {str(space): list(d) for space, d in sorted(self.squirrel.items())},
            "bags": dict(self.bags),
        }

    @classmethod
    def from_json(cls, data: SheetJSON) -> Sheet:
        """Read back a sheet from a view (presenters and bots reason on views only)."""
        sheet = cls()
        sheet.bulbs = list(data["bulbs"])
        sheet.doubles = data["doubles"]
        sheet.bird = set(data["bird"])
        sheet.houses = {(row, column) for row, column in data["houses"]}
        sheet.cakes = {cake: list(puffs) for cake, puffs in data["cakes"].items()}
        sheet.snowmen = set(data["snowmen"])
        sheet.squirrel = {int(space): (d[0], d[1]) for space, d in data["squirrel"].items()}
        sheet.bags = dict(data["bags"])
        return sheet
