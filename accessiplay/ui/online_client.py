"""`OnlineClient`: one player's connection to a server, as the lobby and the game screen use it.

It owns the connection (`online.client_link.Link`, a thread of its own) and, on the interface's
thread, drains what it received each time the controller ticks (`poll`): tables for the lobby, a
seat and its token, updates for the table's `RemoteSession`, chat, players coming and going,
errors, and the connection lost and found again. Every word is said here or by a screen, never
from the network's thread.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from accessiplay.core import Game, get_game
from accessiplay.core.errors import UnknownGame
from accessiplay.names import clean_strings
from accessiplay.online.client_frames import fit_game, fit_table, player_name, said_table, table_id
from accessiplay.online.client_link import Link, server_url
from accessiplay.online.client_session import RemoteSession, error_words
from accessiplay.online.client_state import Update, read_update
from accessiplay.online.client_trial import readable
from accessiplay.online.fields import ProtocolError
from accessiplay.online.seat_tokens import SeatTokens
from accessiplay.present import Msg
from accessiplay.ui import flow
from accessiplay.ui.online_hello import HelloWatch, refuses_hello

#: How often the lobby asks for the tables again while it has the keyboard, in seconds.
LIST_EVERY = 5.0
#: After a drop the server may still hold the seat for the dead connection until its pings
#: time out (15 s at most): a refused rejoin is asked again this often, this many times.
REJOIN_EVERY, REJOIN_TRIES = 3.0, 10

PRESENCE = ("joined", "left", "dropped", "back", "bot", "watching")


def _listed(value: Any) -> list[Any]:
    """A frame's list, or nothing when the server sent something else in its place."""
    return value if isinstance(value, list) else []


