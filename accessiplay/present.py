"""The bridge between the rules core and the player: messages, sheet trees and game keys.

A game's presenter turns views and events into `Msg` values — a Fluent message id plus its
arguments — never into text. The i18n layer formats them in the player's language and the UI
speaks them. Nothing here imports the UI, so presenters are tested without a terminal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from accessiplay.core.actions import Action
from accessiplay.core.events import Event, GameEnded

if TYPE_CHECKING:
    from accessiplay.bots import Ranked

#: The view a presenter reads: each game's own TypedDict (any view for generic code).
V = TypeVar("V", bound=Mapping[str, Any])


@dataclasses.dataclass(frozen=True)
class Msg:
    """A message id and its arguments. An argument may itself be a Msg or a tuple to list."""

    id: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, id: str, **args: Any) -> Msg:
        """Build a message from keyword arguments (lists become tuples so it stays hashable)."""
        return cls(
            id, tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(args.items()))
        )

    def kwargs(self) -> dict[str, Any]:
        """The arguments as a dict."""
        return dict(self.args)


@dataclasses.dataclass(frozen=True)
class Line:
    """One announcement: the words and the sound cue played just before them.

    A `quiet` line is kept in the history without being said (a bot's throws, summed up in
    one line at the end of its turn when announcements are brief).
    """

    msg: Msg
    cue: str | None = None
    quiet: bool = False


@dataclasses.dataclass(frozen=True)
class Node:
    """A node of a navigable review tree (sheet → zones → boxes). `rule` names an F2 section.

    A `grid` node's children are rows whose children are cells: the review then moves in two
    dimensions (Up/Down between rows in the same column, Left/Right along a row).
    """

    label: Msg
    children: tuple[Node, ...] = ()
    rule: str | None = None
    grid: bool = False


@dataclasses.dataclass
class Ctx(Generic[V]):
    """Who is looking at what: the view of the seat at the keyboard, the names, the verbosity."""

    view: V
    viewer: int | None
    names: Sequence[str]
    verbose: bool = True
    #: The chooser's uncommitted marks (La Linotte's dice to keep): game keys may change them,
    #: labels read them, nothing reaches the rules until a move is sent. Cleared each turn.
    marks: dict[str, Any] = dataclasses.field(default_factory=dict)
    #: A public line heard by several humans sharing the keyboard: every seat is said by name,
    #: the viewer's too ("Player 1 passes"), as "you" would be whoever listens. The viewer still
    #: decides what is told in full (their own move) and what their chooser says instead.
    named: bool = False
    #: The viewer's own chooser speaks right after this line and asks with what it needs (the
    #: dice): false for a public line said before another human is called to the keyboard,
    #: where the call, not the question, comes next.
    chooser_follows: bool = True

    def seat(self) -> int:
        """The viewer's seat, where only a seated player can be asking (the chooser, game keys)."""
        if self.viewer is None:
            raise ValueError("a spectator has no seat")
        return self.viewer

    def who(self, seat: int, role: str = "player") -> dict[str, str]:
        """Arguments that let one message say 'you' or the player's name: `player` and `you`.

        A message naming two players gives each a role instead ('white', 'black'): `white` and
        `white_you`, so the listener's own count or score is said to 'you' whichever seat it is.
        """
        you = "yes" if self.is_you(seat) else "no"
        if role == "player":
            return {"player": self.names[seat], "you": you}
        return {role: self.names[seat], f"{role}_you": you}

    def is_you(self, seat: int | None) -> bool:
        """Whether a line says 'you' for this seat: the viewer's, unless the line is `named`."""
        return seat is not None and seat == self.viewer and not self.named

    def you_among(self, seats: Iterable[int]) -> bool:
        """Whether 'you' is among these seats (a winner, a bonus taker), said as such."""
        return any(self.is_you(seat) for seat in seats)

    def you_last(self, seats: Iterable[int]) -> list[int]:
        """The seats in their order with the listener moved to the end: a spoken list names
        the listener last ('Player 2 and you', 'Joueur 2 et vous', 'Jugador 2 y tú')."""
        order = list(seats)
        return [s for s in order if not self.is_you(s)] + [s for s in order if self.is_you(s)]

    def only_you(self, seats: Iterable[int]) -> str:
        """'yes' when the listener alone makes up a list of seats, so a language can say
        'te toca elegir' rather than a list of one ('Falta por elegir: tú')."""
        order = list(seats)
        return "yes" if len(order) == 1 and self.is_you(order[0]) else "no"

    def alone(self) -> str:
        """'yes' when the listener holds the table's only seat, so a line can say 'You have 3
        acorns' rather than a list of one ('Bellotas: tú con 3')."""
        return "yes" if len(self.names) == 1 and self.viewer == 0 else "no"

    def leaders(self, seats: Iterable[int]) -> str:
        """Like only_you for who leads, with 'solo' when the table has one seat: alone, nobody
        is led ('Tienes una de 4 guirnaldas', not 'Vas en cabeza')."""
        return "solo" if len(self.names) == 1 else self.only_you(seats)


