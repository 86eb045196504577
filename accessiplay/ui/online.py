"""Playing online: asking for a server's address, checking it, and opening the connection.

The connection itself, and everything said about what comes through it, is `OnlineClient`
(`accessiplay.ui.online_client`).
"""

from __future__ import annotations

import contextlib

from accessiplay.names import clean_echo
from accessiplay.online.client_link import BadAddress, server_url
from accessiplay.present import Msg
from accessiplay.ui.online_client import OnlineClient

__all__ = ["OnlineClient", "connect", "play_online", "usable"]


def play_online(app) -> None:
    """Main menu "Play online": the server's address (remembered), a password, then the lobby."""

    def with_address(address: str) -> None:
        if not address:
            app.announcer.say(Msg.of("lobby-no-address"), cue="error")
            app.top().enter()
            return
        if not usable(app, address):
            ask(address)  # to correct what was typed
            return

        def with_password(password: str) -> None:
            connect(app, address, password)

        question = Msg.of("lobby-password-question")
        app.nav.open("password-entry", question, "", with_password)

    def ask(text: str) -> None:
        app.nav.open("field-entry", Msg.of("lobby-address-question"), text, with_address)

    ask(app.settings.server)


def usable(app, address: str) -> bool:
    """Whether a connection can be tried at address; if not, the player hears why."""
    try:
        server_url(address)
    except BadAddress:
        app.announcer.say(Msg.of("lobby-bad-address", address=clean_echo(address)), cue="error")
        return False
    return True


def connect(app, address: str, password: str = "") -> OnlineClient | None:
    """Connect to a server; the lobby opens once it welcomes the player. An address no
    connection can be made to is refused, said, and not remembered (None)."""
    from accessiplay.settings import save_settings

    if not usable(app, address):
        return None

    app.settings.server = address
    with contextlib.suppress(OSError):  # remembering the address is a convenience
        save_settings(app.settings)
    old = getattr(app, "online", None)
    if old is not None:
        old.close()
    client = OnlineClient(app, address, password)
    app.online = client
    app.pollers.append(client.poll)
    app.announcer.say(Msg.of("lobby-connecting", address=address))
    client.link.start()
    return client