class OnlineClient:
    """One player's connection to one server, as the screens use it."""

    def __init__(self, app, address: str, password: str = "", link: Link | None = None):
        self.app = app
        self.address = address.strip()
        hello: dict[str, Any] = {"type": "hello"}
        if app.settings.name:
            hello["name"] = app.settings.name
        if password:
            hello["password"] = password
        # A test gives a link of its own, fed with recorded frames.
        self.link = link or Link(server_url(self.address), hello)
        self.tokens = SeatTokens()
        self.games: list[dict[str, Any]] = []
        self.tables: list[dict[str, Any]] = []
        self.session: RemoteSession | None = None
        #: The table asked to join or watch, until the server seats the player there.
        self.joining: str | None = None
        self.seat: int | None = None
        #: Whether the table being created is private (its id is then said, to share it).
        self.private = False
        #: A new table was asked for and its `created` answer has not come yet.
        self.creating = False
        self.lost = False
        self.welcomed = False
        self.hello = HelloWatch()
        #: When to ask for the seat again, and how often it was refused as still held.
        self.rejoin_at: float | None = None
        self.rejoin_tries = 0
        #: Called when a new list of tables arrives (the lobby refreshes itself).
        self.on_tables: Callable[[], None] | None = None
        #: When the tables were last asked for (the controller's clock).
        self.listed = app.clock()
        #: A list asked for (on opening the lobby, back to it, F5) has not come yet: the lobby
        #: then says only its title, and the list once it comes.
        self.asked = False

    # --- requests ----------------------------------------------------------------------------
    def send(self, frame: dict[str, Any]) -> bool:
        """Send a request; when the connection is down, say so."""
        if self.link.send(frame):
            return True
        self.app.announcer.say(Msg.of("lobby-not-connected"), cue="error")
        return False

    def refresh(self) -> bool:
        """Ask for the list of tables."""
        self.listed = self.app.clock()
        # The `ref` comes back with the answer: an asked-for list is said even unchanged.
        self.asked = self.send({"type": "list", "ref": 1})
        return self.asked

    def kept_seats(self) -> dict[str, tuple[int, str]]:
        """Seats whose token this player keeps on this server, by table."""
        return self.tokens.kept(self.address)

    def join(self, table: str, seat: int | None = None) -> None:
        """Sit at a table: a free seat, or one kept (with its token)."""
        frame: dict[str, Any] = {"type": "join", "table": table}
        kept = self.kept_seats().get(table)
        if kept is not None and (seat is None or seat == kept[0]):
            frame.update(seat=kept[0], token=kept[1])
        elif seat is not None:
            frame["seat"] = seat
        if self.send(frame):
            self.joining = table

    def watch(self, table: str) -> None:
        """Watch a table as a spectator."""
        if self.send({"type": "spectate", "table": table}):
            self.joining = table
            self.seat = None

    def create(self, game: str, seats: list[dict[str, Any]], private: bool, bot_after) -> None:
        """Open a new table; the server seats its creator at seat 0."""
        frame = {"type": "create", "game": game, "seats": seats, "private": private}
        frame["bot_after"] = bot_after
        if self.send(frame):
            self.private = private
            self.creating = True

    def close(self) -> None:
        """Leave the server for good (back at the main menu)."""
        self.link.close()
        if self.poll in self.app.pollers:
            self.app.pollers.remove(self.poll)
        if getattr(self.app, "online", None) is self:
            self.app.online = None

    # --- what the server says (on the interface's thread) ---------------------------------
    def poll(self) -> None:
        """Take everything the connection received since the last tick; in the lobby, ask for
        the tables again now and then, so a new table shows without a key."""
        top = self.app.top()
        now = self.app.clock()
        if getattr(top, "online", None) is self and now - self.listed >= LIST_EVERY:
            self.listed = now
            self.link.send({"type": "list"})
        if self.hello.overdue(now):
            self.app.announcer.say(self.hello.no_welcome(self.address), cue="error")
        if self.rejoin_at is not None and now >= self.rejoin_at:
            self.rejoin_at = None
            if self.session is not None:
                self._rejoin(self.session.table)
        while True:
            try:
                kind, value = self.link.inbox.get_nowait()
            except Exception:  # queue.Empty: nothing more
                return
            if kind == "frame":
                self._frame(value)
            elif kind == "connected":
                self._connected()
            elif kind == "lost":
                self._lost(value)
            else:
                self.app.announcer.say(Msg.of(value), cue="error")

    def _connected(self) -> None:
        """The connection is up (the hello is on its way; `welcome` answers it)."""
        if not self.welcomed:
            self.hello.opened(self.app.clock())

    def _lost(self, retry_in: float) -> None:
        """Say once that the server is lost; the link retries by itself."""
        self.hello.answered()
        # The welcome that ends the drop asks for the seat: a retry due meanwhile could not be
        # sent ('Not connected to the server.'), or would ask twice once back.
        self.rejoin_at = None
        self.creating = False  # the answer to a table asked for went with the connection
        if not self.lost:
            self.lost = True
            seconds = max(1, round(retry_in))
            # Never welcomed: the address may be wrong, which the player should hear.
            said = (
                Msg.of("lobby-lost", seconds=seconds)
                if self.welcomed
                else Msg.of("lobby-unreachable", seconds=seconds, address=self.address)
            )
            self.app.announcer.say(said, cue="error")

    def _frame(self, frame: Mapping[str, Any]) -> None:
        """One server frame, to whoever it concerns."""
        handler = getattr(self, "_on_" + str(frame.get("type")), None)
        if handler is None:
            return
        # Whatever the server sent, no escape sequence reaches the terminal or the speech.
        cleaned = clean_strings(frame)
        assert isinstance(cleaned, dict)
        try:
            handler(cleaned)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            # A frame of the wrong shape from a hostile or broken server: said, never a crash.
            self.app.announcer.say(Msg.of("online-error-bad-event"), cue="error")

    def _on_welcome(self, frame: Mapping[str, Any]) -> None:
        """First welcome: the lobby. After a drop: back to the seat with its token."""
        self.hello.answered()
        self.games = [g for g in _listed(frame.get("games")) if fit_game(g)]
        again = self.welcomed
        self.welcomed = True
        if again:
            self.lost = False
            self.app.announcer.say(Msg.of("lobby-reconnected"))
            if self.session is not None:
                self.session.resync()
                self._rejoin(self.session.table)
            return
        self.app.announcer.say(Msg.of("lobby-connected", address=self.address))
        self.refresh()
        self.app.nav.open("lobby", self)

    def _rejoin(self, table: str) -> None:
        """Take the seat back (or watch again) after the connection came back."""
        if self.seat is None:
            self.watch(table)
        else:
            self.join(table, self.seat)

    def _on_tables(self, frame: Mapping[str, Any]) -> None:
        """The tables open on the server, for the lobby (which speaks only a change, or an
        answer to F5)."""
        tables = [said_table(t) for t in _listed(frame.get("tables")) if fit_table(t)]
        answer = frame.get("ref") is not None
        changed = tables != self.tables or answer
        self.asked = self.asked and not answer
        self.tables = tables
        if self.on_tables is not None and changed:
            self.on_tables()

    def _on_created(self, frame: Mapping[str, Any]) -> None:
        """Our new table: the server seats us next. A private one is joined by its id, so the
        id is said, letter by letter, for the creator to pass on. Unasked, it is ignored: its
        update would open a table the player never chose over the lobby."""
        if not self.creating:
            return
        self.creating = False
        table = table_id(frame.get("table"))
        if table is None:
            # No table a server makes: its id would be spelled, 100,000 letters of it.
            self.app.announcer.say(Msg.of("online-error-bad-event"), cue="error")
            return
        self.joining = table
        if self.private:
            spelled = " ".join(self.joining)
            self.app.announcer.say(Msg.of("lobby-created-private", table=spelled))

    def _on_seated(self, frame: Mapping[str, Any]) -> None:
        """A seat is ours: keep its token, for a closed terminal to come back (only at the table
        asked for: a server's unasked `seated` frames would fill the file)."""
        table, seat, token = str(frame.get("table")), frame.get("seat"), frame.get("token")
        at_table = self.session is not None and self.session.table == table
        if table != self.joining and not at_table:
            return  # a table nobody asked for: no token kept, no "back at the table" said
        if table == self.joining and type(seat) is int and isinstance(token, str):
            self.tokens.remember(self.address, table, seat, token)
            self.seat = seat
        self.joining = table
        self.rejoin_tries, self.rejoin_at = 0, None
        if frame.get("back") and at_table:
            self.app.announcer.say(Msg.of("lobby-back-at-table"), cue="your-turn")
            self._game_screen_rejoined()
        elif frame.get("back"):
            self.app.announcer.say(Msg.of("lobby-back-at-table"))

    def _game_screen_rejoined(self) -> None:
        """Tell the table's game screen the seat is back: it says the turn again."""
        from accessiplay.ui.screens.game import GameScreen

        for screen in self.app.stack:
            if isinstance(screen, GameScreen) and screen.session is self.session:
                screen.rejoined()

    def _on_watching(self, frame: Mapping[str, Any]) -> None:
        """Watching the table asked for: its updates come next (`watch` already let the seat go).

        A hostile server's `watching` for another table changes nothing: it opened that table
        over the lobby, and at a table it dropped the seat, so a rejoin asked only to watch."""
        if str(frame.get("table")) != self.joining:
            return

    def _on_update(self, frame: Mapping[str, Any]) -> None:
        """The table now: to the session at it, or the first one opens the game screen."""
        table = str(frame.get("table"))
        session = self.session
        try:
            if session is not None and session.table == table:
                update = self._readable(
                    session.game, read_update(session.game, frame, session.latest())
                )
                if not session.feed(update):
                    return  # a replay: its steps were said and the table is already past it
                if update.over and update.seat is not None:
                    self.tokens.forget(self.address, table)  # nothing left to come back to
                return
            if table != self.joining:
                return
            game = get_game(str(frame["view"]["game"]))
            update = self._readable(game, read_update(game, frame))
        except (ProtocolError, UnknownGame, KeyError, TypeError):
            if session is not None and session.table == table:
                session.unreadable()
            self.app.announcer.say(Msg.of("online-error-bad-event"), cue="error")
            return
        self.joining = None
        session = RemoteSession(game, update, self.link.send, self._seat_name)
        session.on_leave = self.close
        screen = self.app.nav.made("game", session)
        if screen is None:
            return  # said: this install cannot show a table; the lobby stays
        try:
            self.app.push(screen)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            # The view does not fit the game: the screen goes, the player stays where they were.
            if self.app.top() is screen:
                self.app.stack.pop()
            raise
        self.session = session

    def _readable(self, game: Game, update: Update) -> Update:
        """The update, if the game screen can say it; ProtocolError('bad-event') if not."""
        if not readable(game, update, self.app.announcer.tr):
            raise ProtocolError("bad-event")
        return update

    def _seat_name(self, seat: int, info: Mapping[str, Any]) -> str:
        """A seat without a player's name: a bot by a localized name, a player who gave none
        by seat number in this player's language ('Joueur 2'), a free seat as free."""
        tr = self.app.announcer.tr
        if info.get("kind") == "bot":
            return tr(Msg.of(f"ui-bot-name-{seat % flow.BOT_NAMES + 1}"))
        if info.get("seated"):
            return tr(Msg.of("ui-human-name", n=seat + 1))
        return tr(Msg.of("lobby-free-seat", n=seat + 1))

    def _on_presence(self, frame: Mapping[str, Any]) -> None:
        """Someone came, left, dropped, came back, or a bot took a missing player's seat."""
        what = frame.get("what")
        if what not in PRESENCE:
            return
        name = player_name(frame.get("name"))
        seat = frame.get("seat")
        if name is not None:
            who = name
        elif what != "bot" and type(seat) is int and seat >= 0:
            # A player who gave no name, at a seat the table may not show as taken yet.
            who = self._seat_name(seat, {"seated": True})
        else:
            who = self._who(seat)
        self.app.announcer.say(Msg.of(f"lobby-presence-{what}", name=who), interrupt=False)

    def _who(self, seat: Any) -> str:
        """A seat's name as the table knows it."""
        if self.session is not None and type(seat) is int and 0 <= seat < len(self.session.seats):
            return self.session.seats[seat].name
        return self.app.announcer.tr(Msg.of("lobby-someone"))

    def _on_chat(self, frame: Mapping[str, Any]) -> None:
        """A line said at the table, with its own cue; kept in the history."""
        from accessiplay.names import clean_name

        text = clean_name(frame.get("text", ""), 300)
        name = player_name(frame.get("name")) or self._who(frame.get("seat"))
        if text:
            self.app.announcer.say(
                Msg.of("lobby-chat-said", name=name, text=text), cue="chat", interrupt=False
            )

    def _on_error(self, frame: Mapping[str, Any]) -> None:
        """A request refused: a move goes back to the game screen, the rest is said now; a
        hello refused for good closes the connection (see `online_hello`)."""
        self.hello.answered()
        if not self.welcomed and refuses_hello(frame):
            self.app.announcer.say(*error_words(frame), Msg.of("lobby-hello-refused"), cue="error")
            self.close()
            return
        session = self.session
        if session is not None and session.awaiting:
            session.refuse(frame)
            return
        if self._still_held(frame):
            return
        gone = frame.get("id") in ("online-error-bad-token", "online-error-unknown-table")
        if gone and self.joining is not None:
            self.tokens.forget(self.address, self.joining)
        self.joining = None
        self.creating = False  # a refused table is not created later
        self.app.announcer.say(*error_words(frame), cue="error")

    def _still_held(self, frame: Mapping[str, Any]) -> bool:
        """Whether a refused rejoin is the seat still held for the connection that dropped
        (attacker: a quick reconnect heard "Someone is already sitting there." and was out of
        the game for good): then it is asked again shortly, and said once."""
        session = self.session
        if frame.get("id") != "online-error-seat-taken" or session is None or self.seat is None:
            return False
        if self.joining != session.table or self.rejoin_tries >= REJOIN_TRIES:
            return False
        if not self.rejoin_tries:
            self.app.announcer.say(Msg.of("lobby-seat-still-held"))
        self.rejoin_tries += 1
        self.rejoin_at = self.app.clock() + REJOIN_EVERY
        return True

    def _on_left(self, frame: Mapping[str, Any]) -> None:
        """The server confirmed the player left the table."""

    def _on_pong(self, frame: Mapping[str, Any]) -> None:
        """An answer to a ping: the connection is alive."""