@dataclasses.dataclass(frozen=True)
class Choose:
    """A game key's answer meaning: open the move chooser at this path (e.g. the take step)."""

    prefix: tuple[Any, ...]


@dataclasses.dataclass(frozen=True)
class Listing:
    """A long answer as a list to arrow through rather than one breath of speech.

    The first line sums it up in one sentence; each other line is one item. A line may carry
    the action Enter plays from the list (Sixteen's Shift+P: each placement its own item).
    """

    lines: tuple[Msg, ...]
    actions: tuple[Action | None, ...] = ()

    @classmethod
    def of_lines(cls, summary: Msg, lines: Iterable[Msg]) -> Listing:
        """A summary sentence, then the lines."""
        return cls((summary, *lines))

    @classmethod
    def of_node(cls, node: Node) -> Listing:
        """A review node as a list: its own label sums up its children (16 lueurs' garlands)."""
        return cls((node.label, *(child.label for child in node.children)))

    def __iter__(self) -> Iterator[Msg]:
        """Its lines, where words are read rather than a list shown (tests, a log)."""
        return iter(self.lines)

    def action(self, index: int) -> Action | None:
        """The move a line plays, if any."""
        return self.actions[index] if index < len(self.actions) else None


#: What a game key answers: see `GameKey`.
KeyAnswer = Action | Msg | list[Msg] | Choose | Listing | None


@dataclasses.dataclass(frozen=True)
class GameKey(Generic[V]):
    """A key of this game only (R throws, Space keeps a die).

    `run(ctx, legal, focus)` gets the legal actions and the option focused in the chooser (its
    path as a tuple, or None) and returns an Action to play, Msg(s) to speak, a `Choose` to open
    the chooser at a path, or None to let the platform's own meaning of the key apply.
    Its F1 description is the message `<game-id>-key-<command>`.
    """

    key: str
    command: str
    run: Callable[[Ctx[V], list[Action], tuple[Any, ...] | None], KeyAnswer]


