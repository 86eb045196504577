"""One real `accessiplay serve` shared by the online tests that need no server of their own.

The server is a subprocess on 127.0.0.1 with a port the system picks, stopped by its pid
at the end of the session.
"""

from __future__ import annotations

import pytest

from accessiplay.online.testing import ServerProcess


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """A running server for the whole session (its tables kept in a temporary folder)."""
    process = ServerProcess(tmp_path_factory.mktemp("server-data")).start()
    yield process
    process.stop()
