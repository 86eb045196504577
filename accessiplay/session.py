"""Runs one game: seats (human or bot), the dice and decks, autosave and resume.

The session owns the only random generator. Each chance outcome and each bot decision draws
from a generator derived from the seed and the action's position, so a resumed game rolls
exactly what the uninterrupted game would have rolled.
"""

from __future__ import annotations

import dataclasses
import random
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any

from accessiplay.core import CHANCE, Action, BadRecord, Event, Game, State, get_game
from accessiplay.core.errors import AccessiplayError
from accessiplay.core.playout import ask_bot
from accessiplay.core.record import MAX_HINTS, GameRecord
from accessiplay.names import clean_name
from accessiplay.storage import autosave_path, write_atomically


@dataclasses.dataclass(frozen=True)
class Seat:
    """One place at the table: a human (who gets the keyboard) or a bot of some level."""

    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        """Whether the session plays this seat itself."""
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        """The seat as stored in the game record."""
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any], levels: tuple[str, ...] = ()) -> Seat:
        """Read a seat from a game record: a bot of a level the game has, a name safe to say.

        BadRecord("bad-seat") for anything else, so a damaged seat is refused at load rather
        than at the bot's first turn.
        """
        kind = data.get("kind", "human")
        level = data.get("level")
        name = clean_name(data.get("name", ""))
        if kind not in ("human", "bot") or not isinstance(data.get("name", ""), str) or not name:
            raise BadRecord("bad-seat")
        if kind == "bot" and level not in levels:
            raise BadRecord("bad-seat")
        return cls(name, kind, level if kind == "bot" else None)


@dataclasses.dataclass(frozen=True)
class Step:
    """One action taken and the events it caused."""

    seat: int
    action: Action
    events: list[Event]


