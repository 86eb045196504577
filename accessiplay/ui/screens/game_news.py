"""What the game screen says of each event, and to whom, when humans share one keyboard.

Alone at the keyboard (or against bots) the holder is "you" in every line. With several humans
at one keyboard everyone hears every public line, so those name every player, the holder too
("Player 1 passes"), and belong to no one: anyone reads them back, and the hand-over screen
shows them. Private news (a hand, a secret choice) stays with the seat it is for, kept until
that player takes the keyboard. After a hand-over the new holder hears again, by name, every
public event since they last gave up the keyboard, before their own turn: the hand-over's call
cut it off, and with three humans or more it spans several players' turns. Where nothing is
hidden the keyboard passes without a call, and nothing is cut off.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from accessiplay.core.events import Event
from accessiplay.present import Ctx, Line, Msg, Presenter
from accessiplay.session import Session
from accessiplay.table_session import TableSession


def since_own_move(session: Session) -> tuple[dict[int, list[Event]], dict[int, list[Event]]]:
    """For each human, the public events after their own last move in the record, and the
    private ones meant for them since then, found by replaying it (a record keeps moves, not
    what they said): what a resume would otherwise never tell them. A human who has not moved
    yet gets everything from the start: left at their first hand-over, they never heard their
    own hand dealt (play-test: Sixteen seed 11, Player 1 resumed to 'Your turn' and no tiles)."""
    state = session.game.new_state(len(session.seats), session.record.options)
    heard: list[tuple[int, list[Event]]] = []
    for seat, action in session.record.actions:
        heard.append((seat, state.apply(seat, action)))
    missed: dict[int, list[Event]] = {}
    private: dict[int, list[Event]] = {}
    for human in session.humans():
        last = max((i for i, (seat, _) in enumerate(heard) if seat == human), default=-1)
        since = [e for _, events in heard[last + 1 :] for e in events]
        missed[human] = [e for e in since if e.audience is None]
        private[human] = [e for e in since if e.audience is not None and e.heard_by(human)]
    return missed, private


class SharedNews:
    """Mixed into GameScreen, which provides the session, the holder, the presenter and app."""

    if TYPE_CHECKING:  # what GameScreen provides
        app: Any
        holder: int | None
        presenter: Presenter
        session: TableSession

        def ctx(self) -> Ctx: ...

    def news_init(self, resumed: bool = False) -> None:
        """Nothing kept for anyone yet; after a resume with several humans, each one's missed
        news is what happened since their own last move (that sitting's catch-up was lost)."""
        # Private news for a human who does not hold the keyboard yet, said after the hand-over.
        self.kept_for: dict[int, list[Line]] = {}
        # The public events each human heard while another held the keyboard: theirs again
        # once they take it.
        self.missed: dict[int, list[Event]] = {}
        # The first human to take the keyboard after a resume hears their catch-up too.
        self.resume_recap = False
        session = self.session
        if resumed and isinstance(session, Session) and self.shared_seats():
            self.resume_recap = True
            self.missed, private = since_own_move(session)
            for seat, events in private.items():
                self.kept_for[seat] = self._own_lines(seat, events)

    def shared_seats(self) -> bool:
        """Whether several humans share this keyboard (whoever holds it)."""
        return len(self.session.humans()) > 1

    def shared(self) -> bool:
        """Whether another human listens at this keyboard, so public lines name everyone."""
        return bool(self._other_humans())

    def public_ctx(self) -> Ctx:
        """The holder's context for a public line: by name when others listen too, and with
        no chooser of theirs to follow when the step calls another human to the keyboard."""
        ctx = self.ctx()
        if not self.shared():
            return ctx
        follows = self.session.human_to_act() == self.holder
        return dataclasses.replace(ctx, named=True, chooser_follows=follows)

    def announce(self, events, first: bool = True) -> int:
        """Speak each event the holder may hear, cue first; private ones stay the holder's.
        The first line cuts off older speech unless something of this step was said (`first`
        false).

        Private news for another human at this keyboard is kept until they take it.
        """
        own, public = self.ctx(), self.public_ctx()
        spoken = 0
        for event in events:
            if event.audience is not None and not event.heard_by(self.holder):
                self._keep_private(event)
                continue
            heard_by_all = event.audience is None
            lines = self.presenter.event(public if heard_by_all else own, event)
            self.app.announcer.say_lines(lines, interrupt=first and not spoken, public=heard_by_all)
            if heard_by_all:
                for seat in self._other_humans():
                    self.missed.setdefault(seat, []).append(event)
            spoken += sum(not line.quiet for line in lines)
        return spoken

    def turn_taken(self) -> None:
        """The holder's turn begins: what they heard at the keyboard is no longer news."""
        if self.holder is not None:
            self.missed.pop(self.holder, None)

    def tell_taker(self, seat: int, recap_wanted: bool) -> None:
        """`seat` takes the keyboard: first, when wanted, what happened since they last gave it
        up (said again, not remembered twice), then seat's own kept news."""
        missed = self.missed.pop(seat, [])
        wanted = recap_wanted or self.resume_recap
        recap = self._recap_for(seat, missed) if wanted else []
        self.resume_recap = False
        for index, msg in enumerate(recap):
            self.app.announcer.say(msg, interrupt=index == 0, remember=False)
        self.app.announcer.say_lines(self.kept_for.pop(seat, []), interrupt=not recap)

    def _recap_for(self, seat: int, missed: list[Event]) -> list[Msg]:
        """The public events `seat` missed, told as `seat` hears another's move (by name,
        brief unless verbose); nothing when the keyboard stays or is first taken (the opening
        was said to everyone a moment ago)."""
        if self.holder == seat or (self.holder is None and not self.resume_recap):
            return []
        view = self.session.state.view(seat)
        ctx = Ctx(view, seat, self.session.names, self.app.settings.verbose, named=True)
        lines = [line for event in missed for line in self.presenter.event(ctx, event)]
        return [line.msg for line in lines if not line.quiet]

    def _other_humans(self) -> list[int]:
        """The humans sharing this keyboard who do not hold it (none before the first takes it)."""
        if self.holder is None:
            return []
        return [seat for seat in self.session.humans() if seat != self.holder]

    def _keep_private(self, event) -> None:
        """Hold an event's words for each human it is meant for, in their own view."""
        for seat in event.audience:
            if seat in self.session.humans() and seat != self.holder:
                self.kept_for.setdefault(seat, []).extend(self._own_lines(seat, [event]))

    def _own_lines(self, seat: int, events: list[Event]) -> list[Line]:
        """Private events told to `seat` as "you", in their own view."""
        view = self.session.state.view(seat)
        ctx = Ctx(view, seat, self.session.names, self.app.settings.verbose)
        return [line for event in events for line in self.presenter.event(ctx, event)]
