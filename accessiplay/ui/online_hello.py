"""The hello stage of an online connection: from the websocket opening to the server's welcome.

Two ways a player heard nothing useful there. Something took the connection and never
welcomed the hello (another program's websocket, a stuck server): 'Connecting to …', then
nothing, for ever. And a server that refused the hello (a wrong password) was tried again
every ten seconds, saying 'Say hello to the server first.', 'No server answers at …' and
'Wrong password for this server.' again, for ever.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessiplay.present import Msg

#: Seconds a connection may stay open without a welcome before the player hears of it.
WELCOME_WAIT = 15

#: Errors before the welcome that another try may not meet: a full server, a fault in it, the
#: server's own hello timeout. Any other refusal of the hello would come again on each retry.
PASSING = frozenset(
    f"online-error-{name}" for name in ("server-full", "internal", "rate-limited", "hello-first")
)


class HelloWatch:
    """When the open connection's hello went unanswered since, on the controller's clock."""

    def __init__(self) -> None:
        self.since: float | None = None

    def opened(self, now: float) -> None:
        """The websocket is open and the hello on its way."""
        self.since = now

    def answered(self) -> None:
        """A welcome, an error or a lost connection: nothing more to wait for."""
        self.since = None

    def overdue(self, now: float) -> bool:
        """Whether the wait just passed WELCOME_WAIT: true once, then the watch stops."""
        if self.since is None or now - self.since < WELCOME_WAIT:
            return False
        self.since = None
        return True

    @staticmethod
    def no_welcome(address: str) -> Msg:
        """What the player hears when the wait is overdue: something answers, not a server."""
        return Msg.of("lobby-no-welcome", address=address, seconds=WELCOME_WAIT)


def refuses_hello(frame: Mapping[str, Any]) -> bool:
    """Whether an error frame before the welcome refuses the hello for good (a retry would
    only hear it again)."""
    return str(frame.get("id")) not in PASSING