class Presenter(Generic[V]):
    """What each game supplies so the generic screens can speak it. Override what applies."""

    game_id: str = ""
    #: Sections of the rules walkthrough: messages `<id>-rules-<s>-title` and `<id>-rules-<s>`.
    rule_sections: tuple[str, ...] = ()

    #: One board shared by every seat (La Linotte): C reviews it, and there is no other
    #: player's sheet for Shift+C to open.
    shared_board: bool = False

    #: Event classes announced by saying nothing, on purpose (GameEnded: the platform says it).
    quiet: tuple[type[Event], ...] = (GameEnded,)

    def event(self, ctx: Ctx[V], event: Event) -> list[Line]:
        """The announcements an event makes to the viewer (brief ones unless ctx.verbose).

        The one dispatch every game uses: the method `_on_<EventClass>(ctx, event)` speaks an
        event; an event the viewer may not hear says nothing.
        """
        if not event.heard_by(ctx.viewer):
            return []
        handler: Callable[[Ctx[V], Event], list[Line]] | None = getattr(
            self, f"_on_{type(event).__name__}", None
        )
        return handler(ctx, event) if handler else []

    def announces(self, event_type: type[Event]) -> bool:
        """Whether this presenter has words for an event class, or says nothing of it on purpose."""
        return event_type in self.quiet or hasattr(self, f"_on_{event_type.__name__}")

    def turn_start(self, ctx: Ctx[V]) -> list[Msg]:
        """What the holder needs to hear as their turn starts, before the first question (the
        shop in Fairy Lights, the opponent's threats in La Linotte)."""
        return []

    def dice(self, ctx: Ctx[V]) -> list[Msg]:
        """D: the dice, or what stands for them (the shop, the hand)."""
        return []

    def scores(self, ctx: Ctx[V], detailed: bool) -> list[Msg] | Listing:
        """S and Shift+S: the totals, or each seat's itemised score (a Listing when long)."""
        return []

    def turn(self, ctx: Ctx[V]) -> list[Msg]:
        """T: whose turn it is, the round, what is awaited."""
        return []

    def table(self, ctx: Ctx[V]) -> list[Msg]:
        """W: who is at the table, with the public facts about each seat."""
        return []

    def sheet(self, ctx: Ctx[V], seat: int) -> Node:
        """C and Shift+C: the review tree of one seat's sheet, hand or collection."""
        return Node(Msg.of("ui-nothing-to-review"))

    def legal_summary(self, ctx: Ctx[V], legal: Sequence[Action]) -> list[Msg]:
        """L: the legal moves in brief."""
        return []

    def step_prompt(self, ctx: Ctx[V], prefix: tuple[Any, ...]) -> Msg:
        """What the chooser asks at this step ('Choose the area')."""
        return Msg.of("ui-choose")

    def step_label(self, ctx: Ctx[V], prefix: tuple[Any, ...], step: Any) -> Msg:
        """The words for one option of the chooser: `step` follows the components in `prefix`."""
        return Msg.of("ui-raw", text=str(step))

    def step_fact(self, ctx: Ctx[V], prefix: tuple[Any, ...], step: Any) -> list[Msg]:
        """An option the chooser took for the player because it was the only one, said as a
        fact; a game says nothing when its earlier words already named it."""
        return [Msg.of("ui-step-taken", label=self.step_label(ctx, prefix, step))]

    def why_not(self, ctx: Ctx[V], prefix: tuple[Any, ...]) -> list[Msg]:
        """Why options the rules allow in general are not offered now (Shift+L / W in chooser)."""
        return []

    def keys(self) -> list[GameKey[V]]:
        """Keys of this game only."""
        return []

    def final(self, ctx: Ctx[V]) -> list[Msg]:
        """The spoken end of the game: the winner(s) and every itemised score."""
        return []

    def rule_for(self, ctx: Ctx[V], node: Node | None) -> str | None:
        """The walkthrough section for the focused part of a sheet (F2 on a zone)."""
        return node.rule if node else None

    def rule_for_step(self, ctx: Ctx[V], path: tuple[Any, ...] | None) -> str | None:
        """The walkthrough section for the option focused in the chooser (F2 while choosing)."""
        return None

    def hint_move(self, ctx: Ctx[V], action: Action) -> Msg | None:
        """The whole move in one phrase of the game's own words, for the hint key ('Fox dens,
        den 3 with the 5'); None says it the chooser's way, step by step."""
        return None

    def hint_reasons(self, ctx: Ctx[V], action: Action) -> tuple[Msg, ...]:
        """Why the move is good, from the viewer's view before and after it (points gained, a
        bonus reached, a line made): never from anything the view does not hold."""
        return ()

    def hint_expect(self, ctx: Ctx[V], ranked: Ranked) -> Msg | None:
        """Shift+H's figure for one move in the game's own terms, when the common one
        (`hints.expect`: whole points, the share of games won) would not say what ranks them;
        None keeps the common one."""
        return None

    def hint_rank_figure(self, ctx: Ctx[V], ranked: Ranked) -> float | None:
        """The figure a Shift+H line is ranked by, as it is said, where `hint_expect` says more
        after it (Fairy Lights' take sides): two lines saying it alike get the tie note. None:
        the whole expectation is the ranking figure."""
        return None

    def hint_finer(self, ctx: Ctx[V], ranked: Ranked) -> tuple[float, Msg] | None:
        """The move's ranking figure and its words to a tenth, said where its rounded figure is
        move 1's though the bot values it lower (16 lueurs' 'about 38 Grelots' on three lines
        told nothing); None: the game has no finer figure to say."""
        return None

    def hint_twin(self, ctx: Ctx[V], action: Action) -> Action:
        """The one move Shift+H says for every move leaving an equivalent sheet (two empty
        pumpkins take a die alike): said once, the list then teaches a third move."""
        return action

    def hint_sure(self, ctx: Ctx[V], action: Action) -> int | None:
        """The points the move brings for certain as it is played (acorns written, a first-fill
        bonus), so a hint that passes over a bigger sure gain says why; None where the game
        has no such figure."""
        return None

    def hint_passes(self, ctx: Ctx[V], other: Ranked, best: Ranked) -> Msg | None:
        """H's clause for a move passed over that brings more for certain now, where the game
        says it in its own figures; None says it the common way (`hints.passing`)."""
        return None

    def ctx_for(self, ctx: Ctx[V], action: Action) -> Ctx[V]:
        """The context in which the chooser offers `action`, for the hint to say it in the
        chooser's words (La Linotte marks the dice its rethrow keeps)."""
        return ctx


def percent(number: int) -> Msg:
    """A whole percentage said one way in each language ('19 percent', '19 %'), wherever it is."""
    return Msg.of("common-percent", number=number)


def listing(items: Sequence[Any]) -> tuple[Any, ...]:
    """A tuple the i18n layer reads aloud as a list ('2, 5 and 5')."""
    return tuple(items)


class Alternatives(tuple[Any, ...]):
    """A tuple read aloud as choices ('F1 or question mark') rather than as a list."""


class Clauses(tuple[Any, ...]):
    """A tuple read aloud as a list of clauses (a hint's reasons): when one of them holds commas
    of its own, the last is joined with a comma too, so it is heard as a clause of its own ('…,
    que ganaría ahí un punto, y con esta ficha ganas…', not '… un punto y con esta ficha')."""


def either(items: Iterable[Any], one: Callable[[Any], Any] | None = None, none: Any = None) -> Any:
    """Items said as a choice, 'red, blue or green'; a single item is itself (or `one(item)`).

    `none` is what an empty choice says; without it, an empty choice is a bug.
    """
    items = list(items)
    if not items:
        if none is None:
            raise ValueError("a choice among nothing")
        return none
    if len(items) == 1:
        return one(items[0]) if one else items[0]
    return Alternatives(items)
