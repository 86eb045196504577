"""Play online's address and password fields, heard as a player hears them (play-test findings)."""

from __future__ import annotations

from accessiplay.ui import online
from accessiplay.ui.screens.entry import FIELD_LIMIT


def open_address(client, monkeypatch):
    """Play online from the main menu, the connection replaced by a list of what it got."""
    calls: list[tuple[str, str]] = []
    monkeypatch.setattr(online, "connect", lambda app, a, p="": calls.append((a, p)))
    client.app.settings.server = ""
    online.play_online(client.app)
    return calls


def test_the_address_field_does_not_ask_for_a_name(client, monkeypatch):
    """Play-test: the address field said 'Type the name'; a server's address is not a name."""
    open_address(client, monkeypatch)
    said = client.speaker.texts
    assert (
        "Type the name, Backspace erases, Enter keeps it, Escape leaves it as it was." not in said
    )
    assert said[-1] == (
        "Server address? For example localhost or example.org:8765. Nothing typed. "
        "Type the text, Backspace erases, Enter keeps it, Escape leaves it as it was."
    )


def test_a_long_host_name_is_kept_whole(client, monkeypatch):
    """A host name longer than a player's name (40) is typed and kept whole, not cut."""
    calls = open_address(client, monkeypatch)
    host = "tables.accessiplay-friends.example.org:8765"
    client.top.text = host
    client.press("enter", "enter")
    assert calls == [(host, "")]
    client.app.settings.server = ""
    online.play_online(client.app)
    client.top.text = "a" * FIELD_LIMIT
    assert client.press("b") == [f"This field holds at most {FIELD_LIMIT} characters."]


def test_the_password_is_never_said_nor_shown(client, monkeypatch):
    """Play-test: each password character was read aloud; a screen reader says 'star'."""
    calls = open_address(client, monkeypatch)
    client.top.text = "localhost"
    client.press("enter")
    said = client.press("s", "e", "c", "r", "e", "t", "x", "backspace")
    assert said == ["Star"] * 7 + ["Star erased."]
    assert "secret" not in client.top.status()
    assert client.top.body() == [(True, "******_")]
    client.press("enter")
    assert calls == [("localhost", "secret")]


def test_the_password_field_speaks_french_and_spanish(make_client, monkeypatch):
    """Each player hears the field in their own language."""
    for c, star, keys in (
        (make_client("fr"), "Astérisque", "Tapez le texte\u00a0; Retour arrière efface"),
        (make_client("es"), "Asterisco", "Escribe el texto; Retroceso borra"),
    ):
        open_address(c, monkeypatch)
        c.top.text = "h"
        c.press("enter")
        assert keys in c.speaker.texts[-1]
        assert c.press("p") == [star]


def test_the_address_field_refuses_a_bad_port_and_asks_again(client):
    """Typed in Play online: the error, the field again, the remembered server unchanged."""
    client.app.settings.server = "example.org"
    online.play_online(client.app)
    client.top.text = "example.org:70000"
    said = client.press("enter")
    assert said[0].startswith("No server can be at “example.org:70000”:")
    assert said[-1].startswith("Server address?")
    assert client.app.settings.server == "example.org"
    assert getattr(client.app, "online", None) is None