class Session:
    """A game at a table: applies actions, lets chance and bots play, saves after every action."""

    #: The rules core is here, not on a server (see `accessiplay.table_session`).
    online = False
    #: Where a searching bot thinks, so that no key waits on it (the interface gives a worker
    #: thread); None thinks when the step is taken, on the caller's thread (tests, scripts).
    thinker: Executor | None = None
    #: The searching bot's decision being thought: (actions played, seat, its future).
    _thought: tuple[int, int, Future[Action]] | None = None

    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        *,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        save_path: Path | None = None,
        autosave: bool = True,
    ) -> None:
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.record = GameRecord(
            game=game.id,
            seats=[s.to_json() for s in seats],
            options=game.options(options),
            seed=seed,
        )
        self.state: State = game.new_state(len(seats), self.record.options)
        self.save_path = save_path or autosave_path()
        self.autosave = autosave
        self.save_error: OSError | None = None

    @classmethod
    def resume(cls, record: GameRecord, save_path: Path | None = None) -> Session:
        """Rebuild a session from its record (BadRecord if it does not replay or was tampered).

        Chance comes from the seed, not from the file: each recorded roll, deal or shuffle
        must be the one the seed gives at that point of the game.
        """
        game = get_game(record.game)
        seats = [Seat.from_json(s, game.bot_levels()) for s in record.seats]
        session = cls(game, seats, seed=record.seed, options=record.options, save_path=save_path)
        for seat, action in record.actions:
            chance = seat == CHANCE and session.state.is_chance()
            if chance and action != session.state.sample_chance(session._rng("chance")):
                raise BadRecord("tampered")
            try:
                session.state.apply(seat, action)
            except (AccessiplayError, TypeError, ValueError, KeyError, IndexError) as exc:
                raise BadRecord("record-does-not-replay") from exc
            session.record.actions.append((seat, action))
        session.record.hints = record.hints
        return session

    @property
    def hints_asked(self) -> int:
        """Hints the humans asked for in this game, sittings before a resume included (kept in
        the record, so the statistics note games won without any)."""
        return self.record.hints

    @hints_asked.setter
    def hints_asked(self, count: int) -> None:
        self.record.hints = min(count, MAX_HINTS)

    @property
    def names(self) -> list[str]:
        """The seat names, in seat order."""
        return [s.name for s in self.seats]

    def humans(self) -> list[int]:
        """The human seats."""
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def _rng(self, purpose: str) -> random.Random:
        """A generator for the next action, fixed by the seed and how far the game has gone."""
        return random.Random(f"{self.seed}:{len(self.record.actions)}:{purpose}")

    def human_to_act(self) -> int | None:
        """The human seat whose decision the game waits for now, once chance and bots are done.

        A searching bot choosing at the same time as a human does not hold the human up: it
        thinks meanwhile, and its choice goes in first when the human's comes (`alongside`)."""
        if self.state.is_chance():
            return None
        acting = self.state.acting_seats()
        if self.alongside_bots():
            self._thinking()  # started now, so it thinks while the human chooses
        elif any(self.seats[s].is_bot for s in acting):
            return None
        humans = sorted(s for s in acting if not self.seats[s].is_bot)
        return humans[0] if humans else None

    def alongside_bots(self) -> list[int]:
        """Searching bots choosing at the same time as a human here, whose thinking runs in
        `thinker` (none without one: a server or a script plays bots as they come)."""
        if self.thinker is None or self.state.is_terminal() or self.state.is_chance():
            return []
        acting = self.state.acting_seats()
        bots = sorted(s for s in acting if self.seats[s].is_bot)
        if not bots or len(bots) == len(acting):
            return []
        searching = (getattr(self._bot(s), "needs_world", False) for s in bots)
        return bots if all(searching) else []

    def _bot(self, seat: int) -> Any:
        """The bot playing a seat."""
        return self.game.bot(self.seats[seat].level or "normal")

    def alongside(self) -> list[Step]:
        """The choices of the bots that choose at the same time as the human about to play,
        put in first (waiting for their thinking if need be): the record keeps the order it
        always had, bots first, so a save replays and a seed plays the same bot moves."""
        steps: list[Step] = []
        while self.alongside_bots():
            step = self.auto_step(save=False)
            assert step is not None, "a bot that acts always has a step"
            steps.append(step)
        return steps

    def ready(self, wait: bool = False) -> bool:
        """Chance and quick bots play here at once; a searching bot once it has thought (with
        `wait`, after waiting for it: scripted input's end plays every step at once)."""
        thought = self._thinking()
        if thought is not None and wait:
            thought.exception()  # waits; a failure is raised when the step is taken
        return thought is None or thought.done()

    def _bot_to_act(self) -> int | None:
        """The bot seat the game waits for now (the lowest, when several choose at once)."""
        if self.state.is_terminal() or self.state.is_chance():
            return None
        bots = sorted(s for s in self.state.acting_seats() if self.seats[s].is_bot)
        return bots[0] if bots else None

    def _thinking(self) -> Future[Action] | None:
        """A searching bot's decision, started in `thinker` if need be; None when no thinker
        is given or the step to take is quick."""
        seat = self._bot_to_act()
        if self.thinker is None or seat is None:
            return None
        bot = self._bot(seat)
        if not getattr(bot, "needs_world", False):
            return None
        moment = len(self.record.actions)
        if self._thought is None or self._thought[:2] != (moment, seat):
            # A copy of the game, so the thread never reads it while a key is answered.
            state, rng = self.state.clone(), self._rng("bot")
            future = self.thinker.submit(ask_bot, self.game, bot, state, seat, rng)
            self._thought = (moment, seat, future)
        return self._thought[2]

    def auto_step(self, save: bool = True) -> Step | None:
        """Let chance or one bot act, if the game waits on them; None when a human must act.

        With save=False the caller saves once it has announced the step.
        """
        if self.state.is_terminal():
            return None
        if self.state.is_chance():
            return self._commit(CHANCE, self.state.sample_chance(self._rng("chance")), save)
        seat = self._bot_to_act()
        if seat is None:
            return None
        thought = self._thinking()
        if thought is not None:
            self._thought = None
            return self._commit(seat, thought.result(), save)
        return self._commit(seat, self.bot_choice(seat, self.seats[seat].level or "normal"), save)

    def bot_choice(self, seat: int, level: str) -> Action:
        """What a bot of `level` plays at `seat` now, from the seat's view and the session's
        seeded generator (an online table also asks it for a missing player's seat)."""
        bot = self.game.bot(level)
        return ask_bot(self.game, bot, self.state, seat, self._rng("bot"))

    def play(self, seat: int, action: Action, save: bool = True) -> Step:
        """A human's action; IllegalAction leaves the game as it was."""
        return self._commit(seat, action, save)

    def _commit(self, seat: int, action: Action, save: bool) -> Step:
        """Apply, record and (unless the caller will) save the record."""
        events = self.state.apply(seat, action)
        self.record.actions.append((seat, action))
        if save:
            self.save()
        return Step(seat, action, events)

    def save(self, path: Path | None = None) -> Path | None:
        """Write the record; on failure remember the error (the UI says it once) and go on."""
        if not self.autosave and path is None:
            return None
        target = path or self.save_path
        try:
            write_atomically(target, self.record.dumps())
            self.save_error = None
            return target
        except OSError as exc:
            self.save_error = exc
            return None

    def finished(self) -> bool:
        """Whether the game is over."""
        return self.state.is_terminal()

    def chat(self, text: str) -> bool:
        """Everybody at a local table shares this keyboard: there is nobody to send a line to."""
        return False

    def leave(self) -> None:
        """The game screen closed: nobody to tell, the game waits in its save."""
