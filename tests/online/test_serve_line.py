"""What `accessiplay serve` prints once it listens: the operator passes it on to the players."""

from __future__ import annotations

from accessiplay.online.serve import join_address
from accessiplay.online.testing import ServerProcess


def test_the_started_server_names_the_address_players_type(tmp_path):
    """Play-test: 'serve prints join HOST:PORT instead of the real address'."""
    server = ServerProcess(tmp_path / "data").start()
    try:
        expected = (
            f"Serving online tables at ws://127.0.0.1:{server.port}. Players join with: "
            f"accessiplay join 127.0.0.1:{server.port}. Ctrl+C stops the server."
        )
        assert server.first_line.strip() == expected
    finally:
        server.stop()


def test_under_tls_the_whole_url_is_what_players_type():
    """`join` takes HOST:PORT for a plain server; a wss:// server needs its scheme kept."""
    assert join_address("ws://192.168.1.5:8765") == "192.168.1.5:8765"
    assert join_address("wss://tables.example:443") == "wss://tables.example:443"
