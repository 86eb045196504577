"""A server address no connection can be made to is refused at once, in the player's language,
and changes nothing (player-editor play-test: "`accessiplay join localhost:99999` says
'Conectando con localhost:99999.' then a thread traceback … and no spoken error follows")."""

from __future__ import annotations

import pytest
from hostile_support import QUIET, environment, run

from accessiplay.online.client_link import BadAddress, Link, server_url
from accessiplay.online.serve import join_address, listening_url, reachable_host

REFUSED = (
    "localhost:99999",
    "bad host:99999",
    "localhost:0",
    "localhost:abc",
    ":8765",
    "localhost:",
    "[::1]9000",
    "[::1]:",
    "a:b:c",
    "local\thost",
    "local\x00host",
    "\x1b[2Jlocalhost",
    "a" * 64 + ".org",  # a label past 63 characters: the name lookup cannot encode it
    "ws://localhost:8765/" + "a" * 300,
    "x" * 100_000,
)


@pytest.mark.parametrize("address", REFUSED)
def test_an_address_with_no_host_or_a_port_out_of_range_is_refused(address):
    """No connection thread is started for what no server can be at."""
    with pytest.raises(BadAddress):
        server_url(address)


@pytest.mark.parametrize(
    ("address", "url"),
    [
        ("localhost", "ws://localhost:8765"),
        ("example.org:65535", "ws://example.org:65535"),
        ("wss://[::1]:9000", "wss://[::1]:9000"),
        ("[::1]:9000", "ws://[::1]:9000"),
        ("[::1]", "ws://[::1]:8765"),
        ("::1", "ws://[::1]:8765"),
        ("fe80::1", "ws://[fe80::1]:8765"),
        ("a" * 63 + ".org", "ws://" + "a" * 63 + ".org:8765"),
        ("exämple.org", "ws://exämple.org:8765"),
    ],
)
def test_a_usable_address_still_becomes_its_url(address, url):
    """Hosts, ports from 1 to 65535 and whole URLs are untouched; an IPv6 address typed as
    such, with or without brackets, is one (`[::1]:9000` and `::1` were refused)."""
    assert server_url(address) == url


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "No server can be at “localhost:99999”: type a host name, and if you like a "
            "colon and a port from 1 to 65535, for example localhost or example.org:8765.",
        ),
        (
            "es",
            "Ningún servidor puede estar en «localhost:99999»: escribe el nombre del servidor "
            "y, si quieres, dos puntos y un puerto del 1 al 65535; por ejemplo, localhost o "
            "example.org:8765.",
        ),
    ],
)
def test_join_with_a_port_out_of_range_says_why_and_opens_the_menu(tmp_path, lang, said):
    """The error is said before anything else, no traceback, then the main menu."""
    env = environment(tmp_path / "home")
    done = run(
        env, "--speech", "console", "--lang", lang, *QUIET, "join", "localhost:99999", keys=b"\x03"
    )
    lines = done.stdout.decode().splitlines()
    assert done.stderr == b""
    assert lines[0] == said
    assert "Traceback" not in done.stdout.decode()
    assert len(lines) > 1, "the main menu follows"
    assert (
        not (tmp_path / "home" / "settings.toml").exists()
        or "99999" not in (tmp_path / "home" / "settings.toml").read_text()
    )


def test_a_host_the_lookup_cannot_encode_is_a_lost_server_not_a_dead_thread():
    """Past the address check (a URL built elsewhere): the connection thread died with a
    UnicodeError traceback and the player heard 'Connecting' and then nothing, for ever."""
    link = Link("ws://" + "a" * 64 + ":8765", {"type": "hello"}).start()
    try:
        assert link.inbox.get(timeout=20) == ("lost", 0.5)
        assert link._thread.is_alive(), "it tries again, as for any server lost"
    finally:
        link.close()


@pytest.mark.parametrize(
    ("address", "echoed"),
    [
        ("a" * 300, "a" * 60 + "…"),
        ("\x1b[2J\x07local host", "local host"),
    ],
)
def test_a_pasted_page_or_escapes_are_said_back_cut_and_clean(tmp_path, address, echoed):
    """A 300-character host was said back whole after its traceback; an escape in the
    address reached the terminal (`\\x1b[2J` cleared it) and the speech."""
    env = environment(tmp_path / "home")
    done = run(env, "--speech", "console", "--lang", "en", *QUIET, "join", address, keys=b"\x03")
    lines = done.stdout.decode().splitlines()
    assert done.stderr == b""
    assert lines[0] == (
        f"No server can be at “{echoed}”: type a host name, and if you like a colon and a "
        "port from 1 to 65535, for example localhost or example.org:8765."
    )
    assert "\x1b" not in done.stdout.decode()
    assert lines[1].startswith("Main menu."), "the main menu follows"


@pytest.mark.parametrize(
    ("host", "said", "url"),
    [
        ("::1", "[::1]:8765", "ws://[::1]:8765"),
        ("127.0.0.1", "127.0.0.1:8765", "ws://127.0.0.1:8765"),
    ],
)
def test_the_address_serve_gives_players_joins_that_server(host, said, url):
    """`serve --host ::1` said 'join ::1:8765': typed as given, that names the IPv6 address
    ::1:8765 on port 8765, not ::1 (the address check refused the bracketed form besides)."""
    assert join_address(listening_url("ws", host, 8765)) == said
    assert server_url(said) == url


@pytest.mark.parametrize("host", ["0.0.0.0", "::", ""])
def test_a_server_on_every_address_tells_players_one_they_can_reach(host):
    """Attacker play-test: `serve --host 0.0.0.0` said 'accessiplay join 0.0.0.0:8765', an
    address that names no machine; players are given this machine's own address (or name)."""
    said = join_address(listening_url("ws", reachable_host(host), 8765))
    assert not said.startswith(("0.0.0.0", "[::]", ":"))
    assert said.endswith(":8765")
    assert server_url(said).startswith("ws://")


def test_a_named_host_is_given_to_players_as_it_was_typed():
    """Only the wildcard addresses are replaced: a host the operator named is what players type."""
    assert reachable_host("127.0.0.1") == "127.0.0.1"
    assert reachable_host("tables.example") == "tables.example"
