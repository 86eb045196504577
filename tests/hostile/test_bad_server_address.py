"""A server address no connection can be made to is refused at once, in the player's language,
and changes nothing (player-editor play-test: "`accessiplay join localhost:99999` says
'Conectando con localhost:99999.' then a thread traceback … and no spoken error follows")."""

from __future__ import annotations

import pytest
from hostile_support import QUIET, environment, run

from accessiplay.online.client_link import BadAddress, server_url

REFUSED = ("localhost:99999", "bad host:99999", "localhost:0", "localhost:abc", ":8765")


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
    ],
)
def test_a_usable_address_still_becomes_its_url(address, url):
    """Hosts, ports from 1 to 65535 and whole URLs are untouched."""
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
