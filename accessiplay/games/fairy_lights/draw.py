"""Fairy Lights on screen: the shop, the deck's backs, and every player's collection.

On a narrow screen (a magnified 40×15) the table is drawn compact so that what a player weighs
before drawing or taking fits at once: the shop with the next draw's risk in its title, then
their own collection at risk, one total per colour, then what else fits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from accessiplay.drawing import Drawing, Fragment, Painter, label
from accessiplay.games.fairy_lights import cards as cd
from accessiplay.games.fairy_lights import words as w
from accessiplay.games.fairy_lights.view import FairyLightsView

#: Below this many columns the table is drawn compact.
WIDE_TABLE = 60


def card_text(paint: Painter, card: Mapping[str, Any]) -> str:
    """One card face (or a colour's total): its colour's letters, its bulbs and its stars,
    'Ye B2 S1' at every size (the key line says what B and S are)."""
    colour = paint("fairy-lights-draw-letter", colour=card["colour"])
    bulbs = paint("fairy-lights-draw-bulbs", bulbs=card["bulbs"])
    return f"{colour} {bulbs} {paint('fairy-lights-draw-stars', stars=card['stars'])}"


def key_line(paint: Painter) -> None:
    """The codes of the cards spelled out once, 'B for bulbs, S for stars': a partner new to the
    screen read 'Pu B2 S0' without knowing them (LV-14). Drawn last on a narrow screen, it
    shows only in rows that nothing of the game needs."""
    paint.zone("key", "", [[label(paint("fairy-lights-draw-key"))]])


def apart(cells: list[Fragment]) -> list[Fragment]:
    """Cards side by side, a space between two lit or focused ones: their brackets take the
    spaces either side, and '<Gr B2 S3><Bl B2 S2>' read as one card."""
    out: list[Fragment] = []
    for cell in cells:
        if out and out[-1][1][-1:] in (">", "]") and cell[1][:1] in ("<", "["):
            out.append(("", " "))
        out.append(cell)
    return out


def _totals(paint: Painter, seat: int, faces: list[Mapping[str, Any]]) -> list[Fragment]:
    """One cell per colour of these cards, its bulbs and stars added up; lit when any of its
    cards is (the review names a card, the compact table draws its colour)."""
    cells = []
    for colour in cd.COLOURS:
        mine = [c for c in faces if c["colour"] == colour]
        if not mine:
            continue
        places = [f"seat-{seat}:{c['id']}" for c in mine]
        place = next((p for p in places if p in paint.focus), places[0])
        total = {
            "colour": colour,
            "bulbs": sum(c["bulbs"] for c in mine),
            "stars": sum(c["stars"] for c in mine),
        }
        cells.append(paint.cell(card_text(paint, total), place))
    return apart(cells)


class FairyLightsDrawer:
    """Draws the whole table: Fairy Lights hides only the order of the deck."""

    def draw(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The shop and the deck first, then each collection, at risk and banked."""
        if paint.width < WIDE_TABLE:
            return self._compact(view, seat, paint)
        shop = apart(
            [
                paint.cell(card_text(paint, c), f"shop:{c['colour']}-{i}")
                for i, c in enumerate(view["shop"])
            ]
        )
        paint.zone(
            "shop", paint("fairy-lights-draw-shop", draws=view["draws"]), [shop or [label("_")]]
        )
        key_line(paint)
        deck = view["deck"]
        backs = apart(
            [
                paint.cell(f"{paint('fairy-lights-draw-letter', colour=c)} {n}", f"deck:{c}")
                for c, n in deck["colours"].items()
            ]
        )
        paint.zone(
            "deck",
            paint("fairy-lights-draw-deck", left=deck["left"], discarded=view["discarded"]),
            [
                apart(
                    [
                        paint.cell(paint("fairy-lights-draw-left", left=deck["left"]), "deck:0"),
                        *backs,
                    ]
                )
            ],
        )
        for s, collection in enumerate(view["collections"]):
            self._collection(paint, view, s, collection)
        paint.players(view, "fairy-lights-draw-points")
        return paint.drawing()

    def _collection(
        self, paint: Painter, view: Mapping[str, Any], seat: int, data: Mapping[str, Any]
    ) -> None:
        """One player's cards: at risk, then banked, colour by colour."""
        lines: list[list[Fragment]] = []
        for kind in ("unbanked", "banked"):
            line: list[Fragment] = [label(paint(f"fairy-lights-draw-{kind}"))]
            for colour in cd.COLOURS:
                faces = [c for c in data[kind] if c["colour"] == colour]
                line += [paint.cell(card_text(paint, c), f"seat-{seat}:{c['id']}") for c in faces]
            lines.append(apart(line))
        mark = paint("ui-draw-turn") if view["turn"] == seat else ""
        paint.zone(f"seat-{seat}", f"{paint.name(seat)} {mark}".strip(), lines)

    def _compact(self, view: Mapping[str, Any], seat: int | None, paint: Painter) -> Drawing:
        """The shop titled with the next draw's risk (lit when drawing is the focused option),
        the player's own cards at risk then banked, one total per colour, the deck's backs,
        the others, the stars: zones in that order, so the first ones stay when room is short."""
        last, risky, left = w.odds(cast(FairyLightsView, view))
        shop = apart(
            [
                paint.cell(card_text(paint, c), f"shop:{c['colour']}-{i}")
                for i, c in enumerate(view["shop"])
            ]
        )
        title = paint(
            "fairy-lights-draw-shop-risk", draws=view["draws"], risky=risky * bool(last), left=left
        )
        paint.zone("shop", title, [shop or [label("_")]], lit={"deck:0"})
        own = view["turn"] if seat is None else seat
        # Nobody's own once two humans' game is over (no holder, no turn): every collection
        # is drawn as another's, after the deck (it went to a traceback at 40×15, LV-26).
        if own is not None:
            self._totals(paint, view, own, own)
        deck = view["deck"]
        backs = apart(
            [
                paint.cell(f"{paint('fairy-lights-draw-letter', colour=c)} {n}", f"deck:{c}")
                for c, n in deck["colours"].items()
            ]
        )
        title = paint("fairy-lights-draw-deck", left=deck["left"], discarded=view["discarded"])
        paint.zone("backs", title, [backs], lit={f"deck:{c}" for c in deck["colours"]})
        paint.players(view, "fairy-lights-draw-points")
        for s in range(len(view["collections"])):
            if s != own:
                self._totals(paint, view, s, own)
        key_line(paint)
        return paint.drawing()

    def _totals(self, paint: Painter, view: Mapping[str, Any], seat: int, own: int | None) -> None:
        """A collection as totals per colour (the bulbs decide what a take banks or discards,
        the stars the score): its cards at risk, then, as a zone of its own that gives way
        first, its banked ones."""
        data = view["collections"][seat]
        mark = paint("ui-draw-turn") if view["turn"] == seat else ""
        at_risk = [
            label(paint("fairy-lights-draw-unbanked")),
            *_totals(paint, seat, data["unbanked"]),
        ]
        # Your own cards at risk stay beside the shop on a narrow screen: what a draw or a
        # take would do to them is the decision.
        title = f"{paint.name(seat)} {mark}".strip()
        if seat == own:
            paint.zone(f"seat-{seat}", title, [at_risk], stays=True)
        else:
            # Another's cards at risk in one line, kept right after the scores: what they
            # took shows while playing, not only on Shift+C (LV-20).
            paint.zone(f"seat-{seat}", "", [[label(title), *at_risk]], wanted=True)
        if data["banked"]:
            banked = _totals(paint, seat, data["banked"])
            places = {f"seat-{seat}:{c['id']}" for c in data["banked"]}
            title = paint("fairy-lights-draw-banked-of", player=paint.name(seat))
            paint.zone(f"banked-{seat}", title, [banked], lit=places)

    def chooser_places(self, view: Mapping[str, Any], path: tuple[Any, ...]) -> frozenset[str]:
        """Drawing lights the deck; taking, the shop's cards of the colours it takes."""
        if not path:
            return frozenset()
        if path[0] == "draw":
            return frozenset({"deck:0"})
        if len(path) < 2:
            return frozenset({"shop"})
        colours = path[1] if isinstance(path[1], tuple) else (path[1],)
        return frozenset(
            f"shop:{c['colour']}-{i}" for i, c in enumerate(view["shop"]) if c["colour"] in colours
        )

    def answer_places(self, view: Mapping[str, Any]) -> frozenset[str]:
        """D reads the shop card by card."""
        return frozenset(f"shop:{c['colour']}-{i}" for i, c in enumerate(view["shop"]))

    def review_places(
        self, view: Mapping[str, Any], seat: int, path: tuple[int, ...]
    ) -> frozenset[str]:
        """The reviewed node's cards: a colour at risk or banked, one card, the shop or one of
        its cards, the deck or one colour of it (review.collection_tree's order)."""
        if not path:
            return frozenset()
        mine = view["collections"][seat]
        unbanked = [c["id"] for c in mine["unbanked"]]
        at_risk = cd.colours_in(unbanked)
        first, rest = path[0], path[1:]
        risk_nodes = max(len(at_risk), 1)
        if first < risk_nodes:
            if not at_risk:
                return frozenset({f"seat-{seat}"})
            return _cards(seat, cd.of_colour(unbanked, at_risk[first]), rest)
        if first == risk_nodes:
            banked = [c["id"] for c in mine["banked"]]
            if not rest:
                return _cards(seat, banked, ()) or frozenset({f"seat-{seat}"})
            colour = cd.colours_in(banked)[rest[0]]
            return _cards(seat, cd.of_colour(banked, colour), rest[1:])
        shop = [f"shop:{c['colour']}-{i}" for i, c in enumerate(view["shop"])]
        if first == risk_nodes + 1:
            return frozenset(shop[rest[0] : rest[0] + 1] if rest else shop or ["shop"])
        colours = [c for c, n in view["deck"]["colours"].items() if n]
        return frozenset({f"deck:{colours[rest[0]]}"} if rest else {"deck:0"})


def _cards(seat: int, ids: list[int], rest: tuple[int, ...]) -> frozenset[str]:
    """The drawn places of these cards of a collection, or of the one `rest` picks."""
    chosen = ids[rest[0] : rest[0] + 1] if rest else ids
    return frozenset(f"seat-{seat}:{i}" for i in chosen)


DRAWER = FairyLightsDrawer()
