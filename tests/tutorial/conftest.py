"""The key-driven client of the UI tests, for the guided games."""

from tests.ui.conftest import client, home, make_client  # noqa: F401
